// Builds small, valid PDF files for tests: text drawn at given positions in the
// standard fonts (Helvetica, Helvetica-Bold, Courier, Times-Roman), pages
// without any text (a scan), nothing else. Enough to exercise the layout reader
// through pdfjs exactly as a real file would. A font may carry a ToUnicode map
// that reads some of its characters as others, as a real font's broken map does
// (a glyph read as U+0000, U+FFFD or a private-use character).

export type PdfFont = 'regular' | 'bold' | 'mono' | 'serif';

export interface PdfRun {
  x: number;
  /** Baseline, from the bottom of the page. */
  y: number;
  size: number;
  font?: PdfFont;
  text: string;
  /** Set running up the page (a quarter turn anticlockwise), as a landscape table on a portrait page. */
  sideways?: boolean;
}

export interface PdfPage {
  runs: PdfRun[];
  /** A page scanned as a picture: a grey image over the page, no text. */
  scanned?: boolean;
}

interface PdfOptions {
  /** Per font, a character as drawn and the text the font's ToUnicode map reads it as instead. */
  toUnicode?: Partial<Record<PdfFont, Record<string, string>>>;
}

export const PAGE_WIDTH = 595;
export const PAGE_HEIGHT = 842;

const FONTS: Record<PdfFont, { resource: string; baseFont: string }> = {
  regular: { resource: 'F1', baseFont: 'Helvetica' },
  bold: { resource: 'F2', baseFont: 'Helvetica-Bold' },
  mono: { resource: 'F3', baseFont: 'Courier' },
  serif: { resource: 'F4', baseFont: 'Times-Roman' },
};

// WinAnsiEncoding codes for the few characters beyond ASCII the tests use.
const WIN_ANSI: Record<string, number> = { '•': 0x95, '–': 0x96, '—': 0x97, '’': 0x92, '“': 0x93, '”': 0x94, '…': 0x85 };

const charCode = (char: string) => WIN_ANSI[char] ?? char.charCodeAt(0);

function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = charCode(char);
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

const hex = (value: number, digits: number) => value.toString(16).toUpperCase().padStart(digits, '0');

/** A ToUnicode CMap for a one-byte font: each drawn character's code to the UTF-16 of its reading. */
function toUnicodeCMap(readings: Record<string, string>): string {
  const pairs = Object.entries(readings).map(
    ([drawn, read]) =>
      `<${hex(charCode(drawn), 2)}> <${Array.from({ length: read.length }, (_, index) => hex(read.charCodeAt(index), 4)).join('')}>`,
  );
  return [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    `${pairs.length} beginbfchar`,
    ...pairs,
    'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
}

export function buildPdf(pages: readonly PdfPage[], options: PdfOptions = {}): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pageTree = add('');
  const fontIds = Object.fromEntries(
    Object.entries(FONTS).map(([font, { resource, baseFont }]) => {
      const readings = options.toUnicode?.[font as PdfFont];
      const toUnicode = readings ? ` /ToUnicode ${add(streamObject('<<', toUnicodeCMap(readings)))} 0 R` : '';
      return [resource, add(`<< /Type /Font /Subtype /Type1 /BaseFont /${baseFont} /Encoding /WinAnsiEncoding${toUnicode} >>`)];
    }),
  );
  const fontResources = Object.entries(fontIds)
    .map(([resource, id]) => `/${resource} ${id} 0 R`)
    .join(' ');
  const image = add(
    streamObject('<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceGray /BitsPerComponent 8', '\x80\x90\xa0\xb0'),
  );
  const kids: number[] = [];
  for (const page of pages) {
    const content = page.scanned
      ? `q ${PAGE_WIDTH} 0 0 ${PAGE_HEIGHT} 0 0 cm /Im1 Do Q`
      : page.runs
          .map(
            (run) =>
              `BT /${FONTS[run.font ?? 'regular'].resource} ${run.size} Tf ${run.sideways ? '0 1 -1 0' : '1 0 0 1'} ${run.x} ${run.y} Tm ${pdfString(run.text)} Tj ET`,
          )
          .join('\n');
    const contentId = add(streamObject('<<', content));
    kids.push(
      add(
        `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Contents ${contentId} 0 R /Resources << /Font << ${fontResources} >> /XObject << /Im1 ${image} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is below 256, so one byte each (latin1) keeps the offsets right.
  return Uint8Array.from(file, (char) => char.charCodeAt(0));
}

function streamObject(dictionaryStart: string, data: string): string {
  return `${dictionaryStart} /Length ${data.length} >>\nstream\n${data}\nendstream`;
}
