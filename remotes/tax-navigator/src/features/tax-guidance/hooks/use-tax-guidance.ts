import { toast } from '@meitheal/ui';
import { preloadMarkdown } from '@meitheal/ui/markdown';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { requestTaxGuidance } from '../api/tax-guidance';
import { failureMessage, isEmptyGuidance, NO_GUIDANCE } from '../model/messages';

/**
 * Asking with the spec's notices: empty guidance and failures each get their
 * own message. `written` holds a streamed answer's text so far (empty until
 * the first words arrive, and for an answer that comes in one piece).
 */
export function useTaxGuidance() {
  const [written, setWritten] = useState('');
  const mutation = useMutation({
    mutationFn: (question: string) => {
      setWritten('');
      return requestTaxGuidance(question, (text) => setWritten((sofar) => sofar + text));
    },
    // Fetches the Markdown parser while the backend answers, so the answer appears rendered.
    onMutate: () => preloadMarkdown(),
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
  return { ...mutation, written };
}
