import type { ComponentType } from 'react';

export interface ComponentLoader<Props extends object = object> {
  /** The component once its module has loaded, for a synchronous render. */
  readonly loaded: ComponentType<Props> | undefined;
  /** Imports the module once; after a failure the next call tries again. */
  load(): Promise<void>;
}

export function componentLoader<Props extends object = object>(
  importModule: () => Promise<{ default: ComponentType<Props> }>,
): ComponentLoader<Props> {
  let loaded: ComponentType<Props> | undefined;
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
