// @vitest-environment node
// InDesign and Word set bullets and check boxes in Wingdings, and the PDF may
// map those glyphs to the letters of their codes ('§' for a square bullet, '¨'
// for a box): each is a bullet before an item, not a character of the text.
import { describe, expect, it } from 'vitest';
import { pdfPagesToDocumentText } from './document-text.ts';
import type { PdfPageText, PdfTextItem } from './types.ts';

function item(str: string, x: number, y: number, font = 'body'): PdfTextItem {
  return { str, transform: [11, 0, 0, 11, x, y], width: str.length * 5.5, height: 11, fontName: font, hasEOL: false };
}

const page = (fontName: string): PdfPageText => ({
  viewportHeight: 792,
  styles: { body: { fontFamily: 'sans-serif' }, marks: { fontFamily: 'serif' } },
  fontNames: { body: 'ZVFGDS+AvenirNext-Regular', marks: fontName },
  items: [
    item('Be a savvy borrower before the big day.', 72, 700),
    item('§', 72, 686, 'marks'),
    item('Know that closing is a big deal.', 86, 686),
    item('§', 72, 672, 'marks'),
    item('Ask questions until you feel comfortable.', 86, 672),
    item('¨', 72, 658, 'marks'),
    item('Settlement agent', 86, 658),
  ],
});

describe('a picture font’s bullet', () => {
  it('reads a Wingdings glyph mapped to a letter as a bullet before its item', () => {
    expect(pdfPagesToDocumentText([page('ZVFGDS+Wingdings-Regular')])).toBe(
      [
        'Be a savvy borrower before the big day.',
        '',
        '- Know that closing is a big deal.',
        '- Ask questions until you feel comfortable.',
        '- Settlement agent',
      ].join('\n'),
    );
  });

  it('keeps the same characters as text in a font of letters', () => {
    expect(pdfPagesToDocumentText([page('ABCDEF+Symbol')])).toContain('§ Know that closing is a big deal.');
  });
});
