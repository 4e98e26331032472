// The page's own wording for what is not guidance; failures are worded by
// the demo kit, the same for every demo.
export const EMPTY_QUESTION = 'Please enter a tax question';

/** Shown in the guidance display itself when the answer came back empty. */
export const EMPTY_GUIDANCE = 'No guidance was generated. Please try again or rephrase it for better results.';

export function isEmptyGuidance(guidance: string): boolean {
  return guidance.trim() === '';
}
