// The one-page PDF that warms the reader up is a well-formed PDF pdfjs reads
// without repair, and the layout reader makes a heading and a paragraph of it.
import { readPdfjsDocumentText } from '@meitheal/document-text';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it, vi } from 'vitest';
import { warmUpPdf } from './warm-up-pdf';

describe('warmUpPdf', () => {
  it('is read by pdfjs from its own cross-reference table, as a heading and a line of text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pdf = await getDocument({ data: warmUpPdf(), isEvalSupported: false, disableFontFace: true }).promise;
    try {
      expect(pdf.numPages).toBe(1);
      expect(await readPdfjsDocumentText(pdf)).toBe('# 1 Reading\n\nThe reader is ready for your document.');
    } finally {
      await pdf.destroy();
    }
    // pdfjs warns when it has to rebuild a damaged cross-reference table ('Indexing all PDF objects').
    // (In Node it also asks for standard font data, which the browser takes from its own fonts.)
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/xref|indexing/i);
    warn.mockRestore();
  });
});
