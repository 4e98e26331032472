// @vitest-environment node
// Layouts met in real documents: a diagram's labels beside the running text
// (a word written downwards letter by letter, short labels in large type), a
// bullet set as any symbol ('♠'), and a table whose cells stand closer than a
// wide gap or are centred beside a cell that wraps.
import { describe, expect, it } from 'vitest';
import { pdfPagesToDocumentText } from './document-text.ts';
import type { PdfPageText, PdfTextItem } from './types.ts';

function item(str: string, x: number, y: number, size = 10, font = 'body'): PdfTextItem {
  return { str, transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5, height: size, fontName: font, hasEOL: false };
}

function page(items: PdfTextItem[]): PdfPageText {
  return {
    viewportHeight: 842,
    styles: { body: { fontFamily: 'sans-serif' }, bold: { fontFamily: 'sans-serif' } },
    fontNames: { body: 'ABCDEF+Helvetica', bold: 'ABCDEF+Helvetica-Bold' },
    items,
  };
}

/** A column of prose at the left of the page, `length` lines from `top` down. */
function column(top: number, length = 12): PdfTextItem[] {
  const words = 'The team lead reports to the directors each week about';
  return Array.from({ length }, (_, index) => item(index === length - 1 ? 'the plan.' : words, 72, top - index * 12));
}

describe('a diagram beside the text', () => {
  it('reads a word drawn downwards as the word, and no label as a heading', () => {
    const figure = [
      item('admin', 390, 700, 14),
      ...['T', 'E', 'A', 'M'].map((letter, index) => item(letter, 372, 660 - index * 16.5, 14)),
      ...['T', 'E', 'A', 'M'].map((letter, index) => item(letter, 410, 660 - index * 16.5, 14)),
    ];
    const text = pdfPagesToDocumentText([page([item('Structure', 72, 760, 14, 'bold'), ...figure, ...column(730)])]);
    expect(text.split('\n').filter((line) => line.startsWith('#'))).toEqual(['# Structure']);
    expect(text).toContain('TEAM TEAM');
    expect(text).not.toMatch(/\bT E A M\b|^M$/m);
  });

  it('keeps a heading in a second column, which has its own text under it', () => {
    // The heading stands level with a line of the first column, as a second column's heading often does.
    const right = Array.from({ length: 6 }, (_, index) => item('Each volunteer in a team reports to a lead', 360, 688 - index * 12));
    const text = pdfPagesToDocumentText([page([...column(730, 40), item('How We Operate', 360, 706, 14, 'bold'), ...right])]);
    expect(text).toContain('# How We Operate');
  });

  it('keeps a side head set in the margin left of its text', () => {
    const text = pdfPagesToDocumentText([
      page([
        item('Overview', 40, 736, 14, 'bold'),
        ...column(730).map((each) => ({ ...each, transform: [10, 0, 0, 10, 150, each.transform[5]!] })),
      ]),
    ]);
    expect(text).toContain('# Overview');
  });
});

describe('a figure between paragraphs', () => {
  it('reads no label of a chart or glyph of a picture font as a heading where its neighbours crowd it', () => {
    // Little figures set in a picture font, each glyph a letter, level with and touching each other, above body text.
    const glyphs = ['H', 'v', 'm', 'T', 'd', 'r', 'q', 'E'].map((letter, index) =>
      item(letter, 300 + index * 4, 600 + (index % 3) * 8, 12),
    );
    const text = pdfPagesToDocumentText([
      page([...column(730, 8), ...glyphs, item('Figure 1: People as marks.', 72, 560), ...column(540, 8)]),
    ]);
    expect(text.split('\n').filter((line) => line.startsWith('#'))).toEqual([]);
  });

  it('keeps a slide title that a picture’s larger words cross', () => {
    const text = pdfPagesToDocumentText([
      page([
        item('Nottingham', 400, 368, 72),
        item('Thank You', 300, 392, 120),
        item('See you at the next meeting of the group', 300, 300, 26),
      ]),
    ]);
    expect(text).toContain('# Thank You');
  });
});

describe('a bullet set as a symbol', () => {
  it('reads a lone symbol standing apart before a line as a list item', () => {
    const text = pdfPagesToDocumentText([
      page([
        item('Monday:', 72, 700),
        item('♠', 104, 680),
        item('Introduce the rules of the game', 118, 680),
        item('♠', 104, 666),
        item('Game engine overview', 118, 666),
        item('© 2021', 72, 640),
      ]),
    ]);
    expect(text).toBe(['Monday:', '', '- Introduce the rules of the game', '- Game engine overview', '', '© 2021'].join('\n'));
  });
});

describe('a table with narrow gutters', () => {
  const row = (y: number, cells: ReadonlyArray<readonly [number, string]>) => cells.map(([x, text]) => item(text, x, y));
  // A schedule's header and a full first row, which set where its four columns start.
  const headerAndFirstRow = () => [
    ...row(700, [
      [72, 'Date'],
      [120, 'Day'],
      [150, 'Class'],
      [320, 'Deadline'],
    ]),
    ...row(684, [
      [72, 'Jan 8'],
      [120, 'Fri'],
      [150, 'Lecture 3: Game Theory'],
      [320, 'Upload week 1 bot'],
    ]),
  ];
  it('starts a cell where the other rows start a column, however narrow the gap', () => {
    const text = pdfPagesToDocumentText([
      page([
        ...headerAndFirstRow(),
        // 'Mon' ends 7 points before the next column: a space's width, not a table's gap.
        ...row(668, [
          [72, 'Jan 4'],
          [128, 'Mon'],
          [150, 'Lecture 1: Intro'],
        ]),
      ]),
    ]);
    expect(text).toContain('| Jan 4 | Mon | Lecture 1: Intro |  |');
  });

  it('puts a cell that wraps around its row’s middle line into the row', () => {
    const text = pdfPagesToDocumentText([
      page([
        ...headerAndFirstRow(),
        // Drawn cell by cell: the row's first cells, the wrapped cell's two lines above and below their baseline, the last cell.
        item('Jan 15', 72, 660),
        item('Fri', 120, 660),
        item('Lecture 6: Guest Lecture:', 150, 667),
        item('Noam Brown', 150, 653),
        item('Upload week 2 bot', 320, 660),
        ...row(640, [
          [72, 'Jan 16'],
          [120, 'Sat'],
          [150, 'Mini Tournament #2'],
        ]),
      ]),
    ]);
    expect(text).toContain('| Jan 15 | Fri | Lecture 6: Guest Lecture: Noam Brown | Upload week 2 bot |');
    expect(text).toContain('| Jan 16 | Sat | Mini Tournament #2 |  |');
  });
});
