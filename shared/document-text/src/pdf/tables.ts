// Tables: consecutive lines split into cells by wide gaps, with cells that
// line up from row to row. A cell that wraps puts a line with fewer cells
// under its row; that text joins the cell above it. Two columns of running
// prose side by side also show wide gaps, but their "cells" are long: those
// are left to the paragraph reader.
import { joinWrapped, type Vocabulary } from './hyphenation.ts';
import { joinFragments, type Cell, type Fragment, type Line } from './lines.ts';

export interface TableRun {
  start: number;
  /** One past the last line of the table. */
  end: number;
  rows: string[][];
}

// A clause number of two levels or more standing alone: '9.1', '11.2.3.'.
const CLAUSE_NUMBER_CELL = /^\d{1,3}(?:\.\d{1,3})+\.?$/;

const LIST_MARKER_CELL = /^(?:[•◦▪▫●○■□‣⁃∙·*–-]|\(?\d{1,3}[.)]|\(?[a-z][.)])$/i;

/** The line's cells, with a bullet or number standing alone joined to the text after it. */
export function contentCells(line: Line): Cell[] {
  const [first, second, ...rest] = line.cells;
  if (first && second && LIST_MARKER_CELL.test(first.text))
    return [{ text: `${first.text} ${second.text}`, x: first.x, right: second.right }, ...rest];
  return line.cells;
}

export function findTables(lines: readonly Line[], lineSpacing: number, vocabulary: Vocabulary): TableRun[] {
  const tables: TableRun[] = [];
  let index = 0;
  while (index < lines.length) {
    const run = tableAt(lines, index, lineSpacing, vocabulary);
    if (run) {
      tables.push(withLabelsAbove(run, lines, lineSpacing, tables.at(-1)?.end ?? 0, vocabulary));
      index = run.end;
    } else {
      index += 1;
    }
  }
  return tables;
}

/** A gap between two items wider than this many ems is more than a space between words: it may part two labels. */
const LABEL_GAP_EMS = 0.5;

/**
 * The table's header row set as a line of labels over its columns, each label centred over its column ('Range',
 * 'Capacitance Minimum', 'Capacitance Maximum' over '1 | 0.2nF | 9.9nF'): its labels stand closer together than a
 * table's cells usually do, so the line reads as fewer cells than the table has, or as one line of text, and is left
 * out of the table, whose first row of figures is then taken for its header. The line right above the table (and up
 * to two more, a label's words wrapping) is its header row when it parts, at gaps wider than a space between words,
 * into two or more short labels each over one column of the table and no two over the same one, and the lines
 * together label every column. (Labels over all but one column, an index column's header left blank, very likely
 * make a header too, but are not taken: see the commit message.)
 */
function withLabelsAbove(run: TableRun, lines: readonly Line[], lineSpacing: number, floor: number, vocabulary: Vocabulary): TableRun {
  const width = run.rows[0]?.length ?? 0;
  const rows = lines.slice(run.start, run.end).map((line) => contentCells(line));
  const full = rows.filter((cells) => cells.length === width);
  if (width < 2 || full.length === 0) return run;
  const columns = Array.from({ length: width }, (_, column) => ({
    x: Math.min(...full.map((cells) => cells[column]!.x)),
    right: Math.max(...full.map((cells) => cells[column]!.right)),
  }));
  const header: string[][] = [];
  let top = run.start;
  while (top > floor && run.start - top < 3) {
    const line = lines[top - 1]!;
    const below = lines[top]!;
    const drop = line.y - below.y;
    const close = top === run.start ? drop < lineSpacing * 2.6 : drop < line.size * 1.6;
    if (line.page !== below.page || line.mono || drop <= 0 || !close || Math.abs(line.size - below.size) > below.size * 0.3) break;
    const labels = labelsOver(line, columns);
    if (!labels) break;
    header.unshift(labels);
    top -= 1;
  }
  // Every column labelled, by one line or by a label's words wrapping over lines ('Date | Module', then 'revision | Description').
  if (header.length === 0 || columns.some((_, column) => header.every((labels) => !labels[column]))) return run;
  const joined = columns.map((_, column) =>
    header.map((labels) => labels[column]!).reduce((all, each) => (all && each ? joinWrapped(all, each, vocabulary) : all || each), ''),
  );
  return { start: top, end: run.end, rows: [joined, ...run.rows] };
}

