// The page (remotes/logistics-chat) is deployed alone and keeps a display copy
// of the areas and trusted sites; this keeps the copy equal to the list the
// function validates and reads from.
import { describe, expect, it } from 'vitest';
import { PLANNING_AREAS as pageAreas } from '../../../../remotes/logistics-chat/src/features/planning-chat/data/areas.ts';
import {
  TRUSTED_CATEGORIES as pageCategories,
  TRUSTED_SITES as pageSites,
} from '../../../../remotes/logistics-chat/src/features/planning-chat/data/trusted-sources.ts';
import { PLANNING_AREAS } from './areas.ts';
import { TRUSTED_CATEGORIES, TRUSTED_SITES } from './trusted-sources.ts';

describe('the page copy of the catalogue', () => {
  it('shows the same eight areas, keys, labels and blurbs', () => {
    expect(pageAreas).toEqual(PLANNING_AREAS);
    expect(PLANNING_AREAS).toHaveLength(8);
  });

  it('lists the same 11 trusted sites: six Irish, five EU', () => {
    expect(pageCategories).toEqual(TRUSTED_CATEGORIES);
    expect(pageSites).toEqual(TRUSTED_SITES.map(({ domain, name, category, description }) => ({ domain, name, category, description })));
    expect(TRUSTED_SITES.filter((site) => site.category === 'Irish Government & Agencies')).toHaveLength(6);
    expect(TRUSTED_SITES.filter((site) => site.category === 'European Union')).toHaveLength(5);
  });

  it('reads each trusted site on its own domain', () => {
    for (const site of TRUSTED_SITES) expect(new URL(site.url).hostname.endsWith(site.domain), site.domain).toBe(true);
  });
});
