import { use, type ComponentType } from 'react';

export interface LazyPage {
  (): React.ReactNode;
  /** Loads the page's chunk; called before hydration so the first render is synchronous. */
  preload: () => Promise<void>;
}

/**
 * A code-split page that can be loaded ahead of rendering. React.lazy always
 * suspends on its first render, which would throw away prerendered HTML during
 * hydration; a page preloaded here renders synchronously instead.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  function Page() {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}
