// Text items into print lines. Items are taken in the order the PDF draws
// them, which for almost every producer is reading order (column by column in
// a two-column layout); a new line starts when the baseline moves or the text
// goes back left. Within a line, a gap wider than a space becomes a space and
// a wide gap splits the line into cells, which is how tables show themselves.
import { glyphOffsets } from './glyph-offsets.ts';
import { fontTraits, printedMarker } from './fonts.ts';
import type { PdfPageText, PdfTextItem } from './types.ts';

export interface Fragment {
  text: string;
  x: number;
  right: number;
  y: number;
  size: number;
  bold: boolean;
  italic: boolean;
  mono: boolean;
}

export interface Cell {
  text: string;
  x: number;
  right: number;
}

export interface Line {
  page: number;
  /** Baseline, in PDF units from the bottom of the page. */
  y: number;
  x: number;
  right: number;
  /** The font size most of the line's characters are set in. */
  size: number;
  text: string;
  /** Every character is in a bold font. */
  bold: boolean;
  /** Every character is in an italic font. */
  italic: boolean;
  /** Every character is in a monospace font. */
  mono: boolean;
  fragments: Fragment[];
  cells: Cell[];
}

/**
 * A symbol font's space (Word's Symbol and Wingdings put their glyphs at U+F000 plus the character code, so
 * the space a bulleted table cell is padded with comes out as U+F020, its no-break space as U+F0A0): blank,
 * as a space is, not a bullet or a character of the text.
 */
const SYMBOL_FONT_SPACE = /[\uF020\uF0A0]/g;

/** A note's mark: its number, or a symbol a document numbers notes with. */
const NOTE_MARK = /^(?:\d{1,3}|[*†‡§])$/;

/** A gap wider than this many ems between two items on a line separates table cells. */
const CELL_GAP_EMS = 1.2;
/** A gap wider than this many ems is a space between words. */
const SPACE_GAP_EMS = 0.12;

export function pageLines(page: PdfPageText, pageIndex: number): Line[] {
  const lines: Line[] = [];
  let current: Fragment[] = [];
  const close = () => {
    if (current.length > 0) lines.push(toLine(current, pageIndex));
    current = [];
  };
  const turn = dominantTurn(page);
  // A word a diagram writes downwards, one letter under another ('T', 'E', 'A', 'M' down a box): its letters so far.
  let stacked: Stack | undefined;
  for (const item of page.items) {
    const [, , c = 0, d = 1] = item.transform;
    // Text at another angle than most of the page (a margin stamp, a rotated column heading) is not part of the reading text.
    if (turnOf(item) !== turn || page.styles[item.fontName]?.vertical) continue;
    const str = printedMarker(item.str.replace(SYMBOL_FONT_SPACE, ' '), page.fontNames?.[item.fontName] ?? '');
    if (!str.trim()) continue;
    const [x, y] = turned(item, turn);
    const size = item.height || Math.hypot(c, d) || 1;
    const traits = fontTraits(page, item.fontName);
    const fragment: Fragment = { text: str, x, right: x + item.width, y, size, ...traits };
    const letter = /^\p{L}$/u.test(str.trim());
    if (letter && stacked && current[current.length - 1] === stacked.fragment && isStackedUnder(stacked, fragment)) {
      stacked.fragment.text += str.trim();
      stacked.fragment.right = Math.max(stacked.fragment.right, fragment.right);
      stacked.y = y;
      continue;
    }
    const last = current[current.length - 1];
    if (last) {
      // A superscript ('21st', a note mark) rises by up to half the type size; a subscript drops less.
      const first = current[0]!;
      const larger = Math.max(size, first.size);
      const rise = y - first.y;
      const sameBaseline = Math.abs(y - last.y) <= 0.45 * Math.min(size, last.size) || (rise <= 0.6 * larger && rise >= -0.35 * larger);
      // A note mark drawn after the rest of its line (Google Docs draws '12' last, raised, in small type, back over the
      // line it belongs to): part of that line, where it stands, not a line of its own.
      const mark = sameBaseline && rise > 0 && size < first.size * 0.8 && NOTE_MARK.test(str.trim()) && x >= first.x && x <= last.right;
      if (mark) {
        placeMark(current, fragment);
        continue;
      }
      if (!sameBaseline || x < last.right - Math.max(size, last.size)) close();
    }
    current.push(fragment);
    stacked = letter ? { fragment, y, centre: (x + fragment.right) / 2 } : undefined;
  }
  close();
  return withCellsRejoined(lines, pageIndex);
}

/**
 * A letter drawn right under the last of a lone run of letters, in its type, as close as a line of type is tall:
 * the next letter of a word written downwards. Lines of text, even of one letter each, stand wider apart.
 */