/** The line's labels by the column each stands over, or undefined for a line that is not a row of labels over them. */
function labelsOver(line: Line, columns: ReadonlyArray<{ x: number; right: number }>): string[] | undefined {
  const pieces: Cell[] = [];
  let current: Fragment[] = [];
  const close = () => {
    const text = joinFragments(current, false);
    if (text) pieces.push({ text, x: current[0]!.x, right: current[current.length - 1]!.right });
    current = [];
  };
  for (const fragment of line.fragments) {
    const previous = current[current.length - 1];
    if (previous && fragment.x - previous.right > LABEL_GAP_EMS * Math.min(previous.size, fragment.size)) close();
    current.push(fragment);
  }
  close();
  if (pieces.length < 2 || pieces.length > columns.length) return undefined;
  if (!pieces.some((piece) => /\p{L}/u.test(piece.text))) return undefined;
  const labels = new Array<string>(columns.length).fill('');
  for (const piece of pieces) {
    if (piece.text.split(/\s+/).length > 6 || /[.!?;:,]$/.test(piece.text)) return undefined;
    const over = columns.flatMap((column, index) => (piece.x < column.right && piece.right > column.x ? [index] : []));
    if (over.length !== 1 || labels[over[0]!]) return undefined;
    labels[over[0]!] = piece.text;
  }
  return labels;
}

function isRow(line: Line): boolean {
  return !line.mono && contentCells(line).length >= 2;
}

function aligned(columns: readonly Cell[], cells: readonly Cell[], size: number): boolean {
  // Some cell after the first starts (or, for right-aligned figures, ends) under a column; or,
  // for a header centred over its column, every cell after the first sits within one.
  const under = (cell: Cell) => columns.some((column) => Math.abs(column.x - cell.x) < size || Math.abs(column.right - cell.right) < size);
  const within = (cell: Cell) => columns.some((column) => column !== columns[0] && cell.x < column.right && cell.right > column.x);
  const rest = cells.slice(1);
  return rest.some(under) || (rest.length > 0 && rest.every(within));
}

function tableAt(lines: readonly Line[], start: number, lineSpacing: number, vocabulary: Vocabulary): TableRun | undefined {
  const first = lines[start]!;
  if (!isRow(first)) return undefined;
  const columns: Cell[] = [...contentCells(first)];
  const rows: Array<{ line: Line; cells: Cell[] }> = [{ line: first, cells: contentCells(first) }];
  let end = start + 1;
  while (end < lines.length) {
    const line = lines[end]!;
    const previous = lines[end - 1]!;
    const close = previous.y - line.y > 0 && previous.y - line.y < lineSpacing * 2.6;
    if (!close || line.page !== previous.page) break;
    if (isRow(line) && aligned(columns, contentCells(line), line.size)) {
      rows.push({ line, cells: contentCells(line) });
      columns.push(...contentCells(line));
      end += 1;
      continue;
    }
    // A wrapped cell: one or two cells under columns of the row above, close to it, followed by more of the table.
    const next = lines[end + 1];
    const underColumns = contentCells(line).every((cell) =>
      columns.some((column) => cell.x > column.x - line.size && cell.x < Math.max(column.right, column.x + line.size)),
    );
    const insideColumn = contentCells(line).some((cell) => cell.x > first.x + line.size);
    const wrapped =
      !line.mono &&
      underColumns &&
      previous.y - line.y < lineSpacing * 1.4 &&
      (insideColumn || (next !== undefined && isRow(next) && aligned(columns, contentCells(next), next.size)));
    if (!wrapped) break;
    rows.push({ line, cells: contentCells(line) });
    end += 1;
  }
  const real = rows.filter((row) => row.cells.length >= 2);
  if (real.length < 2) return undefined;
  // Rows whose every cell is a long run of words are columns of prose side by side; a table has a short column.
  const proseRows = real.filter((row) => row.cells.every((cell) => cell.text.length > 45)).length;
  if (proseRows > real.length / 2) return undefined;
  if (real.every((row) => isStretchedLine(row.cells))) return undefined;
  // Clauses whose numbers a tab sets apart ('9.1⇥Contractual Relationship. Each Authorized Affiliate…', '9.2⇥…'): every
  // row a clause number and, mostly, a long run of words. Paragraphs, each its number before its text, not a table.
  const clauses = real.every((row) => row.cells.length === 2 && CLAUSE_NUMBER_CELL.test(row.cells[0]!.text));
  if (clauses && real.filter((row) => row.cells[1]!.text.length > 45).length > real.length / 2) return undefined;
  return { start, end, rows: gridOf(rows, vocabulary) };
}

/**
 * A justified line of long unbreakable words ('"YYYYMMDDhhmmss.sZ", "YYYYMMDDhhmm+hh’mm’"')
 * has wide gaps too, but all of one width, between one-word "cells".
 */
function isStretchedLine(cells: readonly Cell[]): boolean {
  if (cells.length < 3 || cells.some((cell) => /\s/.test(cell.text))) return false;
  const gaps = cells.slice(1).map((cell, index) => cell.x - cells[index]!.right);
  return Math.max(...gaps) < Math.min(...gaps) * 1.3;
}

/**
 * Rows of cell texts under the table's columns; a wrapped line's text goes into the row above, a word its cell's line
 * end split rejoined ('consoli-' / 'dated', as in a paragraph).
 */
