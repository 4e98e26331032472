import { getContactEmail, sendContactEmail } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { useMutation } from '@tanstack/react-query';
import { buildReadinessReport } from '../model/readiness-report';
import type { Answers } from '../model/scoring';

interface SendResultsInput {
  email: string;
  answers: Answers;
}

/** Sends the visitor's answers to the team; the toasts live here so they show even if the form has gone. */
export function useSendResults() {
  return useMutation({
    mutationFn: ({ email, answers }: SendResultsInput) => sendContactEmail(buildReadinessReport(email, answers)),
    // A repeated send would mean a duplicate e-mail to the team; the visitor can press the button again.
    retry: false,
    onSuccess: () => {
      toast({
        title: 'Results sent successfully!',
        description: 'Your detailed analysis has been sent to our team and will be delivered within 4 hours',
      });
    },
    onError: async (error) => {
      console.error('Sending the assessment results failed', error);
      const contactEmail = await getContactEmail();
      toast({
        title: 'Error sending results',
        description: `Please try again later or contact us directly at ${contactEmail}`,
        variant: 'destructive',
      });
    },
  });
}
