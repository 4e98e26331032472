// 'What does cFE stand for?': every passage of a guide may name cFE, and the
// one line that spells it out ('cFE (core Flight Executive)') rarely ranks
// among the search's best, which name it most. The passages that expand the
// acronym join the candidates, as strong as the best, so the composer's
// definition bonus picks them.
import type { Database } from '../_shared/database.ts';
import { expandsAcronym } from './expansion.ts';
import type { Passage, ScoredPassage } from './retrieval.ts';
import { matchedWords, type SearchQuery } from './search.ts';

/** At most this many passages expanding the acronym join the candidates: the first in the document. */
const EXPANSION_PASSAGES = 2;

export async function withExpansionPassages(
  db: Database,
  documentId: string,
  candidates: readonly ScoredPassage[],
  acronym: string,
  query: SearchQuery,
): Promise<ScoredPassage[]> {
  const best = candidates[0];
  if (!best) return [...candidates];
  const rows = await db.query<Passage>(
    `select position, section_ref as "sectionRef", heading, content from public.ethics_chunks
     where document_id = $1 and content ilike $2 order by position`,
    [documentId, `%${acronym.replace(/[\\%_]/g, '\\$&')}%`],
  );
  const added = rows
    .filter((row) => !candidates.some((candidate) => candidate.position === row.position) && expandsAcronym(row.content, acronym))
    .slice(0, EXPANSION_PASSAGES)
    .map((row) => ({
      ...row,
      score: best.score,
      coverage: Math.max(best.coverage, 1),
      matchedTerms: matchedWords(`${row.heading}\n${row.content}`, query.terms),
    }));
  return [...candidates, ...added].sort((a, b) => b.score - a.score || a.position - b.position);
}
