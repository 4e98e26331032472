// Sets text on a test PDF page line by line, as a word processor would: each
// line a baseline below the last, gaps where paragraphs end, cells on one
// baseline for table rows.
import type { PdfFont, PdfPage, PdfRun } from './pdf-builder.ts';

export interface LineStyle {
  size?: number;
  font?: PdfFont;
  x?: number;
  /** Extra space above the line, in points. */
  before?: number;
}

export class PageWriter {
  readonly runs: PdfRun[] = [];
  private y: number;

  constructor(top = 770) {
    this.y = top + 12;
  }

  line(text: string, style: LineStyle = {}): this {
    const size = style.size ?? 10;
    this.y -= size * 1.2 + (style.before ?? 0);
    this.runs.push({ x: style.x ?? 72, y: this.y, size, font: style.font ?? 'regular', text });
    return this;
  }

  lines(texts: readonly string[], style: LineStyle = {}): this {
    texts.forEach((text, index) => this.line(text, index === 0 ? style : { ...style, before: 0 }));
    return this;
  }

  /** Several runs on one baseline: [x, text] pairs, or [x, text, font] for a run in a font of its own. */
  row(cells: ReadonlyArray<readonly [number, string, PdfFont?]>, style: LineStyle = {}): this {
    const size = style.size ?? 10;
    this.y -= size * 1.2 + (style.before ?? 0);
    for (const [x, text, font] of cells) this.runs.push({ x, y: this.y, size, font: font ?? style.font ?? 'regular', text });
    return this;
  }

  /** A run at a fixed place, outside the flow: a running header, a footer, a page number. */
  at(x: number, y: number, text: string, size = 8, font: PdfFont = 'regular'): this {
    this.runs.push({ x, y, size, font, text });
    return this;
  }

  page(): PdfPage {
    return { runs: this.runs };
  }
}
