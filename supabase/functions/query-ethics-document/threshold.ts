import { commonWordsCeiling } from '../_shared/search/common-words.ts';
import type { Term } from '../_shared/search/query.ts';
import { isStopword } from '../_shared/search/words.ts';
// Below this coverage (the share of the question's weight the best passage
// holds), the document does not answer the question and the reader is told
// so, with the nearest headings to try. Measured, not set by hand:
// `node --import tsx supabase/functions/query-ethics-document/evaluation/calibrate.ts`
// asks every development question (the sample's, the real documents', the
// visitor sets' and real-not-covered.json's) and prints, for each weight of
// an absent word, the threshold that sorts them best. 0.27 sits in the gap
// the sample's questions leave (0.259 not covered, 0.294 answered). Since the
// real documents' unanswerable questions joined the measure (28 November
// 2026), it shows that coverage alone hardly tells them from answered ones:
// sorting most questions right would mean answering everything, so the
// threshold stays where the sample puts it and the composer's own checks
// decline the rest (docs/decisions/0020-document-not-covered-threshold.md).
export const COVERED_THRESHOLD = 0.27;

// How much a word of the question that the document never uses weighs, as a
// share of what it would weigh used once, capped by how common a word of
// English it is (as a word the document uses is: so 'talk' or 'sit', a
// reader's phrasing, counts against every passage less than 'cryptocurrency'
// does; 29 November 2026, development 592 -> 595 of 838 judged, the same 5 of
// 24 unanswerable questions declined): measured with the threshold, by the
// same script; no share tried sorts the development questions better than this.
export const ABSENT_WORD_SHARE = 0.35;

// Down to this coverage a passage still answers when every word of the
// question the document never uses is a common word of English (a reader's
// phrasing: 'turned up', 'worried sick', 'my boss'), not a specific one
// ('cryptocurrency', 'payroll'): the question is then about something the
// document names, in words of its own. Measured with the judge on every
// answer (decision 0022).
export const PHRASING_THRESHOLD = 0.15;

/** The threshold for a question: the lower one unless a specific word of it is absent from the document. */
export function coveredThresholdFor(terms: readonly Term[], absent: ReadonlySet<string>): number {
  const specificAbsent = terms.some(
    (term) =>
      (term.kind === 'word' || term.kind === 'phrase') &&
      absent.has(term.key) &&
      !functionWordsOnly(term) &&
      commonWordsCeiling(term.key) >= 1,
  );
  return specificAbsent ? COVERED_THRESHOLD : PHRASING_THRESHOLD;
}

/**
 * A term the reader wrote in function words alone ('this week', 'badly', 'isn't sorted'), which a synonym line made a
 * term ('week' → 'weekly', 'bad' → 'low-quality', 'sort' → 'type'): the common-words list leaves stopwords out, as the
 * search never weighs them otherwise, so without this such a word would read as specific as 'cryptocurrency'.
 */
function functionWordsOnly(term: Term): boolean {
  return term.key.split(' ').every(isStopword);
}
