// An acronym the document defines ('Software Bill of Materials (SBOM)') and
// then uses alone ('we decided to use SPDX Lite' as 'an SBOM'): a question
// that spells it out ('What kind of software bill of materials…?') asks of
// every sentence naming the acronym too. The acronym joins each of the
// spelled-out words' terms as one more form of it, so a sentence naming it
// holds those words' weight, in the search and in the quotes alike.
// The other way round, a reader's acronym the document never writes ('this
// NDA' of a 'Mutual Non-Disclosure Agreement') is searched as the capitalised
// words the document spells it out in.
import { isStopword, stemOf } from '../_shared/search/words.ts';
import type { Passage } from './retrieval.ts';
import type { SearchQuery } from './search.ts';

// Words before an acronym in brackets: '… Software Bill of Materials (SBOM)', '… privacy-loss budget (PLB)'.
const DEFINED = /((?:[\p{L}][\p{L}-]*\s+){1,10})\((\p{Lu}[\p{Lu}\p{N}]*\p{Lu}s?)\)/gu;
// Short words an acronym's letters often skip: 'Bill of Materials' is BOM.
const SKIPPED = new Set(['of', 'and', 'the', 'for', 'to', 'in', 'on', 'a', 'an', '&']);

/** An acronym a passage defines and the words it stands for, or none. */
export function definedAcronyms(text: string): { acronym: string; words: string[] }[] {
  const found: { acronym: string; words: string[] }[] = [];
  for (const match of text.matchAll(DEFINED)) {
    const acronym = match[2]!.replace(/s$/, '');
    const words = expansionOf(match[1]!.trim().split(/\s+/), acronym);
    if (words) found.push({ acronym, words });
  }
  return found;
}

/** The last words before the bracket whose initials spell the acronym, the short words between them included. */
function expansionOf(before: readonly string[], acronym: string): string[] | undefined {
  const letters = acronym.toLowerCase();
  const parts = before.flatMap((word) => word.split('-')).filter(Boolean);
  const used: string[] = [];
  let letter = letters.length - 1;
  for (let index = parts.length - 1; index >= 0 && letter >= 0; index -= 1) {
    const word = parts[index]!.toLowerCase();
    if (word[0] === letters[letter]) letter -= 1;
    else if (!SKIPPED.has(word) || used.length === 0) return undefined;
    used.unshift(word);
  }
  return letter < 0 ? used : undefined;
}

/**
 * The question with each acronym the passages define, and the question
 * spells out in full, added as a form of every spelled-out word; the same
 * query when there is none.
 */
export function withDefinedAcronyms(query: SearchQuery, passages: readonly Passage[]): SearchQuery {
  const keys = new Set(query.terms.filter((term) => term.kind === 'word').map((term) => term.key));
  const added = new Map<string, string[]>();
  for (const passage of passages) {
    for (const { acronym, words } of definedAcronyms(passage.content)) {
      const stems = words.filter((word) => !isStopword(word) && !SKIPPED.has(word)).map(stemOf);
      const variant = acronym.toLowerCase();
      if (stems.length < 2 || keys.has(stemOf(variant)) || !stems.every((stem) => keys.has(stem))) continue;
      for (const stem of stems) added.set(stem, [...new Set([...(added.get(stem) ?? []), variant])]);
    }
  }
  if (added.size === 0) return query;
  return {
    ...query,
    terms: query.terms.map((term) =>
      term.kind === 'word' && added.has(term.key) ? { ...term, variants: [...new Set([...term.variants, ...added.get(term.key)!])] } : term,
    ),
  };
}

/**
 * The document's capitalised words whose initials spell `acronym` ('Non-Disclosure Agreement' for NDA), lower-cased
 * as one phrase, or none: each word capitalised, short words between them allowed.
 */
export function spelledOutIn(text: string, acronym: string): string | undefined {
  const letters = acronym.toLowerCase();
  const words = text.split(/[^\p{L}&]+/u).filter(Boolean);
  for (let start = 0; start < words.length; start += 1) {
    const used: string[] = [];
    let letter = 0;
    for (let index = start; index < words.length && letter < letters.length; index += 1) {
      const word = words[index]!;
      const short = SKIPPED.has(word.toLowerCase());
      // A capitalised word gives its letter, and so may a short word ('of' in 'Bill of Materials', BOM); a short word
      // that does not may stand between two that do.
      if ((/^\p{Lu}/u.test(word) || (short && used.length > 0)) && word[0]!.toLowerCase() === letters[letter]) {
        used.push(word.toLowerCase());
        letter += 1;
      } else if (used.length > 0 && short) used.push(word.toLowerCase());
      else break;
    }
    if (letter === letters.length) return used.join(' ');
  }
  return undefined;
}

// An acronym as a reader writes one: two to six capitals ('NDA', 'SLA', 'KPI'), a plural's 's' allowed.
const ASKED_ACRONYM = /\b\p{Lu}{2,6}s?\b/gu;

/**
 * The question with each acronym it writes in capitals that the document never uses (`absent`) given, as one more
 * form, the words the passages spell it out in; the same query when there is none.
 */
export function withSpelledOutAcronyms(query: SearchQuery, absent: ReadonlySet<string>, passages: readonly Passage[]): SearchQuery {
  const asked = new Set([...query.question.matchAll(ASKED_ACRONYM)].map((match) => match[0].replace(/s$/, '').toLowerCase()));
  const spelled = new Map<string, string[]>();
  const texts = passages.map((passage) => `${passage.heading}\n${passage.content}`);
  for (const term of query.terms) {
    if (term.kind !== 'word' || !absent.has(term.key) || !asked.has(term.variants[0]!)) continue;
    const forms = [
      texts.map((text) => spelledOutIn(text, term.variants[0]!)).find(Boolean),
      texts.map((text) => qualifiedAcronymIn(text, term.variants[0]!)).find(Boolean),
    ];
    const found = forms.filter((form): form is string => form !== undefined);
    if (found.length > 0) spelled.set(term.key, found);
  }
  if (spelled.size === 0) return query;
  return {
    ...query,
    terms: query.terms.map((term) => (spelled.has(term.key) ? { ...term, variants: [...term.variants, ...spelled.get(term.key)!] } : term)),
  };
}

/** The document's acronym for a kind of the reader's, one capital before it ('MNDA', a Mutual NDA, for NDA), lower-cased. */
function qualifiedAcronymIn(text: string, acronym: string): string | undefined {
  const pattern = new RegExp(`\\b\\p{Lu}${acronym.toUpperCase()}\\b`, 'u');
  return text.match(pattern)?.[0].toLowerCase();
}
