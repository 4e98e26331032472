// 'Who are the authors of this presentation?', 'Which release does this FAQ
// cover?', 'How long is this talk?': a question about the document itself,
// which its front matter answers (a title page's 'by …', a revision history's
// release and date, an opening 'This presentation is … 40-minute …'), though
// those passages share few words with the question and rarely reach the
// search's best. The document's opening passages join the candidates, as
// strong as the best of them, and the composer favours their figures and names.
// Which questions ask so is read in question-kinds.ts.
import type { Passage, ScoredPassage } from './retrieval.ts';

/** How many passages from the start hold the front matter: a title page, a revision history, an opening paragraph. */
export const FRONT_MATTER_PASSAGES = 3;

/** The candidates with the document's opening passages added (once), as strong as the best candidate and marked as front matter. */
export function withFrontMatter(candidates: readonly ScoredPassage[], opening: readonly Passage[]): ScoredPassage[] {
  const best = candidates[0];
  const coverage = Math.max(1, ...candidates.map((candidate) => candidate.coverage));
  // An opening passage the search found too (by a word of its title) is as strong as one it did not find.
  const marked = candidates.map((candidate) =>
    opening.some((passage) => passage.position === candidate.position)
      ? { ...candidate, score: Math.max(candidate.score, best?.score ?? 1), frontMatter: true }
      : candidate,
  );
  const added = opening
    .filter((passage) => !candidates.some((candidate) => candidate.position === passage.position))
    .map((passage) => ({ ...passage, score: best?.score ?? 1, coverage, matchedTerms: [], frontMatter: true }));
  return [...marked, ...added].sort((a, b) => b.score - a.score || a.position - b.position);
}
