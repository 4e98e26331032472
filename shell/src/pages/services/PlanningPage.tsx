import { FeatureGrid } from '../../components/FeatureGrid';
import { NumberedSteps } from '../../components/NumberedSteps';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { planningFeatures, planningTimeline } from '../../content/services/planning';
import { ConsultationCta } from '../../features/services/components/ConsultationCta';

export default function PlanningPage() {
  return (
    <>
      <PageHero
        eyebrow="Step 1: Plan"
        title="AI Strategy Planning"
        intro="Know exactly where AI will pay off before you spend a euro on it. We assess your business and data readiness and build a tailored AI roadmap around your goals."
      />
      <Section title="What you get" intro="A practical plan your team can act on, not a report that sits on a shelf.">
        <FeatureGrid features={planningFeatures} />
      </Section>
      <Section title="Our planning process" intro="Three stages, usually completed within three months." className="bg-muted">
        <NumberedSteps steps={planningTimeline} />
      </Section>
      <ConsultationCta
        title="Start with a plan you can trust"
        text="Book a free consultation and we will show you where AI could make the biggest difference to your business."
      />
    </>
  );
}
