// Test and bench helpers: PDFs and Word files built in code, and PDFs read in Node as the browser reads them.
export { buildPdf, PAGE_HEIGHT, PAGE_WIDTH, type PdfFont, type PdfPage, type PdfRun } from './pdf-builder.ts';
export { PageWriter, type LineStyle } from './page-writer.ts';
export { readPdfPages } from './read-pdf.ts';
export { buildDocx, type DocxBlock } from './docx-builder.ts';
export { brokenFontPdf, BROKEN_FONT_TEXT } from './broken-font-pdf.ts';
