import { cva } from 'class-variance-authority';

// Apart from the menu so a page can draw a menu trigger, or a link that looks
// like one, without loading the menu itself (Radix, positioning, focus logic).
export const navigationMenuTriggerStyle = cva(
  'inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[active]:text-primary data-[state=open]:bg-muted aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-8',
);
