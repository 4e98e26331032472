// Reads the tax knowledge base: the entries whose trigger phrases appear in
// the question, most specific first. An entry's score is how many distinct
// words of the question its matching trigger phrases cover, so 'self
// employed prsi' (three words) outweighs 'prsi rate' (two) and an entry
// matched by several phrases outweighs one matched once.
import type { Database } from '../_shared/database.ts';
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
  /** ISO date we last checked the entry's figures against its sources. */
  checked_on: string;
  sources: OfficialSource[];
}

export interface EntryHit {
  entry: EntryRow;
  /** Distinct words of the question covered by the entry's matching trigger phrases. */
  score: number;
}

// Every trigger phrase found in the question (a few hundred rows to test),
// grouped by entry: the score is the distinct words covered, and on a tie the
// entry with the longest matching phrase is the more specific.
const FIND_ENTRIES = `
  with q as (
    select to_tsvector('english', $1) as doc
  ),
  hits as (
    select t.slug, count(distinct w.word)::int as score, max(cardinality(t.words)) as longest
    from q
    join tax_triggers t on q.doc @@ t.phrase
    cross join lateral unnest(t.words) as w(word)
    group by t.slug
  )
  select k.slug, k.area, k.title, k.answer, k.conditions, k.changes, k.not_covered, k.tax_year, to_char(k.checked_on, 'YYYY-MM-DD') as checked_on, k.sources,
         h.score
  from hits h
  join tax_knowledge k on k.slug = h.slug
  order by h.score desc, h.longest desc, k.slug`;

/**
 * 'self-employed' becomes 'self employed': Postgres indexes a hyphenated word
 * as the whole and its parts, which shifts positions and breaks phrase
 * matches. Trigger phrases are written without hyphens.
 */
export function unhyphenate(text: string): string {
  return text.replace(/(\p{L})-(?=\p{L})/gu, '$1 ');
}

export async function findEntries(db: Database, question: string): Promise<EntryHit[]> {
  const rows = await db.query<EntryRow & { score: number }>(FIND_ENTRIES, [unhyphenate(question)]);
  return rows.map(({ score, ...entry }) => ({ entry, score: Number(score) }));
}
