import { useId } from 'react';
import { BookConsultationLink } from './BookConsultationLink';
import { DesktopNav } from './DesktopNav';
import { Logo } from './Logo';
import { MobileMenuPanel } from './MobileMenuPanel';
import { MobileMenuToggle } from './MobileMenuToggle';
import { SkipLink } from './SkipLink';
import { useMobileMenu } from './use-mobile-menu';

/** Fixed top bar (16 units tall; the layout pads <main> to match). */
export function Navbar() {
  const { open, setOpen, toggleRef } = useMobileMenu();
  const panelId = useId();
  return (
    <>
      <SkipLink />
      <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <DesktopNav className="max-xl:hidden" />
          <BookConsultationLink className="max-xl:hidden" />
          <MobileMenuToggle ref={toggleRef} open={open} controls={panelId} onToggle={() => setOpen(!open)} />
        </div>
        {open && <MobileMenuPanel id={panelId} />}
      </header>
    </>
  );
}
