// The answer cache, per document. A question is normalised (lowercase,
// punctuation removed, whitespace collapsed) and matched in order: (1)
// exactly; (2) by one of the five seeded topics, which only the sample
// standard has answers for, when the search found the question's best passage
// in that topic's sections and every content word of the question is one the
// prepared answer talks about; (3) by meaning: the two questions ask
// the same kind of thing ('how long', 'who', yes or no), with the same
// modality ('must' or 'may'), the same negation, and the same content words in
// the same order, where a word may stand for its synonym in the synonym data. Words
// that carry no meaning of their own ('the', 'is', 'please') may differ.
//
// Sharing most words is not enough: 'Can the auditor provide bookkeeping
// services?' and 'Can the auditor provide IT systems services?' share nearly
// all of theirs and have different answers.
import { conceptOf, phraseConcepts } from './search.ts';
import type { SeededTopic } from './seeded-answers.ts';

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

// Articles, auxiliaries, pronouns, the plainest prepositions and the
// scaffolding of a question: changing them does not change what is asked.
const EMPTY_WORDS = new Set(
  `a an the is are was were be been being am do does did doing done has have had having will would i me my mine we us our ours
  you your yours they them their theirs he him his she her hers it its this that these those there here of in on at by for to
  from with about into as please tell explain say says said according document happen happens happened what which if so
  also just then actually exactly now`.split(/\s+/),
);
const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'nor',
  'without',
  'cannot',
  'cant',
  'dont',
  'doesnt',
  'isnt',
  'arent',
  'wont',
  'mustnt',
  'shouldnt',
  'neither',
  'none',
]);
const OBLIGATION = new Set([
  'must',
  'shall',
  'should',
  'required',
  'require',
  'requires',
  'obliged',
  'obligation',
  'need',
  'needs',
  'mandatory',
  'compulsory',
]);
const PERMISSION = new Set(['can', 'could', 'may', 'might', 'allowed', 'allow', 'permitted', 'permit', 'able']);
const QUESTION_WORDS = new Set(['how', 'who', 'whom', 'whose', 'when', 'where', 'why']);

/** What kind of answer the question wants, from its interrogative. */
function askedFor(normalised: string): string {
  if (/\bhow (?:often|frequently)\b/.test(normalised)) return 'frequency';
  if (/\b(?:how (?:long|soon|quickly)|when|what (?:date|time|period|deadline)|by what date)\b/.test(normalised)) return 'time';
  if (/\b(?:how (?:much|many)|what (?:percentage|percent|proportion|share|amount|number|rate))\b/.test(normalised)) return 'amount';
  if (/\b(?:who|whom|whose)\b/.test(normalised)) return 'person';
  if (/\bwhere\b/.test(normalised)) return 'place';
  if (/\bwhy\b/.test(normalised)) return 'reason';
  if (/\bhow\b/.test(normalised)) return 'manner';
  if (
    /^(?:can|cant|cannot|could|may|might|must|mustnt|shall|should|shouldnt|is|isnt|are|arent|was|were|do|dont|does|doesnt|did|will|wont|would|has|have|am)\b/.test(
      normalised,
    )
  )
    return 'yes-no';
  return 'what';
}

/** Meanings already worked out, by normalised question: the same cached questions are compared on every ask. */
const MEANINGS = new Map<string, string>();
const MAX_REMEMBERED_MEANINGS = 20_000;

/** What a question means, as far as the cache can tell without reading the document. */
export function questionMeaning(question: string): string {
  const normalised = normaliseQuestion(question);
  const known = MEANINGS.get(normalised);
  if (known !== undefined) return known;
  const meaning = meaningOf(normalised);
  if (MEANINGS.size >= MAX_REMEMBERED_MEANINGS) MEANINGS.clear();
  MEANINGS.set(normalised, meaning);
  return meaning;
}

function meaningOf(normalised: string): string {
  const words = normalised.split(' ').filter(Boolean);
  // 'have to' and 'need to' oblige as 'must' does.
  const obliges = words.some((word) => OBLIGATION.has(word)) || /\b(?:has|have|had|need|needs) to\b/.test(normalised);
  const permits = words.some((word) => PERMISSION.has(word) || word === 'cannot' || word === 'cant');
  const negated = words.filter((word) => NEGATIONS.has(word)).length % 2 === 1;
  return [askedFor(normalised), obliges ? 'must' : permits ? 'may' : 'is', negated ? 'not' : 'so', contentConcepts(words).join(' ')].join(
    ' | ',
  );
}

