import { Button } from '@meitheal/ui';
import { Mail } from 'lucide-react';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { placeholderStories } from '../content/placeholder-stories';
import { testimonials } from '../content/testimonials';
import { AssessReadinessLink } from '../features/assessment-cta/AssessReadinessLink';
import { ContactMailLink } from '../features/site-config/ContactMailLink';
import { ComingSoonCard } from '../features/success-stories/components/ComingSoonCard';
import { TestimonialCard } from '../features/success-stories/components/TestimonialCard';

export default function SuccessStoriesPage() {
  return (
    <>
      <PageHero
        eyebrow="Customer Success Stories"
        title="Real Results for Irish Businesses"
        intro="How SMEs across Ireland are using AI to work smarter, in their own words."
      />
      <Section title="Stories from our customers">
        <ul aria-label="Success stories" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.customerName} className={testimonial.featured ? 'md:col-span-2 lg:col-span-3' : undefined}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
          {placeholderStories.map((story) => (
            <li key={story.industry}>
              <ComingSoonCard story={story} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Could your business be our next success story?"
        intro="Let's talk about what AI could do for you, or find out where you stand with our free readiness assessment."
        className="bg-brand-50"
      >
        <div className="flex flex-col justify-center gap-4 sm:flex-row">
          <Button asChild size="lg">
            <ContactMailLink subject="Discuss a Success Story for My Business" intent="consultation">
              <Mail aria-hidden="true" />
              Start Your Journey
            </ContactMailLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <AssessReadinessLink />
          </Button>
        </div>
      </Section>
    </>
  );
}
