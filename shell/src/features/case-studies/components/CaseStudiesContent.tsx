import { Button } from '@meitheal/ui';
import { Mail } from 'lucide-react';
import { PageHero } from '../../../components/PageHero';
import { Section } from '../../../components/Section';
import { implementations } from '../../../content/implementations';
import { ContactMailLink } from '../../site-config/ContactMailLink';
import { DemoCard } from './DemoCard';

export const discussSubject = 'Discuss an AI Implementation for My Business';

export function CaseStudiesContent() {
  return (
    <>
      <PageHero
        eyebrow="Live AI demos"
        title="Industry Implementations"
        intro="Working demos of AI for Irish industries. Each one is live: try it with your own questions and see what AI could do in your business."
      />
      <Section title="Try a live demo">
        <ul className="grid gap-6 md:grid-cols-2">
          {implementations.map((demo) => (
            <li key={demo.href}>
              <DemoCard demo={demo} linkLabel={demo.linkLabel} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Want something like this for your business?"
        intro="Every demo started as a conversation about a real problem. Tell us about yours and we will show you what is possible."
        className="bg-brand-50"
      >
        <div className="flex justify-center">
          <Button asChild size="lg">
            <ContactMailLink subject={discussSubject} intent="consultation">
              <Mail aria-hidden="true" />
              Discuss Your Implementation
            </ContactMailLink>
          </Button>
        </div>
      </Section>
    </>
  );
}
