// The document-text form from a PDF's print layout and a Word file's
// structure. Pure functions: no pdfjs, no mammoth, no DOM.
export { pdfPagesToDocumentText, pdfPagesToDocumentTextInSteps } from './pdf/document-text.ts';
export type { PdfFontStyle, PdfPageText, PdfTextItem } from './pdf/types.ts';
export { printedMarker } from './pdf/fonts.ts';
export { glyphOffsets } from './pdf/glyph-offsets.ts';
export { docxHtmlToDocumentText, DOCX_STYLE_MAP } from './docx/document-text.ts';
export { docxWithEquationsAsText } from './docx/math.ts';
export {
  readPdfjsDocumentText,
  readPdfjsPage,
  readPdfjsPages,
  type PdfjsDocument,
  type PdfjsPage,
  type ReadPagesOptions,
} from './pdfjs.ts';
export { markdownToDocumentText } from './markdown/document-text.ts';
