// Delivers the outbox in the background: claim what is due, send each, record
// the outcome; failures wait with exponential backoff, so an SMTP outage only
// delays mail. Runs in the server process when SMTP_URL is set.
import type { Database } from '../../../supabase/functions/_shared/database.ts';
import { claimDueMessages, markDelivered, markFailed, retryDelayMs } from './outbox-queue.ts';
import type { SendMessage } from './smtp-sender.ts';

export interface DeliveryOptions {
  db: Database;
  send: SendMessage;
  /** Pause between polls when nothing is due. */
  pollIntervalMs?: number;
  /** First retry delay; doubles with each failed attempt. */
  retryBaseMs?: number;
  batchSize?: number;
}

const LEASE_SECONDS = 120;

/** One pass over what is due now; returns how many were delivered. */
export async function deliverDueMessages(options: DeliveryOptions): Promise<number> {
  const { db, send, retryBaseMs = 5000, batchSize = 10 } = options;
  const messages = await claimDueMessages(db, batchSize, LEASE_SECONDS);
  let delivered = 0;
  for (const message of messages) {
    try {
      await send(message);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markFailed(db, message.id, reason, retryDelayMs(message.attempts, retryBaseMs));
      continue;
    }
    await markDelivered(db, message.id);
    delivered += 1;
  }
  return delivered;
}

export interface DeliveryWorker {
  stop(): Promise<void>;
}

export function startDeliveryWorker(options: DeliveryOptions): DeliveryWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      let delivered = 0;
      try {
        delivered = await deliverDueMessages(options);
      } catch (error) {
        console.error('Outbox delivery pass failed:', error instanceof Error ? error.message : error);
      }
      // A full batch may mean more is waiting: go again at once.
      if (!stopped) timer = setTimeout(tick, delivered > 0 ? 0 : pollIntervalMs);
    })();
  };
  tick();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
