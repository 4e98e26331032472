import { Button } from '@meitheal/ui';
import { ArrowDown } from 'lucide-react';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { trackConsultationRequest } from '../../analytics';
import { AssessReadinessLink } from '../../assessment-cta/AssessReadinessLink';

export const contactSectionId = 'contact-section';

/**
 * The h1 is the page's largest contentful paint: it stays plain text in the
 * system font, with no image behind it and no entrance animation.
 */
export function HeroSection() {
  return (
    <section className="bg-brand-900 px-4 py-20 text-white sm:py-28">
      <div className="mx-auto max-w-4xl text-center">
        <p className="mb-4 text-sm font-semibold tracking-wide text-accent-400 uppercase">Practical AI for Irish businesses</p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl md:text-6xl">Unlock AI-Driven Profit for Irish SMEs</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">
          We help small and medium businesses use AI to raise revenue, cut costs and save time, one measured step at a time: plan, prove,
          pilot.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          {/* Wraps on the narrowest phones instead of widening the page. */}
          <Button asChild size="lg-wrap" variant="accent">
            <a
              href={`#${contactSectionId}`}
              onClick={(event) => {
                trackConsultationRequest();
                if (scrollToSection(contactSectionId)) event.preventDefault();
              }}
            >
              Get Your Free AI Consultation Now
              <ArrowDown aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" variant="inverse">
            <AssessReadinessLink />
          </Button>
        </div>
      </div>
    </section>
  );
}
