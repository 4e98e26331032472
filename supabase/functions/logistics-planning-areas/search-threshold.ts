// Below this share of the question's weight, no entry answers the question
// and the chosen area's general entries stand in. Measured on the development
// questions on 26 November 2026 (evaluation/cases.json, visitor-cases.json,
// coverage-cases.json, scored with npm run bench): 0.05 and 0.1 score the
// same (owners' questions 89%, situations 91%), 0.2 one question fewer, 0.3
// clearly worse; 0.1 keeps the general brief for questions that barely touch
// an entry.
export const MATCH_THRESHOLD = 0.1;
