// Renders text from a function as Markdown, safely: raw HTML in the source is
// dropped (never parsed into the page), and link targets are limited to
// http(s), mailto and in-site paths (markdown-renderer.tsx). Imported by path
// (`@meitheal/ui/markdown`), and the parser itself is loaded only when the
// first answer renders, so no demo's first view pays for it.
import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

const loadRenderer = () => import('./markdown-renderer');

/**
 * The answer as it is, line breaks kept: shown while the parser loads, or if
 * it cannot be. `data-markdown` says which, for tests and styling.
 */
function PlainText({ children, state }: { children: string; state: 'loading' | 'unavailable' }) {
  return (
    <p className="whitespace-pre-wrap" data-markdown={state}>
      {children}
    </p>
  );
}

function Unavailable({ children }: { children: string }) {
  return <PlainText state="unavailable">{children}</PlainText>;
}

// A parser that fails to download costs the formatting, never the answer.
const MarkdownRenderer = lazy(() => loadRenderer().catch(() => ({ default: Unavailable })));

/**
 * Starts fetching the parser, so it arrives while the backend is still
 * answering: call it when a question is sent. Calling it again costs nothing.
 */
export function preloadMarkdown(): void {
  // Only a head start: should it fail, rendering an answer tries again.
  loadRenderer().catch(() => {});
}

interface MarkdownProps extends Omit<ComponentProps<'div'>, 'children'> {
  children: string;
}

export function Markdown({ children, className, ...props }: MarkdownProps) {
  return (
    <div
      className={cn(
        'space-y-3 text-sm leading-relaxed [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_strong]:font-semibold',
        className,
      )}
      {...props}
    >
      <Suspense fallback={<PlainText state="loading">{children}</PlainText>}>
        <MarkdownRenderer>{children}</MarkdownRenderer>
      </Suspense>
    </div>
  );
}
