import { CONTACT_LIMITS } from '../../../../supabase/functions/send-contact-email/contract.ts';

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  message: string;
  /** Honeypot: people never see it, so anything typed here came from a bot. */
  website: string;
}

export type ContactField = 'name' | 'email' | 'company' | 'message';
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The form's current values, read from its fields at submit time. */
export function readContactValues(form: FormData): ContactValues {
  const text = (name: keyof ContactValues) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), company: text('company'), message: text('message'), website: text('website') };
}

/**
 * Required fields must hold more than spaces, the e-mail address must pass
 * the browser's own e-mail check (passed in from the input's validity), and no
 * field may be longer than the server accepts.
 */
export function validateContact(values: ContactValues, emailIsWellFormed: boolean): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!values.email.trim()) errors.email = 'Please enter your email address.';
  else if (!emailIsWellFormed) errors.email = 'Please enter a valid email address, like name@company.ie.';
  if (!values.message.trim()) errors.message = 'Please tell us how we can help.';
  // The fields' maxLength stops typing at the limit; this catches text that
  // arrived another way (typed before the form's code loaded, or scripted).
  for (const field of ['name', 'email', 'company', 'message'] as const) {
    const limit = CONTACT_LIMITS[field];
    if (!errors[field] && values[field].trim().length > limit) {
      errors[field] = `Please keep this to ${limit.toLocaleString('en-IE')} characters or fewer.`;
    }
  }
  return errors;
}
