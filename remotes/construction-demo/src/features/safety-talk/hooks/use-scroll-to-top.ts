import { useEffect } from 'react';

/** The page opens at the top, even when the visitor arrives from far down another page. */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
