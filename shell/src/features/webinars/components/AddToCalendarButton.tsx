import { Button } from '@meitheal/ui';
import { CalendarPlus } from 'lucide-react';
import { downloadWebinarIcs } from '../download-ics';
import type { Webinar } from '../webinar';

export function AddToCalendarButton({ webinar }: { webinar: Webinar }) {
  return (
    <Button type="button" size="lg" variant="outline" onClick={() => downloadWebinarIcs(webinar)}>
      <CalendarPlus aria-hidden="true" />
      Add to calendar <span className="sr-only">(downloads an .ics file)</span>
    </Button>
  );
}
