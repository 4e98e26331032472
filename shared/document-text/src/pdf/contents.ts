// The table of contents repeats the headings with page numbers; kept, it would
// answer questions with "2.1 Directory layout ....... 7". An entry has dot
// leaders before its page number, or on a page titled Contents, the number
// set apart at the right. A page made mostly of entries is a contents page,
// and everything between its first and last entry goes (wrapped entry titles).
import { isPageNumber } from './furniture.ts';
import type { Line } from './lines.ts';

const DOT_LEADERS = /(?:\.\s?){4,}\s*(?:\d{1,4}|[ivxlcdm]{1,7})$|(?:…\s?){2,}\s*(?:\d{1,4}|[ivxlcdm]{1,7})$/i;
const CONTENTS_TITLE = /^(?:table\s+of\s+)?contents$|^inhalt$|^sommaire$|^clár(?:\s+an\s+ábhair)?$/i;

function isEntry(line: Line, contentsPage: boolean): boolean {
  if (DOT_LEADERS.test(line.text)) return true;
  const last = line.cells[line.cells.length - 1];
  return contentsPage && line.cells.length >= 2 && last !== undefined && isPageNumber(last.text) && /\p{L}/u.test(line.cells[0]!.text);
}

/** A page's lines without its contents entries; a contents page keeps only what comes after its last entry. */
export function withoutContents(lines: readonly Line[]): Line[] {
  const titled = lines.some((line) => CONTENTS_TITLE.test(line.text.trim()));
  const leaders = lines.filter((line) => isEntry(line, false)).length;
  const contentsPage = titled || (leaders >= 3 && leaders >= lines.length * 0.4);
  const entries = lines.map((line) => isEntry(line, contentsPage));
  if (!entries.includes(true)) return [...lines];
  const last = entries.lastIndexOf(true);
  return lines.filter((line, index) => {
    if (entries[index]) return false;
    if (!contentsPage) return true;
    // The title, wrapped entry titles, and entries whose page number came as part of the text ('Index 65').
    return index > last && !CONTENTS_TITLE.test(line.text.trim()) && !/\s(?:\d{1,4}|[ivxlc]{1,6})$/i.test(line.text);
  });
}
