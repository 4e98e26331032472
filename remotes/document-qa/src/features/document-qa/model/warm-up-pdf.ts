// A short PDF the reader opens while the visitor is still choosing a file.
// A fresh pdfjs worker compiles its parser, its font code and its text
// extraction on first use, and optimises them only after some use; doing that
// on a few pages of ours instead of on the visitor's first pages takes it off
// the time from choosing to ready. Measured in Node as CPU time to read and
// lay out the bench's 100-page PDF: 690-770 ms after a one-line warm-up,
// 650-700 ms after these four pages (which take about 60 ms themselves).

/** Full pages, each a bold heading over lines of regular text, as most documents are. */
const PAGES = 4;
const LINES_PER_PAGE = 40;

const FONTS = [
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
];

function pageContent(): string {
  const lines = Array.from(
    { length: LINES_PER_PAGE },
    (_, line) => `(Line ${line + 1}: the reader is getting ready for your document.) Tj`,
  );
  return `BT /F2 14 Tf 72 790 Td (1 Reading) Tj ET BT /F1 11 Tf 14 TL 72 760 Td ${lines.join(' T* ')} ET`;
}

/** The PDF's bytes, with the cross-reference table pdfjs reads first, so it never has to rebuild one. */
export function warmUpPdf(): Uint8Array {
  const content = pageContent();
  // Objects 1-5: catalog, page tree, the two fonts, the content every page shows; then the pages.
  const pageNumbers = Array.from({ length: PAGES }, (_, page) => page + 6);
  const bodies = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageNumbers.map((number) => `${number} 0 R`).join(' ')}] /Count ${PAGES} >>`,
    ...FONTS,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ...pageNumbers.map(
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents 5 0 R >>',
    ),
  ];
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
