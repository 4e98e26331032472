// @vitest-environment node
// A table of one cell, as a template draws a box round a note to its reader, is read as the paragraphs it holds.
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { buildDocx, type DocxBlock } from '../../testing/docx-builder.ts';
import { DOCX_STYLE_MAP, docxHtmlToDocumentText } from './document-text.ts';

async function documentText(blocks: readonly DocxBlock[]): Promise<string> {
  const buffer = Buffer.from(await buildDocx(blocks));
  const { value } = await mammoth.convertToHtml({ buffer }, { styleMap: [...DOCX_STYLE_MAP] });
  return docxHtmlToDocumentText(value);
}

describe('a boxed note in a Word file', () => {
  it('reads a table of one cell as its paragraph, not a table row', async () => {
    const text = await documentText([
      { heading: 1, text: 'Proposal' },
      { table: [['Keep the proposal short. We suggest ten pages or fewer.']] },
      { paragraph: 'Send the proposal by e-mail.' },
    ]);
    expect(text).toBe(
      ['# Proposal', 'Keep the proposal short. We suggest ten pages or fewer.', 'Send the proposal by e-mail.'].join('\n\n'),
    );
  });

  it('keeps a table of one column and several rows a table', async () => {
    const text = await documentText([{ table: [['Documents'], ['Passport'], ['Utility bill']] }]);
    expect(text).toBe('| Documents |\n| --- |\n| Passport |\n| Utility bill |');
  });
});
