// Reads one pdfjs page into the layout reader's input. Typed by the few
// members it uses, so this package imports no pdfjs: the browser passes the
// page of its bundled pdfjs, Node tests and the evaluation the legacy build's.
import { printedPage, printedPagesToDocumentTextInSteps, type PrintedPage } from './pdf/document-text.ts';
import type { PdfFontStyle, PdfPageText, PdfTextItem } from './pdf/types.ts';

export interface PdfjsPage {
  getTextContent(): Promise<{ items: ReadonlyArray<object>; styles: Record<string, PdfFontStyle> }>;
  getViewport(options: { scale: number }): { height: number };
  getOperatorList(options?: { annotationMode?: number }): Promise<unknown>;
  commonObjs: { has(id: string): boolean; get(id: string, callback?: (data: unknown) => void): unknown };
}

/** pdfjs's AnnotationMode.DISABLE: a page prepared only for its fonts leaves its annotations (links, form fields) alone. */
const ANNOTATIONS_OFF = 0;

/** Fonts a page of this document is being prepared for: pages read at the same time share one preparation per font. */
export type FontLoads = Map<string, Promise<unknown>>;

/** How long a font may take to arrive once its page is prepared; past it, its name is simply not known. */
const FONT_WAIT_MS = 2000;

/**
 * The page's text items, styles, height and font names. The PDF's own font
 * names ('Arial-BoldMT') tell bold headings; pdfjs hands a font over (in
 * `commonObjs`, shared by all pages) only once a page using it is prepared for
 * drawing, which costs as much again as reading its text. So only a page with
 * a font not seen before, nor being prepared for another page, is prepared:
 * in most documents, the first few.
 */
export async function readPdfjsPage(page: PdfjsPage, fontLoads: FontLoads = new Map()): Promise<PdfPageText> {
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is PdfTextItem => 'str' in item);
  const fonts = [...new Set(items.filter((item) => item.str.trim()).map((item) => item.fontName))];
  const missing = fonts.filter((fontName) => !page.commonObjs.has(fontName));
  if (missing.some((fontName) => !fontLoads.has(fontName))) {
    const preparing = page.getOperatorList({ annotationMode: ANNOTATIONS_OFF });
    for (const fontName of missing)
      if (!fontLoads.has(fontName))
        fontLoads.set(
          fontName,
          preparing.then(() => handedOver(page, fontName)),
        );
  }
  await Promise.all(missing.map((fontName) => fontLoads.get(fontName)));
  const fontNames: Record<string, string> = {};
  for (const fontName of fonts) {
    const font = page.commonObjs.has(fontName) ? (page.commonObjs.get(fontName) as { name?: unknown }) : undefined;
    if (typeof font?.name === 'string') fontNames[fontName] = font.name;
  }
  return { items, styles: content.styles, viewportHeight: page.getViewport({ scale: 1 }).height, fontNames };
}

/**
 * Resolves once pdfjs has the font on this thread. Where the browser installs
 * fonts, pdfjs hands one over only after the browser has loaded it, which may
 * be after the page's preparation is done.
 */
function handedOver(page: PdfjsPage, fontName: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FONT_WAIT_MS);
    page.commonObjs.get(fontName, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface PdfjsDocument {
  numPages: number;
  getPage(number: number): Promise<PdfjsPage & { cleanup(): unknown }>;
}

export interface ReadPagesOptions {
  /** Told before each page is taken in, from 1. */
  onPage?: (page: number, pages: number) => void;
  /** Awaited after each page: the browser's turn. */
  pause?: () => Promise<void>;
}

/** Pages asked of pdfjs before the one being taken in is done. */
const READ_AHEAD = 4;

/**
 * Every page of a pdfjs document, in order. A few pages are asked for ahead,
 * so pdfjs's worker never waits for the caller's thread between pages.
 */
export function readPdfjsPages(pdf: PdfjsDocument, options: ReadPagesOptions = {}): Promise<PdfPageText[]> {
  return readPages(pdf, options, (page) => page);
}

/**
 * The document's text in the document-text form. Each page's print lines are
 * made as soon as it is read, while pdfjs's worker reads the pages after it;
 * the passes over the whole document follow once every page is in.
 */
export async function readPdfjsDocumentText(pdf: PdfjsDocument, options: ReadPagesOptions = {}): Promise<string> {
  const printed: PrintedPage[] = await readPages(pdf, options, printedPage);
  return printedPagesToDocumentTextInSteps(printed, options.pause ?? (() => Promise.resolve()));
}

async function readPages<T>(pdf: PdfjsDocument, options: ReadPagesOptions, take: (page: PdfPageText, index: number) => T): Promise<T[]> {
  const fontLoads: FontLoads = new Map();
  const reads: Array<Promise<PdfPageText>> = [];
  const read = (number: number) => {
    const reading = pdf.getPage(number).then(async (page) => {
      const text = await readPdfjsPage(page, fontLoads);
      page.cleanup();
      return text;
    });
    // Its failure is seen when it is awaited in turn; a page after a failed one never is.
    reading.catch(() => undefined);
    reads.push(reading);
  };
  for (let number = 1; number <= Math.min(READ_AHEAD, pdf.numPages); number += 1) read(number);
  const taken: T[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    options.onPage?.(number, pdf.numPages);
    taken.push(take(await reads[number - 1]!, number - 1));
    if (number + READ_AHEAD <= pdf.numPages) read(number + READ_AHEAD);
    await options.pause?.();
  }
  return taken;
}
