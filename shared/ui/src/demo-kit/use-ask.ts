// The loop every demo runs: send, show loading, show a model's words as they
// arrive, then the whole answer or what went wrong. Built on TanStack Query's
// mutation, which the shell's query client runs.
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

export interface AskOptions<Variables, Result> {
  /** Calls the function; `onText` receives a streamed answer's words as they arrive. */
  ask: (variables: Variables, onText: (text: string) => void) => Promise<Result>;
  /**
   * Runs as the question is sent: a page that renders the answer as Markdown
   * passes `preloadMarkdown`, so the parser downloads while the backend answers.
   */
  onSend?: () => void;
  onSuccess?: (result: Result, variables: Variables) => void;
  onError?: (error: Error, variables: Variables) => void;
}

export type AskState<Variables, Result> = UseMutationResult<Result, Error, Variables> & {
  /** A streamed answer's text so far: empty until the first words arrive, and for an answer that comes in one piece. */
  written: string;
};

export function useAsk<Variables, Result>({ ask, onSend, onSuccess, onError }: AskOptions<Variables, Result>): AskState<Variables, Result> {
  const [written, setWritten] = useState('');
  const mutation = useMutation<Result, Error, Variables>({
    mutationFn: (variables) => {
      setWritten('');
      return ask(variables, (text) => setWritten((sofar) => sofar + text));
    },
    ...(onSend ? { onMutate: () => onSend() } : {}),
    // Asking again is one click, and a silent retry would delay the failure notice.
    retry: false,
    ...(onSuccess ? { onSuccess: (result: Result, variables: Variables) => onSuccess(result, variables) } : {}),
    ...(onError ? { onError: (error: Error, variables: Variables) => onError(error, variables) } : {}),
  });
  return { ...mutation, written: mutation.isPending ? written : '' };
}
