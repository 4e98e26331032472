import { useContext, useSyncExternalStore } from 'react';
import { TodayContext } from './today-context';

/** Today's date: the render date during hydration, the visitor's clock after (see TodayProvider). */
export function useToday(): Date {
  const store = useContext(TodayContext);
  if (!store) throw new Error('useToday() needs a <TodayProvider today={buildDate}> above it.');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
