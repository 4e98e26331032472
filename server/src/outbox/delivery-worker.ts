// Delivers the outbox in the background of the local server: delivery passes
// (supabase/functions/_shared/outbox/deliver.ts) in a loop, at once again
// while there is more to send. Runs in the server process when SMTP_URL is set.
// At start it reminds the operator of messages left dead earlier, whose
// warning may have scrolled away with an old log.
import { deliverDueMessages, type DeliveryOptions } from '../../../supabase/functions/_shared/outbox/deliver.ts';
import { withoutPersonalData } from '../../../supabase/functions/_shared/outbox/log-safe.ts';
import { countDead } from '../../../supabase/functions/_shared/outbox/queue.ts';

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

  let first = true;
  const tick = () => {
    running = (async () => {
      let delivered = 0;
      try {
        if (first) {
          first = false;
          await remindOfDead(options);
        }
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

async function remindOfDead({ db }: Pick<DeliveryOptions, 'db'>): Promise<void> {
  const dead = await countDead(db);
  if (dead > 0) {
    console.warn(
      `Outbox: ${dead} message(s) are marked dead and will not be sent. ` +
        'List them with `npm run outbox -- dead`; send them again with `npm run outbox -- retry <id|all>`.',
    );
  }
}
