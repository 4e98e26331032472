// The outbox's delivery bookkeeping. A worker leases ONE due message at a
// time with an atomic UPDATE (SKIP LOCKED), right before sending it, so a
// slow send never eats into the lease of a message still waiting its turn,
// and two workers never send the same message. A lease expires if its worker
// dies mid-send; SMTP timeouts (smtp-sender.ts) end a send well before that.
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

/**
 * Leases the next due message for one send, counting the attempt; undefined
 * when nothing is due. `skip` holds the ids this pass already tried, so a pass
 * tries each message at most once.
 */
export async function claimNextMessage(
  db: Database,
  leaseSeconds: number,
  skip: readonly string[] = [],
): Promise<ClaimedMessage | undefined> {
  const rows = await db.query<ClaimedMessage>(
    `update public.contact_outbox
        set claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1
      where id = (
        select id from public.contact_outbox
         where delivered_at is null and dead_at is null and not is_spam and next_attempt_at <= now()
           and (claimed_until is null or claimed_until < now())
           and not (id = any($2::uuid[]))
         order by next_attempt_at
         limit 1
         for update skip locked)
      returning id, sender_name, sender_email, subject, body, attempts`,
    [leaseSeconds, skip],
  );
  return rows[0];
}

export async function markDelivered(db: Database, id: string): Promise<void> {
  await db.query(
    'update public.contact_outbox set delivered_at = now(), claimed_until = null, last_error = null where id = $1',
    [id],
  );
}

export async function markFailed(db: Database, id: string, error: string, retryInMs: number): Promise<void> {
  await db.query(
    `update public.contact_outbox
        set last_error = $2, claimed_until = null,
            next_attempt_at = now() + make_interval(secs => $3)
      where id = $1`,
    [id, error.slice(0, 2000), retryInMs / 1000],
  );
}

/** Gives up on a message: it stays in the outbox, listed as dead, until someone retries it. */
export async function markDead(db: Database, id: string, error: string): Promise<void> {
  await db.query(
    'update public.contact_outbox set last_error = $2, claimed_until = null, dead_at = now() where id = $1',
    [id, error.slice(0, 2000)],
  );
}

/** Puts dead messages back in the queue with a fresh set of attempts; `all` retries every dead one. */
export async function retryDeadMessages(db: Database, which: { id: string } | 'all'): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `update public.contact_outbox
        set dead_at = null, attempts = 0, next_attempt_at = now()
      where dead_at is not null and ($1::uuid is null or id = $1::uuid)
      returning id`,
    [which === 'all' ? null : which.id],
  );
  return rows.length;
}

/** Exponential backoff: base, 2x base, 4x base ... capped at an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
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

export function isOutboxId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  if (!isOutboxId(id)) return undefined;
  return (await db.query<OutboxRow>(`select ${ROW_COLUMNS} from public.contact_outbox where id = $1`, [id]))[0];
}
