// Chooses and orders the talking points. Every activity gets the first point
// of the topic that fits it best; then each raised topic's next point in turn
// (breadth before depth, and across the activities before within one; a topic
// the description raises in more than one clause gets a second point early)
// until the talk is long enough; general site points fill a talk that is
// still short. The final order puts the most serious risk first.
// Pure and deterministic: the same activities always give the same talk.
import type { Activity } from './grouping.ts';
import type { TalkingPoint } from './knowledge/types.ts';
import type { TopicRow } from './retrieval.ts';

/** A ten-minute toolbox talk: at least 5 points, and 7 when the day raises enough to say. */
export const TALK_SIZE = { min: 5, target: 7, max: 7 } as const;

/** Repetition earns a topic one extra point early, no more, so it cannot crowd out the others. */
const MAX_EMPHASIS = 1;

export interface ComposedPoint extends TalkingPoint {
  /** The topic (document_id) the point comes from. */
  topic: string;
}

export interface Composition {
  points: ComposedPoint[];
  /** Labels of activities left out because the talk was full. */
  uncovered: string[];
}

interface Candidate {
  activity: number;
  topicIndex: number;
  pointIndex: number;
  /** How deep into its topic the point is, one level less if the topic was raised more than once. */
  depth: number;
  /** The topic's place in its activity, no later than second if the topic was raised in more than one clause. */
  order: number;
  label: string | undefined;
  topic: TopicRow;
  /** How well the topic fits the piece of the day that raised it. */
  rank: number;
}

function candidate(activities: readonly Activity[], activity: number, topicIndex: number, pointIndex: number): Candidate {
  const hit = activities[activity]?.topics[topicIndex];
  if (!hit) throw new Error(`No topic ${topicIndex} in activity ${activity}`);
  const depth = Math.max(0, pointIndex - Math.min(hit.mentions - 1, MAX_EMPHASIS));
  // A topic said again in a later clause ('his ears are ringing') is a point of the day in its own right, though
  // the first activity that raised it holds it lower down: it comes in with every activity's second topic.
  const order = hit.mentions > 1 ? Math.min(topicIndex, 1) : topicIndex;
  return { activity, topicIndex, pointIndex, depth, order, label: activities[activity]?.label, topic: hit.topic, rank: hit.rank };
}

function mostSeriousFirst(a: Candidate, b: Candidate): number {
  return b.topic.severity - a.topic.severity || a.activity - b.activity || a.topicIndex - b.topicIndex || a.pointIndex - b.pointIndex;
}

/**
 * Breadth before depth, and across the activities before within one: every
 * activity's second topic comes before any activity's third, so a day of
 * several jobs hears each job's main hazards. A topic said again earns its
 * second point at the depth of the first points, but after them, and its first
 * point comes with the activities' second topics however low its activity holds it. Then the
 * topic that fits its piece of the day best, then the most serious.
 */
function breadthFirst(a: Candidate, b: Candidate): number {
  return (
    a.depth - b.depth || Math.sign(a.pointIndex) - Math.sign(b.pointIndex) || a.order - b.order || b.rank - a.rank || mostSeriousFirst(a, b)
  );
}

/** A topic's first point names this many of its further controls the talk does not give points of their own. */
const FURTHER_CONTROLS = 3;

/**
 * The headlines of the topic's next points that the talk leaves out: a
 * seven-point talk across several jobs gives most topics one point, and the
 * crew should still hear each job's next three controls: a topic's points
 * are ordered for the pieces of the day that raised it, and the control the
 * day turns on is often its third or fourth.
 */
function furtherControls(topic: TopicRow, told: ReadonlySet<number>): string[] {
  return topic.talking_points
    .map(({ point }, index) => ({ point, index }))
    .filter(({ index }) => !told.has(index))
    .slice(0, FURTHER_CONTROLS)
    .map(({ point }) => point);
}

function toPoint(chosen: Candidate, pointsOfTopic: ReadonlySet<number> | undefined): ComposedPoint {
  const talkingPoint = chosen.topic.talking_points[chosen.pointIndex];
  if (!talkingPoint) throw new Error(`Topic ${chosen.topic.document_id} has no point ${chosen.pointIndex}`);
  const { figure, instrument } = chosen.topic.legal;
  const further = pointsOfTopic ? furtherControls(chosen.topic, pointsOfTopic) : [];
  const also = further.length > 0 ? ` Also: ${further.join('; ')}.` : '';
  return {
    point: chosen.label ? `${chosen.label}: ${talkingPoint.point}` : talkingPoint.point,
    // The topic's first point says what goes wrong, its further controls and the legal figure with its instrument: a site manager expects the law, not only the advice.
    detail: pointsOfTopic
      ? `${chosen.topic.summary} ${talkingPoint.detail}${also} The law (${instrument}): ${figure}`
      : talkingPoint.detail,
    topic: chosen.topic.document_id,
  };
}

/** The points in order, each topic's first point carrying its further controls and its legal figure. */
function toPoints(chosen: readonly Candidate[]): ComposedPoint[] {
  const pointsByTopic = new Map<string, Set<number>>();
  for (const { topic, pointIndex } of chosen) {
    const told = pointsByTopic.get(topic.document_id) ?? new Set<number>();
    pointsByTopic.set(topic.document_id, told.add(pointIndex));
  }
  const said = new Set<string>();
  return chosen.map((candidate) => {
    const first = !said.has(candidate.topic.document_id);
    said.add(candidate.topic.document_id);
    return toPoint(candidate, first ? pointsByTopic.get(candidate.topic.document_id) : undefined);
  });
}

export function composeTalk(activities: readonly Activity[], general: TopicRow): Composition {
  const leads = activities.map((_, activity) => candidate(activities, activity, 0, 0)).sort(mostSeriousFirst);
  const chosen = leads.slice(0, TALK_SIZE.max);
  const covered = new Set(chosen.map((lead) => lead.activity));

  const rest: Candidate[] = [];
  activities.forEach((activity, index) => {
    if (!covered.has(index)) return;
    activity.topics.forEach((hit, topicIndex) => {
      hit.topic.talking_points.forEach((_, pointIndex) => {
        if (topicIndex > 0 || pointIndex > 0) rest.push(candidate(activities, index, topicIndex, pointIndex));
      });
    });
  });
  chosen.push(...rest.sort(breadthFirst).slice(0, Math.max(0, TALK_SIZE.target - chosen.length)));

  const fillers = general.talking_points
    .map((_, pointIndex) => ({
      activity: activities.length,
      topicIndex: 0,
      pointIndex,
      depth: pointIndex,
      order: 0,
      label: undefined,
      topic: general,
      rank: 0,
    }))
    .filter((filler) => !chosen.some((c) => c.topic.document_id === general.document_id && c.pointIndex === filler.pointIndex));
  chosen.push(...fillers.slice(0, Math.max(0, TALK_SIZE.min - chosen.length)));

  return {
    points: toPoints(chosen.sort(mostSeriousFirst)),
    uncovered: leads.slice(TALK_SIZE.max).map((lead) => activities[lead.activity]?.label ?? ''),
  };
}
