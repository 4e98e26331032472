// The local worker's start: a reminder of messages left dead earlier, with
// the count and nothing a visitor wrote.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueMessage } from '../../../supabase/functions/_shared/outbox/enqueue.ts';
import { claimNextMessage, markFailed } from '../../../supabase/functions/_shared/outbox/queue.ts';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../../supabase/database/testing/test-databases.ts';
import { startDeliveryWorker } from './delivery-worker.ts';

describe.each(DATABASE_TARGETS)('delivery worker on %s', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(target);
  });
  afterAll(() => t?.dispose());

  it('reminds the operator at start of dead messages, by count only', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
    const send = vi.fn(async () => {});

    // Nothing dead: no reminder.
    await startDeliveryWorker({ db: t.db, send, pollIntervalMs: 60_000 }).stop();
    expect(warnings).toEqual([]);

    for (let i = 0; i < 2; i += 1) {
      const id = await enqueueMessage(t.db, {
        kind: 'contact',
        senderName: 'Aoife Byrne',
        senderEmail: 'aoife@example.ie',
        subject: 'Contact from Aoife Byrne',
        body: 'Hello',
        payload: {},
        isSpam: false,
      });
      const claimed = await claimNextMessage(t.db, 300);
      expect(claimed?.id).toBe(id);
      // A failure with no window left marks it dead.
      expect(await markFailed(t.db, id, 'refused', 1000, 0)).toBe('dead');
    }
    // stop() waits for the first pass, which begins with the reminder.
    await startDeliveryWorker({ db: t.db, send, pollIntervalMs: 60_000 }).stop();
    expect(warnings).toEqual([expect.stringMatching(/^Outbox: 2 message\(s\) are marked dead.*npm run outbox -- dead/)]);
    expect(warnings[0]).not.toMatch(/Aoife|@/);
    expect(send).not.toHaveBeenCalled();
  });
});
