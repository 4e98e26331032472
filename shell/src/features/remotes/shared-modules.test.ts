import { sharedSingletons } from '@meitheal/federation';
import { describe, expect, it } from 'vitest';
import { hostShareScope, sharedApiDifferences } from './shared-modules';

describe('host shared modules', () => {
  it('provide exactly the curated API remotes may import, no name missing and none extra', () => {
    expect(sharedApiDifferences()).toEqual([]);
  });

  it('provide every shared singleton as a loaded singleton of the declared version', async () => {
    const scope = hostShareScope();
    for (const [name, version] of Object.entries(sharedSingletons)) {
      const provider = scope[name]?.[version];
      expect(provider, name).toMatchObject({
        version,
        from: 'shell',
        loaded: true,
        shareConfig: { singleton: true, requiredVersion: `^${version}` },
      });
      // What a remote's runtime calls to use it: a promise of a factory of the shell's own module.
      const factory = await provider?.get();
      expect(factory?.()).toBe(provider?.lib());
    }
  });

  it('also provide the subpaths the federation plugin shares by itself', () => {
    const scope = hostShareScope();
    expect(Object.keys(scope)).toEqual(expect.arrayContaining(['react/jsx-runtime', 'react-dom/client', 'zustand/vanilla']));
    expect(Object.keys(scope['react/jsx-runtime'] ?? {})).toEqual([sharedSingletons.react]);
  });
});
