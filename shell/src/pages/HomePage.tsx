import { ContactSection } from '../features/home/components/ContactSection';
import { HeroSection } from '../features/home/components/HeroSection';
import { ctaBandIsland, implementationsIsland, journeyIsland, profitTriangleIsland } from '../features/home/home-islands';
import { DeferredIsland } from '../lib/deferred-island';

// The sections are light: their code can start loading a little before they scroll in.
const sectionMargin = '200px';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <DeferredIsland island={profitTriangleIsland} rootMargin={sectionMargin} />
      <DeferredIsland island={journeyIsland} rootMargin={sectionMargin} />
      <DeferredIsland island={implementationsIsland} rootMargin={sectionMargin} />
      <ContactSection />
      <DeferredIsland island={ctaBandIsland} rootMargin={sectionMargin} />
    </>
  );
}
