// Reads the logistics knowledge base: the entries of the chosen area that
// best match the question, and the best match elsewhere when it fits the
// question better than the area's runner-up.
import type { Database } from '../_shared/database.ts';
import { rankByWords, type KnowledgeTable } from '../_shared/knowledge-search.ts';
import type { AreaKey } from './contract.ts';

export interface SourceRow {
  title: string;
  publisher: string;
  url?: string;
  as_of: string;
}

export interface KnowledgeRow {
  slug: string;
  area: AreaKey;
  title: string;
  takeaway: string;
  guidance: string[];
  options: { option: string; choose_when: string }[];
  next30: string[];
  next90: string[];
  sources: SourceRow[];
}

export interface RankedEntry {
  entry: KnowledgeRow;
  /** 0 when the entry was chosen as the area's default, not by the question's words. */
  rank: number;
}

const COLUMNS = ['slug', 'area', 'title', 'takeaway', 'guidance', 'options', 'next30', 'next90', 'sources'] as const;

const logisticsKnowledge: KnowledgeTable = {
  table: 'logistics_knowledge',
  key: 'slug',
  columns: COLUMNS,
  vectorColumn: 'search_vector',
};

/** How many of the area's entries a brief draws on. */
const AREA_ENTRIES = 3;

/**
 * The entries a brief is built from, most relevant first: the area's best
 * matches (or its entries in seed order when the question matches none), and
 * one entry from another area when it matches the question better than the
 * area's second-best.
 */
export async function findEntries(db: Database, area: AreaKey, text: string): Promise<RankedEntry[]> {
  const inArea = await rankByWords<KnowledgeRow>(db, logisticsKnowledge, text, {
    limit: AREA_ENTRIES,
    where: { column: 'area', value: area },
  });
  const chosen: RankedEntry[] = inArea.map(({ rank, row }) => ({ entry: row, rank }));
  if (chosen.length < AREA_ENTRIES) {
    const seen = new Set(chosen.map((hit) => hit.entry.slug));
    for (const entry of await areaEntries(db, area)) {
      if (chosen.length >= AREA_ENTRIES) break;
      if (!seen.has(entry.slug)) chosen.push({ entry, rank: 0 });
    }
  }
  const elsewhere = (await rankByWords<KnowledgeRow>(db, logisticsKnowledge, text, { limit: 4 })).find(
    (hit) => hit.row.area !== area,
  );
  const runnerUp = chosen[1]?.rank ?? 0;
  if (elsewhere && elsewhere.rank > runnerUp) chosen.splice(1, 0, { entry: elsewhere.row, rank: elsewhere.rank });
  return chosen;
}

async function areaEntries(db: Database, area: AreaKey): Promise<KnowledgeRow[]> {
  return db.query<KnowledgeRow>(
    `select ${COLUMNS.join(', ')} from logistics_knowledge where area = $1 order by id`,
    [area],
  );
}
