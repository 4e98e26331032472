import { FunctionCallError } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { DOCUMENT_QUERY_FAILURES, EmptyAnswerError, failureMessage, useAsk } from '@meitheal/ui/demo-kit';
import { askDocument, type DocumentAnswer } from '../api/documents';
import { elapsedNotice } from '../model/elapsed';
import { preloadMarkdown } from '@meitheal/ui/markdown';

export interface TimedAnswer extends DocumentAnswer {
  question: string;
  elapsedMs: number;
}

/** One question at a time, timed, with the demo's notices. `onGone` runs when the document has expired. */
export function useAskDocument(onGone: () => void) {
  return useAsk({
    // The function answers in one piece: a model's wording is checked whole before it is sent.
    ask: async ({ question, documentId }: { question: string; documentId: string }): Promise<TimedAnswer> => {
      const started = performance.now();
      const answer = await askDocument(question, documentId);
      if (answer.guidance.trim() === '') throw new EmptyAnswerError();
      return { ...answer, question, elapsedMs: performance.now() - started };
    },
    // The parser downloads while the backend answers, so the answer appears rendered.
    onSend: preloadMarkdown,
    onSuccess: (answer) => toast({ title: 'Answer ready', description: elapsedNotice(answer.elapsedMs) }),
    onError: (error) => {
      console.error('Querying the document failed', error);
      if (error instanceof FunctionCallError && error.status === 404) {
        onGone();
        toast({ title: 'Document no longer available', description: error.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Question failed', description: failureMessage(DOCUMENT_QUERY_FAILURES, error), variant: 'destructive' });
    },
  });
}
