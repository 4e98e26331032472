import { Badge } from '@meitheal/ui';
import { Building2, Lightbulb, Users, type LucideIcon } from 'lucide-react';
import type { PlaceholderIcon, PlaceholderStory } from '../../../content/placeholder-stories';

const icons: Record<PlaceholderIcon, LucideIcon> = { building: Building2, users: Users, lightbulb: Lightbulb };

/** A story still being written up, shown so visitors see which sectors are next. */
export function ComingSoonCard({ story }: { story: PlaceholderStory }) {
  const Icon = icons[story.icon ?? 'building'];
  return (
    <div className="flex h-full flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border bg-muted p-6 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-background text-brand-700">
        <Icon aria-hidden="true" className="size-6" data-icon={story.icon ?? 'building'} />
      </span>
      <Badge variant="outline">Coming Soon</Badge>
      <h3 className="text-lg font-semibold text-brand-900">{story.industry}</h3>
      <p className="text-muted-foreground">{story.description}</p>
    </div>
  );
}
