import { Button } from '@meitheal/ui';
import { CheckCircle2, Home, Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { NumberedSteps } from '../components/NumberedSteps';
import { fireConversionOnce } from '../features/analytics/conversion';
import { ContactMailLink } from '../features/site-config/ContactMailLink';
import { useContactEmail } from '../features/site-config/use-contact-email';

const nextSteps = [
  {
    title: 'We read your message',
    description: 'The founder reads every enquiry personally and looks into your business before replying.',
  },
  {
    title: 'We reply within 24 hours',
    description: 'You get a personal reply with a few questions and times for a free consultation call.',
  },
  {
    title: 'Your free consultation',
    description: 'A 30-minute call to talk through your goals and where AI could make the biggest difference.',
  },
];

export default function FormSubmittedPage() {
  const email = useContactEmail();

  useEffect(() => {
    fireConversionOnce();
  }, []);

  return (
    <div className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-16 text-success" />
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-brand-900">Thank You!</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Your message has been sent. We will get back to you within 24 hours.
        </p>

        <h2 className="mt-14 mb-8 text-2xl font-bold text-brand-900">What happens next?</h2>
        <div className="text-left">
          <NumberedSteps steps={nextSteps} />
        </div>

        <p className="mt-12 text-muted-foreground">
          Need to add something? Email us directly at{' '}
          <ContactMailLink className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4">
            <Mail aria-hidden="true" className="size-4" />
            {email}
          </ContactMailLink>
        </p>

        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/">
              <Home aria-hidden="true" />
              Home
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/case-studies">View Our Work</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
