// The request of spec section 7: the day's activities in the visitor's words.
import { z } from 'zod';

/** Long enough for a detailed day plan, short enough to stay a toolbox talk. */
export const MAX_SUMMARY_LENGTH = 4000;

export const generateSafetyTalkSchema = z.object({
  summary: z
    .string({ error: "Please describe today's construction activities." })
    .trim()
    .min(1, "Please describe today's construction activities.")
    .max(MAX_SUMMARY_LENGTH, `The description must be at most ${MAX_SUMMARY_LENGTH} characters.`),
  /** Adds what was recognised (activities and their topics) to the response. */
  debug: z.boolean().default(false),
});
