import { loadRuntimeConfig } from '@meitheal/backend-client';
import type { ComponentType } from 'react';
import { config as configureZod } from 'zod/mini';
import { QueryProvider } from '../../lib/query/QueryProvider';
import type { RemoteName } from '@meitheal/federation';
import { loadExposedModule } from './remote-container';
import { remoteEntryUrl } from './remote-manifest';

// Zod probes for eval with `new Function('')` before its first object parse;
// our CSP forbids eval, so the probe is reported as a CSP violation (and costs
// best practices) although zod catches it. The setting is one global object
// that every copy of zod in the page reads, the remotes' own included.
configureZod({ jitless: true });

export class RemoteUnavailableError extends Error {
  constructor(remote: RemoteName, cause?: unknown) {
    super(`The ${remote} module could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

// A component may be a function or an object (memo, forwardRef).
function hasDefaultComponent(module: unknown): module is { default: ComponentType } {
  const exported = (module as { default?: unknown } | undefined)?.default;
  return typeof exported === 'function' || (typeof exported === 'object' && exported !== null);
}

/**
 * Loads a remote's `./App` from the manifest URL /config.json names for it
 * (remote URLs are never part of the build). `fresh` (a Retry) fetches again
 * what failed before instead of trusting a cache.
 */
export async function loadRemoteApp(remote: RemoteName, { fresh = false } = {}): Promise<{ default: ComponentType }> {
  const config = await loadRuntimeConfig();
  const manifestUrl = config.remotes[remote];
  if (!manifestUrl) throw new RemoteUnavailableError(remote, new Error('No URL configured for this remote'));
  let module: unknown;
  try {
    module = await loadExposedModule(await remoteEntryUrl(manifestUrl, { fresh }), './App', { fresh });
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!hasDefaultComponent(module)) throw new RemoteUnavailableError(remote, new Error('./App has no default component'));
  const RemoteApp = module.default;
  // Remotes fetch through the shell's one query client.
  return {
    default: function HostedRemote() {
      return (
        <QueryProvider>
          <RemoteApp />
        </QueryProvider>
      );
    },
  };
}
