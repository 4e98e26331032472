import { useId } from 'react';
import { cn } from '../lib/cn';

interface FollowUpsProps {
  /** What the visitor may ask next (nearest topics, a document's headings), each shown as written. */
  suggestions: readonly string[];
  /** Names the group on screen and for screen readers, e.g. 'Nearest topics we cover'. */
  label: string;
  /** Runs with the suggestion chosen; the page words it as a question and asks it. */
  onAsk: (suggestion: string) => void;
  /** While an answer is on its way, a second click would only queue another. */
  disabled?: boolean;
  className?: string;
}

// Suggestions are titles and headings of any length, so unlike the Button
// sizes (which keep one line) a long one wraps inside the screen.
const followUpClass =
  'inline-flex min-h-9 max-w-full items-center rounded-full border border-border bg-background px-3 py-1.5 text-left text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60';

/**
 * One-click follow-ups under an answer that found nothing: each suggestion is
 * a button that asks it. Screen readers hear 'Ask instead: …', so a button
 * says what it does, not only what it is about.
 */
export function FollowUps({ suggestions, label, onAsk, disabled = false, className }: FollowUpsProps) {
  const labelId = useId();
  if (suggestions.length === 0) return null;
  return (
    <div role="group" aria-labelledby={labelId} className={cn('grid gap-2', className)}>
      <p id={labelId} className="text-sm font-semibold text-foreground">
        {label}
      </p>
      <ul className="flex flex-wrap gap-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion} className="max-w-full">
            <button type="button" className={followUpClass} disabled={disabled} onClick={() => onAsk(suggestion)}>
              <span className="sr-only">Ask instead:</span> {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
