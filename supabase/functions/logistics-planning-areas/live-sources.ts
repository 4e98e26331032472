// Live context for a brief: reads the area's trusted pages and the visitor's
// suggested URLs (through the safe, cached reader) and picks from each the
// passage that best answers the question. Every attempt is reported.
import type { Database } from '../_shared/database.ts';
import { readWebPageCached, type CachedReadResult } from '../_shared/web-page-cache.ts';
import type { SafeFetchOptions } from '../_shared/safe-fetch.ts';
import { trustedSitesForArea, type AreaKey } from './contract.ts';
import { type LiveExcerpt, questionStems } from './compose.ts';

/** Trusted pages read per question: the area's most specific ones. */
export const TRUSTED_READS_PER_AREA = 2;
const MAX_EXCERPT_CHARS = 280;

export type AttemptOutcome = 'used' | 'nothing relevant' | 'refused' | 'failed';

export interface AttemptedSource {
  url: string;
  origin: 'trusted' | 'suggested';
  outcome: AttemptOutcome;
  detail: string;
}

export interface LiveContext {
  excerpts: LiveExcerpt[];
  attempts: AttemptedSource[];
}

export type PageReader = (db: Database, url: string) => Promise<CachedReadResult>;

/** The production reader: safe fetch with its default limits, cached for a day. */
export const cachedSafeReader: PageReader = (db, url) => readWebPageCached(db, url);

/** A reader with test-only settings (such as loopback for a local test server). */
export function readerWith(options: SafeFetchOptions): PageReader {
  return (db, url) => readWebPageCached(db, url, options);
}

/** The sentence of `text` sharing most words with the question, or undefined when none shares two. */
export function bestPassage(text: string, question: string): string | undefined {
  const stems = questionStems(question);
  let best: { sentence: string; score: number } | undefined;
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const trimmed = sentence.trim();
    if (trimmed.length < 30) continue;
    const score = [...questionStems(trimmed)].filter((stem) => stems.has(stem)).length;
    if (score >= 2 && (!best || score > best.score)) best = { sentence: trimmed, score };
  }
  if (!best) return undefined;
  return best.sentence.length > MAX_EXCERPT_CHARS ? `${best.sentence.slice(0, MAX_EXCERPT_CHARS - 1).trimEnd()}…` : best.sentence;
}

export async function gatherLiveContext(
  db: Database,
  area: AreaKey,
  question: string,
  suggestedUrls: readonly string[],
  read: PageReader,
): Promise<LiveContext> {
  const targets = [
    ...trustedSitesForArea(area)
      .slice(0, TRUSTED_READS_PER_AREA)
      .map((site) => ({ url: site.url, origin: 'trusted' as const })),
    ...[...new Set(suggestedUrls)].map((url) => ({ url, origin: 'suggested' as const })),
  ];
  const results = await Promise.all(targets.map((target) => read(db, target.url)));
  const excerpts: LiveExcerpt[] = [];
  const attempts = results.map((result, index): AttemptedSource => {
    const { url, origin } = targets[index]!;
    if (!result.ok) return { url, origin, outcome: result.outcome, detail: result.detail };
    const passage = bestPassage(result.text, question);
    const when = result.cached ? 'Read earlier today (cached)' : 'Read just now';
    if (!passage) return { url, origin, outcome: 'nothing relevant', detail: `${when}; no passage matched the question.` };
    excerpts.push({ title: result.title, url: result.finalUrl, text: passage });
    return { url, origin, outcome: 'used', detail: `${when}; a passage is quoted in the reply.` };
  });
  return { excerpts, attempts };
}
