// What print leaves in a document's text that no reader means to say, taken
// out before the text is cut into passages. The browser's layout reader
// removes most of it; this is the server's own check, because the function
// also takes text from other callers and readers miss cases:
// - running headers and footers: a line that opens or closes several pages
//   with only its page number changing ('Chapter 2: ASN.1 structure handling 3'),
//   and a page number alone on a page's first or last line;
// - the table of contents: entries with dot leaders, or title-and-page lines
//   under a 'Contents' heading (Word keeps its field text 'Error! Bookmark
//   not defined.' there too);
// - footnote marks and footnotes run into the text: a superscript number
//   after a word or a stop ('a good starting point:⁵') goes; a footnote's own
//   text ('⁵See DebSrc3.0 for…', or '10If you use…' where the number lost its
//   superscript) becomes a paragraph of its own, without its number;
// - names and addresses a print line end broke with a space: 'ASN1_MAX_'
//   + 'NAME_SIZE', 'https:' + '//www.debian.org', 'https://lists.debian.org/msg00011.' + 'html'.
import { isFence } from './sentences.ts';

const PAGE_NUMBER = /^(?:[-–—]\s*)?(?:page\s+)?(?:\d{1,4}|[ivxlc]{1,7})(?:\s+of\s+\d{1,4})?(?:\s*[-–—])?$/i;
// A line that ends a sentence is text, whatever repeats.
const SENTENCE_END = /[.!?;]["'”’)\]]*$/;

export function cleanedDocumentText(text: string): string {
  const paged = text.includes('\f') ? withoutPageFurniture(text) : text;
  return withoutContents(joinBrokenTokens(withoutFootnoteMarks(paged)));
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

const SUPERSCRIPT_RUN = new RegExp(`[${SUPERSCRIPT}]+`, 'gu');

function withoutFootnoteMarks(text: string): string {
  // Most documents have no superscript digits at all: skip the scans.
  const marked = new RegExp(`[${SUPERSCRIPT}]`, 'u').test(text)
    ? text
        // A footnote's text starts with its number glued to its first word ('⁸Many programs'): a paragraph of its own.
        .replace(new RegExp(`[ \\t]+[${SUPERSCRIPT}]+(?=\\p{Lu})`, 'gu'), '\n\n')
        .replace(new RegExp(`^([ \\t]*)[${SUPERSCRIPT}]+(?=\\p{L})`, 'gmu'), '$1')
        // A mark after a stop or a word of three letters or more; 'm²' and '10⁶' keep theirs.
        .replace(SUPERSCRIPT_RUN, (run, offset: number, whole: string) =>
          /(?:[.,;:!?)”"’]|\p{L}{3})$/u.test(whole.slice(Math.max(0, offset - 3), offset)) ? '' : run,
        )
    : text;
  // A footnote number that lost its superscript, glued to the footnote's first word.
  return marked.replace(/(^|[.!?:;)][ \t]+)\d{1,2}(?=\p{Lu}\p{Ll}+\s)/gmu, (_, before: string) =>
    before.trim() ? `${before.trimEnd()}\n\n` : before,
  );
}

/** A page's first and last lines of text, where headers and footers sit. */
function edgeLines(lines: readonly string[]): number[] {
  const filled = lines.map((line, index) => ({ line: line.trim(), index })).filter(({ line }) => line.length > 0);
  const edges = [...filled.slice(0, 2), ...filled.slice(-2)];
  return [
    ...new Set(edges.filter(({ line }) => !line.startsWith('#') && !isFence(line) && !line.startsWith('|')).map(({ index }) => index)),
  ];
}

function furnitureKey(line: string): string {
  return line.trim().replace(/\d+/g, '#').replace(/\s+/g, ' ');
}

function withoutPageFurniture(text: string): string {
  const pages = text.split('\f').map((page) => page.split('\n'));
  const counts = new Map<string, number>();
  for (const lines of pages) {
    for (const key of new Set(edgeLines(lines).map((index) => furnitureKey(lines[index]!)))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(pages.length * 0.05));
  return pages
    .map((lines) => {
      const drop = new Set(
        edgeLines(lines).filter((index) => {
          const line = lines[index]!.trim();
          if (PAGE_NUMBER.test(line)) return true;
          if (line.length > 100 || SENTENCE_END.test(line)) return false;
          const repeats = counts.get(furnitureKey(line)) ?? 0;
          // Repeated with a page number in it, or repeated word for word on many pages.
          return (/\d/.test(line) && repeats >= threshold) || repeats >= Math.max(3, threshold);
        }),
      );
      return lines.filter((_, index) => !drop.has(index)).join('\n');
    })
    .join('\f');
}

// An entry's page number after dot leaders ('Introduction . . . . 3'), or Word's text for a broken entry.
const LEADER_ENTRY = /\S(?:\s?\.){4,}\s*(?:\d{1,4}|[ivxlc]{1,7})\s*$/i;
const BROKEN_FIELD = /\sError! Bookmark not defined\.$/;
const TITLE_AND_PAGE = /^\S.{0,150}?\s(?:\d{1,4}|[ivxlc]{1,7})$/i;
const CONTENTS_HEADING = /^#{1,6}\s+(?:table of )?contents\s*$/i;

/** Contents entries: leader lines anywhere, title-and-page lines only under a 'Contents' heading. */
function withoutContents(text: string): string {
  let underContents = false;
  return text
    .split('\n')
    .filter((line) => {
      const trimmed = line.trim();
      if (trimmed.startsWith('#')) underContents = CONTENTS_HEADING.test(trimmed);
      if (LEADER_ENTRY.test(trimmed) || BROKEN_FIELD.test(trimmed)) return false;
      return !(underContents && TITLE_AND_PAGE.test(trimmed) && !SENTENCE_END.test(trimmed));
    })
    .join('\n');
}

/**
 * A name cut at a print line end and joined with a space: an identifier
 * after its underscore, an address after its dot, slash or hyphen when the
 * rest of it follows in lower case.
 */
function joinBrokenTokens(text: string): string {
  return text
    .replace(/(\b[A-Za-z][\w]*_) (?=[A-Za-z0-9]\w*\b)/g, '$1')
    .replace(/\b(https?:) (?=\/\/\w)/g, '$1')
    .replace(/((?:https?:\/\/|www\.)[^\s]*[./-]) (?=[a-z0-9][\w./#?=&%~-]*(?:[)\]]|[.,;:]?(?:\s|$)))/g, '$1');
}
