// A Markdown file (.md) in the document-text form: its blocks are already that
// form ('#' headings, one list item per line, ``` code, pipe tables), but its
// inline markup is not text the author meant to be read. A page shows a link
// as its words, '**bold**' as bold and '`x`' as x, as a Word file's runs are
// read as their text; so do we, outside code blocks. Without this, the
// sentence splitter stops at the dots of a link's address, and a quote shows
// the reader '\*\*' and '\]'.
import { decodeEntities } from '../character-references.ts';
import { docxHtmlToDocumentText } from '../docx/document-text.ts';

const FENCE = /^\s{0,3}(```|~~~)/;
/** A reference link's definition: '[id]: https://…', which a page does not show. */
const LINK_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*$/;

export function markdownToDocumentText(markdown: string): string {
  const lines = withWrappedSpansJoined(markdown.replace(/\r\n?/g, '\n').split('\n'));
  const out: string[] = [];
  let fence: string | undefined;
  let quoteDepth = 0;
  // Inside a pipe table written without its outer pipes ('Item | Score' over '-- | --'), as GFM allows.
  let barePipeTable = false;
  // Inside a Pandoc simple table (its columns set by spaces, each under a run of dashes): the columns' starts.
  let simpleTable: number[] | undefined;
  // The level of the last '#' heading, under which a bold line standing as a heading of its own sits.
  let headingLevel = 1;
  // The last line of a table written in HTML, read whole when its first line was met.
  let htmlTableEnd = -1;
  // The last line of a YAML front matter block ('---' … '---') opening the file, or -1.
  const frontMatterEnd = lines[0]?.trim() === '---' ? lines.findIndex((line, at) => at > 0 && /^(?:---|\.\.\.)\s*$/.test(line)) : -1;
  // A page written in HTML under a Markdown name (a site's template: '<div class="…"><h1>…</h1><p>…'): read as the
  // HTML it is, its headings, paragraphs, lists and tables as such, not as lines of tags with text among them.
  const body = lines.slice(frontMatterEnd + 1);
  if (writtenInHtml(body)) {
    const frontMatter = frontMatterEnd > 0 ? markdownToDocumentText(lines.slice(0, frontMatterEnd + 1).join('\n')).trimEnd() : '';
    return [frontMatter, docxHtmlToDocumentText(body.join('\n'))].filter((part) => part.trim()).join('\n\n');
  }
  for (const [index, line] of lines.entries()) {
    // The front matter's fields ('review_in: 3 months') each as a line of its own ('Review in: 3 months'), as a page
    // shows them in a table: read as text, its fences and fields ran together as one line ('--- owner_slack: …').
    if (index <= frontMatterEnd) {
      const field = index > 0 && index < frontMatterEnd ? frontMatterField(line) : undefined;
      if (field) out.push(field, '');
      continue;
    }
    if (simpleTable && line.trim() && !fence) {
      out.push(withOuterPipes(simpleTableRow(line, simpleTable)));
      continue;
    }
    simpleTable = undefined;
    const opens = FENCE.exec(line);
    if (fence) {
      out.push(line);
      if (opens && opens[1] === fence) fence = undefined;
      continue;
    }
    if (opens) {
      fence = opens[1];
      quoteDepth = 0;
      out.push(line);
      continue;
    }
    if (LINK_DEFINITION.test(line)) continue;
    if (index <= htmlTableEnd) continue;
    // A table written in HTML in the Markdown ('<table><tr><td>Low</td><td>No current or known customer impact.</td>…'),
    // as many READMEs and policies set a table whose cells hold paragraphs: read as the table a page shows, each row
    // one line of cells, not as its cells one under another with the row they belong to lost.
    if (HTML_TABLE_OPENS.test(line) && quoteDepth === 0) {
      const closes = lines.findIndex((later, at) => at >= index && /<\/table>/i.test(later));
      if (closes >= 0) {
        htmlTableEnd = closes;
        out.push('', ...docxHtmlToDocumentText(lines.slice(index, closes + 1).join('\n')).split('\n'), '');
        continue;
      }
    }
    // 'Overview' over '--------' (or '====='): a setext heading, the title above its underline. Not the closing '---' of
    // the front matter a file may open with, nor a line under a list item, a table row or a paragraph's second line.
    if (
      SETEXT_UNDERLINE.test(line) &&
      index > frontMatterEnd &&
      isSetextTitle(lines[index - 1], index - 2 === frontMatterEnd ? '' : lines[index - 2]) &&
      out.length > 0
    ) {
      const level = line.trim().startsWith('=') ? 1 : 2;
      out[out.length - 1] = `${'#'.repeat(level)} ${out[out.length - 1]!.trim()}`;
      headingLevel = level;
      continue;
    }
    // GFM reads 'Item | Score' over '-- | --' as a table, as it does '| Item | Score |': the rows get their outer pipes,
    // so the table is read as one, each row under its header, not as one run-on line of cells.
    const header = out[out.length - 1];
    if (!barePipeTable && header !== undefined && isBareDelimiterRow(line) && isBareRow(header)) {
      const columns = cellsOf(line).length;
      if (cellsOf(header).length === columns) {
        out[out.length - 1] = withOuterPipes(header);
        out.push(`|${' --- |'.repeat(columns)}`);
        barePipeTable = true;
        continue;
      }
    }
    // Pandoc's simple table: a header line over runs of dashes, one a column, the rows under them to a blank line, each
    // cell under its column's dashes ('Transition plan    5 calendar days after…    See Section 5.5.1'). Read as a
    // table, each row under its header, not as lines of words run together.
    const headerLine = lines[index - 1];
    if (!barePipeTable && header?.trim() && headerLine?.trim() && SIMPLE_TABLE_DASHES.test(line) && !SIMPLE_TABLE_DASHES.test(headerLine)) {
      const starts = [...line.matchAll(/-+/g)].map((run) => run.index);
      out[out.length - 1] = withOuterPipes(simpleTableRow(headerLine, starts));
      out.push(`|${' --- |'.repeat(starts.length)}`);
      simpleTable = starts;
      continue;
    }
    if (barePipeTable && isBareRow(line)) {
      out.push(withOuterPipes(line));
      continue;
    }
    barePipeTable = false;
    // A block quote ('> Executive: do what I say!') shows as its text set apart, without the '>': a block of its own,
    // so a blank line stands where the quote starts or ends against a line of text.
    const marker = BLOCK_QUOTE.exec(line)?.[0] ?? '';
    const depth = marker.replace(/[^>]/g, '').length;
    const text = line.slice(marker.length);
    if (depth !== quoteDepth && text.trim() && out.length > 0 && out[out.length - 1]!.trim()) out.push('');
    if (text.trim()) quoteDepth = depth;
    // '21. ### Changes to these terms': a list item holding a heading shows as that heading, its number before its
    // words; read as a list item, the '###' stays in the text and the document's sections run together as one.
    const listedHeading = LISTED_HEADING.exec(text);
    if (listedHeading) {
      const [, marker, hashes, title] = listedHeading;
      out.push(`${hashes} ${/\d/.test(marker!) ? `${marker!.replace(')', '.')} ` : ''}${markdownInlineText(title!)}`);
      continue;
    }
    // 'Support tools' as a list's last item, then 'We do not sell personal information.' on the next line: Markdown runs
    // the line on into the item, but its author began a paragraph after the list, as a page shows. A short item
    // without a full stop, then a capital, is a new paragraph; a long item wraps, so its next line goes on with it.
    if (endsShortItem(lines[index - 1]) && depth === 0 && STARTS_PARAGRAPH.test(text)) out.push('');
    const atx = ATX_HEADING.exec(text);
    if (atx && depth === 0) headingLevel = atx[1]!.length;
    // '**External access**' alone between blank lines: a page shows a short bold line as the heading of what follows
    // (as Word's and Google Docs' exports to Markdown write their sub-headings); read as a paragraph, the section's
    // title is lost and its text runs on under the heading before.
    const boldTitle = depth === 0 ? boldLineTitle(text, lines[index - 1], lines[index + 1]) : undefined;
    if (boldTitle) {
      out.push(`${'#'.repeat(Math.min(6, headingLevel + 1))} ${boldTitle}`);
      continue;
    }
    out.push(markdownInlineText(text));
  }
  return out.join('\n');
}

/**
 * The lines with a link or a bold span that the author's wrapping carried onto the next line ('**fixed in the next
 * scheduled [minor' over 'releases](/wiki/MinorReleases)**, and…') joined to it, as the page joins a paragraph's lines:
 * read line by line, the span's markup would stay in the text, escaped in every quote of it.
 */
function withWrappedSpansJoined(lines: readonly string[]): string[] {
  const joined: string[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const opens = FENCE.exec(line)?.[1];
    const previous = joined[joined.length - 1];
    if (!fence && previous !== undefined && line.trim() && !STARTS_BLOCK.test(line) && leavesSpanOpen(previous)) {
      joined[joined.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
      continue;
    }
    if (opens) fence = fence === undefined ? opens : opens === fence ? undefined : fence;
    joined.push(line);
  }
  return joined;
}

// A line that begins a block of its own: a heading, a quote, a list item, a table row, a fence, an HTML tag.
const STARTS_BLOCK = /^\s{0,3}(?:#|>|[-*+]\s|\d{1,3}[.)]\s|\||```|~~~|<|[-=]{3,}\s*$)/;

