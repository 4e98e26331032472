import { Card } from '@meitheal/ui';
import { LOGISTICS_WORDING, wordingStep } from '@meitheal/ui/demo-kit';
import { Info } from 'lucide-react';

const wording = wordingStep(LOGISTICS_WORDING);

/** What every reply contains, and who writes it. */
export function InfoPanel() {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-base font-semibold text-foreground">
        <Info aria-hidden="true" className="size-4" />
        What each reply contains
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        <li>An executive takeaway of 2 sentences</li>
        <li>5 to 7 guidance bullets for your area and your question</li>
        <li>Options with the decision criteria for each</li>
        <li>Next steps for the next 30 and 90 days</li>
        <li>The sources used, with their dates, and every live source tried</li>
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">
        Give figures such as fleet size, lanes or budget and the brief uses them. Guidance, not legal or tax advice.
      </p>
      <h3 className="mt-3 text-sm font-semibold text-foreground">Who writes the brief</h3>
      <p className="mt-1 text-sm text-muted-foreground">{wording.text}</p>
    </Card>
  );
}
