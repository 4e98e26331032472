import { FeatureGrid } from '../../components/FeatureGrid';
import { NumberedSteps } from '../../components/NumberedSteps';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { proofOfConceptFeatures, proofOfConceptMethodology, prototypingReasons } from '../../content/services/proof-of-concept';
import { ConsultationCta } from '../../features/services/components/ConsultationCta';

export default function ProofOfConceptPage() {
  return (
    <>
      <PageHero
        eyebrow="Step 2: Prove"
        title="Proof of Concept Development"
        intro="See AI working on your own data before you scale. We build a focused proof of concept that shows real savings or revenue gains at small scale."
      />
      <Section title="What a proof of concept gives you">
        <FeatureGrid features={proofOfConceptFeatures} />
      </Section>
      <Section
        title="Our six-step methodology"
        intro="A step-by-step path from idea to measured result, with you involved at every step."
        className="bg-muted"
      >
        <NumberedSteps steps={proofOfConceptMethodology} />
      </Section>
      <Section title="Why choose prototyping?">
        <NumberedSteps steps={prototypingReasons} />
      </Section>
      <ConsultationCta
        title="Have an idea worth proving?"
        text="Tell us about it in a free consultation and we will scope a proof of concept with a fixed price and a clear measure of success."
      />
    </>
  );
}
