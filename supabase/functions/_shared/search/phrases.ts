// Finding listed phrases in a text by their words' stems, in order: 'Kangos'
// finds 'kango', 'customers in' finds 'customer'. Synonym lines and the word
// lists a demo keeps as data (the tax assistant's scope words) are matched
// this way, so that word forms come from the stemmer and never from a
// hand-written pattern.
import { stemsOf } from './words.ts';

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

  /** Every listed phrase that appears, word for word, in `stems` (a text's word stems in order). */
  matches(stems: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    stems.forEach((stem, index) => {
      for (const phrase of this.byFirstStem.get(stem) ?? []) {
        if (phrase.stems.every((phraseStem, offset) => stems[index + offset] === phraseStem)) {
          found.push({ from: index, to: index + phrase.stems.length - 1, value: phrase.value });
        }
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
