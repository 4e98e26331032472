// The dated rules in the safety topics. A talk quotes a topic's first point,
// so the rule's sentence must stand there; and a talk about a dated topic
// carries the line the one shared rule (`_shared/calendar.ts`) gives for the
// day it is asked, so a rule is never offered as in force before it starts,
// or as current after it ends.
import { datedMeasureLines, datedSentenceProblems, type DatedWording, type IsoDate } from '../../_shared/calendar.ts';
import { safetyTopics } from './index.ts';
import { CHECKED_ON } from './sources.ts';
import type { DatedMeasure, SafetyTopic, TalkingPoint } from './types.ts';

/** The safety knowledge's wording: only the date it was last checked differs. */
export const SAFETY_DATED_WORDING: DatedWording = { checkedOn: CHECKED_ON };

const DATES_BY_SLUG = new Map<string, readonly DatedMeasure[]>(safetyTopics.map((topic) => [topic.slug, topic.dates ?? []]));

/** The topic's first point, which every talk about the topic quotes. */
export function leadText(topic: SafetyTopic): string {
  const lead = topic.points[0];
  return lead ? `${lead.point} ${lead.detail}` : '';
}

/**
 * The talk's points with each dated topic's line for `today` added to the
 * first point the talk quotes from that topic. `pointTopics` gives each
 * point's topic slug, in the same order.
 */
export function withDatedNotes<Point extends TalkingPoint>(
  points: readonly Point[],
  pointTopics: readonly string[],
  today: IsoDate,
): Point[] {
  const noted = new Set<string>();
  return points.map((point, index) => {
    const slug = pointTopics[index];
    if (slug === undefined || noted.has(slug)) return point;
    noted.add(slug);
    const lines = datedMeasureLines(DATES_BY_SLUG.get(slug) ?? [], undefined, today, SAFETY_DATED_WORDING);
    return lines.length > 0 ? { ...point, detail: `${point.detail} ${lines.join(' ')}` } : point;
  });
}

/**
 * What is wrong with the topics' dated rules whatever the day: the sentence
 * is not in the topic's first point (so a talk could leave it out), does not
 * state its date, has no https source, names no pending condition, or its
 * source is not among the topic's sources.
 */
export function datedProblems(topics: readonly SafetyTopic[]): string[] {
  return topics.flatMap((topic) =>
    (topic.dates ?? []).flatMap((dated) => {
      const problems = datedSentenceProblems(dated, leadText(topic), dated.source.url);
      if (!topic.sources.includes(dated.source)) problems.push("its source is not among the topic's sources");
      return problems.map((problem) => `${topic.slug} (${dated.on}, ${dated.measure}): ${problem}`);
    }),
  );
}
