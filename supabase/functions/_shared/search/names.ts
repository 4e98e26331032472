// Words a table uses inside names. A scheme is often named with everyday
// words ('One Stop Shop', 'Help to Buy', the 'flat-rate' addition), and a
// row's name then holds an everyday word the row is not about: 'a flat in
// Galway' must not find the flat-rate expenses by 'flat', nor a coffee shop
// the One Stop Shop by its title. A word counts inside a name only when the
// question says the name in full or nearly; otherwise a row holds it only
// where it uses it outside a name, in that field. A name binds only the words
// that tell it apart: 'working' of 'Remote Working Relief' stays a word.
import { isStopword, stemOf, wordsOf } from './words.ts';

/** One row's searchable texts, each with the label the search vector gives its field. */
export interface NamedRow {
  key: string;
  /** `title` marks the row's title: a hyphenated compound a title uses is a name ('Flat-rate expenses'). */
  fields: readonly { label: FieldLabel; text: string; title?: boolean }[];
}

/** A name as the table writes it. */
export interface Name {
  /** Its meaningful stems, in order. */
  stems: readonly string[];
  /**
   * The stems that tell the name apart. A capitalised name's words that a
   * fifth of the rows use tell nothing ('tax', 'credit' of 'Rent Tax
   * Credit', which 'rent' alone says); all a compound's words tell ('flat'
   * alone is not 'flat-rate').
   */
  telling: readonly string[];
}

/** A field's label in the table's search vector, heaviest first. */
export type FieldLabel = 'A' | 'B' | 'C' | 'D';

/** A word the table uses inside names. */
export interface NameWord {
  names: readonly Name[];
  /**
   * For each row that uses the word inside a name, the heaviest field where
   * it also uses it outside any name, or null when it never does.
   */
  rows: ReadonlyMap<string, FieldLabel | null>;
}

/** By stem, the words the table uses inside names. */
export type NameWords = ReadonlyMap<string, NameWord>;

// A word written with a capital ('Help', 'OSS'), and the small words a name may hold between two of them ('Help to Buy').
const CAPITALISED = /^\p{Lu}/u;
const JOINING = new Set(['to', 'of', 'for', 'and', 'the', 'a', 'an', 'in', 'on']);
// Words of letters joined by hyphens ('flat-rate', 'rent-a-room'): one word, a compound.
const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;
/** A word used by at least this share of the rows is the table's own vocabulary, and says no name. */
const COMMON_SHARE = 0.2;

/** A name's meaningful stems; a name needs two of them (a single word is just a word). */
function nameStems(words: readonly string[]): string[] | undefined {
  const stems = words.filter((word) => !isStopword(word)).map(stemOf);
  return stems.length >= 2 ? stems : undefined;
}

