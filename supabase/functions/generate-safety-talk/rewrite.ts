// With a model configured, a piece of the day that no topic clearly matches
// in the visitor's own words (none holds half its weight) is searched again with the model's restatement of it in
// our topics' words (_shared/search/rewrite-question.ts).
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { rewriteQuestion, searchText } from '../_shared/search/rewrite-question.ts';
import { safetyTopics } from './knowledge/index.ts';
import { findTopics, type TopicHit } from './retrieval.ts';

const TITLES = safetyTopics.map((topic) => topic.title);
/** A topic holding this share of a piece's weight matches it clearly: the piece is not rewritten. */
const CLEAR_MATCH = 0.5;
/** A day described in many pieces must not turn into as many model calls: the first few unclear pieces only. */
const MAX_REWRITES = 4;

/**
 * Each piece's topics: as found, or, for a piece no topic clearly matched,
 * those found for it with the model's rewrite beside it. The pieces are rewritten at the
 * same time, so the talk waits for one call's time at most.
 */
export async function withRewrites(
  db: Database,
  llm: LlmConfig,
  pieces: readonly string[],
  found: readonly TopicHit[][],
): Promise<TopicHit[][]> {
  const unclear = (hits: readonly TopicHit[]) => Math.max(0, ...hits.map((hit) => hit.rank)) < CLEAR_MATCH;
  const unplaced = pieces.flatMap((_, index) => (unclear(found[index] ?? []) ? [index] : [])).slice(0, MAX_REWRITES);
  return Promise.all(
    pieces.map(async (piece, index) => {
      const hits = found[index] ?? [];
      if (!unplaced.includes(index)) return hits;
      const rewritten = await rewriteQuestion(db, llm, {
        question: piece,
        vocabulary: TITLES,
        subject: "construction site safety (toolbox talks on the day's activities)",
        purpose: 'generate-safety-talk piece rewrite',
      });
      if (!rewritten) return hits;
      const [again] = await findTopics(db, [searchText(piece, rewritten)]);
      return again ?? hits;
    }),
  );
}
