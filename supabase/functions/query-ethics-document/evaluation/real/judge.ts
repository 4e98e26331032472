// Judges one answer on a real document: the key facts are there, as whole
// words and figures by the shared grader (the figure asked for in the first
// quote), every quote is a whole sentence of the
// document as printed, no quote holds a running header, footer, page number
// or a word split by hyphenation, and every reference names a heading the
// document has or a page.
import { type FactItem, containsItem, describeItem, gradeFacts } from '../../../_shared/testing/facts.ts';
import type { Reference } from './reference.ts';
import { isPrintedHeading, streamOf, unnumbered } from './reference.ts';

export interface RealCase {
  document: string;
  question: string;
  /** Facts every one of which a right answer contains (case-insensitive, whole words and figures). */
  expect: FactItem[];
  /** The first fact must be in the first quote: the figure asked for comes first. */
  figureFirst?: boolean;
}

export interface Quote {
  text: string;
  ref: string;
}

/** The quotes of a composed answer: '> ' blocks, each ending with '> — reference'. */
export function quotesOf(guidance: string): Quote[] {
  const quotes: Quote[] = [];
  for (const block of guidance.split(/\n{2,}/)) {
    const lines = block.split('\n');
    if (!lines.every((line) => line.startsWith('>'))) continue;
    const body = lines.map((line) => line.replace(/^> ?/, ''));
    const refLine = body[body.length - 1] ?? '';
    if (!refLine.startsWith('— ')) continue;
    const text = body.slice(0, -1).join('\n').replace(/\n+$/, '');
    quotes.push({ text: plainText(text), ref: plainText(refLine.slice(2)) });
  }
  return quotes;
}

