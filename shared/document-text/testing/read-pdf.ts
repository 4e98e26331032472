// Reads PDF bytes in Node with pdfjs's legacy build, page by page as the browser does.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readPdfjsPages } from '../src/pdfjs.ts';
import type { PdfPageText } from '../src/pdf/types.ts';

export async function readPdfPages(bytes: Uint8Array): Promise<PdfPageText[]> {
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    return await readPdfjsPages(pdf);
  } finally {
    await pdf.destroy();
  }
}