/** The runs of capitalised words a text writes as names ('Rent Tax Credit', 'Help to Buy'), as stems. */
export function capitalisedNames(text: string): string[][] {
  const names: string[][] = [];
  // Punctuation ends a name ('the One Stop Shop, OSS'), and so does a possessive ('Revenue's').
  const tokens = text.match(/[\p{L}\p{N}'’]+|[^\s\p{L}\p{N}'’-]/gu) ?? [];
  let run: string[] = [];
  let pending: string[] = [];
  // Whether the run began a sentence, where any word has a capital.
  let opensSentence = false;
  let sentenceStart = true;
  const close = () => {
    const words = run.map((word) => word.toLowerCase());
    // A sentence's first word joined to a name by a small word is no part of it ('Register for the One Stop Shop').
    const withoutFirst = opensSentence && JOINING.has(words[1] ?? '') ? nameStems(words.slice(1)) : undefined;
    const stems = withoutFirst ?? nameStems(words);
    if (stems) names.push(stems);
    run = [];
    pending = [];
  };
  for (const token of tokens) {
    if (CAPITALISED.test(token) && !/['’]s$/u.test(token)) {
      if (run.length === 0) opensSentence = sentenceStart;
      run.push(...pending, token);
      pending = [];
    } else if (run.length > 0 && JOINING.has(token)) {
      pending.push(token);
    } else {
      close();
    }
    sentenceStart = /^[.!?:;]$/u.test(token);
  }
  close();
  return names;
}

/** The hyphenated compounds of a text ('flat-rate'), as stems. */
export function compounds(text: string): string[][] {
  return [...text.matchAll(HYPHENATED)]
    .map((match) => nameStems(match[0].toLowerCase().split('-')))
    .filter((stems): stems is string[] => stems !== undefined);
}

const nameKey = (stems: readonly string[]) => stems.join(' ');

function stemsOfText(text: string): string[] {
  return wordsOf(text.replace(/(\p{L})-(?=\p{L})/gu, '$1 '))
    .filter((word) => !isStopword(word))
    .map(stemOf);
}

/**
 * Which words of the rows' texts are used inside names, and where each row
 * uses them outside one. A name written as a name anywhere (capitalised, or
 * a compound in a title) is a name wherever its words appear in that order,
 * so the alias 'one stop shop' is the One Stop Shop too.
 */
export function nameWordsOf(rows: readonly NamedRow[]): NameWords {
  const rowsUsing = new Map<string, number>();
  for (const row of rows) {
    for (const stem of new Set(row.fields.flatMap((field) => stemsOfText(field.text)))) rowsUsing.set(stem, (rowsUsing.get(stem) ?? 0) + 1);
  }
  const common = (stem: string) => (rowsUsing.get(stem) ?? 0) >= Math.max(2, COMMON_SHARE * rows.length);
  const names = new Map<string, Name>();
  for (const row of rows) {
    for (const field of row.fields) {
      for (const stems of capitalisedNames(field.text)) {
        if (!names.has(nameKey(stems))) names.set(nameKey(stems), { stems, telling: stems.filter((stem) => !common(stem)) });
      }
      if (field.title) for (const stems of compounds(field.text)) names.set(nameKey(stems), { stems, telling: stems });
    }
  }
  const byFirst = new Map<string, Name[]>();
  for (const name of names.values()) byFirst.set(name.stems[0]!, [...(byFirst.get(name.stems[0]!) ?? []), name]);

  const namesOf = new Map<string, Map<string, Name>>();
  const inName = new Map<string, Set<string>>();
  const outside = new Map<string, Map<string, FieldLabel>>();
  for (const row of rows) {
    for (const field of row.fields) {
      const stems = stemsOfText(field.text);
      const covered = new Array<boolean>(stems.length).fill(false);
      stems.forEach((stem, start) => {
        for (const name of byFirst.get(stem) ?? []) {
          if (!name.stems.every((nameStem, offset) => stems[start + offset] === nameStem)) continue;
          name.stems.forEach((nameStem, offset) => {
            // Only the words that tell the name apart are bound by it: 'working' of 'Remote Working Relief' stays a word.
            if (!name.telling.includes(nameStem)) return;
            covered[start + offset] = true;
            namesOf.set(nameStem, (namesOf.get(nameStem) ?? new Map<string, Name>()).set(nameKey(name.stems), name));
            inName.set(nameStem, (inName.get(nameStem) ?? new Set<string>()).add(row.key));
          });
        }
      });
      stems.forEach((stem, index) => {
        if (covered[index]) return;
        const labels = outside.get(stem) ?? new Map<string, FieldLabel>();
        const best = labels.get(row.key);
        if (!best || field.label < best) labels.set(row.key, field.label);
        outside.set(stem, labels);
      });
    }
  }
  const words = new Map<string, NameWord>();
  for (const [stem, rowsIn] of inName) {
    const labels = outside.get(stem);
    words.set(stem, {
      names: [...namesOf.get(stem)!.values()],
      rows: new Map([...rowsIn].map((key) => [key, labels?.get(key) ?? null])),
    });
  }
  return words;
}

/**
 * Whether a question says a name in full or nearly: by two of its telling
 * words (its one telling word when it has one; always when none). 'I'm
 * buying a home, is there any help' says 'Help to Buy', 'rent' says 'Rent
 * Tax Credit', 'flat rate' says 'flat-rate'; 'a coffee shop' says no 'One Stop
 * Shop', 'a flat in Galway' no 'flat-rate'.
 */
export function saysName(questionStems: readonly string[], name: Name): boolean {
  const said = name.telling.filter((stem) => questionStems.includes(stem)).length;
  return said >= Math.min(2, name.telling.length);
}
