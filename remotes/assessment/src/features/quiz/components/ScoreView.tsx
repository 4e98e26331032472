import { Button } from '@meitheal/ui';
import { Mail, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { MAX_POINTS } from '../data/questions';
import { bandFor } from '../model/band';
import { recommendNextStep } from '../model/recommendation';
import { scorePercent, totalPoints, type Answers } from '../model/scoring';
import { stageBreakdown } from '../model/stage-breakdown';
import { Recommendation } from './Recommendation';
import { StageBreakdown } from './StageBreakdown';
import { ViewHeading } from './ViewHeading';

interface ScoreViewProps {
  answers: Answers;
  focusHeading: boolean;
  onGetAnalysis: () => void;
  onRetake: () => void;
}

export function ScoreView({ answers, focusHeading, onGetAnalysis, onRetake }: ScoreViewProps) {
  const headingId = useId();
  const points = totalPoints(answers);
  const score = scorePercent(points);
  const band = bandFor(score);
  const breakdown = stageBreakdown(answers);

  return (
    <section aria-labelledby={headingId} className="space-y-8">
      <div className="space-y-2 text-center">
        <ViewHeading level={2} id={headingId} focusOnMount={focusHeading} className="text-2xl">
          Your AI readiness score
        </ViewHeading>
        <p className="text-6xl font-bold text-primary" data-testid="score-percent">
          {score}%
        </p>
        <p className="text-muted-foreground" data-testid="score-points">
          {points} out of {MAX_POINTS} points
        </p>
      </div>
      <div className="space-y-2 rounded-lg bg-secondary p-5 text-secondary-foreground">
        <h3 className="text-lg font-semibold">{band.title}</h3>
        <p>{band.message}</p>
      </div>
      <StageBreakdown breakdown={breakdown} />
      <Recommendation recommendation={recommendNextStep(breakdown)} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="accent" size="lg" onClick={onGetAnalysis}>
          <Mail aria-hidden="true" />
          Get Detailed Analysis
        </Button>
        <Button variant="outline" size="lg" onClick={onRetake}>
          <RotateCcw aria-hidden="true" />
          Retake Assessment
        </Button>
      </div>
    </section>
  );
}
