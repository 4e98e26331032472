import { CalendarDays, Clock } from 'lucide-react';
import { formatWebinarDate, formatWebinarTimeRange } from '../format-webinar-time';
import type { Webinar } from '../webinar';

/** Date and Irish-time range of a webinar. */
export function WebinarWhen({ webinar }: { webinar: Webinar }) {
  return (
    <div className="flex flex-col gap-2 text-brand-900 sm:flex-row sm:gap-6">
      <p className="flex items-center gap-2">
        <CalendarDays aria-hidden="true" className="size-5 text-brand-600" />
        <time dateTime={webinar.start}>{formatWebinarDate(webinar.start)}</time>
      </p>
      <p className="flex items-center gap-2">
        <Clock aria-hidden="true" className="size-5 text-brand-600" />
        {formatWebinarTimeRange(webinar.start, webinar.end)}
      </p>
    </div>
  );
}
