// Measures that start or end on a date, or wait on a condition, as their
// entries record them: an answer about such a measure states the date, and a
// question about a later time is told plainly that the measure, as
// legislated, does not reach it. `dateProblems` is the check a test runs with
// a pinned clock so that no date expires unnoticed.
import { addDays, datedMeasureLines, longDate, type IsoDate } from '../_shared/calendar.ts';
import { taxEntries } from './knowledge/index.ts';
import { REVIEWED_ON } from './knowledge/sources.ts';
import type { DatedMeasure, TaxEntry } from './knowledge/types.ts';

const DATES_BY_SLUG = new Map<string, readonly DatedMeasure[]>(taxEntries.map((entry) => [entry.slug, entry.dates ?? []]));

export function datesOf(slug: string): readonly DatedMeasure[] {
  return DATES_BY_SLUG.get(slug) ?? [];
}

/** Lines an answer about `slug` opens with for a question about `year` (named in it or not), asked on `today`. */
export function datedLead(slug: string, year: number, yearNamed: boolean, today: IsoDate): string[] {
  return datedMeasureLines(datesOf(slug), yearNamed ? year : undefined, today, REVIEWED_ON);
}

/** The entry's own words, where a dated measure's sentence must appear. */
function entryText(entry: TaxEntry): string {
  return [entry.answer, ...entry.conditions, ...(entry.changes ?? [])].join('\n');
}

const PAST = /\b(?:was|were|has passed|have passed|passed|ended|expired|closed|took effect|applied|fell)\b/i;
/** Words that put a start date in the past. */
const STARTED = /\b(?:since|took effect|has applied|applied from|came into (?:force|operation)|in force|was|were|fell)\b/i;
/** Words that say whether an ending measure was extended. */
const EXTENSION_STATED = /\b(?:extended|extension)\b/i;
/** How close an end date may come before the entry must say whether it was extended. */
export const WARNING_DAYS = 60;

/**
 * What is wrong with the entries' dates on `today`: a sentence that is not in
 * the entry, a date the sentence does not state, a source with no address, a
 * passed end or due date still worded as if to come, a passed start date still
 * worded as to come, an end date within 60 days with no word on whether it was
 * extended, a measure that has ended, or a condition the sentence does not
 * mention.
 */
export function dateProblems(entries: readonly TaxEntry[], today: IsoDate): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const text = entryText(entry);
    for (const dated of entry.dates ?? []) {
      const where = `${entry.slug} (${dated.on}, ${dated.measure})`;
      if (!text.includes(dated.said)) problems.push(`${where}: its sentence is not in the entry`);
      if (!dated.said.includes(longDate(dated.on))) problems.push(`${where}: the sentence does not state ${longDate(dated.on)}`);
      if (!/^https:\/\//.test(dated.source.url)) problems.push(`${where}: no source`);
      const condition = dated.pending?.replace(/\s*\(.*\)\s*$/, '');
      if (condition && !dated.said.includes(condition)) problems.push(`${where}: the sentence does not say it still waits on ${condition}`);
      const passed = dated.on < today;
      if (passed && dated.kind !== 'starts' && !PAST.test(dated.said)) problems.push(`${where}: the date has passed but the entry still words it as to come`);
      if (dated.kind === 'starts' && dated.on <= today && !STARTED.test(dated.said)) {
        problems.push(`${where}: in force since ${longDate(dated.on)} but the entry still words it as to come`);
      }
      if (dated.kind === 'ends' && !passed && dated.on <= addDays(today, WARNING_DAYS) && !EXTENSION_STATED.test(dated.said)) {
        problems.push(`${where}: ends within ${WARNING_DAYS} days of ${longDate(today)} and the entry does not say whether it was extended`);
      }
      if (dated.kind === 'ends' && passed) problems.push(`${where}: the measure has ended; update or remove the entry`);
    }
  }
  return problems;
}
