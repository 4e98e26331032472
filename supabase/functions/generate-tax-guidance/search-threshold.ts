// Below this share of the question's weight, the best entry does not answer
// the question and the visitor is told it is not covered. Measured, not set by
// hand: `npm run calibrate:search` reads the development questions (covered
// and declined) and prints the threshold that sorts them best.
export const COVERED_THRESHOLD = 0.25;
