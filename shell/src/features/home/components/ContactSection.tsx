import { Mail } from 'lucide-react';
import { Section } from '../../../components/Section';
import { DeferredIsland } from '../../../lib/deferred-island';
import { contactFormIsland } from '../../contact/contact-form-island';
import { ContactMailLink } from '../../site-config/ContactMailLink';
import { useContactEmail } from '../../site-config/use-contact-email';
import { contactSectionId } from './HeroSection';

export function ContactSection() {
  const email = useContactEmail();
  return (
    <Section
      id={contactSectionId}
      title="Get Your Free AI Consultation"
      intro="Tell us about your business and where you think AI could help. We reply to every message within 24 hours."
      className="bg-brand-50"
    >
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[1fr_2fr]">
        <div>
          <h3 className="text-lg font-semibold text-brand-900">Prefer email?</h3>
          <p className="mt-2 text-muted-foreground">Write to us directly and the founder will reply personally.</p>
          <ContactMailLink
            subject="AI Consultation Enquiry"
            className="mt-4 inline-flex items-center gap-2 font-semibold break-all text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {email}
          </ContactMailLink>
        </div>
        <div className="rounded-lg border border-border bg-card p-6 shadow-sm">
          <h3 className="mb-4 text-lg font-semibold text-brand-900">Get in Touch</h3>
          <DeferredIsland island={contactFormIsland} />
        </div>
      </div>
    </Section>
  );
}
