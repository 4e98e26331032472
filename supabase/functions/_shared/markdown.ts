// Text that is not ours (a model's words, a page read live, a visitor's file
// name or document) goes into the Markdown answers the pages render. Every
// composer escapes it here, one way, so that it is shown as written and can
// never become a link, an image, a heading, a list or HTML.
//
// Only what CommonMark (the pages' react-markdown) would read as syntax is
// escaped, where it would read it, so that the raw answer an API caller gets
// stays readable: 'update-mime-database' and 'ASN1_MAX_NAME_SIZE' are left as
// they are. The escaped text may stand anywhere on a line of ours (after '> ',
// '- ', inside '*…*'), so the start of the text counts as a line start and its
// ends as unknown neighbours. GFM-only syntax (strikethrough, bare URLs,
// tables) is not escaped in prose: the pages do not render it; table cells,
// where a pipe does end the cell, use escapeTableCell.

/** ASCII punctuation: what a backslash escapes in CommonMark. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const WHITESPACE = /\s/;
const WORD = /[\p{L}\p{N}]/u;

/** A character reference such as &amp; &#106; &#x6A;, which the page would decode. */
const CHARACTER_REFERENCE = /&(?:#\d{1,7}|#[xX][\da-fA-F]{1,6}|[A-Za-z][A-Za-z\d]{1,31});/y;

/** Characters that may be syntax inline; whether they are depends on their neighbours. */
const INLINE_CANDIDATE = /[\\`*_<&[\]]/g;

/** Line starts that open a block: up to three spaces of indent, then the marker. */
const LINE_START_SYNTAX = [
  // An ATX heading or a quote. (A link reference definition needs ']:', which is escaped inline.)
  /^( {0,3})(#{1,6}(?=[ \t]|$)|>)/,
  // A bullet list item.
  /^( {0,3})([-+*](?=[ \t]|$))/,
  // An ordered list item: the . or ) after the number is what makes it one.
  /^( {0,3}\d{1,9})([.)](?=[ \t]|$))/,
  // A thematic break (- - -, _ _ _) or a setext heading's underline (===, --).
  /^( {0,3})([-*_])(?=(?:[ \t]*\2){2,}[ \t]*$)/,
  /^( {0,3})([=-])(?=[=-]*[ \t]*$)/,
  // A code fence of tildes (backtick fences are escaped inline).
  /^( {0,3})(~(?=~~))/,
];

/** Whether the inline character at `index` could be read as syntax. */
function isInlineSyntax(text: string, index: number, inLinkText: boolean): boolean {
  const char = text[index]!;
  const before = index > 0 ? text[index - 1]! : '';
  const after = text[index + 1] ?? '';
  const spaced = WHITESPACE.test(before) && WHITESPACE.test(after);
  switch (char) {
    // Escapes the next character, or breaks the line at a line end; at the end
    // of the text it would escape whatever of ours follows.
    case '\\':
      return after === '' || after === '\n' || ASCII_PUNCTUATION.test(after);
    // Any backtick may open a code span that a later one closes.
    case '`':
      return true;
    // Opens or closes emphasis unless it stands between spaces ('2 * 3').
    case '*':
      return !spaced;
    // Like *, except inside a word, where an underscore never opens or closes emphasis.
    case '_':
      return !spaced && !(WORD.test(before) && WORD.test(after));
    // Opens HTML or an autolink unless a space follows ('a < b').
    case '<':
      return !WHITESPACE.test(after);
    case '&':
      CHARACTER_REFERENCE.lastIndex = index;
      return CHARACTER_REFERENCE.test(text);
    // Inside our own link text any bracket would unbalance it. Elsewhere '['
    // opens nothing by itself (at a line start see LINE_START_SYNTAX), and ']'
    // closes link text only when a destination, a reference or a definition's
    // colon follows ('[x](y)', '[x][y]', '[x]:'): a bare '[1]' is only text.
    case '[':
      return inLinkText;
    case ']':
      return inLinkText || after === '' || after === '(' || after === '[' || after === ':';
    default:
      return false;
  }
}

function escapeLineStart(line: string): string {
  for (const syntax of LINE_START_SYNTAX) {
    const escaped = line.replace(syntax, '$1\\$2');
    if (escaped !== line) return escaped;
  }
  return line;
}

function escapeText(text: string, inLinkText: boolean): string {
  const inline = text.replace(INLINE_CANDIDATE, (char, index: number) => (isInlineSyntax(text, index, inLinkText) ? `\\${char}` : char));
  return inline.split('\n').map(escapeLineStart).join('\n');
}

/** The text shown as written: nothing in it is read as Markdown. */
export function escapeMarkdown(text: string): string {
  return escapeText(text, false);
}

/** A GFM table cell shown as written: as escapeMarkdown, and a pipe, which would end the cell. */
export function escapeTableCell(text: string): string {
  return escapeMarkdown(text).replaceAll('|', '\\|');
}

/**
 * A link to a web page whose title is not ours: the title is escaped, and the
 * address, which must be http(s), is written so that no character in it can
 * end the link early. Anything else is shown as the escaped title alone.
 */
export function markdownLink(title: string, url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return escapeMarkdown(title);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return escapeMarkdown(title);
  // URL.href is already percent-encoded except for these, which end or confuse a Markdown link target.
  const target = parsed.href.replace(/[()<> \\]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `[${escapeText(title, true)}](${target})`;
}
