import { Badge, Card, CardContent } from '@meitheal/ui';
import { durationMinutes } from '../format-webinar-time';
import type { Webinar } from '../webinar';
import { AddToCalendarButton } from './AddToCalendarButton';
import { PresenterList } from './PresenterList';
import { RegisterButton } from './RegisterButton';
import { WebinarWhen } from './WebinarWhen';

export function FeaturedWebinarCard({ webinar }: { webinar: Webinar }) {
  return (
    <Card tone="brand" className="overflow-hidden">
      {/* A roomier header than CardHeader's, on a brand tint. */}
      <div className="flex flex-col gap-3 bg-brand-50 p-6">
        <div className="flex flex-wrap gap-2">
          <Badge variant="accent">Live Event</Badge>
          <Badge>Webinar {webinar.number}</Badge>
        </div>
        <p className="text-sm font-semibold text-brand-700">{webinar.series}</p>
        <h3 className="text-2xl font-bold text-brand-900 sm:text-3xl">{webinar.title}</h3>
        <p className="text-lg text-muted-foreground">{webinar.subtitle}</p>
        <WebinarWhen webinar={webinar} />
      </div>
      <CardContent className="grid gap-8 pt-6 md:grid-cols-2">
        <div>
          <p className="text-base">{webinar.description}</p>
          <h4 className="mt-6 font-semibold text-brand-900">What we will cover</h4>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
            {webinar.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col gap-6">
          <div>
            <h4 className="mb-3 font-semibold text-brand-900">Presenters</h4>
            <PresenterList presenters={webinar.presenters} />
          </div>
          <dl className="grid grid-cols-2 gap-4 rounded-lg bg-muted p-4">
            <div>
              <dt className="text-sm text-muted-foreground">Duration</dt>
              <dd className="font-semibold">{durationMinutes(webinar.start, webinar.end)} minutes</dd>
            </div>
            <div>
              <dt className="text-sm text-muted-foreground">Target Audience</dt>
              <dd className="font-semibold">{webinar.audience}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-3">
            <RegisterButton webinar={webinar} />
            <AddToCalendarButton webinar={webinar} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
