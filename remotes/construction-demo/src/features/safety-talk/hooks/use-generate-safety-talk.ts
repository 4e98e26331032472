import { toast } from '@meitheal/ui';
import { SAFETY_TALK_FAILURES, useAsk } from '@meitheal/ui/demo-kit';
import { requestSafetyTalk } from '../api/safety-talk';

/** Generation with the demo's notices: a note when the talk carries one, a destructive notice on failure. */
export function useGenerateSafetyTalk() {
  return useAsk({
    // The function answers in one piece: a model's wording is checked whole before it is sent.
    ask: (summary: string) => requestSafetyTalk(summary),
    onSuccess: (talk) => {
      if (talk.error) toast({ title: 'Generation completed with notes', description: talk.error });
    },
    onError: (error) => {
      console.error('Generating the safety talk failed', error);
      toast({ title: SAFETY_TALK_FAILURES.title, description: error.message, variant: 'destructive' });
    },
  });
}
