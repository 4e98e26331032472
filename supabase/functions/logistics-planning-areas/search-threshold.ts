// Below this share of the question's weight, no entry answers the question
// and the chosen area's general entries stand in. Measured, not set by hand:
// `npm run calibrate:search` prints the best threshold for the development
// questions.
export const MATCH_THRESHOLD = 0.2;
