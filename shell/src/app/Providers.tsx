import type { ReactNode } from 'react';
import { TodayProvider } from '../features/webinars';

interface ProvidersProps {
  /** The date the page was rendered for (the build date when prerendered). */
  today: Date;
  children: ReactNode;
}

/** Page-wide context. Query context is added only where fetching happens (QueryProvider). */
export function Providers({ today, children }: ProvidersProps) {
  return <TodayProvider today={today}>{children}</TodayProvider>;
}
