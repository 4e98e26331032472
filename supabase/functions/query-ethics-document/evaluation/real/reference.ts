// What the evaluation checks quotes against: the document's own printed
// lines, read independently of the extractor under test. Lines that repeat
// at the top or bottom of many pages (running headers and footers) and lines
// that are only a page number are set aside; what is left is the body a quote
// must come from, word for word.

export interface Reference {
  /** The body as printed, page after page, one printed line per line. */
  body: string;
  /** Running headers, footers and page-number lines found in the print. */
  running: string[];
  /** The letters and digits of the body, lower case, and where each sits in `body`. */
  stream: string;
  positions: number[];
  /** Every printed line, in order. */
  lines: string[];
  /**
   * The letters and digits of every line the document prints as a heading
   * (see printedHeadings), with and without a leading section number: only
   * these may be cited by name or stand before a sentence as its heading.
   */
  headings: Set<string>;
  /** Lines printed as code (a fixed-pitch font), normalised: each a block of its own. */
  code: Set<string>;
  /** Lines printed in another type size than the line after them, normalised: a label or strapline, a block of its own. */
  setApart: Set<string>;
  /** Words printed split at a line end ('man-' + 'agement'), as they should read joined. */
  joinedAtLineEnd: Set<string>;
  /** Words printed with a hyphen inside a line, so a hyphen there is the author's. */
  hyphenatedInLine: Set<string>;
  /** Table-of-contents entries: a title and its page number, as printed. */
  contents: string[];
  /** Whether the document came as pages (a PDF). */
  paged: boolean;
  pageCount: number;
}

/** How many lines at each end of a page may be a running header or footer. */
const EDGE_LINES = 2;

// A title, then dot leaders or a tab, then its page number; or Word's broken-field text. Not an ellipsis in a formula
// whose subscripts the layout set on another line ('v0 ... v15' printed as '... v', 'v' a page in Roman numerals).
const CONTENTS_ENTRY = /\p{L}{2}.*?(?:\t|(?:\s?\.){3,})\s*(?:\d{1,4}|[ivxlc]{1,6})\s*$|\tError! Bookmark not defined\.$/iu;

/** One printed line of a PDF with what its type says: its largest size and whether every letter is bold, or fixed-pitch. */
export interface PrintedLine {
  text: string;
  size: number;
  bold: boolean;
  mono: boolean;
  letters: number;
}

/** Type this much larger than the body's is a heading's. */
const HEADING_SIZE = 1.12;
/** A heading is a title, not a paragraph set large or bold. */
const HEADING_MAX_WORDS = 20;

/**
 * The lines a PDF prints as headings: set larger than the body text (the size
 * most of its letters are set in), or wholly bold where the body is not; and
 * the titles of its bookmarks. Read from the print, not from the layout reader
 * under test.
 */
export function printedHeadings(pages: readonly (readonly PrintedLine[])[], bookmarks: readonly string[] = []): string[] {
  const lines = pages.flat().filter((line) => line.letters > 0);
  const bySize = new Map<number, number>();
  let boldLetters = 0;
  let allLetters = 0;
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    bySize.set(size, (bySize.get(size) ?? 0) + line.letters);
    if (line.bold) boldLetters += line.letters;
    allLetters += line.letters;
  }
  const bodySize = [...bySize].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  // In a document set mostly in bold, bold marks nothing.
  const boldMarks = boldLetters < allLetters / 2;
  const styled = lines.filter((line) => readsAsTitle(line.text) && (line.size >= bodySize * HEADING_SIZE || (boldMarks && line.bold)));
  return [...styled.map((line) => line.text), ...bookmarks];
}

/**
 * Whether text set apart (large or bold) reads as a title rather than a
 * sentence given emphasis: a few words, with a letter, not stopping on a
 * comma or a full stop ('Chapter 1.' may).
 */
export function readsAsTitle(line: string): boolean {
  const text = normaliseLine(line);
  const words = text.split(' ').length;
  return /\p{L}/u.test(text) && words <= HEADING_MAX_WORDS && !/[,;]$/.test(text) && !(words > 3 && /\.$/.test(text));
}

/**
 * A heading without its leading number: '7.2 GUID', 'Chapter 3. Sorting', 'B. Roles', a paper's 'IV. Summary' read
 * 'GUID', 'Sorting', 'Roles', 'Summary'.
 */
export function unnumbered(heading: string): string {
  return heading.replace(
    /^(?:(?:[Ss]ection|[Cc]hapter|[Pp]art|[Aa]ppendix|SECTION|CHAPTER|PART|APPENDIX)\s+)?(?:\d+(?:\.\d+)*\.?|[A-Z](?:\.\d+)*\.|[IVXL]{2,6}\.)\s+(?=\S)/,
    '',
  );
}

