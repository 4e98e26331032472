// The passages of one document that state what a question asks for: a count
// ('implemented in four phases', counted.ts) or a quantity in its units
// ('around 180mA', measured.ts). Such a passage answers though it may share
// only one word with the question, so the search can miss it; these are found
// apart, the likeliest first by the question's weight they hold.
import type { Database } from '../_shared/database.ts';
import { termQuery } from '../_shared/search/rank.ts';
import type { Passage } from './retrieval.ts';
import { type Term, termsIn } from './search.ts';

export interface Stated {
  /** Terms one of which the passage holds, so the database's index narrows the rows before any is read here. */
  containing: readonly Term[];
  /** Whether the passage's text states what is asked. */
  states: (content: string) => boolean;
  /** Terms one of which the passage must hold besides: the subject, not only the figure. */
  holding: readonly Term[];
}

/** At most `limit` passages stating it, heaviest first by the weight of `terms` they hold, ties by position. */
export async function passagesStating(
  db: Database,
  documentId: string,
  stated: Stated,
  terms: readonly Term[],
  weights: ReadonlyMap<string, number>,
  limit: number,
): Promise<Passage[]> {
  const rows = await db.query<Passage>(
    `select position, section_ref as "sectionRef", heading, content from public.ethics_chunks
     where document_id = $1 and search_vector @@ to_tsquery('english', $2) order by position`,
    [
      documentId,
      stated.containing
        .map((term) => termQuery(term))
        .filter(Boolean)
        .join(' | ') || 'nothing',
    ],
  );
  // The cheap test first, then each passage's words read once: a long document has hundreds of rows holding a word.
  const weighed = rows
    .filter((row) => stated.states(row.content))
    .flatMap((row) => {
      const held = termsIn(`${row.heading}\n${row.content}`, terms);
      if (!held.some((term) => stated.holding.includes(term))) return [];
      return [{ row, weight: held.reduce((sum, term) => sum + (weights.get(term.key) ?? 0), 0) }];
    });
  return weighed
    .sort((a, b) => b.weight - a.weight || a.row.position - b.row.position)
    .slice(0, limit)
    .map(({ row }) => row);
}
