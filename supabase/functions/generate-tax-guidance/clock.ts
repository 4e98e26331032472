// Today's date as the answers see it: the server's clock in production, a
// pinned date in tests, so a deadline or a tax year is judged against the day
// the visitor asks and a test can stand on any day it likes.

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

/** '2026-10-31' as '31 October 2026', the way the entries write dates. */
export function longDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}
