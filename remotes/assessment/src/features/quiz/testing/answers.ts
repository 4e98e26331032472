import { questionSequence } from '../data/questions';
import type { Answers } from '../model/scoring';

/** Answers for every question, the option chosen per question id (test helper). */
export function answersFrom(choose: (questionId: string) => number): Answers {
  return Object.fromEntries(questionSequence.map(({ question }) => [question.id, choose(question.id)]));
}

/** Answers scoring exactly `points`: 3s first, then the remainder, then 0s. */
export function answersWithPoints(points: number): Answers {
  let remaining = points;
  return answersFrom(() => {
    const option = Math.min(3, remaining);
    remaining -= option;
    return option;
  });
}
