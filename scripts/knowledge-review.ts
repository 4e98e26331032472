// `npm run knowledge:review`: what in the knowledge needs a person this week.
// It lists what starts or ends within the next 90 days, what has ended (or
// gone by) and is still presented as current, and what has not been
// re-checked against its source in 12 months, each with the source to
// re-read. It exits 1 while anything is overdue (the last two lists). It runs
// weekly (.github/workflows/knowledge-review.yml) and before a release
// (docs/deploying.md), not on every change: the tests never read the clock.
//   npm run knowledge:review                       reviews as of today (Irish date)
//   npm run knowledge:review -- --today 2027-01-02 reviews as of another day
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  datedWordingProblem,
  daysBetween,
  hasPassed,
  isoDateIn,
  longDate,
  type DatedMeasure,
  type IsoDate,
  type MeasureKind,
} from '../supabase/functions/_shared/calendar.ts';
import { safetyTopics } from '../supabase/functions/generate-safety-talk/knowledge/index.ts';
import { taxEntries } from '../supabase/functions/generate-tax-guidance/knowledge/index.ts';
import { logisticsKnowledge } from '../supabase/functions/logistics-planning-areas/knowledge/index.ts';

/** How far ahead the review looks for dates coming up. */
export const LOOKAHEAD_DAYS = 90;
/** How long a check against a source stays fresh. */
export const RECHECK_AFTER_MONTHS = 12;

export interface ReviewSource {
  title: string;
  url?: string;
  /** ISO date the entry's wording was last checked against this source. */
  checkedOn: IsoDate;
}

/** One entry of any knowledge base, as the review needs it. */
export interface ReviewEntry {
  base: string;
  slug: string;
  title: string;
  dates: readonly DatedMeasure<{ title?: string; name?: string; url?: string }, MeasureKind>[];
  sources: readonly ReviewSource[];
}

export interface ReviewItem {
  base: string;
  /** The entry (or, for a source to re-check, every entry citing it). */
  slug: string;
  /** The entry's title; empty for a source cited by several. */
  title: string;
  /** What is coming or wrong, in a few words. */
  what: string;
  /** The source to re-read. */
  reread: string;
}

export interface KnowledgeReview {
  today: IsoDate;
  /** Dates within the next 90 days: re-read before the day, not yet overdue. */
  upcoming: ReviewItem[];
  /** Ended or gone by, and still worded as current or to come. */
  stale: ReviewItem[];
  /** Sources not re-checked in the last 12 months. */
  unchecked: ReviewItem[];
}

function sourceLabel(source: { title?: string; name?: string; url?: string }): string {
  const title = source.title ?? source.name ?? 'untitled source';
  return source.url ? `${title} <${source.url}>` : title;
}

/** The same day 12 months before `today` (28 February for 29 February): older checks are due again. */
export function recheckCutoff(today: IsoDate): IsoDate {
  const day = today.slice(4) === '-02-29' ? '-02-28' : today.slice(4);
  return `${Number(today.slice(0, 4)) - RECHECK_AFTER_MONTHS / 12}${day}`;
}

