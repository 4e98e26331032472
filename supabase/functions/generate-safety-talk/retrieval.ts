// Reads the safety knowledge base: which topics each piece of the day's
// description raises, found by the topics' own words (title, site words,
// summary, talking points) through the shared search engine. The database
// is the search index; what a talk says comes from the topics this function
// was built with.
import type { Database } from '../_shared/database.ts';
import { analyseQuestion } from '../_shared/search/query.ts';
import { type SearchHit, searchTable, type SearchTable } from '../_shared/search/rank.ts';
import { sharedSynonyms } from '../_shared/search/shared-synonyms.ts';
import { Synonyms, synonymFile } from '../_shared/search/synonyms.ts';
import { contentStems } from '../_shared/search/words.ts';
import { safetyTopics } from './knowledge/index.ts';
import type { LegalFigure, TalkingPoint } from './knowledge/types.ts';
import { TOPIC_THRESHOLD } from './search-threshold.ts';
import { readSenses } from './senses.ts';
import siteWords from './synonyms.json' with { type: 'json' };

export interface SourceRef {
  name: string;
  publisher: string;
  /** The page we checked, where the source has one. */
  url?: string;
  as_of: string;
}

export interface TopicRow {
  document_id: string;
  title: string;
  severity: number;
  talking_points: TalkingPoint[];
  sources: SourceRef[];
  /** One sentence on what goes wrong. */
  summary: string;
  /** The legal figure or duty that decides the topic's main control. */
  legal: LegalFigure;
}

export interface TopicHit {
  topic: TopicRow;
  /** Share of the piece's words the topic holds (see _shared/search/rank.ts). */
  rank: number;
}

const safetyContent: SearchTable = {
  table: 'safety_content',
  key: 'document_id',
  vector: 'search_vector',
  columns: ['document_id'],
  title: 'title',
};

const synonyms = new Synonyms([sharedSynonyms, synonymFile(siteWords, 'generate-safety-talk/synonyms.json')]);

const topicsBySlug = new Map(
  safetyTopics.map((topic) => [
    topic.slug,
    {
      document_id: topic.slug,
      title: topic.title,
      severity: topic.severity,
      talking_points: [...topic.points],
      sources: topic.sources.map((source) => ({
        name: source.name,
        publisher: source.publisher,
        ...(source.url ? { url: source.url } : {}),
        as_of: source.asOf,
      })),
      summary: topic.summary,
      legal: topic.legal,
    } satisfies TopicRow,
  ]),
);
const siteWordsBySlug = new Map(safetyTopics.map((topic) => [topic.slug, topic.triggers]));
const titleStemsBySlug = new Map(safetyTopics.map((topic) => [topic.slug, contentStems(topic.title)]));
/** Each topic's site words as stems, stemmed once here rather than for every piece that raises the topic. */
const siteWordStemsBySlug = new Map(
  safetyTopics.map((topic) => [topic.slug, topic.triggers.map(contentStems).filter((words) => words.length > 0)]),
);
const broaderBySlug = new Map(safetyTopics.map((topic) => [topic.slug, topic.broader ?? []]));
/** A general topic joins a specific one found with this share of its rank, so it never leads the specific one. */
const BROADER_SHARE = 0.5;

/** A topic also counts when it comes this close to the best one for the piece. */
const NEAR_BEST = 0.3;
/** Without one of its site words said, a topic must hold this share of the piece. */
const OWN_SHARE = 0.55;
/** ...and must hold at least this many of its words... */
const OWN_WORDS = 2;
/** ...each weighing at least this much: a word nearly every topic holds ('keep', 'work') is no evidence of which one the piece means. */
const OWN_WORD_WEIGHT = 1;
/** At most this many topics from one piece of the day. */
const TOPICS_PER_PIECE = 5;
/** How many candidates the search ranks for each topic a piece may keep. */
const CANDIDATES_PER_TOPIC = 2;

/** For each text, the topics it raises (best match first); one list per text. */
export async function findTopics(db: Database, texts: readonly string[]): Promise<TopicHit[][]> {
  return Promise.all(
    texts.map(async (said) => {
      // A phrase with a sense of its own ('core walls', 'before the plasterers come in') is searched in that sense.
      const text = readSenses(said);
      if (contentStems(text).length === 0) return [];
      const query = analyseQuestion(text, synonyms);
      const { hits, weights } = await searchTable<{ document_id: string }>(db, safetyContent, query, {
        // More candidates than are kept: a topic only sharing a common word ('house') must not take the place of one named by a site word.
        limit: TOPICS_PER_PIECE * CANDIDATES_PER_TOPIC,
        aliases: (slug) => siteWordsBySlug.get(slug) ?? [],
        // A topic's own site word ('scaffold', 'kango') said in the piece is strong evidence, even alone.
        aliasMinWords: 1,
      });
      // Evidence is absolute: the weight of the piece's words a topic holds. A long piece naming several activities
      // spreads its words over several topics, and each topic it names clearly still counts.
      const total = query.terms
        .filter((term) => term.kind === 'word' || term.kind === 'phrase')
        .reduce((sum, term) => sum + (weights.get(term.key) ?? 0), 0);
      const best = hits[0]?.coverage ?? 0;
      const stems = contentStems(text);
      const found = hits
        .filter(
          (hit) => hit.coverage * total >= TOPIC_THRESHOLD && (hit.coverage >= best * NEAR_BEST || namedByTitle(hit.row.document_id, text)),
        )
        // A topic named by one of its site words, or holding a fair share of the piece and more than one of its words:
        // 'power' alone is not 'overhead power lines', and 'the pump' alone is not a sewer to go down.
        .filter(
          (hit) =>
            hit.aliasShare > 0 ||
            (hit.coverage >= OWN_SHARE &&
              wordsHeld(hit.matched.filter((term) => (weights.get(term) ?? 0) >= OWN_WORD_WEIGHT)) >= OWN_WORDS),
        )
        .filter((hit, _, kept) => !explainedAway(hit, kept, weights))
        .filter((hit, _, kept) => !shadowed(hit, kept, stems))
        .slice(0, TOPICS_PER_PIECE)
        .flatMap((hit) => {
          const topic = topicsBySlug.get(hit.row.document_id);
          return topic ? [{ topic: withPointsFor(topic, text), rank: hit.coverage }] : [];
        });
      return withBroaderTopics(found, text);
    }),
  );
}

