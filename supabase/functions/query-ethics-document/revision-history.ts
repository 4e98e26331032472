// A document's revision history (a Word template's 'Version | Date | Modified By | Revision Description' table, or
// the section headed 'Revision History', 'Change Log', 'Document History') says how the document changed, not what
// it asks of its reader: 'Added expected 15-business day turnaround for the first step' is an old edit, not the
// rule. Its rows answer only a question about the document's versions and changes (asksOfChanges, question-kinds.ts).
import { headingLeaf } from '../_shared/document-chunks.ts';
import type { Passage } from './retrieval.ts';

// Not 'Version Control' nor 'Change Control': a handbook's section on the tool or the process, which answers as any other.
const HISTORY_HEADING =
  /\b(?:revision|version|change|document|amendment|release)\s+(?:history|log|record)\b|\bchange\s*log\b|\bdocument\s+control\b/i;

/** A table's header row naming a version or revision column and what changed, when or by whom. */
const HISTORY_HEADER =
  /^\|\s*(?:version|ver\.?|rev\.?|revision)(?:\s*(?:no\.?|number|#))?\s*\|(?=.*\|\s*(?:date|description|change[sd]?|modified by|author(?:\s*\(s\))?|comments?|summary|revision description|changes made)\b)/im;

/** Whether the passage is the document's revision history. */
export function isRevisionHistory(passage: Pick<Passage, 'heading' | 'content'>): boolean {
  return HISTORY_HEADING.test(headingLeaf(passage.heading)) || HISTORY_HEADER.test(passage.content);
}
