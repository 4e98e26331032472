// 'What areas do they break context into?': a handbook's lead-in ('…we can
// chunk it down into six different areas:') whose list the author set as
// headings, one short paragraph under each ('Psychobiology', 'Socioculture',
// …). The upload makes each heading a section of its own, so the passage
// ending on the lead-in holds none of its items and the answer stopped at the
// colon. The headed items are read back here, for the composer to quote after
// their lead-in as it quotes a list's items.
import type { Database } from '../_shared/database.ts';
import { HEADING_PATH_SEPARATOR } from '../_shared/document-chunks.ts';
import { LEAD_IN_END, MAX_LIST_ITEMS } from './compose.ts';
import type { Passage, ScoredPassage } from './retrieval.ts';

/** A headed item's text quoted whole under its heading: one short paragraph, as a list item is. */
const MAX_ITEM_TEXT = 300;

/** Whether a passage's text ends on a lead-in: its last line stops on a colon. */
export function endsOnLeadIn(content: string): boolean {
  return LEAD_IN_END.test(content.trimEnd().split('\n').at(-1) ?? '');
}

/**
 * The items a lead-in's passage introduces as headings of its own: the
 * passages right after it one heading deeper than it, each heading's first
 * passage as 'Heading: its text'. The run stops at the first passage that is
 * not such an item, or at an item whose text goes on past one short paragraph
 * (that item is the last, with its first line), so what is quoted is printed
 * without a gap. Fewer than two such items make no list.
 */
export function headedItemsAfter(passage: Passage, following: readonly Passage[]): string[] {
  const prefix = `${passage.heading}${HEADING_PATH_SEPARATOR}`;
  const items: string[] = [];
  let expected = passage.position + 1;
  for (const next of following) {
    if (next.position !== expected || items.length >= MAX_LIST_ITEMS) break;
    expected += 1;
    const title = next.heading.startsWith(prefix) ? next.heading.slice(prefix.length) : '';
    if (title === '' || title.includes(HEADING_PATH_SEPARATOR.trim())) break;
    const [firstLine = '', ...rest] = next.content.trim().split('\n');
    if (firstLine === '' || firstLine.length > MAX_ITEM_TEXT) break;
    items.push(`${title.trim()}: ${firstLine.trim()}`);
    if (rest.length > 0) break;
  }
  return items.length >= 2 ? items : [];
}

/** The candidates, each one ending on a lead-in whose items are headings given those items (ScoredPassage.headedItems). */
export async function withHeadedLists(db: Database, documentId: string, candidates: readonly ScoredPassage[]): Promise<ScoredPassage[]> {
  const leadIns = candidates.filter((passage) => endsOnLeadIn(passage.content));
  if (leadIns.length === 0) return [...candidates];
  const positions = leadIns.flatMap((passage) => Array.from({ length: MAX_LIST_ITEMS }, (_, index) => passage.position + 1 + index));
  const rows = await db.query<Passage>(
    `select position, section_ref as "sectionRef", heading, content from public.ethics_chunks
     where document_id = $1 and position = any($2::int[]) order by position`,
    [documentId, positions],
  );
  return candidates.map((passage) => {
    if (!leadIns.includes(passage)) return passage;
    const items = headedItemsAfter(
      passage,
      rows.filter((row) => row.position > passage.position),
    );
    return items.length > 0 ? { ...passage, headedItems: items } : passage;
  });
}
