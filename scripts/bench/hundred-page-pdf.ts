// A 100-page text PDF as visitors upload them (a running header, page numbers,
// numbered headings, full pages of wrapped text with split words), read the
// way the browser reads it: pdfjs page by page, then the layout reader. Times
// each part; the document Q&A bench adds the processing by the function.
import { pdfPagesToDocumentText } from '@meitheal/document-text';
import { buildPdf, PageWriter, readPdfPages, type PdfPage } from '@meitheal/document-text/testing';

const WORDS =
  'the engagement partner reviews each invoice before payment and records any exception in the register while clients receive a written summary of fees expenses and management decisions within thirty days of the quarter end'.split(
    ' ',
  );

/** Deterministic text: the same document on every run. */
function* words(): Generator<string> {
  let seed = 7;
  for (;;) {
    seed = (seed * 48271) % 2147483647;
    yield WORDS[seed % WORDS.length]!;
  }
}

function hundredPages(): PdfPage[] {
  const source = words();
  const pages: PdfPage[] = [];
  for (let number = 1; number <= 100; number += 1) {
    const page = new PageWriter().at(72, 812, 'Engagement Handbook').at(290, 30, String(number));
    if (number % 3 === 1) page.line(`${Math.ceil(number / 3)} Section on page ${number}`, { size: 14, font: 'bold' });
    for (let paragraph = 0; paragraph < 6; paragraph += 1) {
      for (let line = 0; line < 8; line += 1) {
        let text = '';
        while (text.length < 80) text += `${source.next().value as string} `;
        const last = line === 7;
        page.line(last ? `${text.trim()}.` : text.trim(), { before: line === 0 ? 6 : 0 });
      }
    }
    pages.push(page.page());
  }
  return pages;
}

export interface PdfReading {
  pages: number;
  bytes: number;
  readMs: number;
  layoutMs: number;
  documentText: string;
}

/** The PDF file's bytes. */
export function hundredPagePdf(): Uint8Array {
  return buildPdf(hundredPages());
}

export async function readHundredPagePdf(): Promise<PdfReading> {
  const bytes = hundredPagePdf();
  const size = bytes.length;
  const started = performance.now();
  // pdfjs takes the bytes over (they are transferred to its worker), so the size is taken first.
  const pages = await readPdfPages(bytes);
  const read = performance.now();
  const documentText = pdfPagesToDocumentText(pages);
  return { pages: pages.length, bytes: size, readMs: read - started, layoutMs: performance.now() - read, documentText };
}
