// 'What is uthash?' of uthash-userguide.pdf asks what the document is about,
// and its opening answers ('This software provides a hash table for C
// structures.'), though that passage may never repeat the name and so never
// reach the search's best passages, which mention the name in passing. The
// opening passages that define the document's subject join the candidates,
// ranked as the best of them, so the composer's definition bonus decides.
import { definesSubject, namesDocument, quotableUnits } from './compose.ts';
import { definitionSubject } from './question-kinds.ts';
import type { Passage, ScoredPassage } from './retrieval.ts';

/** The subject of a 'What is X?' question when X is what the document is named after; undefined otherwise. */
export function documentSubjectAsked(question: string, fileName: string): string[] | undefined {
  const subject = definitionSubject(question);
  return subject && namesDocument(subject, fileName) ? subject : undefined;
}

/** The candidates with each opening passage that defines the subject added (once), as strong as the best candidate. */
export function withOpeningDefinitions(
  candidates: readonly ScoredPassage[],
  opening: readonly Passage[],
  subject: readonly string[],
): ScoredPassage[] {
  const best = candidates[0];
  const defining = opening.filter(
    (passage) =>
      !candidates.some((candidate) => candidate.position === passage.position) &&
      quotableUnits(passage.content).some((unit) => definesSubject(unit, subject, true)),
  );
  if (defining.length === 0) return [...candidates];
  const added = defining.map((passage) => ({
    ...passage,
    score: best?.score ?? 1,
    coverage: Math.max(...candidates.map((candidate) => candidate.coverage), 1),
    matchedTerms: [],
  }));
  return [...candidates, ...added].sort((a, b) => b.score - a.score || a.position - b.position);
}
