// Word (.docx) text with mammoth's structured output: heading styles, lists,
// tables and code styles come through as the document-text form's '#' lines,
// items, pipe rows and fences (@meitheal/document-text), not as flat text;
// equations as the text they print.
import { DOCX_STYLE_MAP, docxHtmlToDocumentText, docxWithEquationsAsText } from '@meitheal/document-text';
import mammoth from 'mammoth';

export async function extractDocxText(bytes: ArrayBuffer): Promise<string> {
  const result = await mammoth.convertToHtml({ arrayBuffer: await docxWithEquationsAsText(bytes) }, { styleMap: [...DOCX_STYLE_MAP] });
  return docxHtmlToDocumentText(result.value);
}
