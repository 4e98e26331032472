// One page's lines as blocks of the document-text form: '#' headings, joined
// paragraphs, list items one to a line, ``` code and pipe tables. Code and
// table lines are set aside first, so no line inside them is read as a heading.
import { joinWrapped, type Vocabulary } from './hyphenation.ts';
import { charWidth, type Line } from './lines.ts';
import type { BodyStyle } from './stats.ts';
import { withProseColumnsRead } from './prose-columns.ts';
import { contentCells, findTables, pipeTable, type TableRun } from './tables.ts';

export type PageBlock =
  | { kind: 'heading'; text: string }
  /** x: where the text starts (an item's after its bullet), to tell a paragraph that goes on from the page before. */
  | { kind: 'paragraph'; text: string; x: number; footnote?: boolean }
  | { kind: 'item'; text: string; x: number }
  | { kind: 'code'; text: string }
  | { kind: 'table'; text: string };

interface Context {
  body: BodyStyle;
  vocabulary: Vocabulary;
  left: number;
  right: number;
  /** The page's lines in the body's type: the running text. */
  prose: readonly Line[];
}

// Bullets: typographic ones, the Symbol and Wingdings glyphs Word uses (private-use characters), or a
// dash, a star or Word's 'o' for a second level standing apart from the text.
const BULLET = /^([•◦▪▫●○■□‣⁃∙·➢➤►▸✓✔\uF000-\uF0FF]\s*|[*–—-]\s+)/;
// Standing apart, any one symbol a word processor offers as a bullet ('♠', '♡', '❖', '➔', '★'), though not the
// signs a line of text opens on ('© 2024', '° C').
const MARKER_FRAGMENT = /^(?:[•◦▪▫●○■□‣⁃∙·➢➤►▸✓✔\uF000-\uF0FF*–—-]|o|(?![©®°℗™])\p{So})$/u;
// A number, a letter or a roman numeral ('ii.', 'iv)', '(iii)', often set flush right before its item's text).
const NUMBERED_ITEM = /^(?:\(?\d{1,3}[.)]|\(?[a-z][.)]|\(?[ivx]{1,4}[.)]|\([ivx]{1,4}\))\s+/i;
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2})*)\.?\s+[\p{Lu}\p{Lt}]/u;
const DEEP_NUMBERED_HEADING = /^\d{1,2}(?:\.\d{1,2})+\.?\s+[\p{Lu}\p{Lt}]/u;
const SENTENCE_END = /[.!?:;]["'”’)\]]*$/;

export function pageBlocks(printed: readonly Line[], body: BodyStyle, vocabulary: Vocabulary): PageBlock[] {
  // In a document set wholly in a typewriter face, monospace is the text itself, not code.
  const typed = body.mono ? printed.map((line) => ({ ...line, mono: false })) : printed;
  // Columns of prose drawn row by row across the page read column by column, before any of their lines is taken for a table's row.
  const lines = withProseColumnsRead(typed, body.lineSpacing);
  const prose = lines.filter((line) => !line.mono && line.size >= body.size * 0.95 && line.size <= body.size * 1.05);
  const context: Context = {
    body,
    vocabulary,
    prose,
    left:
      percentile(
        prose.map((line) => line.x),
        0.1,
      ) ?? 0,
    right:
      percentile(
        prose.map((line) => line.right),
        0.9,
      ) ?? 0,
  };
  const tables = new Map(findTables(lines, body.lineSpacing, vocabulary).map((table) => [table.start, table]));
  const lowestText = Math.min(...prose.map((line) => line.y));
  const blocks: PageBlock[] = [];
  let paragraph: { kind: 'paragraph' | 'item'; text: string; lines: Line[]; textX: number } | undefined;
  const close = () => {
    if (paragraph?.kind === 'paragraph' && isFootnote(paragraph.lines, lowestText, body)) {
      blocks.push({ kind: 'paragraph', text: paragraph.text, x: paragraph.textX, footnote: true });
    } else if (paragraph) {
      blocks.push({ kind: paragraph.kind, text: paragraph.text, x: paragraph.textX });
    }
    paragraph = undefined;
  };

  let notHeadingUntil = 0;
  for (let index = 0; index < lines.length;) {
    const table = tables.get(index);
    if (table) {
      close();
      const notes = footnotesOf(table, lines, lowestText, body);
      if (notes) blocks.push(...notes.map((text) => ({ kind: 'paragraph' as const, text, x: lines[table.start]!.x, footnote: true })));
      else blocks.push({ kind: 'table', text: pipeTable(table.rows) });
      index = table.end;
      continue;
    }
    const line = lines[index]!;
    if (line.mono) {
      close();
      let end = index;
      while (end < lines.length && lines[end]!.mono && !tables.has(end)) end += 1;
      blocks.push({ kind: 'code', text: codeBlock(lines.slice(index, end), body) });
      index = end;
      continue;
    }
    // A list item's or a paragraph's text wrapping onto a line of its own in its own type: not a heading, however
    // large or bold ('● Discuss proposed revisions to Mission,' then 'Vision, Values, and Strategy (MVVS)' on a slide,
    // or a slide's 16 pt paragraph ending '…a Roadmap to steer us' / 'into the future').
    const wraps = paragraph !== undefined && bulletOf(line) === undefined && wrapsText(paragraph, line, context);
    const heading = index >= notHeadingUntil && !wraps ? headingAt(lines, index, context, tables) : undefined;
    if (heading?.text) {
      close();
      blocks.push({ kind: 'heading', text: heading.text });
      index = heading.end;
      continue;
    }
    // Lines styled like a heading that are too long for one: none of them starts a heading either.
    if (heading) notHeadingUntil = heading.end;
    const bullet = dashGoesOn(paragraph, line, context) ? undefined : bulletOf(line);
    if (bullet !== undefined || NUMBERED_ITEM.test(line.text)) {
      close();
      const text = bullet !== undefined ? `- ${line.text.slice(bullet.length).trim()}` : line.text;
      paragraph = { kind: 'item', text, lines: [line], textX: itemTextX(line) };
    } else if (paragraph && continues(paragraph, line, context)) {
      paragraph.text = joinWrapped(paragraph.text, line.text, vocabulary);
      paragraph.lines.push(line);
    } else {
      close();
      paragraph = { kind: 'paragraph', text: line.text, lines: [line], textX: line.x };
    }
    index += 1;
  }
  close();
  return blocks;
}

/** The bullet a list item starts with (as it appears in the line's text), or undefined. */
function bulletOf(line: Line): string | undefined {
  const bullet = BULLET.exec(line.text);
  if (bullet) return bullet[0];
  // A marker drawn on its own, set apart from the text: 'o' as Word's second-level bullet.
  const [marker, text] = line.fragments;
  if (marker && text && MARKER_FRAGMENT.test(marker.text.trim()) && text.x - marker.right > line.size * 0.3) {
    return line.text.slice(0, line.text.indexOf(marker.text.trim()) + marker.text.trim().length);
  }
  return undefined;
}

/**
 * A dash opening a line that goes on a sentence wrapped there: the paragraph's last line runs to the margin without
 * ending a sentence, and the dash line starts at the paragraph's own left edge ('…the Midwest or the northern plains',
 * then '— a difference of over $1 million each year…'). A list's dash stands after a line that ends or stops short.
 */
function dashGoesOn(
  paragraph: { kind: 'paragraph' | 'item'; lines: Line[]; textX: number } | undefined,
  line: Line,
  context: Context,
): boolean {
  if (paragraph?.kind !== 'paragraph' || !/^[–—]\s/.test(line.text)) return false;
  const previous = paragraph.lines[paragraph.lines.length - 1]!;
  if (SENTENCE_END.test(previous.text) || /[:,;]$/.test(previous.text)) return false;
  const full = previous.right >= context.right - line.size * 2;
  return full && Math.abs(line.x - previous.x) < line.size * 0.5 && line.size === previous.size && continues(paragraph, line, context);
}

/** Smaller type below the last line of body text: a footnote, which a paragraph going on over the page passes by. */
function isFootnote(lines: readonly Line[], lowestText: number, body: BodyStyle): boolean {
  return lines[0]!.y < lowestText && lines.every((line) => line.size < body.size * 0.92);
}

/**
 * Footnotes their numbers set apart in a column of their own ('8' beside 'Some firewalls provide…'), which read as a
 * table of two columns: in small type below the last line of body text, every row a number and its note. Each is a
 * footnote, its number before its text, which a paragraph going on over the page passes by; undefined for a table.
 */
function footnotesOf(table: TableRun, lines: readonly Line[], lowestText: number, body: BodyStyle): string[] | undefined {
  const printed = lines.slice(table.start, table.end);
  if (!isFootnote(printed, lowestText, body)) return undefined;
  if (!table.rows.every((row) => row.length === 2 && /^\d{1,3}$/.test(row[0]!.trim()) && /\p{L}/u.test(row[1]!))) return undefined;
  return table.rows.map(([number, note]) => `${number!.trim()} ${note!.trim()}`);
}

/** Where an item's text starts: after its bullet or number, which is often a separate item. */
function itemTextX(line: Line): number {
  const [marker, text] = line.fragments;
  if (marker && text && MARKER_FRAGMENT.test(marker.text.trim())) return text.x;
  return line.x + line.size;
}

function continues(paragraph: { kind: 'paragraph' | 'item'; lines: Line[]; textX: number }, line: Line, context: Context): boolean {
  const previous = paragraph.lines[paragraph.lines.length - 1]!;
  const size = previous.size;
  if (Math.abs(line.size - size) > size * 0.15) return false;
  // A line in another type size that opens on a capital starts a block of its own: a strapline under a title
  // ('10 minutes // free' in 10 pt under 11 pt), or body text under a label in smaller type ('Pre-requisite: SAM
  // Registration', then 'DSBS is a tool…').
  if (Math.abs(line.size - size) >= TYPE_CHANGE && /^[\p{Lu}\d]/u.test(line.text) && !/[\p{L}][-‐,]$/u.test(previous.text)) return false;
  // A line opening on a label and a colon ('Pre-requisites: D-U-N-S number; …') under a line that stops short of the
  // margin, outside any bracket, starts a field of its own (a title running on, 'Personal' over 'Privacy: …', fills its line).
  const stopsShort = previous.right < context.right - Math.max(size * 3, (context.right - context.left) * 0.12);
  const open = (previous.text.match(/\(/g) ?? []).length > (previous.text.match(/\)/g) ?? []).length;
  if (FIELD_LABEL.test(line.text) && stopsShort && !open && !SENTENCE_END.test(previous.text) && !/[-‐,]$/u.test(previous.text))
    return false;
  // A clause number set apart from its text by a tab ('6.1⇥Identify and mitigate…' under '6. Eradicate the
  // incident') opens a clause of its own, never goes on with the one above.
  if (line.cells.length >= 2 && CLAUSE_NUMBER_CELL.test(line.cells[0]!.text)) return false;
  const drop = previous.y - line.y;
  // Back up the page: the next column. The paragraph goes on there only mid-sentence.
  if (drop <= 0) return !SENTENCE_END.test(previous.text) && /^\p{Ll}/u.test(line.text);
  const spacing = Math.abs(size - context.body.size) < 0.5 ? context.body.lineSpacing : size * 1.2;
  // A memo's header field goes on in its value's column, a blank line apart at most: 'FROM:⇥Shaun Donovan', then
  // 'Director, Office of…' under the name, then a second sender.
  const value = paragraph.kind === 'paragraph' ? headerFieldValueX(paragraph.lines[0]!) : undefined;
  if (value !== undefined) return drop <= spacing * 2.2 && Math.abs(line.x - value) < size * 0.5;
  if (drop > spacing * 1.45 && !widelySpacedWrap(previous, line, drop)) return false;
  // Type larger than the body's has no measured line spacing: the paragraph's own lines give it, and a wider gap than
  // theirs ends the paragraph (a slide's 16 pt paragraphs, a blank line's space apart and no full stops).
  const before = paragraph.lines[paragraph.lines.length - 2];
  const own = before && before.size === size ? before.y - previous.y : undefined;
  if (size >= context.body.size * 1.15 && own !== undefined && own > 0 && drop > own * 1.3 && drop - own > size * 0.3) return false;
  if (paragraph.kind === 'item') return line.x > paragraph.lines[0]!.x + size * 0.3 || wrapsUnderNumber(paragraph, line, context);
  const first = paragraph.lines[0]!;
  // A contract's next clause ('11.2.4 Under Clause 11…' under '11.2.3 Under Clause 9…') opens a paragraph of its own,
  // however far its clause above runs.
  if (CLAUSE_NUMBER.test(line.text) && CLAUSE_NUMBER.test(first.text) && line.x < first.x + size * 0.5) return false;
  // An indented line after the paragraph's own left edge opens a new paragraph, unless the paragraph's first line is
  // a numbered clause running to the margin mid-sentence and this its text wrapping under its hanging indent ('5.3
  // Objection Right for New Subprocessors. Customer may object to the use of a new', then 'Subprocessor by…').
  const leftEdge = Math.min(...paragraph.lines.slice(paragraph.lines.length > 1 ? 1 : 0).map((each) => each.x));
  // Or its number stands apart and this line starts where its text does ('6.3⇥If more hosts are found, repeat' in a
  // checklist's column, then 'the Detection and Analysis steps…').
  const numberApart = first.cells.length >= 2 && CLAUSE_NUMBER_CELL.test(first.cells[0]!.text);
  const hanging =
    paragraph.lines.length === 1 &&
    !SENTENCE_END.test(first.text) &&
    ((NUMBERED_LABEL.test(first.text) && first.right >= context.right - size * 2) ||
      (numberApart && Math.abs(line.x - first.cells[1]!.x) < size * 0.5));
  if (line.x > leftEdge + size * 0.8 && (paragraph.lines.length > 1 || line.x > previous.x + size * 0.8) && !hanging) return false;
  // A line that stops well short of the margin after a full stop was the paragraph's last.
  const short = previous.right < context.right - Math.max(size * 3, (context.right - context.left) * 0.12);
  if (short && SENTENCE_END.test(previous.text)) return false;
  return true;
}

/**
 * A sentence wrapping onto a line set wider apart than the type's usual spacing (a slide's text at 1.8 lines, 10 pt
 * lines 18 pt apart: 'For new projects, stable' over 'projects with minimal needs,'): the line above ends on no stop,
 * this one opens in lower case at the same left edge, within two sizes of type below. A blank line is wider.
 */
function widelySpacedWrap(previous: Line, line: Line, drop: number): boolean {
  const sameEdge = Math.abs(line.x - previous.x) < line.size * 0.5;
  return sameEdge && drop <= line.size * 2 && !SENTENCE_END.test(previous.text) && /^\p{Ll}/u.test(line.text);
}

/**
 * An item set with no hanging indent, its text wrapping back under its number ('1. Switch on the soldering iron, … Wait
 * until the soldering iron' then 'reaches the temperature – …'): the line above runs to the margin mid-sentence, and
 * this one starts at the item's own left edge in lower case, as no item or paragraph of its own does.
 */
function wrapsUnderNumber(item: { lines: Line[] }, line: Line, context: Context): boolean {
  const previous = item.lines[item.lines.length - 1]!;
  const full = previous.right >= context.right - line.size * 2;
  return full && !SENTENCE_END.test(previous.text) && Math.abs(line.x - item.lines[0]!.x) < line.size * 0.3 && /^\p{Ll}/u.test(line.text);
}

/**
 * A line that goes on with the list item or paragraph above it: in its type, starting where its text starts (an item's
 * after the bullet), a line below, its last line not ending a sentence. A slide sets its text in large or bold type,
 * which alone would read as a heading; a heading in the very type of the text it sits under is none.
 */
function wrapsText(item: { kind: 'paragraph' | 'item'; lines: Line[]; textX: number }, line: Line, context: Context): boolean {
  const previous = item.lines[item.lines.length - 1]!;
  // Its weight is that of the words it goes on from, not the bullet's ('●' in a plain face before bold text).
  const lastWords = previous.fragments.filter((fragment) => fragment.text.trim()).at(-1);
  if (line.size !== previous.size || line.bold !== (lastWords?.bold ?? previous.bold) || SENTENCE_END.test(previous.text)) return false;
  if (Math.abs(line.x - (item.kind === 'item' ? item.textX : previous.x)) > line.size * 0.5) return false;
  return continues(item, line, context);
}

// A clause numbered at two levels or more, then its text: '11.2.3 Under Clause 9…', '5.3 Objection Right…'.
const CLAUSE_NUMBER = /^\d{1,3}(?:\.\d{1,3})+\.?\s+\p{Lu}/u;

// A clause number of two levels or more standing alone: '6.1', '11.2.3.'.
const CLAUSE_NUMBER_CELL = /^\d{1,3}(?:\.\d{1,3})+\.?$/;

// A paragraph's number or letter: '5.3 ', '11.2.1 ', '4. ', '(b) ', 'iv. '.
const NUMBERED_LABEL = /^(?:\(?\d{1,3}(?:\.\d{1,3})*[.)]?|\(?[a-z]{1,4}[.)]|\([a-z]{1,4}\))\s+\S/i;

/** A change of type size this large (in points) between two lines is the designer's, not a superscript's or a rounding's. */
const TYPE_CHANGE = 0.5;

// A field's label, a capitalised word or two and a colon at a line's start: 'Pre-requisites:', 'Cost:', 'Time to approve:'.
const FIELD_LABEL = /^\p{Lu}[\p{L}-]+(?: [\p{L}-]+){0,2}:\s+\S/u;

// The label of a memo's or letter's header field, set apart from its value: 'FROM:', 'TO:', 'DATE:', 'SUBJECT:'.
const HEADER_FIELD_LABEL = /^(?:from|to|cc|bcc|date|subject|re|attn|attention|memorandum for)\s*:$/i;

/** Where the value of a memo header field starts ('Shaun Donovan' after 'FROM:'), or undefined for a line that opens none. */
function headerFieldValueX(first: Line): number | undefined {
  const [label, value] = first.cells;
  if (!label || !value || !HEADER_FIELD_LABEL.test(label.text)) return undefined;
  return value.x;
}

interface Heading {
  /** The '#' line, or undefined when the lines from here to `end` look like a heading but are text. */
  text: string | undefined;
  end: number;
}

// A section number, then a capital: '6 I get a…', '2.3 The…'.
const NUMBERED_SENTENCE_HEADING = /^\d{1,3}(?:\.\d{1,3})*\.?\s+\p{Lu}[^,;:]*\.$/u;

// A division of a charter or a contract named by its kind and number, ending on a colon as its title does in
// bylaws ('Section 2 — Eligibility for Fellowship:', 'Subsection 5.1 Resignation:', 'Article IV: Meetings:').
const NAMED_DIVISION_HEADING =
  /^(?:article|section|subsection|clause|part|schedule|chapter)\s+(?:\d{1,3}(?:\.\d{1,3})*|[IVXLC]{1,6})\b.{0,80}:$/iu;

/** A word no title ends on: an article, a conjunction, a relative pronoun, 'of', 'than' or a verb 'to be'. */
const ENDS_NEEDING_MORE = /\s(?:the|a|an|that|which|whose|and|or|of|than|is|are|was|were)$/i;

/** A heading starting at this line (one to three lines of the same style), or nothing. */
function headingAt(lines: readonly Line[], index: number, context: Context, tables: ReadonlyMap<number, unknown>): Heading | undefined {
  const line = lines[index]!;
  const { body } = context;
  const big = line.size >= body.size * 1.15;
  const bold = line.bold && !body.bold;
  const deep = DEEP_NUMBERED_HEADING.test(line.text);
  const roman = !big && !bold && romanSection(line, body);
  const lettered = !big && !bold && letteredSection(line, context);
  if (!big && !bold && !deep && !roman && !lettered) return undefined;
  if (bulletOf(line) !== undefined) return undefined;
  // Wide gaps inside a line are columns (a table's header row cut off from its rows); a heading has at most
  // one, after its number ('2.1⇥Directory layout').
  const cells = contentCells(line);
  if (cells.length > 2 || (cells.length === 2 && !/^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z]\.|[IVX]{1,4}\.)$/.test(cells[0]!.text)))
    return undefined;
  // The lines set in the same style right under it: a heading that wraps.
  let end = index + 1;
  // (To the run's end: a run too long for a heading is text to its last line, not a heading after its fourth.)
  while (end < lines.length && !tables.has(end)) {
    const next = lines[end]!;
    const previous = lines[end - 1]!;
    // A bulleted line is a list item of its own, never a heading's second line ('● Review proposed Roadmap').
    const sameStyle = !next.mono && next.size === line.size && next.bold === line.bold && (big || bold) && bulletOf(next) === undefined;
    if (!sameStyle || previous.y - next.y <= 0 || previous.y - next.y > line.size * 1.6) break;
    end += 1;
  }
  const notHeading = { text: undefined, end };
  if (end - index > 3) return notHeading;
  const text = lines
    .slice(index, end)
    .map((each) => each.text)
    .reduce((all, each) => (all ? joinWrapped(all, each, context.vocabulary) : each), '');
  const words = text.split(/\s+/).length;
  // A question can be a heading ('1.5 Why should I choose Debian?'); a sentence ending in a full stop is not.
  // A numbered line in a larger type may be one ('6 I get a not listening on. . . error from upsd.', a FAQ's entry).
  const numberedAndBig = big && NUMBERED_SENTENCE_HEADING.test(text);
  const namedDivision = (big || bold) && NAMED_DIVISION_HEADING.test(text);
  if (!/\p{L}/u.test(text) || (/[.,;:]$/.test(text) && !numberedAndBig && !namedDivision) || text.length > 200 || words > (big ? 35 : 20))
    return notHeading;
  if (!big && !/^[\p{Lu}\p{Lt}\d]/u.test(text)) return notHeading;
  // 'A Scholar that is asked … to stop behaviors that' (in bold, then 'breach the Code…'): a line in the body's size
  // ending on a word that needs more is a sentence's start set in bold, not a title. (A title in larger type may wrap
  // onto a second heading line there: 'The Bylaws of' over 'The Example Scholars Association'.)
  if (!big && ENDS_NEEDING_MORE.test(text)) return notHeading;
  if (!big && !bold) {
    // Numbering alone, at body size and weight: only a short line standing apart from the text around it.
    const before = lines[index - 1];
    const after = lines[end];
    const apart = (upper: Line | undefined, lower: Line | undefined) =>
      !upper || !lower || upper.y - lower.y > body.lineSpacing * 1.3 || upper.y - lower.y <= 0;
    if (words > 12 || !apart(before, line) || !apart(lines[end - 1], after)) return undefined;
  }
  if (!big && bold && words > 15) return undefined;
  if (besideText(lines.slice(index, end), lines, context) || crowded(line, lines)) return undefined;
  // A paper's sections and the lettered subsections under them, both near the body's size: one level below the
  // headings set larger (its title), and the subsections one below the sections.
  const level = roman ? body.headingSizes.length + 1 : lettered ? body.headingSizes.length + 2 : headingLevel(line, text, body);
  return { text: `${'#'.repeat(Math.min(6, level))} ${text}`, end };
}

