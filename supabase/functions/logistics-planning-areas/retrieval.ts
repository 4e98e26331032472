// Reads the logistics knowledge base across every planning area: the entries
// that best match the question lead, the chosen area breaks near-ties, and a
// question that clearly belongs to another area is answered from there.
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

/** How many entries a brief draws on. */
const BRIEF_ENTRIES = 3;
/**
 * The chosen area keeps the question when its best entry scores at least this
 * share of the best entry anywhere: the area breaks near-ties, and only a
 * question that clearly belongs elsewhere is answered from another area.
 */
const AREA_TIE_SHARE = 0.6;
/** Entries scoring below this share of the best are too loosely related to draw on. */
const RELATED_SHARE = 0.35;

/** What retrieval found: the entries (best first) and the area whose entry answers. */
export interface Retrieval {
  entries: RankedEntry[];
  /** The area the leading entry belongs to: the chosen one unless the question clearly belongs elsewhere. */
  answeredArea: AreaKey;
  /** False when no entry shares a word with the question and the area's general entries stand in. */
  matched: boolean;
}

/**
 * Every area's entries ranked against the question. The best entry leads,
 * except that the chosen area's best entry leads whenever it comes near;
 * then up to two more entries that also match the question well, from any
 * area. When nothing matches, the chosen area's entries stand in (unmatched).
 */
export async function findEntries(db: Database, area: AreaKey, text: string): Promise<Retrieval> {
  const hits = await rankByWords<KnowledgeRow>(db, logisticsKnowledge, text, { limit: 12 });
  const best = hits[0];
  if (!best || best.rank <= 0) {
    const entries = (await areaEntries(db, area)).slice(0, BRIEF_ENTRIES).map((entry) => ({ entry, rank: 0 }));
    return { entries, answeredArea: area, matched: false };
  }
  const bestInArea = hits.find((hit) => hit.row.area === area);
  const lead = bestInArea && bestInArea.rank >= best.rank * AREA_TIE_SHARE ? bestInArea : best;
  const related = hits.filter((hit) => hit !== lead && hit.rank >= best.rank * RELATED_SHARE);
  // Entries of the answering area come before equally good ones elsewhere, so the brief stays on one subject.
  related.sort((a, b) => Number(b.row.area === lead.row.area) - Number(a.row.area === lead.row.area) || b.rank - a.rank);
  const entries = [lead, ...related.slice(0, BRIEF_ENTRIES - 1)].map(({ row, rank }) => ({ entry: row, rank }));
  return { entries, answeredArea: lead.row.area, matched: true };
}

async function areaEntries(db: Database, area: AreaKey): Promise<KnowledgeRow[]> {
  return db.query<KnowledgeRow>(
    `select ${COLUMNS.join(', ')} from logistics_knowledge where area = $1 order by id`,
    [area],
  );
}
