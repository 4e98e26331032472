import type { ReadinessStageResult } from '@meitheal/backend-client';
import { stages, type Stage } from '../data/questions';
import type { Answers } from './scoring';

/** The per-stage answer list the team's e-mail shows; unanswered questions are left out. */
export function buildDetailedResults(answers: Answers, stageList: readonly Stage[] = stages): ReadinessStageResult[] {
  return stageList.map((stage) => ({
    stage: stage.title,
    questions: stage.questions.flatMap((question) => {
      const selectedAnswer = answers[question.id];
      const answerText = selectedAnswer === undefined ? undefined : question.options[selectedAnswer];
      if (selectedAnswer === undefined || answerText === undefined) return [];
      return [{ id: question.id, question: question.text, selectedAnswer, answerText }];
    }),
  }));
}