function gridOf(rows: ReadonlyArray<{ line: Line; cells: Cell[] }>, vocabulary: Vocabulary): string[][] {
  // Each column starts where its leftmost cell does: a header centred over its column starts further right.
  const widest = rows.reduce((best, row) => (row.cells.length > best.cells.length ? row : best), rows[0]!);
  const full = rows.filter((row) => row.cells.length === widest.cells.length);
  const starts = widest.cells.map((_, column) => Math.min(...full.map((row) => row.cells[column]!.x)));
  const columns = widest.cells.map((_, column) => ({
    x: starts[column]!,
    right: Math.max(...full.map((row) => row.cells[column]!.right)),
  }));
  const size = widest.line.size;
  const columnOf = (cell: Cell) => {
    let best = 0;
    starts.forEach((x, column) => {
      if (x <= cell.x + size) best = column;
    });
    return best;
  };
  // A table whose rows stand apart by more than their cells' lines (cell padding): a line of several cells set as close
  // under a line of its row as a cell's own lines, its first column empty, is the row's cells wrapping together
  // ('Tested Code | Code delivered under | Minimum of 90% |…' then ' | the order must have | test coverage of all |…').
  const drops = rows.slice(1).map((row, index) => rows[index]!.line.y - row.line.y);
  const tight = Math.min(...drops.filter((drop) => drop > size * 0.8));
  const padded = drops.some((drop) => drop > tight * 1.4);
  const grid: string[][] = [];
  for (const [index, row] of rows.entries()) {
    const cells = row.cells.length >= 2 && row.cells.length < starts.length ? splitAtColumns(row.line, starts, columns) : row.cells;
    const drop = drops[index - 1] ?? 0;
    // The line above is of the same row: of several cells too, or one on this very baseline (the first column's own wrap).
    const above = rows[index - 1];
    const sameRow = above !== undefined && (above.cells.length >= 2 || Math.abs(drop) < row.line.size * 0.3);
    const goesOn = padded && sameRow && columnOf(cells[0]!) > 0 && drop > -row.line.size && drop <= tight * 1.15;
    const wraps = (row.cells.length < 2 || goesOn) && grid.length > 0;
    const target = wraps ? grid.pop()! : new Array<string>(starts.length).fill('');
    for (const cell of cells) {
      const column = columnOf(cell);
      const before = target[column];
      target[column] = !before ? cell.text : wraps ? joinWrapped(before, cell.text, vocabulary) : `${before} ${cell.text}`;
    }
    grid.push(target);
  }
  return grid;
}

/**
 * A row's cells where the table's columns start: in a table with rules between its columns the gap between two
 * cells can be as narrow as a wide space ('Mon' then 'Lecture 1: Intro to Pokerbots'), so an item that starts
 * right where other rows start a column starts a cell there too.
 */
function splitAtColumns(line: Line, starts: readonly number[], columns: ReadonlyArray<{ x: number; right: number }>): Cell[] {
  const size = line.size;
  const cells: Cell[] = [];
  let current: Fragment[] = [];
  const close = () => {
    const text = joinFragments(current, false);
    if (text) cells.push({ text, x: current[0]!.x, right: current[current.length - 1]!.right });
    current = [];
  };
  for (const fragment of line.fragments) {
    const previous = current[current.length - 1];
    const gap = previous ? fragment.x - previous.right : 0;
    const atColumn = starts.some((x) => Math.abs(fragment.x - x) < size * 0.3);
    const startsCell = line.cells.some((cell) => cell.x === fragment.x);
    if (previous && (startsCell || (atColumn && gap > size * 0.5))) close();
    current.push(fragment);
  }
  close();
  const [first, second, ...rest] = cells;
  if (first && second && LIST_MARKER_CELL.test(first.text))
    return [{ text: `${first.text} ${second.text}`, x: first.x, right: second.right }, ...rest];
  // A header row of labels centred over their columns ('Range', 'THIGH at full scale', 'Master frequency' over '0.0nF to
  // 9.9nF | 981μS | 100.9kHz'), set closer than a table's cells, starts no cell where a column does: two of its cells
  // would fall in one column. Then its labels each over a column of their own are its cells, where it parts into them.
  const column = (cell: Cell) => starts.reduce((best, x, index) => (x <= cell.x + line.size ? index : best), 0);
  if (new Set(cells.map(column)).size < cells.length) {
    const labels = labelsOver(line, columns);
    if (labels) return labels.flatMap((text, index) => (text ? [{ text, x: starts[index]!, right: columns[index]!.right }] : []));
  }
  return cells;
}

export function pipeTable(rows: readonly string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').trim();
  const lines = rows.map((row) => `| ${row.map(escape).join(' | ')} |`);
  const rule = `| ${rows[0]!.map(() => '---').join(' | ')} |`;
  return [lines[0]!, rule, ...lines.slice(1)].join('\n');
}
