// The page's one backend call: logistics-planning-areas with the area, the
// question, the suggested URLs (only when there are some) and the bounded
// conversation so far. The answer is read with the function's own contract.
import { askFunction } from '@meitheal/ui/demo-kit';
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
export function requestPlanningReply(question: PlanningQuestion, onText: (text: string) => void = () => {}): Promise<PlanningResponse> {
  const body = {
    area: question.area,
    message: question.message,
    ...(question.suggestedUrls.length > 0 ? { suggestedUrls: [...question.suggestedUrls] } : {}),
    ...(question.history.length > 0 ? { history: [...question.history] } : {}),
  };
  return askFunction({ name: 'logistics-planning-areas', body, schema: planningResponseSchema, service: 'planning service' }, onText);
}
