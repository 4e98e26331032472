import { Button } from '@meitheal/ui';
import { Link } from 'react-router-dom';

interface RemoteLoadErrorProps {
  onRetry: () => void;
}

/** Shown in place of a remote that failed or timed out; the rest of the site keeps working. */
export function RemoteLoadError({ onRetry }: RemoteLoadErrorProps) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">This part of the site could not be loaded</h1>
      <p className="mb-6 text-muted-foreground">
        It may be a brief network problem on your side or ours. Try again, or come back to it in a few minutes.
      </p>
      <div className="flex justify-center gap-3">
        <Button onClick={onRetry}>Retry</Button>
        <Button variant="outline" asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </div>
  );
}
