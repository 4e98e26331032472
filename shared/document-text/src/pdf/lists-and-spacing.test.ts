// @vitest-environment node
// Lists in PDFs nobody here had tuned to: a charter's items numbered in roman numerals set flush right before
// their text, and a LibreOffice manual's numbered steps wrapping back under their numbers.
import { describe, expect, it } from 'vitest';
import { buildPdf, type PdfPage } from '../../testing/pdf-builder.ts';
import { PageWriter } from '../../testing/page-writer.ts';
import { readPdfPages } from '../../testing/read-pdf.ts';
import { pdfPagesToDocumentText } from './document-text.ts';

async function documentText(pages: readonly PdfPage[]): Promise<string> {
  return pdfPagesToDocumentText(await readPdfPages(buildPdf(pages)));
}

describe('items numbered in roman numerals', () => {
  it('keeps an item numbered ii. or iii. whole when its text wraps under the text, not under the number', async () => {
    const page = new PageWriter()
      .line('c. Projects generally will involve Contributors and Committers. Unless otherwise documented:')
      .line('i. Contributors include anyone in the community that contributes code or documentation;', { x: 98 })
      .line('ii. Committers are Contributors who have earned the ability to modify', { x: 95, before: 4 })
      .line('(“commit”) source code, documentation or other artifacts in the repository; and', { x: 112 })
      .line('iii. A Contributor may become a Committer by a majority approval of the', { x: 92, before: 4 })
      .line('existing Committers. A Committer may be removed by a majority approval.', { x: 112 })
      .line('d. Participation in the Project is open to anyone who abides by the terms of this Charter.', { before: 4 });
    const text = await documentText([page.page()]);
    expect(text).toContain('ii. Committers are Contributors who have earned the ability to modify (“commit”) source code');
    expect(text).toContain('iii. A Contributor may become a Committer by a majority approval of the existing Committers.');
  });
});

describe('a numbered step wrapping back under its number', () => {
  it('joins the step’s next line, in lower case under a line that runs to the margin mid-sentence', async () => {
    const page = new PageWriter()
      .line('General tips for soldering, for everyone who builds the kit at home or in a class:')
      .line('1. Switch on the soldering iron and set the working temperature to 350 C. Wait until the soldering', { before: 6 })
      .line('iron reaches it – there is a LED indicator which will pulse when the temperature is reached;')
      .line('2. Before soldering, clean the soldering tip with a wet sponge from the black residues;')
      .line('3. Never touch the heated soldering tip or body with bare hands;')
      .line('Soldering the parts in this order keeps the board flat on the bench while you work on it.', { before: 6 });
    const text = await documentText([page.page()]);
    expect(text).toContain(
      '1. Switch on the soldering iron and set the working temperature to 350 C. Wait until the soldering iron reaches it',
    );
    // The next step and the paragraph after the list stay blocks of their own.
    expect(text).toContain('is reached;\n2. Before soldering');
    expect(text).toMatch(/bare hands;\n\nSoldering the parts/);
  });
});

describe('a slide’s text set at wide line spacing', () => {
  it('joins a sentence wrapping onto a line set wider apart than usual, and keeps the next line that starts afresh apart', async () => {
    // Ten-point lines eighteen points apart, as Google Slides sets a text box at 1.8 lines.
    const page = new PageWriter()
      .line('Project tiers', { size: 20, font: 'bold' })
      .lines(
        [
          'Every project of the foundation sits in one of three tiers, and the tier decides',
          'which marketing services the project receives from the foundation team, how much',
          'of the budget it may draw on, and how often the team reviews its needs with it.',
          'Projects move between tiers when the council votes on their progress each year.',
        ],
        { before: 6 },
      )
      .line('For new projects, stable', { before: 12 })
      .line('projects with minimal needs,', { before: 6 })
      .line('and everything in between.', { before: 6 })
      .line('Each tier has its own marketing services.', { before: 6 });
    const text = await documentText([page.page()]);
    expect(text).toContain('For new projects, stable projects with minimal needs, and everything in between.');
    expect(text).toMatch(/in between\.\n\nEach tier/);
  });
});
