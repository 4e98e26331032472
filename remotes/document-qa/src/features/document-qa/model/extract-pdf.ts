// PDF text with pdfjs-dist, rebuilt from the page layout by
// @meitheal/document-text: headings, paragraphs joined across print lines and
// pages, running headers, page numbers and the contents left out, code and
// tables kept as blocks. pdfjs parses in its worker while this thread lays out
// the pages already read; between pages, and between steps of the layout, the
// browser gets its turn, so a long file never freezes the page, and the
// caller hears which page is being read.
import { readPdfjsDocumentText } from '@meitheal/document-text';
import { getDocument, GlobalWorkerOptions, PDFWorker } from 'pdfjs-dist';
import { warmUpPdf } from './warm-up-pdf';
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
// The new worker's first, tiny document: a file waits for it rather than share the worker's first moments with it.
let warming: Promise<void> = Promise.resolve();

/**
 * Starts pdfjs's worker (its script is large: fetched and compiled once) as
 * the visitor goes to choose a file, and has it read a one-page PDF, so its
 * code is compiled by the time the file is read.
 */
export function preparePdfReader(): PDFWorker {
  if (!worker || worker.destroyed) {
    worker = new PDFWorker();
    warming = warmUp(worker);
  }
  return worker;
}

async function warmUp(reader: PDFWorker): Promise<void> {
  try {
    const pdf = await getDocument({ data: warmUpPdf(), isEvalSupported: false, worker: reader }).promise;
    try {
      await readPdfjsDocumentText(pdf);
    } finally {
      await pdf.destroy();
    }
  } catch {
    // Best effort: a reader that cannot start fails again, with its message, when the file is read.
  }
}

/**
 * Progress is told at most this often (and always for the first and last
 * page): each report redraws the upload card, and a hundred redraws in a
 * second cost the reading more than they show.
 */
const PROGRESS_EVERY_MS = 100;

export async function extractPdfText(bytes: ArrayBuffer, onProgress?: (progress: ReadingProgress) => void): Promise<string> {
  // pdfjs gets the fonts into the page as the browser loads them; with that
  // turned off it would trace every glyph of every font as a path in its
  // worker instead, and the layout needs only the fonts' names.
  const reader = preparePdfReader();
  await warming;
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, worker: reader }).promise;
  try {
    let told = -Infinity;
    const onPage = (page: number, pages: number) => {
      const now = performance.now();
      if (page !== 1 && page !== pages && now - told < PROGRESS_EVERY_MS) return;
      told = now;
      onProgress?.({ page, pages });
    };
    return await readPdfjsDocumentText(pdf, { onPage, pause: yieldToBrowser() });
  } finally {
    await pdf.destroy();
  }
}
