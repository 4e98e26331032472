// Stores the contact or assessment message in the outbox and only then reports
// success; delivery to the team's inbox happens from the outbox.
import { getDatabase } from '../_shared/database.ts';
import { defineFunction } from '../_shared/http.ts';
import { enqueueMessage } from '../_shared/outbox/enqueue.ts';
import { composeEmail } from './compose-email.ts';
import { sendContactEmailSchema } from './contract.ts';

export default defineFunction({
  name: 'send-contact-email',
  schema: sendContactEmailSchema,
  // A person sends a handful of messages; a script sending more is not a person.
  rateLimit: { requests: 10, windowSeconds: 600 },
  async handle(payload) {
    const { subject, text } = composeEmail(payload);
    await enqueueMessage(await getDatabase(), {
      kind: payload.type,
      senderName: payload.name,
      senderEmail: payload.email,
      subject,
      body: text,
      payload,
      isSpam: Boolean(payload.website?.trim()),
    });
    // A bot that filled the honeypot gets the same answer as a person, so it
    // learns nothing.
    return { success: true };
  },
});
