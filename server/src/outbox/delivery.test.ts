// Mail really goes out over SMTP, survives an SMTP outage, is sent once even
// with two workers and a slow SMTP server, carries one Message-ID on every
// attempt, and is given up (dead, listed, retryable, an alert with ids only)
// when it cannot be delivered within the 48-hour retry window. Time is a
// pinned clock handed to the delivery code, so nothing here sleeps.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deliverDueMessages,
  HOSTED_FUNCTION_LIMIT_MS,
  LEASE_SECONDS,
  PASS_TIME_BUDGET_MS,
  type SendMessage,
} from '../../../supabase/functions/_shared/outbox/deliver.ts';
import { enqueueMessage } from '../../../supabase/functions/_shared/outbox/enqueue.ts';
import {
  claimNextMessage,
  listMessages,
  retryDeadMessages,
  type ClaimedMessage,
} from '../../../supabase/functions/_shared/outbox/queue.ts';
import { RETRY_MAX_DELAY_MS, RETRY_WINDOW_MS } from '../../../supabase/functions/_shared/outbox/retry.ts';
import { createSmtpSender, SMTP_TIMEOUTS_MS } from '../../../supabase/functions/_shared/outbox/smtp-sender.ts';
import { DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../../../supabase/database/testing/test-databases.ts';
import { assessmentPayload, contactPayload } from '../../../supabase/functions/send-contact-email/testing/payloads.ts';
import { startTestServer } from '../test-support/test-server.ts';

interface Received {
  outboxId: string;
  raw: string;
}

const messageIdOf = (mail: Received) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim();

/**
 * A clock the test moves by hand, read by the delivery code instead of the
 * database's. Postgres keeps microseconds and a Date only milliseconds, so a
 * time read back from the database is set one millisecond later, at or past it.
 */
function pinnedClock(start: Date) {
  let ms = start.getTime() + 1;
  return {
    now: () => new Date(ms),
    advance(byMs: number) {
      ms += byMs;
    },
    set(to: Date) {
      ms = to.getTime() + 1;
    },
  };
}

/**
 * The database's clock, where a pinned clock starts: the rows were stamped by it, and the test process's own clock
 * may run ahead of it (faketime beside a real Postgres).
 */
async function databaseNow(db: TestDatabase['db']): Promise<Date> {
  const [row] = await db.query<{ now: Date | string }>('select now() as now');
  return new Date(row!.now);
}

interface SmtpBehaviour {
  /** Refuse every recipient for good (550). */
  refuse?: boolean;
}

interface SmtpPeer {
  received: Received[];
  /** Resolves once `count` messages have arrived: the event itself, no polling. */
  arrived(count: number): Promise<void>;
  close(): Promise<void>;
}

async function startSmtp(port: number, behaviour: SmtpBehaviour = {}): Promise<SmtpPeer> {
  const received: Received[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
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
        received.push({ outboxId: /X-Meitheal-Outbox-Id: (\S+)/i.exec(raw)?.[1] ?? '', raw });
        callback();
        for (const waiter of waiting.filter((w) => received.length >= w.count)) waiter.resolve();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    arrived: (count) => (received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Until the background worker has brought the database to a state: it polls
 * the outcome, never waits a fixed time for it.
 */
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
      await smtp.arrived(2);
      const all = smtp.received.map((mail) => mail.raw).join('\n');
      expect(all).toContain('To: team@meitheal.test');
      expect(all).toMatch(/Reply-To: "?Aoife Byrne"? <aoife@example.ie>/);
      expect(all).toContain('We would like to talk about route planning.');
      expect(all).toContain('Stage 3: Roadmap & PoC Status');
      // Each carries its outbox id at the site's mail domain as its Message-ID.
      for (const mail of smtp.received) expect(messageIdOf(mail)).toBe(`<${mail.outboxId}@meitheal.test>`);
      await waitFor(
        async () =>
          (
            await t.server.database.query<{ n: number }>('select count(*)::int as n from public.contact_outbox where delivered_at is null')
          )[0]?.n === 0,
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
    let smtp: SmtpPeer | undefined;
    let stopped = false;
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
      await smtp.arrived(5);
      const delivered = () =>
        t.server.database.query<{ id: string }>('select id from public.contact_outbox where delivered_at is not null');
      await waitFor(async () => (await delivered()).length === 5);
      const ids = (await delivered()).map((row) => row.id).sort();
      // Stopping the server waits for the worker's pass under way, so every
      // send it will ever make has been made when the count is taken.
      await t.stop();
      stopped = true;
      expect(smtp.received.map((mail) => mail.outboxId).sort()).toEqual(ids);
    } finally {
      if (!stopped) await t.stop();
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
        // Let the other workers run their queries in between, as a real send would.
        await new Promise((resolve) => setImmediate(resolve));
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
      const smtp = await startSmtp(port);
      try {
        await enqueue(5);
        const smtpSend = createSmtpSender(`smtp://127.0.0.1:${port}`, 'team@meitheal.test');
        const clock = pinnedClock(await databaseNow(t.db));
        const leaseMs = LEASE_SECONDS * 1000;
        let firstSends = 0;
        let second: Awaited<ReturnType<typeof deliverDueMessages>> | undefined;
        // The first worker's server is slow: each send takes 0.8 of a lease.
        // In the middle of its third send (2.4 leases after the pass began) a
        // second worker runs a whole pass. Had the first pass leased its batch
        // at once, every lease but the one in hand would have run out by then.
        const slowSend: SendMessage = async (message) => {
          await smtpSend(message);
          firstSends += 1;
          clock.advance(0.8 * leaseMs);
          if (firstSends === 3) second = await deliverDueMessages({ db: t.db, send: smtpSend, batchSize: 10, now: clock.now });
        };
        // (No time budget here: this pass is the local worker's, which has no hosted limit to keep.)
        const first = await deliverDueMessages({ db: t.db, send: slowSend, batchSize: 10, now: clock.now, timeBudgetMs: Infinity });
        expect(second?.delivered).toBe(2);
        expect(first.delivered + (second?.delivered ?? 0)).toBe(5);
        const ids = smtp.received.map((mail) => mail.outboxId);
        expect(ids).toHaveLength(5);
        expect(new Set(ids).size).toBe(5);
      } finally {
        await smtp.close();
      }
    });

    it('retries with growing gaps for 48 hours, then marks the message dead, warns with ids only, and retries it on request', async () => {
      const port = await freePort();
      const smtp = await startSmtp(port, { refuse: true });
      const warnings: string[] = [];
      vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
      try {
        const [id] = await enqueue(1);
        const [row] = await t.db.query<{ retry_from: Date }>('select retry_from from public.contact_outbox where id = $1', [id]);
        const windowStart = row!.retry_from.getTime();
        const clock = pinnedClock(row!.retry_from);
        const send = createSmtpSender(`smtp://127.0.0.1:${port}`, 'team@meitheal.test');
        const pass = () => deliverDueMessages({ db: t.db, send, now: clock.now, random: () => 0.999 });
        const nextAttempt = async () =>
          (await t.db.query<{ next_attempt_at: Date }>('select next_attempt_at from public.contact_outbox where id = $1', [id]))[0]!
            .next_attempt_at;

        const attemptTimes: number[] = [];
        let report = await pass();
        attemptTimes.push(clock.now().getTime());
        while (report.failed === 1) {
          // Before the next attempt is due, a pass leaves the message alone.
          const due = await nextAttempt();
          clock.set(new Date(due.getTime() - 1000));
          expect(await pass()).toEqual({ delivered: 0, failed: 0, dead: 0 });
          clock.set(due);
          report = await pass();
          attemptTimes.push(clock.now().getTime());
        }
        expect(report).toEqual({ delivered: 0, failed: 0, dead: 1 });

        const gaps = attemptTimes.slice(1).map((time, i) => time - attemptTimes[i]!);
        // Exponential: the first gaps double (with jitter at most the base).
        expect(gaps[0]).toBeLessThan(gaps[2]!);
        expect(gaps[2]).toBeLessThan(gaps[4]!);
        expect(Math.max(...gaps)).toBeLessThanOrEqual(RETRY_MAX_DELAY_MS);
        // The last attempt is made when the 48 hours are over, not before.
        expect(attemptTimes.at(-1)! - windowStart).toBeGreaterThanOrEqual(RETRY_WINDOW_MS);
        expect(attemptTimes.at(-2)! - windowStart).toBeLessThan(RETRY_WINDOW_MS);

        // The operator's alert: the count and the id, nothing the visitor wrote.
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toMatch(new RegExp(`1 message\\(s\\) could not be delivered within 48 hours.*${id}.*npm run outbox -- dead`));
        expect(warnings[0]).not.toMatch(/Subject 0|Sender 0|sender0@example\.ie|@/);

        // Dead: no further attempts, however much later.
        clock.advance(7 * 24 * 3_600_000);
        expect(await pass()).toEqual({ delivered: 0, failed: 0, dead: 0 });
        const [dead] = await listMessages(t.db, 10, 'dead');
        expect(dead).toMatchObject({ id, attempts: attemptTimes.length });
        expect(dead?.last_error).toMatch(/550|Mailbox unavailable/);

        // Retried by hand, it starts a fresh window: one failure is a retry again.
        expect(await retryDeadMessages(t.db, { id: id! }, clock.now())).toBe(1);
        expect(await listMessages(t.db, 10, 'dead')).toEqual([]);
        expect(await pass()).toEqual({ delivered: 0, failed: 1, dead: 0 });
      } finally {
        await smtp.close();
      }
    });

    it('sends a message again after a killed send with the same Message-ID, and a new message with its own', async () => {
      const port = await freePort();
      const smtp = await startSmtp(port);
      try {
        const [id, other] = await enqueue(2);
        const clock = pinnedClock(await databaseNow(t.db));
        const send = createSmtpSender(`smtp://127.0.0.1:${port}`, 'team@meitheal.test');
        // A worker leases the message and the SMTP server accepts it, then the
        // worker is killed before it records the delivery.
        const claimed = await claimNextMessage(t.db, LEASE_SECONDS, [other!], clock.now());
        expect(claimed?.id).toBe(id);
        await send(claimed!);
        // Its lease still holds: the next pass sends only the other message.
        clock.advance(1000);
        expect(await deliverDueMessages({ db: t.db, send, now: clock.now })).toMatchObject({ delivered: 1 });
        // Once the lease has run out the message goes again.
        clock.advance(LEASE_SECONDS * 1000);
        expect(await deliverDueMessages({ db: t.db, send, now: clock.now })).toMatchObject({ delivered: 1 });

        const copies = smtp.received.filter((mail) => mail.outboxId === id);
        expect(copies).toHaveLength(2);
        expect(messageIdOf(copies[0]!)).toBe(`<${id}@meitheal.test>`);
        expect(messageIdOf(copies[1]!)).toBe(messageIdOf(copies[0]!));
        const otherMail = smtp.received.find((mail) => mail.outboxId === other);
        expect(messageIdOf(otherMail!)).toBe(`<${other}@meitheal.test>`);
      } finally {
        await smtp.close();
      }
    });

    it('marks a message dead once its window is over when its send never finishes, lease after lease', async () => {
      const warnings: string[] = [];
      vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.map(String).join(' ')));
      const [id] = await enqueue(1);
      const [row] = await t.db.query<{ retry_from: Date }>('select retry_from from public.contact_outbox where id = $1', [id]);
      const clock = pinnedClock(row!.retry_from);
      const sent: string[] = [];
      const send: SendMessage = async (message) => void sent.push(message.id);
      let kills = 0;
      // Every sender that leases it is killed mid-send (a message that crashes
      // its worker, or an SMTP server that hangs the process).
      while (clock.now().getTime() - row!.retry_from.getTime() < RETRY_WINDOW_MS) {
        expect(await deliverDueMessages({ db: t.db, send, batchSize: 0, now: clock.now })).toEqual({ delivered: 0, failed: 0, dead: 0 });
        const claimed = await claimNextMessage(t.db, LEASE_SECONDS, [], clock.now());
        expect(claimed?.id).toBe(id);
        kills += 1;
        clock.advance(LEASE_SECONDS * 1000 + 1000);
      }
      expect(kills).toBeGreaterThan(500);
      expect(await deliverDueMessages({ db: t.db, send, now: clock.now })).toEqual({ delivered: 0, failed: 0, dead: 1 });
      expect(sent).toEqual([]);
      const [dead] = await listMessages(t.db, 10, 'dead');
      expect(dead?.id).toBe(id);
      expect(dead?.last_error).toMatch(/lease of its last attempt ran out/);
      expect(warnings).toEqual([
        expect.stringContaining(`1 message(s) could not be delivered within 48 hours and are marked dead: ${id}.`),
      ]);
    });

    it('starts no new send once a pass has run for its time budget, well inside the hosted limit', async () => {
      const worstCaseSendMs = SMTP_TIMEOUTS_MS.connectionTimeout + SMTP_TIMEOUTS_MS.greetingTimeout + SMTP_TIMEOUTS_MS.socketTimeout;
      expect(PASS_TIME_BUDGET_MS + worstCaseSendMs).toBeLessThan(HOSTED_FUNCTION_LIMIT_MS * 0.8);

      await enqueue(5);
      const clock = pinnedClock(await databaseNow(t.db));
      const sent: string[] = [];
      // Each send takes 20 s: the pass starts sends at 0, 20 and 40 s, then stops.
      const send: SendMessage = async (message) => {
        sent.push(message.id);
        clock.advance(20_000);
      };
      expect(await deliverDueMessages({ db: t.db, send, batchSize: 10, now: clock.now })).toEqual({ delivered: 3, failed: 0, dead: 0 });
      expect(await deliverDueMessages({ db: t.db, send, batchSize: 10, now: clock.now })).toEqual({ delivered: 2, failed: 0, dead: 0 });
      expect(new Set(sent).size).toBe(5);
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
