import { FeatureGrid } from '../../components/FeatureGrid';
import { NumberedSteps } from '../../components/NumberedSteps';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { pilotApproach, pilotDeliverables, whyPilot } from '../../content/services/pilot';
import { ConsultationCta } from '../../features/services/components/ConsultationCta';

export default function PilotPage() {
  return (
    <>
      <PageHero
        eyebrow="Step 3: Pilot"
        title="AI Pilot Implementation"
        intro="Put AI to work inside your day-to-day operations, with measurable results, before you commit to a full rollout."
      />
      <Section title="Why Pilot?">
        <div className="mx-auto max-w-3xl space-y-4 text-lg">
          {whyPilot.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title="Our Approach" className="bg-muted">
        <NumberedSteps steps={pilotApproach} />
      </Section>
      <Section title="What you receive" intro="Eight deliverables that take you from pilot to confident rollout.">
        <FeatureGrid features={pilotDeliverables} />
      </Section>
      <ConsultationCta
        title="Ready to run AI in your business?"
        text="Book a free consultation to plan a pilot around your operations, your team and the results that matter to you."
      />
    </>
  );
}
