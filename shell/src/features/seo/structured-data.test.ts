import { describe, expect, it } from 'vitest';
import { structuredDataFor } from './structured-data';

const typesOn = (path: string, today: string) =>
  (structuredDataFor(path, new Date(today)) as { '@type': string; name?: string }[]).map((block) =>
    block['@type'] === 'Event' ? `Event: ${block.name}` : block['@type'],
  );

describe('structured data', () => {
  it('describes the business on every page', () => {
    expect(typesOn('/about', '2025-11-01T10:00:00Z')).toEqual(['ProfessionalService']);
  });

  it('advertises the upcoming webinar as an online Event on /webinars while it is still to come', () => {
    expect(typesOn('/webinars', '2025-11-01T10:00:00Z')).toEqual([
      'ProfessionalService',
      'Event: Keep Customers: AI-Powered Support That Scales',
    ]);
    const [, event] = structuredDataFor('/webinars', new Date('2025-11-01T10:00:00Z')) as Record<string, unknown>[];
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      startDate: '2025-11-25T13:10:00+00:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
    });
  });

  it('advertises no Event once every webinar is over', () => {
    expect(typesOn('/webinars', '2026-11-22T10:00:00Z')).toEqual(['ProfessionalService']);
  });
});
