// Reads a chosen file as text in the browser. PDF and Word readers are large,
// so they load only when such a file is chosen. The function always receives
// plain text, so a visitor's file never leaves the browser as a file: a PDF or
// Word file arrives in the document-text form (pages, '#' headings, lists,
// code, tables) that the function's chunker reads.
import { markdownToDocumentText } from '@meitheal/document-text/markdown';
import type { ReadingProgress } from './extract-pdf';
import type { FileKind } from './file-kind';

/** The PDF has pages but no text layer: it was scanned or saved as images. */
export class ScannedPdfError extends Error {
  constructor() {
    super(
      'This PDF has no text we can read: it looks like a scan or a picture of pages. Please upload a text-based PDF, or the document as a Word or text file.',
    );
    this.name = 'ScannedPdfError';
  }
}

export type { ReadingProgress };

/**
 * Loads the reader for a chosen PDF or Word file ahead of the upload, so the
 * file is read at once when it is sent. Best effort: a reader that fails to
 * load here fails again, with its message, when the file is read.
 */
export function prepareReader(kind: Exclude<FileKind, 'unsupported'>): void {
  if (kind === 'pdf') import('./extract-pdf').then((reader) => reader.preparePdfReader()).catch(() => undefined);
  else if (kind === 'docx') import('./extract-docx').catch(() => undefined);
}

export async function extractText(
  file: File,
  kind: Exclude<FileKind, 'unsupported'>,
  onProgress?: (progress: ReadingProgress) => void,
): Promise<string> {
  if (kind === 'text') return isMarkdown(file) ? markdownToDocumentText(await file.text()) : file.text();
  const bytes = await file.arrayBuffer();
  if (kind === 'pdf') {
    const { extractPdfText } = await import('./extract-pdf');
    const text = await extractPdfText(bytes, onProgress);
    if (text.replace(/\s+/g, '').length === 0) throw new ScannedPdfError();
    return text;
  }
  const { extractDocxText } = await import('./extract-docx');
  return extractDocxText(bytes);
}

/** A Markdown file: its inline markup (links, emphasis, code spans) is read as the words a page shows. */
export function isMarkdown(file: Pick<File, 'name' | 'type'>): boolean {
  return /\.(?:md|markdown)$/i.test(file.name) || file.type === 'text/markdown';
}
