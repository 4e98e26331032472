// Today's date as the answers see it: the server's clock in production, a
// pinned date in tests, so a deadline, a tax year or a dated measure is judged
// against the day the visitor asks and a test can stand on any day it likes.
// Every knowledge base writes its dates this way.

/** An ISO calendar date, YYYY-MM-DD, in Irish civil time's calendar. */
export type IsoDate = string;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The calendar date in Ireland at `now` (deadlines fall on Irish calendar days). */
export function isoDateIn(now: Date): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function yearOf(date: IsoDate): number {
  return Number(date.slice(0, 4));
}

/** '2026-10-31' as '31 October 2026', the way the knowledge writes dates. */
export function longDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * A measure that starts or ends on a date, or waits on a condition, as a
 * knowledge entry states it: answers about the measure state the date, and a
 * pinned-clock test fails when the date has passed or is near and the
 * entry's wording does not say so.
 */
export interface DatedMeasure<Source, Kind extends string = 'starts' | 'ends'> {
  /** ISO date the measure starts or ends. */
  on: IsoDate;
  kind: Kind;
  /** What the date is for, short: 'the accelerated capital allowance for energy-efficient equipment'. */
  measure: string;
  /** The sentence of the entry that states the date, word for word (a test finds it in the entry). */
  said: string;
  /** A condition the measure still waits on, e.g. European Commission approval. */
  pending?: string;
  source: Source;
}

/** How close an end date comes before an answer flags it. */
const NEAR_END_DAYS = 60;

/**
 * What an answer says about the dated measures it draws on: a measure that
 * ends before the year asked about does not reach it, one ending within 60
 * days of `today` is flagged, and one that waits on a condition says so.
 * `checkedOn` is when the knowledge was last checked for an extension.
 */
export function datedMeasureLines(
  measures: readonly DatedMeasure<unknown, string>[],
  yearAsked: number | undefined,
  today: IsoDate,
  checkedOn: IsoDate,
): string[] {
  const lines: string[] = [];
  for (const dated of measures) {
    if (dated.kind === 'ends' && yearAsked !== undefined && yearAsked > yearOf(dated.on)) {
      lines.push(
        `As legislated, ${dated.measure} ends on ${longDate(dated.on)}, so it does not reach ${yearAsked}; no extension had been confirmed when we last checked on ${longDate(checkedOn)}.`,
      );
    } else if (dated.kind === 'ends' && dated.on >= today && dated.on <= addDays(today, NEAR_END_DAYS)) {
      lines.push(`Note the date: ${dated.measure} ends on ${longDate(dated.on)}.`);
    }
    if (dated.pending) lines.push(`${dated.measure.charAt(0).toUpperCase()}${dated.measure.slice(1)} still waits on ${dated.pending}.`);
  }
  return [...new Set(lines)];
}
