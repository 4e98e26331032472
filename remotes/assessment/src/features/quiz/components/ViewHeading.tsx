import { cn } from '@meitheal/ui';
import type { ComponentProps } from 'react';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

interface ViewHeadingProps extends ComponentProps<'h2'> {
  level: 2 | 3;
  /** Move focus here when the view appears, so screen readers announce it. */
  focusOnMount: boolean;
}

/** The heading of a quiz view (question, score, e-mail capture): focusable by script, not by Tab. */
export function ViewHeading({ level, focusOnMount, className, ...props }: ViewHeadingProps) {
  const ref = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading
      ref={ref}
      tabIndex={-1}
      className={cn(
        'font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
