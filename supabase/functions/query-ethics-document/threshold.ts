// Below this coverage (the share of the question's weight the best passage
// holds), the document does not answer the question and the reader is told
// so, with the nearest headings to try. Measured, not set by hand:
// `node --import tsx supabase/functions/query-ethics-document/evaluation/calibrate.ts`
// asks every development question (the sample's and the real documents',
// answered and not covered) and prints the threshold that sorts them best.
export const COVERED_THRESHOLD = 0.27;

// How much a word of the question that the document never uses weighs, as a
// share of a word it uses once: measured with the threshold, by the same script.
export const ABSENT_WORD_SHARE = 0.35;
