// Measures that start or end on a date, as the logistics entries record them.
// Answers word them with the one rule every knowledge base shares
// (`_shared/calendar.ts`); this module says where an entry's dated sentence
// must stand and which date the knowledge was last checked.
import { logisticsKnowledge } from './knowledge/index.ts';
import { CHECKED_NOW } from './knowledge/sources.ts';
import { datedMeasureLines, datedSentenceProblems, type DatedWording, type IsoDate } from '../_shared/calendar.ts';
import type { DatedMeasure, KnowledgeEntry } from './knowledge/types.ts';

/** The logistics knowledge's wording: only the date it was last checked for extensions differs. */
export const LOGISTICS_DATED_WORDING: DatedWording = { checkedOn: CHECKED_NOW };

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
  return datedMeasureLines(slugs.flatMap(datesOf), yearAsked(question), today, LOGISTICS_DATED_WORDING);
}

/** The entry's own words, where a dated measure's sentence must appear. */
export function entryText(entry: KnowledgeEntry): string {
  return [entry.takeaway, ...entry.guidance].join('\n');
}

/** What is wrong with the entries' dated sentences whatever the day (`datedSentenceProblems`). */
export function dateProblems(entries: readonly KnowledgeEntry[]): string[] {
  return entries.flatMap((entry) =>
    (entry.dates ?? []).flatMap((dated) =>
      datedSentenceProblems(dated, entryText(entry), dated.source.url).map(
        (problem) => `${entry.slug} (${dated.on}, ${dated.measure}): ${problem}`,
      ),
    ),
  );
}
