import { MAX_POINTS_PER_QUESTION, stages, type Stage, type StageIconName } from '../data/questions';
import { scorePercent, type Answers } from './scoring';

export interface StageScore {
  stageId: number;
  title: string;
  icon: StageIconName;
  points: number;
  maxPoints: number;
  percent: number;
}

/** Points and percent per stage, in stage order. */
export function stageBreakdown(answers: Answers, stageList: readonly Stage[] = stages): StageScore[] {
  return stageList.map((stage) => {
    const points = stage.questions.reduce((sum, question) => sum + (answers[question.id] ?? 0), 0);
    const maxPoints = stage.questions.length * MAX_POINTS_PER_QUESTION;
    return {
      stageId: stage.id,
      title: stage.title,
      icon: stage.icon,
      points,
      maxPoints,
      percent: scorePercent(points, maxPoints),
    };
  });
}
