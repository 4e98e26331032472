// The two payloads of spec section 7. The browser checks only "required" and
// the e-mail format; the limits here keep the outbox and the e-mail sane.
import { z } from 'zod';
import { CONTACT_LIMITS } from './limits.ts';

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

function optionalText(label: string, max: number) {
  return z.string({ error: `${label} must be text.` }).trim().max(max, `${label} must be at most ${max} characters.`).optional();
}

const email = z
  .string({ error: 'E-mail address is required.' })
  .trim()
  .max(CONTACT_LIMITS.email, 'E-mail address is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));

// Bots fill every field; people never see this one.
const honeypot = z.string().max(2000, 'Unexpected field content.').optional();

// The quiz holds the chosen option index as text; accept both forms.
const ANSWER_INDEX = 'selectedAnswer must be an answer index from 0 to 3.';
const answerIndex = z.union(
  [
    z.number().int(ANSWER_INDEX).min(0, ANSWER_INDEX).max(3, ANSWER_INDEX),
    z.string().regex(/^[0-3]$/, ANSWER_INDEX).transform(Number),
  ],
  { error: ANSWER_INDEX },
);

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

const assessmentQuestion = z.object({
  id: optionalText('Question id', 20),
  question: requiredText('Question text', 1000),
  selectedAnswer: answerIndex,
  answerText: requiredText('Answer text', 1000),
});

const assessmentStage = z.object({
  stage: requiredText('Stage title', 200),
  questions: z.array(assessmentQuestion).min(1, 'Each stage needs at least one question.').max(20, 'Too many questions in a stage.'),
});

export const aiReadinessDataSchema = z.object({
  score: z.number({ error: 'score must be a percentage from 0 to 100.' }).min(0, 'score must be a percentage from 0 to 100.').max(100, 'score must be a percentage from 0 to 100.'),
  totalPoints: wholeNumber('totalPoints', 0, 1000),
  maxPoints: wholeNumber('maxPoints', 1, 1000),
  detailedResults: z.array(assessmentStage).min(1, 'The results need at least one stage.').max(10, 'Too many stages.'),
});

export const contactPayloadSchema = z.object({
  type: z.literal('contact'),
  name: requiredText('Name', CONTACT_LIMITS.name),
  email,
  company: optionalText('Company', CONTACT_LIMITS.company),
  message: requiredText('Message', CONTACT_LIMITS.message),
  website: honeypot,
});

export const aiReadinessPayloadSchema = z.object({
  type: z.literal('ai-readiness'),
  name: requiredText('Name', 200),
  email,
  aiReadinessData: aiReadinessDataSchema,
  website: honeypot,
});

export const sendContactEmailSchema = z.discriminatedUnion('type', [contactPayloadSchema, aiReadinessPayloadSchema], {
  error: "type must be 'contact' or 'ai-readiness'.",
});

export type ContactPayload = z.infer<typeof contactPayloadSchema>;
export type AiReadinessPayload = z.infer<typeof aiReadinessPayloadSchema>;
export type SendContactEmailPayload = z.infer<typeof sendContactEmailSchema>;
