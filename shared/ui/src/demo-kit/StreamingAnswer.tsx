import { Skeleton } from '@meitheal/ui';

interface StreamingAnswerProps {
  /** The words so far; empty until the first arrive. */
  written: string;
  /** Names the region while it is written, e.g. 'Tax guidance being written'. */
  label: string;
  className?: string;
}

/**
 * While an answer is on its way: placeholders until the first words, then the
 * words so far as plain text (the finished answer replaces them, rendered).
 */
export function StreamingAnswer({ written, label, className }: StreamingAnswerProps) {
  if (written === '') {
    return (
      <div aria-hidden="true" className={className ?? 'mt-8 grid gap-3'}>
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
    );
  }
  return (
    <section aria-busy="true" aria-label={label} className={className ?? 'mt-8 rounded-lg border border-border p-6'}>
      <p className="text-sm whitespace-pre-line text-foreground">{written}</p>
    </section>
  );
}
