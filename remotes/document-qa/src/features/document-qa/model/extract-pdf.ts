// PDF text with pdfjs-dist, rebuilt from the page layout by
// @meitheal/document-text: headings, paragraphs joined across print lines and
// pages, running headers, page numbers and the contents left out, code and
// tables kept as blocks. pdfjs parses in its worker while this thread lays out
// the pages already read; between pages, and between steps of the layout, the
// browser gets its turn, so a long file never freezes the page, and the
// caller hears which page is being read.
import { readPdfjsDocumentText } from '@meitheal/document-text';
import { getDocument, GlobalWorkerOptions, PDFWorker } from 'pdfjs-dist';
import { yieldToBrowser } from './yield-to-browser';

// The worker is emitted next to this chunk, so it loads from the remote's own
// origin (allowed by the site's script-src 'self' as a worker source).
GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).href;

export interface ReadingProgress {
  /** The page being read, from 1. */
  page: number;
  pages: number;
}

// One worker for every PDF read on this page, kept between files.
let worker: PDFWorker | undefined;

/**
 * Starts pdfjs's worker (its script is large: fetched and compiled once) as
 * soon as a PDF is chosen, so that is done by the time the file is read.
 */
export function preparePdfReader(): PDFWorker {
  if (!worker || worker.destroyed) worker = new PDFWorker();
  return worker;
}

export async function extractPdfText(bytes: ArrayBuffer, onProgress?: (progress: ReadingProgress) => void): Promise<string> {
  // Nothing is drawn, so fonts need not be installed in the page: their names are all the layout reads.
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, worker: preparePdfReader() }).promise;
  try {
    return await readPdfjsDocumentText(pdf, { onPage: (page, pages) => onProgress?.({ page, pages }), pause: yieldToBrowser() });
  } finally {
    await pdf.destroy();
  }
}
