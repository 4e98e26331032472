// A PDF's text rebuilt from where and how its text is printed: print lines
// from item positions, page furniture and the table of contents dropped,
// headings from type size, weight and numbering, paragraphs joined across line
// ends and page breaks, split words rejoined, code and tables kept as blocks.
// The output is the document-text form: pages separated by form feeds.
import { withoutFontArtefacts } from '../artefacts.ts';
import { withoutContents } from './contents.ts';
import { withoutFurniture } from './furniture.ts';
import { joinWrapped, vocabularyOf, type Vocabulary } from './hyphenation.ts';
import { dominantTurn, pageLines, type Line } from './lines.ts';
import { pageBlocks, type PageBlock } from './page-blocks.ts';
import { bodyStyleOf } from './stats.ts';
import type { PdfPageText } from './types.ts';

const SENTENCE_END = /[.!?:;]["'”’)\]]*$/;

export function pdfPagesToDocumentText(pages: readonly PdfPageText[]): string {
  const steps = layoutSteps(pages);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * The same, pausing between pages (`pause` might yield to the browser's event
 * loop), so a long document never holds the page for the whole of its layout.
 */
export function pdfPagesToDocumentTextInSteps(pages: readonly PdfPageText[], pause: () => Promise<void>): Promise<string> {
  return runSteps(layoutSteps(pages), pause);
}

/** A page's print lines, which need no other page: made as soon as the page is read. */
export interface PrintedPage {
  lines: Line[];
  /** The page's height, where its margins are looked for; 0 for a page read sideways, whose margins are elsewhere. */
  height: number;
}

export function printedPage(page: PdfPageText, index: number): PrintedPage {
  return { lines: pageLines(page, index), height: dominantTurn(page) === 0 ? page.viewportHeight : 0 };
}

/** The rest of the layout, for pages already printed, pausing as pdfPagesToDocumentTextInSteps does. */
export function printedPagesToDocumentTextInSteps(printed: readonly PrintedPage[], pause: () => Promise<void>): Promise<string> {
  return runSteps(documentSteps(printed), pause);
}

async function runSteps(steps: Generator<void, string>, pause: () => Promise<void>): Promise<string> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await pause();
  }
}

/** The layout, one page at a time: it yields after each page's lines, after the whole-document passes and after each page's blocks. */
function* layoutSteps(pages: readonly PdfPageText[]): Generator<void, string> {
  const printed: PrintedPage[] = [];
  for (const [index, page] of pages.entries()) {
    printed.push(printedPage(page, index));
    yield;
  }
  return yield* documentSteps(printed);
}

function* documentSteps(printed: readonly PrintedPage[]): Generator<void, string> {
  const pageLinesOf = printed.map((page) => page.lines);
  const body = bodyStyleOf(pageLinesOf);
  const furnished = withoutFurniture(
    pageLinesOf,
    printed.map((page) => page.height),
    body,
  );
  yield;
  const lines = furnished.map((page) => withoutContents(page, furnished.length));
  const vocabulary = vocabularyOf(lines.flat().map((line) => line.text));
  yield;
  const blocks: PageBlock[][] = [];
  for (const pageLinesLeft of lines) {
    blocks.push(pageBlocks(pageLinesLeft, body, vocabulary));
    yield;
  }
  joinAcrossPages(blocks, vocabulary);
  // Per page, so the form feeds between pages stay and any inside a page go.
  return blocks.map((page) => withoutFontArtefacts(pageText(page))).join('\f');
}

/** A paragraph the page break cut in two goes on the page it starts on. */
function joinAcrossPages(pages: PageBlock[][], vocabulary: Vocabulary): void {
  for (let page = 1; page < pages.length; page += 1) {
    const next = pages[page]![0];
    const previousPage = [...pages.slice(0, page)].reverse().find((blocks) => blocks.some((block) => !isFootnote(block)));
    // The text goes on past the footnotes at the foot of the page.
    const last = previousPage?.filter((block) => !isFootnote(block)).pop();
    if (!last || !next || next.kind !== 'paragraph' || (last.kind !== 'paragraph' && last.kind !== 'item')) continue;
    const split = /\p{L}[-‐]$/u.test(last.text);
    // A list item goes on at its own text's indent ('Government Information and...' under an item's text).
    const underItem = last.kind === 'item' && Math.abs(next.x - last.x) < 2;
    if (SENTENCE_END.test(last.text) || !(split || underItem || /^[\p{Ll}\d(]/u.test(next.text))) continue;
    last.text = joinWrapped(last.text, next.text, vocabulary);
    pages[page]!.shift();
  }
}

function isFootnote(block: PageBlock): boolean {
  return block.kind === 'paragraph' && block.footnote === true;
}

function pageText(blocks: readonly PageBlock[]): string {
  let text = '';
  let previous: PageBlock | undefined;
  for (const block of blocks) {
    // List items of one list stay together, one to a line.
    const separator = previous?.kind === 'item' && block.kind === 'item' ? '\n' : '\n\n';
    text += previous ? separator + block.text : block.text;
    previous = block;
  }
  return text;
}
