import { Button } from '@meitheal/ui';
import { consultationSubject } from '../../../content/navigation';
import { ContactMailLink } from '../../site-config/ContactMailLink';

/** Opens a mail draft to us with the subject 'Book a Consultation'. */
export function BookConsultationLink({ className }: { className?: string }) {
  return (
    <Button asChild variant="accent" className={className}>
      <ContactMailLink intent="consultation" subject={consultationSubject}>
        Book a Consultation
      </ContactMailLink>
    </Button>
  );
}
