// One delivery pass over the outbox: lease a due message, send it, record the
// outcome, next. Failures wait with exponential backoff, so an SMTP outage
// only delays mail; after MAX_ATTEMPTS a message is marked dead, with a
// warning, instead of being retried for ever. The local server runs passes in
// a loop; on hosted Supabase a schedule calls deliver-contact-outbox.
import type { Database } from '../database-types.ts';
import { claimNextMessage, markDead, markDelivered, markFailed, retryDelayMs, type ClaimedMessage } from './queue.ts';

export type SendMessage = (message: ClaimedMessage) => Promise<void>;

export interface DeliveryOptions {
  db: Database;
  send: SendMessage;
  /** First retry delay; doubles with each failed attempt. */
  retryBaseMs?: number;
  /** Most messages sent in one pass. */
  batchSize?: number;
  /** Attempts before a message is marked dead. */
  maxAttempts?: number;
  /** How long one send may hold its message; SMTP timeouts are set well below it. */
  leaseSeconds?: number;
}

export const MAX_ATTEMPTS = 8;
export const LEASE_SECONDS = 300;

export interface DeliveryReport {
  delivered: number;
  failed: number;
  dead: number;
}

export async function deliverDueMessages(options: DeliveryOptions): Promise<DeliveryReport> {
  const { db, send, retryBaseMs = 5000, batchSize = 10, maxAttempts = MAX_ATTEMPTS, leaseSeconds = LEASE_SECONDS } = options;
  const report: DeliveryReport = { delivered: 0, failed: 0, dead: 0 };
  const tried: string[] = [];
  while (tried.length < batchSize) {
    const message = await claimNextMessage(db, leaseSeconds, tried);
    if (!message) break;
    tried.push(message.id);
    try {
      await send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (message.attempts >= maxAttempts) {
        await markDead(db, message.id, reason);
        report.dead += 1;
        console.warn(
          `Outbox message ${message.id} ("${message.subject}") was not delivered after ${message.attempts} attempts and is marked dead: ${reason}. ` +
            'List dead messages with `npm run outbox -- dead`; send them again with `npm run outbox -- retry <id|all>`.',
        );
      } else {
        await markFailed(db, message.id, reason, retryDelayMs(message.attempts, retryBaseMs));
        report.failed += 1;
      }
      continue;
    }
    await markDelivered(db, message.id);
    report.delivered += 1;
  }
  return report;
}
