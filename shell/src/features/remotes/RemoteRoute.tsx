import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import type { RemoteName } from './remote-names';
import { RemoteLoadError } from './RemoteLoadError';
import { RemoteSkeleton } from './RemoteSkeleton';
import { withTimeout } from './with-timeout';

export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

const neverOnServer = () => new Promise<{ default: ComponentType }>(() => {});

/**
 * Mounts a remote's App with a skeleton, a load timeout and a Retry. Each
 * attempt makes a new lazy component, because React.lazy remembers a rejected
 * import for ever. A failure here costs only this route.
 */
export function RemoteRoute({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = useMemo(
    () =>
      lazy(() =>
        typeof window === 'undefined'
          ? neverOnServer()
          : withTimeout(
              import('./federation-host').then(({ loadRemoteApp }) => loadRemoteApp(remote, { fresh: attempt > 0 })),
              REMOTE_LOAD_TIMEOUT_MS,
            ),
      ),
    [remote, attempt],
  );
  return (
    <ErrorBoundary
      key={`${remote}:${attempt}`}
      onError={(error) => console.error(`Remote "${remote}" failed to load`, error)}
      fallback={() => <RemoteLoadError onRetry={() => setAttempt((count) => count + 1)} />}
    >
      <Suspense fallback={<RemoteSkeleton />}>
        <RemoteApp />
      </Suspense>
    </ErrorBoundary>
  );
}
