import { useEffect, useRef, useState } from 'react';

/**
 * Moves focus to the element when it first appears, if asked. Used on view
 * headings (tabIndex -1) so screen readers announce the new question or view.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  // Only the first render decides, so focus never jumps back on a later re-render.
  const [focusOnMount] = useState(enabled);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return ref;
}