/** Whether a line of prose ends inside a link's words or address, or inside a bold span. */
function leavesSpanOpen(line: string): boolean {
  if (!line.trim() || /^\s{0,3}(?:\||```|~~~)/.test(line)) return false;
  const unescaped = line.replace(/\\./g, '');
  return /\[[^\]]*$/.test(unescaped) || /\]\([^)\s]*$/.test(unescaped) || (unescaped.match(/\*\*/g) ?? []).length % 2 === 1;
}

const ATX_HEADING = /^\s{0,3}(#{1,6})\s+\S/;
const HTML_TABLE_OPENS = /^\s{0,3}<table\b/i;

/** Whether a body is HTML rather than Markdown: it opens on a tag, and most of its lines are tags or text inside them. */
function writtenInHtml(body: readonly string[]): boolean {
  const filled = body.filter((line) => line.trim() !== '');
  if (filled.length === 0 || !/^<[A-Za-z]/.test(filled[0]!.trim())) return false;
  return filled.filter((line) => /^<\/?[A-Za-z]/.test(line.trim())).length * 2 > filled.length;
}

// A front matter field with a value on its line: 'last_reviewed_on: 2025-12-12', 'title: "Leave policy"'.
const FRONT_MATTER_FIELD = /^([A-Za-z][\w-]*)\s*:\s+(\S.*?)\s*$/;

/** A front matter field as a page shows it ('Last reviewed on: 2025-12-12'); a list, a nested map or an empty value gives nothing. */
function frontMatterField(line: string): string | undefined {
  const field = FRONT_MATTER_FIELD.exec(line);
  if (!field || /^[[{|>]/.test(field[2]!)) return undefined;
  const name = field[1]!.replace(/[_-]+/g, ' ');
  const value = field[2]!.replace(/^(["'])(.*)\1$/, '$2');
  return `${name[0]!.toUpperCase()}${name.slice(1)}: ${value}`;
}

/** A setext heading's underline: '=' or at least two '-', nothing else. */
const SETEXT_UNDERLINE = /^\s{0,3}(?:=+|-{2,})\s*$/;

/** Whether a line is a one-line paragraph a setext underline makes a heading: text after a blank line, the front matter or nothing. */
function isSetextTitle(title: string | undefined, before: string | undefined): boolean {
  return (
    title !== undefined &&
    title.trim() !== '' &&
    (before === undefined || before.trim() === '') &&
    !/^\s{0,3}(?:#{1,6}\s|[-*+]\s|\d{1,9}[.)]\s|>|\||```|~~~)/.test(title)
  );
}

