// The composer on a small inline document, for tests that check one cause at
// a time without uploading a file: a passage as retrieval would score it, and
// the answer composed from such passages with every question term weighing 1.
import { composeAnswer } from '../compose.ts';
import type { ScoredPassage } from '../retrieval.ts';
import { coreTerms, readQuestion } from '../search.ts';

export const passage = (content: string, extra: Partial<ScoredPassage> = {}): ScoredPassage => ({
  position: 0,
  sectionRef: 'Section 1',
  heading: '',
  content,
  score: 1,
  coverage: 1,
  matchedTerms: [],
  ...extra,
});

/** The guidance composed at `threshold` (the 'not covered' threshold unless given). */
export function composedGuidance(question: string, passages: ScoredPassage[], fileName: string, threshold?: number): string {
  const terms = coreTerms(readQuestion(question));
  return composeAnswer(question, terms, new Map(terms.map((term) => [term.key, 1])), passages, fileName, threshold).guidance;
}
