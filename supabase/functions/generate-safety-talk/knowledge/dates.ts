// The dated rules in the safety topics, checked against a clock. A talk
// quotes a topic's first point, so a date stated there reaches every answer
// about the topic; `datedProblems` is what a test runs with a pinned clock, so
// a rule that starts, ends or waits on a condition cannot go out of date
// unnoticed.
import { addDays, longDate, type IsoDate } from '../../_shared/calendar.ts';
import type { SafetyTopic } from './types.ts';

/** How close an end date may come before the entry must say whether it was extended. */
export const WARNING_DAYS = 60;

/** Words that put a start date in the past: 'since', 'in force since', 'took effect'. */
const STARTED = /\b(?:since|took effect|came into (?:force|operation)|has applied|applied from)\b/i;
/** Words that put an end in the past. */
const ENDED = /\b(?:ended|expired|closed|ceased|no longer)\b/i;
/** Words that say whether an ending measure was extended, and when that was checked. */
const EXTENSION_STATED = /\b(?:extended|extension)\b/i;

/**
 * What is wrong with the topics' dated rules on `today`: a sentence missing
 * from the topic's first point (where every talk quotes it) or not stating its
 * date, a source with no address, a start date now passed still worded as to
 * come, an end date passed that the sentence does not say has ended, an end
 * date within 60 days with no word on whether it was extended, a start date
 * still to come worded as in force, or a condition the sentence does not
 * mention.
 */
export function datedProblems(topics: readonly SafetyTopic[], today: IsoDate): string[] {
  const problems: string[] = [];
  for (const topic of topics) {
    const lead = topic.points[0];
    const leadText = lead ? `${lead.point} ${lead.detail}` : '';
    for (const dated of topic.dates ?? []) {
      const where = `${topic.slug} (${dated.on}, ${dated.measure})`;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(dated.on)) problems.push(`${where}: the date is not an ISO date`);
      if (!leadText.includes(dated.said)) problems.push(`${where}: its sentence is not in the topic's first point, so a talk may leave it out`);
      if (!dated.said.includes(longDate(dated.on))) problems.push(`${where}: the sentence does not state ${longDate(dated.on)}`);
      if (!dated.source.url?.startsWith('https://')) problems.push(`${where}: its source has no address`);
      if (!topic.sources.includes(dated.source)) problems.push(`${where}: its source is not among the topic's sources`);
      if (dated.pending && !dated.said.includes(dated.pending)) problems.push(`${where}: the sentence does not say it still waits on ${dated.pending}`);
      const passed = dated.on <= today;
      if (dated.kind === 'starts' && passed && !STARTED.test(dated.said)) {
        problems.push(`${where}: in force since ${longDate(dated.on)} but still worded as to come`);
      }
      if (dated.kind === 'starts' && !passed && STARTED.test(dated.said)) {
        problems.push(`${where}: starts on ${longDate(dated.on)} but is worded as already in force`);
      }
      if (dated.kind === 'ends' && dated.on < today && !ENDED.test(dated.said)) {
        problems.push(`${where}: ended on ${longDate(dated.on)}; update or remove the rule`);
      }
      if (dated.kind === 'ends' && !passed && dated.on <= addDays(today, WARNING_DAYS) && !EXTENSION_STATED.test(dated.said)) {
        problems.push(`${where}: ends within ${WARNING_DAYS} days of ${longDate(today)}; say whether it was extended`);
      }
    }
  }
  return problems;
}
