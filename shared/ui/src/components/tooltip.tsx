import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

// Imported as '@meitheal/ui/tooltip', not from the package root: the root is a
// federation singleton the shell provides whole, and Radix Tooltip's positioning
// engine would otherwise weigh on every marketing page.

/** Tooltips open after 700 ms, so a pointer passing by raises none; moving to another trigger within 300 ms skips the wait, as the visitor is already reading them. */
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY,
  skipDelayDuration = TOOLTIP_SKIP_DELAY,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 4, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
