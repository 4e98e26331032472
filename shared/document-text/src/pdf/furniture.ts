// Page furniture: running headers and footers and page numbers. They are
// printed on every page at the same place, so a line near the top or bottom
// of a page whose text (with its numbers blanked) comes back at the same
// height on other pages is furniture. A chapter's running head repeats only
// over the chapter's pages, so a few pages are enough. A line set apart in the
// band where such lines sit on at least half the pages is furniture too,
// though its words change ('CHAPTER 2. GETTING STARTED', then 'CHAPTER 3...').
// A bigger line is a title, not a running head, and so is a line not set
// apart from the text above or below it; but a bigger line at a page's edge
// whose very words come back at the same place on at least half the pages is
// a running head (Google Docs prints a header of two 14-point lines over
// 12-point text, 'The Bylaws of' over the body's name, which read as two
// headings broke every paragraph that ran over a page).
import type { Line } from './lines.ts';

/** How many lines at the top and at the bottom of a page may be furniture. */
const EDGE_LINES = 2;
/** How many baselines a letterhead set apart at the top or the foot of every page may have. */
const LETTERHEAD_LINES = 6;
/** Baselines within this many PDF units count as the same place. */
const SAME_PLACE = 3;

const PAGE_NUMBER = /^(?:page\s+)?[-–—([]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*[-–—)\]]?(?:\s*(?:of|\/)\s*\d{1,4})?$/i;

// Characters that print nothing (control and format characters): a null glyph some exporters set beside the page number
// (Apple Pages), a soft hyphen, zero-width spaces and joiners, a byte-order mark.
const PRINTS_NOTHING = /[\p{Cc}\p{Cf}]/gu;

export function isPageNumber(text: string): boolean {
  return PAGE_NUMBER.test(text.replace(PRINTS_NOTHING, '').trim());
}

/** The lines of each page without running headers, footers and page numbers. */
export function withoutFurniture(
  pages: readonly Line[][],
  heights: readonly number[],
  body: { size: number; lineSpacing: number },
): Line[][] {
  // Only the outer fifth of a page, top and bottom, holds furniture: a number or a repeated line mid-page is text.
  const margins = pages.map((lines, page) => lines.filter((line) => inMargin(line, heights[page] ?? 0)));
  const edges = margins.map(edgeLines);
  const seen = new Map<string, Array<{ page: number; y: number; text: string }>>();
  edges.forEach((lines, page) => {
    for (const line of lines) {
      const key = furnitureKey(line.text);
      const places = seen.get(key) ?? [];
      places.push({ page, y: line.y, text: line.text });
      seen.set(key, places);
    }
  });
  const needed = pages.length <= 3 ? 2 : 3;
  const pagesAtSamePlace = (line: Line, exact: boolean) => {
    const places = seen.get(furnitureKey(line.text)) ?? [];
    const same = places.filter((place) => Math.abs(place.y - line.y) <= SAME_PLACE && (!exact || place.text === line.text));
    return new Set(same.map((place) => place.page)).size;
  };
  const repeats = (line: Line) => pagesAtSamePlace(line, false) >= needed;
  // Lines set apart at the edge of the page, by height: a running head whose words change with the section still sits in one band.
  const apart = pages.map((lines, page) =>
    edgeGroups(lines, body.lineSpacing).filter((line) => line.size <= body.size * 1.1 && inMargin(line, heights[page] ?? 0)),
  );
  const bandPages = (line: Line) => apart.filter((lines) => lines.some((other) => Math.abs(other.y - line.y) <= 1.5)).length;
  // A letterhead of three lines or more (address, then telephone and fax) is set apart at the page's edge as a running
  // head is, but has too many baselines for one; each of its lines comes back word for word at the same place on most
  // pages, which no line of text does.
  const printedAt = new Map<string, Array<{ page: number; y: number }>>();
  margins.forEach((lines, page) => {
    for (const line of lines) printedAt.set(line.text, [...(printedAt.get(line.text) ?? []), { page, y: line.y }]);
  });
  // A bigger line is left to the running-head rule below, which keeps the title on the first page.
  const onMostPages = (line: Line) =>
    line.size <= body.size * 1.1 &&
    new Set((printedAt.get(line.text) ?? []).filter((place) => Math.abs(place.y - line.y) <= SAME_PLACE).map((place) => place.page)).size >=
      pages.length * 0.5;
  const letterheads = pages.map((lines, page) => {
    const height = heights[page] ?? 0;
    if (pages.length < 4 || height <= 0) return new Set<Line>();
    const group = edgeGroups(lines, body.lineSpacing, LETTERHEAD_LINES).filter((line) => inMargin(line, height));
    // The head and the foot are read apart: a footer whose page number changes leaves the letterhead above a letterhead.
    const [head, foot] = [group.filter((line) => line.y > height / 2), group.filter((line) => line.y <= height / 2)];
    return new Set([head, foot].filter((lines) => lines.every(onMostPages)).flat());
  });
  return pages.map((lines, page) => {
    const candidates = new Set(apart[page]);
    return lines.filter((line) => {
      if (edges[page]!.includes(line) && isPageNumber(line.text)) return false;
      if (letterheads[page]!.has(line)) return false;
      // A bigger line, word for word at the same place on half the pages, is a running head all the same; its
      // first page keeps it, as there it is the document's title.
      const bigger = line.size > body.size * 1.1;
      if (bigger && page > 0 && pages.length >= 4 && edges[page]!.includes(line) && pagesAtSamePlace(line, true) >= pages.length * 0.5)
        return false;
      if (pages.length < 2 || !candidates.has(line)) return true;
      return !(repeats(line) || (pages.length >= 4 && !readsAsText(line.text) && bandPages(line) >= pages.length * 0.5));
    });
  });
}

