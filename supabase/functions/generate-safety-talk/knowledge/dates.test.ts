// The dated rules in the safety topics on pinned days. Every date (read
// through the index, so topics added later are covered) is asked about by its
// topic's title the day before, on the day and the day after, and the talk
// must word the rule for that day. Nothing here reads the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSafetyKnowledgeDatabase } from '../evaluation/knowledge-database.ts';
import { generateSafetyTalk } from '../generate.ts';
import type { TestDatabase } from '../../../database/testing/test-databases.ts';
import { boundaryDays, boundaryMisses } from '../../_shared/testing/dated-boundaries.ts';
import { datedProblems, withDatedNotes } from './dates.ts';
import { safetyTopics } from './index.ts';
import type { DatedMeasure, SafetyTopic } from './types.ts';

const source = { name: 'A fixture regulation', publisher: 'Government of Ireland', url: 'https://example.ie/rule', asOf: '2026-01-01' };

/** A topic whose first point states `lead`, dated as `dated` says. */
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
    legal: { figure: 'A fixture figure.', instrument: 'A fixture regulation' },
    dates: [{ ...dated, said, source }],
  };
}

describe('dated rules in the safety topics', () => {
  it('records the rules that start on a date, each in its topic', () => {
    const dated = safetyTopics.filter((topic) => (topic.dates ?? []).length > 0).map((topic) => topic.slug);
    expect(dated).toEqual(expect.arrayContaining(['asbestos', 'silica-dust', 'wood-dust']));
  });

  it('state each rule in the topic\u2019s first point, dated and sourced', () => {
    expect(datedProblems(safetyTopics)).toEqual([]);
  });

  it('fail when the dated sentence is not in the topic\u2019s first point, so a talk could leave it out', () => {
    const hidden = fixture(
      'The new limit will apply from 1 January 2027.',
      { on: '2027-01-01', kind: 'starts', measure: 'the fixture limit' },
      'Something else.',
    );
    expect(datedProblems([hidden])).toEqual([expect.stringMatching(/its sentence is not in the entry where answers quote it/)]);
  });

  it('add a dated topic\u2019s line to the first of its points in a talk, once', () => {
    const [asbestos] = safetyTopics.filter((topic) => topic.slug === 'asbestos');
    const rule = asbestos?.dates?.[0];
    if (!asbestos || !rule) throw new Error('The asbestos topic has no dated rule');
    const points = [
      { point: 'A', detail: 'a.' },
      { point: 'B', detail: 'b.' },
      { point: 'C', detail: 'c.' },
    ];
    expect(withDatedNotes(points, ['people', 'asbestos', 'asbestos'], '2025-12-20')).toEqual([
      { point: 'A', detail: 'a.' },
      { point: 'B', detail: `b. Note the date: ${rule.measure} will take effect on 21 December 2025.` },
      { point: 'C', detail: 'c.' },
    ]);
  });
});

describe('talks either side of every dated rule', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openSafetyKnowledgeDatabase();
  });
  afterAll(() => database.dispose());

  const cases = safetyTopics.flatMap((topic) =>
    (topic.dates ?? []).flatMap((rule) =>
      boundaryDays(rule).map((day) => [`${topic.slug}: ${rule.kind} ${rule.on}, ${day.when}`, topic, rule, day] as const),
    ),
  );

  it.each(cases)('%s', async (_, topic, rule, day) => {
    const talk = await generateSafetyTalk(database.db, topic.title, { today: day.today });
    expect(talk.point_topics).toContain(topic.slug);
    const text = talk.talking_points.map((point) => `${point.point} ${point.detail}`).join('\n');
    expect(text).toContain(rule.said);
    expect(talk.sources.map((ref) => ref.name)).toContain(rule.source.name);
    expect(boundaryMisses(text, day)).toEqual([]);
  });
});
