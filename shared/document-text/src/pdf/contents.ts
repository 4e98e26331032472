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

export function withoutContents(lines: readonly Line[]): Line[] {
  const titled = lines.some((line) => CONTENTS_TITLE.test(line.text.replace(/^#+\s*/, '').trim()));
  const entries = lines.map((line) => isEntry(line, titled));
  const count = entries.filter(Boolean).length;
  if (count === 0) return [...lines];
  const contentsPage = count >= 3 && (titled || count >= lines.length * 0.4);
  const first = entries.indexOf(true);
  const last = entries.lastIndexOf(true);
  return lines.filter((line, index) => {
    if (entries[index]) return false;
    if (!contentsPage) return true;
    if (CONTENTS_TITLE.test(line.text.trim())) return false;
    return index < first || index > last;
  });
}
