// From a description of the day's work to a toolbox talk: split it into
// activities, find the topics each raises in the knowledge base, compose the
// points, and say plainly when the talk could not be built around the text.
import type { Database } from '../_shared/database.ts';
import type { LlmConfig } from '../_shared/llm/config.ts';
import { isoDateIn, type IsoDate } from '../_shared/calendar.ts';
import { withDatedNotes } from './knowledge/dates.ts';
import { splitIntoFragments } from './activities.ts';
import { composeTalk } from './compose.ts';
import { groupActivities } from './grouping.ts';
import { GENERAL_TOPIC_SLUG } from './knowledge/topics/people.ts';
import type { TalkingPoint } from './knowledge/types.ts';
import { findTopics, loadTopic, type SourceRef } from './retrieval.ts';
import { withRewrites } from './rewrite.ts';

export interface SafetyTalk {
  talking_points: TalkingPoint[];
  /** The guidance and regulations the points rest on, in order of first use. */
  sources: SourceRef[];
  error?: string;
  /** What was recognised: each activity's name and the topics it raised. */
  activities: Array<{ label: string; topics: string[] }>;
  /** Topic of each talking point, in the same order. */
  point_topics: string[];
}

export const NO_ACTIVITY_NOTE =
  'We could not recognise a construction activity in that description, so these are general site-safety points. ' +
  "Describe the day's tasks (for example 'digging a trench for the drainage' or 'erecting scaffolding on the gable') " +
  'for a talk built around them.';

function uncoveredNote(labels: readonly string[]): string {
  return `The day has more activities than one ten-minute talk can cover, so these points cover the most serious. Give these their own talk: ${labels.join('; ')}.`;
}

export interface TalkOptions {
  /** Today's date; the server's clock when not given (tests pin it). */
  today?: IsoDate;
  /** A configured model, which may restate a piece of the day no topic clearly matches (rewrite.ts). */
  llm?: LlmConfig;
}

export async function generateSafetyTalk(db: Database, description: string, options: TalkOptions = {}): Promise<SafetyTalk> {
  const fragments = splitIntoFragments(description);
  const pieces = fragments.map((fragment) => description.slice(fragment.start, fragment.end));
  const found = await findTopics(db, pieces);
  const hits = options.llm ? await withRewrites(db, options.llm, pieces, found) : found;
  const activities = groupActivities(description, fragments, hits);
  const general = loadTopic(GENERAL_TOPIC_SLUG);
  if (!general) throw new Error('The safety knowledge base is not seeded: the general site-safety topic is missing.');

  const { points, uncovered } = composeTalk(activities, general);
  const topicsUsed = new Map(
    [...activities.flatMap((activity) => activity.topics.map((hit) => hit.topic)), general].map((topic) => [topic.document_id, topic]),
  );
  const sources = new Map<string, SourceRef>();
  for (const point of points) {
    for (const source of topicsUsed.get(point.topic)?.sources ?? []) {
      if (!sources.has(source.name)) sources.set(source.name, source);
    }
  }

  const error = activities.length === 0 ? NO_ACTIVITY_NOTE : uncovered.length > 0 ? uncoveredNote(uncovered) : undefined;
  return {
    // A dated rule's point says what applies on the day the talk is given.
    talking_points: withDatedNotes(
      points.map(({ point, detail }) => ({ point, detail })),
      points.map((point) => point.topic),
      options.today ?? isoDateIn(new Date()),
    ),
    sources: [...sources.values()],
    ...(error ? { error } : {}),
    activities: activities.map((activity) => ({
      label: activity.label,
      topics: activity.topics.map((hit) => hit.topic.document_id),
    })),
    point_topics: points.map((point) => point.topic),
  };
}
