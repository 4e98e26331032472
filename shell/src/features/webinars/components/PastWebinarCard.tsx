import { Badge, Card, CardContent, CardHeader, CardTitle } from '@meitheal/ui';
import { formatWebinarDate } from '../format-webinar-time';
import type { Webinar } from '../webinar';

export function PastWebinarCard({ webinar }: { webinar: Webinar }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">Completed</Badge>
          <Badge variant="outline">Webinar {webinar.number}</Badge>
        </div>
        <CardTitle>{webinar.title}</CardTitle>
        <p className="text-sm text-muted-foreground">
          <time dateTime={webinar.start}>{formatWebinarDate(webinar.start)}</time>
        </p>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground">{webinar.description}</p>
      </CardContent>
    </Card>
  );
}
