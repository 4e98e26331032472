// Controls the fourteenth round added to topics that already existed, each from the regulation it cites: the
// brake of a winch-worked hoist (General Application Regulations 2007, regulation 47) and the test certificate and
// hook safety catch of lifting accessories (regulation 57). Each is checked in the knowledge as written, so the
// test fails if the control or its source is taken out.
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
});
