import { site } from '../../content/site';
import { upcomingWebinars } from '../webinars';

/** schema.org description of the business, on every page. */
export function businessJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.brandName,
    legalName: site.legalName,
    url: site.siteUrl,
    email: site.contactEmail,
    areaServed: { '@type': 'Country', name: 'Ireland' },
    description:
      'AI consultancy helping Irish small and medium businesses plan, prove and pilot AI that cuts costs, raises revenue and saves time.',
    sameAs: [site.linkedinUrl],
  };
}

/** schema.org Events for the webinars still to come, on the webinars page. */
export function webinarEventsJsonLd(today: Date) {
  return upcomingWebinars(today).map((webinar) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: webinar.title,
    description: webinar.description,
    startDate: webinar.start,
    endDate: webinar.end,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: webinar.registrationUrl ?? new URL('/webinars', site.siteUrl).href },
    organizer: { '@type': 'Organization', name: site.brandName, url: site.siteUrl },
    isAccessibleForFree: true,
  }));
}

export function structuredDataFor(pathname: string, today: Date): unknown[] {
  return pathname === '/webinars' ? [businessJsonLd(), ...webinarEventsJsonLd(today)] : [businessJsonLd()];
}
