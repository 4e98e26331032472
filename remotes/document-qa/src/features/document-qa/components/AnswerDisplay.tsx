import { Badge, cn } from '@meitheal/ui';
import { AiBadge, FollowUps } from '@meitheal/ui/demo-kit';
import { Markdown } from '@meitheal/ui/markdown';
import { useId } from 'react';
import type { Citation } from '../api/documents';
import type { TimedAnswer } from '../hooks/use-ask-document';
import { elapsedNotice } from '../model/elapsed';
import { highlightSegments } from '../model/highlight';

const METHOD_LABEL: Record<TimedAnswer['searchMethod'], string> = {
  cached: 'Answered from the cache',
  'regex-only': 'Keyword search',
  hybrid: 'Full-text and keyword search',
};

interface AnswerDisplayProps {
  answer: TimedAnswer;
  /** The last answer, kept on screen while the next one is asked for (or after asking it failed). */
  stale?: boolean;
  /** An answer is on its way, so follow-ups wait. */
  asking?: boolean;
  /** Asks about one of the nearest headings a 'not covered' answer offers. */
  onAskAbout: (heading: string) => void;
}

/**
 * The answer, how it was found and how long it took, and the passages it
 * quotes; when the document does not answer, its nearest headings as
 * one-click questions.
 */
export function AnswerDisplay({ answer, stale = false, asking = false, onAskAbout }: AnswerDisplayProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={asking || undefined} className={cn('mt-8 grid gap-4', stale && 'opacity-60')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          Answer
        </h2>
        <div className="flex flex-wrap gap-2">
          <AiBadge generatedBy={answer.generatedBy} />
          <Badge variant="secondary">{METHOD_LABEL[answer.searchMethod]}</Badge>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        <span className="font-medium text-foreground">Question:</span> {answer.question}
      </p>
      <div className="prose max-w-none rounded-lg border border-border bg-background p-4 text-foreground">
        <Markdown>{answer.guidance}</Markdown>
      </div>
      <FollowUps suggestions={answer.suggestions} label="Nearest headings in your document" disabled={asking} onAsk={onAskAbout} />
      <p className="text-sm text-muted-foreground">{elapsedNotice(answer.elapsedMs)}</p>
      {answer.citations.length > 0 && (
        <div>
          <h3 className="text-base font-semibold">Cited passages</h3>
          <ol className="mt-2 grid gap-3">
            {answer.citations.map((citation) => (
              <CitedPassage key={`${citation.sectionRef}-${citation.quote.slice(0, 40)}`} citation={citation} />
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function CitedPassage({ citation }: { citation: Citation }) {
  const showHeading = citation.heading && citation.heading !== citation.sectionRef;
  return (
    <li className="rounded-lg border border-border bg-muted/40 p-4">
      <p className="text-sm font-semibold text-brand-700">
        {citation.sectionRef}
        {showHeading && <span className="font-normal text-muted-foreground"> · {citation.heading}</span>}
      </p>
      <blockquote className="mt-2 whitespace-pre-line text-sm text-foreground">
        {highlightSegments(citation.quote, citation.matchedTerms).map((segment, index) =>
          segment.highlighted ? (
            <mark key={index} className="rounded bg-yellow-200 px-0.5 text-foreground">
              {segment.text}
            </mark>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </blockquote>
    </li>
  );
}
