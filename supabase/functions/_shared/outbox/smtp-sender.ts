// Sends one outbox message to the company inbox over SMTP. The visitor's
// address goes in Reply-To, so answering the e-mail answers the visitor.
import nodemailer from 'nodemailer';
import type { SendMessage } from './deliver.ts';
import { mailDomain, messageIdFor } from './message-id.ts';

/**
 * A send ends well inside its lease (deliver.ts, LEASE_SECONDS): a server that
 * will not connect, greet or answer is given up on, so no second worker can
 * lease and send the message while this one is still talking.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function createSmtpSender(smtpUrl: string, inbox: string): SendMessage {
  // The URL's own settings win; the timeouts apply unless it sets them.
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
  const domain = mailDomain(inbox);
  return async (message) => {
    await transport.sendMail({
      from: { name: 'Meitheal AI website', address: inbox },
      to: inbox,
      replyTo: { name: message.sender_name, address: message.sender_email },
      subject: message.subject,
      text: message.body,
      // Stable across attempts, so a repeat after a killed send is recognisable.
      messageId: messageIdFor(message.id, domain),
      headers: { 'X-Meitheal-Outbox-Id': message.id },
    });
  };
}
