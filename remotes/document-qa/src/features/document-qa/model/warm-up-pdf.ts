// A one-page PDF the reader opens while the visitor is still choosing a file.
// A fresh pdfjs worker compiles its parser, its font code and its text
// extraction on first use; doing that on this page instead of on the
// visitor's first pages takes it off the time from choosing to ready.

/** The page: one line in a regular and one in a bold standard font, as most documents start. */
const OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
];
const CONTENT = 'BT /F2 14 Tf 72 770 Td (1 Reading) Tj ET BT /F1 11 Tf 72 740 Td (The reader is ready for your document.) Tj ET';

/** The PDF's bytes, with the cross-reference table pdfjs reads first, so it never has to rebuild one. */
export function warmUpPdf(): Uint8Array {
  const bodies = [...OBJECTS, `<< /Length ${CONTENT.length} >>\nstream\n${CONTENT}\nendstream`];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
