// @vitest-environment node
// Table cells whose text wraps. A cell's line end splitting a word ('consoli-' / 'dated' in a pdfTeX revision table):
// the word is rejoined in the cell as it is in a paragraph, and a compound keeps its hyphen. A row whose cells wrap
// together, line by line under their first line, in a table whose rows stand apart by their padding (Power PDF's
// lighting table, Word's definitions table): each wrapped line goes into its row, not a row of its own.
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../testing/pdf-builder.ts';
import { PageWriter } from '../../testing/page-writer.ts';
import { readPdfPages } from '../../testing/read-pdf.ts';
import { pdfPagesToDocumentText } from './document-text.ts';

describe('a word split at a wrapped table cell’s line end', () => {
  it('is rejoined in its cell, where a compound split at its hyphen keeps it', async () => {
    const page = new PageWriter()
      .line('The plan was revised before each event, as the table below records.')
      .row(
        [
          [72, 'Date', 'bold'],
          [150, 'Author', 'bold'],
          [250, 'Changes', 'bold'],
        ],
        { before: 6 },
      )
      .row([
        [72, '2022/04/18'],
        [150, 'Russ Garrett'],
        [250, 'Health policies consoli-'],
      ])
      .line('dated in the welfare section.', { x: 250 })
      .row([
        [72, '2022/05/17'],
        [150, 'Russ Garrett'],
        [250, 'A first aid section on site-'],
      ])
      .line('wide radio calls.', { x: 250 })
      .row([
        [72, '2022/05/18'],
        [150, 'Russ Garrett'],
        [250, 'Site-wide radio calls and a'],
      ])
      .line('clinical waste section.', { x: 250 })
      .line('Every change is approved by the licensing authority before the gates open.', { before: 10 });
    const text = pdfPagesToDocumentText(await readPdfPages(buildPdf([page.page()])));
    expect(text).toContain('| 2022/04/18 | Russ Garrett | Health policies consolidated in the welfare section. |');
    expect(text).toContain('| 2022/05/17 | Russ Garrett | A first aid section on site-wide radio calls. |');
  });
});

describe('a row whose cells wrap together', () => {
  it('reads the lines set as close as a cell’s own under the row’s first line as that row’s', async () => {
    const page = new PageWriter()
      .line('The quality plan below sets out how each deliverable of the order is accepted.')
      .row(
        [
          [72, 'Deliverable', 'bold'],
          [180, 'Performance standard', 'bold'],
          [330, 'Method of assessment', 'bold'],
        ],
        { before: 8 },
      )
      .row(
        [
          [72, 'Tested code'],
          [180, 'Code delivered under'],
          [330, 'Combination of manual'],
        ],
        { before: 10 },
      )
      .row([
        [180, 'the order must have a'],
        [330, 'review and automated'],
      ])
      .row([
        [180, 'test coverage of 90%'],
        [330, 'testing'],
      ])
      .row(
        [
          [72, 'Styled code'],
          [180, 'No linting errors and'],
          [330, 'Automated linting'],
        ],
        { before: 10 },
      )
      .row([[180, 'no warnings']])
      .line('The contracting officer may add deliverables to the plan at any time.', { before: 12 });
    const text = pdfPagesToDocumentText(await readPdfPages(buildPdf([page.page()])));
    expect(text).toContain(
      '| Tested code | Code delivered under the order must have a test coverage of 90% | Combination of manual review and automated testing |',
    );
    expect(text).toContain('| Styled code | No linting errors and no warnings | Automated linting |');
  });
});
