// One delivery pass over the outbox: lease a due message, send it, record the
// outcome, next. Failures are retried with exponential back-off and jitter
// for 48 hours (retry.ts), so an SMTP outage only delays mail; after that a
// message is marked dead and the pass warns with the count and the ids (never
// a subject or an address: those are the visitor's). The local server runs
// passes in a loop; on hosted Supabase a schedule calls deliver-contact-outbox.
import type { Database } from '../database-types.ts';
import { claimNextMessage, markAbandonedDead, markDelivered, markFailed, type ClaimedMessage } from './queue.ts';
import { DEFAULT_RETRY_SCHEDULE, retryDelayMs } from './retry.ts';

export type SendMessage = (message: ClaimedMessage) => Promise<void>;

export interface DeliveryOptions {
  db: Database;
  send: SendMessage;
  /** First retry delay; doubles with each failed attempt (retry.ts). */
  retryBaseMs?: number;
  /** Longest gap between two attempts. */
  retryMaxDelayMs?: number;
  /** How long a message is retried before it is marked dead. */
  retryWindowMs?: number;
  /** Most messages sent in one pass. */
  batchSize?: number;
  /** How long one send may hold its message; SMTP timeouts are set well below it. */
  leaseSeconds?: number;
  /** No new send starts once a pass has run this long (see PASS_TIME_BUDGET_MS). */
  timeBudgetMs?: number;
  /** The clock, pinned by tests; production uses the database's. */
  now?: () => Date;
  /** The jitter's randomness, pinned by tests. */
  random?: () => number;
}

export const LEASE_SECONDS = 300;

/**
 * A hosted Edge Function must answer within the request idle timeout of 150 s
 * (else 504), and a free-plan worker lives 150 s of wall clock at most (400 s on
 * paid plans): https://supabase.com/docs/guides/functions/limits (checked
 * 2026-11-25).
 */
export const HOSTED_FUNCTION_LIMIT_MS = 150_000;

/**
 * A pass starts no new send after 60 s. The send under way then ends within
 * the SMTP timeouts (smtp-sender.ts, 50 s at worst), so the pass answers by
 * about 110 s, well inside HOSTED_FUNCTION_LIMIT_MS; whatever is left waits
 * for the next scheduled pass a minute later.
 */
export const PASS_TIME_BUDGET_MS = 60_000;

export interface DeliveryReport {
  delivered: number;
  failed: number;
  dead: number;
}

export async function deliverDueMessages(options: DeliveryOptions): Promise<DeliveryReport> {
  const { db, send, batchSize = 10, leaseSeconds = LEASE_SECONDS, timeBudgetMs = PASS_TIME_BUDGET_MS, now } = options;
  const schedule = {
    baseMs: options.retryBaseMs ?? DEFAULT_RETRY_SCHEDULE.baseMs,
    maxDelayMs: options.retryMaxDelayMs ?? DEFAULT_RETRY_SCHEDULE.maxDelayMs,
    windowMs: options.retryWindowMs ?? DEFAULT_RETRY_SCHEDULE.windowMs,
    random: options.random ?? DEFAULT_RETRY_SCHEDULE.random,
  };
  const clock = () => (now ? now().getTime() : Date.now());
  const started = clock();
  const report: DeliveryReport = { delivered: 0, failed: 0, dead: 0 };
  const dead = await markAbandonedDead(db, schedule.windowMs, now?.());
  const tried: string[] = [];
  while (tried.length < batchSize && clock() - started < timeBudgetMs) {
    const message = await claimNextMessage(db, leaseSeconds, tried, now?.());
    if (!message) break;
    tried.push(message.id);
    try {
      await send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markFailed(db, message.id, reason, retryDelayMs(message.attempts, schedule), schedule.windowMs, now?.());
      if (outcome === 'dead') dead.push(message.id);
      else report.failed += 1;
      continue;
    }
    await markDelivered(db, message.id, now?.());
    report.delivered += 1;
  }
  report.dead = dead.length;
  if (dead.length > 0) warnDead(dead, schedule.windowMs);
  return report;
}

/** The operator's alert: how many, which ids, and what to do. Nothing a visitor wrote. */
function warnDead(ids: readonly string[], windowMs: number): void {
  console.warn(
    `Outbox: ${ids.length} message(s) could not be delivered within ${duration(windowMs)} and are marked dead: ${ids.join(', ')}. ` +
      'List dead messages with `npm run outbox -- dead`; send them again with `npm run outbox -- retry <id|all>`.',
  );
}

function duration(ms: number): string {
  if (ms >= 3_600_000) return `${Math.round(ms / 3_600_000)} hours`;
  if (ms >= 60_000) return `${Math.round(ms / 60_000)} minutes`;
  return `${Math.round(ms / 1000)} seconds`;
}
