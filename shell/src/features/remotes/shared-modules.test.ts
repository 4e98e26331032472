import { sharedSingletons } from '@meitheal/federation';
import { describe, expect, it } from 'vitest';
import { hostSharedModules, sharedApiDifferences } from './shared-modules';

describe('host shared modules', () => {
  it('provide exactly the curated API remotes may import, no name missing and none extra', () => {
    expect(sharedApiDifferences()).toEqual([]);
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
