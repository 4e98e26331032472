// What body text looks like in this document: its type size, the distance
// between its baselines and whether it is set bold (some PDFs name every font
// bold). Headings, paragraph breaks and footnotes are told against these.
import type { Line } from './lines.ts';

export interface BodyStyle {
  size: number;
  /** Baseline to baseline within a paragraph of body text. */
  lineSpacing: number;
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
  for (const lines of pages) {
    for (let index = 1; index < lines.length; index += 1) {
      const previous = lines[index - 1]!;
      const line = lines[index]!;
      const gap = previous.y - line.y;
      if (line.size === size && previous.size === size && gap > size * 0.8 && gap < size * 2.5) gaps.push([Math.round(gap * 2) / 2, 1]);
    }
  }
  const boldChars = prose.filter((line) => line.size === size && line.bold).reduce((sum, line) => sum + line.text.length, 0);
  const bodyChars = prose.filter((line) => line.size === size).reduce((sum, line) => sum + line.text.length, 0);
  const headingSizes = [...new Set(prose.filter((line) => line.size >= size * 1.15 && line.text.length <= 150).map((line) => line.size))]
    .sort((a, b) => b - a)
    .slice(0, 5);
  return {
    size,
    // A couple of line pairs say little (a gap before a figure is no line spacing): then the usual 120%.
    lineSpacing: gaps.length >= 3 ? (weightedMode(gaps) ?? size * 1.2) : size * 1.2,
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
