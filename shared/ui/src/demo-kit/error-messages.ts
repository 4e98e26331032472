// The notices of every demo for what is not an answer, worded once: a call
// that failed or was refused, an answer with nothing in it, or anything else
// (an answer we could not read, an error in the page).
import { FunctionCallError } from '@meitheal/backend-client';
import { EmptyAnswerError } from './ask-function';

export type FailureKind = 'call' | 'empty' | 'unexpected';

export interface FailureMessages {
  /** The notice's title where a demo has one of its own. */
  title?: string;
  call: string;
  empty: string;
  unexpected: string;
}

// One constant per demo, so a page's bundle carries only its own wording.
export const SAFETY_TALK_FAILURES = {
  title: 'Generation failed',
  call: 'We encountered an issue generating safety guidelines. Please try again or contact support if the problem persists.',
  empty: 'We encountered an issue generating safety guidelines. Please try again or contact support if the problem persists.',
  unexpected: 'We encountered an issue generating safety guidelines. Please try again or contact support if the problem persists.',
} as const satisfies FailureMessages;

export const DOCUMENT_UPLOAD_FAILURES = {
  call: 'Failed to process document. Please try again.',
  empty: 'Processing completed but no content was stored.',
  unexpected: 'Error processing document. Please try again.',
} as const satisfies FailureMessages;

export const DOCUMENT_QUERY_FAILURES = {
  call: 'Failed to get answer from document. Please try again.',
  empty: 'No answer generated. Please try again.',
  unexpected: 'An error occurred while querying the document. Please try again.',
} as const satisfies FailureMessages;

export const LOGISTICS_FAILURES = {
  title: 'Error',
  call: 'Failed to get response. Please try again.',
  empty: 'Failed to get response. Please try again.',
  unexpected: 'Failed to get response. Please try again.',
} as const satisfies FailureMessages;

export const TAX_FAILURES = {
  call: 'Failed to generate tax guidance. Please try again.',
  empty: 'No guidance generated. Please try again.',
  unexpected: 'An error occurred while generating guidance. Please try again.',
} as const satisfies FailureMessages;

export function failureKind(error: unknown): FailureKind {
  if (error instanceof EmptyAnswerError) return 'empty';
  // The function answered with an error status: it failed or refused the request.
  if (error instanceof FunctionCallError && error.status !== undefined) return 'call';
  return 'unexpected';
}

/** The notice a visitor reads when asking failed with `error`, in the demo's wording. */
export function failureMessage(messages: FailureMessages, error: unknown): string {
  return messages[failureKind(error)];
}

/** The server's own explanation of a request it refused (4xx), written for a person; undefined otherwise. */
export function refusalDetail(error: unknown): string | undefined {
  return error instanceof FunctionCallError && error.status !== undefined && error.status >= 400 && error.status < 500
    ? error.message
    : undefined;
}
