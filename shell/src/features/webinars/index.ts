export { TodayProvider } from './TodayProvider';
export { useToday } from './use-today';
export { upcomingWebinars } from './upcoming-webinars';
