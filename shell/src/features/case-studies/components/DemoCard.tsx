import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@meitheal/ui';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DemoImplementation } from '../../../content/implementations';

interface DemoCardProps {
  demo: DemoImplementation;
  /** Visible link text; the card title is added for screen readers so every link makes sense alone. */
  linkLabel: string;
}

/** One live demo: industry, what it does and a link to try it. */
export function DemoCard({ demo, linkLabel }: DemoCardProps) {
  const Icon = demo.icon;
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="mb-2 flex items-center justify-between gap-3">
          <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <Badge variant="success">Live Demo</Badge>
        </div>
        <p className="text-sm font-semibold text-brand-700">{demo.industry}</p>
        <CardTitle>{demo.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        <CardDescription>{demo.description}</CardDescription>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to={demo.href}>
            {linkLabel}
            <span className="sr-only">: {demo.title}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
