// The outbox's delivery bookkeeping. A worker claims due messages with one
// atomic UPDATE (rows locked with SKIP LOCKED), so two workers never send the
// same message; the claim expires if a worker dies mid-send.
import type { Database } from '../../../supabase/functions/_shared/database.ts';

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
  created_at: Date;
}

export async function claimDueMessages(db: Database, limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
  return db.query<ClaimedMessage>(
    `update public.contact_outbox
        set claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
      where id in (
        select id from public.contact_outbox
         where delivered_at is null and not is_spam and next_attempt_at <= now()
           and (claimed_until is null or claimed_until < now())
         order by next_attempt_at
         limit $1
         for update skip locked)
      returning id, sender_name, sender_email, subject, body, attempts`,
    [limit, leaseSeconds],
  );
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

/** Exponential backoff: base, 2x base, 4x base ... capped at an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

const ROW_COLUMNS = `id, kind, sender_name, sender_email, subject, body, is_spam, attempts, last_error,
  next_attempt_at, delivered_at, created_at`;

export async function listMessages(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `select ${ROW_COLUMNS} from public.contact_outbox order by created_at desc limit $1`,
    [limit],
  );
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  return (await db.query<OutboxRow>(`select ${ROW_COLUMNS} from public.contact_outbox where id = $1`, [id]))[0];
}
