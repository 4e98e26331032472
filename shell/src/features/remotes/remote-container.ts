import { hostShareScope } from './shared-modules';

/**
 * The interface every Module Federation remote entry exports, whichever
 * bundler built it: `init` hands it the host's share scope, `get` answers a
 * factory for an exposed module. The remote's entry carries its own federation
 * runtime, which does the version matching, so the shell needs none of its own.
 * What init is handed (the share scope, the shareScopeMap option) follows the
 * runtime's internal shape, guarded by runtime-share-scope.test.ts
 * (docs/decisions/0002-runtime-only-host.md).
 */
interface RemoteContainer {
  init(shareScope: object, initScope: object[], options: object): unknown;
  get(exposed: string): Promise<() => unknown> | (() => unknown);
}

function isContainer(value: unknown): value is RemoteContainer {
  const candidate = value as Partial<RemoteContainer> | undefined;
  return typeof candidate?.init === 'function' && typeof candidate.get === 'function';
}

// One share scope for the page: every remote finds the shell's singletons in
// it, and whatever a remote adds there is visible to the next one.
const shareScope = hostShareScope();
const initialised = new Map<string, Promise<RemoteContainer>>();

/**
 * Imports a remote entry and initialises it with the shell's share scope,
 * once per address. `fresh` (a Retry) imports an entry that failed before
 * under a new query, since a browser may remember a failed module import.
 */
function initialisedContainer(entryUrl: string, fresh: boolean): Promise<RemoteContainer> {
  let container = initialised.get(entryUrl);
  if (!container) {
    const address = fresh ? `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}retry=${Date.now()}` : entryUrl;
    container = import(/* @vite-ignore */ address).then(async (entry: unknown) => {
      if (!isContainer(entry)) throw new Error(`${entryUrl} is not a federation remote entry.`);
      const options = { version: '', shareScopeKeys: 'default' };
      // The runtime's own hosts pass the whole map this way, out of sight of enumeration.
      Object.defineProperty(options, 'shareScopeMap', { value: { default: shareScope }, enumerable: false });
      await entry.init(shareScope, [], options);
      return entry;
    });
    container.catch(() => initialised.delete(entryUrl));
    initialised.set(entryUrl, container);
  }
  return container;
}

/** Loads one exposed module (such as './App') of the remote whose entry is at `entryUrl`. */
export async function loadExposedModule(entryUrl: string, exposed: string, { fresh = false } = {}): Promise<unknown> {
  const container = await initialisedContainer(entryUrl, fresh);
  const factory = await container.get(exposed);
  return factory();
}
