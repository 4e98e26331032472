// With a model configured, a question no entry clearly answers in the
// visitor's own words (none holds half its weight) is searched again with the model's restatement of it in our
// entries' words (_shared/search/rewrite-question.ts).
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { rewriteQuestion, searchText } from '../_shared/search/rewrite-question.ts';
import { taxEntries } from './knowledge/index.ts';
import { findEntries, type EntryHit } from './retrieval.ts';

const TITLES = taxEntries.map((entry) => entry.title);

/** The entries found for the question and its rewrite together, or undefined when the model offered no usable rewrite. */
export async function findEntriesRewritten(db: Database, llm: LlmConfig, question: string): Promise<EntryHit[] | undefined> {
  const rewritten = await rewriteQuestion(db, llm, {
    question,
    vocabulary: TITLES,
    subject: 'Irish tax for small businesses, employers and households',
    purpose: 'generate-tax-guidance question rewrite',
  });
  if (!rewritten) return undefined;
  return (await findEntries(db, searchText(question, rewritten))).hits;
}