/** A heading's letters and digits, with and without its leading number. */
function headingKeys(heading: string): string[] {
  const text = normaliseLine(heading.replace(/^#{1,6}\s+/, ''));
  return [...new Set([streamOf(text).stream, streamOf(unnumbered(text)).stream])].filter((key) => key.length > 0);
}

/** Whether `line` is one the document prints as a heading. */
export function isPrintedHeading(line: string, reference: Pick<Reference, 'headings'>): boolean {
  return headingKeys(line).some((key) => reference.headings.has(key));
}

export function buildReference(
  pages: readonly (readonly string[])[],
  headings: readonly string[] = [],
  code: readonly string[] = [],
  setApart: readonly string[] = [],
): Reference {
  const contents = pages
    .flat()
    .filter((line) => CONTENTS_ENTRY.test(line))
    .map(normaliseLine);
  const cleaned = pages.map((lines) => lines.map((line) => normaliseLine(line)).filter((line) => line.length > 0));
  const isRunning = runningLines(cleaned);
  const running = new Set<string>();
  const bodyLines: string[] = [];
  if (pages.length === 1) {
    // One page (a Word or text file): no furniture, and its blank lines are the author's paragraph breaks.
    bodyLines.push(...pages[0]!.map(normaliseLine).filter((line, index, all) => line.length > 0 || (index > 0 && all[index - 1] !== '')));
  }
  cleaned.forEach((lines) => {
    if (pages.length === 1) return;
    lines.forEach((line, index) => {
      const atEdge = index < EDGE_LINES || index >= lines.length - EDGE_LINES;
      if (atEdge && (isPageNumber(line) || isRunning(line))) {
        running.add(line);
        return;
      }
      bodyLines.push(line);
    });
    // A page break is no paragraph break: a sentence may go on over it.
    bodyLines.push('\f');
  });
  const body = bodyLines.join('\n');
  const { stream, positions } = streamOf(body);
  return {
    body,
    running: [...running],
    stream,
    positions,
    lines: cleaned.flat(),
    // A text file's Markdown headings are printed as such whoever reads it.
    headings: new Set([...headings, ...pages.flat().filter((line) => /^#{1,6}\s+\S/.test(line))].flatMap(headingKeys)),
    code: new Set(code.map(normaliseLine)),
    setApart: new Set(setApart.map(normaliseLine)),
    joinedAtLineEnd: splitWords(bodyLines),
    hyphenatedInLine: new Set(bodyLines.flatMap((line) => (line.match(/\p{L}+-\p{L}+/gu) ?? []).map((word) => word.toLowerCase()))),
    contents,
    paged: pages.length > 1,
    pageCount: pages.length,
  };
}

/** Letters and digits only, lower case, with each one's position in the text. */
export function streamOf(text: string): { stream: string; positions: number[] } {
  let stream = '';
  const positions: number[] = [];
  // Character by character, so a ligature ('ﬁ' → 'fi') still points at its place in the text.
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!.normalize('NFKC').toLowerCase();
    // A footnote mark ('point:⁵') is not part of the text a quote must hold.
    if (/[⁰¹²³⁴⁵⁶⁷⁸⁹]/u.test(text[index]!)) continue;
    for (const part of char) {
      if (/[\p{L}\p{N}]/u.test(part)) {
        stream += part;
        positions.push(index);
      }
    }
  }
  return { stream, positions };
}

export function normaliseLine(line: string): string {
  return (
    line
      // A glyph the font maps to a control character (a check box read as U+0000) prints as no letter, as the reader drops it.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000E-\u001F]/g, '')
      .replace(/[\u00AD\u200B\u2060\uFEFF]/g, '')
      .replace(/[\u00A0\u202F\t]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A line's shape for spotting repeats: digits blanked, so page 3's header and page 4's share one. */
function lineKey(line: string): string {
  return line.replace(/\d+/g, '#');
}

/** Its first two words' shape: 'Chapter 2: ASN.1 structure handling 3' and 'Chapter 4: Function reference 9' share 'Chapter #:'. */
function leadKey(line: string): string {
  return lineKey(line).split(' ').slice(0, 2).join(' ');
}

/**
 * Running headers and footers: a line at a page's top or bottom that repeats
 * there on at least three pages, or whose opening words do and which carries
 * a page number or is set in capitals, as chapter headers that end with the
 * page's section title are ('CHAPTER 3. CHOOSING A DEBIAN … 3.1. WHICH …').
 */
function runningLines(pages: readonly (readonly string[])[]): (line: string) => boolean {
  const whole = new Map<string, number>();
  const lead = new Map<string, number>();
  const count = (map: Map<string, number>, keys: Iterable<string>) => {
    for (const key of new Set(keys)) map.set(key, (map.get(key) ?? 0) + 1);
  };
  for (const lines of pages) {
    const edges = [...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)];
    count(whole, edges.map(lineKey));
    count(lead, edges.map(leadKey));
  }
  const threshold = Math.max(3, Math.ceil(pages.length * 0.1));
  return (line) => {
    if ((whole.get(lineKey(line)) ?? 0) >= threshold) return true;
    const capitals = line.replace(/[^\p{L}]/gu, '');
    // A page number opens or ends it; a list item's number ('1. Click the Activate button…', a step that happens to
    // stand at a page's foot as other steps do) is no page number.
    const marked = /^\d+(?![.)]\s)|\d$/.test(line) || (capitals.length > 3 && capitals === capitals.toUpperCase());
    return marked && (lead.get(leadKey(line)) ?? 0) >= threshold;
  };
}

function isPageNumber(line: string): boolean {
  return /^(?:\d{1,4}|[ivxlcdm]{1,6}|page \d+(?: of \d+)?)$/i.test(line);
}

/** 'man-' at a line end and 'agement' opening the next: 'management'. */
function splitWords(lines: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const head = /(\p{L}+)-$/u.exec(lines[index]!);
    const tail = /^(\p{Ll}+)/u.exec(lines[index + 1]!);
    if (head && tail) words.add(`${head[1]}-${tail[1]}`.toLowerCase());
  }
  return words;
}
