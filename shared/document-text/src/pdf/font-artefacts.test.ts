// @vitest-environment node
// A PDF whose font maps some glyphs to U+0000, U+FFFD or a private-use code
// point, read by pdfjs as the browser reads it: the text comes out without them.
import { describe, expect, it } from 'vitest';
import { BROKEN_FONT_TEXT, brokenFontPdf } from '../../testing/broken-font-pdf.ts';
import { readPdfPages } from '../../testing/read-pdf.ts';
import { pdfPagesToDocumentText, pdfPagesToDocumentTextInSteps } from './document-text.ts';

describe('a PDF whose fonts map glyphs to control and private-use characters', () => {
  it('is read without them, its pages, paragraphs and words intact', async () => {
    const pages = await readPdfPages(brokenFontPdf());
    // pdfjs hands the artefacts over as they are: it is the reader that must drop them.
    const items = pages.flatMap((page) => page.items.map((item) => item.str)).join(' ');
    expect(items).toContain('\u0000');
    expect(items).toContain('\uFFFD');
    expect(items).toContain('\uE000');
    expect(pdfPagesToDocumentText(pages)).toBe(BROKEN_FONT_TEXT);
    expect(await pdfPagesToDocumentTextInSteps(pages, () => Promise.resolve())).toBe(BROKEN_FONT_TEXT);
  });
});
