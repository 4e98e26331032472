// Mail really goes out over SMTP, survives an SMTP outage, and no message is
// sent twice, even with two workers at once.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMessage } from '../../../supabase/functions/_shared/outbox.ts';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../../supabase/database/testing/test-databases.ts';
import { assessmentPayload, contactPayload } from '../../../supabase/functions/send-contact-email/testing/payloads.ts';
import { startTestServer } from '../test-support/test-server.ts';
import { deliverDueMessages } from './delivery-worker.ts';
import type { ClaimedMessage } from './outbox-queue.ts';

interface Received {
  outboxId: string;
  raw: string;
}

async function startSmtp(port: number): Promise<{ received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ outboxId: /X-Meitheal-Outbox-Id: (\S+)/i.exec(raw)?.[1] ?? '', raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASE_TARGETS)('outbox delivery on %s', (target) => {
  it('delivers a contact message and an assessment to the inbox by SMTP', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    const t = await startTestServer(target, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      contactEmail: 'team@meitheal.test',
      rateLimits: false,
      delivery: { pollIntervalMs: 50, retryBaseMs: 100 },
    });
    try {
      await t.supabase.functions.invoke('send-contact-email', { body: contactPayload() });
      await t.supabase.functions.invoke('send-contact-email', { body: assessmentPayload() });
      await waitFor(async () => smtp.received.length === 2);
      const all = smtp.received.map((mail) => mail.raw).join('\n');
      expect(all).toContain('To: team@meitheal.test');
      expect(all).toMatch(/Reply-To: "?Aoife Byrne"? <aoife@example.ie>/);
      expect(all).toContain('We would like to talk about route planning.');
      expect(all).toContain('Stage 3: Roadmap & PoC Status');
      await waitFor(async () =>
        (await t.server.database.query<{ n: number }>('select count(*)::int as n from public.contact_outbox where delivered_at is null'))[0]?.n === 0,
      );
      const rows = await t.server.database.query<{ attempts: number }>('select attempts from public.contact_outbox');
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await t.stop();
      await smtp.close();
    }
  });

  it('keeps messages while SMTP is down and delivers each exactly once when it is back', async () => {
    const port = await freePort();
    const t = await startTestServer(target, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      rateLimits: false,
      delivery: { pollIntervalMs: 50, retryBaseMs: 100 },
    });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      for (let i = 0; i < 5; i += 1) {
        const { error } = await t.supabase.functions.invoke('send-contact-email', {
          body: contactPayload({ message: `Message number ${i}` }),
        });
        expect(error).toBeNull();
      }
      const failing = () =>
        t.server.database.query<{ n: number }>(
          'select count(*)::int as n from public.contact_outbox where last_error is not null and delivered_at is null',
        );
      await waitFor(async () => (await failing())[0]?.n === 5);

      smtp = await startSmtp(port);
      await waitFor(async () => smtp!.received.length >= 5);
      // Give a duplicate a chance to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ids = await t.server.database.query<{ id: string }>('select id from public.contact_outbox where delivered_at is not null');
      expect(ids).toHaveLength(5);
      expect(smtp.received.map((mail) => mail.outboxId).sort()).toEqual(ids.map((row) => row.id).sort());
    } finally {
      await t.stop();
      await smtp?.close();
    }
  });

  describe('two workers at once', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await openTestDatabase(target);
    });
    afterAll(() => t?.dispose());

    it('never sends a message twice', async () => {
      for (let i = 0; i < 30; i += 1) {
        await enqueueMessage(t.db, {
          kind: 'contact',
          senderName: `Sender ${i}`,
          senderEmail: `sender${i}@example.ie`,
          subject: `Subject ${i}`,
          body: 'Body',
          payload: {},
          isSpam: i === 29,
        });
      }
      const sent: string[] = [];
      const send = async (message: ClaimedMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(message.id);
      };
      const worker = async () => {
        while ((await deliverDueMessages({ db: t.db, send, batchSize: 3 })) > 0);
      };
      await Promise.all([worker(), worker(), worker()]);
      expect(sent).toHaveLength(29);
      expect(new Set(sent).size).toBe(29);
    });
  });
});
