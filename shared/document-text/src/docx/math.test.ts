// @vitest-environment node
// A Word file's equations (Office Math), which mammoth drops, read as the text they print.
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { buildDocx, type DocxBlock } from '../../testing/docx-builder.ts';
import { DOCX_STYLE_MAP, docxHtmlToDocumentText } from './document-text.ts';
import { docxWithEquationsAsText, equationsAsRuns } from './math.ts';

const mathRun = (text: string) => `<m:r><m:t>${text}</m:t></m:r>`;
const fraction = (numerator: string, denominator: string) =>
  `<m:f><m:num>${mathRun(numerator)}</m:num><m:den>${mathRun(denominator)}</m:den></m:f>`;

async function documentText(blocks: readonly DocxBlock[]): Promise<string> {
  const bytes = await buildDocx(blocks);
  const docx = await docxWithEquationsAsText(bytes.slice().buffer);
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(docx) }, { styleMap: [...DOCX_STYLE_MAP] });
  return docxHtmlToDocumentText(value);
}

describe('a Word equation', () => {
  it('reads as the text it prints, where it stands', async () => {
    const text = await documentText([{ before: 'Drill a ', equation: mathRun('47mm'), after: ' diameter hole in the base.' }]);
    expect(text).toBe('Drill a 47mm diameter hole in the base.');
  });

  it("reads a fraction as numerator and denominator ('1 1/2\"'), a fraction within one too", async () => {
    const text = await documentText([
      { before: 'Cut the PVC pipe ', equation: `${mathRun('1 ')}${fraction('1', '2')}${mathRun('"')}`, after: ' wide.' },
      { before: 'Use ', equation: fraction(`${mathRun('1+')}${fraction('1', '4')}`, '2'), after: ' of the mix.' },
    ]);
    expect(text).toBe('Cut the PVC pipe 1 1/2" wide.\n\nUse 1+1/4/2 of the mix.');
  });

  it('is needed: without it mammoth drops the figure', async () => {
    const bytes = await buildDocx([{ before: 'Drill a ', equation: mathRun('47mm'), after: ' diameter hole.' }]);
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    expect(docxHtmlToDocumentText(value)).toBe('Drill a diameter hole.');
  });
});

describe('equationsAsRuns', () => {
  it('turns a display equation (<m:oMathPara>) into one run, and drops an equation with no text', () => {
    const xml = `<w:p><m:oMathPara><m:oMath>${mathRun('x = 2')}</m:oMath></m:oMathPara></w:p><w:p><m:oMath></m:oMath></w:p>`;
    expect(equationsAsRuns(xml)).toBe('<w:p><w:r><w:t xml:space="preserve">x = 2</w:t></w:r></w:p><w:p></w:p>');
  });

  it('leaves a file with no equation as it was', async () => {
    const bytes = (await buildDocx([{ paragraph: 'No equations here.' }])).slice().buffer;
    expect(await docxWithEquationsAsText(bytes)).toBe(bytes);
  });
});
