// With a model configured, a piece of the day that found no topic in the
// visitor's own words is searched again with the model's restatement of it in
// our topics' words (_shared/search/rewrite-question.ts).
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { rewriteQuestion, searchText } from '../_shared/search/rewrite-question.ts';
import { safetyTopics } from './knowledge/index.ts';
import { findTopics, type TopicHit } from './retrieval.ts';

const TITLES = safetyTopics.map((topic) => topic.title);
/** A day described in many pieces must not turn into as many model calls: the first few unplaced pieces only. */
const MAX_REWRITES = 4;

/**
 * Each piece's topics: as found, or, for a piece that found none, those found
 * for it with the model's rewrite beside it. The pieces are rewritten at the
 * same time, so the talk waits for one call's time at most.
 */
export async function withRewrites(db: Database, llm: LlmConfig, pieces: readonly string[], found: readonly TopicHit[][]): Promise<TopicHit[][]> {
  const unplaced = pieces.flatMap((_, index) => ((found[index] ?? []).length === 0 ? [index] : [])).slice(0, MAX_REWRITES);
  return Promise.all(
    pieces.map(async (piece, index) => {
      const hits = found[index] ?? [];
      if (!unplaced.includes(index)) return hits;
      const rewritten = await rewriteQuestion(db, llm, {
        question: piece,
        vocabulary: TITLES,
        subject: 'construction site safety (toolbox talks on the day\'s activities)',
        purpose: 'generate-safety-talk piece rewrite',
      });
      if (!rewritten) return hits;
      const [again] = await findTopics(db, [searchText(piece, rewritten)]);
      return again ?? hits;
    }),
  );
}
