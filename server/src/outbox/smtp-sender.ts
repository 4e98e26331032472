// Sends one outbox message to the company inbox over SMTP. The visitor's
// address goes in Reply-To, so answering the e-mail answers the visitor.
import nodemailer from 'nodemailer';
import type { ClaimedMessage } from './outbox-queue.ts';

export type SendMessage = (message: ClaimedMessage) => Promise<void>;

export function createSmtpSender(smtpUrl: string, inbox: string): SendMessage {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({
      from: { name: 'Meitheal AI website', address: inbox },
      to: inbox,
      replyTo: { name: message.sender_name, address: message.sender_email },
      subject: message.subject,
      text: message.body,
      headers: { 'X-Meitheal-Outbox-Id': message.id },
    });
  };
}
