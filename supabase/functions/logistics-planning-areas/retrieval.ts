// Reads the logistics knowledge base across every planning area through the
// shared search engine: the entries whose own words (title, keywords,
// takeaway, guidance, options) hold most of the question lead, the chosen
// area breaks near-ties, and a question that clearly belongs to another area
// is answered from there. The database is the search index; what a brief
// says comes from the entries this function was built with.
import type { Database } from '../_shared/database.ts';
import { analyseQuestion, type SearchQuery, type Term } from '../_shared/search/query.ts';
import { searchTable, type SearchTable } from '../_shared/search/rank.ts';
import { sharedSynonyms } from '../_shared/search/shared-synonyms.ts';
import { Synonyms, synonymFile } from '../_shared/search/synonyms.ts';
import { contentStems } from '../_shared/search/words.ts';
import type { AreaKey } from './contract.ts';
import { logisticsKnowledge } from './knowledge/index.ts';
import { MATCH_THRESHOLD } from './search-threshold.ts';
import everydayWords from './synonyms.json' with { type: 'json' };

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

const logisticsTable: SearchTable = {
  table: 'logistics_knowledge',
  key: 'slug',
  vector: 'search_vector',
  columns: ['slug'],
  title: 'title',
};

export const logisticsSynonyms = new Synonyms([sharedSynonyms, synonymFile(everydayWords, 'logistics-planning-areas/synonyms.json')]);

const entries: readonly KnowledgeRow[] = logisticsKnowledge.map((entry) => ({
  slug: entry.slug,
  area: entry.area,
  title: entry.title,
  takeaway: entry.takeaway,
  guidance: [...entry.guidance],
  options: entry.options.map((option) => ({ option: option.option, choose_when: option.chooseWhen })),
  next30: [...entry.next30],
  next90: [...entry.next90],
  sources: entry.sources.map((source) => ({
    title: source.title,
    publisher: source.publisher,
    ...(source.url ? { url: source.url } : {}),
    as_of: source.asOf,
  })),
}));
const entriesBySlug = new Map(entries.map((entry) => [entry.slug, entry]));
const keywordsBySlug = new Map(logisticsKnowledge.map((entry) => [entry.slug, entry.keywords]));

/** How many entries a brief draws on. */
const BRIEF_ENTRIES = 3;
/** Entries scoring below this share of the best are too loosely related to draw on. */
const RELATED_SHARE = 0.35;
/**
 * The chosen area keeps the question when its best entry scores at least this
 * share of the best entry anywhere: the area breaks near-ties, and only a
 * question that clearly belongs elsewhere is answered from another area.
 * At 0.45 an area holding an entry under half as good still kept the question
 * (a CVRT question asked under workforce answered with tachograph downloads);
 * half is the least that is still near (area-tie.test.ts).
 */
const AREA_TIE_SHARE = 0.5;
/**
 * A follow-up ('And the driver cards?') has few words of its own, and the
 * earlier turn's words it is searched with pull towards whichever entry they
 * name most: the conversation stays in its area whenever that area still
 * holds a related entry, rather than jumping area on a short question.
 */
const FOLLOW_UP_TIE_SHARE = RELATED_SHARE;
/**
 * A follow-up's own words ('vans' in 'And for the vans?') weigh this many times the earlier turn's they are searched
 * with: they say what is asked now, and the earlier turn's words, more of them, would otherwise decide alone.
 */
const FOLLOW_UP_OWN_WORDS_BOOST = 2;

/** What retrieval found: the entries (best first) and the area whose entry answers. */
export interface Retrieval {
  entries: RankedEntry[];
  /** The area the leading entry belongs to: the chosen one unless the question clearly belongs elsewhere. */
  answeredArea: AreaKey;
  /** False when no entry holds enough of the question and the area's general entries stand in. */
  matched: boolean;
  /** The question as the search read it (its words and their synonyms), for the composer to rank sentences by. */
  query: SearchQuery;
}

/** The query with the terms of the newest message weighted up, when `text` joins it to earlier turns. */
function weighNewest(query: SearchQuery, newest: string): SearchQuery {
  const own = new Set(contentStems(newest));
  const isOwn = (term: Term) => term.key.split(' ').every((stem) => own.has(stem));
  return { ...query, terms: query.terms.map((term) => (isOwn(term) ? { ...term, boost: term.boost * FOLLOW_UP_OWN_WORDS_BOOST } : term)) };
}

/**
 * Every area's entries ranked against the question. The best entry leads,
 * except that the chosen area's best entry leads whenever it comes near;
 * then up to two more entries that also match the question well, from any
 * area. When nothing matches, the chosen area's entries stand in (unmatched).
 * `followUp`, the newest message, says `text` joins that short follow-up to the turns before it.
 */
export async function findEntries(db: Database, area: AreaKey, text: string, followUp?: string): Promise<Retrieval> {
  const read = analyseQuestion(text, logisticsSynonyms);
  const query = followUp === undefined ? read : weighNewest(read, followUp);
  const { hits } = await searchTable<{ slug: string }>(db, logisticsTable, query, {
    limit: 12,
    aliases: (slug) => keywordsBySlug.get(slug) ?? [],
  });
  const ranked = hits.flatMap((hit) => {
    const entry = entriesBySlug.get(hit.row.slug);
    return entry ? [{ entry, hit }] : [];
  });
  const best = ranked[0];
  if (!best || best.hit.coverage < MATCH_THRESHOLD) {
    return {
      entries: areaEntries(area)
        .slice(0, BRIEF_ENTRIES)
        .map((entry) => ({ entry, rank: 0 })),
      answeredArea: area,
      matched: false,
      query,
    };
  }
  const bestInArea = ranked.find((candidate) => candidate.entry.area === area);
  const tieShare = followUp === undefined ? AREA_TIE_SHARE : FOLLOW_UP_TIE_SHARE;
  const lead = bestInArea && bestInArea.hit.score >= best.hit.score * tieShare ? bestInArea : best;
  const related = ranked.filter((candidate) => candidate !== lead && candidate.hit.score >= best.hit.score * RELATED_SHARE);
  // Entries of the answering area come before equally good ones elsewhere, so the brief stays on one subject.
  related.sort((a, b) => Number(b.entry.area === lead.entry.area) - Number(a.entry.area === lead.entry.area) || b.hit.score - a.hit.score);
  const chosen = [lead, ...related.slice(0, BRIEF_ENTRIES - 1)].map(({ entry, hit }) => ({ entry, rank: hit.score }));
  return { entries: chosen, answeredArea: lead.entry.area, matched: true, query };
}

/** The area's entries in the order they are written, its general ones first. */
export function areaEntries(area: AreaKey): KnowledgeRow[] {
  return entries.filter((entry) => entry.area === area);
}
