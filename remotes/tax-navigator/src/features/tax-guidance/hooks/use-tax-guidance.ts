import { toast } from '@meitheal/ui';
import { failureMessage, TAX_FAILURES, useAsk } from '@meitheal/ui/demo-kit';
import { requestTaxGuidance } from '../api/tax-guidance';
import { isEmptyGuidance } from '../model/messages';
import { preloadMarkdown } from '@meitheal/ui/markdown';

/**
 * Asking with the notices every demo words the same way: empty guidance and
 * failures each get their own. `written` holds a streamed answer's text so
 * far (empty until the first words arrive, and for an answer in one piece).
 */
export function useTaxGuidance() {
  return useAsk({
    ask: (question: string, onText) => requestTaxGuidance(question, onText),
    // The parser downloads while the backend answers, so the answer appears rendered.
    onSend: preloadMarkdown,
    onSuccess: (answer) => {
      if (isEmptyGuidance(answer.guidance)) toast({ title: TAX_FAILURES.empty, variant: 'destructive' });
    },
    onError: (error) => {
      console.error('Generating tax guidance failed', error);
      toast({ title: failureMessage(TAX_FAILURES, error), variant: 'destructive' });
    },
  });
}
