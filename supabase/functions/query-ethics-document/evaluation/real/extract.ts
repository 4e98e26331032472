// Reads a real document in Node as the browser reads it: a PDF's text items
// through pdfjs into the layout reader, a Word file's HTML through mammoth
// into the same document-text form, a .txt file as it is. Alongside, the
// printed lines as pdfjs gives them (or mammoth's raw paragraphs), which the
// evaluation checks quotes against without trusting the layout reader.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  DOCX_STYLE_MAP,
  docxHtmlToDocumentText,
  docxWithEquationsAsText,
  glyphOffsets,
  markdownToDocumentText,
  pdfPagesToDocumentText,
  printedMarker,
  readPdfjsPages,
  type PdfPageText,
} from '@meitheal/document-text';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { type PrintedLine, printedHeadings, readsAsTitle } from './reference.ts';

export interface ReadDocument {
  /** What the browser sends as documentText. */
  documentText: string;
  /** The printed lines of each page (one page for a Word or text file). */
  printedPages: string[][];
  /** The lines the document prints as headings (see printedHeadings), for buildReference. */
  printedHeadings: string[];
  /** The lines a PDF sets wholly in a fixed-pitch font: code, each a block of its own. */
  printedCode: string[];
  /** The lines a PDF sets in another type size than the line after them ('10 minutes // free' in 10 pt over body text in 11). */
  printedSetApart: string[];
}

export async function readDocument(path: string): Promise<ReadDocument> {
  const bytes = await readFile(path);
  switch (extname(path).toLowerCase()) {
    case '.pdf':
      return readPdf(new Uint8Array(bytes));
    case '.docx': {
      // Word prints an equation's text ('180mm x 140mm x 80mm') where it stands, so the print read holds it too.
      const docx = Buffer.from(await docxWithEquationsAsText(new Uint8Array(bytes).buffer));
      // Word's own heading styles, read by mammoth's default mapping, not the style map under test, and Word's Title
      // style, which prints a document's title in large type as a heading is (mammoth's defaults leave it a paragraph).
      const [html, raw, plainHtml] = await Promise.all([
        mammoth.convertToHtml({ buffer: docx }, { styleMap: [...DOCX_STYLE_MAP] }),
        mammoth.extractRawText({ buffer: docx }),
        mammoth.convertToHtml({ buffer: docx }, { styleMap: ["p[style-name='Title'] => h1:fresh"] }),
      ]);
      return {
        documentText: docxHtmlToDocumentText(html.value),
        printedPages: [raw.value.split('\n')],
        printedHeadings: htmlHeadings(plainHtml.value),
        printedCode: [],
        printedSetApart: [],
      };
    }
    default: {
      // A Markdown file prints as a page shows it: a link as its words, no '**' (markdownToDocumentText).
      const raw = bytes.toString('utf8');
      const text = /\.(?:md|markdown)$/i.test(path) ? markdownToDocumentText(raw) : raw;
      // A text file marks a heading only with Markdown's '#'.
      return {
        documentText: text,
        printedPages: [text.split('\n')],
        printedHeadings: text.split('\n').filter((line) => /^#{1,6}\s+\S/.test(line)),
        printedCode: [],
        printedSetApart: [],
      };
    }
  }
}

async function readPdf(data: Uint8Array): Promise<ReadDocument> {
  // As the browser opens it (model/extract-pdf.ts): nothing is drawn, so no font faces.
  const pdf = await getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages = await readPdfjsPages(pdf);
    const printed = pages.map(printedLines);
    return {
      documentText: pdfPagesToDocumentText(pages),
      printedPages: printed.map((lines) => lines.map((line) => line.text)),
      printedHeadings: printedHeadings(printed, bookmarkTitles(await pdf.getOutline())),
      printedCode: printed
        .flat()
        .filter((line) => line.mono && line.letters > 0)
        .map((line) => line.text),
      printedSetApart: printed.flatMap(setApartLines),
    };
  } finally {
    await pdf.destroy();
  }
}

/** A page's lines set in a type size half a point or more away from the next line's: a block of their own, as a label or a strapline is. */
function setApartLines(lines: readonly PrintedLine[]): string[] {
  return lines
    .filter((line, index) => {
      const next = lines[index + 1];
      return next !== undefined && line.letters > 0 && next.letters > 0 && Math.abs(line.size - next.size) >= 0.5;
    })
    .map((line) => line.text);
}

interface Bookmark {
  title: string;
  items?: Bookmark[];
}

/** The PDF's bookmarks (its outline), every level: the author's own list of headings. */
function bookmarkTitles(outline: readonly Bookmark[] | null): string[] {
  return (outline ?? []).flatMap((bookmark) => [bookmark.title, ...bookmarkTitles(bookmark.items ?? [])]);
}

/**
 * The headings of mammoth's HTML: every h1 to h6 (Word's heading styles), and
 * a paragraph set wholly in bold that reads as a title, as a PDF's bold line does.
 */
function htmlHeadings(html: string): string[] {
  const styled = [...html.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g)].map((match) => htmlText(match[1]!));
  const bold = [...html.matchAll(/<p>\s*<strong>([^<]*)<\/strong>\s*<\/p>/g)].map((match) => htmlText(match[1]!)).filter(readsAsTitle);
  return [...styled, ...bold];
}

function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * The page's lines in pdfjs's order: a new line where the baseline moves or
 * pdfjs marks an end of line; each with its largest type size and whether all
 * of its letters are bold or fixed-pitch, so the reference can tell headings and code.
 */
