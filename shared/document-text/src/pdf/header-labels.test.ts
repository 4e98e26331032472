// @vitest-environment node
// A table whose header row is a line of multi-word labels, each centred over its column (a kit guide's ranges table
// from Word: 'Range', 'Capacitance Minimum', 'Capacitance Maximum' over '1 | 0.2nF (200pF) | 9.9nF'). The labels stand
// closer together than a table's cells usually do, so the line read as one line of text, left out of the table, and
// the first row of figures was taken for the header. The line of labels is the table's header row.
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../testing/pdf-builder.ts';
import { PageWriter } from '../../testing/page-writer.ts';
import { readPdfPages } from '../../testing/read-pdf.ts';
import { pdfPagesToDocumentText } from './document-text.ts';

async function documentText(page: PageWriter): Promise<string> {
  return pdfPagesToDocumentText(await readPdfPages(buildPdf([page.page()])));
}

describe('a header row of labels centred over their columns', () => {
  it('is the table’s header row, though its labels stand closer than its cells', async () => {
    const page = new PageWriter()
      .lines(['This project provides 4 measurement ranges, which should suit many of the capacitors that', 'you are likely to test.'], {
        size: 12,
      })
      .row(
        [
          [88, 'Range', 'bold'],
          [133, 'Capacitance Minimum', 'bold'],
          [268, 'Capacitance Maximum', 'bold'],
          [408, 'Capacitance Resolution', 'bold'],
        ],
        { size: 12, before: 12 },
      )
      .row(
        [
          [101, '1'],
          [155, '0.2nF (200pF)'],
          [304, '9.9nF'],
          [428, '0.1nF (100pF)'],
        ],
        { size: 12, before: 6 },
      )
      .row(
        [
          [101, '2'],
          [178, '2nF'],
          [305, '99nF'],
          [451, '1nF'],
        ],
        { size: 12, before: 6 },
      )
      .row(
        [
          [101, '3'],
          [153, '0.02uF (20nF)'],
          [284, '0.99uF (990nF)'],
          [426, '0.01uF (10nF)'],
        ],
        { size: 12, before: 6 },
      )
      .line('If a capacitance is too big for the selected range, the display will max out at 99.', { size: 12, before: 14 });
    const text = await documentText(page);
    expect(text).toContain(
      [
        '| Range | Capacitance Minimum | Capacitance Maximum | Capacitance Resolution |',
        '| --- | --- | --- | --- |',
        '| 1 | 0.2nF (200pF) | 9.9nF | 0.1nF (100pF) |',
        '| 2 | 2nF | 99nF | 1nF |',
        '| 3 | 0.02uF (20nF) | 0.99uF (990nF) | 0.01uF (10nF) |',
      ].join('\n'),
    );
    expect(text).toMatch(/you are likely to test\.\n\n\| Range/);
  });

  it('joins labels whose words wrap onto a second line, each over its column', async () => {
    const page = new PageWriter()
      .line('1 Changes', { size: 14, font: 'bold' })
      .row(
        [
          [80, 'Date', 'bold'],
          [160, 'Module', 'bold'],
        ],
        { before: 10 },
      )
      .row([
        [160, 'revision', 'bold'],
        [300, 'Description', 'bold'],
      ])
      .row(
        [
          [72, '04/16/12'],
          [170, '101'],
          [240, 'Initial release.'],
        ],
        { before: 6 },
      )
      .row(
        [
          [72, '07/13/12'],
          [170, '108'],
          [240, 'Handling of multibyte characters fixed.'],
        ],
        { before: 6 },
      );
    const text = await documentText(page);
    expect(text).toContain('| Date | Module revision | Description |\n| --- | --- | --- |\n| 04/16/12 | 101 | Initial release. |');
  });

  it('parts a header row the table took in as too few cells into its labels, each over its column', async () => {
    const page = new PageWriter()
      .line('So here are the frequencies needed for each range and the resistors that set each one:', { size: 12 })
      .row(
        [
          [129, 'Range', 'bold'],
          [203, 'Time at full scale', 'bold'],
          [310, 'Master frequency', 'bold'],
          [419, 'Resistor Pair', 'bold'],
        ],
        { size: 12, before: 12 },
      )
      .row(
        [
          [110, '0.0nF to 9.9nF'],
          [228, '981uS'],
          [340, '100.9kHz'],
          [450, 'R4 and R4a'],
        ],
        { size: 12, before: 6 },
      )
      .row(
        [
          [116, '0nF to 99nF'],
          [225, '9.81mS'],
          [340, '10.09kHz'],
          [450, 'R3 and R3a'],
        ],
        { size: 12, before: 6 },
      );
    const text = await documentText(page);
    expect(text).toContain(
      '| Range | Time at full scale | Master frequency | Resistor Pair |\n| --- | --- | --- | --- |\n| 0.0nF to 9.9nF | 981uS | 100.9kHz | R4 and R4a |',
    );
  });

  it('leaves a line of text above a table out of it', async () => {
    const page = new PageWriter()
      .line('The ranges below suit many of the capacitors you are likely to test in a workshop.', { size: 12 })
      .row(
        [
          [72, '1'],
          [155, '0.2nF'],
          [304, '9.9nF'],
        ],
        { size: 12, before: 6 },
      )
      .row(
        [
          [72, '2'],
          [155, '2nF'],
          [304, '99nF'],
        ],
        { size: 12, before: 6 },
      );
    const text = await documentText(page);
    expect(text).toMatch(/in a workshop\.\n\n\| 1 \| 0\.2nF \| 9\.9nF \|/);
  });
});
