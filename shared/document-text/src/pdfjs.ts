// Reads one pdfjs page into the layout reader's input. Typed by the few
// members it uses, so this package imports no pdfjs: the browser passes the
// page of its bundled pdfjs, Node tests and the evaluation the legacy build's.
import type { PdfFontStyle, PdfPageText, PdfTextItem } from './pdf/types.ts';

export interface PdfjsPage {
  getTextContent(): Promise<{ items: ReadonlyArray<object>; styles: Record<string, PdfFontStyle> }>;
  getViewport(options: { scale: number }): { height: number };
  getOperatorList(): Promise<unknown>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
}

/**
 * The page's text items, styles, height and font names. The PDF's own font
 * names ('Arial-BoldMT') tell bold headings; pdfjs hands a font over (in
 * `commonObjs`, shared by all pages) only once a page using it is prepared for
 * drawing, which costs as much again as reading its text. So only a page with
 * a font not seen before is prepared: in most documents, the first few.
 */
export async function readPdfjsPage(page: PdfjsPage): Promise<PdfPageText> {
  const content = await page.getTextContent();
  const items = content.items.filter((item): item is PdfTextItem => 'str' in item);
  const fonts = [...new Set(items.filter((item) => item.str.trim()).map((item) => item.fontName))];
  if (fonts.some((fontName) => !page.commonObjs.has(fontName))) await page.getOperatorList();
  const fontNames: Record<string, string> = {};
  for (const fontName of fonts) {
    const font = page.commonObjs.has(fontName) ? (page.commonObjs.get(fontName) as { name?: unknown }) : undefined;
    if (typeof font?.name === 'string') fontNames[fontName] = font.name;
  }
  return { items, styles: content.styles, viewportHeight: page.getViewport({ scale: 1 }).height, fontNames };
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
export async function readPdfjsPages(pdf: PdfjsDocument, options: ReadPagesOptions = {}): Promise<PdfPageText[]> {
  const reads: Array<Promise<PdfPageText>> = [];
  const read = (number: number) => {
    const reading = pdf.getPage(number).then(async (page) => {
      const text = await readPdfjsPage(page);
      page.cleanup();
      return text;
    });
    // Its failure is seen when it is awaited in turn; a page after a failed one never is.
    reading.catch(() => undefined);
    reads.push(reading);
  };
  for (let number = 1; number <= Math.min(READ_AHEAD, pdf.numPages); number += 1) read(number);
  const pages: PdfPageText[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    options.onPage?.(number, pdf.numPages);
    pages.push(await reads[number - 1]!);
    if (number + READ_AHEAD <= pdf.numPages) read(number + READ_AHEAD);
    await options.pause?.();
  }
  return pages;
}