// A section numbered with a roman numeral, as papers number them: 'IV. Summary', 'IV. SUMMARY'.
const ROMAN_SECTION = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})\.\s+(\p{Lu}.*)$/u;

// A subsection lettered as papers letter them: 'A. Scenario', 'B. Expected Behaviour'.
const LETTERED_SECTION = /^[A-Z]\.\s+\p{Lu}/u;

/**
 * A paper's section heading numbered with a roman numeral, set near the body's size: a little larger ('I. Introduction'
 * in 11 pt over 10 pt text), or in capitals ('IV. SUMMARY'; IEEEtran's small capitals come as capitals in two sizes,
 * so the line's own size may be smaller than the body's). Plain body type with a roman numeral is a list's item or an
 * initial ('I. Smith'). Whether it stands apart from the text around it is asked after, as of all numbered lines.
 */
function romanSection(line: Line, body: BodyStyle): boolean {
  const title = ROMAN_SECTION.exec(line.text)?.[1];
  if (title === undefined) return false;
  const capitals = !/\p{Ll}/u.test(title) && (title.match(/\p{Lu}/gu) ?? []).length >= 3;
  return line.size >= body.size * 1.05 || capitals;
}

/**
 * A paper's lettered subsection heading ('A. Scenario'), standing alone on its line in a style set apart from the body
 * text: wholly italic, as IEEE sets them, or larger. A run-in subsection ('a) FriisPropagationLossModel: The equation…')
 * shares its line with text in the body's type, and an initial ('A. Smith') is set as the text around it is.
 */
