// Measures that start or end on a date, as the entries record them. An
// answer about such a measure states the date; a question about a year past
// an end date is told plainly that the measure, as legislated, does not reach
// it; and `dateProblems` is the check a test runs with a pinned clock so that
// no date expires unnoticed.
import { logisticsKnowledge } from './knowledge/index.ts';
import { CHECKED_NOW } from './knowledge/sources.ts';
import { addDays, datedMeasureLines, longDate, type IsoDate } from '../_shared/calendar.ts';
import type { DatedMeasure, KnowledgeEntry } from './knowledge/types.ts';

const DATES_BY_SLUG = new Map<string, readonly DatedMeasure[]>(logisticsKnowledge.map((entry) => [entry.slug, entry.dates ?? []]));

export function datesOf(slug: string): readonly DatedMeasure[] {
  return DATES_BY_SLUG.get(slug) ?? [];
}

/** The latest year the question names ('in 2031', 'by 2028'), if any. */
export function yearAsked(question: string): number | undefined {
  const years = [...question.matchAll(/\b(20[2-9]\d)\b/g)].map((match) => Number(match[1]));
  return years.length > 0 ? Math.max(...years) : undefined;
}

/** Lines about the dated measures of the entries an answer draws on, for the year the question names. */
export function datedLines(slugs: readonly string[], question: string, today: IsoDate): string[] {
  return datedMeasureLines(slugs.flatMap(datesOf), yearAsked(question), today, CHECKED_NOW);
}

function entryText(entry: KnowledgeEntry): string {
  return [entry.takeaway, ...entry.guidance].join('\n');
}

/** Words that put a date in the past: 'since', 'took effect', 'ended'. */
const PAST = /\b(?:since|was|were|has|have|had|passed|ended|expired|closed|took effect|applied|fell|in force)\b/i;

/**
 * What is wrong with the entries' dates on `today`: a sentence that is not in
 * the entry or does not state its date, a measure with no source, a date now
 * passed that is still worded as to come, an end date within 60 days, or a
 * measure that has ended and is still offered.
 */
export function dateProblems(entries: readonly KnowledgeEntry[], today: IsoDate): string[] {
  const problems: string[] = [];
  for (const entry of entries) {
    const text = entryText(entry);
    for (const dated of entry.dates ?? []) {
      const where = `${entry.slug} (${dated.on}, ${dated.measure})`;
      if (!text.includes(dated.said)) problems.push(`${where}: its sentence is not in the entry`);
      if (!dated.said.includes(longDate(dated.on))) problems.push(`${where}: the sentence does not state ${longDate(dated.on)}`);
      if (!dated.source.url?.startsWith('https://')) problems.push(`${where}: no source`);
      const passed = dated.on < today;
      if (passed && dated.kind === 'starts' && !PAST.test(dated.said)) {
        problems.push(`${where}: the date has passed but the entry still words it as to come`);
      }
      if (passed && dated.kind === 'ends') problems.push(`${where}: the measure has ended; update or remove the entry`);
      if (!passed && dated.kind === 'ends' && dated.on <= addDays(today, 60)) {
        problems.push(`${where}: ends within 60 days of ${longDate(today)}; re-check whether it was extended and say so in the entry`);
      }
    }
  }
  return problems;
}
