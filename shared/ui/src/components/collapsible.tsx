import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';

// Re-exported so apps get the primitive (and its aria-expanded/aria-controls
// wiring) through the design system rather than depending on Radix directly.
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
