// The document Q&A's side of the one search engine (_shared/search): its
// synonym data, a question read into terms, and which of those terms a
// passage's own words hold, matched on Porter2 stems as Postgres matched them,
// so what is highlighted and quoted agrees with what was ranked.
import { contactWords } from '../_shared/contact-details.ts';
import { numberWordValue } from '../_shared/llm/figures.ts';
import type { SearchQuery, Term } from '../_shared/search/query.ts';
import { analyseQuestion } from '../_shared/search/query.ts';
import { sharedSynonyms } from '../_shared/search/shared-synonyms.ts';
import { Synonyms, synonymFile } from '../_shared/search/synonyms.ts';
import { isStopword, stemOf, wordsOf } from '../_shared/search/words.ts';
import documentSynonymData from './synonyms.json' with { type: 'json' };
import { withBareHow, withoutDocumentNoun, withoutExpansionWords } from './question-kinds.ts';
import { otherWordForms } from './word-forms.ts';

export type { SearchQuery, Term };

const documentSynonyms = synonymFile(documentSynonymData, 'query-ethics-document/synonyms.json');

const synonyms = new Synonyms([sharedSynonyms, documentSynonyms]);

export function readQuestion(question: string): SearchQuery {
  const query = withDottedNames(question, analyseQuestion(withBareHow(withoutDocumentNoun(withoutExpansionWords(question))), synonyms));
  // A year ('from 2010 to 2013') picks out the passage that names it as a rare word would, not only as a tie-breaker.
  // So does a code of letters and digits mixed ('2C2R', 'R2D2'), which no unit is ('16MB', '5V' stay figures).
  for (const term of query.terms) if (term.kind === 'figure' && (YEAR.test(term.key) || MIXED_CODE.test(term.key))) term.kind = 'word';
  // The reader's word in another spelling or form ('licence' for 'license', 'expanding' for 'expansion') is the same term.
  for (const term of query.terms) {
    if (term.kind !== 'word') continue;
    for (const form of otherWordForms(term.variants[0]!)) if (!term.variants.includes(form)) term.variants.push(form);
  }
  return query;
}

// Letters between digits, or digits between letters.
const MIXED_CODE = /\d\p{L}+\d|\p{L}\d+\p{L}/u;

// A year of the last four centuries.
const YEAR = /^(?:1[6-9]|20)\d\d$/;

// A name with a dot inside ('ASN.1', 'setvars.sh', 'X.509'), which the database indexes as one word.
const DOTTED = /(?<![\p{L}\p{N}_.])[\p{L}\p{N}_]+(?:\.[\p{L}\p{N}_]+)+/gu;

// A version or a section named by numbers and dots ('2.3', '10.4.1'), not an amount ('€1.5', '2.5%', '3.5kg').
const VERSION_NUMBER = /(?<![\p{L}\p{N}_.\p{Sc}])\d{1,4}(?:\.\d{1,4})+(?![\p{N}.\p{L}]|\s*(?:%|percent\b))/gu;

/**
 * The dotted names of a text: with a letter, and not an abbreviation of single letters ('e.g', 'U.S'); or a version's
 * numbers ('Until what date is 2.3 supported?'), which the database indexes as one word too.
 */
function dottedNames(text: string): string[] {
  const names = (text.match(DOTTED) ?? []).filter((name) => /\p{L}/u.test(name) && name.split('.').some((part) => part.length >= 2));
  return [...new Set([...names, ...(text.match(VERSION_NUMBER) ?? [])].map((name) => name.toLowerCase()))];
}

/**
 * Each dotted name of the question as one term, in place of the words it
 * splits into ('asn' and '1' of 'ASN.1'): searched apart, 'asn' is a rare word
 * of the index while every 'ASN.1' of the text seems to hold it.
 */
function withDottedNames(question: string, query: SearchQuery): SearchQuery {
  const names = dottedNames(question);
  if (names.length === 0) return query;
  const parts = new Set(names.flatMap((name) => wordsOf(name).map(stemOf)));
  const kept = query.terms.filter(
    (term) => !(term.kind === 'word' || term.kind === 'figure' ? parts.has(term.key) : term.pairOf?.some((key) => parts.has(key))),
  );
  const named: Term[] = names.map((name) => ({ key: name, variants: [name], boost: 1, kind: 'phrase' }));
  return { ...query, terms: [...named, ...kept] };
}

/** The terms that make up the question's weight (not the figures and word pairs that only break ties). */
export function coreTerms(query: SearchQuery): Term[] {
  return query.terms.filter((term) => term.kind === 'word' || term.kind === 'phrase');
}

/** A text's words of meaning as stems, in order, with the word as written. */
function stemmedWords(text: string): { word: string; stem: string }[] {
  return wordsOf(text.replace(/(\p{L})-(?=\p{L})/gu, '$1 '))
    .filter((word) => !isStopword(word))
    .map((word) => ({ word, stem: stemOf(word) }));
}