function letteredSection(line: Line, context: Context): boolean {
  if (!LETTERED_SECTION.test(line.text)) return false;
  if (line.size >= context.body.size * 1.05) return true;
  const italicText = context.prose.filter((each) => each.italic).length > context.prose.length / 2;
  return line.italic && !italicText && Math.abs(line.size - context.body.size) < context.body.size * 0.05;
}

/**
 * A label of a figure set beside the running text ('admin', 'TEAM' in an organisation chart to the right of a
 * column): the text runs past it on its left, a few lines above and below, and no line of words is under or over
 * it, only other labels. A heading heads text in its own column: a column's heading has that column's text under
 * it, in any type, or above it at the foot of a page; one alone at the foot of a page has no text beside it either.
 * A heading set in the margin to the left of its text (a side head) stays one.
 */
function besideText(heading: readonly Line[], lines: readonly Line[], context: Context): boolean {
  const top = heading[0]!.y + heading[0]!.size;
  const bottom = heading[heading.length - 1]!.y;
  const x = Math.min(...heading.map((line) => line.x));
  const right = Math.max(...heading.map((line) => line.right));
  const reach = context.body.lineSpacing * 3;
  const near = (line: Line) => !heading.includes(line) && line.y <= top + reach && line.y >= bottom - reach;
  if (lines.some((line) => near(line) && line.x < right && line.right > x && line.text.split(/\s+/).length >= WORDS_OF_TEXT)) return false;
  return context.prose.filter((line) => near(line) && line.right <= x).length >= 2;
}

