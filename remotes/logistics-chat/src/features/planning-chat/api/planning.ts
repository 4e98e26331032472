// The page's one backend call: logistics-planning-areas with the area, the
// question, the suggested URLs (only when there are some) and the bounded
// conversation so far. The answer is read with the function's own contract.
import { invokeFunctionStream } from '@meitheal/backend-client';
import { planningResponseSchema, type AreaKey, type ConversationTurn, type PlanningResponse } from './contract';

export type HistoryTurn = ConversationTurn;

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
): Promise<PlanningResponse> {
  const body = {
    area: question.area,
    message: question.message,
    ...(question.suggestedUrls.length > 0 ? { suggestedUrls: [...question.suggestedUrls] } : {}),
    ...(question.history.length > 0 ? { history: [...question.history] } : {}),
  };
  const response = await invokeFunctionStream<unknown>('logistics-planning-areas', body, onText);
  const parsed = planningResponseSchema.safeParse(response);
  if (!parsed.success) throw new Error('The planning service sent an answer we could not read.');
  return parsed.data;
}
