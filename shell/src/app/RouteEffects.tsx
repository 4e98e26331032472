import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What a full page load would do, done on client-side navigation: update the
 * head, scroll to the top or to the #anchor, and move focus to the content so
 * screen readers announce the new page.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    // Prerendered pages arrive with their head; later pages load the head
    // table (every page's title and description) on the first navigation.
    if (!isFirst) {
      import('../features/seo')
        .then(({ applyHead, headFor }) => applyHead(headFor(pathname, new Date())))
        .catch((error: unknown) => console.warn('The page title could not be updated.', error));
    }
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    if (isFirst) return;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return null;
}
