import { Button } from '@meitheal/ui';
import { memo, Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { componentLoader } from './component-loader';

export interface Island {
  (): React.ReactNode;
  /** Loads the island's code; called by the prerender and when the island is needed. */
  load: () => Promise<void>;
}

const islands: Island[] = [];

/**
 * Loads every island defined so far, and those their code defines in turn
 * (an island inside an island), so the prerender renders the real content.
 */
export async function loadDefinedIslands(): Promise<void> {
  let loaded = 0;
  while (loaded < islands.length) {
    const batch = islands.slice(loaded);
    loaded = islands.length;
    await Promise.all(batch.map((island) => island.load()));
  }
}

/**
 * A part of a prerendered page whose code loads only when the visitor comes
 * near it. Until then its server HTML stays on screen: during hydration the
 * island suspends, and React keeps a suspended boundary's markup as it is.
 */
export function defineIsland(importIsland: () => Promise<{ default: ComponentType }>): Island {
  const loader = componentLoader(importIsland);
  // Rendering waits for this rather than starting the import itself: the
  // island decides when to load (near the viewport, or on interaction).
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const load = () => loader.load().then(markReady);
  function IslandContent() {
    if (!loader.loaded) use(ready);
    const Component = loader.loaded as ComponentType;
    return <Component />;
  }
  IslandContent.load = load;
  islands.push(IslandContent);
  return IslandContent;
}

interface DeferredIslandProps {
  island: Island;
  /** How far below the viewport loading starts. */
  rootMargin?: string;
  className?: string;
}

/**
 * Memoised: a re-render of the page around a still-dehydrated island would
 * make React give up on its server HTML and show nothing until the code loads.
 */
export const DeferredIsland = memo(function DeferredIsland({
  island: IslandContent,
  rootMargin = '600px',
  className,
}: DeferredIslandProps) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(
    () =>
      void IslandContent.load().catch((error: unknown) => {
        console.error('A page section failed to load', error);
        setFailed(true);
      }),
    [IslandContent],
  );

  useEffect(() => {
    const element = container.current;
    // Rendered on the client (not hydrated): nothing to show until the code is in.
    if (!element || !element.hasChildNodes() || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin },
    );
    observer.observe(element);
    // A visitor who reaches the island by keyboard or pointer before it is in
    // view. Listened for on the document in the capture phase: React holds
    // back events aimed at content it has not hydrated yet.
    const loadWhenInside = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) load();
    };
    document.addEventListener('focusin', loadWhenInside, true);
    document.addEventListener('pointerover', loadWhenInside, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', loadWhenInside, true);
      document.removeEventListener('pointerover', loadWhenInside, true);
    };
  }, [load, rootMargin]);

  return (
    <div ref={container} className={className}>
      {failed ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>This part of the page could not be loaded. Check your connection and try again.</p>
          <Button
            variant="outline"
            onClick={() => {
              setFailed(false);
              load();
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        <Suspense fallback={null}>
          <IslandContent />
        </Suspense>
      )}
    </div>
  );
});
