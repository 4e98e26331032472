import { Button, Card } from '@meitheal/ui';
import { BellRing } from 'lucide-react';
import { ContactMailLink } from '../../site-config/ContactMailLink';

export const notifySubject = 'Notify me about upcoming webinars';

/** Fills the featured slot between series, so the page never advertises a date that has passed. */
export function NoUpcomingWebinarCard() {
  return (
    <Card className="border-dashed">
      <div className="flex flex-col items-center gap-4 p-10 text-center">
        <BellRing aria-hidden="true" className="size-10 text-brand-600" />
        <h3 className="text-2xl font-bold text-brand-900">No upcoming webinars are scheduled right now</h3>
        <p className="max-w-xl text-muted-foreground">
          Our next series is being planned. Get notified and we will send you the dates as soon as registration opens.
        </p>
        <Button asChild size="lg">
          <ContactMailLink subject={notifySubject}>Get notified</ContactMailLink>
        </Button>
      </div>
    </Card>
  );
}
