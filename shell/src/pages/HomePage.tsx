import { ContactSection } from '../features/home/components/ContactSection';
import { CtaBand } from '../features/home/components/CtaBand';
import { HeroSection } from '../features/home/components/HeroSection';
import { ImplementationsSection } from '../features/home/components/ImplementationsSection';
import { JourneySection } from '../features/home/components/JourneySection';
import { ProfitTriangleSection } from '../features/home/components/ProfitTriangleSection';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <ProfitTriangleSection />
      <JourneySection />
      <ImplementationsSection />
      <ContactSection />
      <CtaBand />
    </>
  );
}
