import { Badge, Card, CardContent, CardHeader, CardTitle } from '@meitheal/ui';
import type { Webinar } from '../webinar';
import { AddToCalendarButton } from './AddToCalendarButton';
import { RegisterButton } from './RegisterButton';
import { WebinarWhen } from './WebinarWhen';

/** A later upcoming event, shown more compactly than the featured one. */
export function UpcomingWebinarCard({ webinar }: { webinar: Webinar }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="accent">Upcoming</Badge>
          <Badge variant="outline">Webinar {webinar.number}</Badge>
        </div>
        <CardTitle>{webinar.title}</CardTitle>
        <WebinarWhen webinar={webinar} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground">{webinar.description}</p>
        <div className="flex flex-wrap gap-3">
          <RegisterButton webinar={webinar} />
          <AddToCalendarButton webinar={webinar} />
        </div>
      </CardContent>
    </Card>
  );
}
