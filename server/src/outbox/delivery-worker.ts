// Delivers the outbox in the background of the local server: delivery passes
// (supabase/functions/_shared/outbox/deliver.ts) in a loop, at once again
// while there is more to send. Runs in the server process when SMTP_URL is set.
import { deliverDueMessages, type DeliveryOptions } from '../../../supabase/functions/_shared/outbox/deliver.ts';
import { withoutPersonalData } from '../../../supabase/functions/_shared/outbox/log-safe.ts';

export interface DeliveryWorkerOptions extends DeliveryOptions {
  /** Pause between passes when nothing was sent. */
  pollIntervalMs?: number;
}

export interface DeliveryWorker {
  stop(): Promise<void>;
}

export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = (async () => {
      let delivered = 0;
      try {
        delivered = (await deliverDueMessages(options)).delivered;
      } catch (error) {
        console.error('Outbox delivery pass failed:', withoutPersonalData(error instanceof Error ? error.message : String(error)));
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
