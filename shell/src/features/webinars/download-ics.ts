import { buildWebinarIcs, icsFileName } from './ics';
import type { Webinar } from './webinar';

/** Builds the calendar file at click time and hands it to the browser as a download. */
export function downloadWebinarIcs(webinar: Webinar): void {
  const blob = new Blob([buildWebinarIcs(webinar, new Date())], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = icsFileName(webinar);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next tick: some browsers start the download asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