/**
 * Text of a figure, not a heading: another line of the page in its type size stands level with it, their letters' heights
 * overlapping by a quarter or more, and touches it or nearly so across, as a chart's labels and the glyphs of a
 * picture font crowd each other. Two lines side by side on one baseline were one print line; a column's text beside
 * a heading stands a gutter away, and the text under a heading lower than its letters reach.
 */
function crowded(line: Line, lines: readonly Line[]): boolean {
  return lines.some((other) => {
    // Text in another size crossing it is a picture behind a slide's title or a stamp over it, not its neighbour.
    if (other === line || Math.abs(other.size - line.size) > line.size * 0.15) return false;
    const size = Math.min(line.size, other.size);
    const level = Math.min(line.y + line.size, other.y + other.size) - Math.max(line.y, other.y) > size * 0.25;
    return level && Math.max(other.x - line.right, line.x - other.right) < size * 0.5;
  });
}

/** A line of this many words is text, not a label. */
const WORDS_OF_TEXT = 4;

function headingLevel(line: Line, text: string, body: BodyStyle): number {
  const numbered = NUMBERED_HEADING.exec(text);
  if (numbered) return Math.min(6, numbered[1]!.split('.').length);
  const bySize = body.headingSizes.indexOf(line.size);
  return Math.min(6, bySize >= 0 ? bySize + 1 : body.headingSizes.length + 1);
}

/** Code lines in a fence, with their indentation in spaces and blank lines where the listing has them. */
function codeBlock(lines: readonly Line[], body: BodyStyle): string {
  const left = Math.min(...lines.map((line) => line.x));
  const width = charWidth(lines[0]!.fragments[0]!);
  const rows: string[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (previous && previous.y - line.y > Math.max(body.lineSpacing, line.size * 1.2) * 1.7) rows.push('');
    rows.push(' '.repeat(Math.max(0, Math.round((line.x - left) / width))) + line.text.replace(/```/g, "'''"));
  });
  return ['```', ...rows, '```'].join('\n');
}

function percentile(values: readonly number[], fraction: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}
