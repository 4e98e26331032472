// The PDF that warms the reader up is a well-formed PDF pdfjs reads without
// repair, page after page of text the layout reader takes in like a document's.
import { readPdfjsDocumentText } from '@meitheal/document-text';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it, vi } from 'vitest';
import { warmUpPdf } from './warm-up-pdf';

describe('warmUpPdf', () => {
  it('is read by pdfjs from its own cross-reference table: full pages of text under a heading', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pdf = await getDocument({ data: warmUpPdf(), isEvalSupported: false, disableFontFace: true }).promise;
    let text: string;
    try {
      expect(pdf.numPages).toBe(4);
      text = await readPdfjsDocumentText(pdf);
    } finally {
      await pdf.destroy();
    }
    const pages = text.split('\f');
    expect(pages).toHaveLength(4);
    expect(pages[0]).toContain('Line 1: the reader is getting ready for your document.');
    expect(pages[0]).toContain('Line 40: the reader is getting ready for your document.');
    // pdfjs warns when it has to rebuild a damaged cross-reference table ('Indexing all PDF objects').
    // (In Node it also asks for standard font data, which the browser takes from its own fonts.)
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/xref|indexing/i);
    warn.mockRestore();
  });
});
