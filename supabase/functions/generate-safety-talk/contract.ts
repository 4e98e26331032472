// The contract of generate-safety-talk, shared by the function (which
// validates requests with it) and the page (which sizes its text box and
// reads answers with it). It imports only zod/mini and the shared contract,
// so the browser, Node and Deno all load it.
import * as z from 'zod/mini';
import { defineSchema, readGeneratedBy, requiredText, sourceSchema } from '../_shared/contract.ts';

/** Long enough for a detailed day plan, short enough to stay a toolbox talk. */
export const MAX_SUMMARY_LENGTH = 4000;

export const EMPTY_SUMMARY_MESSAGE = "Please describe today's construction activities.";

/** The request: the day's activities in the visitor's words. */
export const safetyTalkRequestSchema = defineSchema(() =>
  z.object({
    summary: requiredText(MAX_SUMMARY_LENGTH, EMPTY_SUMMARY_MESSAGE, `The description must be at most ${MAX_SUMMARY_LENGTH} characters.`),
    /** Adds what was recognised (activities and their topics) to the response. */
    debug: z._default(z.boolean({ error: 'debug must be true or false.' }), false),
  }),
);

export type SafetyTalkRequest = z.infer<typeof safetyTalkRequestSchema>;

export const talkingPointSchema = defineSchema(() => z.object({ point: z.string(), detail: z.string() }));
export type TalkingPoint = z.infer<typeof talkingPointSchema>;

/**
 * The answer as a page reads it: the talking points, and the optional caveat
 * in `error` (nothing recognised, or too many activities for one talk). The
 * sources and `generatedBy` go beyond the minimum a caller needs, so an
 * answer without them still reads.
 */
export const safetyTalkResponseSchema = defineSchema(() =>
  z.object({
    talking_points: z.array(talkingPointSchema).check(z.minLength(1)),
    sources: z._default(z.array(sourceSchema), []),
    error: z.optional(z.string()),
    generatedBy: readGeneratedBy,
  }),
);

export type SafetyTalk = z.infer<typeof safetyTalkResponseSchema>;
