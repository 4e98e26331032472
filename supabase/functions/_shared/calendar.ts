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

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** What a dated measure's date means: it starts then, ends then (in force through that day), or is a deadline. */
export type MeasureKind = 'starts' | 'ends' | 'due';

/**
 * A measure that starts or ends on a date, or waits on a condition, as a
 * knowledge entry states it: answers about the measure state the date with
 * the wording that fits the day they are asked, and `npm run knowledge:review`
 * lists the dates that come near or went by.
 */
export interface DatedMeasure<Source, Kind extends MeasureKind = 'starts' | 'ends'> {
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

type AnyMeasure = Pick<DatedMeasure<unknown, MeasureKind>, 'on' | 'kind' | 'measure' | 'said' | 'pending'>;

/**
 * The one rule for the day a date takes effect. A measure that starts on D
 * applies from D; one that ends on D (or a deadline on D) is still open on D
 * and has passed from D + 1.
 */
export function hasPassed(dated: Pick<AnyMeasure, 'on' | 'kind'>, today: IsoDate): boolean {
  return dated.kind === 'starts' ? today >= dated.on : today > dated.on;
}

/** How many days either side of its date a measure counts as near: an answer says so, and the review lists it. */
export const NEAR_DAYS = 60;

export function isNear(dated: Pick<AnyMeasure, 'on'>, today: IsoDate, days = NEAR_DAYS): boolean {
  return Math.abs(daysBetween(today, dated.on)) <= days;
}

/** Words that put the sentence's date in the past, or the measure in force ('was' alone often means the law that set it). */
const PAST_WORDS =
  /\b(?:since|was due|were due|has (?:applied|been|passed)|have (?:applied|been|passed)|took effect|came into (?:force|operation)|in force since|ended|expired|closed|ceased|no longer|launched)\b/i;
/** Words that put it to come. */
const FUTURE_WORDS = /\b(?:will|is to|are to|is due|are due|shall|takes effect|comes into|from \d{1,2} \w+ \d{4} onwards|not yet)\b/i;
/** Words that say an ending measure is over. */
const ENDED_WORDS = /\b(?:ended|expired|closed|ceased|no longer|was set to end)\b/i;

/** How the entry's own sentence places its date: in the past, to come, or neither ('applies from 9 July 2027'). */
export function tenseOf(said: string): 'past' | 'future' | 'neutral' {
  const past = PAST_WORDS.test(said);
  const future = FUTURE_WORDS.test(said);
  return past && !future ? 'past' : future && !past ? 'future' : 'neutral';
}

/** What differs between the knowledge bases in how their answers word a date. */
export interface DatedWording {
  /** When the knowledge was last checked for extensions, which an ended or out-of-reach measure names. */
  checkedOn: IsoDate;
}

function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * What an answer says about a dated measure on `today`, one rule for every
 * base. An ended measure always says so, so its figures are never offered as
 * current; an end within 60 days is pointed out, and so is a start within 60
 * days after it (the figures just changed). A start or a deadline the entry's
 * own sentence words for the wrong side of the day is corrected (a rule
 * written up after it began, asked about before it). Otherwise the entry's
 * sentence already says it right and the answer leads with its figure. A
 * measure ending before the year asked about does not reach it, and a pending
 * condition is named until the end date.
 */
export function measureLines(dated: AnyMeasure, today: IsoDate, wording: DatedWording, yearAsked?: number): string[] {
  const lines: string[] = [];
  const passed = hasPassed(dated, today);
  const near = isNear(dated, today);
  const tense = tenseOf(dated.said);
  const date = longDate(dated.on);
  const checked = longDate(wording.checkedOn);
  const Measure = capitalised(dated.measure);
  if (dated.kind === 'ends') {
    if (passed) {
      lines.push(
        `${Measure} ended on ${date}; no extension had been confirmed when we last checked on ${checked}, so its figures describe it as it stood, not as it applies now.`,
      );
    } else if (yearAsked !== undefined && yearAsked > yearOf(dated.on)) {
      lines.push(
        `As legislated, ${dated.measure} ends on ${date}, so it does not reach ${yearAsked}; no extension had been confirmed when we last checked on ${checked}.`,
      );
    } else if (near) {
      lines.push(`Note the date: ${dated.measure} ends on ${date}.`);
    }
  } else if (dated.kind === 'starts') {
    if (passed && (near || tense === 'future')) lines.push(`${Measure} took effect on ${date}.`);
    if (!passed && tense === 'past') lines.push(`Note the date: ${dated.measure} will take effect on ${date}.`);
  } else {
    if (passed && tense === 'future') lines.push(`${Measure} was due by ${date}; that date has passed.`);
    if (!passed && tense === 'past') lines.push(`Note the date: ${dated.measure} is due by ${date}.`);
  }
  if (dated.pending && !passed) lines.push(`${Measure} still waits on ${dated.pending}.`);
  return lines;
}

/**
 * Whether a line only reminds (a date coming soon, a condition still
 * pending) rather than changing what the answer means (ended, does not
 * reach the year asked). A reminder follows the answer's figure; a change
 * of meaning comes first.
 */
export function isReminder(line: string): boolean {
  return line.startsWith('Note the date: ') || / still waits on /.test(line);
}

/** The lines for every measure an answer draws on, each said once. */
export function datedMeasureLines(
  measures: readonly AnyMeasure[],
  yearAsked: number | undefined,
  today: IsoDate,
  wording: DatedWording,
): string[] {
  return [...new Set(measures.flatMap((dated) => measureLines(dated, today, wording, yearAsked)))];
}

/**
 * What is wrong with a dated measure whatever the day: its sentence is not
 * in the entry's `text` (where answers quote it), does not state its date,
 * has no https source, or does not name the condition it waits on.
 */
export function datedSentenceProblems(dated: AnyMeasure, text: string, sourceUrl: string | undefined): string[] {
  const problems: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dated.on)) problems.push('the date is not an ISO date');
  if (!text.includes(dated.said)) problems.push('its sentence is not in the entry where answers quote it');
  if (!dated.said.includes(longDate(dated.on))) problems.push(`the sentence does not state ${longDate(dated.on)}`);
  if (!sourceUrl?.startsWith('https://')) problems.push('its source has no https address');
  const condition = dated.pending?.replace(/\s*\(.*\)\s*$/, '');
  if (condition && !dated.said.includes(condition)) problems.push(`the sentence does not say it still waits on ${condition}`);
  return problems;
}

/**
 * What the review must flag on `today`: an ended measure whose sentence still
 * presents it as current, and a start or deadline gone by that the sentence
 * still words as to come. Answers already say the right thing on such a day
 * (see `measureLines`); the entry's own words still need the edit.
 */
export function datedWordingProblem(dated: AnyMeasure, today: IsoDate): string | undefined {
  if (!hasPassed(dated, today)) return undefined;
  const date = longDate(dated.on);
  if (dated.kind === 'ends' && !ENDED_WORDS.test(dated.said)) return `ended on ${date} and is still presented as current`;
  if (dated.kind !== 'ends' && tenseOf(dated.said) === 'future') {
    return `${dated.kind === 'starts' ? 'took effect' : 'was due'} on ${date} and is still worded as to come`;
  }
  return undefined;
}
