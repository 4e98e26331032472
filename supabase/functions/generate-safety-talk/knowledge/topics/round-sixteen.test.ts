// What the sixteenth round added, each checked as written so the test fails if it is taken out: a topic on flammable
// vapour and explosive atmospheres from Part 8 of the General Application Regulations (Regulations 169 to 173 on the
// Law Reform Commission's revised text); controls said where the talk quotes them (the traffic management plan behind
// the pedestrian routes, from the HSA's page on transport management on construction sites; the CSCS card for
// signing, lighting and guarding; a road works speed limit order under section 10 of the Road Traffic Act 2004, read
// in a county council's notice; the MEWP pre-use check; a standby person at a confined space; a disc's marked speed;
// hand-dug trial holes); and site phrases read in their sense (someone alone on site, a building with no water or
// power, a service somewhere under the slab, old fuel tanks). The wordings in the end-to-end checks are this test's
// own, not the evaluation set's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../../database/testing/test-databases.ts';
import { openSafetyKnowledgeDatabase } from '../../evaluation/knowledge-database.ts';
import { generateSafetyTalk } from '../../generate.ts';
import { readSenses } from '../../senses.ts';
import { safetyTopics } from '../index.ts';

function topic(slug: string) {
  const found = safetyTopics.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`No topic ${slug}`);
  return found;
}

describe('knowledge added in round sixteen', () => {
  it('writes flammable vapour and explosive atmospheres from Regulations 169 to 173', () => {
    const vapour = topic('explosive-atmospheres');
    expect(vapour.points[0]?.detail).toMatch(/explosion protection document/u);
    expect(vapour.points.some(({ point }) => /permit to work/u.test(point))).toBe(true);
    expect(vapour.triggers).toEqual(expect.arrayContaining(['flammable vapour', 'underground fuel tank', 'forecourt']));
    for (const regulation of [169, 171, 172, 173]) {
      expect(vapour.sources.some(({ url }) => url?.includes(`/section/${regulation}/`))).toBe(true);
    }
  });

  it('walks the routes the traffic management plan sets out, citing the HSA transport management page', () => {
    const vehicles = topic('vehicles-plant-reversing');
    expect(vehicles.points[0]?.detail).toMatch(/traffic management plan/u);
    expect(vehicles.sources.some(({ url }) => url?.includes('Plant_and_Machinery'))).toBe(true);
  });

  it('sets out roadworks with a CSCS card and names the road works speed limit order', () => {
    const roadworks = topic('roadworks-traffic-management');
    expect(roadworks.points[0]?.detail).toMatch(/CSCS card for signing, lighting and guarding/u);
    expect(roadworks.points.some(({ point }) => /road works speed limit/u.test(point))).toBe(true);
    expect(roadworks.sources.find(({ name }) => /Road Traffic Act 2004/u.test(name))?.url).toMatch(/meath\.ie/u);
  });

  it('says the controls where the talk quotes them', () => {
    expect(topic('mewps').points.some(({ point }) => /pre-use check every shift/u.test(point))).toBe(true);
    expect(topic('confined-spaces').points.some(({ point }) => /standby person/u.test(point))).toBe(true);
    expect(topic('cutting-and-grinding').points[0]?.detail).toMatch(/maximum speed marked on it \(in rpm\)/u);
    expect(topic('underground-services').points[0]?.detail).toMatch(/hand-dug trial holes/u);
  });
});

describe('site phrases read in their sense in round sixteen', () => {
  it('reads someone alone on site, a site without water and a service under the slab', () => {
    expect(readSenses('nobody else around after four')).toBe('working alone after four');
    expect(readSenses('only one plumber on site today')).toBe('one plumber working alone on site today');
    expect(readSenses('no water')).toBe('no welfare facilities, no water');
    expect(readSenses('no water on the saw')).toBe('no water on the saw');
    expect(readSenses('a pipe somewhere under the yard')).toBe('a pipe buried service under the yard');
    expect(readSenses('lifting the underground fuel tank')).toBe('lifting the underground fuel tank flammable vapour');
  });
});

describe('talks reaching what round sixteen added', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openSafetyKnowledgeDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it.each([
    ['Digging out the old diesel tanks behind the closed garage, they may still have fumes in them', 'explosive-atmospheres'],
    ['One plasterer on the job this evening, nobody else on site after five', 'lone-working'],
    ['Gutting the old shop unit, no running water in the place yet', 'welfare-facilities'],
    ['Breaking up the garage floor, there is a supply running under the floor to the shed', 'underground-services'],
  ])('%s', async (description, slug) => {
    const talk = await generateSafetyTalk(database.db, description);
    expect(talk.point_topics).toContain(slug);
  });
});
