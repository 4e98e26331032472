// Word (.docx) text with mammoth's structured output: heading styles, lists,
// tables and code styles come through as the document-text form's '#' lines,
// items, pipe rows and fences (@meitheal/document-text), not as flat text.
import { DOCX_STYLE_MAP, docxHtmlToDocumentText } from '@meitheal/document-text';
import mammoth from 'mammoth';

export async function extractDocxText(bytes: ArrayBuffer): Promise<string> {
  const result = await mammoth.convertToHtml({ arrayBuffer: bytes }, { styleMap: [...DOCX_STYLE_MAP] });
  return docxHtmlToDocumentText(result.value);
}
