import { Button } from '@meitheal/ui';
import { ArrowLeft, CalendarCheck, Quote } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Section } from '../components/Section';
import { imsConnectStory as story } from '../content/ims-connect-story';
import { ContactMailLink } from '../features/site-config/ContactMailLink';
import { CheckList } from '../features/success-stories/components/CheckList';
import { ResultsGrid } from '../features/success-stories/components/ResultsGrid';

export default function ImsConnectStoryPage() {
  const { testimonial } = story;
  return (
    <article>
      <header className="bg-brand-50 px-4 py-12 sm:py-16">
        <div className="mx-auto max-w-4xl">
          <Link
            to="/success-stories"
            className="inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Success Stories
          </Link>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{story.title}</h1>
          <p className="mt-4 text-lg text-muted-foreground">{story.intro}</p>
          <figure className="mt-8 rounded-lg border-l-4 border-brand-600 bg-card p-6 shadow-sm">
            <Quote aria-hidden="true" className="mb-2 size-6 text-brand-500" />
            <blockquote className="text-lg text-brand-900">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-4 text-sm text-muted-foreground">
              <span className="font-semibold text-brand-900">{testimonial.customerName}</span>, {testimonial.jobTitle},{' '}
              {testimonial.company}
            </figcaption>
          </figure>
        </div>
      </header>

      <Section title="About the company">
        <dl className="mx-auto grid max-w-4xl gap-6 sm:grid-cols-3">
          {[
            ['Industry', story.company.industry],
            ['Location', story.company.location],
            ['Focus', story.company.focus],
          ].map(([term, detail]) => (
            <div key={term} className="rounded-lg border border-border bg-card p-5 text-center">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="mt-1 font-semibold text-brand-900">{detail}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <section aria-label="The challenge and our solution" className="bg-muted px-4 py-16">
        <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
          <div>
            <h2 className="mb-5 text-2xl font-bold text-brand-900">The Challenge</h2>
            <CheckList items={story.challenge} />
          </div>
          <div>
            <h2 className="mb-5 text-2xl font-bold text-brand-900">Our Solution</h2>
            <p className="mb-4 text-muted-foreground">
              Delivered through our{' '}
              <Link to="/services/planning" className="font-semibold text-primary underline underline-offset-4">
                AI Strategy &amp; Planning
              </Link>{' '}
              service:
            </p>
            <CheckList items={story.solution} />
          </div>
        </div>
      </section>

      <Section title="Results That Matter">
        <ResultsGrid results={story.results} />
      </Section>

      <Section title="Key Outcomes" className="bg-muted">
        <div className="mx-auto max-w-3xl text-lg">
          <CheckList items={story.outcomes} />
        </div>
      </Section>

      <Section
        title="Want the same clarity for your business?"
        intro="Book a strategy session and we will show you how our planning service would work for you."
        className="bg-brand-50"
      >
        <div className="flex flex-col justify-center gap-4 sm:flex-row">
          <Button asChild size="lg">
            <ContactMailLink subject="AI Strategy Planning Consultation" intent="consultation">
              <CalendarCheck aria-hidden="true" />
              Book Your Strategy Session
            </ContactMailLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/services/planning">Explore AI Strategy Planning</Link>
          </Button>
        </div>
      </Section>
    </article>
  );
}
