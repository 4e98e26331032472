import { sharedSingletons } from '@meitheal/federation';
import { describe, expect, it } from 'vitest';
import { hostSharedModules, missingSharedApi } from './shared-modules';

describe('host shared modules', () => {
  it('provide every name of the curated API remotes may import', () => {
    expect(missingSharedApi()).toEqual([]);
  });

  it('provide every shared singleton as a loaded singleton of the declared version', () => {
    const provided = hostSharedModules();
    for (const [name, version] of Object.entries(sharedSingletons)) {
      expect(provided[name], name).toMatchObject({ version, loaded: true, shareConfig: { singleton: true } });
    }
  });

  it('also provide the subpaths the federation plugin shares by itself', () => {
    const provided = hostSharedModules();
    expect(Object.keys(provided)).toEqual(expect.arrayContaining(['react/jsx-runtime', 'react-dom/client', 'zustand/vanilla']));
    expect(provided['react/jsx-runtime']?.version).toBe(sharedSingletons.react);
  });
});
