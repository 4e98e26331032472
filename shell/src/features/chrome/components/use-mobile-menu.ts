import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state of the mobile menu. The menu is open only for the location it
 * was opened at, so any navigation (a link, Back, Forward) closes it without
 * an effect. Escape closes it and returns focus to the toggle.
 */
export function useMobileMenu() {
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const open = openAt === key;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, setOpen: (next: boolean) => setOpenAt(next ? key : null), toggleRef };
}
