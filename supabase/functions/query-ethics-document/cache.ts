// The answer cache of spec section 5, per document. A question is
// normalised (lowercase, punctuation removed, whitespace collapsed) and
// matched in order: (1) exactly; (2) by the keyword patterns of the five
// seeded topics, which only the sample standard has answers for; (3) by word
// overlap above 60% over words longer than 2 characters.
import { matchTopic, type SeededTopic } from './topics.ts';

export const OVERLAP_THRESHOLD = 0.6;

export function normaliseQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Shared words longer than 2 characters over the longer question's count of such words. */
export function wordOverlap(a: string, b: string): number {
  const wordsA = new Set(a.split(' ').filter((word) => word.length > 2));
  const wordsB = new Set(b.split(' ').filter((word) => word.length > 2));
  const larger = Math.max(wordsA.size, wordsB.size);
  if (larger === 0) return 0;
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared += 1;
  return shared / larger;
}

export interface CacheEntry<Answer> {
  /** The normalised question. */
  key: string;
  answer: Answer;
}

export interface CacheLookup<Answer> {
  /** Answers stored for this document, newest first. */
  entries: readonly CacheEntry<Answer>[];
  /** Seeded answers by topic; only the sample standard has them. */
  seeded?: ReadonlyMap<SeededTopic, CacheEntry<Answer>>;
}

export function findCachedAnswer<Answer>(question: string, { entries, seeded }: CacheLookup<Answer>): Answer | undefined {
  const key = normaliseQuestion(question);
  const all = [...entries, ...(seeded ? seeded.values() : [])];
  const exact = all.find((entry) => entry.key === key);
  if (exact) return exact.answer;
  const topic = seeded ? matchTopic(key) : undefined;
  const topical = topic ? seeded?.get(topic) : undefined;
  if (topical) return topical.answer;
  let best: { overlap: number; answer: Answer } | undefined;
  for (const entry of all) {
    const overlap = wordOverlap(key, entry.key);
    if (overlap > OVERLAP_THRESHOLD && (!best || overlap > best.overlap)) best = { overlap, answer: entry.answer };
  }
  return best?.answer;
}
