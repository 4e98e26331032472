// @vitest-environment node
// Word files built in the test, read by mammoth as the browser reads them.
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { buildDocx, type DocxBlock } from '../../testing/docx-builder.ts';
import { DOCX_STYLE_MAP, docxHtmlToDocumentText } from './document-text.ts';

async function documentText(blocks: readonly DocxBlock[]): Promise<string> {
  const buffer = Buffer.from(await buildDocx(blocks));
  const { value } = await mammoth.convertToHtml({ buffer }, { styleMap: [...DOCX_STYLE_MAP] });
  return docxHtmlToDocumentText(value);
}

describe('docxHtmlToDocumentText', () => {
  it('turns a Word file’s headings, paragraphs, lists, tables and code into the document-text form', async () => {
    const text = await documentText([
      { title: 'Meitheal engagement letter' },
      { heading: 1, text: 'Engagement terms' },
      { paragraph: 'These terms apply to every engagement & its renewals.' },
      { heading: 2, text: '2.1 Fees' },
      { paragraph: 'Fees are due within 30 days of the invoice.' },
      { bullets: ['Monthly retainer', 'Hourly work beyond the retainer'] },
      { numbered: ['Send the invoice', 'Chase it after 30 days'] },
      {
        table: [
          ['Service', 'Fee'],
          ['Audit', '€4,000'],
          ['Review | light', '€900'],
        ],
      },
      { paragraph: 'Data handling', bold: true },
      { paragraph: 'Records are kept for six years.' },
      { code: ['update-mime-database /usr/share/mime', '  --verbose'] },
    ]);
    expect(text).toBe(
      [
        '# Meitheal engagement letter',
        '# Engagement terms',
        'These terms apply to every engagement & its renewals.',
        '## 2.1 Fees',
        'Fees are due within 30 days of the invoice.',
        '- Monthly retainer\n- Hourly work beyond the retainer',
        '1. Send the invoice\n2. Chase it after 30 days',
        '| Service | Fee |\n| --- | --- |\n| Audit | €4,000 |\n| Review \\| light | €900 |',
        '### Data handling',
        'Records are kept for six years.',
        '```\nupdate-mime-database /usr/share/mime\n  --verbose\n```',
      ].join('\n\n'),
    );
  });

  it('leaves out the table of contents, styled by Word or typed with tabs', async () => {
    const entries: Array<[string, string]> = [
      ['Document Overview', '3'],
      ['Training', 'Error! Bookmark not defined.'],
      ['Methodology', '4'],
    ];
    for (const styled of [true, false]) {
      const text = await documentText([
        { paragraph: 'Usability Test Plan', bold: true },
        { paragraph: '1.0.1', bold: true },
        { heading: 2, text: 'Table of Contents' },
        { contents: entries, styled },
        { heading: 2, text: 'Document Overview' },
        { paragraph: 'This document describes a test plan.' },
      ]);
      expect(text).toBe('## Usability Test Plan\n\n1.0.1\n\n## Document Overview\n\nThis document describes a test plan.');
    }
  });

  it('reads a short paragraph set wholly in bold as a heading when it asks a question too', () => {
    const html =
      '<p>We collect what you give us.</p><p><strong>HOW DO WE USE PERSONAL DATA?</strong></p><p>We use it to run the service.</p>';
    expect(docxHtmlToDocumentText(html)).toBe(
      'We collect what you give us.\n\n## HOW DO WE USE PERSONAL DATA?\n\nWe use it to run the service.',
    );
  });

  it('keeps a bold phrase inside a paragraph as text, not a heading', async () => {
    const html =
      '<p><strong>Note:</strong> the fee is fixed.</p><p><strong>Payment is due on receipt of the invoice, in full.</strong></p>';
    expect(docxHtmlToDocumentText(html)).toBe('Note: the fee is fixed.\n\nPayment is due on receipt of the invoice, in full.');
  });

  it('leaves out images, footnote marks and back-links, keeps the footnote text, decodes entities', () => {
    const html =
      '<p>Fees rise yearly<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup> by CPI&nbsp;&#8211; see &lt;annex&gt;.<img src="data:image/png;base64,AAAA" /></p>' +
      '<ol><li id="footnote-1"><p>Consumer price index. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(docxHtmlToDocumentText(html)).toBe('Fees rise yearly by CPI – see <annex>.\n\n1. Consumer price index.');
  });

  it('indents nested list items under their parent', () => {
    const html = '<ul><li>Scope<ul><li>Audit</li><li>Review</li></ul></li><li>Fees</li></ul>';
    expect(docxHtmlToDocumentText(html)).toBe('- Scope\n  - Audit\n  - Review\n- Fees');
  });

  it('reads the sentences of a template that numbers its paragraphs in a heading style as body text, and its short lines after a lead-in as a list', () => {
    // A procurement or policy template's multilevel list is tied to 'Heading 2': mammoth gives every numbered paragraph as an <h2>.
    const html = [
      '<h2>Welcome</h2>',
      '<h2>There are 3 additional attachments that make up this pack:</h2>',
      '<h2>Attachment 2 – Statement of Requirements</h2>',
      '<h2>Attachment 3 – Price Schedule</h2>',
      '<h2>Make sure you read all the attachments.</h2>',
      '<h2>Who may apply?</h2>',
      '<h2>The Contract will be between yourself and the Buyer (not the agency).</h2>',
    ].join('');
    expect(docxHtmlToDocumentText(html)).toBe(
      [
        '## Welcome',
        'There are 3 additional attachments that make up this pack:',
        '- Attachment 2 – Statement of Requirements\n- Attachment 3 – Price Schedule',
        'Make sure you read all the attachments.',
        '## Who may apply?',
        'The Contract will be between yourself and the Buyer (not the agency).',
      ].join('\n\n'),
    );
  });
});