function isStackedUnder(stacked: Stack, letter: Fragment): boolean {
  const drop = stacked.y - letter.y;
  return (
    letter.size === stacked.fragment.size &&
    letter.bold === stacked.fragment.bold &&
    drop >= letter.size * 0.75 &&
    drop <= letter.size * 1.3 &&
    Math.abs((letter.x + letter.right) / 2 - stacked.centre) < letter.size * 0.4
  );
}

interface Stack {
  fragment: Fragment;
  /** The baseline of its last letter. */
  y: number;
  /** The middle of its first letter, which the letters under it share. */
  centre: number;
}

/**
 * A note mark drawn after the rest of its line goes back where it is printed. Where its x falls inside an item
 * ('Life Cycle . The', with the mark printed in the gap after 'Cycle'), the item is split at the word end nearest
 * the mark (see glyphOffsets): the word before the mark ends where the mark starts, the rest starts where it ends.
 * A gap pdf.js filled with a space before a stop or a comma was the mark's room, so that space goes
 * ('Life Cycle5. The').
 */
function placeMark(fragments: Fragment[], mark: Fragment): void {
  const hostIndex = fragments.findIndex((each) => mark.x > each.x + charWidth(each) && mark.x < each.right - charWidth(each) / 2);
  const host = fragments[hostIndex];
  if (!host) {
    const at = fragments.findIndex((each) => each.x > mark.x);
    fragments.splice(at < 0 ? fragments.length : at, 0, mark);
    return;
  }
  const offsets = glyphOffsets(host.text, host.right - host.x);
  let split = -1;
  for (let index = 1; index < host.text.length; index += 1) {
    if (!/\s/.test(host.text[index]!) || /\s/.test(host.text[index - 1]!)) continue;
    if (split < 0 || Math.abs(host.x + offsets[index]! - mark.x) < Math.abs(host.x + offsets[split]! - mark.x)) split = index;
  }
  if (split < 0) {
    fragments.splice(hostIndex + 1, 0, mark);
    return;
  }
  const rest = host.text.slice(split).replace(/^\s+(?=[.,;:!?)\]])/, '');
  fragments.splice(hostIndex, 1, { ...host, text: host.text.slice(0, split), right: mark.x }, mark, { ...host, text: rest, x: mark.right });
}

/** How many lines back a table cell's first line may be from the next cell's. */
const CELL_LOOKBACK = 12;

/**
 * Some producers draw a table cell by cell: the first cell's lines, then the
 * next cell's from the top of the row again. Such a line, on the baseline of a
 * line a few lines back and to its right, with only lower lines in between,
 * belongs on that line. Two columns of prose meet the same test only after a
 * whole column of lines, and their lines are both wide, so they stay apart.
 */
function withCellsRejoined(lines: Line[], page: number): Line[] {
  if (lines.length < 2) return lines;
  const left = Math.min(...lines.map((line) => line.x));
  const width = Math.max(...lines.map((line) => line.right)) - left;
  const result: Line[] = [];
  for (const line of lines) {
    let merged = false;
    for (let back = result.length - 1; back >= Math.max(0, result.length - CELL_LOOKBACK); back -= 1) {
      const earlier = result[back]!;
      const tolerance = 0.3 * Math.min(earlier.size, line.size);
      if (Math.abs(earlier.y - line.y) > tolerance) continue;
      const between = result.slice(back + 1);
      const narrow = Math.min(earlier.right - earlier.x, line.right - line.x) < width * 0.42;
      if (line.x > earlier.right && narrow && between.length > 0 && between.every((other) => other.y < earlier.y - tolerance)) {
        result[back] = toLine(
          [...earlier.fragments, ...line.fragments].sort((a, b) => a.x - b.x),
          page,
        );
        merged = true;
      } else if (line.x > earlier.right && narrow && isCentredCell(between, earlier, line)) {
        // The row's other cells sit on the middle line of a cell that wraps around it: that cell goes in the row whole.
        result.splice(back, result.length - back, toLine([...earlier.fragments, centredCell(between), ...line.fragments], page));
        merged = true;
      }
      break;
    }
    if (!merged) result.push(line);
  }
  return result;
}

/**
 * A table cell of two or three lines drawn between two cells of its row that are set level with its middle (a row's
 * cells centred in their height): its lines stand one under another at one left edge, between the two cells
 * across, some above their baseline and some below it, no further than a line from it.
 */
