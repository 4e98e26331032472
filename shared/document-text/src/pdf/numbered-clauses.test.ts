// @vitest-environment node
// A contract's numbered clauses as Word sets them (a data processing addendum): the clause number, a tab, the text,
// and the text's next lines under the text, not under the number (a hanging indent). Each clause is a paragraph,
// its number before its text; not a table of numbers and text, and not a first line cut off from the rest.
import { describe, expect, it } from 'vitest';
import { buildPdf, type PdfPage } from '../../testing/pdf-builder.ts';
import { PageWriter } from '../../testing/page-writer.ts';
import { readPdfPages } from '../../testing/read-pdf.ts';
import { pdfPagesToDocumentText } from './document-text.ts';

async function documentText(pages: readonly PdfPage[]): Promise<string> {
  return pdfPagesToDocumentText(await readPdfPages(buildPdf(pages)));
}

describe('numbered clauses with a hanging indent', () => {
  it('reads clauses whose numbers a tab sets apart as paragraphs, not as a table', async () => {
    const page = new PageWriter()
      .line('9. AUTHORIZED AFFILIATES', { font: 'bold', x: 230 })
      .row(
        [
          [61, '9.1'],
          [97, 'Contractual Relationship. Each Authorized Affiliate agrees to be bound by the terms'],
        ],
        { before: 6 },
      )
      .lines(
        [
          'of this addendum and, to the extent applicable, the Agreement. All access to the Services by',
          'Affiliates must comply with them.',
        ],
        {
          x: 97,
        },
      )
      .row(
        [
          [61, '9.2'],
          [97, 'Communication. The Customer shall remain responsible for coordinating all of the'],
        ],
        { before: 6 },
      )
      .lines(['communication with us under this addendum on behalf of its Authorized Affiliates.'], { x: 97 })
      .row(
        [
          [61, '9.3'],
          [97, 'Rights of Authorized Affiliates. Where an Affiliate becomes a party to the addendum,'],
        ],
        { before: 6 },
      )
      .lines(['it shall be entitled to exercise the rights and seek remedies under it, as follows.'], { x: 97 });
    const text = await documentText([page.page()]);
    expect(text).not.toContain('|');
    expect(text).toContain(
      '9.1 Contractual Relationship. Each Authorized Affiliate agrees to be bound by the terms of this addendum and, to the extent applicable',
    );
    expect(text).toMatch(
      /comply with them\.\n\n9\.2 Communication\. The Customer shall remain responsible for coordinating all of the communication/,
    );
    expect(text).toContain('9.3 Rights of Authorized Affiliates. Where an Affiliate becomes a party to the addendum, it shall be entitled');
  });

  it('joins a clause’s text wrapping under its hanging indent, and starts each next clause a paragraph of its own', async () => {
    const page = new PageWriter()
      .line('11.2.1 Module 2 of the Standard Contractual Clauses applies to all the transfers of the Personal Data', { x: 76 })
      .lines(['from the Customer (as a controller) to us (as a processor), and Module 3 applies to the rest;'], { x: 126 })
      .line('11.2.2 Under Clause 9 (Use of sub-processors), the Parties select Option 2 (the General written form of', { x: 76, before: 6 })
      .lines(['authorization) for every transfer of Personal Data under this addendum and its schedules;'], { x: 126 })
      .line('11.2.3 Under Clause 17 (Governing law), the Parties choose Option 1 (the law of a Member', { x: 76, before: 6 })
      .line('11.2.4 Under Clause 18 (Choice of forum), the Parties select the courts of Ireland;', { x: 76 });
    const text = await documentText([page.page()]);
    expect(text).toContain(
      '11.2.1 Module 2 of the Standard Contractual Clauses applies to all the transfers of the Personal Data from the Customer (as a controller)',
    );
    expect(text).toContain(
      '11.2.2 Under Clause 9 (Use of sub-processors), the Parties select Option 2 (the General written form of authorization) for every',
    );
    expect(text).toMatch(/law of a Member\n\n11\.2\.4 Under Clause 18/);
  });
});
