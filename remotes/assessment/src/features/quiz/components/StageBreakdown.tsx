import { useId } from 'react';
import type { StageScore } from '../model/stage-breakdown';
import { StageIcon } from './StageIcon';

interface StageBreakdownProps {
  breakdown: readonly StageScore[];
}

export function StageBreakdown({ breakdown }: StageBreakdownProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-semibold text-foreground">
        Your score by stage
      </h3>
      <ul className="space-y-4">
        {breakdown.map((stage) => (
          <li key={stage.stageId} className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2 font-medium text-foreground">
                <StageIcon name={stage.icon} className="size-4 text-primary" />
                {stage.title}
              </span>
              <span className="text-muted-foreground">
                {stage.points} of {stage.maxPoints} points ({stage.percent}%)
              </span>
            </div>
            {/* The text above carries the numbers; the bar only helps sighted visitors compare stages. */}
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-brand-500" style={{ width: `${stage.percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
