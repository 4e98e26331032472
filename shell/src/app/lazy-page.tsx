import { use, type ComponentType } from 'react';
import { componentLoader } from '../lib/component-loader';

export interface LazyPage<Props extends object = object> {
  (props: Props): React.ReactNode;
  /** Loads the page's chunk; called before hydration so the first render is synchronous. */
  preload: () => Promise<void>;
}

/**
 * A code-split page (or route content) that can be loaded ahead of rendering.
 * React.lazy always suspends on its first render, which would throw away
 * prerendered HTML during hydration; a page preloaded here renders
 * synchronously instead.
 */
export function lazyPage<Props extends object = object>(load: () => Promise<{ default: ComponentType<Props> }>): LazyPage<Props> {
  const loader = componentLoader(load);
  function Page(props: Props) {
    if (!loader.loaded) use(loader.load());
    const Component = loader.loaded as ComponentType<Props>;
    return <Component {...props} />;
  }
  Page.preload = () => loader.load();
  return Page;
}
