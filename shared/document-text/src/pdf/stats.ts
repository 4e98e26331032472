// What body text looks like in this document: its type size, the distance
// between its baselines and whether it is set bold (some PDFs name every font
// bold). Headings, paragraph breaks and footnotes are told against these.
import type { Line } from './lines.ts';

export interface BodyStyle {
  size: number;
  /** Baseline to baseline within a paragraph of body text: the commonest gap between lines of body text. */
  lineSpacing: number;
  /**
   * Baseline to baseline under a line that wraps (one running to the right margin). Smaller than lineSpacing where most
   * paragraphs are a line each and set apart by space (LibreOffice's revision history, a list of short entries): then
   * the commonest gap is the space between paragraphs, not the spacing of a paragraph's lines.
   */
  wrappedLineSpacing: number;
  bold: boolean;
  /** Most of the text is in a monospace font: then monospace does not mean code. */
  mono: boolean;
  /** Distinct sizes larger than body text, largest first: heading levels by size. */
  headingSizes: number[];
}

export function bodyStyleOf(pages: readonly Line[][]): BodyStyle {
  const all = pages.flat();
  const monoChars = all.filter((line) => line.mono).reduce((sum, line) => sum + line.text.length, 0);
  const chars = all.reduce((sum, line) => sum + line.text.length, 0);
  // A document set wholly in a typewriter face (a text file printed to PDF) has no code blocks to tell apart.
  const mono = chars > 0 && monoChars > chars * 0.6;
  const prose = mono ? all : all.filter((line) => !line.mono);
  const size = weightedMode(prose.map((line) => [line.size, line.text.length])) ?? 10;
  const gaps: Array<[number, number]> = [];
  // Gaps under a line that runs to the page's right margin: a wrapped line, whose paragraph goes on below it. Where most
  // paragraphs are one line each (a revision history, a list of short entries), the commonest gap of all is the space
  // between paragraphs, and the gaps under wrapped lines alone give the line spacing.
  const wrappedGaps: Array<[number, number]> = [];
  for (const lines of pages) {
    const right = percentile(
      lines.filter((line) => line.size === size && !line.mono).map((line) => line.right),
      0.9,
    );
    for (let index = 1; index < lines.length; index += 1) {
      const previous = lines[index - 1]!;
      const line = lines[index]!;
      const gap = previous.y - line.y;
      if (line.size !== size || previous.size !== size || gap <= size * 0.8 || gap >= size * 2.5) continue;
      gaps.push([Math.round(gap * 2) / 2, 1]);
      if (right !== undefined && previous.right >= right - size * 2) wrappedGaps.push([Math.round(gap * 2) / 2, 1]);
    }
  }
  const boldChars = prose.filter((line) => line.size === size && line.bold).reduce((sum, line) => sum + line.text.length, 0);
  const bodyChars = prose.filter((line) => line.size === size).reduce((sum, line) => sum + line.text.length, 0);
  const headingSizes = [...new Set(prose.filter((line) => line.size >= size * 1.15 && line.text.length <= 150).map((line) => line.size))]
    .sort((a, b) => b - a)
    .slice(0, 5);
  // A couple of line pairs say little (a gap before a figure is no line spacing): then the usual 120%.
  const lineSpacing = gaps.length >= 3 ? (weightedMode(gaps) ?? size * 1.2) : size * 1.2;
  return {
    size,
    lineSpacing,
    wrappedLineSpacing: wrappedGaps.length >= 3 ? (weightedMode(wrappedGaps) ?? lineSpacing) : lineSpacing,
    bold: bodyChars > 0 && boldChars > bodyChars * 0.6,
    mono,
    headingSizes,
  };
}

function weightedMode(values: ReadonlyArray<readonly [number, number]>): number | undefined {
  const weights = new Map<number, number>();
  for (const [value, weight] of values) weights.set(value, (weights.get(value) ?? 0) + weight);
  let best: number | undefined;
  let bestWeight = -1;
  for (const [value, weight] of weights) {
    if (weight > bestWeight) {
      best = value;
      bestWeight = weight;
    }
  }
  return best;
}

function percentile(values: readonly number[], fraction: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
}
