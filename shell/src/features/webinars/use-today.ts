import { useContext } from 'react';
import { TodayContext } from './today-context';

/** Today's date, fixed for the render (see TodayProvider). */
export function useToday(): Date {
  const today = useContext(TodayContext);
  if (!today) throw new Error('useToday() needs a <TodayProvider today={buildDate}> above it.');
  return today;
}
