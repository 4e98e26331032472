import { webinars } from '../../content/webinars';
import type { Webinar } from './webinar';
import { scheduleWebinars } from './webinar-status';

/** Events not yet over on `today`, soonest first (used for the page's structured data too). */
export function upcomingWebinars(today: Date, list: readonly Webinar[] = webinars): Webinar[] {
  const { featured, laterUpcoming } = scheduleWebinars(list, today);
  return featured ? [featured, ...laterUpcoming] : [];
}
