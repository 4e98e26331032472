// A question as the search engine reads it: one term per word that carries
// meaning, each with its alternatives (the knowledge's words from the
// synonym data); exact names (a form, a scheme in capitals, a quoted phrase)
// weighted above common words; and, as tie-breakers only, the question's
// figures and its pairs of neighbouring words.
import { namedTerms } from './structure.ts';
import type { SynonymMatch, Synonyms } from './synonyms.ts';
import { isStopword, stemOf, withoutContractions, wordsOf } from './words.ts';

export interface Term {
  /** Stable name of the term: the stem, or the phrase for a phrase. */
  key: string;
  /** What a row may contain for the term to count: the question's word or phrase, or a synonym's. */
  variants: string[];
  /** How much more than a common word the term weighs when found (names weigh more). */
  boost: number;
  /**
   * 'word' and 'phrase' make up the question's weight, which a row's coverage
   * is measured against. A 'figure' (the visitor's '€530') and a 'pair' of
   * neighbouring words ('tax return') only break ties between rows: an
   * amount matching an unrelated threshold must not pull an answer.
   */
  kind: 'word' | 'phrase' | 'figure' | 'pair';
  /** For a pair, the keys of its two words. */
  pairOf?: [string, string];
}

export interface SearchQuery {
  question: string;
  terms: Term[];
}

/** A name, a form or a quoted phrase weighs this much more than a common word. */
const NAMED_BOOST = 1.6;

function addVariant(term: Term, variant: string): void {
  const clean = variant.toLowerCase().trim();
  if (clean && !term.variants.includes(clean)) term.variants.push(clean);
}

/** Reads a question into terms. `synonyms` holds the shared lines and the base's own. */
export function analyseQuestion(question: string, synonyms: Synonyms): SearchQuery {
  // 'self-employed' and 'self employed' read the same.
  const text = withoutContractions(question).replace(/(\p{L})-(?=\p{L})/gu, '$1 ');
  const words = wordsOf(text).map((word) => ({ word, stem: stemOf(word), stop: isStopword(word) }));
  const terms = new Map<string, Term>();
  const termAt: (Term | undefined)[] = [];
  words.forEach(({ word, stem, stop }, index) => {
    if (stop) return;
    const term = terms.get(stem) ?? { key: stem, variants: [], boost: 1, kind: /^\d/.test(word) ? 'figure' : 'word' };
    addVariant(term, word);
    terms.set(stem, term);
    termAt[index] = term;
  });
  const pairs = neighbourPairs(termAt);
  for (const match of outermostMatches(synonyms.matches(words.map((word) => word.stem)))) {
    const inside = termAt.slice(match.from, match.to + 1).filter((term): term is Term => term !== undefined);
    if (inside.length === 1 && match.from === match.to) {
      addVariant(inside[0]!, match.knowledge);
      // A number the synonym data names ('the 360', an excavator) is a word for a thing, not a figure.
      inside[0]!.kind = 'word';
      continue;
    }
    // A phrase ('college fees', 'left me') becomes one term with the knowledge's words as its alternative; its words no longer count alone.
    // Keyed by the words it covers, so two lines for the same words ('give my', 'giving my') make one term.
    const key = words
      .slice(match.from, match.to + 1)
      .map((word) => word.stem)
      .join(' ');
    const phrase: Term = terms.get(key) ?? { key, variants: [], boost: 1, kind: 'phrase' };
    addVariant(
      phrase,
      words
        .slice(match.from, match.to + 1)
        .map((word) => word.word)
        .join(' '),
    );
    addVariant(phrase, match.knowledge);
    terms.set(key, phrase);
    for (const inner of inside) if (inner.variants.length === 1) terms.delete(inner.key);
  }
  for (const named of namedTerms(text)) {
    const namedWords = wordsOf(named.phrase).filter((word) => !isStopword(word));
    if (namedWords.length === 0 || named.kind === 'number') continue;
    if (namedWords.length === 1) {
      const term = terms.get(stemOf(namedWords[0]!));
      if (term) term.boost = NAMED_BOOST;
      continue;
    }
    const term = terms.get(named.phrase) ?? { key: named.phrase, variants: [named.phrase], boost: NAMED_BOOST, kind: 'phrase' };
    term.boost = NAMED_BOOST;
    terms.set(named.phrase, term);
    for (const word of namedWords) terms.delete(stemOf(word));
  }
  return { question, terms: [...terms.values(), ...pairs.filter((pair) => pair.pairOf!.every((key) => terms.has(key)))] };
}

/**
 * The synonym matches that no longer match contains: inside 'every week' (→ 'weekly'), the line
 * for 'weekly' (which stems to 'week') must not count the same word again as a term of its own.
 */
function outermostMatches(matches: readonly SynonymMatch[]): SynonymMatch[] {
  const longer = (inner: SynonymMatch, outer: SynonymMatch) =>
    outer.from <= inner.from && inner.to <= outer.to && outer.to - outer.from > inner.to - inner.from;
  const outermost = matches.filter((match) => !matches.some((other) => longer(match, other)));
  // Two phrases sharing a word ('company car' and 'car taxed' in 'company car taxed') cannot both be read: the
  // word belongs to the one that starts first, as a reader takes the phrase they meet first.
  const overlapsEarlier = (match: SynonymMatch, other: SynonymMatch) => other.from < match.from && match.from <= other.to;
  return outermost.filter((match) => !outermost.some((other) => overlapsEarlier(match, other)));
}

/** Each two neighbouring words of meaning ('tax return', 'company van'), as a phrase to prefer rows that keep them together. */
function neighbourPairs(termAt: readonly (Term | undefined)[]): Term[] {
  const pairs = new Map<string, Term>();
  termAt.forEach((term, index) => {
    const next = termAt[index + 1];
    if (!term || !next || term === next || term.kind !== 'word' || next.kind !== 'word') return;
    const key = `${term.key} ${next.key}`;
    pairs.set(key, { key, variants: [`${term.variants[0]} ${next.variants[0]}`], boost: 1, kind: 'pair', pairOf: [term.key, next.key] });
  });
  return [...pairs.values()];
}
