// The request of spec section 7 (area, message, suggestedUrls), plus the
// bounded conversation so far so a follow-up question is understood.
import { z } from 'zod';
import { AREA_KEYS } from './catalogue/areas.ts';

export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_SUGGESTED_URLS = 5;
/** Earlier turns kept for context: enough for a follow-up, small enough to bound the body. */
export const MAX_HISTORY_TURNS = 8;
const MAX_URL_LENGTH = 2000;

const webUrl = z
  .string({ error: 'Each suggested URL must be text.' })
  .trim()
  .max(MAX_URL_LENGTH, `A suggested URL must be at most ${MAX_URL_LENGTH} characters.`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Please enter a valid URL starting with http:// or https://');

const turn = z.object({
  role: z.enum(['user', 'assistant'], { error: 'A turn role must be user or assistant.' }),
  content: z.string({ error: 'A turn must have text content.' }).max(MAX_MESSAGE_LENGTH, `A turn must be at most ${MAX_MESSAGE_LENGTH} characters.`),
});

export const planningRequestSchema = z.object({
  area: z.enum(AREA_KEYS, { error: `Please choose a planning area: one of ${AREA_KEYS.join(', ')}.` }),
  message: z
    .string({ error: 'Please type a question.' })
    .trim()
    .min(1, 'Please type a question.')
    .max(MAX_MESSAGE_LENGTH, `The question must be at most ${MAX_MESSAGE_LENGTH} characters.`),
  suggestedUrls: z
    .array(webUrl, { error: 'suggestedUrls must be a list of web addresses.' })
    .max(MAX_SUGGESTED_URLS, `At most ${MAX_SUGGESTED_URLS} suggested URLs.`)
    .default([]),
  history: z
    .array(turn, { error: 'history must be a list of earlier turns.' })
    .max(MAX_HISTORY_TURNS, `Send at most the last ${MAX_HISTORY_TURNS} turns of history.`)
    .default([]),
});

export type PlanningRequest = z.infer<typeof planningRequestSchema>;
export type ConversationTurn = z.infer<typeof turn>;
