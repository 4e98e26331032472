import { Button } from '@meitheal/ui';
import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { AssessReadinessLink } from '../../assessment-cta/AssessReadinessLink';
import { ContactMailLink } from '../../site-config/ContactMailLink';

export function CtaBand() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-900 px-4 py-16 text-white">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          Ready to find out what AI can do for your business?
        </h2>
        <p className="mt-4 text-lg text-brand-100">
          Take our free 16-question readiness assessment, or book a consultation and talk it through with us.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <Button asChild size="lg" variant="accent">
            <AssessReadinessLink />
          </Button>
          <Button asChild size="lg" variant="inverse">
            <ContactMailLink subject="Schedule Consultation" intent="consultation">
              <CalendarCheck aria-hidden="true" />
              Schedule Consultation
            </ContactMailLink>
          </Button>
        </div>
      </div>
    </section>
  );
}
