// Splits an uploaded document into passages that follow its own structure.
// The text arrives in the agreed document-text form: pages separated by form
// feeds, blocks by blank lines, headings as Markdown '#' lines, list items one
// per line, code between ``` fences and tables as pipe rows. A plain-text upload
// may use none of that, so without '#' headings the older cues still count
// (a short capitalised or numbered title line, 'Section 4 Fees') and
// hard-wrapped lines, as in an e-mail saved as text, are joined.
//
// Each passage keeps the reference a reader would cite: a numbered clause
// ('Section 3.2'), the real heading it sits under, the page where a document
// has pages but no headings, or else the words the paragraph begins with, which
// a reader can search for. A passage is made of whole blocks; only a block
// longer than a passage is cut, at sentence ends, and each piece after the first
// repeats the sentence before it so an answer never loses what set it up.
import { cleanedDocumentText } from './document-chunks-cleanup.ts';
import { isFence, isTableRow, splitSentences } from './sentences.ts';

export interface DocumentChunk {
  position: number;
  /** What to cite: 'Section 3.2', the heading it sits under, 'Page 7', or the paragraph's opening words. */
  sectionRef: string;
  /**
   * The headings the passage sits under, outermost first, joined by
   * HEADING_PATH_SEPARATOR ('' when there is none): searched with the text,
   * so a question naming a section's title finds every passage of it.
   */
  heading: string;
  content: string;
}

export const HEADING_PATH_SEPARATOR = ' › ';

/** The last heading of a heading path ('7 Identifiers › 7.1 GUID' → '7.1 GUID'). */
export function headingLeaf(heading: string): string {
  return heading.split(HEADING_PATH_SEPARATOR).at(-1)!.trim();
}

/** Passages aim for this many characters: a few paragraphs, one idea. */
export const TARGET_CHUNK_CHARS = 900;
/** A single block longer than this is split at sentence ends. */
export const MAX_CHUNK_CHARS = 1500;

type BlockKind = 'paragraph' | 'code' | 'table';

interface Block {
  kind: BlockKind;
  ref: string;
  heading: string;
  page: number;
  text: string;
  /** A numbered clause or heading starts here: never merge it into the previous passage. */
  startsSection: boolean;
}

