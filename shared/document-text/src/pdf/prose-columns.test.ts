// @vitest-environment node
// Columns of running prose set side by side and drawn row by row across the page (a slide of three people, each a
// name, a role and a paragraph; three columns of short blurbs): read column by column as paragraphs, not as a table
// with a row per printed line. A table of figures, or of short cells under a header row, stays a table.
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../testing/pdf-builder.ts';
import { PageWriter } from '../../testing/page-writer.ts';
import { readPdfPages } from '../../testing/read-pdf.ts';
import { pdfPagesToDocumentText } from './document-text.ts';

const COLUMNS = [72, 250, 428] as const;

/** One print line across the three columns: each column's text at its left edge. */
function across(texts: readonly [string, string, string]): Array<[number, string]> {
  return texts.map((text, index) => [COLUMNS[index]!, text] as [number, string]);
}

describe('three columns of prose side by side', () => {
  it('reads each column as its name, its role and its paragraph, not as table rows', async () => {
    const page = new PageWriter()
      .line('Meet the team', { size: 20, font: 'bold' })
      .line('Three people look after every client of the consultancy, from the first call to the last invoice.', { before: 6 })
      .row(
        [
          [72, 'Aoife Byrne', 'bold'],
          [250, 'Cian Walsh', 'bold'],
          [428, 'Dara Kelly', 'bold'],
        ],
        { size: 13, before: 14 },
      )
      .row(across(['Managing Director', 'Head of Delivery', 'Data Engineer']), { size: 9 })
      .row(across(['Aoife leads the consultancy and', 'Cian runs every client project', 'Dara builds the pipelines that']), {
        size: 8,
        before: 4,
      })
      .row(across(['meets each client before any', 'from the first workshop to the', 'feed each model its data. She']), { size: 8 })
      .row(across(['work starts. She also chairs', 'handover. He keeps the plan, the', 'also reviews the security of']), { size: 8 })
      .row(across(['the ethics board of the firm.', 'budget and the risks in order.', 'every system we deliver.']), { size: 8 })
      .line('Write to any of us at the address on the last page.', { before: 14 });
    const text = pdfPagesToDocumentText(await readPdfPages(buildPdf([page.page()])));
    expect(text).not.toContain('|');
    expect(text).toContain(
      'Aoife leads the consultancy and meets each client before any work starts. She also chairs the ethics board of the firm.',
    );
    expect(text).toContain(
      'Cian runs every client project from the first workshop to the handover. He keeps the plan, the budget and the risks in order.',
    );
    expect(text).toContain(
      'Dara builds the pipelines that feed each model its data. She also reviews the security of every system we deliver.',
    );
    // Each person's name, role and paragraph come together, one person after another.
    const order = [
      'Aoife Byrne',
      'Managing Director',
      'Aoife leads',
      'Cian Walsh',
      'Head of Delivery',
      'Cian runs',
      'Dara Kelly',
      'Dara builds',
    ];
    const places = order.map((words) => text.indexOf(words));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });
});

describe('three columns of short blurbs under titles drawn after them', () => {
  it('reads each title over its column’s blurbs, each blurb whole', async () => {
    const page = new PageWriter()
      .line('What each project receives', { size: 20, font: 'bold' })
      .row(across(['Social and blog content for', 'Opportunities to host yearly', 'Access to marketing platforms']), { before: 40 })
      .row(across(['milestones and updates', 'collaborator summits', 'like survey tools and forms']))
      .row(across(['Opportunity to host a social', 'Opportunities for participation', 'Limited website support']), { before: 12 })
      .row(across(['account on the shared server', 'in key events for the foundation', 'services']))
      // Titles drawn last, above the columns they head.
      .at(72, 722, 'Amplification', 10, 'bold')
      .at(250, 722, 'Presence', 10, 'bold')
      .at(428, 722, 'Tooling', 10, 'bold');
    const text = pdfPagesToDocumentText(await readPdfPages(buildPdf([page.page()])));
    expect(text).not.toContain('|');
    for (const blurb of [
      'Social and blog content for milestones and updates',
      'Opportunity to host a social account on the shared server',
      'Opportunities for participation in key events for the foundation',
      'Access to marketing platforms like survey tools and forms',
    ])
      expect(text).toContain(blurb);
    const order = ['Amplification', 'Social and blog', 'Opportunity to host', 'Presence', 'Opportunities to host', 'Tooling', 'Access'];
    const places = order.map((words) => text.indexOf(words));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });
});

