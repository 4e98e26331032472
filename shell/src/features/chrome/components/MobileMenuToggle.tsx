import { Menu, X } from 'lucide-react';
import type { Ref } from 'react';

interface MobileMenuToggleProps {
  open: boolean;
  /** Id of the panel the toggle shows and hides. */
  controls: string;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
}

/**
 * A disclosure button (WAI-ARIA disclosure pattern): the panel is a list of
 * links, not a menu widget, so two attributes are all it needs. The name
 * stays constant while the state changes.
 */
export function MobileMenuToggle({ open, controls, onToggle, ref }: MobileMenuToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label="Menu"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-muted xl:hidden"
    >
      {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
    </button>
  );
}
