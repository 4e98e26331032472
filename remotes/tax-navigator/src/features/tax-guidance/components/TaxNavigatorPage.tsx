import { Card } from '@meitheal/ui';
import { useId } from 'react';
import { CoveredAreas } from './CoveredAreas';
import { Disclaimer } from './Disclaimer';
import { HowItWorks } from './HowItWorks';
import { TaxQuestionForm } from './TaxQuestionForm';

/** The /case-studies/tax-navigator page. */
export function TaxNavigatorPage() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        Irish Tax Navigator
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Ask an Irish tax question and get this year&rsquo;s figure, the rule behind it, the conditions that matter to a small business, and
        a link to the official source.
      </p>
      <Card className="mt-6 p-6 sm:p-8">
        <TaxQuestionForm />
      </Card>
      <div className="mt-8 grid gap-6">
        <HowItWorks />
        <CoveredAreas />
        <Disclaimer />
      </div>
    </section>
  );
}
