import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@meitheal/ui';
import type { LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** One benefit or deliverable in a grid of cards. */
export function FeatureCard({ icon: Icon, title, description }: Feature) {
  return (
    <Card className="h-full">
      <CardHeader>
        <span className="mb-2 inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{description}</CardDescription>
      </CardContent>
    </Card>
  );
}
