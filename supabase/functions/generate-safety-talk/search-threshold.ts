// A topic joins the talk when the words of a piece of the day that it holds
// weigh at least this much (the sum of their inverse document frequencies
// times their field's weight; one specific site word such as 'teleporter' in
// a topic's site words weighs about 3 to 4, a word every topic uses almost
// nothing). Measured on the development descriptions (evaluation/cases.json
// and coverage-cases.json) on 26 November 2026: from 1.6 to 2.4 the talks
// hold the same expected topics (86 of 104), and 2.4 adds the fewest others.
export const TOPIC_THRESHOLD = 2.4;
