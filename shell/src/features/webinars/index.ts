export { TodayProvider } from './TodayProvider';
export { useToday } from './use-today';
export { upcomingWebinars } from './upcoming-webinars';
export { scheduleWebinars, webinarStatus, type WebinarSchedule, type WebinarStatus } from './webinar-status';
export type { Presenter, Webinar } from './webinar';
