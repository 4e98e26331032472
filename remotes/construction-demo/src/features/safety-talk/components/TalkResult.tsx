import { Button } from '@meitheal/ui';
import { AlertTriangle, Copy, Printer } from 'lucide-react';
import { AiBadge, SourcesList } from '@meitheal/ui/demo-kit';
import { useId } from 'react';
import type { SafetyTalk } from '../api/safety-talk';
import { useCopyTalk } from '../hooks/use-copy-talk';

interface TalkResultProps {
  talk: SafetyTalk;
  activities: string;
  /** False for the failure fallback, which is not worth printing or copying. */
  usable: boolean;
  onPrint: () => void;
}

/** The talking points, any note from the generator, and the copy and print actions. */
export function TalkResult({ talk, activities, usable, onPrint }: TalkResultProps) {
  const headingId = useId();
  const copy = useCopyTalk(talk, activities);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          Today&rsquo;s toolbox talk
        </h2>
        <AiBadge generatedBy={talk.generatedBy} />
        {usable && (
          <div className="flex gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              Copy to clipboard
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={onPrint}>
              <Printer aria-hidden="true" />
              Print toolbox talk
            </Button>
          </div>
        )}
      </div>
      {talk.error && (
        <p className="mt-4 flex gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{talk.error}</span>
        </p>
      )}
      <ol className="mt-4 space-y-3">
        {talk.talking_points.map((talkingPoint, index) => (
          <li key={`${index}-${talkingPoint.point}`} className="rounded-md border border-border p-4">
            <p className="font-semibold">
              <span className="mr-2 text-primary">{index + 1}.</span>
              {talkingPoint.point}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{talkingPoint.detail}</p>
          </li>
        ))}
      </ol>
      {talk.sources.length > 0 && (
        // Folded away: the talk is what the visitor reads out; the sources are there to check.
        <details className="mt-4 text-sm text-muted-foreground">
          <summary className="cursor-pointer font-medium text-foreground">Guidance this talk is based on</summary>
          <SourcesList sources={talk.sources} heading={null} className="mt-2" />
        </details>
      )}
    </section>
  );
}
