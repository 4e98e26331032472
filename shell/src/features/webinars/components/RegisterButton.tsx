import { Button } from '@meitheal/ui';
import { ExternalLink, Mail } from 'lucide-react';
import { ContactMailLink } from '../../site-config/ContactMailLink';
import type { Webinar } from '../webinar';

/** Opens the meeting platform's registration page, or a mail draft until that page is published. */
export function RegisterButton({ webinar }: { webinar: Webinar }) {
  if (!webinar.registrationUrl) {
    return (
      <Button asChild size="lg">
        <ContactMailLink subject={`Register me for Webinar ${webinar.number}: ${webinar.title}`}>
          <Mail aria-hidden="true" />
          Register Now <span className="sr-only">by email for {webinar.title}</span>
        </ContactMailLink>
      </Button>
    );
  }
  return (
    <Button asChild size="lg">
      <a href={webinar.registrationUrl} target="_blank" rel="noopener noreferrer">
        Register Now <span className="sr-only">for {webinar.title} (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}
