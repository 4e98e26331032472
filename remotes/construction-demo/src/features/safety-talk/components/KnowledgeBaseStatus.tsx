import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useKnowledgeBaseStatus } from '../hooks/use-knowledge-base-status';

/** Checking, connected or failed, announced politely to screen readers. */
export function KnowledgeBaseStatus() {
  const status = useKnowledgeBaseStatus();
  return (
    <p role="status" aria-live="polite" className="inline-flex items-center gap-2 text-sm">
      {status.state === 'checking' && (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin text-muted-foreground" />
          <span>Checking knowledge base...</span>
        </>
      )}
      {status.state === 'connected' && (
        <>
          <CheckCircle2 aria-hidden="true" className="size-4 text-green-700" />
          <span>Knowledge base connected</span>
          <span className="text-muted-foreground">({status.topics} safety topics)</span>
        </>
      )}
      {status.state === 'error' && (
        <>
          <XCircle aria-hidden="true" className="size-4 text-destructive" />
          <span>Knowledge base connection failed</span>
        </>
      )}
    </p>
  );
}
