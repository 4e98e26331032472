import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import type { RemoteName } from '@meitheal/federation';
import { RemoteFirstView } from './RemoteFirstView';
import { RemoteLoadError } from './RemoteLoadError';
import { withTimeout } from './with-timeout';

// A hanging remote would otherwise spin for ever.
const REMOTE_LOAD_TIMEOUT_MS = 8_000;

/**
 * Mounts a remote's App with a skeleton, a load timeout and a Retry. Each
 * attempt makes a new lazy component, because React.lazy remembers a rejected
 * import for ever. A failure here costs only this route.
 *
 * The remote renders inside `data-remote`, the scope its CSS is built for.
 */
export function RemoteRoute({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // The prerendered page holds the remote's first view (or a skeleton); the
  // remote starts loading once the page is interactive, so hydration has
  // nothing to disagree about.
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);

  const RemoteApp = useMemo(
    () =>
      lazy(() =>
        withTimeout(
          import('./federation-host').then(({ loadRemoteApp }) => loadRemoteApp(remote, { fresh: attempt > 0 })),
          REMOTE_LOAD_TIMEOUT_MS,
        ),
      ),
    [remote, attempt],
  );

  // The remote's area takes at least the whole viewport from the first paint,
  // so the footer starts below the fold and nothing a visitor sees moves when
  // the remote replaces its skeleton, whatever height the remote has. Generic
  // on purpose: no shell-side copy of a remote's layout to go stale.
  return (
    <div data-remote={remote} className="min-h-svh">
      {started ? (
        <ErrorBoundary
          key={`${remote}:${attempt}`}
          onError={(error) => console.error(`Remote "${remote}" failed to load`, error)}
          fallback={() => <RemoteLoadError onRetry={() => setAttempt((count) => count + 1)} />}
        >
          <Suspense fallback={<RemoteFirstView remote={remote} />}>
            <RemoteApp />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <RemoteFirstView remote={remote} />
      )}
    </div>
  );
}