/** A whole line in bold ('**Service Tokens**', '__Migration__'): its words. */
const BOLD_LINE = /^\s{0,3}(\*\*|__)(?=\S)([^*_]*?\S)\1\s*$/;

/** The most words a bold line read as a heading has: a longer one is an emphasised sentence. */
const BOLD_TITLE_WORDS = 8;

/**
 * A line wholly in bold, of a few words, with no stop, colon or comma at its end, standing alone between blank lines:
 * a title, not an emphasised sentence ('**A user identity service should be able to:**' introduces its list).
 */
function boldLineTitle(line: string, before: string | undefined, after: string | undefined): string | undefined {
  const bold = BOLD_LINE.exec(line);
  if (!bold || (before ?? '').trim() !== '' || (after ?? '').trim() !== '') return undefined;
  const title = markdownInlineText(bold[2]!).trim();
  if (/[.:;,!?]$/.test(title) || title.split(/\s+/).length > BOLD_TITLE_WORDS) return undefined;
  return title;
}

/** A list item of a few words with no stop at its end ('- Support tools'), which a page does not wrap. */
const SHORT_ITEM = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s+[^\s].{0,38}[^.!?:;,\s]\s*$/;

/** A line opening a sentence of its own at the left margin: a capital, not a list item, a heading or a table row. */
const STARTS_PARAGRAPH = /^\p{Lu}/u;

