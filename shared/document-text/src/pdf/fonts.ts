// Which fonts are bold and which are monospace. pdfjs tells a fixed-pitch font
// by its flags ('monospace' family); the PDF's own font name, when the caller
// has it, tells weight ('Arial-BoldMT', 'NimbusSans-Bold') and catches
// monospace fonts whose flags are missing ('Courier', 'DejaVuSansMono').
import type { PdfPageText } from './types.ts';

export interface FontTraits {
  bold: boolean;
  mono: boolean;
}

const BOLD_NAME = /bold|black|heavy|semibold|demibold|[-,+_]bd$/i;
const MONO_NAME = /courier|mono|consol|menlo|inconsolata|typewriter|fixed|lettergothic|andale|\bcode/i;

export function fontTraits(page: PdfPageText, fontName: string): FontTraits {
  const name = page.fontNames?.[fontName] ?? '';
  // A subset prefix ('ABCDEF+') carries no meaning.
  const bare = name.replace(/^[A-Z]{6}\+/, '');
  const family = page.styles[fontName]?.fontFamily ?? '';
  return {
    bold: BOLD_NAME.test(bare),
    mono: family === 'monospace' || MONO_NAME.test(bare),
  };
}
