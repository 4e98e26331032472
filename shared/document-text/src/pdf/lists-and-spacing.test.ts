// @vitest-environment node
// Lists and paragraph breaks in PDFs nobody here had tuned to: a charter's items numbered in roman numerals set
// flush right before their text, a LibreOffice manual's numbered steps wrapping back under their numbers, and a
// revision history whose one-line entries stand a paragraph's space apart (the commonest gap of its document).
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

describe('a document whose commonest gap is the space between paragraphs', () => {
  const wrapped = (first: string, second: string, third: string) => [first, second, third];
  function manual(): PdfPage {
    const page = new PageWriter()
      .lines(
        wrapped(
          'The board is an attempt to produce a very low-cost educational computer with a RISC-V chip',
          'which has everything one complete computer has: a keyboard input, a VGA display output and',
          'an audio output, all of it soldered by hand from a kit in an afternoon.',
        ),
      )
      .lines(
        wrapped(
          'After assembly remember to close the jumper on the back of the board by soldering its pads',
          'together, which enables the green signal of the display; without it the picture is shown in',
          'red and blue only.',
        ),
        { before: 8 },
      )
      .line('Revision History', { size: 14, font: 'bold', before: 8 });
    for (const entry of [
      'Revision 1.0 June 2024',
      'Revision 1.1 September 2024',
      'Revision 1.2 October 2024 add assembly instructions',
      'Revision 1.3 November 2024 improved instructions',
      'Revision 1.4 December 2024 new order codes',
      'Revision 1.5 January 2025 corrected the parts list',
      'Revision 1.6 February 2025 new photographs',
      'Revision 1.7 March 2025 a table of resistor colours',
    ]) {
      page.line(entry, { before: 8 });
    }
    return page.page();
  }

  it('reads each one-line entry as a paragraph of its own', async () => {
    const text = await documentText([manual()]);
    expect(text).toContain('Revision 1.1 September 2024\n\nRevision 1.2 October 2024 add assembly instructions\n\nRevision 1.3');
  });

  it('still joins the lines of a paragraph that wraps', async () => {
    const text = await documentText([manual()]);
    expect(text).toContain('a VGA display output and an audio output');
    expect(text).toContain('shown in red and blue only.');
  });
});