// "3.2" or "3.2.1" clause numbers opening a paragraph, before a capital: '3.2 Invoices are…'.
const CLAUSE_NUMBER = /^(\d{1,3}(?:\.\d{1,3})+)\.?\s+(?=[\p{Lu}(“"])/u;
// "12. The firm…": a one-level clause number, trusted only in plain text and never in a run of list items.
const SINGLE_CLAUSE_NUMBER = /^(\d{1,3})\.\s+(?=\p{Lu})/u;
// "Section 4", "Part II", "Article 17", "Schedule 1" (optionally followed by a title).
const NAMED_DIVISION = /^(section|part|chapter|article|schedule|appendix|annex|clause)\s+([0-9ivxlcdm]+[a-z]?(?:\.\d+)*)\b[\s.:–—-]*(.*)$/i;
const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)(?:\s+#+)?\s*$/;
const LIST_ITEM = /^(?:[-*•]|\(?[a-z0-9]{1,3}[.)])\s+/i;
// A list item's own marker: a bullet, a number, one letter or a roman numeral ('a.', 'iv)', '(b)'), not 'etc.'.
const ITEM_MARKER = /^(?:[-*•]|\(?(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)])\s+/;
// The end of a sentence, possibly inside a closing quote or bracket.
const SENTENCE_END = /[.!?:;]["'”’)\]]*$/;

export function chunkDocument(text: string): DocumentChunk[] {
  return withUnambiguousRefs(packBlocks(readBlocks(text)));
}

/**
 * Bylaws and contracts number their sections afresh under each article ('Section 4 — Rights of Fellows:' under
 * Article II, 'Section 4 — Ratification Process' under Article XVI): where one label heads more than one
 * section, a passage is cited by its own heading's whole title, so a reader can tell which 'Section 4' it is.
 */
function withUnambiguousRefs(chunks: DocumentChunk[]): DocumentChunk[] {
  const headedBy = (chunk: DocumentChunk) => headingLeaf(chunk.heading).toLowerCase().startsWith(`${chunk.sectionRef.toLowerCase()} `);
  const sectionsOfRef = new Map<string, Set<string>>();
  for (const chunk of chunks.filter(headedBy)) {
    const sections = sectionsOfRef.get(chunk.sectionRef) ?? new Set<string>();
    sectionsOfRef.set(chunk.sectionRef, sections.add(chunk.heading));
  }
  return chunks.map((chunk) =>
    headedBy(chunk) && (sectionsOfRef.get(chunk.sectionRef)?.size ?? 0) > 1
      ? { ...chunk, sectionRef: headingLeaf(chunk.heading).replace(/\s*:$/, '') }
      : chunk,
  );
}

interface ReaderState {
  /** The document's own words, lower case, to tell a hyphen a line end added from the author's. */
  vocabulary: () => ReadonlySet<string>;
  structured: boolean;
  hasPages: boolean;
  page: number;
  heading: string;
  /** The open headings, outermost first; a heading closes those at its level and below. */
  headingPath: { level: number; title: string; emptySoFar: boolean }[];
  headingRef: string;
  clauseRef: string;
}

/** Reads the blocks of the document with the reference each one is cited by. */
function readBlocks(text: string): Block[] {
  const lines = cleanedDocumentText(printArtefactsRemoved(text).replace(/\r\n?/g, '\n')).replace(/\f/g, '\n\f\n').split('\n');
  const hasPages = text.includes('\f');
  let vocabulary: Set<string> | undefined;
  const state: ReaderState = {
    vocabulary: () => (vocabulary ??= new Set(text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? [])),
    // A PDF's headings were found by the extractor, from type size and numbering:
    // a capitalised line it did not mark ('WARNING') is not one.
    structured: hasPages || hasMarkdownHeadings(lines),
    hasPages,
    page: 1,
    heading: '',
    headingPath: [],
    headingRef: '',
    clauseRef: '',
  };
  const hardWrapped = isHardWrapped(lines);
  const blocks: Block[] = [];
  let current: string[] = [];
  let pageBreakBefore = false;
  // Nothing (a heading, code, a table) stands between this paragraph and the one before it.
  let followsParagraph = false;
  let quoteDepth = 0;

  const flush = () => {
    const lead = current;
    current = [];
    if (lead.length === 0) return;
    const block = paragraphBlock(lead, state);
    if (!block) return;
    markRead(state);
    // A paragraph that the page break cut in two is one paragraph, cited by the page it starts on.
    const previous = blocks[blocks.length - 1];
    const samePage = !pageBreakBefore && previous !== undefined && brokenMidSentence(previous, block);
    const leadIn = pageBreakBefore && followsParagraph ? leadInBeforePageBreak(blocks, block) : undefined;
    if (previous && followsParagraph && (pageBreakBefore || samePage) && continuesAcrossPage(previous, block, samePage)) {
      previous.text = joinedParagraph(previous.text, block.text, state);
    } else if (leadIn) {
      // A lead-in ('…are as follows:') whose list the page break carried over stays a lead-in with its list, as on one page.
      leadIn.text = `${leadIn.text}\n${block.text}`;
    } else {
      blocks.push(block);
    }
    pageBreakBefore = false;
    followsParagraph = true;
  };
  const pushWhole = (kind: BlockKind, body: string) => {
    flush();
    markRead(state);
    blocks.push({ kind, ref: currentRef(state, body), heading: state.heading, page: state.page, text: body, startsSection: false });
    pageBreakBefore = false;
    followsParagraph = false;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const rawLine = lines[index]!;
    if (rawLine === '\f') {
      flush();
      state.page += 1;
      pageBreakBefore = true;
      continue;
    }
    if (isFence(rawLine)) {
      const fence = [rawLine.trim()];
      index += 1;
      while (index < lines.length && !isFence(lines[index]!) && lines[index] !== '\f') fence.push(lines[index++]!.replace(/\s+$/, ''));
      fence.push('```');
      if (lines[index] === '\f') index -= 1;
      pushWhole('code', fence.join('\n'));
      continue;
    }
    if (isTableRow(rawLine)) {
      const rows = [rawLine.trim()];
      while (index + 1 < lines.length && isTableRow(lines[index + 1]!)) rows.push(lines[++index]!.trim());
      // A table of contents repeats the headings with their page numbers: quoted, it answers nothing.
      if (!isContentsTable(rows)) pushWhole('table', rows.join('\n'));
      continue;
    }
    // An e-mail's quoted reply ('> text') reads as the text itself, a paragraph of its own.
    const depth = (/^\s*((?:>\s?)*)/.exec(rawLine)?.[1] ?? '').replace(/\s/g, '').length;
    if (depth !== quoteDepth) flush();
    quoteDepth = depth;
    const line = rawLine.replace(/^\s*(?:>\s?)+/, '').trim();
    if (!line) {
      flush();
      continue;
    }
    // '# apt-get build-dep foo' is a command typed at a root prompt, printed outside a code block: code, not a chapter.
    if (isRootPromptCommand(line)) {
      const commands = [line];
      while (index + 1 < lines.length && isRootPromptCommand(lines[index + 1]!.trim())) commands.push(lines[++index]!.trim());
      pushWhole('code', ['```', ...commands, '```'].join('\n'));
      continue;
    }
    // In hard-wrapped text a short capitalised line inside a paragraph is part of it, not a title.
    const heading = current.length === 0 || state.structured || !hardWrapped ? asHeading(line, state.structured) : undefined;
    if (heading) {
      flush();
      // A title page's lines set as headings ('Philip Leclerc, on behalf of…', then 'July 2019') each close the one
      // before; a line closed before any text was read under it is front matter, kept as text, not lost.
      const closed = state.headingPath.at(-1);
      const frontMatter = closed !== undefined && closed.emptySoFar && !blocks.some(isSubstantialParagraph);
      // A title set over two lines ('Onboarding Process for', '[company] Limited') is one title.
      if (frontMatter && closed.level === heading.level && DANGLING_END.test(closed.title)) {
        heading.title = `${closed.title} ${heading.title}`;
        heading.ref = undefined;
      } else if (frontMatter && closed.level >= heading.level && state.headingPath.length > 1) {
        const parents = state.headingPath.slice(0, -1);
        blocks.push({
          kind: 'paragraph',
          ref: parents.at(-1)!.title,
          heading: parents.map((open) => open.title).join(HEADING_PATH_SEPARATOR),
          page: state.page,
          text: closed.title,
          startsSection: false,
        });
      }
      // 'Mitigation' then 'N/A', both set as headings with nothing under either: the second, a few words without a
      // number, is the first's text in its style, not a section of its own.
      if (
        closed?.emptySoFar &&
        closed.level === heading.level &&
        isValueHeading(heading) &&
        nextIsHeadingAtOrAbove(lines, index, heading.level)
      ) {
        markRead(state);
        blocks.push({
          kind: 'paragraph',
          ref: state.headingRef,
          heading: state.heading,
          page: state.page,
          text: heading.title,
          startsSection: false,
        });
        pageBreakBefore = false;
        followsParagraph = false;
        continue;
      }
      // A title page's date set as a heading ('July 2019') names no section: it is a line of the front matter.
      if (frontMatter && DATE_ONLY.test(heading.title)) {
        state.headingPath = state.headingPath.filter((open) => open.level < heading.level);
        state.heading = state.headingPath.map((open) => open.title).join(HEADING_PATH_SEPARATOR);
        state.headingRef = state.headingPath.at(-1)?.title ?? '';
        current.push(heading.title);
        flush();
        continue;
      }
      state.headingPath = [
        ...state.headingPath.filter((open) => open.level < heading.level),
        { level: heading.level, title: heading.title, emptySoFar: true },
      ];
      state.heading = state.headingPath.map((open) => open.title).join(HEADING_PATH_SEPARATOR);
      state.headingRef = heading.ref ?? heading.title;
      state.clauseRef = '';
      pageBreakBefore = false;
      followsParagraph = false;
      continue;
    }
    // A numbered clause starts a block of its own even without a blank line before it.
    if (CLAUSE_NUMBER.test(line)) flush();
    current.push(line);
  }
  flush();
  return blocks;
}

// A page number in a contents table's last column: '12', or 'xii' in the front matter.
const PAGE_NUMBER_CELL = /^(?:\d{1,4}|[ivxlc]{1,7})$/i;

/**
 * A table the reader built from a contents page ('| Threat Model | 5 |'): every row, the first too (a table of
 * figures has a header row of names), is a title and a page number, and the page numbers never go down.
 */
function isContentsTable(rows: readonly string[]): boolean {
  const cells = rows
    .filter((row) => !/^\s*\|[\s|:-]+\|\s*$/.test(row))
    .map((row) =>
      row
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
  if (cells.length < 3) return false;
  let lastPage = 0;
  for (const row of cells) {
    const page = row.at(-1)!;
    if (row.length < 2 || !PAGE_NUMBER_CELL.test(page) || !row.slice(0, -1).some((cell) => /\p{L}/u.test(cell))) return false;
    if (/^\d+$/.test(page)) {
      if (Number(page) < lastPage) return false;
      lastPage = Number(page);
    }
  }
  return true;
}

/** A heading of at most three words with no number: it may be a value ('N/A', 'None') set in the heading's style. */
function isValueHeading(heading: Heading): boolean {
  return heading.ref === undefined && !/^\d/.test(heading.title) && heading.title.split(/\s+/).length <= 3;
}

/** Whether the next line with text after `index` is a heading at `level` or above, so nothing would be read under this one. */
function nextIsHeadingAtOrAbove(lines: readonly string[], index: number, level: number): boolean {
  for (const line of lines.slice(index + 1)) {
    const trimmed = line.trim();
    if (!trimmed || trimmed === '\f') continue;
    const next = MARKDOWN_HEADING.exec(trimmed) ? /^#+/.exec(trimmed)![0].length : undefined;
    return next !== undefined && next <= level;
  }
  return true;
}

// 'July 2019', '15 February 2023', 'February 15, 2023', '2019-07-11': a date and nothing else.
const DATE_ONLY =
  /^(?:(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{1,2},?)?\s+\d{4}|\d{4}-\d{2}-\d{2})$/i;

/**
 * A paragraph of running text, ending as a sentence does ('This publication has been developed by NIST… A-130.'), where
 * a title page ends. A title page's own lines ('C O M P U T E R  S E C U R I T Y', 'Penny Pritzker, Secretary') are none.
 */
function isSubstantialParagraph(block: Block): boolean {
  return block.kind === 'paragraph' && /\p{Ll}/u.test(block.text) && /[.!?][”"’)]*$/u.test(block.text.trim());
}

/** Text was read under the innermost open heading. */
function markRead(state: ReaderState): void {
  const innermost = state.headingPath.at(-1);
  if (innermost) innermost.emptySoFar = false;
}

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

/**
 * Characters of print layout that hide a word from search: soft hyphens and
 * zero-width spaces inside words, ligatures ('ﬁ' in 'ﬁle'), no-break spaces.
 */
function printArtefactsRemoved(text: string): string {
  return text
    .replace(/[\u00AD\u200B\u2060\uFEFF]/g, '')
    .replace(/[\u00A0\u202F]/g, ' ')
    .replace(/[ﬀ-ﬆ]/g, (ligature) => LIGATURES[ligature] ?? ligature);
}

/** One paragraph (or a lead-in with its list) from its lines, with its reference. */
function paragraphBlock(lines: readonly string[], state: ReaderState): Block | undefined {
  const first = lines[0]!;
  let startsSection = false;
  const clause = CLAUSE_NUMBER.exec(first);
  const listRun = lines.filter((line) => LIST_ITEM.test(line)).length > 1;
  const single = !state.structured && !listRun ? SINGLE_CLAUSE_NUMBER.exec(first) : null;
  if (clause || single) {
    state.clauseRef = `Section ${(clause ?? single)![1]}`;
    startsSection = true;
  }
  const text = joinLines(lines, state);
  if (!text) return undefined;
  return { kind: 'paragraph', ref: currentRef(state, text), heading: state.heading, page: state.page, text, startsSection };
}

/**
 * Hard-wrapped lines joined with a space; list items stay one per line. A
 * word broken with a hyphen at a line end is joined as the document writes
 * it elsewhere ('management', but 'case-sensitive').
 */
function joinLines(lines: readonly string[], state: ReaderState): string {
  let text = '';
  for (const line of lines) {
    if (!text) text = line;
    else if (LIST_ITEM.test(line) && !wrappedOntoCapital(text, line)) text += `\n${line}`;
    else if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(line)) text = hyphenJoined(text, line, state);
    else text += ` ${line}`;
  }
  return text.replace(/[ \t]+/g, ' ').trim();
}

// Words a sentence cannot stop on: the line after them goes on with it.
const DANGLING_END = /\b(?:into|onto|of|to|the|a|an|and|or|by|with|from|for|in|on|at|than|that)$/;

/**
 * 'B are incorporated into' + 'A. This mechanism…': a line that only looks like
 * an item ('A.') because the sentence before wrapped onto a capital letter.
 */
function wrappedOntoCapital(text: string, line: string): boolean {
  return /^\p{Lu}\.\s/u.test(line) && DANGLING_END.test(text);
}

function currentRef(state: ReaderState, text: string): string {
  if (state.clauseRef) return state.clauseRef;
  if (state.headingRef) return state.headingRef;
  if (state.hasPages) return `Page ${state.page}`;
  return openingWords(text);
}

/** The words a paragraph begins with, for a document with neither headings nor pages. */
function openingWords(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const opening = words
    .slice(0, 6)
    .join(' ')
    .replace(/[,;:]$/, '');
  return `Paragraph beginning “${opening}${words.length > 6 ? '…' : ''}”`;
}

function continuesAcrossPage(previous: Block, next: Block, samePage = false): boolean {
  return (
    previous.kind === 'paragraph' &&
    !next.startsSection &&
    // A list before a page break may be whole; on one page a lower-case line after it is the last item going on.
    (samePage || !previous.text.includes('\n')) &&
    (!SENTENCE_END.test(previous.text) || BROKEN_ADDRESS.test(previous.text)) &&
    (/^[\p{Ll}\d(]/u.test(next.text) || (!samePage && goesOnOverPage(previous.text)))
  );
}

/** How many words a paragraph holds before a page break for its open end to mean it goes on over the page. */
const PROSE_WORDS = 12;

/**
 * A paragraph of prose the page break cut after a word that ends no sentence goes on over the page, though the
 * next page opens on a capital ('…funded under the ARP Integration' | 'Tariff. In exceptional…'): a name or a proper
 * noun carried over, not a new paragraph. A short line (a caption, a label) may end without a stop; prose does not.
 */
function goesOnOverPage(text: string): boolean {
  return text.split(/\s+/).length >= PROSE_WORDS && /[\p{L}\d,)]$/u.test(text.trim());
}

/**
 * The lead-in ending the page before ('…are as follows:'), past the footnotes printed under it ('10 A device can…'),
 * when `next`, the first block of the new page, is the list it introduces.
 */
function leadInBeforePageBreak(blocks: readonly Block[], next: Block): Block | undefined {
  if (next.kind !== 'paragraph' || next.startsSection || !LIST_ITEM.test(next.text)) return undefined;
  let index = blocks.length - 1;
  while (index > 0 && isFootnoteBlock(blocks[index]!) && blocks[index]!.page === blocks[index - 1]!.page) index -= 1;
  const leadIn = blocks[index];
  if (!leadIn || leadIn.kind !== 'paragraph' || leadIn.page !== next.page - 1 || !/:\s*$/.test(leadIn.text)) return undefined;
  return leadIn;
}

/** A footnote at a page's foot: a paragraph opening with its number and a capital ('10 A device can also…'). */
function isFootnoteBlock(block: Block): boolean {
  return block.kind === 'paragraph' && !block.text.includes('\n') && /^\d{1,3}\s+\p{Lu}/u.test(block.text);
}

// An address a print line end cut after its dot, slash or hyphen ('(https://packages.').
const BROKEN_ADDRESS = /(?:https?:\/\/|www\.)\S*[./-]$/;

/**
 * On one page, a blank line inside a sentence is a reader's mistake, not the
 * author's paragraph: the paragraph stops on a cut word or address, or on a
 * word with no sentence end, and the next begins in lower case.
 */
function brokenMidSentence(previous: Block, next: Block): boolean {
  if (BROKEN_ADDRESS.test(previous.text) || /\p{L}-$/u.test(previous.text)) return true;
  // A definition list ('items' / 'number of items in the hash table' / 'buckets' / …): a term of a few words
  // on a line of its own and the description under it are two blocks, not one sentence.
  if (isTermLine(previous.text) || isTermLine(next.text)) return false;
  // A list whose items stand a blank line apart ('i. Description of the incident' / 'i. Date, time…'): an item
  // opening on a lower-case marker is the next item, not the sentence before going on.
  if (ITEM_MARKER.test(next.text)) return false;
  return /[\p{L},]$/u.test(previous.text) && /^\p{Ll}/u.test(next.text);
}

/** A line of at most three words with no sentence end: a definition list's term. */
function isTermLine(text: string): boolean {
  return !text.includes('\n') && text.trim().split(/\s+/).length <= 3 && !/[.!?:;,]$/.test(text);
}

/** Two halves of one paragraph: a cut address or word joined without a space. */
function joinedParagraph(previous: string, next: string, state: ReaderState): string {
  if (BROKEN_ADDRESS.test(previous)) return previous + next;
  if (/\p{Ll}-$/u.test(previous)) return hyphenJoined(previous, next, state);
  return `${previous} ${next}`;
}

/**
 * A word a line end split with a hyphen ('man-' + 'agement'): written whole
 * where the document writes it whole elsewhere and never with that hyphen,
 * otherwise kept as printed ('case-' + 'sensitive').
 */
function hyphenJoined(left: string, right: string, state: ReaderState): string {
  const head = /(\p{L}+)-$/u.exec(left)?.[1] ?? '';
  const tail = /^\p{L}+/u.exec(right)?.[0] ?? '';
  const words = state.vocabulary();
  const whole = `${head}${tail}`.toLowerCase();
  const hyphenated = `${head}-${tail}`.toLowerCase();
  if (head && tail && words.has(whole) && !words.has(hyphenated)) return left.slice(0, -1) + right;
  return left + right;
}

/**
 * Whether the text was wrapped at a fixed width, as e-mails are: then a
 * paragraph's lines are all short. A text written one paragraph to a line has
 * many long lines, and a title line may follow a paragraph without a blank line.
 */
function isHardWrapped(lines: readonly string[]): boolean {
  const filled = lines.filter((line) => line.trim().length > 0);
  const long = filled.filter((line) => line.length > 100).length;
  return long <= filled.length * 0.1;
}

/**
 * A line that reads as a command at a root prompt rather than a heading: one
 * '#', a lower-case program name, then an option, a path or a hyphenated
 * word ('# apt-get source --build foo', '# dpkg -i foo.deb').
 */
function isRootPromptCommand(line: string): boolean {
  const command = /^#\s+(\p{Ll}[\w.+-]*)\s+(.+)$/u.exec(line);
  return command !== null && /(?:^|\s)--?\w|\/|\w-\w|\.\w/.test(command[2]!);
}

/** Whether the text marks its headings with '#' (outside code blocks). */
function hasMarkdownHeadings(lines: readonly string[]): boolean {
  let inFence = false;
  for (const line of lines) {
    if (isFence(line)) inFence = !inFence;
    else if (!inFence && MARKDOWN_HEADING.test(line.trim())) return true;
  }
  return false;
}

interface Heading {
  title: string;
  ref?: string;
  /** 1 for a chapter, deeper for its sections: the count of '#', or of a clause number's parts. */
  level: number;
}

/** A heading line: '# Title' always; in plain text also 'Section 4 Fees', '4 Fees' or 'FEES'. */
function asHeading(line: string, structured: boolean): Heading | undefined {
  const markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { ...headingWithNumber(markdown[1]!.trim()), level: /^#+/.exec(line)![0].length };
  if (structured) return undefined;
  if (line.length > 90 || /[.;:,!?]$/.test(line)) return undefined;
  const named = NAMED_DIVISION.exec(line);
  if (named) {
    const label = `${capitalise(named[1]!)} ${named[2]}`;
    const title = named[3]!.trim();
    return { title: title ? `${label} ${title}` : label, ref: label, level: 1 };
  }
  const numbered = /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+([A-Z][^.!?]*)$/.exec(line);
  // "4 Fees and remuneration": a number and a short title with no sentence end.
  if (numbered && numbered[2]!.split(/\s+/).length <= 8) {
    return { title: line, ref: `Section ${numbered[1]}`, level: numbered[1]!.split('.').length };
  }
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase() && line.split(/\s+/).length <= 10) {
    return { title: toTitleCase(line), level: 1 };
  }
  return undefined;
}

/** A title opening on a date: '21 May 2018', '3 March 2020 update'. */
const DATED_TITLE = /^\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d\d\b/i;

function headingWithNumber(title: string): { title: string; ref?: string } {
  // A dated heading ('21 May 2018') is no clause 21.
  const numbered = DATED_TITLE.test(title) ? null : /^(\d{1,3}(?:\.\d{1,3})*)\.?\s+/.exec(title);
  if (numbered) return { title, ref: `Section ${numbered[1]}` };
  const named = NAMED_DIVISION.exec(title);
  if (named) return { title, ref: `${capitalise(named[1]!)} ${named[2]}` };
  return { title };
}

/** Joins short blocks of one section into passages and splits long ones at sentence ends. */
function packBlocks(blocks: readonly Block[]): DocumentChunk[] {
  const chunks: DocumentChunk[] = [];
  const push = (ref: string, heading: string, content: string) => {
    // A heading that ends on a colon ('Subsection 5.1 Resignation:') is cited without it.
    chunks.push({ position: chunks.length, sectionRef: ref.replace(/\s*:$/, ''), heading, content });
  };

  let pending: Block | undefined;
  for (const block of blocks) {
    if (block.text.length > MAX_CHUNK_CHARS) {
      if (pending) push(pending.ref, pending.heading, pending.text);
      pending = undefined;
      splitLongBlock(block).forEach((piece) => push(block.ref, block.heading, piece));
      continue;
    }
    // A lead-in ('Debian GNU/Linux is:') belongs with what it introduces, whatever that block's own reference;
    // a table's caption ('Table 2: Run times') with its table, before or after it, so its rows are searched with it.
    const captioned = pending !== undefined && (pending.kind === 'table' ? isCaption(block) : block.kind === 'table' && isCaption(pending));
    // So does a title with no sentence end ('A complete program') before the code or table it names.
    const titles = pending !== undefined && block.kind !== 'paragraph' && !SENTENCE_END.test(pending.text.trimEnd());
    const introduces = pending !== undefined && (/:\s*$/.test(pending.text) || captioned || titles);
    // 'Similarly, running:', a command, then 'removes any existing headers.': the sentence goes on after the code.
    const goesOn = pending !== undefined && /```$/.test(pending.text) && block.kind === 'paragraph' && /^\p{Ll}/u.test(block.text);
    const joinable =
      pending &&
      !block.startsSection &&
      pending.heading === block.heading &&
      (pending.ref === block.ref || introduces || goesOn) &&
      pending.text.length + block.text.length + 1 <= (introduces || goesOn ? MAX_CHUNK_CHARS : TARGET_CHUNK_CHARS);
    if (pending && joinable) {
      pending = { ...pending, text: `${pending.text}\n${block.text}` };
    } else {
      if (pending) push(pending.ref, pending.heading, pending.text);
      pending = { ...block };
    }
  }
  if (pending) push(pending.ref, pending.heading, pending.text);
  return chunks;
}

// 'Table 2: Run times', 'TABLE II. Sizes': a caption names its table by number.
const CAPTION = /^(?:table|tab\.)\s+[\dIVXLA-Z]+(?:[.-]\d+)?\b/i;

function isCaption(block: Block): boolean {
  return block.kind === 'paragraph' && CAPTION.test(block.text) && block.text.length <= 300;
}

function splitLongBlock(block: Block): string[] {
  if (block.kind === 'code') return splitRows(block.text.split('\n').slice(1, -1), (rows) => ['```', ...rows, '```'].join('\n'));
  if (block.kind === 'table') {
    // Each piece repeats the header row and its rule, so every row keeps its column names.
    const rows = block.text.split('\n');
    const header = /^\s*\|[\s|:-]+\|\s*$/.test(rows[1] ?? '') ? rows.slice(0, 2) : [];
    return splitRows(rows.slice(header.length), (piece) => [...header, ...piece].join('\n'));
  }
  return splitLongText(block.text);
}

/** Rows (lines of code, table rows) in pieces under MAX_CHUNK_CHARS, each made whole by `wrap`. */
function splitRows(rows: readonly string[], wrap: (rows: string[]) => string): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const row of rows) {
    if (length + row.length > TARGET_CHUNK_CHARS && current.length > 0) {
      pieces.push(wrap(current));
      current = [];
      length = 0;
    }
    current.push(row.slice(0, MAX_CHUNK_CHARS - 100));
    length += row.length + 1;
  }
  if (current.length > 0) pieces.push(wrap(current));
  return pieces;
}

/**
 * A sentence longer than MAX_CHUNK_CHARS in pieces no longer, each cut after the last clause that fits: a contract's
 * list of clauses ('…and know-how; (F) employee personnel files…') after a semicolon, else after a comma, else between
 * words; never inside a word ('…(F) employe' / 'e personnel files…').
 */
function lengthCuts(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_CHUNK_CHARS) {
    const window = rest.slice(0, MAX_CHUNK_CHARS + 1);
    // The cut falls after a clause's mark and its space, in the window's second half, so no piece is a sliver.
    const after = (mark: RegExp) => {
      let at = -1;
      for (const match of window.matchAll(mark)) if (match.index + match[0].length <= MAX_CHUNK_CHARS) at = match.index + match[0].length;
      return at > MAX_CHUNK_CHARS / 2 ? at : -1;
    };
    const cut = [after(/;\s+/g), after(/,\s+/g), after(/\s+/g)].find((at) => at > 0) ?? MAX_CHUNK_CHARS;
    pieces.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut);
  }
  if (rest.length > 0) pieces.push(rest);
  return pieces;
}

/** Pieces of about TARGET_CHUNK_CHARS, each after the first repeating the sentence before it. */
function splitLongText(text: string): string[] {
  const sentences = splitSentences(text);
  const pieces: string[] = [];
  let current: string[] = [];
  let length = 0;
  const separator = (sentence: string) => (sentence.includes('\n') || LIST_ITEM.test(sentence) ? '\n' : ' ');
  const joined = (parts: readonly string[]) =>
    parts.reduce((all, part, index) => (index === 0 ? part : `${all}${separator(part)}${part}`), '');
  for (const sentence of sentences) {
    if (length + sentence.length > TARGET_CHUNK_CHARS && current.length > 0) {
      pieces.push(joined(current));
      const overlap = current[current.length - 1]!;
      current = overlap.length < TARGET_CHUNK_CHARS / 3 ? [overlap] : [];
      length = current.reduce((sum, item) => sum + item.length + 1, 0);
    }
    // A "sentence" with no full stop for pages on end is cut by length: the one place a cut falls mid-sentence.
    for (const part of lengthCuts(sentence)) {
      if (length + part.length > MAX_CHUNK_CHARS && current.length > 0) {
        pieces.push(joined(current));
        current = [];
        length = 0;
      }
      current.push(part);
      length += part.length + 1;
    }
  }
  if (current.length > 0) pieces.push(joined(current));
  return pieces;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function toTitleCase(line: string): string {
  return line.toLowerCase().replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
}
