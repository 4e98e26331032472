// @vitest-environment node
// A paper set in an IEEE-like style (IEEEtran, or Typst's IEEE template): sections numbered with roman numerals in
// type barely larger than the text ('II. Methodology' in 11 pt over 10 pt) or in small capitals, and lettered
// subsections in italics ('A. Scenario'). Each is a heading; a run-in subsection ('a) FriisModel: The equation…'),
// a list numbered I., II. inside the text and an author's initial are not.
import { describe, expect, it } from 'vitest';
import { pdfPagesToDocumentText } from './document-text.ts';
import type { PdfPageText, PdfTextItem } from './types.ts';

function item(str: string, x: number, y: number, size = 10, font = 'body'): PdfTextItem {
  return { str, transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5, height: size, fontName: font, hasEOL: false };
}

function page(items: PdfTextItem[]): PdfPageText {
  return {
    viewportHeight: 842,
    styles: { body: { fontFamily: 'serif' }, italic: { fontFamily: 'serif' }, title: { fontFamily: 'serif' } },
    fontNames: { body: 'ABCDEF+LibertinusSerif-Regular', italic: 'ABCDEF+LibertinusSerif-Italic', title: 'ABCDEF+LibertinusSerif-Regular' },
    items,
  };
}

const PROSE = [
  'This paper is about the evaluation of selected propagation',
  'loss models in a given scenario. The models are being',
  'evaluated in a scenario with two Wi-Fi nodes with varying',
  'distance between them, and the signal strength observed.',
];

/** Lines of running text from `top` down, 11.6 pt apart, the last one ending its paragraph. */
function prose(top: number, length = 4, x = 42): PdfTextItem[] {
  return Array.from({ length }, (_, index) => item(PROSE[index % PROSE.length]!, x, top - index * 11.6));
}

function headings(text: string): string[] {
  return text.split('\n').filter((line) => line.startsWith('#'));
}

describe('a paper’s numbered sections', () => {
  it('reads roman-numbered sections a little larger than the text, and italic lettered subsections, as headings', () => {
    const text = pdfPagesToDocumentText([
      page([
        item('Comparison of Wireless Propagation Loss Models', 60, 780, 24, 'title'),
        item('I. Introduction and Motivation', 84, 740, 11),
        ...prose(720, 8),
        item('II. Methodology', 124, 610, 11),
        item('A. Scenario', 42, 590, 10, 'italic'),
        ...prose(573, 8),
        item('a)', 42, 470),
        item('FriisModel:', 55, 470, 10, 'italic'),
        item('The equation for this model in ns-3 is given here.', 113, 470),
        ...prose(458, 4),
        item('B. Expected Behaviour', 42, 400, 10, 'italic'),
        ...prose(383, 6),
        item('Fig. 1: UDP Throughput at fixed distance of 20m', 42, 300, 8),
        item('III. Results', 124, 270, 11),
        ...prose(250, 6),
      ]),
    ]);
    expect(headings(text)).toEqual([
      '# Comparison of Wireless Propagation Loss Models',
      '## I. Introduction and Motivation',
      '## II. Methodology',
      '### A. Scenario',
      '### B. Expected Behaviour',
      '## III. Results',
    ]);
    expect(text).toContain('a) FriisModel: The equation');
    expect(text).toMatch(/fixed distance of 20m\n\n## III\. Results/);
  });

  it('reads a section in capitals, or in small capitals pdfjs gives as capitals in two sizes, as a heading', () => {
    const text = pdfPagesToDocumentText([
      page([
        ...prose(760, 8),
        item('IV. SUMMARY', 120, 650, 10),
        ...prose(630, 8),
        item('V. F', 120, 520, 10),
        item('UTURE', 140, 520, 8),
        item('W', 163, 520, 10),
        item('ORK', 168, 520, 8),
        ...prose(500, 8),
      ]),
    ]);
    expect(headings(text)).toEqual(['# IV. SUMMARY', '# V. FUTURE WORK']);
  });

  it('leaves a list numbered with roman numerals inside the text, and an author’s initial, as text', () => {
    const text = pdfPagesToDocumentText([
      page([
        ...prose(760, 8),
        item('I. Prepare the nodes', 52, 667.2),
        item('II. Run the simulation', 52, 655.6),
        item('III. Collect the results', 52, 644),
        ...prose(632.4, 8),
        item('A. Smith', 42, 520),
        ...prose(500, 8),
      ]),
    ]);
    expect(headings(text)).toEqual([]);
    expect(text).toContain('II. Run the simulation');
    expect(text).toContain('A. Smith');
  });
});
