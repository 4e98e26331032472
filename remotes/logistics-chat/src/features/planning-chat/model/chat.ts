// A chat message (id, role, content, timestamp; assistant
// messages also carry sources and attemptedSources), and the bounded history
// sent with the next question.
import { MAX_HISTORY_TURNS, MAX_MESSAGE_LENGTH, type AreaKey, type AttemptedSource, type Source } from '../api/contract';
import type { HistoryTurn } from '../api/planning';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
  sources?: Source[];
  attemptedSources?: AttemptedSource[];
  /** For a reply: whether a language model worded it (from our material) or our composer did. */
  generatedBy?: 'model' | 'offline';
  /** For a reply answered from another area than the one chosen: that area, offered as a one-click switch. */
  suggestedArea?: AreaKey;
}

let counter = 0;

export function createMessage(fields: Omit<ChatMessage, 'id' | 'timestamp'>): ChatMessage {
  counter += 1;
  return { ...fields, id: `message-${counter}`, timestamp: new Date() };
}

/** The last turns, each cut to the function's limit, oldest first. */
export function historyFor(messages: readonly ChatMessage[]): HistoryTurn[] {
  return messages.slice(-MAX_HISTORY_TURNS).map((message) => ({
    role: message.role,
    content: message.content.slice(0, MAX_MESSAGE_LENGTH),
  }));
}
