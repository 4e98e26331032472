// When a failed message is tried again. Mail servers keep retrying for days
// with growing gaps (Postfix: 5 days, 5 to about 67 minutes apart); an outbox
// that gave up after ten minutes would turn half an hour of SMTP outage into
// lost enquiries. So a message is retried with exponential back-off and
// jitter for a whole window of time, and only a failure at or after the end
// of that window makes it dead.

/** How long a message is retried before it is marked dead: 48 hours. */
export const RETRY_WINDOW_MS = 48 * 60 * 60 * 1000;
/** The first gap between attempts; it doubles with each failed attempt. */
export const RETRY_BASE_MS = 60 * 1000;
/** The longest gap between attempts, so a recovered server is noticed within the hour. */
export const RETRY_MAX_DELAY_MS = 60 * 60 * 1000;

export interface RetrySchedule {
  baseMs: number;
  maxDelayMs: number;
  windowMs: number;
  /** A number in [0, 1); Math.random unless a test pins it. */
  random: () => number;
}

export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  baseMs: RETRY_BASE_MS,
  maxDelayMs: RETRY_MAX_DELAY_MS,
  windowMs: RETRY_WINDOW_MS,
  random: Math.random,
};

/**
 * The wait after the `attempts`-th failed attempt: base, 2x base, 4x base ...
 * up to the cap, of which the second half is random ("equal jitter"), so
 * messages that failed together during an outage do not all return together.
 */
export function retryDelayMs(attempts: number, schedule: Pick<RetrySchedule, 'baseMs' | 'maxDelayMs' | 'random'>): number {
  const exponential = Math.min(schedule.baseMs * 2 ** Math.min(Math.max(0, attempts - 1), 40), schedule.maxDelayMs);
  // Whole milliseconds, which every clock involved (Date, timestamptz) holds exactly.
  return Math.round(exponential / 2 + (exponential / 2) * schedule.random());
}
