// The table of contents repeats the headings with page numbers; kept, it would
// answer questions with "2.1 Directory layout ....... 7". An entry has dot
// leaders before its page number, or on a page titled Contents (or made
// mostly of such lines, numbered in order), the number set apart at the
// right. A page made mostly of entries is a contents page,
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

/** At least this many entries, most of the page's lines, make an untitled page without leaders a contents page. */
const UNTITLED_ENTRIES = 5;

/**
 * A contents page with neither a title nor leaders (Google Docs sets one so): most of its lines are a title and a
 * page number set apart at the right, and the numbers never go down.
 */
function isUntitledContentsPage(lines: readonly Line[], pageCount: number): boolean {
  const numbers = lines.filter((line) => isEntry(line, true)).map((line) => Number(line.cells.at(-1)!.text.trim()));
  if (numbers.length < UNTITLED_ENTRIES || numbers.length < lines.length * 0.6) return false;
  // Pages of this document, in order: a price list or a table of years is no contents.
  return numbers.every((number, index) => number <= pageCount && (index === 0 || number >= numbers[index - 1]!));
}

/** A page's lines without its contents entries; a contents page keeps only what comes after its last entry (`pageCount`: the document's). */
export function withoutContents(lines: readonly Line[], pageCount: number): Line[] {
  const titled = lines.some((line) => CONTENTS_TITLE.test(line.text.trim()));
  const leaders = lines.filter((line) => isEntry(line, false)).length;
  const byLeaders = leaders >= 3 && leaders >= lines.length * 0.4;
  const untitled = !titled && !byLeaders && isUntitledContentsPage(lines, pageCount);
  const contentsPage = titled || byLeaders || untitled;
  const entries = lines.map((line) => isEntry(line, contentsPage));
  if (!entries.includes(true)) return [...lines];
  const last = entries.lastIndexOf(true);
  return lines.filter((line, index) => {
    if (entries[index]) return false;
    if (!contentsPage) return true;
    // Above an untitled contents, the document's own title ('The Bylaws of …').
    if (untitled && index < entries.indexOf(true)) return true;
    // The title, wrapped entry titles, and entries whose page number came as part of the text ('Index 65').
    return index > last && !CONTENTS_TITLE.test(line.text.trim()) && !/\s(?:\d{1,4}|[ivxlc]{1,6})$/i.test(line.text);
  });
}
