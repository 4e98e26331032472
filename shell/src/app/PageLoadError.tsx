import { Button } from '@meitheal/ui';

/**
 * Shown when a page's code cannot be loaded, typically a tab left open across
 * a deploy (the old chunks are gone) or a lost connection. A full reload
 * fetches the current build.
 */
export function PageLoadError() {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="mb-3 text-2xl font-bold">This page could not be loaded</h1>
      <p className="mb-6 text-muted-foreground">
        The site may have been updated since you opened it, or your connection dropped. Reloading usually fixes it.
      </p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}
