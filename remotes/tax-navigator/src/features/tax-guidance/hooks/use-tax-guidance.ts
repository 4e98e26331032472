import { toast } from '@meitheal/ui';
import { failureMessage, FAILURE_MESSAGES, useAsk } from '@meitheal/ui/demo-kit';
import { requestTaxGuidance } from '../api/tax-guidance';
import { isEmptyGuidance } from '../model/messages';

/**
 * Asking with the notices every demo words the same way: empty guidance and
 * failures each get their own. `written` holds a streamed answer's text so
 * far (empty until the first words arrive, and for an answer in one piece).
 */
export function useTaxGuidance() {
  return useAsk({
    ask: (question: string, onText) => requestTaxGuidance(question, onText),
    onSuccess: (answer) => {
      if (isEmptyGuidance(answer.guidance)) toast({ title: FAILURE_MESSAGES.tax.empty, variant: 'destructive' });
    },
    onError: (error) => {
      console.error('Generating tax guidance failed', error);
      toast({ title: failureMessage('tax', error), variant: 'destructive' });
    },
  });
}
