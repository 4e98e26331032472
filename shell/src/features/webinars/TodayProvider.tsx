import { useEffect, useState, type ReactNode } from 'react';
import { TodayContext, type TodayStore } from './today-context';

interface TodayProviderProps {
  /**
   * The date of the first render. Pass the build date both when prerendering
   * and when hydrating, so the server HTML and the first client render agree.
   */
  today: Date;
  children: ReactNode;
}

const refreshEveryMs = 60_000;

function createTodayStore(renderedFor: Date) {
  let current = renderedFor;
  const listeners = new Set<() => void>();
  const store: TodayStore & { set(date: Date): void } = {
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => current,
    getServerSnapshot: () => renderedFor,
    set(date) {
      current = date;
      for (const listener of listeners) listener();
    },
  };
  return store;
}

/**
 * Provides the current date to time-dependent pages. After hydration it
 * switches to the visitor's clock and keeps it fresh, so an event that ends
 * while the page is open moves to Past Webinars.
 */
export function TodayProvider({ today, children }: TodayProviderProps) {
  const [store] = useState(() => createTodayStore(today));

  useEffect(() => {
    store.set(new Date());
    const timer = window.setInterval(() => store.set(new Date()), refreshEveryMs);
    return () => window.clearInterval(timer);
  }, [store]);

  return <TodayContext value={store}>{children}</TodayContext>;
}
