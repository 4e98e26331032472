import type { ComponentProps } from 'react';
import { trackConsultationRequest, trackEmailClick } from '../analytics';
import { mailtoHref, openMailDraft } from '../../lib/mailto';
import { isContactEmailSettled, resolveContactEmail } from './contact-email';
import { useContactEmail } from './use-contact-email';

interface ContactMailLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Preset subject of the mail draft. */
  subject?: string;
  /** A consultation request is counted separately from a plain e-mail click. */
  intent?: 'email' | 'consultation';
}

/** A link that opens a mail draft to our contact address and reports the click. */
export function ContactMailLink({ subject, intent = 'email', onClick, ...props }: ContactMailLinkProps) {
  const email = useContactEmail();
  return (
    <a
      href={mailtoHref(email, subject)}
      onClick={(event) => {
        if (intent === 'consultation') trackConsultationRequest();
        else trackEmailClick();
        onClick?.(event);
        if (event.defaultPrevented || isContactEmailSettled()) return;
        // A click that beats the configuration: wait for the operator's
        // address rather than drafting to one they may have replaced.
        event.preventDefault();
        void resolveContactEmail().then((address) => openMailDraft(mailtoHref(address, subject)));
      }}
      {...props}
    />
  );
}
