import { describe, expect, it } from 'vitest';
import { metaFor, pageMeta } from './page-meta';
import { renderedPaths } from '@meitheal/site-map';

// The spec's route table (section 2) plus the privacy notice.
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

  it.each(Object.entries(pageMeta))('%s has a title of at most 60 characters and a 120-160 character description', (_path, meta) => {
    expect(meta.title.trim()).toBe(meta.title);
    expect(meta.title.length).toBeGreaterThan(0);
    expect(meta.title.length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeGreaterThanOrEqual(120);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });

  it('has no metadata for unknown paths, even inherited property names', () => {
    expect(metaFor('/nope')).toBeUndefined();
    expect(metaFor('constructor')).toBeUndefined();
    expect(metaFor('/about')).toBe(pageMeta['/about']);
  });

  it('gives every page its own title and description', () => {
    const entries = Object.values(pageMeta);
    expect(new Set(entries.map((meta) => meta.title)).size).toBe(entries.length);
    expect(new Set(entries.map((meta) => meta.description)).size).toBe(entries.length);
  });
});
