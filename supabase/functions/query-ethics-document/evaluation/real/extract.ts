// Reads a real document in Node as the browser reads it: a PDF's text items
// through pdfjs into the layout reader, a Word file's HTML through mammoth
// into the same document-text form, a .txt file as it is. Alongside, the
// printed lines as pdfjs gives them (or mammoth's raw paragraphs), which the
// evaluation checks quotes against without trusting the layout reader.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { DOCX_STYLE_MAP, docxHtmlToDocumentText, pdfPagesToDocumentText, readPdfjsPages, type PdfTextItem } from '@meitheal/document-text';
import mammoth from 'mammoth';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadDocument {
  /** What the browser sends as documentText. */
  documentText: string;
  /** The printed lines of each page (one page for a Word or text file). */
  printedPages: string[][];
}

export async function readDocument(path: string): Promise<ReadDocument> {
  const bytes = await readFile(path);
  switch (extname(path).toLowerCase()) {
    case '.pdf':
      return readPdf(new Uint8Array(bytes));
    case '.docx': {
      const [html, raw] = await Promise.all([mammoth.convertToHtml({ buffer: bytes }, { styleMap: [...DOCX_STYLE_MAP] }), mammoth.extractRawText({ buffer: bytes })]);
      return { documentText: docxHtmlToDocumentText(html.value), printedPages: [raw.value.split('\n')] };
    }
    default: {
      const text = bytes.toString('utf8');
      return { documentText: text, printedPages: [text.split('\n')] };
    }
  }
}

async function readPdf(data: Uint8Array): Promise<ReadDocument> {
  // As the browser opens it (model/extract-pdf.ts): nothing is drawn, so no font faces.
  const pdf = await getDocument({ data, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    const pages = await readPdfjsPages(pdf);
    return { documentText: pdfPagesToDocumentText(pages), printedPages: pages.map((page) => printedLines(page.items)) };
  } finally {
    await pdf.destroy();
  }
}

/** The page's lines in pdfjs's order: a new line where the baseline moves or pdfjs marks an end of line. */
function printedLines(items: readonly PdfTextItem[]): string[] {
  const lines: string[] = [];
  let line = '';
  let lastY: number | undefined;
  let lastEnd = 0;
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    if (lastY !== undefined && Math.abs(y - lastY) > 1 && item.str.trim()) {
      lines.push(line);
      line = '';
    }
    // Pieces of one word sit edge to edge; a gap of a fifth of the type size is a space.
    const gap = x - lastEnd > Math.max(1, item.height * 0.2);
    line += line && gap && !line.endsWith(' ') && !item.str.startsWith(' ') ? ` ${item.str}` : item.str;
    if (item.str.trim()) {
      lastY = y;
      lastEnd = x + item.width;
    }
    if (item.hasEOL) {
      lines.push(line);
      line = '';
    }
  }
  if (line) lines.push(line);
  return lines.map((text) => text.trim()).filter((text) => text.length > 0);
}
