// Builds small, valid Word (.docx) files for tests with jszip: heading styles,
// bold paragraphs, bulleted and numbered lists (with numbering definitions, as
// Word writes them), tables and a code style. mammoth reads them as it reads
// a file from Word.
import JSZip from 'jszip';

export type DocxBlock =
  | { heading: 1 | 2 | 3; text: string }
  | { title: string }
  | { paragraph: string; bold?: boolean }
  | { bullets: string[] }
  | { numbered: string[] }
  | { table: string[][] }
  | { code: string[] }
  /** A table of contents: [title, page] entries, in Word's 'toc 1' style or (styled: false) as plain paragraphs. */
  | { contents: Array<[string, string]>; styled?: boolean }
  /** A paragraph with an equation (Office Math, given as the XML inside <m:oMath>) between two runs of text. */
  | { before: string; equation: string; after: string };

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const M = 'http://schemas.openxmlformats.org/officeDocument/2006/math';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function run(text: string, bold = false): string {
  return `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
}

function paragraph(text: string, options: { style?: string; numId?: number; bold?: boolean } = {}): string {
  const properties = [
    options.style ? `<w:pStyle w:val="${options.style}"/>` : '',
    options.numId ? `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${options.numId}"/></w:numPr>` : '',
  ].join('');
  return `<w:p>${properties ? `<w:pPr>${properties}</w:pPr>` : ''}${run(text, options.bold)}</w:p>`;
}

function blockXml(block: DocxBlock): string {
  if ('heading' in block) return paragraph(block.text, { style: `Heading${block.heading}` });
  if ('title' in block) return paragraph(block.title, { style: 'Title' });
  if ('paragraph' in block) return paragraph(block.paragraph, { bold: block.bold ?? false });
  if ('bullets' in block) return block.bullets.map((item) => paragraph(item, { style: 'ListParagraph', numId: 1 })).join('');
  if ('numbered' in block) return block.numbered.map((item) => paragraph(item, { style: 'ListParagraph', numId: 2 })).join('');
  if ('contents' in block) {
    return block.contents
      .map(([title, page]) => {
        const style = block.styled === false ? '' : '<w:pPr><w:pStyle w:val="TOC1"/></w:pPr>';
        return `<w:p>${style}${run(title)}<w:r><w:tab/></w:r>${run(page)}</w:p>`;
      })
      .join('');
  }
  if ('code' in block) return block.code.map((line) => paragraph(line, { style: 'Code' })).join('');
  if ('equation' in block) return `<w:p>${run(block.before)}<m:oMath>${block.equation}</m:oMath>${run(block.after)}</w:p>`;
  const rows = block.table.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr>`).join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${rows}</w:tbl>`;
}

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}">
  <w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
  <w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>
  <w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>
  <w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style>
  <w:style w:type="paragraph" w:styleId="Heading3"><w:name w:val="heading 3"/></w:style>
  <w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/></w:style>
  <w:style w:type="paragraph" w:styleId="Code"><w:name w:val="Code"/></w:style>
  <w:style w:type="paragraph" w:styleId="TOC1"><w:name w:val="toc 1"/></w:style>
</w:styles>`;

const NUMBERING = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:numbering xmlns:w="${W}">
  <w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum>
  <w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum>
  <w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
  <w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>
</w:numbering>`;

export async function buildDocx(blocks: readonly DocxBlock[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="xml" ContentType="application/xml"/>
  <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
  <Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
  <Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>
</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`,
  );
  zip.file(
    'word/_rels/document.xml.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
  <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/>
</Relationships>`,
  );
  zip.file('word/styles.xml', STYLES);
  zip.file('word/numbering.xml', NUMBERING);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}" xmlns:m="${M}"><w:body>${blocks.map(blockXml).join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'uint8array' });
}