describe('a table beside such columns', () => {
  it('keeps a table of figures a table', async () => {
    const page = new PageWriter()
      .line('The fees below apply to every engagement agreed in the year.')
      .row(
        [
          [72, 'Service', 'bold'],
          [250, 'Days', 'bold'],
          [428, 'Fee (EUR)', 'bold'],
        ],
        { before: 8 },
      )
      .row([
        [72, 'Readiness review'],
        [250, '5'],
        [428, '4,500'],
      ])
      .row([
        [72, 'Model audit'],
        [250, '10'],
        [428, '9,000'],
      ])
      .row([
        [72, 'Training day'],
        [250, '1'],
        [428, '1,200'],
      ])
      .line('Fees are invoiced monthly in arrears.', { before: 10 });
    const text = pdfPagesToDocumentText(await readPdfPages(buildPdf([page.page()])));
    expect(text).toContain('| Service | Days | Fee (EUR) |');
    expect(text).toContain('| Model audit | 10 | 9,000 |');
  });

  it('keeps a table of words under a header row a table, its rows each a line', async () => {
    const page = new PageWriter()
      .line('Each risk the review found has an owner and a step that lowers it.')
      .row(
        [
          [72, 'Risk', 'bold'],
          [250, 'Owner', 'bold'],
          [428, 'Mitigation', 'bold'],
        ],
        { before: 8 },
      )
      .row(across(['Biased training data', 'Data team lead', 'Quarterly bias audit']))
      .row(across(['Model drift in production', 'Platform owner', 'Monthly accuracy checks']))
      .row(across(['Personal data in prompts', 'Privacy officer', 'Redaction before upload']))
      .line('The board reviews this register every quarter.', { before: 10 });
    const text = pdfPagesToDocumentText(await readPdfPages(buildPdf([page.page()])));
    expect(text).toContain('| Risk | Owner | Mitigation |');
    expect(text).toContain('| Model drift in production | Platform owner | Monthly accuracy checks |');
  });

  it('keeps a table of terms beside their wrapping definitions a table', async () => {
    // The definitions wrap line after line in lower case, as prose does, and a term wraps too; but the terms are short
    // words on fewer lines than their definitions, as a table's column of labels is.
    const page = new PageWriter()
      .line('The words below have these meanings throughout the code of practice.')
      .row(
        [
          [72, 'Term', 'bold'],
          [200, 'Description', 'bold'],
        ],
        { before: 8 },
      )
      .row([
        [72, 'Duty holder'],
        [200, 'Any person who owes a work health and safety duty under the'],
      ])
      .row([[200, 'Act, including a person conducting a business or undertaking.']])
      .row(
        [
          [72, 'Health and safety'],
          [200, 'A consultative body established under the Act, whose functions'],
        ],
        { before: 4 },
      )
      .row([
        [72, 'committee'],
        [200, 'include facilitating cooperation between workers and the person'],
      ])
      .row([[200, 'conducting a business or undertaking on health and safety.']])
      .row(
        [
          [72, 'Hazard'],
          [200, 'A situation or thing that has the potential to harm a person, such'],
        ],
        { before: 4 },
      )
      .row([[200, 'as noisy machinery, a moving forklift or working at heights.']])
      .line('Other words have their ordinary meanings.', { before: 10 });
    const text = pdfPagesToDocumentText(await readPdfPages(buildPdf([page.page()])));
    expect(text).toContain('| Term | Description |');
    expect(text).toMatch(/\| Hazard \| A situation or thing that has the potential to harm a person, such as noisy machinery/);
  });
});
