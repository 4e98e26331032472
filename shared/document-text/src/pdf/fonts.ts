// Which fonts are bold, italic and monospace. pdfjs tells a fixed-pitch font
// by its flags ('monospace' family); the PDF's own font name, when the caller
// has it, tells weight ('Arial-BoldMT', 'NimbusSans-Bold') and catches
// monospace fonts whose flags are missing ('Courier', 'DejaVuSansMono').
import type { PdfPageText } from './types.ts';

export interface FontTraits {
  bold: boolean;
  /** Italic or oblique: how a paper sets its lettered subsection headings ('A. Scenario'). */
  italic: boolean;
  mono: boolean;
}

// A font of pictures, not letters: InDesign and Word set bullets and check boxes in Wingdings or Zapf Dingbats, and
// the PDF often maps those glyphs to the letters of their codes ('§' for a square bullet, '¨' for a box). Matched on
// the PDF's own font name ('ABCDEF+Wingdings-Regular'). Symbol is left out: it sets Greek letters and mathematical
// signs, which are text.
const PICTOGRAPH_NAME = /wingdings|webdings|dingbat|zapf/i;

/**
 * What a text item prints: a pictograph standing alone (one or two characters of a picture font) is a bullet or a
 * box before an item, read as '•' whatever letter the PDF maps it to.
 */
export function printedMarker(str: string, fontName: string): string {
  const glyphs = [...str.trim()];
  return glyphs.length > 0 && glyphs.length <= 2 && PICTOGRAPH_NAME.test(fontName) ? str.replace(str.trim(), '•') : str;
}

const BOLD_NAME = /bold|black|heavy|semibold|demibold|[-,+_]bd$/i;
// 'Times-Italic', 'NimbusRomNo9L-ReguItal', 'Helvetica-Oblique', 'MinionPro-It', TeX's 'CMTI10' and 'CMBXTI10'.
const ITALIC_NAME = /(?<!dig)ital|oblique|slant|[-,+_](?:it|bdit|boldit)$|^(?:cm|ec)(?:bx)?ti\d/i;
const MONO_NAME = /courier|mono|consol|menlo|inconsolata|typewriter|fixed|lettergothic|andale|\bcode/i;

export function fontTraits(page: PdfPageText, fontName: string): FontTraits {
  const name = page.fontNames?.[fontName] ?? '';
  // A subset prefix ('ABCDEF+') carries no meaning.
  const bare = name.replace(/^[A-Z]{6}\+/, '');
  const family = page.styles[fontName]?.fontFamily ?? '';
  return {
    bold: BOLD_NAME.test(bare),
    italic: ITALIC_NAME.test(bare),
    mono: family === 'monospace' || MONO_NAME.test(bare),
  };
}
