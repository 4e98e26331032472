import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { applyHead, headFor } from '../features/seo';

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
    if (!isFirst) applyHead(headFor(pathname));
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
