// The catalogue the function validates against and the page lists (both
// import the contract): the eight planning areas and the 11 trusted sites.
import { describe, expect, it } from 'vitest';
import { AREA_KEYS, PLANNING_AREAS, TRUSTED_CATEGORIES, TRUSTED_SITES } from './contract.ts';

describe('the logistics catalogue', () => {
  it('has the eight areas with the spec keys, each with a label and a blurb', () => {
    expect(PLANNING_AREAS.map((area) => area.key)).toEqual([...AREA_KEYS]);
    expect(PLANNING_AREAS).toHaveLength(8);
    for (const area of PLANNING_AREAS) expect(area.label.length * area.blurb.length, area.key).toBeGreaterThan(0);
  });

  it('lists 11 trusted sites: six Irish, five EU', () => {
    expect(TRUSTED_CATEGORIES).toEqual(['Irish Government & Agencies', 'European Union']);
    expect(TRUSTED_SITES.filter((site) => site.category === 'Irish Government & Agencies')).toHaveLength(6);
    expect(TRUSTED_SITES.filter((site) => site.category === 'European Union')).toHaveLength(5);
  });

  it('reads each trusted site on its own domain', () => {
    for (const site of TRUSTED_SITES) expect(new URL(site.url).hostname.endsWith(site.domain), site.domain).toBe(true);
  });
});