export function reviewKnowledge(entries: readonly ReviewEntry[], today: IsoDate): KnowledgeReview {
  const review: KnowledgeReview = { today, upcoming: [], stale: [], unchecked: [] };
  const cutoff = recheckCutoff(today);
  for (const entry of entries) {
    const about = { base: entry.base, slug: entry.slug, title: entry.title };
    for (const dated of entry.dates) {
      const reread = sourceLabel(dated.source);
      const problem = datedWordingProblem(dated, today);
      if (problem) review.stale.push({ ...about, what: `${dated.measure} ${problem}`, reread });
      const days = daysBetween(today, dated.on);
      if (!hasPassed(dated, today) && days <= LOOKAHEAD_DAYS) {
        const verb = dated.kind === 'starts' ? 'starts' : dated.kind === 'ends' ? 'ends' : 'is due';
        review.upcoming.push({ ...about, what: `${dated.measure} ${verb} on ${longDate(dated.on)} (in ${days} days)`, reread });
      }
    }
  }
  // A source cited by many entries is re-read once: one item per source, naming the entries that cite it.
  const bySource = new Map<string, ReviewItem & { cited: string[] }>();
  for (const entry of entries) {
    for (const source of entry.sources) {
      if (source.checkedOn >= cutoff) continue;
      const reread = sourceLabel(source);
      const key = `${entry.base}|${reread}|${source.checkedOn}`;
      const item = bySource.get(key) ?? {
        base: entry.base,
        slug: '',
        title: '',
        what: `last checked against this source on ${longDate(source.checkedOn)}`,
        reread,
        cited: [],
      };
      if (!item.cited.includes(entry.slug)) item.cited.push(entry.slug);
      bySource.set(key, item);
    }
  }
  review.unchecked = [...bySource.values()].map(({ cited, ...item }) => ({ ...item, slug: cited.join(', ') }));
  return review;
}

export function isOverdue(review: KnowledgeReview): boolean {
  return review.stale.length > 0 || review.unchecked.length > 0;
}

export function renderReview(review: KnowledgeReview): string {
  const section = (heading: string, items: readonly ReviewItem[]) =>
    [
      `${heading}: ${items.length === 0 ? 'none' : items.length}`,
      ...items.map(
        (item) =>
          `  - ${item.base} · ${item.title ? `${item.slug} (${item.title})` : item.slug}: ${item.what}\n    re-read: ${item.reread}`,
      ),
    ].join('\n');
  return [
    `Knowledge review for ${longDate(review.today)}`,
    section(`Starts or ends within the next ${LOOKAHEAD_DAYS} days`, review.upcoming),
    section('OVERDUE: ended or gone by, still presented as current', review.stale),
    section(`OVERDUE: not re-checked in the last ${RECHECK_AFTER_MONTHS} months`, review.unchecked),
    isOverdue(review)
      ? 'Something is overdue: update the entries from their sources, then run `npm run generate:knowledge`.'
      : 'Nothing is overdue.',
  ].join('\n\n');
}

/**
 * A logistics or safety source as the review reads it: by the day we last
 * checked our wording against it (`asOf`), never by the day it was published,
 * so a 2023 regulation re-read this week is fresh.
 */
export function reviewSource(source: { title?: string; name?: string; url?: string; asOf: IsoDate }): ReviewSource {
  return { title: source.title ?? source.name ?? 'untitled source', ...(source.url ? { url: source.url } : {}), checkedOn: source.asOf };
}

/** Every entry of the three knowledge bases, each with its sources' check dates. */
export function knowledgeEntries(): ReviewEntry[] {
  return [
    ...taxEntries.map((entry) => ({
      base: 'tax',
      slug: entry.slug,
      title: entry.title,
      dates: entry.dates ?? [],
      sources: entry.sources.map((source) => ({ title: source.title, url: source.url, checkedOn: entry.checkedOn })),
    })),
    ...logisticsKnowledge.map((entry) => ({
      base: 'logistics',
      slug: entry.slug,
      title: entry.title,
      dates: entry.dates ?? [],
      sources: entry.sources.map(reviewSource),
    })),
    ...safetyTopics.map((topic) => ({
      base: 'safety',
      slug: topic.slug,
      title: topic.title,
      dates: topic.dates ?? [],
      sources: topic.sources.map(reviewSource),
    })),
  ];
}

function todayFrom(argv: readonly string[]): IsoDate {
  const index = argv.indexOf('--today');
  if (index < 0) return isoDateIn(new Date());
  const given = argv[index + 1] ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(given)) throw new Error(`--today needs a date as YYYY-MM-DD, not '${given}'.`);
  return given;
}

export function main(argv: readonly string[] = process.argv.slice(2)): number {
  const review = reviewKnowledge(knowledgeEntries(), todayFrom(argv));
  console.log(renderReview(review));
  return isOverdue(review) ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
