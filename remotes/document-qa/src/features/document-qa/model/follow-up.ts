// A heading the document offers when it does not answer, asked as a question
// in the visitor's words rather than sent as a bare heading.
import { MAX_QUESTION_LENGTH } from '../api/contract';

const BEFORE = 'What does the document say about ';
const AFTER = '?';

export function askAbout(heading: string): string {
  // A heading is short; a runaway one is cut rather than refused by the function's limit.
  const room = MAX_QUESTION_LENGTH - BEFORE.length - AFTER.length;
  return `${BEFORE}${heading.trim().slice(0, room).trim()}${AFTER}`;
}
