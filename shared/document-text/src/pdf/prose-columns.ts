// Columns of running prose set side by side (a slide's three people, each a
// name, a role and a paragraph; three columns of short blurbs), drawn row by
// row across the columns: every print line holds one line of each column, so
// the line parts at wide gaps into "cells" as a table's rows do. A table's
// cells stand for themselves; these go on from one line to the next in their
// column ('Robin leads the foundation team,' then 'projects and communities
// with the'). Such lines are taken apart into each column's own lines, column
// after column, for the paragraph reader to join.
import { toLine, type Cell, type Line } from './lines.ts';
import { contentCells } from './tables.ts';

const SENTENCE_END = /[.!?:;]["'”’)\]]*$/;

// A line opening on a bullet: a list item.
const BULLETED = /^[•◦▪▫●○■□‣⁃∙·➢➤►▸✓✔\uF000-\uF0FF]/;

interface Span {
  x: number;
  right: number;
}

interface Run {
  /** One past the run's last line. */
  end: number;
  /** Per column, its lines' pieces from top to bottom. */
  columns: Line[][];
}

/** The page's lines with every run of side-by-side prose columns replaced by its columns' lines, one column after another. */
export function withProseColumnsRead(lines: readonly Line[], lineSpacing: number): Line[] {
  const result: Line[] = [];
  let index = 0;
  while (index < lines.length) {
    const run = runAt(lines, index, lineSpacing);
    if (run && isProse(run.columns)) {
      const titled = withTitles(run, lines[run.end], lineSpacing);
      result.push(...titled.columns.flatMap(leftAligned));
      index = titled.end;
      continue;
    }
    result.push(...lines.slice(index, run?.end ?? index + 1));
    // A run that is no prose is not tried again from a later line: its rows without their first would read the same.
    index = run?.end ?? index + 1;
  }
  return result;
}

/**
 * The lines from here whose every piece stands under one column of the first line's (two or more), none two under one:
 * a line below, a few lines at most, or a piece of one drawn on its own on the same baseline further right (one column's
 * line drawn after another's). Undefined when the line parts into no columns.
 */
function runAt(lines: readonly Line[], start: number, lineSpacing: number): Run | undefined {
  const first = lines[start]!;
  const firstCells = contentCells(first);
  if (first.mono || firstCells.length < 2) return undefined;
  const spans: Span[] = firstCells.map((cell) => ({ x: cell.x, right: cell.right }));
  const columns: Line[][] = spans.map(() => []);
  let end = start;
  for (; end < lines.length; end += 1) {
    const line = lines[end]!;
    const previous = end > start ? lines[end - 1] : undefined;
    if (previous && !follows(previous, line, lineSpacing)) break;
    // Past a blank line's gap, only a line across the columns goes on the run: a line in one column alone there ('Name:'
    // over the next pair of checklist items) starts a block of its own.
    if (previous && previous.y - line.y > line.size * ADJACENT_LINE_EMS && contentCells(line).length < 2) break;
    const placed = placeCells(contentCells(line), spans);
    if (line.mono || !placed) break;
    placed.forEach((cell, column) => {
      if (cell) columns[column]!.push(pieceOf(line, cell));
    });
  }
  // A line whose own pieces overlap across (a piece drawn over another) parts into no columns.
  return end > start ? { end, columns } : undefined;
}

/**
 * The columns' titles, drawn after their text (Google Slides draws 'Amplification', 'Presence', 'Tooling' last, over
 * the three columns they head): the line right after the run, on its page, above its top line by a few lines at most,
 * one title over each column. Each goes first in its column.
 */
function withTitles(run: Run, line: Line | undefined, lineSpacing: number): Run {
  const top = Math.max(...run.columns.flat().map((each) => each.y));
  if (!line || line.mono || line.page !== run.columns[0]![0]!.page || line.y <= top || line.y - top > lineSpacing * 4) return run;
  const spans = run.columns.map((column) => ({
    x: Math.min(...column.map((each) => each.x)),
    right: Math.max(...column.map((each) => each.right)),
  }));
  const titles = placeCells(contentCells(line), spans);
  if (!titles || titles.some((title) => !title)) return run;
  return { end: run.end + 1, columns: run.columns.map((column, index) => [pieceOf(line, titles[index]!), ...column]) };
}

/** The next line of a run: a line or a few below on the same page, or on the same baseline further right. */
function follows(previous: Line, line: Line, lineSpacing: number): boolean {
  if (line.page !== previous.page) return false;
  const drop = previous.y - line.y;
  const level = Math.abs(drop) < line.size * 0.3 && line.x > previous.right;
  return level || (drop > 0 && drop < lineSpacing * 2.6);
}

/** The cells by the column each overlaps across, or undefined when one overlaps none or several, or two share one. */
function placeCells(cells: readonly Cell[], spans: readonly Span[]): Array<Cell | undefined> | undefined {
  const placed = new Array<Cell | undefined>(spans.length).fill(undefined);
  for (const cell of cells) {
    const over = spans.flatMap((span, index) => (cell.x < span.right && cell.right > span.x ? [index] : []));
    if (over.length !== 1 || placed[over[0]!]) return undefined;
    placed[over[0]!] = cell;
  }
  return placed;
}

/** The part of the line printed in this cell, as a line of its own. */
function pieceOf(line: Line, cell: Cell): Line {
  const fragments = line.fragments.filter((fragment) => fragment.x >= cell.x - 0.01 && fragment.right <= cell.right + 0.01);
  return fragments.length > 0 ? toLine(fragments, line.page) : line;
}

/** A cell of figures: most of its letters and digits are digits ('2022/04/18', '€1,200', '90%'). */
function isFigure(text: string): boolean {
  const digits = (text.match(/\d/g) ?? []).length;
  return digits > 0 && digits * 2 >= (text.match(/[\p{L}\d]/gu) ?? []).length;
}

/** Cells this long on average, at the least, are running words; a table's are often a word or a figure. */
const PROSE_CELL_CHARS = 15;

/**
 * Columns of prose, not a table's: two or more, each of two lines or more and each going on from one line to the next
 * in more of its line pairs than not (see goesOn), no cell a figure, and cells long on average. A table's cells
 * stand for themselves: a header row, a column of labels or figures, rows that start afresh each line.
 */
function isProse(columns: readonly Line[][]): boolean {
  if (columns.length < 2 || columns.some((column) => column.length < 2)) return false;
  if (columns.flat().some((cell) => isFigure(cell.text))) return false;
  // A table's column of labels ('Term', 'Duty holder', 'Hazard' beside their definitions) is short words, and fewer lines
  // than its neighbour's long text; columns of prose side by side run to lengths alike.
  const lengths = columns.map((column) => column.length);
  if (Math.min(...lengths) * 2 < Math.max(...lengths)) return false;
  if (columns.some((column) => column.reduce((sum, cell) => sum + cell.text.length, 0) < column.length * PROSE_CELL_CHARS)) return false;
  return columns.every((column) => {
    const pairs = column.slice(1).flatMap((line, index) => (adjacent(column[index]!, line) ? [[column[index]!, line] as const] : []));
    const going = pairs.filter(([above, below]) => goesOn(above, below)).length;
    return going > 0 && going * 2 > pairs.length;
  });
}

/** A slide's lines stand up to twice their type size apart (Google Slides' 1.8); a blank line between two blocks puts them further. */
const ADJACENT_LINE_EMS = 2;

/** Two lines of one column in one type size, the lower a line under the upper: a pair of a paragraph's lines or of two blocks'. */
function adjacent(above: Line, below: Line): boolean {
  const size = Math.max(above.size, below.size);
  const drop = above.y - below.y;
  return Math.abs(above.size - below.size) <= size * 0.15 && drop > 0 && drop <= size * ADJACENT_LINE_EMS;
}

/** The upper line's sentence goes on in the lower: it ends on no stop and the lower opens in lower case. */
function goesOn(above: Line, below: Line): boolean {
  return !SENTENCE_END.test(above.text) && /^\p{Ll}/u.test(below.text);
}

/**
 * A column set centred (each line's middle where the others' are, their left edges ragged) with its lines moved to its
 * left edge: the paragraph reader takes a line further right than the one above for a new paragraph's indent.
 */
function leftAligned(column: readonly Line[]): Line[] {
  const left = Math.min(...column.map((line) => line.x));
  const middles = column.map((line) => (line.x + line.right) / 2);
  const size = Math.max(...column.map((line) => line.size));
  const ragged = Math.max(...column.map((line) => line.x)) - left > size;
  // A bulleted item's lines are ragged by its hanging indent, which the paragraph reader reads as the item going on.
  const listed = column.some((line) => BULLETED.test(line.text));
  if (!ragged || listed || Math.max(...middles) - Math.min(...middles) > size) return [...column];
  return column.map((line) => {
    const shift = line.x - left;
    return toLine(
      line.fragments.map((fragment) => ({ ...fragment, x: fragment.x - shift, right: fragment.right - shift })),
      line.page,
    );
  });
}
