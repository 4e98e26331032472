import { Badge } from '@meitheal/ui';
import type { GeneratedBy } from '../../../../supabase/functions/_shared/contract.ts';
import { AI_BADGE_LABEL } from './answer-wording';

/** Says so when a language model worded the answer; nothing when our composer did. */
export function AiBadge({ generatedBy, className }: { generatedBy: GeneratedBy; className?: string }) {
  if (generatedBy !== 'model') return null;
  return (
    <Badge
      variant="outline"
      className={className}
      title="A language model worded this from our material; the figures it may use and the sources are ours."
    >
      {AI_BADGE_LABEL}
    </Badge>
  );
}
