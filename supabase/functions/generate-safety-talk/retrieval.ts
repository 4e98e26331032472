// Reads the safety knowledge base: which topics each piece of the day's
// description raises, and the general topic used when nothing specific does.
import type { Database } from '../_shared/database.ts';
import { matchTexts, type TopicTable } from '../_shared/knowledge-search.ts';
import type { TalkingPoint } from './knowledge/types.ts';
import { expandSiteTalk } from './site-lexicon.ts';

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
}

export interface TopicHit {
  topic: TopicRow;
  rank: number;
}

const safetyContent: TopicTable = {
  table: 'safety_content',
  key: 'document_id',
  columns: ['document_id', 'title', 'severity', 'talking_points', 'sources'],
  vectorColumn: 'search_vector',
  queryColumn: 'trigger_query',
};

/** For each text, the topics it raises (best match first); one list per text. */
export async function findTopics(db: Database, texts: readonly string[]): Promise<TopicHit[][]> {
  const matches = await matchTexts<TopicRow>(db, safetyContent, texts.map(expandSiteTalk));
  const hits: TopicHit[][] = texts.map(() => []);
  for (const match of matches) hits[match.textIndex]?.push({ topic: match.row, rank: match.rank });
  return hits;
}

export async function loadTopic(db: Database, slug: string): Promise<TopicRow | undefined> {
  const rows = await db.query<TopicRow>(
    `select document_id, title, severity, talking_points, sources from safety_content where document_id = $1`,
    [slug],
  );
  return rows[0];
}
