// Mail really goes out over SMTP, survives an SMTP outage, is sent once even
// with two workers and a slow SMTP server, and is given up (dead, listed,
// retryable) when the SMTP server refuses it for good.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverDueMessages, LEASE_SECONDS } from '../../../supabase/functions/_shared/outbox/deliver.ts';
import { enqueueMessage } from '../../../supabase/functions/_shared/outbox/enqueue.ts';
import { listMessages, retryDeadMessages, type ClaimedMessage } from '../../../supabase/functions/_shared/outbox/queue.ts';
import { createSmtpSender, SMTP_TIMEOUTS_MS } from '../../../supabase/functions/_shared/outbox/smtp-sender.ts';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../../supabase/database/testing/test-databases.ts';
import { assessmentPayload, contactPayload } from '../../../supabase/functions/send-contact-email/testing/payloads.ts';
import { startTestServer } from '../test-support/test-server.ts';

interface Received {
  outboxId: string;
  raw: string;
}

interface SmtpBehaviour {
  /** Milliseconds to wait before accepting each message (a slow server). */
  delayMs?: number;
  /** Refuse every recipient for good (550). */
  refuse?: boolean;
}

async function startSmtp(port: number, behaviour: SmtpBehaviour = {}): Promise<{ received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (behaviour.refuse) callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ outboxId: /X-Meitheal-Outbox-Id: (\S+)/i.exec(raw)?.[1] ?? '', raw });
          callback();
        }, behaviour.delayMs ?? 0);
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
        while ((await deliverDueMessages({ db: t.db, send, batchSize: 3 })).delivered > 0);
      };
      await Promise.all([worker(), worker(), worker()]);
      expect(sent).toHaveLength(29);
      expect(new Set(sent).size).toBe(29);
    });
  });

  describe('leases and dead letters', () => {
    let t: TestDatabase;
    beforeEach(async () => {
      t = await openTestDatabase(target);
      return () => t.dispose();
    });

    const enqueue = (count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          enqueueMessage(t.db, {
            kind: 'contact',
            senderName: `Sender ${i}`,
            senderEmail: `sender${i}@example.ie`,
            subject: `Subject ${i}`,
            body: 'Body',
            payload: {},
            isSpam: false,
          }),
        ),
      );

    it('ends every SMTP send well inside a lease', () => {
      const worstCaseMs = SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;
      expect(worstCaseMs).toBeLessThan((LEASE_SECONDS * 1000) / 2);
    });

    it('leases one message per send, so a slow SMTP server never lets a second worker send a message again', async () => {
      const port = await freePort();
      // Each message takes 0.8 s to accept; a lease lasts 2 s. Leasing a batch
      // at once would let the later messages' leases run out while waiting.
      const smtp = await startSmtp(port, { delayMs: 800 });
      try {
        await enqueue(5);
        const send = createSmtpSender(`smtp://127.0.0.1:${port}`, 'team@meitheal.test');
        const first = deliverDueMessages({ db: t.db, send, batchSize: 10, leaseSeconds: 2 });
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        const second = deliverDueMessages({ db: t.db, send, batchSize: 10, leaseSeconds: 2 });
        const reports = await Promise.all([first, second]);
        expect(reports[0].delivered + reports[1].delivered).toBe(5);
        const ids = smtp.received.map((mail) => mail.outboxId);
        expect(ids).toHaveLength(5);
        expect(new Set(ids).size).toBe(5);
      } finally {
        await smtp.close();
      }
    });

    it('marks a message dead after the last attempt, warns, leaves it out of delivery, and retries it on request', async () => {
      const port = await freePort();
      const smtp = await startSmtp(port, { refuse: true });
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const [id] = await enqueue(1);
        const send = createSmtpSender(`smtp://127.0.0.1:${port}`, 'team@meitheal.test');
        const pass = () => deliverDueMessages({ db: t.db, send, retryBaseMs: 0, maxAttempts: 3 });
        expect(await pass()).toEqual({ delivered: 0, failed: 1, dead: 0 });
        expect(await pass()).toEqual({ delivered: 0, failed: 1, dead: 0 });
        expect(await pass()).toEqual({ delivered: 0, failed: 0, dead: 1 });
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${id}.*after 3 attempts.*npm run outbox -- retry`)));
        // Dead: no further attempts.
        expect(await pass()).toEqual({ delivered: 0, failed: 0, dead: 0 });
        const [dead] = await listMessages(t.db, 10, 'dead');
        expect(dead).toMatchObject({ id, attempts: 3 });
        expect(dead?.last_error).toMatch(/550|Mailbox unavailable/);

        expect(await retryDeadMessages(t.db, { id: id! })).toBe(1);
        expect(await listMessages(t.db, 10, 'dead')).toEqual([]);
        expect(await pass()).toEqual({ delivered: 0, failed: 1, dead: 0 });
      } finally {
        await smtp.close();
      }
    });
  });

  it('is delivered by the scheduled deliver-contact-outbox function, which only the secret opens', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    // As on hosted Supabase: the function reads its secrets from the environment.
    vi.stubEnv('OUTBOX_DELIVERY_SECRET', 'cron-secret');
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${port}`);
    vi.stubEnv('CONTACT_EMAIL', 'team@meitheal.test');
    const t = await startTestServer(target, { rateLimits: false });
    const deliver = (secret?: string) =>
      fetch(`${t.server.url}/functions/v1/deliver-contact-outbox`, {
        method: 'POST',
        headers: { apikey: t.server.anonKey, 'content-type': 'application/json', ...(secret ? { 'x-outbox-secret': secret } : {}) },
        body: '{}',
      });
    try {
      await t.supabase.functions.invoke('send-contact-email', { body: contactPayload({ message: 'Sent by the schedule' }) });
      expect((await deliver()).status).toBe(401);
      expect((await deliver('wrong-secret')).status).toBe(401);
      expect(smtp.received).toHaveLength(0);

      const response = await deliver('cron-secret');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ delivered: 1, failed: 0, dead: 0 });
      expect(smtp.received.map((mail) => mail.raw).join('')).toContain('Sent by the schedule');
      expect(await (await deliver('cron-secret')).json()).toEqual({ delivered: 0, failed: 0, dead: 0 });
    } finally {
      vi.unstubAllEnvs();
      await t.stop();
      await smtp.close();
    }
  });
});
