import { CollapsibleTrigger } from '@meitheal/ui';
import { Menu, X } from 'lucide-react';
import type { Ref } from 'react';

/** Radix supplies aria-expanded and aria-controls; the name stays constant while the state changes. */
export function MobileMenuToggle({ open, ref }: { open: boolean; ref: Ref<HTMLButtonElement> }) {
  return (
    <CollapsibleTrigger
      ref={ref}
      aria-label="Menu"
      className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted xl:hidden"
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </CollapsibleTrigger>
  );
}
