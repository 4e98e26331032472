// The outbox's delivery bookkeeping. A worker leases ONE due message at a
// time with an atomic UPDATE (SKIP LOCKED), right before sending it, so a
// slow send never eats into the lease of a message still waiting its turn,
// and two workers never send the same message. A lease expires if its worker
// dies mid-send; SMTP timeouts (smtp-sender.ts) end a send well before that.
//
// Every statement takes the time as a parameter (`at`): undefined in
// production, where the database's now() is the one clock every worker
// shares, and a pinned Date in tests, which walk through 48 hours of retries
// without waiting for them.
import type { Database } from '../database-types.ts';

export interface ClaimedMessage {
  id: string;
  sender_name: string;
  sender_email: string;
  subject: string;
  body: string;
  attempts: number;
}

export interface OutboxRow extends ClaimedMessage {
  kind: string;
  is_spam: boolean;
  last_error: string | null;
  next_attempt_at: Date;
  delivered_at: Date | null;
  dead_at: Date | null;
  created_at: Date;
}

/** The time a statement works at: the database's clock unless a test pins one. */
type At = Date | undefined;

const AT = (index: number) => `coalesce($${index}::timestamptz, now())`;

/**
 * Leases the next due message for one send, counting the attempt; undefined
 * when nothing is due. `skip` holds the ids this pass already tried, so a pass
 * tries each message at most once.
 */
export async function claimNextMessage(
  db: Database,
  leaseSeconds: number,
  skip: readonly string[] = [],
  at?: At,
): Promise<ClaimedMessage | undefined> {
  const rows = await db.query<ClaimedMessage>(
    `update public.contact_outbox
        set claimed_until = ${AT(3)} + make_interval(secs => $1), attempts = attempts + 1
      where id = (
        select id from public.contact_outbox
         where delivered_at is null and dead_at is null and not is_spam and next_attempt_at <= ${AT(3)}
           and (claimed_until is null or claimed_until < ${AT(3)})
           and not (id = any($2::uuid[]))
         order by next_attempt_at
         limit 1
         for update skip locked)
      returning id, sender_name, sender_email, subject, body, attempts`,
    [leaseSeconds, skip, at ?? null],
  );
  return rows[0];
}

/**
 * Marks dead the messages whose last send never finished (its lease ran out:
 * the sender was killed or hung) once their retry window is over. Without
 * this, a message that kills its sender every time would be leased again
 * every few minutes for ever, since no failure is ever recorded for it.
 */
export async function markAbandonedDead(db: Database, windowMs: number, at?: At): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `update public.contact_outbox
        set dead_at = ${AT(2)}, claimed_until = null,
            last_error = 'No send finished: the lease of its last attempt ran out (the sender was stopped or hung).'
      where delivered_at is null and dead_at is null and not is_spam
        and claimed_until is not null and claimed_until < ${AT(2)}
        and retry_from + make_interval(secs => $1) <= ${AT(2)}
      returning id`,
    [windowMs / 1000, at ?? null],
  );
  return rows.map((row) => row.id);
}

export async function markDelivered(db: Database, id: string, at?: At): Promise<void> {
  await db.query(`update public.contact_outbox set delivered_at = ${AT(2)}, claimed_until = null, last_error = null where id = $1`, [
    id,
    at ?? null,
  ]);
}

/**
 * Records a failed attempt. Inside the retry window the next attempt waits
 * `retryInMs`, but never past the window's end, so the last attempt is made
 * when the window closes; a failure at or after that end marks the message
 * dead (it stays in the outbox, listed as dead, until someone retries it).
 * Returns whether the message is now dead.
 */
export async function markFailed(
  db: Database,
  id: string,
  error: string,
  retryInMs: number,
  windowMs: number,
  at?: At,
): Promise<'retry' | 'dead'> {
  const rows = await db.query<{ dead: boolean }>(
    `update public.contact_outbox o
        set last_error = $2, claimed_until = null,
            dead_at = case when c.at >= c.ends then c.at end,
            next_attempt_at = case when c.at >= c.ends then o.next_attempt_at
                                   else least(c.at + make_interval(secs => $3), c.ends) end
       from (select ${AT(5)} as at, retry_from + make_interval(secs => $4) as ends
               from public.contact_outbox where id = $1) c
      where o.id = $1
      returning o.dead_at is not null as dead`,
    [id, error.slice(0, 2000), retryInMs / 1000, windowMs / 1000, at ?? null],
  );
  return rows[0]?.dead ? 'dead' : 'retry';
}

/** Puts dead messages back in the queue with a fresh set of attempts and a fresh window; `all` retries every dead one. */
export async function retryDeadMessages(db: Database, which: { id: string } | 'all', at?: At): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update public.contact_outbox
        set dead_at = null, attempts = 0, next_attempt_at = ${AT(2)}, retry_from = ${AT(2)}
      where dead_at is not null and ($1::uuid is null or id = $1::uuid)
      returning id`,
    [which === 'all' ? null : which.id, at ?? null],
  );
  return rows.length;
}

const ROW_COLUMNS = `id, kind, sender_name, sender_email, subject, body, is_spam, attempts, last_error,
  next_attempt_at, delivered_at, dead_at, created_at`;

export async function listMessages(db: Database, limit: number, only?: 'dead'): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `select ${ROW_COLUMNS} from public.contact_outbox
      where ($2::text is null or dead_at is not null)
      order by created_at desc limit $1`,
    [limit, only ?? null],
  );
}

export async function countDead(db: Database): Promise<number> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from public.contact_outbox where dead_at is not null');
  return rows[0]?.n ?? 0;
}

export function isOutboxId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  if (!isOutboxId(id)) return undefined;
  return (await db.query<OutboxRow>(`select ${ROW_COLUMNS} from public.contact_outbox where id = $1`, [id]))[0];
}
