// The contract of send-contact-email, shared by the function (which validates
// requests with it) and the site's forms (which take its field limits, so a
// visitor learns of a limit while typing, not from a failed send). It imports
// only zod/mini and the shared contract, so the browser, Node and Deno all
// load it. Its schemas are built through defineSchema, so the contact form,
// which takes only the limits, ships none of them.
import * as z from 'zod/mini';
import { defineSchema } from '../_shared/contract.ts';

export const CONTACT_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  message: 10_000,
} as const;

/* @__NO_SIDE_EFFECTS__ */
function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .check(z.trim(), z.minLength(1, `${label} is required.`), z.maxLength(max, `${label} must be at most ${max} characters.`));
}

/* @__NO_SIDE_EFFECTS__ */
function optionalText(label: string, max: number) {
  return z.optional(
    z.string({ error: `${label} must be text.` }).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters.`)),
  );
}

const email = defineSchema(() =>
  z.pipe(
    z.string({ error: 'E-mail address is required.' }).check(z.trim(), z.maxLength(CONTACT_LIMITS.email, 'E-mail address is too long.')),
    z.email('Please enter a valid e-mail address.'),
  ),
);

// Bots fill every field; people never see this one.
const honeypot = defineSchema(() => z.optional(z.string().check(z.maxLength(2000, 'Unexpected field content.'))));

// The quiz holds the chosen option index as text; accept both forms.
const ANSWER_INDEX = 'selectedAnswer must be an answer index from 0 to 3.';
const answerIndex = defineSchema(() =>
  z.union(
    [
      z.int(ANSWER_INDEX).check(z.minimum(0, ANSWER_INDEX), z.maximum(3, ANSWER_INDEX)),
      z.pipe(z.string().check(z.regex(/^[0-3]$/, ANSWER_INDEX)), z.transform(Number)),
    ],
    { error: ANSWER_INDEX },
  ),
);

/* @__NO_SIDE_EFFECTS__ */
function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}.`;
  return z.int({ error: message }).check(z.minimum(min, message), z.maximum(max, message));
}

const SCORE = 'score must be a percentage from 0 to 100.';

const assessmentQuestion = defineSchema(() =>
  z.object({
    id: optionalText('Question id', 20),
    question: requiredText('Question text', 1000),
    selectedAnswer: answerIndex,
    answerText: requiredText('Answer text', 1000),
  }),
);

const assessmentStage = defineSchema(() =>
  z.object({
    stage: requiredText('Stage title', 200),
    questions: z
      .array(assessmentQuestion)
      .check(z.minLength(1, 'Each stage needs at least one question.'), z.maxLength(20, 'Too many questions in a stage.')),
  }),
);

export const aiReadinessDataSchema = defineSchema(() =>
  z.object({
    score: z.number({ error: SCORE }).check(z.minimum(0, SCORE), z.maximum(100, SCORE)),
    totalPoints: wholeNumber('totalPoints', 0, 1000),
    maxPoints: wholeNumber('maxPoints', 1, 1000),
    detailedResults: z
      .array(assessmentStage)
      .check(z.minLength(1, 'The results need at least one stage.'), z.maxLength(10, 'Too many stages.')),
  }),
);

export const contactPayloadSchema = defineSchema(() =>
  z.object({
    type: z.literal('contact'),
    name: requiredText('Name', CONTACT_LIMITS.name),
    email,
    company: optionalText('Company', CONTACT_LIMITS.company),
    message: requiredText('Message', CONTACT_LIMITS.message),
    website: honeypot,
  }),
);

export const aiReadinessPayloadSchema = defineSchema(() =>
  z.object({
    type: z.literal('ai-readiness'),
    name: requiredText('Name', 200),
    email,
    aiReadinessData: aiReadinessDataSchema,
    website: honeypot,
  }),
);

/** The request: the contact form, or the readiness assessment's results. */
export const sendContactEmailSchema = defineSchema(() =>
  z.discriminatedUnion('type', [contactPayloadSchema, aiReadinessPayloadSchema], {
    error: "type must be 'contact' or 'ai-readiness'.",
  }),
);

export type ContactPayload = z.output<typeof contactPayloadSchema>;
export type AiReadinessPayload = z.output<typeof aiReadinessPayloadSchema>;
export type SendContactEmailPayload = z.output<typeof sendContactEmailSchema>;

/** What the form sends, before the function's trimming and conversions. */
export type SendContactEmailRequest = z.input<typeof sendContactEmailSchema>;

/** The answer: the message is stored for delivery. */
export const sendContactEmailResponseSchema = defineSchema(() => z.object({ success: z.literal(true) }));
