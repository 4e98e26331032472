// Turns matched fragments into the distinct activities of the day: fragments
// of one clause that raise exactly the same topics are one activity ('slips,
// trips and falls'), and a topic is discussed under the first activity that
// raised it so the talk does not repeat itself.
import { activityLabel, type Fragment } from './activities.ts';
import { loadTopic, type TopicHit, withPointsFor } from './retrieval.ts';

export interface ActivityTopic extends TopicHit {
  /** How many clauses of the description raised the topic: repetition means emphasis. */
  mentions: number;
}

export interface Activity {
  label: string;
  /** Best matched first, then most serious, then by slug: a fixed order. */
  topics: ActivityTopic[];
}

interface Piece {
  clause: number;
  start: number;
  end: number;
  hits: TopicHit[];
}

function topicKey(hits: readonly TopicHit[]): string {
  return hits
    .map((hit) => hit.topic.document_id)
    .sort()
    .join(' ');
}

// What the piece says decides which topic leads it: 'up the ladder' is first about ladders, though falls from height are worse.
function byRankThenSeverity(a: TopicHit, b: TopicHit): number {
  return b.rank - a.rank || b.topic.severity - a.topic.severity || a.topic.document_id.localeCompare(b.topic.document_id);
}

function mergeSameTopicNeighbours(pieces: readonly Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (last && last.clause === piece.clause && topicKey(last.hits) === topicKey(piece.hits)) {
      last.end = piece.end;
      last.hits = last.hits.map((hit) => {
        const other = piece.hits.find((candidate) => candidate.topic.document_id === hit.topic.document_id);
        return other && other.rank > hit.rank ? other : hit;
      });
    } else {
      merged.push({ ...piece, hits: [...piece.hits] });
    }
  }
  return merged;
}

/** The topic's points in the order the pieces that raised it need, when more than one piece did. */
function inOrderFor(hit: TopicHit, texts: readonly string[]): TopicHit['topic'] {
  if (texts.length < 2) return hit.topic;
  const topic = loadTopic(hit.topic.document_id);
  return topic ? withPointsFor(topic, texts) : hit.topic;
}

export function groupActivities(description: string, fragments: readonly Fragment[], hits: readonly TopicHit[][]): Activity[] {
  const pieces = fragments.map((fragment, index) => ({ ...fragment, hits: hits[index] ?? [] })).filter((piece) => piece.hits.length > 0);
  const merged = mergeSameTopicNeighbours(pieces);
  // A topic said again in another sentence or clause is emphasis; said twice in one ('cutting kerbs with the con saw') it is one job.
  const clausesBySlug = new Map<string, Set<number>>();
  for (const piece of merged) {
    for (const hit of piece.hits) {
      const clauses = clausesBySlug.get(hit.topic.document_id) ?? new Set<number>();
      clausesBySlug.set(hit.topic.document_id, clauses.add(piece.clause));
    }
  }
  const mentions = new Map([...clausesBySlug].map(([slug, clauses]) => [slug, clauses.size]));
  // A topic is discussed once, under the first activity that raised it, so its points are put in the order that
  // every piece raising it needs: 'the starter bars are sticking up' later in the day still brings the caps forward.
  const textsBySlug = new Map<string, string[]>();
  for (const piece of merged) {
    for (const hit of piece.hits) {
      const texts = textsBySlug.get(hit.topic.document_id) ?? [];
      textsBySlug.set(hit.topic.document_id, [...texts, description.slice(piece.start, piece.end)]);
    }
  }
  const claimed = new Set<string>();
  const activities: Activity[] = [];
  for (const piece of merged) {
    const topics = piece.hits
      .filter((hit) => !claimed.has(hit.topic.document_id))
      .sort(byRankThenSeverity)
      .map((hit) => ({
        ...hit,
        topic: inOrderFor(hit, textsBySlug.get(hit.topic.document_id) ?? []),
        mentions: mentions.get(hit.topic.document_id) ?? 1,
      }));
    if (topics.length === 0) continue;
    for (const hit of topics) claimed.add(hit.topic.document_id);
    activities.push({ label: activityLabel(description.slice(piece.start, piece.end)), topics });
  }
  return activities;
}
