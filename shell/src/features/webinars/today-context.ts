import { createContext } from 'react';

/**
 * The clock pages treat as now. The context holds a store, not a date, so a
 * tick re-renders only the components that read the date: a changing context
 * value at the root would force React to hydrate every deferred part of the
 * page at once.
 */
export interface TodayStore {
  subscribe(onChange: () => void): () => void;
  /** The date now (after hydration). */
  getSnapshot(): Date;
  /** The date the page was rendered for (server render and hydration). */
  getServerSnapshot(): Date;
}

export const TodayContext = createContext<TodayStore | undefined>(undefined);
