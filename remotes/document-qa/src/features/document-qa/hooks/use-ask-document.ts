import { FunctionCallError } from '@meitheal/backend-client';
import { toast } from '@meitheal/ui';
import { preloadMarkdown } from '@meitheal/ui/markdown';
import { useMutation } from '@tanstack/react-query';
import { askDocument, type DocumentAnswer } from '../api/documents';
import { elapsedNotice } from '../model/elapsed';

export interface TimedAnswer extends DocumentAnswer {
  question: string;
  elapsedMs: number;
}

/** Thrown when the answer came back without guidance (spec: empty response). */
class EmptyAnswerError extends Error {}

/** One question at a time, timed, with the spec's notices. `onGone` runs when the document has expired. */
export function useAskDocument(onGone: () => void) {
  return useMutation({
    mutationFn: async ({ question, documentId }: { question: string; documentId: string }): Promise<TimedAnswer> => {
      const started = performance.now();
      const answer = await askDocument(question, documentId);
      if (answer.guidance.trim() === '') throw new EmptyAnswerError();
      return { ...answer, question, elapsedMs: performance.now() - started };
    },
    // Fetches the Markdown parser while the backend answers, so the answer appears rendered.
    onMutate: () => preloadMarkdown(),
    retry: false,
    onSuccess: (answer) => toast({ title: 'Answer ready', description: elapsedNotice(answer.elapsedMs) }),
    onError: (error) => {
      console.error('Querying the document failed', error);
      if (error instanceof FunctionCallError && error.status === 404) {
        onGone();
        toast({ title: 'Document no longer available', description: error.message, variant: 'destructive' });
        return;
      }
      toast({ title: 'Question failed', description: queryErrorMessage(error), variant: 'destructive' });
    },
  });
}

function queryErrorMessage(error: Error): string {
  if (error instanceof EmptyAnswerError) return 'No answer generated. Please try again.';
  if (error instanceof FunctionCallError && error.status !== undefined) return 'Failed to get answer from document. Please try again.';
  return 'An error occurred while querying the document. Please try again.';
}
