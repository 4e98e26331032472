// Controls the fourteenth round added to topics that already existed, each from the regulation it cites: the
// brake of a winch-worked hoist (General Application Regulations 2007, regulation 47), the test certificate and
// hook safety catch of lifting accessories (regulation 57), reversing planned out with one-way routes and turning
// areas (the HSA's page on reversing), and two controls read only on UK HSE pages because no Irish page read states
// them: a lorry loader's legs worked from a safe position, and plasterboard stored flat or racked. Each is checked in
// the knowledge as written, so the test fails if the control or its source is taken out.
import { describe, expect, it } from 'vitest';
import { safetyTopics } from '../index.ts';

function topic(slug: string) {
  const found = safetyTopics.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No topic ${slug}`);
  return found;
}

describe('controls added in round fourteen', () => {
  it('says a winch hoist brakes when its control is let go, citing regulation 47', () => {
    const hoists = topic('hoists');
    expect(hoists.legal.figure).toMatch(/hold-to-run/u);
    expect(hoists.legal.figure).toMatch(/brake/u);
    expect(hoists.points.some(({ detail }) => /brake/u.test(detail) && /winch/u.test(detail))).toBe(true);
    expect(hoists.sources.some(({ url }) => url?.includes('/section/47/'))).toBe(true);
  });

  it('asks for a test certificate and a hook safety catch on lifting tackle, citing regulation 57', () => {
    const lifting = topic('lifting-operations-cranes');
    expect(lifting.legal.figure).toMatch(/test certificate/u);
    expect(lifting.legal.figure).toMatch(/safety catch/u);
    expect(lifting.sources.some(({ url }) => url?.includes('/section/57/'))).toBe(true);
  });

  it('plans reversing out with a one-way route or a turning area, citing the HSA', () => {
    const vehicles = topic('vehicles-plant-reversing');
    const reversing = vehicles.points.find(({ point }) => /reversing/u.test(point));
    expect(reversing?.detail).toMatch(/one-way/u);
    expect(reversing?.detail).toMatch(/turning area/u);
    expect(vehicles.sources.some(({ url }) => url?.includes('reversing_and_one-way_systems'))).toBe(true);
  });

  it("keeps everyone clear of a lorry loader's legs, saying the source is Great Britain's", () => {
    const loaders = topic('lorry-loaders');
    expect(loaders.points[0]?.detail).toMatch(/stands clear of the legs/u);
    expect(loaders.points[0]?.detail).toMatch(/safe position/u);
    const bulletin = loaders.sources.find(({ url }) => url?.includes('safetybulletins/lorry-loaders'));
    expect(bulletin?.note).toMatch(/not Irish law/u);
  });

  it('stores plasterboard flat or racked, never stood against a wall', () => {
    const drylining = topic('drylining');
    expect(drylining.points.some(({ point, detail }) => /flat/u.test(point) && /rack/u.test(detail))).toBe(true);
    expect(drylining.sources.some(({ note }) => note?.includes('not Irish law'))).toBe(true);
  });
});
