// Below this coverage (the share of the question's weight the best passage
// holds), the document does not answer the question and the reader is told
// so, with the nearest headings to try. Measured, not set by hand:
// `node --import tsx supabase/functions/query-ethics-document/evaluation/calibrate.ts`
// asks every development question (the sample's and the real documents',
// answered and not covered) and prints the threshold that sorts them best.
export const COVERED_THRESHOLD = 0.27;
