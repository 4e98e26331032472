import { CONTACT_LIMITS } from '../../../../supabase/functions/send-contact-email/contract.ts';
import { Button, Input, Textarea, toast } from '@meitheal/ui';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { privacyLink } from '../../content/navigation';
import { describePeriod, retention } from '../../content/retention';
import { trackFormSubmission } from '../analytics';
import { markSubmissionPendingConversion } from '../analytics/conversion';
import { useContactEmail } from '../site-config/use-contact-email';
import { readContactValues, validateContact, type ContactErrors, type ContactField, type ContactValues } from './contact-values';
import { FormField } from './FormField';
import { useSendContactMessage } from './use-send-contact-message';

const fieldOrder: ContactField[] = ['name', 'email', 'company', 'message'];

/** The server refused the input itself (FunctionCallError with status 400), with a message naming the field. */
function isRejectedInput(error: unknown): error is Error {
  return error instanceof Error && (error as { status?: unknown }).status === 400 && error.message.length > 0;
}

/** The Get in Touch form: validates, sends, then moves to the thank-you page. */
export function ContactForm() {
  const id = useId();
  const navigate = useNavigate();
  const contactEmail = useContactEmail();
  const send = useSendContactMessage();
  const [errors, setErrors] = useState<ContactErrors>({});
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const fieldId = (name: keyof ContactValues) => `${id}-${name}`;

  // Fields are uncontrolled: whatever a visitor typed before the form's code
  // arrived (it loads as an island) is kept when it hydrates, and after a failure.
  const clearErrorOf = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const name = event.target.name as ContactField;
    // Clear a field's error as soon as the visitor starts fixing it.
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const values = readContactValues(new FormData(event.currentTarget));
    const emailIsWellFormed = !(fields.current.email?.validity.typeMismatch ?? false);
    const found = validateContact(values, emailIsWellFormed);
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field]);
    if (firstInvalid) {
      fields.current[firstInvalid]?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        trackFormSubmission();
        markSubmissionPendingConversion();
        navigate('/form-submitted');
      },
      onError: (error) => {
        console.error('The contact form could not be sent.', error);
        toast({
          title: 'Error sending message',
          // A 400 says which field to fix; trying again later would not help.
          description: isRejectedInput(error) ? error.message : `Please try again later or contact us directly at ${contactEmail}`,
          variant: 'destructive',
        });
      },
    });
  };

  const describedBy = (name: ContactField) => `${fieldId(name)}-error`;

  return (
    // method="post": before the island hydrates, a submit must never put the visitor's details in a URL.
    <form method="post" noValidate onSubmit={submit} aria-label="Get in Touch" className="flex flex-col gap-4">
      <FormField id={fieldId('name')} label="Name" required error={errors.name}>
        <Input
          id={fieldId('name')}
          ref={(element) => {
            fields.current.name = element;
          }}
          name="name"
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
          required
          onChange={clearErrorOf}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
        />
      </FormField>
      <FormField id={fieldId('email')} label="Email" required error={errors.email}>
        <Input
          id={fieldId('email')}
          ref={(element) => {
            fields.current.email = element;
          }}
          name="email"
          maxLength={CONTACT_LIMITS.email}
          type="email"
          autoComplete="email"
          required
          onChange={clearErrorOf}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
      </FormField>
      <FormField id={fieldId('company')} label="Company" error={errors.company}>
        <Input
          id={fieldId('company')}
          ref={(element) => {
            fields.current.company = element;
          }}
          onChange={clearErrorOf}
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={describedBy('company')}
          name="company"
          maxLength={CONTACT_LIMITS.company}
          autoComplete="organization"
        />
      </FormField>
      <FormField id={fieldId('message')} label="Message" required error={errors.message}>
        <Textarea
          id={fieldId('message')}
          ref={(element) => {
            fields.current.message = element;
          }}
          name="message"
          maxLength={CONTACT_LIMITS.message}
          rows={4}
          required
          onChange={clearErrorOf}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
        />
      </FormField>
      {/* Hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId('website')}>Leave this field empty</label>
        <input id={fieldId('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* Said where the details are collected, not only on the privacy page. */}
      <p className="text-sm text-muted-foreground">
        We use your details only to reply to your message and keep them for {describePeriod(retention.contactMessages)}. Our{' '}
        <Link to={privacyLink.to} className="font-semibold text-primary underline underline-offset-4">
          privacy notice
        </Link>{' '}
        says who processes them and what your rights are.
      </p>
      <Button type="submit" size="lg" variant="default" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
