import { webinars } from '../../content/webinars';
import { durationMinutes, formatWebinarDate } from './format-webinar-time';
import type { Webinar } from './webinar';
import { scheduleWebinars } from './webinar-status';

/**
 * The webinars page's search description on `today`: it names the next date
 * only while one is announced, so the page never promises dates it lacks.
 */
export function webinarsDescription(today: Date, list: readonly Webinar[] = webinars): string {
  const { featured, past } = scheduleWebinars(list, today);
  const pastSessions = past.length > 0 ? 'catch up on past sessions' : 'see what each one covers';
  if (!featured) {
    return `Free webinars on practical AI for Irish SME leaders. No date is set for the next session yet: ${pastSessions}, their topics and presenters.`;
  }
  return `Free ${durationMinutes(featured.start, featured.end)}-minute webinars on practical AI for Irish SME leaders. The next one is on ${formatWebinarDate(featured.start)}: register now, or ${pastSessions}.`;
}
