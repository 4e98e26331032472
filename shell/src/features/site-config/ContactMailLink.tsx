import type { ComponentProps } from 'react';
import { trackConsultationRequest, trackEmailClick } from '../analytics';
import { mailtoHref } from '../../lib/mailto';
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
      }}
      {...props}
    />
  );
}