function printedLines(page: PdfPageText): PrintedLine[] {
  const lines: PrintedLine[] = [];
  let line: PrintedLine = { text: '', size: 0, bold: true, mono: true, letters: 0 };
  let lastY: number | undefined;
  let lastEnd = 0;
  // Where each item of the line stands on the page and in the line's text, to put a note mark back (placeMark).
  let spans: PrintedSpan[] = [];
  const close = () => {
    lines.push(line);
    line = { text: '', size: 0, bold: true, mono: true, letters: 0 };
    spans = [];
  };
  for (const item of page.items) {
    const [, , , , x = 0, y = 0] = item.transform;
    // A symbol font's space (U+F020, U+F0A0: Word pads bulleted table cells with it) prints as a space, and a
    // pictograph font's glyph standing alone as the bullet the page shows ('§' of Wingdings is a square).
    const str = printedMarker(item.str.replace(/[\uF020\uF0A0]/g, ' '), page.fontNames?.[item.fontName] ?? '');
    // Google Docs draws a note's raised mark after the rest of its line, back over it: the page prints it after the
    // word it follows ('(FISMA)¹ is the authoritative source'), not on a line of its own after the line.
    if (lastY !== undefined && isMarkDrawnBack(str, x, y - lastY, item.height, line.size, spans)) {
      line.text = placeMark(line.text, str.trim(), x, spans);
      continue;
    }
    if (lastY !== undefined && Math.abs(y - lastY) > 1 && str.trim()) close();
    // Pieces of one word sit edge to edge; a gap of a fifth of the type size is a space.
    const gap = x - lastEnd > Math.max(1, item.height * 0.2);
    line.text += line.text && gap && !line.text.endsWith(' ') && !str.startsWith(' ') ? ` ${str}` : str;
    spans.push({ x, right: x + item.width, start: line.text.length - str.length, end: line.text.length });
    const letters = str.replace(/[^\p{L}\p{N}]/gu, '').length;
    if (letters > 0) {
      line.size = Math.max(line.size, item.height);
      line.bold &&= BOLD_FONT.test(page.fontNames?.[item.fontName] ?? '');
      line.mono &&= page.styles[item.fontName]?.fontFamily === 'monospace' || MONO_FONT.test(page.fontNames?.[item.fontName] ?? '');
      line.letters += letters;
    }
    if (str.trim()) {
      lastY = y;
      lastEnd = x + item.width;
    }
    if (item.hasEOL) close();
  }
  if (line.text) close();
  return lines.map((printed) => ({ ...printed, text: printed.text.trim() })).filter((printed) => printed.text.length > 0);
}

/** One item of a printed line: where it stands on the page, and where its text is in the line's. */
interface PrintedSpan {
  x: number;
  right: number;
  start: number;
  end: number;
}

/** A note's mark: its number, or a symbol a document numbers notes with. */
const NOTE_MARK = /^(?:\d{1,3}|[*†‡§])$/;

/**
 * A note mark drawn after the rest of its line: small raised type ('1' in 5.7 pt over a 9.5 pt line) that goes
 * back left into the line it rises over, so it stands inside that line as printed.
 */
function isMarkDrawnBack(str: string, x: number, rise: number, height: number, lineSize: number, spans: readonly PrintedSpan[]): boolean {
  const last = spans[spans.length - 1];
  return (
    last !== undefined &&
    NOTE_MARK.test(str.trim()) &&
    rise > 0 &&
    rise <= 0.6 * lineSize &&
    height < 0.8 * lineSize &&
    x >= spans[0]!.x &&
    x < last.right - 0.5
  );
}

/**
 * The line's text with the mark where the page prints it: at the end of the item it starts at, or, inside an
 * item, at the word end nearest its x (by the reader's own estimate of where each character starts,
 * glyphOffsets). A space pdfjs put in the mark's room before a stop or a comma goes ('Life Cycle . The' prints
 * 'Life Cycle⁵. The').
 */
function placeMark(text: string, mark: string, x: number, spans: readonly PrintedSpan[]): string {
  // In a gap between two items, it follows the one before.
  const host =
    spans.find((span) => x >= span.x - 0.5 && x <= span.right + 0.5) ?? spans.filter((span) => span.right <= x).pop() ?? spans[0]!;
  const offsets = glyphOffsets(text.slice(host.start, host.end), host.right - host.x);
  // Where on the page the character at `index` of the line's text starts.
  const xAt = (index: number) => host.x + offsets[index - host.start]!;
  // At an item's start, it follows the item before.
  if (x <= host.x + 1) return `${text.slice(0, host.start)}${mark}${text.slice(host.start)}`;
  let at = host.end;
  if (x < host.right - 1) {
    for (let index = host.start + 1; index < host.end; index += 1) {
      const wordEnd = /\s/.test(text[index]!) && !/\s/.test(text[index - 1]!);
      if (wordEnd && (at === host.end || Math.abs(xAt(index) - x) < Math.abs(xAt(at) - x))) at = index;
    }
  }
  return `${text.slice(0, at)}${mark}${text.slice(at).replace(/^\s+(?=[.,;:!?)\]])/, '')}`;
}

// The weight in a PDF's own font name ('ABCDEF+Arial-BoldMT', 'NimbusSans-Bold', 'CMBX10').
// A fixed-pitch font by name, when pdfjs's flags miss it ('Courier', 'DejaVuSansMono', 'CMTT10').
const MONO_FONT = /courier|mono|consol|typewriter|^(?:[A-Z]{6}\+)?CMTT/i;
const BOLD_FONT = /bold|black|heavy|semibold|demi|[-,+_]bd$|^(?:[A-Z]{6}\+)?CMBX/i;
