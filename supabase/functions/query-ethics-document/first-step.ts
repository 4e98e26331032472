// 'What happens in the very first stage?', 'What's the first step?': the
// question asks for the start of a procedure, and 'first' is a stopword the
// search never sees, so every stage ranks alike. The sentence that says it
// is the first ('The first stage of the process is…'), the item numbered 1,
// or the text under a heading 'Stage 1' answers. Whether a question asks
// for it is read in question-kinds.ts.
import { STEP_WORDS } from './question-kinds.ts';

// 'The first stage…', 'Firstly,', 'First,' opening a sentence, or an item numbered 1, and 'before anything else'.
const SAYS_FIRST = new RegExp(
  String.raw`\bfirst\s+(?:${STEP_WORDS.join('|')})\b|^(?:first(?:ly)?,|1[.)]\s)|\bbefore (?:doing )?anything(?: else)?\b`,
  'i',
);
// 'first' opening the clause that tells what to do ('Before doing anything, first back up the database.'): a verb in
// lower case follows, not a name ('; First Aid'), so this one is read without the case-blind flag.
const FIRST_CLAUSE = /[,;]\s*[Ff]irst(?:ly)?\s+\p{Ll}/u;

// A heading 'Stage 1', 'Step one', 'Phase 1:'.
const FIRST_HEADING = /\b(?:stage|step|phase)\s+(?:1|one)\b(?![.\d])/i;

/** Whether a sentence, under its heading's last part, gives the first stage or step. */
export function givesFirst(text: string, headingLeaf: string): boolean {
  return SAYS_FIRST.test(text.trim()) || FIRST_CLAUSE.test(text) || FIRST_HEADING.test(headingLeaf);
}

// The item numbered 1 of a numbered list, its number and all: '1. Involve your employees. It is very important…'.
const FIRST_ITEM = /^\s*1[.)]\s+(\S.*)$/m;

/**
 * Whether a quoted unit opens the item numbered 1 of its passage: a unit is quoted without its list number
 * ('Involve your employees.' of '1. Involve your employees. It is…'), so the number is read from the passage.
 */
export function opensFirstItem(text: string, passageContent: string): boolean {
  const item = FIRST_ITEM.exec(passageContent)?.[1]?.trim();
  const unit = text.trim();
  return item !== undefined && unit.length > 0 && item.startsWith(unit);
}
