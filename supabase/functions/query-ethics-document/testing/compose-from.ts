// Composes an answer straight from given passages, every word of the question
// weighing the same: the tests of the composer's choices share this, so that
// no database or search stands between a made-up passage and its quote.
import { type ComposedAnswer, composeAnswer } from '../compose.ts';
import type { ScoredPassage } from '../retrieval.ts';
import { coreTerms, readQuestion } from '../search.ts';

/** The answer composed for `question` from `passages`, every word of the question weighing the same. */
export function composeFrom(question: string, passages: ScoredPassage[], fileName: string): ComposedAnswer {
  const terms = coreTerms(readQuestion(question));
  return composeAnswer(question, terms, new Map(terms.map((term) => [term.key, 1])), passages, fileName);
}

/** A passage of the made-up text under `heading`, as the search would give it: every passage scoring the same. */
export function passageOf(position: number, heading: string, content: string): ScoredPassage {
  return { position, sectionRef: heading, heading, content, score: 1, coverage: 1, matchedTerms: [] };
}
