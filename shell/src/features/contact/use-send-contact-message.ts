import { useMutation } from '@tanstack/react-query';
import type { ContactValues } from './contact-values';

/**
 * Sends the form to our inbox. The backend client is loaded on submit so it
 * stays out of the home page's first-load bundle. A failed send is not
 * retried: the visitor sees the error and decides.
 */
export function useSendContactMessage() {
  return useMutation({
    retry: false,
    mutationFn: async (values: ContactValues) => {
      const { sendContactEmail } = await import('@meitheal/backend-client');
      return sendContactEmail({
        type: 'contact',
        name: values.name.trim(),
        email: values.email.trim(),
        company: values.company.trim(),
        message: values.message.trim(),
        website: values.website,
      });
    },
  });
}
