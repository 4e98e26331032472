// The dated rules in the safety topics against a clock: today's, a pinned
// one, and fixtures whose dates have run out, so the check is shown to fail
// when it should. Then the answers: a talk about a dated topic states the date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSafetyKnowledgeDatabase } from '../evaluation/knowledge-database.ts';
import { generateSafetyTalk } from '../generate.ts';
import type { TestDatabase } from '../../../database/testing/test-databases.ts';
import { isoDateIn, type IsoDate } from '../../_shared/calendar.ts';
import { datedProblems } from './dates.ts';
import { safetyTopics } from './index.ts';
import { CHECKED_ON } from './sources.ts';
import type { DatedMeasure, SafetyTopic } from './types.ts';

const source = { name: 'A fixture regulation', publisher: 'Government of Ireland', url: 'https://example.ie/rule', asOf: '2026-01-01' };

/** A topic whose first point states `said`, dated as `dated` says. */
function fixture(said: string, dated: Omit<DatedMeasure, 'said' | 'source'>, lead = said): SafetyTopic {
  return {
    slug: `fixture-${dated.on}`,
    title: 'Fixture',
    severity: 1,
    summary: 'A topic made up for the test.',
    triggers: ['fixture'],
    points: [
      { point: 'A dated rule', detail: lead },
      { point: 'Another point', detail: 'Nothing dated is said in this point at all.' },
      { point: 'A third point', detail: 'Nothing dated is said in this point at all.' },
      { point: 'A fourth point', detail: 'Nothing dated is said in this point at all.' },
    ],
    sources: [source],
    dates: [{ ...dated, said, source }],
  };
}

const ended = fixture('The grant runs to 31 October 2026 for vans bought in Ireland.', { on: '2026-10-31', kind: 'ends', measure: 'the fixture grant' });
const endingSoon = fixture('The scheme covers work started by 31 December 2026.', { on: '2026-12-31', kind: 'ends', measure: 'the fixture scheme' });
const startingLater = fixture('The new limit will apply from 1 January 2027.', { on: '2027-01-01', kind: 'starts', measure: 'the fixture limit' });

describe('dated rules in the safety topics', () => {
  it('records the rules that start on a date, each in its topic', () => {
    const dated = safetyTopics.filter((topic) => (topic.dates ?? []).length > 0).map((topic) => topic.slug);
    expect(dated).toEqual(expect.arrayContaining(['asbestos', 'silica-dust', 'wood-dust']));
  });

  it('holds on today\u2019s date', () => {
    expect(datedProblems(safetyTopics, isoDateIn(new Date()))).toEqual([]);
  });

  it('holds on the day the sources were last checked', () => {
    expect(datedProblems(safetyTopics, CHECKED_ON)).toEqual([]);
  });

  it.each<[string, SafetyTopic, IsoDate, RegExp]>([
    ['an end date that has passed', ended, '2026-11-25', /ended on 31 October 2026/],
    ['an end date within 60 days with no word on an extension', endingSoon, '2026-11-25', /ends within 60 days/],
    ['a start date that has passed, still worded as to come', startingLater, '2027-01-02', /still worded as to come/],
  ])('fails on a fixture with %s', (_, topic, today, problem) => {
    const problems = datedProblems([topic], today);
    expect(problems).toEqual([expect.stringMatching(problem)]);
  });

  it('passes the same fixtures while their dates are still far off', () => {
    expect(datedProblems([ended, endingSoon, startingLater], '2026-06-01')).toEqual([]);
  });

  it('fails when the dated sentence is not in the topic\u2019s first point, so a talk could leave it out', () => {
    const hidden = fixture('The new limit will apply from 1 January 2027.', { on: '2027-01-01', kind: 'starts', measure: 'the fixture limit' }, 'Something else.');
    expect(datedProblems([hidden], '2026-06-01')).toEqual([expect.stringMatching(/not in the topic's first point/)]);
  });

  it('fails when a real topic\u2019s rule is dated after the day it was checked and worded as in force', () => {
    const asbestos = safetyTopics.find((topic) => topic.slug === 'asbestos');
    const rule = asbestos?.dates?.[0];
    if (!asbestos || !rule) throw new Error('The asbestos topic has no dated rule');
    expect(datedProblems([asbestos], '2025-12-01')).toEqual([expect.stringMatching(/worded as already in force/)]);
  });
});

describe('talks about a dated topic', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openSafetyKnowledgeDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  const dated = safetyTopics.flatMap((topic) => (topic.dates ?? []).map((rule) => [topic.slug, topic, rule] as const));

  it.each(dated)('a talk on %s states the date of its rule', async (_, topic, rule) => {
    const talk = await generateSafetyTalk(database.db, `Today the crew is dealing with ${topic.triggers[0]}.`);
    expect(talk.talking_points.map((point) => point.detail).join('\n')).toContain(rule.said);
    expect(talk.sources.map((ref) => ref.name)).toContain(rule.source.name);
  });
});
