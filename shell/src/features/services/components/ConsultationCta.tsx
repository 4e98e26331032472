import { Button } from '@meitheal/ui';
import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { trackConsultationRequest } from '../../analytics';

interface ConsultationCtaProps {
  title: string;
  text: string;
  /** Button text; services use 'Schedule Consultation' unless a page names its own. */
  label?: string;
}

/** Closing band of a service page, leading to the contact form on the home page. */
export function ConsultationCta({ title, text, label = 'Schedule Consultation' }: ConsultationCtaProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-900 px-4 py-16 text-white">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{text}</p>
        <Button asChild size="lg" variant="accent" className="mt-8">
          <Link to="/#contact-section" onClick={() => trackConsultationRequest()}>
            <CalendarCheck aria-hidden="true" />
            {label}
          </Link>
        </Button>
      </div>
    </section>
  );
}
