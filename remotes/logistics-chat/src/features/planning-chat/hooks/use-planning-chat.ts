import { toast } from '@meitheal/ui';
import { preloadMarkdown } from '@meitheal/ui/markdown';
import { failureMessage, LOGISTICS_FAILURES, useAsk } from '@meitheal/ui/demo-kit';
import { useState } from 'react';
import { requestPlanningReply, type PlanningQuestion } from '../api/planning';
import type { AreaKey } from '../api/contract';
import { createMessage, historyFor, type ChatMessage } from '../model/chat';

/**
 * The conversation for one planning area. The page keys the chat panel by
 * area, so choosing another area starts a fresh one (messages, input and
 * loading state clear), and a reply still on its way for the old area is
 * dropped: TanStack Query skips mutate callbacks after the panel unmounts.
 */
export function usePlanningChat(area: AreaKey) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  // `written`: a streamed brief's text so far, empty until the first words arrive.
  const mutation = useAsk({
    ask: (question: PlanningQuestion, onText) => requestPlanningReply(question, onText),
    // The parser downloads while the backend answers, so the brief appears rendered.
    onSend: preloadMarkdown,
  });

  /** Sends a question; false when it was blank or a reply is still on its way. */
  function send(text: string, suggestedUrls: readonly string[]): boolean {
    const message = text.trim();
    if (message === '' || mutation.isPending) return false;
    const history = historyFor(messages);
    setMessages((current) => [...current, createMessage({ role: 'user', content: message })]);
    mutation.mutate(
      { area, message, suggestedUrls, history },
      {
        onSuccess: (reply) => {
          setMessages((current) => [
            ...current,
            createMessage({
              role: 'assistant',
              content: reply.reply,
              sources: reply.sources,
              attemptedSources: reply.attemptedSources,
              generatedBy: reply.generatedBy,
              ...(reply.suggestedArea ? { suggestedArea: reply.suggestedArea } : {}),
            }),
          ]);
        },
        onError: (error) => {
          console.error('Getting a planning reply failed', error);
          toast({ title: LOGISTICS_FAILURES.title, description: failureMessage(LOGISTICS_FAILURES, error), variant: 'destructive' });
        },
      },
    );
    return true;
  }

  return { messages, send, loading: mutation.isPending, written: mutation.written };
}
