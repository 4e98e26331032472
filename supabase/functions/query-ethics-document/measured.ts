// 'How much current does the board draw?': the quantity a question asks for is
// stated in its units ('around 180mA with a keyboard connected'), and the
// sentence stating it rarely shares the reader's words ('pull', 'plugged'):
// the passages stating a figure in those units join the candidates, as strong
// as the best of them, and the composer prefers the sentence that states it.
import type { Database } from '../_shared/database.ts';
import type { ScoredPassage } from './retrieval.ts';
import { coreTerms, matchedWords, type SearchQuery } from './search.ts';
import { passagesStating } from './stating-passages.ts';

/** At most this many passages stating the quantity join the candidates: the likeliest, by the question's weight they hold. */
const MEASURE_PASSAGES = 3;
/** A term weighing at least this share of the question's heaviest names its subject. */
const SUBJECT_SHARE = 0.5;

/**
 * The candidates with the passages stating the quantity asked for in its units (`measure`, from measureAsked) added
 * (the likeliest few, each holding one of the question's words), as strong and as covered as the best candidate (a
 * candidate among them lifted to match): the composer's measure bonus then ranks them. A candidate stating a figure
 * in another sense ('2A output' of 'how much current') is no sign the search found the one asked.
 */
export async function withMeasurePassages(
  db: Database,
  documentId: string,
  candidates: readonly ScoredPassage[],
  measure: RegExp,
  query: SearchQuery,
  weights: ReadonlyMap<string, number>,
): Promise<ScoredPassage[]> {
  const best = candidates[0];
  if (!best) return [...candidates];
  const terms = coreTerms(query);
  if (terms.length === 0) return [...candidates];
  const states = (content: string) => measure.test(content);
  // The words that name the subject narrow the rows; the reader's lighter words ('work', 'keep') are in most of them.
  const heaviest = Math.max(...terms.map((term) => weights.get(term.key) ?? 0));
  const subject = terms.filter((term) => (weights.get(term.key) ?? 0) >= heaviest * SUBJECT_SHARE);
  let rows = await passagesStating(db, documentId, { containing: subject, states, holding: terms }, terms, weights, MEASURE_PASSAGES);
  if (rows.length < MEASURE_PASSAGES && subject.length < terms.length) {
    rows = await passagesStating(db, documentId, { containing: terms, states, holding: terms }, terms, weights, MEASURE_PASSAGES);
  }
  const stating = rows.map((row) => ({
    ...row,
    score: best.score,
    coverage: best.coverage,
    matchedTerms: matchedWords(`${row.heading}\n${row.content}`, query.terms),
  }));
  // A candidate stating it is lifted as one added would be: it may have been found by one light word ('keyboard').
  const lifted = candidates.map((candidate) => {
    const found = stating.find((row) => row.position === candidate.position);
    return found
      ? { ...candidate, score: Math.max(candidate.score, best.score), coverage: Math.max(candidate.coverage, best.coverage) }
      : candidate;
  });
  const added = stating.filter((row) => !candidates.some((candidate) => candidate.position === row.position));
  return [...lifted, ...added].sort((a, b) => b.score - a.score || a.position - b.position);
}
