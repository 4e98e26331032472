// Synonyms as data: each line pairs the words a visitor uses with the words
// the knowledge is written in ('kango' → 'breaker', 'college fees' →
// 'tuition fees'). A line is matched on the stems of every word of the
// question, in order, so 'kangos' and 'Kango' both find it and 'left me'
// finds an inheritance without every 'left' doing so. The knowledge's words
// join the question's as alternatives; the visitor's own words always stay.
import { PhraseIndex } from './phrases.ts';

/** One reviewed line: what a visitor writes, then what the knowledge calls it. */
export type SynonymLine = readonly [everyday: string, knowledge: string];

/** A synonym file: why it exists, then its lines. */
export interface SynonymFile {
  about: string;
  lines: readonly SynonymLine[];
}

/** Where in the question's words a line's everyday phrase was found, and what it adds. */
export interface SynonymMatch {
  /** First and last index (inclusive) in the question's words. */
  from: number;
  to: number;
  everyday: string;
  knowledge: string;
}

/** Checks a synonym file read from JSON: every line a pair of non-empty strings. */
export function synonymFile(data: unknown, name: string): SynonymFile {
  const file = data as { about?: unknown; lines?: unknown };
  const lines = Array.isArray(file?.lines) ? file.lines : undefined;
  const valid =
    typeof file?.about === 'string' &&
    lines !== undefined &&
    lines.every((line) => Array.isArray(line) && line.length === 2 && line.every((part) => typeof part === 'string' && part.trim() !== ''));
  if (!valid) throw new Error(`Synonym file ${name}: needs 'about' and 'lines' of [everyday, knowledge] pairs.`);
  return file as SynonymFile;
}

/** Synonym lines from one or more files, looked up by the question's word stems. */
export class Synonyms {
  private readonly index: PhraseIndex<{ everyday: string; knowledge: string }>;

  constructor(files: readonly SynonymFile[]) {
    this.index = new PhraseIndex(
      files.flatMap((file) => file.lines.map(([everyday, knowledge]) => [everyday, { everyday, knowledge }] as const)),
    );
  }

  /** Every line whose everyday phrase appears, word for word, in `stems` (the stems of the question's words in order). */
  matches(stems: readonly string[]): SynonymMatch[] {
    return this.index.matches(stems).map(({ from, to, value }) => ({ from, to, ...value }));
  }
}
