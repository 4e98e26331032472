import { toast } from '@meitheal/ui';
import { useMutation } from '@tanstack/react-query';
import { requestTaxGuidance } from '../api/tax-guidance';
import { failureMessage, isEmptyGuidance, NO_GUIDANCE } from '../model/messages';

/** Asking with the spec's notices: empty guidance and failures each get their own message. */
export function useTaxGuidance() {
  return useMutation({
    mutationFn: requestTaxGuidance,
    // Asking again is one click, and a silent retry would delay the failure notice.
    retry: false,
    onSuccess: (answer) => {
      if (isEmptyGuidance(answer.guidance)) toast({ title: NO_GUIDANCE, variant: 'destructive' });
    },
    onError: (error) => {
      console.error('Generating tax guidance failed', error);
      toast({ title: failureMessage(error), variant: 'destructive' });
    },
  });
}
