// The check that keeps a model's figures to our material. A figure counts as
// grounded only when the material has it BESIDE the words the model uses it
// with, not merely somewhere: a model that writes 'the VAT threshold is
// €42,500' must not pass because €42,500 appears in the material as a
// different threshold.
//
// "Beside", as implemented here:
// - On the model's side, a figure's words are the content words of its own
//   sentence (a sentence ends at . ! or ? before a space, or at a line
//   break; each field of a JSON answer is its own line); a sentence with
//   fewer than two ('It is €85,000.') takes those of the sentence before too.
// - On the material's side, each occurrence of a figure has the content
//   words of its sentence, by the same rule; a short value still below two
//   words ('€85,000', a tax year kept as a number) takes the words of its
//   whole record (the object it belongs to) instead.
// - The figure is grounded when at least one of its occurrences in the
//   material shares at least one content word with the model's words.
//   Content words are letters-only words of three or more letters that are
//   not stop words, number words or units; they match on their first five
//   letters after a plural 's' is dropped ('register', 'registration';
//   'van', 'vans').
// - Where either side has no content words at all (a model sentence that is
//   just 'It is €85,000.'), there is nothing to compare and the figure needs
//   only to be in the material.
// - `extraAllowed` texts (our own framing, such as '30 days') allow their
//   figures anywhere.
import { figureOccurrences } from './figures.ts';

const STOP_WORDS = new Set(
  `about above after again against all also and any are because been before being below between both but can could did does doing down during each
  few for from further had has have having her here hers him his how into its just more most not now off once only other our ours out over own same
  she should some such than that the their theirs them then there these they this those through too under until very was were what when where which
  while who whom why will with would you your yours yourself may might must shall per cent percent euro euros eur pound pounds dollar dollars number
  numbers figure amount total least less much many within without also each every year years month months week weeks day days hour hours
  first second third zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen
  twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion`.split(/\s+/),
);

/** The content words of a text, reduced to what they are compared by. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    const singular = word.length > 3 && !word.endsWith('ss') ? word.replace(/s$/, '') : word;
    words.add(singular.slice(0, 5));
  }
  return words;
}

/** Sentence ends: . ! or ? before white space, or a line break. '4.1%' and '€28,700.01' end none. */
const SENTENCE_END = /[.!?](?=\s)|\n/g;

export function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    out.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) out.push(text.slice(start));
  return out.filter((sentence) => sentence.trim().length > 0);
}

interface Occurrence {
  value: string;
  words: Set<string>;
}

/** Fewer content words than this, and a sentence borrows the words of the one before it. */
const FEW_WORDS = 2;

/** Sentence by sentence: each figure with the words of its sentence (and the one before, when it has few). */
function occurrencesIn(text: string, before = ''): Occurrence[] {
  const out: Occurrence[] = [];
  let previous = before;
  for (const sentence of sentences(text)) {
    const own = contentWords(sentence);
    const words = own.size >= FEW_WORDS ? own : contentWords(`${previous} ${sentence}`);
    for (const figure of figureOccurrences(sentence)) out.push({ value: figure.value, words });
    previous = sentence;
  }
  return out;
}

/**
 * Every string under a value: the words of a record. Field names are left out:
 * they are ours, the same in every record ('taxYear'), so they would tie a
 * figure to words of every topic.
 */
function recordText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(recordText).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(recordText).join('\n');
  return '';
}

/** Where each figure of the material stands, and with which words. */
export class MaterialFigures {
  private readonly byValue = new Map<string, Set<string>[]>();
  private readonly anywhere = new Set<string>();

  constructor(material: unknown, extraAllowed: readonly string[] = []) {
    this.collect(material, undefined);
    for (const text of extraAllowed) for (const figure of figureOccurrences(text)) this.anywhere.add(figure.value);
  }

  private collect(value: unknown, record: Set<string> | undefined): void {
    if (typeof value === 'string' || typeof value === 'number') {
      for (const occurrence of occurrencesIn(String(value))) {
        const words = occurrence.words.size >= FEW_WORDS || !record ? occurrence.words : record;
        const list = this.byValue.get(occurrence.value) ?? [];
        list.push(words);
        this.byValue.set(occurrence.value, list);
      }
    } else if (Array.isArray(value)) {
      for (const item of value) this.collect(item, record);
    } else if (value && typeof value === 'object') {
      const words = contentWords(recordText(value));
      for (const field of Object.values(value)) this.collect(field, words);
    }
  }

  /**
   * The figures of `text` the material does not back: absent from it, or
   * present only beside other words. `before` is text already checked just
   * ahead of it (a stream's previous sentence).
   */
  check(text: string, before = ''): { missing: string[]; elsewhere: string[] } {
    const missing = new Set<string>();
    const elsewhere = new Set<string>();
    for (const occurrence of occurrencesIn(text, before)) {
      if (this.anywhere.has(occurrence.value)) continue;
      const places = this.byValue.get(occurrence.value);
      if (!places) missing.add(occurrence.value);
      else if (!places.some((words) => beside(words, occurrence.words))) elsewhere.add(occurrence.value);
    }
    return { missing: [...missing], elsewhere: [...elsewhere] };
  }
}

function beside(material: Set<string>, model: Set<string>): boolean {
  if (material.size === 0 || model.size === 0) return true;
  for (const word of model) if (material.has(word)) return true;
  return false;
}
