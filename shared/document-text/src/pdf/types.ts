// What the PDF layout reader needs from pdfjs, typed structurally so this
// package imports no pdfjs: the caller passes getTextContent()'s items and
// styles as they come, plus the page's height.

/** One text item from pdfjs `page.getTextContent().items` (marked-content items are left out by the caller). */
export interface PdfTextItem {
  str: string;
  /** [a, b, c, d, x, y]: the item's text matrix; x, y is the start of its baseline in PDF units (y grows upwards). */
  transform: readonly number[];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

/** One entry of `getTextContent().styles`, keyed by the items' fontName. */
export interface PdfFontStyle {
  /** 'monospace', 'serif' or 'sans-serif' as pdfjs guessed it from the font's flags. */
  fontFamily: string;
  ascent?: number;
  descent?: number;
  vertical?: boolean;
}

export interface PdfPageText {
  items: readonly PdfTextItem[];
  styles: Readonly<Record<string, PdfFontStyle>>;
  /** The page's height in PDF units (`page.getViewport({ scale: 1 }).height`). */
  viewportHeight: number;
  /**
   * The PDF's own font name per fontName ('ABCDEF+Arial-BoldMT'), when the
   * caller knows it: pdfjs gives it only after loading the page's fonts
   * (see readPdfjsPage). Bold and monospace fonts are told by these names.
   */
  fontNames?: Readonly<Record<string, string>>;
}
