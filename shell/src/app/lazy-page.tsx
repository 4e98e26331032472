import { use, type ComponentType } from 'react';
import { componentLoader } from '../lib/component-loader';

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
  const loader = componentLoader(load);
  function Page() {
    if (!loader.loaded) use(loader.load());
    const Component = loader.loaded as ComponentType;
    return <Component />;
  }
  Page.preload = () => loader.load();
  return Page;
}
