import { describe, expect, it } from 'vitest';
import { runSiteSlangSet, siteSlangCases } from './site-slang.ts';

// Written on 28 November 2026 by the engineer of the word-sense round, before any change and before running it: 18 of 20
// as written (a genie job opened with fragile roofs, a Kango breaking a floor with underground services); 18 after
// the word-sense round (the utility room no longer reads as buried services, but the day still opens with the trench
// its new drain needs, which the set's lead list did not allow; the genie job still opens with the roof its cladding
// names).
const SIZE = 20;
const FLOOR = 17;

describe('safety talks on days described in site slang', () => {
  it(`passes at least ${FLOOR} of the ${SIZE} cases whole`, async () => {
    expect(siteSlangCases.length).toBe(SIZE);
    const result = await runSiteSlangSet();
    const misses = result.results.filter((r) => !r.hit).map((r) => `${r.description} -> ${r.problems.join('; ')}`);
    expect(result.passed, misses.join('\n')).toBeGreaterThanOrEqual(FLOOR);
  }, 120_000);
});
