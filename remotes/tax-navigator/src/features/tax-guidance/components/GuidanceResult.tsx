import { Badge, cn } from '@meitheal/ui';
import { Markdown } from '@meitheal/ui/markdown';
import { AiBadge, FollowUps } from '@meitheal/ui/demo-kit';
import { useId } from 'react';
import type { TaxGuidance } from '../api/tax-guidance';
import { longDate } from '../model/long-date';
import { EMPTY_GUIDANCE, isEmptyGuidance } from '../model/messages';

interface GuidanceResultProps {
  answer: TaxGuidance;
  question: string;
  /** The last answer, kept on screen while the next one is asked for (or after asking it failed). */
  stale?: boolean;
  /** An answer is on its way, so follow-ups wait. */
  asking?: boolean;
  /** Asks one of the nearest topics a not-covered answer offers. */
  onAsk: (suggestion: string) => void;
}

/**
 * The guidance as safe Markdown (figure first, then conditions, sources and
 * the tax year), and, when the question was not covered, the nearest topics
 * as one-click questions.
 */
export function GuidanceResult({ answer, question, stale = false, asking = false, onAsk }: GuidanceResultProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={asking || undefined}
      className={cn('mt-8 rounded-lg border border-border p-6', stale && 'opacity-60')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          Tax guidance
        </h2>
        <div className="flex flex-wrap gap-2">
          <AiBadge generatedBy={answer.generatedBy} />
          {answer.taxYear !== null && <Badge variant="secondary">Tax year {answer.taxYear}</Badge>}
        </div>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">You asked: {question}</p>
      {answer.reviewedOn !== null && (
        <p className="mt-1 text-sm text-muted-foreground">
          Knowledge last reviewed on <time dateTime={answer.reviewedOn}>{longDate(answer.reviewedOn)}</time>.
        </p>
      )}
      <div className="mt-4">
        {isEmptyGuidance(answer.guidance) ? (
          <p className="text-sm text-muted-foreground">{EMPTY_GUIDANCE}</p>
        ) : (
          <Markdown>{answer.guidance}</Markdown>
        )}
      </div>
      <FollowUps className="mt-4" suggestions={answer.suggestions} label="Nearest topics we cover" disabled={asking} onAsk={onAsk} />
    </section>
  );
}
