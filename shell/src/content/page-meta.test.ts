import { describe, expect, it } from 'vitest';
import { metaFor, pageMeta } from './page-meta';
import { renderedPaths } from '@meitheal/site-map';

// Every route the site has offered from the start, plus the privacy notice: a
// page added or lost must show up here, with its metadata.
const specRoutes = [
  '/',
  '/about',
  '/webinars',
  '/services/planning',
  '/services/proof-of-concept',
  '/services/pilot',
  '/case-studies',
  '/case-studies/construction',
  '/case-studies/ethics-rag-demo',
  '/case-studies/logistics-planning',
  '/case-studies/tax-navigator',
  '/ai-readiness',
  '/success-stories',
  '/success-stories/ims-connect',
  '/form-submitted',
  '/privacy',
];

describe('pageMeta', () => {
  it('covers every route of the site and nothing else', () => {
    expect(Object.keys(pageMeta).sort()).toEqual([...specRoutes].sort());
    expect([...renderedPaths].sort()).toEqual([...specRoutes].sort());
  });

  // A day with a webinar to come and a day with none: the webinars page's description depends on it.
  const days = [new Date('2025-11-20T12:00:00Z'), new Date('2026-11-25T12:00:00Z')];
  const resolved = days.flatMap((today) =>
    Object.keys(pageMeta).map((path) => [`${path} on ${today.toISOString().slice(0, 10)}`, metaFor(path, today)!] as const),
  );

  it.each(resolved)('%s has a title of at most 60 characters and a 120-160 character description', (_path, meta) => {
    expect(meta.title.trim()).toBe(meta.title);
    expect(meta.title.length).toBeGreaterThan(0);
    expect(meta.title.length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeGreaterThanOrEqual(120);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it('has no metadata for unknown paths, even inherited property names', () => {
    const today = days[0]!;
    expect(metaFor('/nope', today)).toBeUndefined();
    expect(metaFor('constructor', today)).toBeUndefined();
    expect(metaFor('/about', today)).toEqual(pageMeta['/about']);
  });

  it('gives every page its own title and description', () => {
    for (const today of days) {
      const entries = Object.keys(pageMeta).map((path) => metaFor(path, today)!);
      expect(new Set(entries.map((meta) => meta.title)).size).toBe(entries.length);
      expect(new Set(entries.map((meta) => meta.description)).size).toBe(entries.length);
    }
  });

  it('promises upcoming dates on the webinars page only while one is scheduled', () => {
    const [scheduled, none] = days.map((today) => metaFor('/webinars', today)!.description);
    expect(scheduled).toContain('The next one is on Tuesday 25 November 2025');
    expect(none).toContain('No date is set for the next session yet');
    expect(none).not.toMatch(/upcoming|register/i);
  });
});
