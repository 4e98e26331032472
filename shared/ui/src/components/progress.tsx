import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export interface ProgressProps extends ComponentProps<'div'> {
  /** Percent complete, 0 to 100. */
  value: number;
}

/** A determinate progress bar whose width animates over 500 ms. */
export function Progress({ value, className, ...props }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div className="h-full bg-primary transition-[width] duration-500 ease-out" style={{ width: `${clamped}%` }} />
    </div>
  );
}
