import { Button } from '@meitheal/ui';
import { MessageCircle } from 'lucide-react';
import { scrollToSection } from '../../../lib/scroll-to-section';

const CONTACT_SECTION_ID = 'contact-section';

/**
 * Floating shortcut to the home page's contact form (the layout mounts it on
 * the home page only). A real anchor, so it still works before hydration.
 */
export function GetInTouchButton() {
  return (
    <Button asChild variant="accent" size="lg" shape="pill" className="fixed right-4 bottom-4 z-30 shadow-lg sm:right-6 sm:bottom-6">
      <a
        href={`#${CONTACT_SECTION_ID}`}
        onClick={(event) => {
          if (scrollToSection(CONTACT_SECTION_ID)) event.preventDefault();
        }}
      >
        <MessageCircle aria-hidden="true" />
        Get in Touch
      </a>
    </Button>
  );
}