function endsShortItem(line: string | undefined): boolean {
  return line !== undefined && SHORT_ITEM.test(line) && !LISTED_HEADING.test(line);
}

/** A line of cells with an unescaped pipe between them, not already a pipe-table row ('| a | b |'). */
function isBareRow(line: string): boolean {
  return line.trim() !== '' && !/^\s*\|/.test(line) && /(?<!\\)\|/.test(line) && !FENCE.test(line);
}

/** A table's delimiter row without outer pipes: '-- | --', ':--- | ---:'. */
function isBareDelimiterRow(line: string): boolean {
  return /^\s{0,3}:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?\s*$/.test(line);
}

/** The dashes under a Pandoc simple table's header: two runs or more, a space or more apart. */
const SIMPLE_TABLE_DASHES = /^\s{0,3}-{3,}(?:\s+-{3,})+\s*$/;

/** A Pandoc simple table's line cut at its columns' starts, as a row with pipes between its cells. */
function simpleTableRow(line: string, starts: readonly number[]): string {
  return starts.map((start, index) => line.slice(start, starts[index + 1] ?? line.length).trim()).join(' | ');
}

/** A row's cells, split at its unescaped pipes. */
function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** A row with its outer pipes, each cell's inline Markdown read as its words. */
function withOuterPipes(row: string): string {
  return `| ${cellsOf(row).map(markdownInlineText).join(' | ')} |`;
}

/** A list item whose content is an ATX heading: '21. ### Changes to these terms', '- ## Scope'. */
const LISTED_HEADING = /^\s{0,3}(\d{1,9}[.)]|[-*+])\s+(#{1,6})\s+(.+?)(?:\s+#+)?\s*$/;

/** The markers of a block quote, nested or not: '> ', '>> ', '> > '. */
const BLOCK_QUOTE = /^\s{0,3}(?:>\s?)+/;

/** One line's inline Markdown as the words a page shows. */
export function markdownInlineText(line: string): string {
  const codes: string[] = [];
  // Code spans first, kept as written (their content is not markup), marked to come back at the end.
  let text = line.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_, _ticks: string, code: string) => {
    codes.push(code.trim());
    return `\u0000${codes.length - 1}\u0000`;
  });
  text = text
    // Images and links: their words ('![alt](src)', '[text](url "title")', '[text][id]').
    .replace(/!?\[((?:[^[\]\\]|\\.)*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+(?:"[^"]*"|'[^']*'))?\)/g, '$1')
    .replace(/!?\[((?:[^[\]\\]|\\.)+)\]\[[^\]]*\]/g, '$1')
    // Autolinks: '<https://…>', '<name@host>'.
    .replace(/<((?:https?|ftp|mailto):[^\s<>]+|[^\s<>@]+@[^\s<>@]+)>/g, '$1')
    // Raw HTML a page renders as markup, not text: a comment gone, a line break a space, any other tag
    // ('<span class="term">Purpose</span>') dropped around the words it holds.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/g, '')
    // Strong and emphasis: '**x**', '__x__', '*x*', '_x_' (not an underscore inside a word).
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}*\\])\*(?=[^\s*])([^*]*?[^\s*\\])\*(?![\p{L}\p{N}*])/gu, '$1$2')
    .replace(/(^|[^\p{L}\p{N}_\\])_(?=[^\s_])([^_]*?[^\s_\\])_(?![\p{L}\p{N}_])/gu, '$1$2')
    // Strikethrough keeps its words.
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    // Backslash escapes: the character itself.
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    // Character references ('&lt;=5', '&amp;', '&#8217;'): the character a page shows, as Markdown renders them.
    .replace(/&[#\w]+;/g, (reference) => decodeEntities(reference));
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u0000(\d+)\u0000/g, (_, index: string) => codes[Number(index)]!);
}
