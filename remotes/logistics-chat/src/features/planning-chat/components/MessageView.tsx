import { Badge, Button } from '@meitheal/ui';
import { AiBadge, SourcesList } from '@meitheal/ui/demo-kit';
import { Markdown } from '@meitheal/ui/markdown';
import type { Ref } from 'react';
import { areaLabel, type AreaKey, type AttemptedSource } from '../api/contract';
import type { ChatMessage } from '../model/chat';

const OUTCOME_LABEL: Record<AttemptedSource['outcome'], string> = {
  used: 'Used',
  'nothing relevant': 'Nothing relevant',
  refused: 'Refused',
  failed: 'Could not read',
};

function Sources({ message }: { message: ChatMessage }) {
  const sources = message.sources ?? [];
  const attempts = message.attemptedSources ?? [];
  return (
    <div className="mt-4 space-y-3 border-t border-border pt-3 text-xs text-muted-foreground">
      <SourcesList sources={sources} />
      {attempts.length > 0 && (
        <div>
          <h3 className="font-semibold text-foreground">Attempted sources</h3>
          <ul className="mt-1 space-y-1">
            {attempts.map((attempt) => (
              <li key={attempt.url} className="break-all">
                <Badge variant={attempt.outcome === 'used' ? 'default' : 'secondary'} className="mr-2">
                  {OUTCOME_LABEL[attempt.outcome]}
                </Badge>
                {attempt.url}
                {attempt.origin === 'suggested' && ' (your suggestion)'}: {attempt.detail}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

interface MessageViewProps {
  message: ChatMessage;
  ref?: Ref<HTMLElement>;
  /** Offered on a reply answered from another area: switch the chat there. */
  onSwitchArea?: (area: AreaKey) => void;
}

/** One message: the visitor's question as text, a reply as safe Markdown with its sources under it. */
export function MessageView({ message, ref, onSwitchArea }: MessageViewProps) {
  const time = message.timestamp.toLocaleTimeString('en-IE', { hour: '2-digit', minute: '2-digit' });
  if (message.role === 'user') {
    return (
      <article ref={ref} aria-label={`You, ${time}`} className="ml-auto max-w-[85%] rounded-lg bg-brand-600 px-4 py-3 text-sm text-white">
        <p className="whitespace-pre-wrap">{message.content}</p>
      </article>
    );
  }
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-label={`Planning assistant, ${time}`}
      className="max-w-[95%] rounded-lg border border-border bg-card px-4 py-3 focus:outline-none"
    >
      <AiBadge generatedBy={message.generatedBy ?? 'offline'} className="mb-2" />
      <Markdown>{message.content}</Markdown>
      {message.suggestedArea && onSwitchArea && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => message.suggestedArea && onSwitchArea(message.suggestedArea)}
        >
          Switch to {areaLabel(message.suggestedArea)}, keeping your question
        </Button>
      )}
      <Sources message={message} />
    </article>
  );
}
