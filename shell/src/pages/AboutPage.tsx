import { Button } from '@meitheal/ui';
import { ArrowLeft, CalendarCheck, Home } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Avatar } from '../components/Avatar';
import { founder } from '../content/founder';
import { ContactMailLink } from '../features/site-config/ContactMailLink';

export default function AboutPage() {
  return (
    <article className="px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-5xl">
        <Button asChild variant="ghost" className="mb-8">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <div className="grid items-start gap-10 md:grid-cols-[16rem_1fr]">
          <figure className="flex flex-col items-center gap-3 text-center">
            <Avatar name={founder.name} photo={founder.photo} size="xl" />
            <figcaption>
              <p className="font-semibold text-brand-900">{founder.name}</p>
              <p className="text-sm text-muted-foreground">{founder.role}, Meitheal AI</p>
            </figcaption>
          </figure>
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">About Meitheal AI</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Meet {founder.name}, our founder</h1>
            <div className="mt-6 space-y-4 text-lg">
              {founder.biography.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-10 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <ContactMailLink subject="Schedule a Consultation" intent="consultation">
                  <CalendarCheck aria-hidden="true" />
                  Schedule a Consultation
                </ContactMailLink>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/">
                  <Home aria-hidden="true" />
                  Home
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </article>
  );
}