/**
 * How many of the piece's words the matched terms stand for: a phrase ('quickie saw', read as the knowledge's
 * 'cut-off saw') is as many words as it has, so a trade name said in two words counts as two, as the same
 * thing said in one word does through its site word.
 */
function wordsHeld(terms: readonly string[]): number {
  return terms.reduce((sum, term) => sum + term.split(' ').length, 0);
}

/**
 * Whether the piece names the topic outright, every word of its title said
 * ('from the scaffold' names Scaffolding). Such a topic is kept however
 * strongly another topic matches: a common word like 'scaffold' weighs little
 * in the search, yet a job done from a scaffold still brings the scaffold's
 * hazards, as the trusses or roof it is the access for do not explain them.
 */
function namedByTitle(slug: string, text: string): boolean {
  const title = titleStemsBySlug.get(slug) ?? [];
  if (title.length === 0) return false;
  const said = new Set(contentStems(text));
  return title.every((stem) => said.has(stem));
}

/**
 * Whether a topic no site word names holds, beyond the words a topic named by
 * one also holds, too little to be raised on its own: it adds nothing the
 * piece asked for ('laying the concrete floor slab' is a pour, not breaking
 * out, though both say 'concrete' and 'slab').
 */
function explainedAway(
  hit: SearchHit<{ document_id: string }>,
  hits: ReadonlyArray<SearchHit<{ document_id: string }>>,
  weights: ReadonlyMap<string, number>,
): boolean {
  if (hit.aliasShare > 0) return false;
  return hits.some((named) => {
    if (named === hit || named.aliasShare === 0) return false;
    const own = hit.matched.filter((term) => !named.matched.includes(term)).reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
    return own < TOPIC_THRESHOLD;
  });
}

/** The topic's site words the piece (as its stems) says, each as its stems. */
function saidSiteWords(slug: string, stems: readonly string[]): string[][] {
  return (siteWordStemsBySlug.get(slug) ?? []).filter((words) => indexOfRun(stems, words) >= 0);
}

function indexOfRun(stems: readonly string[], run: readonly string[]): number {
  return stems.findIndex((_, start) => run.every((stem, offset) => stems[start + offset] === stem));
}

/**
 * Whether every site word naming a topic is part of a longer site word of another topic said in the same place:
 * 'heat' in 'heat pump', 'traffic' in 'site traffic'. The longer name says what the piece means, as a reader
 * takes the longest phrase; the shorter topic stays only when the piece names it some other way too.
 */
function shadowed(
  hit: SearchHit<{ document_id: string }>,
  hits: ReadonlyArray<SearchHit<{ document_id: string }>>,
  stems: readonly string[],
): boolean {
  if (hit.aliasShare === 0) return false;
  const own = saidSiteWords(hit.row.document_id, stems);
  if (own.length === 0) return false;
  const longer = hits.filter((other) => other !== hit).flatMap((other) => saidSiteWords(other.row.document_id, stems));
  return own.every((words) => longer.some((phrase) => phrase.length > words.length && indexOfRun(phrase, words) >= 0));
}

/** The hits, followed by the general topics they are cases of that were not found themselves. */
function withBroaderTopics(hits: readonly TopicHit[], text: string): TopicHit[] {
  const result = [...hits];
  for (const hit of hits) {
    for (const slug of broaderBySlug.get(hit.topic.document_id) ?? []) {
      const topic = topicsBySlug.get(slug);
      if (topic && !result.some((known) => known.topic.document_id === slug))
        result.push({ topic: withPointsFor(topic, text), rank: hit.rank * BROADER_SHARE });
    }
  }
  return result;
}

/**
 * The topic with its points in the order this piece of the day needs them:
 * the topic's own first point (its most important) stays first, then the
 * points that share most words with the piece, then the rest as written.
 * Words of the topic's title do not count: every point of 'Lifting
 * operations and cranes' is about lifting, so 'lifting' says nothing about
 * which point the piece needs. A topic raised by several pieces puts first
 * the points that share most words with any one of them.
 */
export function withPointsFor(topic: TopicRow, texts: string | readonly string[]): TopicRow {
  const titled = new Set(contentStems(topic.title));
  const asked = (typeof texts === 'string' ? [texts] : texts).map(
    (text) => new Set(contentStems(text).filter((stem) => !titled.has(stem))),
  );
  const shared = (point: TalkingPoint) => {
    const stems = contentStems(`${point.point} ${point.detail}`);
    return Math.max(0, ...asked.map((words) => stems.filter((stem) => words.has(stem)).length));
  };
  const [first, ...rest] = topic.talking_points;
  if (!first) return topic;
  const ordered = rest
    .map((point, index) => ({ point, index, shared: shared(point) }))
    .sort((a, b) => b.shared - a.shared || a.index - b.index);
  return { ...topic, talking_points: [first, ...ordered.map(({ point }) => point)] };
}

export function loadTopic(slug: string): TopicRow | undefined {
  return topicsBySlug.get(slug);
}
