// 'How many stages is the effort split into?': what the question counts, and
// the passages stating a number of it ('implemented in four phases'). Such a
// passage answers, yet it may share only the counted word with the question
// while the reader's phrasing ('split into') pulls in passages that do not
// count anything, so it joins the candidates as strong as the best of them.
import type { Database } from '../_shared/database.ts';
import { stemOf } from '../_shared/search/words.ts';
import { countedNoun } from './question-kinds.ts';
import type { ScoredPassage } from './retrieval.ts';
import { coreTerms, matchedWords, type SearchQuery, type Term } from './search.ts';
import { passagesStating } from './stating-passages.ts';
import { COVERED_THRESHOLD } from './threshold.ts';

/** At most this many passages stating a count join the candidates: the likeliest, by the question's weight they hold. */
const COUNT_PASSAGES = 3;

const NUMBER_WORD = /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand)$/;

/**
 * The stems of what a 'how many' question counts ('how many printers' → 'printer'), with its synonyms' ('how many
 * stages' counts 'four phases' too); undefined for any other question.
 */
export function countedThing(question: string, terms: readonly Term[]): ReadonlySet<string> | undefined {
  const noun = countedNoun(question);
  if (!noun) return undefined;
  const stem = stemOf(noun.toLowerCase());
  const synonyms = terms.find((term) => term.key === stem)?.variants.filter((variant) => !/\s/.test(variant)) ?? [];
  return new Set([stem, ...synonyms.map(stemOf)]);
}

/** The question's term for the thing counted, or each counted stem as a term of its own when the question's term is a phrase. */
function countedTerms(terms: readonly Term[], counted: ReadonlySet<string>): Term[] {
  const own = terms.filter((term) => counted.has(term.key));
  return own.length > 0 ? own : [...counted].map((stem) => ({ key: stem, variants: [stem], boost: 1, kind: 'word' as const }));
}

/** Whether a text states a number of the thing counted: '9 architectures', '59100 software packages', 'seven runlevels'. */
export function statesCount(text: string, counted: ReadonlySet<string>): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N},.]*/gu) ?? [];
  return (
    words.some((word, index) => {
      if (!/^\d[\d,.]*$/.test(word.replace(/[.,]$/, '')) && !NUMBER_WORD.test(word)) return false;
      return [words[index + 1], words[index + 2]].some((next) => next !== undefined && counted.has(stemOf(next.replace(/[.,]$/, ''))));
    }) || namesCountWithFigure(text, counted)
  );
}

// 'Number_of_cross_sections | An integer in the range 0 to 26', 'The number of reviewers is 3': the count named, then a figure.
const NUMBER_OF = /\bnumber[\s_-]+of[\s_-]+((?:\p{L}+[\s_-]+){0,2}\p{L}+)/giu;

/** Whether a text names the number of the thing counted ('Number_of_cross_sections', a parameter) and gives a figure after it. */
function namesCountWithFigure(text: string, counted: ReadonlySet<string>): boolean {
  if (!/number[\s_-]+of/i.test(text)) return false;
  return [...text.matchAll(NUMBER_OF)].some(
    (found) =>
      found[1]!.split(/[\s_-]+/).some((word) => counted.has(stemOf(word.toLowerCase()))) &&
      /\d/.test(text.slice(found.index + found[0].length, found.index + found[0].length + 120)),
  );
}

/**
 * When no candidate states a number of the counted thing, the candidates with the passages that do added (the likeliest few, each holding
 * another of the question's words too), as strong and as covered as the best candidate: the composer's count bonus
 * then ranks them.
 */
export async function withCountPassages(
  db: Database,
  documentId: string,
  candidates: readonly ScoredPassage[],
  counted: ReadonlySet<string>,
  query: SearchQuery,
  weights: ReadonlyMap<string, number>,
): Promise<ScoredPassage[]> {
  const best = candidates[0];
  if (!best) return [...candidates];
  // The search found one already: the composer's count bonus ranks it. Found only below the threshold (holding the
  // counted word and little else of the reader's words: '100 million people in the EU' of 'how many people around
  // Europe are living with some kind of disability'), it is kept as covered as a passage must be to answer.
  const stating = candidates.filter((candidate) => statesCount(candidate.content, counted));
  if (stating.length > 0) {
    if (stating.some((candidate) => candidate.coverage >= COVERED_THRESHOLD)) return [...candidates];
    const covered = Math.max(best.coverage, COVERED_THRESHOLD);
    return candidates.map((candidate) => (stating.includes(candidate) ? { ...candidate, coverage: covered } : candidate));
  }
  const terms = coreTerms(query);
  const stated = {
    containing: countedTerms(terms, counted),
    states: (content: string) => statesCount(content, counted),
    holding: terms.filter((term) => !counted.has(term.key)),
  };
  const found = candidates.map((candidate) => candidate.position);
  const added = (await passagesStating(db, documentId, stated, terms, weights, COUNT_PASSAGES + found.length))
    .filter((row) => !found.includes(row.position))
    .slice(0, COUNT_PASSAGES)
    .map((row) => ({
      ...row,
      score: best.score,
      coverage: best.coverage,
      matchedTerms: matchedWords(`${row.heading}\n${row.content}`, query.terms),
    }));
  return [...candidates, ...added].sort((a, b) => b.score - a.score || a.position - b.position);
}
