import { loadRuntimeConfig } from '@meitheal/backend-client';
import { federationName } from '@meitheal/federation';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import type { ComponentType } from 'react';
import { config as configureZod } from 'zod';
import { QueryProvider } from '../../lib/query/QueryProvider';
import type { RemoteName } from '@meitheal/federation';
import { hostSharedModules } from './shared-modules';

// Zod probes for eval with `new Function('')` before its first object parse;
// our CSP forbids eval, so the probe is reported as a CSP violation (and costs
// best practices) although zod catches it. The setting is one global object
// that every copy of zod in the page reads, the remotes' own copies included.
configureZod({ jitless: true });

let host: Promise<ModuleFederation> | undefined;

/**
 * Creates the federation runtime once, registering every remote whose
 * manifest URL /config.json names. Remote URLs are never part of the build.
 */
function getHost(): Promise<ModuleFederation> {
  host ??= loadRuntimeConfig()
    .then((config) =>
      createInstance({
        name: 'shell',
        remotes: Object.entries(config.remotes).map(([remote, entry]) => ({
          name: federationName(remote),
          entry: new URL(entry, window.location.href).href,
        })),
        shared: hostSharedModules(),
        shareStrategy: 'loaded-first',
      }),
    )
    .catch((error: unknown) => {
      host = undefined;
      throw error;
    });
  return host;
}

export class RemoteUnavailableError extends Error {
  constructor(remote: RemoteName, cause?: unknown) {
    super(`The ${remote} module could not be loaded.`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads a remote's `./App`. `fresh` drops what the runtime cached about the
 * remote, so a Retry after a failed or hung load really fetches again.
 */
export async function loadRemoteApp(remote: RemoteName, { fresh = false } = {}): Promise<{ default: ComponentType }> {
  const federation = await getHost();
  const name = federationName(remote);
  const registered = federation.options.remotes.find((entry) => entry.name === name);
  if (!registered) throw new RemoteUnavailableError(remote, new Error('No URL configured for this remote'));
  if (fresh) federation.registerRemotes([registered], { force: true });
  const module = await federation.loadRemote<{ default: ComponentType }>(`${name}/App`);
  const RemoteApp = module?.default;
  if (!RemoteApp) throw new RemoteUnavailableError(remote);
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
