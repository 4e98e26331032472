// deliver-contact-outbox: one delivery pass over the contact outbox. Hosted
// Supabase has no long-running worker, so a Supabase Cron job (pg_cron with
// pg_net) calls this every minute with the shared secret (docs/deploying.md).
// The local server runs the same pass in its own loop instead. A pass starts
// no new send after PASS_TIME_BUDGET_MS (deliver.ts), so it answers well
// inside the hosted function's time limit; the rest waits a minute.
import { getDatabase } from '../_shared/database.ts';
import { readEnv } from '../_shared/env.ts';
import { defineFunction, HttpError } from '../_shared/http.ts';
import { deliverDueMessages } from '../_shared/outbox/deliver.ts';
import { createSmtpSender } from '../_shared/outbox/smtp-sender.ts';
import { deliveryRequestSchema } from './contract.ts';
import { SECRET_HEADER, secretsMatch } from './shared-secret.ts';

export default defineFunction({
  name: 'deliver-contact-outbox',
  schema: deliveryRequestSchema,
  async handle(_body, req) {
    const secret = readEnv('OUTBOX_DELIVERY_SECRET');
    // Unconfigured, nobody is the schedule: the caller hears the same 401, the operator reads why in the log.
    if (!secret) console.warn('deliver-contact-outbox was called but OUTBOX_DELIVERY_SECRET is not set.');
    if (!secret || !secretsMatch(req.headers.get(SECRET_HEADER) ?? '', secret)) {
      throw new HttpError(401, 'Only the delivery schedule may call this function.');
    }
    const smtpUrl = readEnv('SMTP_URL');
    const inbox = readEnv('CONTACT_EMAIL');
    if (!smtpUrl || !inbox) throw new HttpError(503, 'Outbox delivery needs the SMTP_URL and CONTACT_EMAIL secrets.');
    return deliverDueMessages({ db: await getDatabase(), send: createSmtpSender(smtpUrl, inbox), batchSize: 20 });
  },
});
