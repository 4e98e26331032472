// Writing a message to the outbox is the moment it counts as sent: delivery
// happens later (deliver.ts, run by the local server's worker or by the
// scheduled deliver-contact-outbox function) and survives SMTP outages.
import type { Database } from '../database-types.ts';

export interface OutboxMessage {
  kind: 'contact' | 'ai-readiness';
  senderName: string;
  senderEmail: string;
  subject: string;
  body: string;
  payload: unknown;
  /** Honeypot filled: stored for review, never delivered. */
  isSpam: boolean;
}

export async function enqueueMessage(db: Database, message: OutboxMessage): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into public.contact_outbox (kind, sender_name, sender_email, subject, body, payload, is_spam)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7)
     returning id`,
    [message.kind, message.senderName, message.senderEmail, message.subject, message.body, JSON.stringify(message.payload), message.isSpam],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The outbox insert returned no id.');
  return id;
}