/** The content words of a normalised text, each by its concept (a word and its synonyms share one), in order. */
function contentConcepts(words: readonly string[]): string[] {
  const concepts: string[] = [];
  words.forEach((word, index) => {
    // Lower case hides 'IT', but 'it systems' and 'it support' still name it.
    const isIt = word === 'it' && IT_NOUNS.test(words[index + 1] ?? '');
    if (!isIt && (EMPTY_WORDS.has(word) || NEGATIONS.has(word) || OBLIGATION.has(word) || PERMISSION.has(word) || QUESTION_WORDS.has(word)))
      return;
    // The words that only make up the interrogative ('how long') are counted as its kind.
    if (INTERROGATIVE_TAIL.test(word) && words[index - 1] === 'how') return;
    const concept = conceptOf(word);
    if (!concepts.includes(concept)) concepts.push(concept);
  });
  return concepts;
}

/**
 * Whether every content word of the question is something the prepared
 * answer talks about: 'When must the partner rotate?' is, but 'Who pays for
 * the auditor's IT systems?' is not, although both name a seeded topic.
 */
export function withinTopic(question: string, about: string): boolean {
  // 'cooling-off' is one word to the normaliser; the question may write 'cooling off'.
  const spaced = normaliseQuestion(about.replace(/-/g, ' '));
  const vocabulary = new Set([
    ...contentConcepts(normaliseQuestion(about).split(' ')),
    ...contentConcepts(spaced.split(' ')),
    ...phraseConcepts(spaced),
  ]);
  return contentConcepts(normaliseQuestion(question).split(' ').filter(Boolean)).every((concept) => vocabulary.has(concept));
}

const INTERROGATIVE_TAIL = /^(?:long|soon|quickly|often|frequently|much|many)$/;
const IT_NOUNS =
  /^(?:systems?|services?|support|security|consult\w*|projects?|work|infrastructure|staff|department|controls?|equipment|skills|providers?|audits?)$/;

/** Whether two questions ask the same thing (see the top of this file). */
export function sameMeaning(a: string, b: string): boolean {
  return questionMeaning(a) === questionMeaning(b);
}

export interface CacheEntry<Answer> {
  /** The normalised question. */
  key: string;
  answer: Answer;
  /** For a prepared answer: the text of what it covers. A question matched by topic must stay within it. */
  about?: string;
}

export interface CacheLookup<Answer> {
  /** Answers stored for this document, newest first. */
  entries: readonly CacheEntry<Answer>[];
  /** Seeded answers by topic; only the sample standard has them. */
  seeded?: ReadonlyMap<SeededTopic, CacheEntry<Answer>>;
  /** The seeded topic whose sections hold the search's best passage for the question, if any. */
  topic?: SeededTopic;
}

export interface CacheHit<Answer> {
  answer: Answer;
  /** 'earlier' for an answer given to this or a same-meaning question; 'prepared' for a seeded topic. */
  source: 'earlier' | 'prepared';
}

export function findCachedAnswer<Answer>(question: string, { entries, seeded, topic }: CacheLookup<Answer>): CacheHit<Answer> | undefined {
  const key = normaliseQuestion(question);
  const seededEntries = seeded ? [...seeded.values()] : [];
  const exact = entries.find((entry) => entry.key === key);
  if (exact) return { answer: exact.answer, source: 'earlier' };
  const exactSeeded = seededEntries.find((entry) => entry.key === key);
  if (exactSeeded) return { answer: exactSeeded.answer, source: 'prepared' };
  const topical = topic ? seeded?.get(topic) : undefined;
  if (topical && (topical.about === undefined || withinTopic(question, topical.about)))
    return { answer: topical.answer, source: 'prepared' };
  const meaning = questionMeaning(question);
  const same = entries.find((entry) => questionMeaning(entry.key) === meaning);
  if (same) return { answer: same.answer, source: 'earlier' };
  const sameSeeded = seededEntries.find((entry) => questionMeaning(entry.key) === meaning);
  return sameSeeded ? { answer: sameSeeded.answer, source: 'prepared' } : undefined;
}