/**
 * A line going on from the page before ('otherwise.'), ending a sentence or leading in ('Conflicts of Interest:'):
 * text, though it stands apart at the top where another page's running head would sit (a word processor starts
 * every page's text at the same height).
 */
function readsAsText(text: string): boolean {
  return /^\p{Ll}/u.test(text) || /[.!?:]["'”’)]?$/u.test(text);
}

function inMargin(line: Line, height: number): boolean {
  return height <= 0 || line.y > height * 0.8 || line.y < height * 0.2;
}

/**
 * The lines above the page's text and below it: one or two baselines at the
 * top (and at the bottom) set off from the rest by more than a line's space. A
 * short page may be all edge; then only the smaller group counts.
 */
function edgeGroups(lines: readonly Line[], lineSpacing: number, baselines = 2): Line[] {
  const byHeight = [...lines].sort((a, b) => b.y - a.y);
  const top = edgeGroup(byHeight, lineSpacing, baselines);
  const bottom = edgeGroup([...byHeight].reverse(), lineSpacing, baselines);
  if (top.length + bottom.length < lines.length) return [...top, ...bottom];
  return top.length <= bottom.length ? top : bottom;
}

function edgeGroup(ordered: readonly Line[], lineSpacing: number, most: number): Line[] {
  let baselines = 1;
  for (let index = 1; index < ordered.length; index += 1) {
    const gap = Math.abs(ordered[index - 1]!.y - ordered[index]!.y);
    if (gap > lineSpacing * 1.3) return ordered.slice(0, index);
    if (gap > 1 && ++baselines > most) return [];
  }
  return [];
}

/** The top and bottom lines of a page, where a page number may be. */
function edgeLines(lines: readonly Line[]): Line[] {
  const byHeight = [...lines].sort((a, b) => b.y - a.y);
  if (byHeight.length <= EDGE_LINES * 2) return byHeight;
  return [...byHeight.slice(0, EDGE_LINES), ...byHeight.slice(-EDGE_LINES)];
}

/** The line with its numbers blanked, so 'Page 3 of 9' and 'Page 4 of 9' match. */
function furnitureKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}
