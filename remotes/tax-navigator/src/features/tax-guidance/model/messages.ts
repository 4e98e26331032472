// The spec's wording (sections 5 and 8) for everything that is not guidance.
import { TaxGuidanceError } from '../api/tax-guidance';

export const EMPTY_QUESTION = 'Please enter a tax question';
export const CALL_FAILED = 'Failed to generate tax guidance. Please try again.';
export const NO_GUIDANCE = 'No guidance generated. Please try again.';
export const UNEXPECTED_ERROR = 'An error occurred while generating guidance. Please try again.';
/** Shown in the guidance display itself when the answer came back empty. */
export const EMPTY_GUIDANCE = 'No guidance was generated. Please try again or rephrase it for better results.';

/** The message for a failed request: a failed call, or any other error. */
export function failureMessage(error: unknown): string {
  return error instanceof TaxGuidanceError && error.kind === 'call' ? CALL_FAILED : UNEXPECTED_ERROR;
}

export function isEmptyGuidance(guidance: string): boolean {
  return guidance.trim() === '';
}
