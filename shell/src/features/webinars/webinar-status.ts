import type { Webinar } from './webinar';

export type WebinarStatus = 'upcoming' | 'completed';

/**
 * An event is upcoming until its end time has passed. Start and end carry
 * their Irish offset, so comparing instants is correct in Europe/Dublin
 * whatever time zone the visitor's device is in.
 */
export function webinarStatus(webinar: Webinar, now: Date): WebinarStatus {
  return Date.parse(webinar.end) > now.getTime() ? 'upcoming' : 'completed';
}

export interface WebinarSchedule {
  /** The next event to start, or undefined when nothing is announced. */
  featured: Webinar | undefined;
  /** Further upcoming events after the featured one, soonest first. */
  laterUpcoming: Webinar[];
  /** Completed events, most recent first. */
  past: Webinar[];
}

export function scheduleWebinars(webinars: readonly Webinar[], now: Date): WebinarSchedule {
  const byStart = [...webinars].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const upcoming = byStart.filter((webinar) => webinarStatus(webinar, now) === 'upcoming');
  const past = byStart.filter((webinar) => webinarStatus(webinar, now) === 'completed').reverse();
  const [featured, ...laterUpcoming] = upcoming;
  return { featured, laterUpcoming, past };
}