function isCentredCell(between: readonly Line[], earlier: Line, line: Line): boolean {
  if (between.length < 2 || between.length > 3) return false;
  const size = Math.min(earlier.size, line.size);
  const x = between[0]!.x;
  return (
    between.every(
      (each, index) =>
        Math.abs(each.x - x) < size * 0.5 &&
        each.x > earlier.right &&
        each.right < line.x &&
        Math.abs(each.y - earlier.y) < size * 1.2 &&
        (index === 0 || each.y < between[index - 1]!.y),
    ) &&
    between[0]!.y > earlier.y &&
    between[between.length - 1]!.y < earlier.y
  );
}

/** A centred cell's lines as one piece of text on its row's baseline. */
function centredCell(lines: readonly Line[]): Fragment {
  const first = lines[0]!.fragments[0]!;
  return {
    ...first,
    text: lines.map((each) => each.text).join(' '),
    x: Math.min(...lines.map((each) => each.x)),
    right: Math.max(...lines.map((each) => each.right)),
  };
}

/** The quarter turn an item is set at: 0 upright, 1 running up the page, 2 upside down, 3 running down. */
function turnOf(item: PdfTextItem): number {
  const [a = 1, b = 0] = item.transform;
  return (Math.round(Math.atan2(b, a) / (Math.PI / 2)) + 4) % 4;
}

/**
 * The quarter turn most of the page's text is set at. A landscape table
 * printed sideways on a portrait page is read in its own direction.
 */
export function dominantTurn(page: PdfPageText): number {
  const weights = [0, 0, 0, 0];
  for (const item of page.items) weights[turnOf(item)]! += item.str.trim().length;
  return weights.indexOf(Math.max(...weights));
}

/** The item's start in the page turned so its text runs left to right, y growing upwards. */
function turned(item: PdfTextItem, turn: number): [number, number] {
  const [, , , , x = 0, y = 0] = item.transform;
  if (turn === 1) return [y, -x];
  if (turn === 2) return [-x, -y];
  if (turn === 3) return [-y, x];
  return [x, y];
}

export function toLine(fragments: Fragment[], page: number): Line {
  const first = fragments[0]!;
  const sizes = new Map<number, number>();
  for (const fragment of fragments) {
    const key = Math.round(fragment.size * 2) / 2;
    sizes.set(key, (sizes.get(key) ?? 0) + fragment.text.length);
  }
  const size = [...sizes.entries()].sort((p, q) => q[1] - p[1])[0]![0];
  // The baseline of the line's main text, not of a superscript.
  const main = fragments.find((fragment) => Math.round(fragment.size * 2) / 2 === size) ?? first;
  const letters = fragments.filter((fragment) => /\S/.test(fragment.text));
  const mono = letters.every((fragment) => fragment.mono);
  return {
    page,
    y: main.y,
    x: first.x,
    right: Math.max(...fragments.map((fragment) => fragment.right)),
    size,
    text: joinFragments(fragments, mono),
    bold: letters.every((fragment) => fragment.bold),
    italic: letters.every((fragment) => fragment.italic),
    mono,
    fragments,
    cells: cellsOf(fragments),
  };
}

/** The line's text: a space where the gap between two items is as wide as one; in code, as many spaces as fit. */
export function joinFragments(fragments: readonly Fragment[], mono: boolean): string {
  let text = '';
  let previous: Fragment | undefined;
  for (const fragment of fragments) {
    if (previous) {
      const gap = fragment.x - previous.right;
      const spaced = /\s$/.test(text) || /^\s/.test(fragment.text);
      if (mono && gap > 0) {
        const width = charWidth(previous);
        const spaces = Math.round(gap / width);
        if (spaces > 0 && !spaced) text += ' '.repeat(spaces);
      } else if (gap > SPACE_GAP_EMS * Math.min(previous.size, fragment.size) && !spaced) {
        text += ' ';
      }
    }
    text += fragment.text;
    previous = fragment;
  }
  return mono ? text.replace(/\s+$/, '') : text.replace(/\s+/g, ' ').trim();
}

export function charWidth(fragment: Fragment): number {
  const length = fragment.text.length || 1;
  return (fragment.right - fragment.x) / length || fragment.size * 0.6;
}

function cellsOf(fragments: readonly Fragment[]): Cell[] {
  const cells: Cell[] = [];
  let current: Fragment[] = [];
  const close = () => {
    if (current.length === 0) return;
    const text = joinFragments(current, false);
    if (text) cells.push({ text, x: current[0]!.x, right: current[current.length - 1]!.right });
    current = [];
  };
  let previous: Fragment | undefined;
  for (const fragment of fragments) {
    // Spaces drawn as text inside one item can also open a wide gap: "Name      Value".
    if (previous && fragment.x - previous.right > CELL_GAP_EMS * Math.min(previous.size, fragment.size)) close();
    current.push(fragment);
    previous = fragment;
  }
  close();
  return cells;
}
