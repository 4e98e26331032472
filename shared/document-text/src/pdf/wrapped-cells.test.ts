// @vitest-environment node
// A table cell whose text wraps onto a line of its own and splits a word at the line end ('consoli-' / 'dated' in a
// pdfTeX revision table): the word is rejoined in the cell as it is in a paragraph, and a compound keeps its hyphen.
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
