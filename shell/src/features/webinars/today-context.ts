import { createContext } from 'react';

/** The date pages treat as now; undefined when no TodayProvider is mounted. */
export const TodayContext = createContext<Date | undefined>(undefined);
