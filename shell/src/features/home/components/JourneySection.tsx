import { Badge, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@meitheal/ui';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Section } from '../../../components/Section';
import { journey } from '../../../content/journey';

export function JourneySection() {
  return (
    <Section
      title="Our 3-Step AI Journey"
      intro="Every engagement follows the same low-risk path, so you only invest more once the results are proven."
      className="bg-muted"
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {journey.map((stage, index) => {
          const Icon = stage.icon;
          return (
            <li key={stage.step}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <div className="mb-2 flex items-center gap-3">
                    <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <Badge variant="secondary">Step {index + 1}</Badge>
                  </div>
                  <CardTitle>
                    {stage.step}: {stage.title}
                  </CardTitle>
                </CardHeader>
                <CardContent className="flex-1">
                  <CardDescription>{stage.description}</CardDescription>
                </CardContent>
                <CardFooter>
                  <Link
                    to={stage.href}
                    className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {stage.linkLabel}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </CardFooter>
              </Card>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
