import { Card } from '@meitheal/ui';
import { useId } from 'react';
import { useScrollToTop } from '../hooks/use-scroll-to-top';
import { Disclaimer } from './Disclaimer';
import { HowItWorks } from './HowItWorks';
import { KnowledgeBaseStatus } from './KnowledgeBaseStatus';
import { SafetyTalkGenerator } from './SafetyTalkGenerator';

/** The /case-studies/construction page. */
export function SafetyAssistantPage() {
  const headingId = useId();
  useScrollToTop();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
      <h1 id={headingId} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        Construction Safety Assistant
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">
        Describe today&rsquo;s work and get a toolbox talk you can deliver in ten minutes, grounded in the Health and Safety
        Authority&rsquo;s guidance.
      </p>
      <div className="mt-4">
        <KnowledgeBaseStatus />
      </div>
      <Card className="mt-6 p-6 sm:p-8">
        <SafetyTalkGenerator />
      </Card>
      <div className="mt-8 grid gap-6">
        <HowItWorks />
        <Disclaimer />
      </div>
    </section>
  );
}
