// @vitest-environment node
// Word pads a bulleted table cell with the Symbol font's space, which pdfjs
// hands over as the private-use U+F020: it is blank, not a bullet of its own.
import { describe, expect, it } from 'vitest';
import { pdfPagesToDocumentText } from './document-text.ts';
import type { PdfPageText, PdfTextItem } from './types.ts';

function item(str: string, x: number, y: number, font = 'body'): PdfTextItem {
  return { str, transform: [11, 0, 0, 11, x, y], width: str.length * 5.5, height: 11, fontName: font, hasEOL: false };
}

describe('a symbol font’s space', () => {
  it('reads as a space: no empty list item where a cell is padded with one, and none glued to the text', () => {
    const page: PdfPageText = {
      viewportHeight: 792,
      styles: { body: { fontFamily: 'sans-serif' }, symbol: { fontFamily: 'serif' } },
      items: [
        item('The criteria are listed below, each with what it weighs.', 72, 700),
        item('\uF020', 168, 686, 'symbol'),
        item('\uF0B7', 168, 672, 'symbol'),
        item('Impact: Relationship of the system to the High Impact List', 186, 672),
        item('\uF020', 520, 672, 'symbol'),
        item('\uF0B7', 168, 658, 'symbol'),
        item('Data integrity:', 186, 658),
        item('\uF020', 270, 658, 'symbol'),
        item('Inability to maintain valid data', 276, 658),
        item('\uF0A0', 168, 644, 'symbol'),
      ],
    };
    expect(pdfPagesToDocumentText([page])).toBe(
      [
        'The criteria are listed below, each with what it weighs.',
        '',
        '- Impact: Relationship of the system to the High Impact List',
        '- Data integrity: Inability to maintain valid data',
      ].join('\n'),
    );
  });
});
