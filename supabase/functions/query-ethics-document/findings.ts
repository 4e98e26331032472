// 'What is the main finding?', 'What did they find?', 'What was the conclusion?' of a paper or a report: its results,
// conclusion, summary or abstract answers, though the question shares no word with 'IV. Summary' and few with what it
// says ('A wider harbour mouth lets the tide mix…'). The opening passages of those sections join the candidates, as
// strong as the best, the plainest statement of the findings (a conclusion or summary) first; the composer quotes their
// opening sentences. Which questions ask so is read in question-kinds.ts (asksForFindings).
import type { Database } from '../_shared/database.ts';
import { headingLeaf } from '../_shared/document-chunks.ts';
import { findingsHeadingRank } from './question-kinds.ts';
import type { Passage, ScoredPassage } from './retrieval.ts';

/** Sections read for the findings, at most: a paper has a few (abstract, results, conclusion), a report's chapters each a summary. */
const FINDINGS_SECTIONS = 3;

/** The first passage of each section titled as a paper's findings ('III. Results', 'IV. Summary'), the plainest first. */
export async function findingsPassages(db: Database, documentId: string): Promise<Passage[]> {
  const rows = await db.query<Passage>(
    `select position, section_ref as "sectionRef", heading, content from public.ethics_chunks
     where document_id = $1 and heading ~* '(summary|conclu|abstract|findings|results|discussion)' order by position`,
    [documentId],
  );
  const firsts = rows.filter((row, index) => rows.findIndex((other) => other.sectionRef === row.sectionRef) === index);
  return firsts
    .map((passage) => ({ passage, rank: findingsHeadingRank(headingLeaf(passage.heading)) }))
    .filter(({ rank }) => rank > 0)
    .sort((a, b) => b.rank - a.rank || a.passage.position - b.passage.position)
    .slice(0, FINDINGS_SECTIONS)
    .map(({ passage }) => passage);
}

/**
 * The candidates with the findings' passages added (once), marked as findings, as strong as the best candidate and in
 * the order given (each a little below the one before, so the plainest statement leads the composer's choice).
 */
export function withFindings(candidates: readonly ScoredPassage[], findings: readonly Passage[]): ScoredPassage[] {
  if (findings.length === 0) return [...candidates];
  const best = Math.max(0, ...candidates.map((candidate) => candidate.score)) || 1;
  const coverage = Math.max(0, ...candidates.map((candidate) => candidate.coverage));
  const scoreOf = (index: number) => best * (1 + 0.01 * (findings.length - index));
  const marked = findings.map((passage, index) => {
    const found = candidates.find((candidate) => candidate.position === passage.position);
    return found
      ? { ...found, score: Math.max(found.score, scoreOf(index)), findings: true }
      : { ...passage, score: scoreOf(index), coverage, matchedTerms: [], findings: true };
  });
  const others = candidates.filter((candidate) => !findings.some((passage) => passage.position === candidate.position));
  return [...marked, ...others].sort((a, b) => b.score - a.score || a.position - b.position);
}
