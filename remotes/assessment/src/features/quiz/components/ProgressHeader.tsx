import { Progress } from '@meitheal/ui';
import type { Stage } from '../data/questions';
import { StageIcon } from './StageIcon';

interface ProgressHeaderProps {
  stage: Stage;
  stageCount: number;
  questionNumber: number;
  totalQuestions: number;
}

export function ProgressHeader({ stage, stageCount, questionNumber, totalQuestions }: ProgressHeaderProps) {
  const percent = (questionNumber / totalQuestions) * 100;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <StageIcon name={stage.icon} className="size-5" />
        </span>
        <div>
          <p className="text-sm font-medium text-muted-foreground">
            Stage {stage.id} of {stageCount}
          </p>
          <h2 className="text-xl font-semibold text-foreground">{stage.title}</h2>
        </div>
      </div>
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <p>
            Question {questionNumber} of {totalQuestions}
          </p>
          <p>{Math.round(percent)}% complete</p>
        </div>
        <Progress value={percent} aria-label="Assessment progress" />
      </div>
    </div>
  );
}
