// 'What happens in the very first stage?', 'What's the first step?': the
// question asks for the start of a procedure, and 'first' is a stopword the
// search never sees, so every stage ranks alike. The sentence that says it
// is the first ('The first stage of the process is…'), the item numbered 1,
// or the text under a heading 'Stage 1' answers.

// 'first stage', 'very first step', 'first thing to do', 'first phase'.
const ASKS_FOR_FIRST = /\bfirst\s+(?:stage|step|phase|thing|task|action)s?\b/i;

// 'The first stage…', 'Firstly,', 'First,' opening a sentence, or an item numbered 1.
const SAYS_FIRST = /\bfirst\s+(?:stage|step|phase|thing|task|action)\b|^(?:first(?:ly)?,|1[.)]\s)/i;

// A heading 'Stage 1', 'Step one', 'Phase 1:'.
const FIRST_HEADING = /\b(?:stage|step|phase)\s+(?:1|one)\b(?![.\d])/i;

/** Whether the question asks for the first stage or step of a procedure. */
export function asksForFirst(question: string): boolean {
  return ASKS_FOR_FIRST.test(question);
}

/** Whether a sentence, under its heading's last part, gives the first stage or step. */
export function givesFirst(text: string, headingLeaf: string): boolean {
  return SAYS_FIRST.test(text.trim()) || FIRST_HEADING.test(headingLeaf);
}
