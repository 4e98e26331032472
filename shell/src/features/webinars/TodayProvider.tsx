import { useEffect, useState, type ReactNode } from 'react';
import { TodayContext } from './today-context';

interface TodayProviderProps {
  /**
   * The date of the first render. Pass the build date both when prerendering
   * and when hydrating, so the server HTML and the first client render agree.
   */
  today: Date;
  children: ReactNode;
}

const refreshEveryMs = 60_000;

/**
 * Provides the current date to time-dependent pages. After hydration it
 * switches to the visitor's clock and keeps it fresh, so an event that ends
 * while the page is open moves to Past Webinars.
 */
export function TodayProvider({ today, children }: TodayProviderProps) {
  const [current, setCurrent] = useState(today);

  useEffect(() => {
    setCurrent(new Date());
    const timer = window.setInterval(() => setCurrent(new Date()), refreshEveryMs);
    return () => window.clearInterval(timer);
  }, []);

  return <TodayContext value={current}>{children}</TodayContext>;
}
