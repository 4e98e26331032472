import { MAX_POINTS, questionSequence } from '../data/questions';

/** Chosen option index (0 to 3, which is also its score) per question id. */
export type Answers = Readonly<Record<string, number>>;

/** Sum of the chosen options; unanswered questions count as 0. */
export function totalPoints(answers: Answers): number {
  return questionSequence.reduce((sum, { question }) => sum + (answers[question.id] ?? 0), 0);
}

/** Whole-number percent of the maximum, rounded half up (37.5 gives 38), as people round by hand. */
export function scorePercent(points: number, maxPoints: number = MAX_POINTS): number {
  return Math.round((points / maxPoints) * 100);
}
