import { toast } from '@meitheal/ui';
import { useMutation } from '@tanstack/react-query';
import { requestSafetyTalk } from '../api/safety-talk';

/** Generation with the spec's notices: a note when the talk carries one, a destructive notice on failure. */
export function useGenerateSafetyTalk() {
  return useMutation({
    mutationFn: requestSafetyTalk,
    // Generation is cheap to retry by hand and a silent retry would hide the failure notice.
    retry: false,
    onSuccess: (talk) => {
      if (talk.error) toast({ title: 'Generation completed with notes', description: talk.error });
    },
    onError: (error) => {
      console.error('Generating the safety talk failed', error);
      toast({ title: 'Generation failed', description: error.message, variant: 'destructive' });
    },
  });
}
