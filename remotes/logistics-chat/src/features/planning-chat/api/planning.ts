// The page's one backend call (spec section 7): logistics-planning-areas with
// the area, the question, the suggested URLs (only when there are some) and
// the bounded conversation so far. The answer is checked before use.
import { invokeFunctionStream } from '@meitheal/backend-client';
import * as z from 'zod/mini';
import type { AreaKey } from '@meitheal/backend-client/logistics-catalogue';

/** The function's limits; the page enforces the same. */
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_HISTORY_TURNS = 8;

const httpUrl = z.string().check(z.refine((value) => /^https?:\/\//i.test(value), 'not a web address'));

const sourceSchema = z.object({
  title: z.string(),
  publisher: z.string(),
  // A link we cannot trust is shown as text rather than dropped with its source.
  url: z.catch(z.optional(httpUrl), undefined),
  asOf: z.string(),
  kind: z.enum(['knowledge', 'live']),
});

const attemptSchema = z.object({
  url: z.string(),
  origin: z.enum(['trusted', 'suggested']),
  outcome: z.enum(['used', 'nothing relevant', 'refused', 'failed']),
  detail: z.string(),
});

const planningReplySchema = z.object({
  // Trimmed first, so a reply of only whitespace counts as empty.
  reply: z.string().check(z.trim(), z.minLength(1)),
  sources: z.array(sourceSchema),
  attemptedSources: z.array(attemptSchema),
  /** Which path wrote the brief: a configured language model from our material, or our own composer. */
  generatedBy: z.catch(z.enum(['model', 'offline']), 'offline'),
});

export type ReplySource = z.infer<typeof sourceSchema>;
export type AttemptedSource = z.infer<typeof attemptSchema>;
export type PlanningReply = z.infer<typeof planningReplySchema>;

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface PlanningQuestion {
  area: AreaKey;
  message: string;
  suggestedUrls: readonly string[];
  history: readonly HistoryTurn[];
}

/**
 * Asks for a brief; a malformed or empty answer counts as a failure, like a
 * failed call. When a language model writes the brief, its text arrives as it
 * is written (`onText`) before the whole reply; otherwise it comes in one piece.
 */
export async function requestPlanningReply(
  question: PlanningQuestion,
  onText: (text: string) => void = () => {},
): Promise<PlanningReply> {
  const body = {
    area: question.area,
    message: question.message,
    ...(question.suggestedUrls.length > 0 ? { suggestedUrls: [...question.suggestedUrls] } : {}),
    ...(question.history.length > 0 ? { history: [...question.history] } : {}),
  };
  const response = await invokeFunctionStream<unknown>('logistics-planning-areas', body, onText);
  const parsed = planningReplySchema.safeParse(response);
  if (!parsed.success) throw new Error('The planning service sent an answer we could not read.');
  return parsed.data;
}