/** Markdown escapes and the bold around figures taken off. */
export function plainText(markdown: string): string {
  return markdown.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\\([\\`*_{}[\]()<>#+\-=!|~&.)])/g, '$1');
}

export function judgeAnswer(testCase: RealCase, guidance: string, reference: Reference): string[] {
  const faults: string[] = [];
  if (/^\**not covered/i.test(guidance)) return ["said 'not covered'"];
  // A table row's cells read in order, as a reader reads the printed row: 'SY0605E | 5V power supply adapter' holds 'SY0605E
  // 5V power supply adapter'. A fact is missing only when neither reading holds it.
  const cellsRead = new Set(gradeFacts(withTableCellsRead(plainText(guidance)), testCase.expect).missing);
  const missing = gradeFacts(plainText(guidance), testCase.expect).missing.filter((fact) => cellsRead.has(fact));
  if (missing.length > 0) faults.push(`missing ${missing.map((fact) => `'${fact}'`).join(', ')}`);
  const quotes = quotesOf(guidance);
  if (quotes.length === 0) faults.push('quotes nothing');
  const first = quotes[0];
  const figure = testCase.expect[0];
  if (testCase.figureFirst && first && figure !== undefined && !containsItem(first.text, figure)) {
    faults.push(`the first quote does not hold '${describeItem(figure)}': “${first.text.slice(0, 120)}”`);
  }
  for (const quote of quotes) faults.push(...quoteFaults(quote, reference));
  // Four quotes under one wrong reference are one fault.
  return [...new Set(faults)];
}

/** Each quoted table row ('> | SY0605E | 5V power supply adapter |') with its cells read in order, as words of one line. */
export function withTableCellsRead(text: string): string {
  return text
    .split('\n')
    .map((line) => (/^(?:>\s*)?\|.*\|\s*$/.test(line) ? line.replace(/\s*\|\s*/g, ' ').trim() : line))
    .join('\n');
}

/** What is wrong with one quote, if anything. */
export function quoteFaults(quote: Quote, reference: Reference): string[] {
  const faults: string[] = [];
  const shown = `“${quote.text.length > 140 ? `${quote.text.slice(0, 140)}…` : quote.text}”`;
  const split = hyphenationSplit(quote.text, reference);
  if (split) faults.push(`hyphenation split '${split}' in ${shown}`);
  const runningLine = reference.running.find((line) => line.length > 3 && quote.text.includes(line) && !reference.body.includes(line));
  if (runningLine) faults.push(`running header or footer '${runningLine}' in ${shown}`);
  const quoteStream = streamOf(quote.text).stream;
  const entry = reference.contents.find((line) => quoteStream.includes(streamOf(line).stream));
  if (entry) faults.push(`table of contents entry '${entry}' in ${shown}`);
  const isTable = quote.text.split('\n').every((row) => /^\s*\|.*\|\s*$/.test(row));
  const isCodeOrTable = isTable || quote.text.startsWith('```');
  // A table row is quoted under its header row, which the print has elsewhere: each row must be printed.
  const parts = isTable ? quote.text.split('\n').filter((row) => !/^\s*\|[\s|:-]+\|\s*$/.test(row)) : [quote.text.replace(/^```.*$/gm, '')];
  const unprinted = parts.some((part) => occurrences(reference.stream, streamOf(part).stream).length === 0);
  const needle = streamOf(parts.join('\n')).stream;
  const found = unprinted ? [] : isCodeOrTable ? [0] : occurrences(reference.stream, needle);
  if (found.length === 0) {
    if (!runningLine) faults.push(`not in the document as printed (a page number, header or joined fragment?): ${shown}`);
  } else if (
    !isCodeOrTable &&
    // A line the document prints as a heading (a title page's 'Document v1.3 Nov 2024') is whole as it stands.
    !isPrintedHeading(quote.text, reference) &&
    !found.some((start) => isWholeSentence(quote.text, reference, start, start + needle.length))
  ) {
    faults.push(`not a whole sentence: ${shown}`);
  }
  if (!isRealRef(quote.ref, reference, quote.text)) {
    faults.push(
      quote.ref.startsWith('Paragraph beginning')
        ? `reference '${quote.ref}' is not the paragraph that holds ${shown}`
        : `reference '${quote.ref}' names no heading of the document`,
    );
  }
  return faults;
}

/**
 * Whether a passage's first (or last) sentence starts (or ends) where a
 * sentence of the printed document does. Undefined when the sentence is not
 * in the print at all, which the quote checks report.
 */
export function boundaryIsWhole(sentence: string, reference: Reference, side: 'start' | 'end'): boolean | undefined {
  const needle = streamOf(sentence).stream;
  const found = occurrences(reference.stream, needle);
  if (found.length === 0) return undefined;
  return found.some((at) => {
    const start = reference.positions[at]!;
    const end = reference.positions[at + needle.length - 1]! + 1;
    return side === 'start'
      ? startsSentence(reference.body.slice(0, start), sentence, reference)
      : endsSentence(sentence, reference.body.slice(end, end + 40));
  });
}

function occurrences(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  for (let at = haystack.indexOf(needle); at >= 0 && found.length < 20; at = haystack.indexOf(needle, at + 1)) found.push(at);
  return found;
}

// The bullets a list item may open with, as the document reader knows them (shared/document-text/src/pdf/page-blocks.ts:
// a slide deck's second-level '○' too), a star or a dash, and a symbol font's private-use glyphs (anywhere in the
// Private Use Area: a Symbol font's U+F0B7 as often as a designer's U+E103, which the reader drops as no text).
const BULLET = String.raw`[•◦▪▫●○■□‣⁃∙·➢➤►▸✓✔*\-\uE000-\uF8FF]`;
// A dash opening a printed line before a space is a bullet too (LaTeX sets its second-level items with '–'), as the
// reader takes it; inside a line it is the author's dash ('Treasurer — The Treasurer shall:').
const LINE_BULLET = String.raw`[–—](?=\s)`;
// What may stand just before a sentence besides the end of another: a list bullet (and Word's second-level 'o' or a
// dash alone at a line's start), a list or clause number.
const LIST_MARKER_BEFORE = new RegExp(String.raw`(?:^|\s)(?:${BULLET}|\(?[a-z0-9]{1,3}[.)]|\d{1,3}(?:\.\d{1,3})+\.?)$|^[o–—]$`, 'iu');
const SENTENCE_END = /[.!?:;]["'”’)\]]*$/u;
const DANGLING_WORD =
  /\b(?:is|are|was|were|be|the|a|an|of|to|in|on|at|by|for|with|from|and|or|but|that|which|than|as|if|when|into|this|these|its|their)$/i;
// A shell command after its prompt ('$ mkdir -p hello-sh'): a block of its own, never the start of a sentence.
const COMMAND_LINE = /^[$#] \S/;
const FOOTNOTE_NUMBER = /^[\d⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}$/u;
const CAPTION_LABEL = /^(?:table|fig\.?|figure|listing)\s+(?:\d+|[IVXLC]+)[.:]?$/i;
// A copyright notice, a line of its own on a title page: '© 2002-2007 OWASP Foundation', 'Copyright 2016 The Authors'.
const COPYRIGHT_LINE = /^(?:©|\(c\)|copyright\b)/i;
// A memo's or letter's header field, set on a line of its own: 'FROM: Shaun Donovan', 'SUBJECT: …'.
const HEADER_FIELD = /^(?:FROM|TO|CC|BCC|DATE|SUBJECT|RE|ATTN|From|To|Cc|Date|Subject|Re):\s/u;
// A journal's article history on its title page, a field and its date on a line of their own: 'Published 24 July 2020'.
const ARTICLE_DATE =
  /^(?:Received|Revised|Accepted|Submitted|Published(?: online)?)\s+(?:\d{1,2}\s+)?\p{Lu}\p{Ll}+\.?\s+(?:\d{1,2},?\s+)?\d{4}\b/u;
// A field's label and its colon at a printed line's start: 'Pre-requisites: D-U-N-S number; …', 'Cost: free'.
const FIELD_LABEL = /^\p{Lu}[\p{L}-]+(?: [\p{L}-]+){0,2}:\s+\S/u;
// A field's label, its colon and a value of one word, the whole printed line: 'Password: setup123', 'Cost: free'.
const FIELD_AND_VALUE = /^\p{Lu}[\p{L}-]+(?: [\p{L}-]+){0,2}:\s+\S+$/u;
// A clause number alone on its line ('2.8'), and a term of a few words without a stop under it ('supplied software').
const CLAUSE_NUMBER_LINE = /^\d{1,3}(?:\.\d{1,3})+\.?$/;
const TERM_LINE = /^[\p{L}][\p{L}\p{N} ()'’-]{0,60}$/u;
// A printed line of figures alone ('60% 42 42 33–50 33–49'): a table's row or a chart's scale, no part of a sentence.
const FIGURES_ONLY = /^[^\p{L}]*\d[^\p{L}]*$/u;
// A list item: a bullet (a font's private-use bullet glyph too, or the 'o' Word sets in Courier New before a second-level
// item: 'o Erroneous user credentials') or a number before its text.
const LIST_ITEM = new RegExp(String.raw`^(?:${BULLET}|\(?[a-z0-9]{1,3}[.)]|o(?=\s)|${LINE_BULLET})\s*\S`, 'iu');
// The next printed line opening another list item (Word's second-level 'o' and a line's opening dash too).
const NEXT_ITEM = new RegExp(String.raw`^[ \t]*\n\s*(?:${BULLET}|o|[–—])\s`, 'u');
// The next printed line opening a new block: a capital, a bullet, Word's 'o', a numbered item or heading, or nothing.
const NEXT_BLOCK = new RegExp(String.raw`^[ \t]*\n\s*(?:\p{Lu}|${BULLET}|[o–—]\s|\d+(?:\.\d+)*[.)]?\s+\p{Lu}|$)`, 'u');
// A stop after a word (not a figure's decimal point: 'version 2.11'), then a note's mark glued to it: what Google
// Docs prints where a raised mark follows a sentence ('are successful.¹ State IT projects'), read as plain digits.
const STOP_THEN_MARK = /([\p{L}"'”’)\]][.!?]["'”’)\]]*)\d{1,3}\s*$/u;
const OPENS_WITH_CAPITAL = /^["'“‘([]?\p{Lu}/u;
const ABBREVIATION_END = /(?:^|[\s(])(?:e\.g|i\.e|eg|ie|etc|vs|cf|viz|no|approx|incl)\.$/i;

function isWholeSentence(text: string, reference: Reference, startInStream: number, endInStream: number): boolean {
  const start = reference.positions[startInStream]!;
  const end = reference.positions[endInStream - 1]! + 1;
  return startsSentence(reference.body.slice(0, start), text, reference) && endsSentence(text, reference.body.slice(end, end + 40));
}

/**
 * The body before a quote without the signs the quote itself opens on: the search for a quote in the print matches
 * letters and digits only, so a sentence opening on a currency sign or a mark ('$80 per day…', '+ This means…') is
 * found from its first letter or digit, and the sign before it is the quote's own, not the end of something else.
 */
function withoutOwnOpening(before: string, text: string): string {
  const signs = (/^[^\p{L}\p{N}]*/u.exec(text)?.[0] ?? '').replace(/\s+/gu, '');
  let rest = before;
  for (const sign of [...signs].reverse()) {
    const trimmed = rest.replace(/[ \t]+$/u, '');
    if (!trimmed.endsWith(sign)) break;
    rest = trimmed.slice(0, -sign.length);
  }
  return rest;
}

/**
 * Whether the body text before a quote lets it start a sentence there: read as it stands (a list's bullet before an item
 * quoted with its own, '- Abusing…'), or without the signs the quote opens on ('$80 per day…' after a bullet).
 */
function startsSentence(before: string, text: string, reference: Reference): boolean {
  const own = withoutOwnOpening(before, text);
  return startsSentenceAfter(before, text, reference) || (own !== before && startsSentenceAfter(own, text, reference));
}

function startsSentenceAfter(before: string, text: string, reference: Reference): boolean {
  // Opening quotes and brackets belong to the sentence.
  // A footnote's number before its text: superscript, or plain digits glued at a line start ('10If you use…').
  // A note's mark glued to the stop before a capital ('in your state.12 However, …') is no part of either sentence.
  const unmarked = before
    .replace(/["'“‘([<]+$/u, '')
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+\s*$/u, '')
    .replace(/(^|\n)\d{1,2}$/, '$1')
    .replace(STOP_THEN_MARK, (whole: string, stop: string) => (OPENS_WITH_CAPITAL.test(text) ? stop : whole));
  const lines = unmarked.split('\n');
  const sameLine = lines[lines.length - 1]!.trim();
  if (sameLine) return endsWithSentence(sameLine) || LIST_MARKER_BEFORE.test(sameLine);
  let previous: string | undefined;
  let above: string | undefined;
  for (const line of lines.slice(0, -1).reverse()) {
    // A blank line is the author's paragraph break (a Word file's paragraphs); a page break ('\f') is not.
    if (line === '' && !previous) return true;
    if (line.trim().length === 0) continue;
    if (previous) {
      above = line.trim();
      break;
    }
    previous = line.trim();
  }
  if (!previous) return true;
  // An ISO-style definition: its clause number on a line of its own, its term on the next, then its text ('2.8' /
  // 'supplied software' / 'software that an organization distributes…'), which starts there in lower case.
  if (above !== undefined && CLAUSE_NUMBER_LINE.test(above) && TERM_LINE.test(previous)) return true;
  // A header field starts a block whatever line stands above it (the memo's addressee, set in capitals without a full stop),
  // as an article's dated history field does (the date of the field above it).
  // So does a field's label opening a printed line ('Pre-requisites: D-U-N-S number; …' under a strapline).
  if (HEADER_FIELD.test(text) || ARTICLE_DATE.test(text) || FIELD_LABEL.test(text)) return true;
  // An address broken at a print line end ('https://packages.' / 'debian.org/') goes on; one whose path ends on a full
  // stop ('…available at https://www.linuxfoundation.org/good-standing-policy.') ends its sentence.
  if (ADDRESS_GOES_ON.test(previous)) return false;
  // A printed line that ends a sentence, one the document prints as a heading ('2.4. The glob files'),
  // a command at a prompt, a footnote's number or a caption's label ('TABLE I') on a line of its own.
  if (
    endsWithSentence(previous) ||
    LIST_MARKER_BEFORE.test(previous) ||
    isPrintedHeading(previous, reference) ||
    COMMAND_LINE.test(previous) ||
    FOOTNOTE_NUMBER.test(previous) ||
    CAPTION_LABEL.test(previous) ||
    COPYRIGHT_LINE.test(previous)
  ) {
    return true;
  }
  // After a line set in another type size (a label, a strapline: '10 minutes // free' over the body) or a line of
  // figures alone (a table's last row), a capital starts a new block.
  if ((reference.setApart.has(previous) || FIGURES_ONLY.test(previous)) && /^[\s“‘"'([<]*\p{Lu}/u.test(text)) return true;
  // After a field and its one-word value on a line of their own ('Password: setup123'), a capital starts anew.
  if (FIELD_AND_VALUE.test(previous) && /^[\s“‘"'([<]*\p{Lu}/u.test(text)) return true;
  // After a list item or a line printed as code, a new block starts with a capital, a digit or a quote
  // (but 'is used with…' after an inline command goes on with its sentence).
  if ((LIST_ITEM.test(previous) || reference.code.has(previous)) && /^[\s“‘"'([<]*[\p{Lu}\d“‘"']/u.test(text)) return true;
  // After a list item or a line of code that closes with a bracket, a brace or a quote, a capital starts anew.
  return /["'”’)\]}|>]$/u.test(previous) && /^[\s"'“‘([<]*\p{Lu}/u.test(text);
}

/** A sentence end, not the dot of an address, a file name or an abbreviation. */
// An address cut at a print line end: after a slash or hyphen, or after a dot before any path while its host has no
// dot of its own yet ('https://packages.'); 'at www.osha.gov.' ends its sentence on a whole host.
const ADDRESS_GOES_ON = /(?:\/\/|www\.)\S*[/-]$|(?:\/\/(?:www\.)?|www\.)[^/\s.]*\.$/;

function endsWithSentence(text: string): boolean {
  if (ADDRESS_GOES_ON.test(text)) return false;
  return SENTENCE_END.test(text) && !ABBREVIATION_END.test(text);
}

/** Whether the body text after a quote lets it end there. */
function endsSentence(text: string, following: string): boolean {
  // A footnote mark after the quote ('point:⁵') ends nothing and continues nothing.
  const after = following.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/gu, '');
  // The quote's own closing marks ('.', '’).') come first in the body.
  const gap = /^[^\p{L}\p{N}\s]*/u.exec(after)![0];
  const quoted = text.trim();
  // A note's mark glued to the stop before the next sentence's capital ('…are successful.1 State IT projects').
  const marked = /^\d{1,3}(?=[ \t]+["'“‘([]?\p{Lu})/u.exec(after.slice(gap.length));
  const lastLetter = /[\p{L}\p{N}](?=[^\p{L}\p{N}]*$)/u.exec(quoted)?.[0] ?? '';
  const rest = after.slice(gap.length + (marked && STOP_THEN_MARK.test(`${lastLetter}${gap}${marked[0]}`) ? marked[0].length : 0));
  // A blank line after it is the author's paragraph break (a Word file's), as it is before a quote: the quote ends there
  // ('… See https://creativecommons.org/publicdomain/zero/1.0/'), unless it stops on a word that needs more.
  if (/^[ \t]*\n[ \t]*\n/.test(rest)) {
    const ending = quoted.replace(/\S*(?:\/\/|www\.)\S*$/, 'address');
    return !DANGLING_WORD.test(ending) && !/[,(–—/&-]$/u.test(ending);
  }
  // A full stop, possibly inside closing marks or before a smiley (':-)').
  if (/[.!?:;][^\p{L}\p{N}]*$/u.test(quoted)) {
    // 'Data.' glued to 'tar.gz', or 'e.g.' before a lower-case word, ends no sentence.
    if (/^[\p{L}\p{N}]/u.test(rest)) return false;
    return !(ABBREVIATION_END.test(quoted) && /^[ \t]*\p{Ll}/u.test(rest));
  }
  // Without a full stop, only a block's end: a list item, a label, a line before a new one.
  // An address last ('… colours using https://whocanuse.com/') ends on its own closing slash, not on a dangling one.
  const ending = quoted.replace(/\S*(?:\/\/|www\.)\S*$/, 'address');
  // After a comma, only a list item before the next one ('• lenny (Debian 5.0) was the toy binoculars,').
  if (/[,(–—/&-]$/u.test(ending)) return NEXT_ITEM.test(rest);
  // A list item closing on the author's joining word before the next item ('… (up to $40/day; no alcohol); and') is whole.
  if (/[;,]\s*(?:and|or)$/i.test(ending)) return NEXT_ITEM.test(rest);
  // 'The default weight value is' / '50, and…': a line that stops on a word that needs more.
  if (DANGLING_WORD.test(ending)) return false;
  // A symbol font's private-use bullet glyph (any in the Private Use Area, as BULLET above) opens the next item as '•' does,
  // and so do Word's second-level 'o' and a dash opening the line.
  // The next ISO-style definition's clause number on a line of its own ('2.9') ends one too.
  return /^\s*$/.test(rest) || NEXT_BLOCK.test(rest) || /^[ \t]*\n\s*\d{1,3}(?:\.\d{1,3})+\.?[ \t]*\n/.test(rest);
}

/** A quote's word split at a print line end and kept split: 'man- agement', or 'man-agement' where the author wrote 'management'. */
function hyphenationSplit(text: string, reference: Reference): string | undefined {
  // 'man- agement', 'ASN1_MAX_ NAME_SIZE', an address cut after its dot ('msg00011. html'); not a form's blank to fill
  // in ('Name: ______ |').
  const spaced = /(\p{L}+)- (\p{Ll}+)|\S*[\p{L}\p{N}]_ [\p{L}\p{N}_]\S*|\S*(?:\/\/|www\.)\S*[./] \p{Ll}+/u.exec(text);
  // Printed so inside one line ('/* optional- if you want to free */' in a code sample), the space is the author's.
  if (spaced && !reference.lines.some((line) => line.includes(spaced[0]))) return spaced[0];
  for (const word of text.match(/\p{L}+-\p{L}+/gu) ?? []) {
    const lower = word.toLowerCase();
    if (!reference.joinedAtLineEnd.has(lower) || reference.hyphenatedInLine.has(lower)) continue;
    // Written whole elsewhere in the document: the hyphen came from the line break.
    if (reference.body.toLowerCase().includes(lower.replace('-', ''))) return word;
  }
  return undefined;
}

/**
 * 'Page 7', 'Section 2.1' when some line opens with 2.1, a line the document
 * prints as a heading (see printedHeadings), or 'Paragraph beginning “…”'
 * when that paragraph is the one holding `quote`.
 */
export function isRealRef(ref: string, reference: Reference, quote?: string): boolean {
  const page = /^Page (\d+)$/.exec(ref);
  if (page) return reference.paged && Number(page[1]) >= 1 && Number(page[1]) <= reference.pageCount;
  const section = /^Section (\d+(?:\.\d+)*)$/.exec(ref);
  // A numbered heading ('2.3 Fees'), a clause number printed on a line of its own above its term (an ISO-style
  // definition: '2.1' then 'compliance artifacts'), or a division the heading names in words ('Section 2: Definitions'),
  // as the chunker reads all three; a Markdown file's heading ('### 3.2 Timekeeping requirements') is printed without its '#'.
  if (section) {
    const number = section[1]!.replace(/\./g, '\\.');
    return reference.lines.some((line) =>
      new RegExp(`^(?:#{1,6}\\s+)?(?:${number}(?:\\.?\\s|\\.?$)|Section\\s+${number}(?!\\.?\\d))`, 'i').test(line),
    );
  }
  const opening = /^Paragraph beginning “(.+?)…?”$/.exec(ref);
  if (opening) return quote !== undefined && paragraphHolds(opening[1]!, quote, reference);
  const wanted = streamOf(ref).stream;
  // A heading may wrap onto more printed lines, but a reference that begins on a later one names only its end ('duced in unstable…').
  return reference.lines.some((line, index) => {
    if (!isPrintedHeading(line, reference) || continuesLine(reference.lines[index - 1] ?? '', line)) return false;
    const wrapped = [line];
    for (const next of reference.lines.slice(index + 1, index + 3)) {
      if (!isPrintedHeading(next, reference)) break;
      wrapped.push(next);
    }
    // Cited with or without its number ('2.4. The glob files' or 'The glob files').
    return [wrapped, [unnumbered(line), ...wrapped.slice(1)]].some((lines) => {
      const joined = streamOf(lines.join(' ')).stream;
      const own = streamOf(lines[0]!).stream;
      return (
        wanted.length > 0 && own.length > 0 && joined.startsWith(wanted) && wanted.startsWith(own.slice(0, Math.min(wanted.length, 12)))
      );
    });
  });
}

/**
 * Whether the paragraph that begins with `opening` holds the quote. A
 * paragraph runs to a blank line (the author's break in a Word or text file)
 * or to a line printed as a heading; a page break does not end one.
 */
function paragraphHolds(opening: string, quote: string, reference: Reference): boolean {
  const wanted = streamOf(opening).stream;
  // A table row is quoted under its header row: the row itself must be in the paragraph.
  const rows = quote.split('\n').filter((row) => !/^\s*\|[\s|:-]+\|\s*$/.test(row));
  const isTable = rows.length > 1 && rows.every((row) => row.trim().startsWith('|'));
  const needle = streamOf(isTable ? rows.slice(1).join('\n') : quote).stream;
  if (!wanted || !needle) return false;
  const paragraphs = paragraphsRead(reference);
  // A Word table prints each cell as a paragraph of its own: the table is the run of them (see tableStream).
  return paragraphs.some(({ stream }, index) => {
    if (stream.startsWith(wanted) && stream.includes(needle)) return true;
    if (!isTable || !wanted.startsWith(stream)) return false;
    const table = tableStream(paragraphs, index);
    return table.startsWith(wanted) && table.includes(needle);
  });
}

/** Words a table cell may hold: a longer paragraph is prose after the table. */
const CELL_WORDS = 40;

/**
 * The paragraphs from `start` read as one while each is short enough for a cell: a table whose cells are paragraphs
 * (its header cells often bold, so printed as headings).
 */
function tableStream(paragraphs: readonly ParagraphRead[], start: number): string {
  const end = paragraphs.findIndex((paragraph, index) => index > start && paragraph.words > CELL_WORDS);
  return paragraphs
    .slice(start, end < 0 ? undefined : end)
    .map(({ stream }) => stream)
    .join('');
}

interface ParagraphRead {
  /** Its letters and digits, lower case. */
  stream: string;
  words: number;
}

const paragraphCache = new WeakMap<Reference, ParagraphRead[]>();

/** Each paragraph's letters and digits and its length in words, worked out once per document. */
function paragraphsRead(reference: Reference): ParagraphRead[] {
  let read = paragraphCache.get(reference);
  if (!read) {
    read = paragraphsOf(reference).map((paragraph) => ({ stream: streamOf(paragraph).stream, words: paragraph.split(/\s+/).length }));
    paragraphCache.set(reference, read);
  }
  return read;
}

function paragraphsOf(reference: Reference): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length > 0) paragraphs.push(current.join('\n'));
    current = [];
  };
  for (const line of reference.body.split('\n')) {
    if (line === '\f') continue;
    if (line.trim() === '') {
      close();
    } else if (isPrintedHeading(line, reference)) {
      close();
      paragraphs.push(line);
    } else {
      current.push(line);
    }
  }
  close();
  return paragraphs;
}

/** Whether a printed line goes on from the one before: after a hyphen, or after a long line that ends no sentence. */
function continuesLine(previous: string, line: string): boolean {
  // A Markdown heading ('# Tips') starts a line of its own, whatever the line before it ('3. Fumes were still coming…').
  if (/^#{1,6}\s/.test(line)) return false;
  if (/\p{L}-$/u.test(previous)) return true;
  const endsNothing = !/[.!?:]["'”’)\]]*$/u.test(previous);
  return endsNothing && previous.length >= 55 && (/^\p{Ll}/u.test(line) || /^\d+(?:\.\d+)*\.?\s/.test(previous));
}
