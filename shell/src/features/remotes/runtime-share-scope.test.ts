// The shell builds its share scope in the shape the federation runtime reads
// (shared-modules.ts), fields the runtime keeps internal (`loaded`, `useIn`,
// `from`, `strategy`, the `shareScopeMap` init option) included: no documented
// interface says how a host hands over modules that are already loaded. This
// test is the guard for that choice. It initialises a real remote entry, as
// the plugin built it with the runtime it bundles, and fails when a
// federation upgrade stops taking the shell's copies.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sharedSingletons } from '@meitheal/federation';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadExposedModule } from './remote-container';

interface Provider {
  from: string;
  useIn: string[];
}
interface FederationGlobal {
  __INSTANCES__: { options: { name: string }; shareScopeMap: Record<string, Record<string, Record<string, Provider>>> }[];
}

// Any built remote will do: each one bundles the same plugin and runtime.
const REMOTE = 'tax-navigator';
const entry = join(process.cwd(), 'remotes', REMOTE, 'dist', 'remoteEntry.js');

describe("a remote entry built by the federation plugin, given the shell's share scope", () => {
  beforeAll(() => {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build the remote first (npm run build -w remotes/${REMOTE}).`);
    // jsdom fetches no stylesheet; the entry waits for its CSS link to load, as it would in a browser.
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node instanceof HTMLLinkElement) queueMicrotask(() => node.dispatchEvent(new Event('load')));
      }
    }).observe(document.head, { childList: true });
  });

  it("loads its App with the shell's copy of every shared package and none of its own", async () => {
    const app = (await loadExposedModule(entry, './App')) as { default?: unknown };
    expect(typeof app.default).toBe('function');

    const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
    const remote = federation?.__INSTANCES__.find((instance) => instance.options.name === REMOTE.replaceAll('-', '_'));
    expect(remote, 'the remote registered no federation instance').toBeDefined();
    const scope = remote!.shareScopeMap['default'] ?? {};
    for (const name of Object.keys(sharedSingletons)) {
      const providers = Object.values(scope[name] ?? {});
      // One provider, the shell's, and the remote recorded as its user: the runtime took it.
      expect(
        providers.map((provider) => provider.from),
        name,
      ).toEqual(['shell']);
      expect(providers[0]?.useIn, name).toContain(remote!.options.name);
    }
  });
});