const variantStems = new Map<string, string[]>();

function stemsOfVariant(variant: string): string[] {
  let stems = variantStems.get(variant);
  if (!stems) {
    stems = stemmedWords(variant).map((word) => word.stem);
    variantStems.set(variant, stems);
  }
  return stems;
}

/** Where each of a term's variants occurs in the words: the index of its first and last word. */
function occurrences(words: readonly { stem: string }[], term: Term): [number, number][] {
  const found: [number, number][] = [];
  for (const variant of term.variants) {
    const stems = stemsOfVariant(variant);
    if (stems.length === 0) continue;
    for (let index = 0; index + stems.length <= words.length; index += 1) {
      if (stems.every((stem, offset) => words[index + offset]!.stem === stem)) found.push([index, index + stems.length - 1]);
    }
  }
  return found;
}

/**
 * The terms a text holds, in any variant and any word form, and the words
 * asking for the contact details it gives ('ring' of '0800 808 3733'), as the
 * search vector holds them.
 */
export function termsIn(text: string, terms: readonly Term[]): Term[] {
  const words = stemmedWords(text);
  const asking = askingStems(contactWords(text));
  return terms.filter((term) => occurrences(words, term).length > 0 || occurrences(asking, term).length > 0);
}

const askingWords = new Map<string, { word: string; stem: string }[]>();

/** The stems of the words asking for a text's contact details: a few fixed lists, stemmed once each. */
function askingStems(words: string): { word: string; stem: string }[] {
  let stems = askingWords.get(words);
  if (!stems) {
    stems = stemmedWords(words);
    askingWords.set(words, stems);
  }
  return stems;
}

/** The text's own words (lower case) that match the terms, for highlighting: 'rotates' for 'rotation'. */
export function matchedWords(text: string, terms: readonly Term[]): string[] {
  const words = stemmedWords(text);
  const matched = new Set<string>();
  for (const term of terms) {
    for (const [from, to] of occurrences(words, term))
      matched.add(
        words
          .slice(from, to + 1)
          .map((word) => word.word)
          .join(' '),
      );
  }
  return [...matched];
}

/** Whether the text holds the words of `phrase` one after another, in any form ('media type' in 'the media types'). */
export function holdsPhrase(text: string, phrase: readonly string[]): boolean {
  return holdsStems(
    text,
    stemmedWords(phrase.join(' ')).map((word) => word.stem),
  );
}

/** Numbers in a text, as digits ('10', '2.5') and as words ('ten' gives '10'). */
export function numbersIn(text: string): string[] {
  // A number of its own, not part of a name such as 'ASN.1', 'X.680' or 'asn1'.
  const digits = text.match(/(?<![\p{L}\d_]|[\p{L}\d]\.)\d+(?:\.\d+)?(?![\p{L}_])/gu) ?? [];
  const words = (
    text.toLowerCase().match(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety)\b/g) ??
    []
  ).map((word) => String(numberWordValue(word)));
  return [...new Set([...digits, ...words])];
}

/** The document word each everyday word's synonym line gives, by stem ('fees' → 'remuner'), for telling whether two questions ask the same thing. */
const CONCEPTS = new Map<string, string>();
for (const [everyday, knowledge] of documentSynonyms.lines) {
  // Every word, function words too: the cache compares a question's words, not the search's terms ('end' → 'terminate').
  const from = wordsOf(everyday).map(stemOf);
  const to = wordsOf(knowledge).map(stemOf);
  if (from.length === 1 && to.length > 0 && to.join(' ') !== from[0]) CONCEPTS.set(from[0]!, to.join(' '));
}

/** The concept a word names: its stem, or where a line leads (line after line: 'charge' → 'fee' → 'remuneration'). */
export function conceptOf(word: string): string {
  const path = [stemOf(word)];
  for (let step = 0; step < 3 && CONCEPTS.has(path.at(-1)!); step += 1) {
    const next = CONCEPTS.get(path.at(-1)!)!;
    // Two lines leading each to the other ('customer' → 'client', 'client' → 'customer'): one concept, whichever word is asked.
    if (path.includes(next)) return path.slice(path.indexOf(next)).sort()[0]!;
    path.push(next);
  }
  return path.at(-1)!;
}

/** The concepts of the synonym data's phrases ('financial interest') that a text holds. */
export function phraseConcepts(text: string): string[] {
  const concepts = new Set(CONCEPTS.values());
  return [...concepts].filter((concept) => concept.includes(' ') && holdsStems(text, concept.split(' ')));
}

function holdsStems(text: string, stems: readonly string[]): boolean {
  const words = stemmedWords(text);
  return words.some((_, index) => stems.every((stem, offset) => words[index + offset]?.stem === stem));
}
