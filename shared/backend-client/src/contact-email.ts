import type { SendContactEmailRequest } from '../../../supabase/functions/send-contact-email/contract.ts';
import { invokeFunction } from './invoke-function';

/** The contact form's message, as the function's contract accepts it. */
export type ContactMessage = Extract<SendContactEmailRequest, { type: 'contact' }>;
/** The assessment's report, as the function's contract accepts it. */
export type ReadinessReport = Extract<SendContactEmailRequest, { type: 'ai-readiness' }>;
export type ReadinessStageResult = ReadinessReport['aiReadinessData']['detailedResults'][number];

/** Sends the contact form or the assessment report to the team's inbox. */
export function sendContactEmail(payload: ContactMessage | ReadinessReport): Promise<unknown> {
  return invokeFunction('send-contact-email', payload);
}
