// Reads the tax knowledge base: the entries whose trigger phrases appear in
// the question, most specific first. An entry's score is the number of words
// in the trigger phrases the question contains, so 'class s prsi' outweighs
// 'prsi' and an entry matched by several phrases outweighs one matched once.
import type { Database } from '../_shared/database.ts';
import { anyWordQuery } from '../_shared/knowledge-search.ts';
import type { OfficialSource } from './knowledge/types.ts';

export interface EntryRow {
  slug: string;
  area: string;
  title: string;
  answer: string;
  conditions: string[];
  changes: string[];
  not_covered: string | null;
  tax_year: number;
  sources: OfficialSource[];
}

export interface EntryHit {
  entry: EntryRow;
  /** Words of the question covered by the entry's matching trigger phrases. */
  score: number;
}

// The GIN index narrows to entries sharing a title or trigger word with the
// question; the stored phrase query confirms a whole trigger is there; the
// lateral sum scores how much of the question the entry's triggers explain.
const FIND_ENTRIES = `
  with q as (
    select to_tsvector('english', $1) as doc, to_tsquery('english', $2) as candidates
  )
  select k.slug, k.area, k.title, k.answer, k.conditions, k.changes, k.not_covered, k.tax_year, k.sources,
         s.score
  from q
  join tax_knowledge k on k.search_vector @@ q.candidates and q.doc @@ k.trigger_query
  cross join lateral (
    -- Triggers that stem alike ('vat rate', 'vat rates') count once.
    select coalesce(sum(w.words), 0)::int as score
    from (
      select distinct phraseto_tsquery('english', t.term) as phrase,
             array_length(tsvector_to_array(to_tsvector('english', t.term)), 1) as words
      from jsonb_array_elements_text(k.trigger_terms) as t(term)
    ) w
    where q.doc @@ w.phrase
  ) s
  order by s.score desc, k.slug`;

export async function findEntries(db: Database, question: string): Promise<EntryHit[]> {
  const candidates = anyWordQuery(question, 'A');
  if (candidates === '') return [];
  const rows = await db.query<EntryRow & { score: number }>(FIND_ENTRIES, [question, candidates]);
  return rows.map(({ score, ...entry }) => ({ entry, score: Number(score) }));
}
