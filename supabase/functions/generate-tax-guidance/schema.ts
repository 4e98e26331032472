// The request of spec section 7: the visitor's tax question.
import { z } from 'zod';

/** Long enough for a detailed question, short enough to stay one question. */
export const MAX_QUESTION_LENGTH = 2000;

export const generateTaxGuidanceSchema = z.object({
  question: z
    .string({ error: 'Please enter a tax question.' })
    .trim()
    .min(1, 'Please enter a tax question.')
    .max(MAX_QUESTION_LENGTH, `The question must be at most ${MAX_QUESTION_LENGTH} characters.`),
});
