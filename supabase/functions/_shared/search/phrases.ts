// Finding listed phrases in a text by their words' stems, in order: 'Kangos'
// finds 'kango', 'customers in' finds 'customer'. Synonym lines and the word
// lists a demo keeps as data (the tax assistant's scope words) are matched
// this way, so that word forms come from the stemmer and never from a
// hand-written pattern.
import { stemOf, stemsOf } from './words.ts';

/** Where a listed phrase was found: first and last index (inclusive) in the text's words. */
export interface PhraseMatch<T> {
  from: number;
  to: number;
  value: T;
}

/** A phrase's stems; hyphenated words count as two ('benefit-in-kind' is 'benefit in kind'). */
export function phraseStems(phrase: string): string[] {
  return stemsOf(phrase.replace(/(\p{L})-(?=\p{L})/gu, '$1 '));
}

// A phrasal verb's particle ('sign off', 'back up', 'fill in'): English lets an object pronoun stand between verb and
// particle ('sign it off', 'back them up'), and the phrase means the same split so.
const PARTICLES = new Set(['off', 'up', 'on', 'out', 'down', 'back', 'in', 'over', 'away', 'through'].map(stemOf));
const OBJECT_PRONOUNS = new Set(['it', 'them', 'this', 'that', 'these', 'those', 'him', 'her', 'me', 'us', 'you'].map(stemOf));

/** How many words the phrase spans at `index` in `stems` (0 when it is not there): word for word, or a phrasal verb split by a pronoun. */
function spanAt(phrase: readonly string[], stems: readonly string[], index: number): number {
  if (phrase.every((phraseStem, offset) => stems[index + offset] === phraseStem)) return phrase.length;
  const [verb, particle] = phrase;
  const split =
    phrase.length === 2 &&
    particle !== undefined &&
    PARTICLES.has(particle) &&
    stems[index] === verb &&
    OBJECT_PRONOUNS.has(stems[index + 1] ?? '') &&
    stems[index + 2] === particle;
  return split ? 3 : 0;
}

/** Phrases, each with a value, looked up by the stems of a text's words. */
export class PhraseIndex<T> {
  private readonly byFirstStem = new Map<string, { stems: string[]; value: T }[]>();

  constructor(entries: Iterable<readonly [phrase: string, value: T]>) {
    for (const [phrase, value] of entries) {
      const stems = phraseStems(phrase);
      const first = stems[0];
      if (!first) throw new Error(`Phrase '${phrase}' has no word.`);
      const list = this.byFirstStem.get(first) ?? [];
      list.push({ stems, value });
      this.byFirstStem.set(first, list);
    }
  }

  /** Every listed phrase that appears in `stems` (a text's word stems in order): word for word, or a phrasal verb split by a pronoun. */
  matches(stems: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    stems.forEach((stem, index) => {
      for (const phrase of this.byFirstStem.get(stem) ?? []) {
        const span = spanAt(phrase.stems, stems, index);
        if (span > 0) found.push({ from: index, to: index + span - 1, value: phrase.value });
      }
    });
    return found;
  }
}

/** A plain list of phrases: which of them a text holds, and where. */
export class PhraseList {
  private readonly index: PhraseIndex<string>;

  constructor(phrases: Iterable<string>) {
    this.index = new PhraseIndex([...phrases].map((phrase) => [phrase, phrase] as const));
  }

  /** Where the listed phrases stand in `stems`. */
  positions(stems: readonly string[]): PhraseMatch<string>[] {
    return this.index.matches(stems);
  }

  /** Whether the text holds any listed phrase. */
  foundIn(text: string): boolean {
    return this.index.matches(stemsOf(text)).length > 0;
  }
}
