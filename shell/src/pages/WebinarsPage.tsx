import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { webinars } from '../content/webinars';
import { FeaturedWebinarCard } from '../features/webinars/components/FeaturedWebinarCard';
import { NoUpcomingWebinarCard } from '../features/webinars/components/NoUpcomingWebinarCard';
import { PastWebinarCard } from '../features/webinars/components/PastWebinarCard';
import { UpcomingWebinarCard } from '../features/webinars/components/UpcomingWebinarCard';
import { useToday } from '../features/webinars/use-today';
import { scheduleWebinars } from '../features/webinars/webinar-status';

export default function WebinarsPage() {
  const today = useToday();
  const { featured, laterUpcoming, past } = scheduleWebinars(webinars, today);

  return (
    <>
      <PageHero
        eyebrow="Free webinar series"
        title="AI Webinars for Irish SMEs"
        intro="Expert-led, 45-minute sessions on putting AI to work in small and medium businesses: practical examples, honest numbers and time for your questions."
      />
      <Section title="Featured Webinar">{featured ? <FeaturedWebinarCard webinar={featured} /> : <NoUpcomingWebinarCard />}</Section>
      {laterUpcoming.length > 0 && (
        <Section title="More upcoming webinars" className="pt-0">
          <ul className="grid gap-6 md:grid-cols-2">
            {laterUpcoming.map((webinar) => (
              <li key={webinar.number}>
                <UpcomingWebinarCard webinar={webinar} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {past.length > 0 && (
        <Section title="Past Webinars" className="bg-muted">
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {past.map((webinar) => (
              <li key={webinar.number}>
                <PastWebinarCard webinar={webinar} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
