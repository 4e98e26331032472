// An acronym the document defines ('Software Bill of Materials (SBOM)') and
// then uses alone ('we decided to use SPDX Lite' as 'an SBOM'): a question
// that spells it out ('What kind of software bill of materials…?') asks of
// every sentence naming the acronym too. The acronym joins each of the
// spelled-out words' terms as one more form of it, so a sentence naming it
// holds those words' weight, in the search and in the quotes alike.
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
