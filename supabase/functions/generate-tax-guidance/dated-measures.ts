// Measures that start or end on a date, or wait on a condition, as the tax
// entries record them. Answers word them with the one rule every knowledge
// base shares (`_shared/calendar.ts`); this module says where a tax entry's
// dated sentence must stand and which date the knowledge was last checked.
import { datedMeasureLines, datedSentenceProblems, type DatedWording, type IsoDate } from '../_shared/calendar.ts';
import { taxEntries } from './knowledge/index.ts';
import { REVIEWED_ON } from './knowledge/sources.ts';
import type { DatedMeasure, TaxEntry } from './knowledge/types.ts';

/** The tax knowledge's wording: only the date it was last checked for extensions differs. */
export const TAX_DATED_WORDING: DatedWording = { checkedOn: REVIEWED_ON };

const DATES_BY_SLUG = new Map<string, readonly DatedMeasure[]>(taxEntries.map((entry) => [entry.slug, entry.dates ?? []]));

export function datesOf(slug: string): readonly DatedMeasure[] {
  return DATES_BY_SLUG.get(slug) ?? [];
}

/** Lines an answer about `slug` opens with for a question about `year` (named in it or not), asked on `today`. */
export function datedLead(slug: string, year: number, yearNamed: boolean, today: IsoDate): string[] {
  return datedMeasureLines(datesOf(slug), yearNamed ? year : undefined, today, TAX_DATED_WORDING);
}

/** The entry's own words, where a dated measure's sentence must appear. */
export function entryText(entry: TaxEntry): string {
  return [entry.answer, ...entry.conditions, ...(entry.changes ?? [])].join('\n');
}

/** What is wrong with the entries' dated sentences whatever the day (`datedSentenceProblems`). */
export function dateProblems(entries: readonly TaxEntry[]): string[] {
  return entries.flatMap((entry) =>
    (entry.dates ?? []).flatMap((dated) =>
      datedSentenceProblems(dated, entryText(entry), dated.source.url).map(
        (problem) => `${entry.slug} (${dated.on}, ${dated.measure}): ${problem}`,
      ),
    ),
  );
}
