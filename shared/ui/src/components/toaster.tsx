import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { toastStore } from '../lib/toast-store';

// Radix Toast is not needed for first paint: pages that never toast never
// download it, which keeps it out of the home page's first-load budget.
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/** Mount once per app: renders the current toast, if any. */
export function Toaster() {
  const hasToast = useStore(toastStore, (state) => state.toasts.length > 0);
  if (!hasToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
