import type { ComponentType } from 'react';

export interface ComponentLoader {
  /** The component once its module has loaded, for a synchronous render. */
  readonly loaded: ComponentType | undefined;
  /** Imports the module once; after a failure the next call tries again. */
  load(): Promise<void>;
}

export function componentLoader(importModule: () => Promise<{ default: ComponentType }>): ComponentLoader {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      pending ??= importModule().then(
        (module) => {
          loaded = module.default;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
