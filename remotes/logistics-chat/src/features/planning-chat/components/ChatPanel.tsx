import { Button, Card, Label, Textarea } from '@meitheal/ui';
import { StreamingAnswer } from '@meitheal/ui/demo-kit';
import { Loader2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH, type AreaKey, type PlanningArea } from '../api/contract';
import { usePlanningChat } from '../hooks/use-planning-chat';
import { MessageView } from './MessageView';

interface ChatPanelProps {
  area: PlanningArea;
  suggestedUrls: readonly string[];
  /** A question carried over from another area's chat, waiting in the box. */
  initialQuestion?: string;
  /** Switches to the area a reply came from, carrying the question that got it. */
  onSwitchArea: (area: AreaKey, question: string) => void;
}

/** The 600 px conversation panel for one area. The page remounts it (key) when the area changes. */
export function ChatPanel({ area, suggestedUrls, initialQuestion = '', onSwitchArea }: ChatPanelProps) {
  const inputId = useId();
  const hintId = useId();
  const [input, setInput] = useState(initialQuestion);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { messages, send, loading, written } = usePlanningChat(area.key);
  const latest = useRef<HTMLElement>(null);
  const lastMessage = messages.at(-1);

  // Bring a new reply into view; the visitor's own question is already where they typed it.
  useEffect(() => {
    if (lastMessage?.role === 'assistant') latest.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [lastMessage]);

  // A carried-over question is ready to send: put the keyboard on it.
  useEffect(() => {
    if (initialQuestion) inputRef.current?.focus();
  }, [initialQuestion]);

  function submit() {
    if (send(input, suggestedUrls)) setInput('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter keeps the browser's new line. Not while an IME is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <Card className="flex h-[600px] flex-col overflow-hidden">
      <div className="border-b border-border px-5 py-3">
        <h2 className="text-base font-semibold text-foreground">Planning chat: {area.label}</h2>
      </div>
      <div role="log" aria-label="Conversation" className="flex-1 space-y-4 overflow-y-auto p-5">
        {messages.length === 0 && (
          <p className="text-sm text-muted-foreground">
            Ask about a decision in {area.label.toLowerCase()}, for example with your fleet size, lanes or budget.
          </p>
        )}
        {messages.map((message, index) => (
          <MessageView
            key={message.id}
            message={message}
            ref={message === lastMessage ? latest : undefined}
            onSwitchArea={(target) =>
              onSwitchArea(target, messages.slice(0, index).findLast((earlier) => earlier.role === 'user')?.content ?? '')
            }
          />
        ))}
        {loading && written === '' && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Drafting structured guidance…
          </p>
        )}
        {loading && written !== '' && (
          <StreamingAnswer written={written} label="Brief being written" className="rounded-lg border border-border bg-card px-4 py-3" />
        )}
      </div>
      {/* A short announcement; the brief itself is read when the visitor moves to it. */}
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {lastMessage?.role === 'assistant' ? 'Planning brief ready.' : ''}
      </p>
      <form
        className="grid gap-2 border-t border-border p-4"
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          submit();
        }}
      >
        <Label htmlFor={inputId}>Your question</Label>
        <div className="flex items-end gap-2">
          <Textarea
            ref={inputRef}
            id={inputId}
            aria-describedby={hintId}
            rows={2}
            maxLength={MAX_MESSAGE_LENGTH}
            value={input}
            disabled={loading}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="For example: we run 40 vans around Cork; is electric realistic?"
            className="flex-1 resize-none"
          />
          <Button type="submit" disabled={loading || input.trim() === ''}>
            <Send aria-hidden="true" />
            Send
          </Button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          Enter sends; Shift+Enter adds a new line.
        </p>
      </form>
    </Card>
  );
}
