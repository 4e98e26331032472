// The tax entries' dated measures on pinned days. Every date in the
// knowledge (read through the index, so entries added later are covered) is
// asked about by its entry's title the day before, on the day and the day
// after, and the answer must word it for that day: 'ends on' before,
// 'ended on' after and ahead of the entry's figures, a pending condition
// only while it can still be met. Nothing here reads the clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../database/testing/test-databases.ts';
import { boundaryDays, boundaryMisses } from '../_shared/testing/dated-boundaries.ts';
import { dateProblems } from './dated-measures.ts';
import { generateTaxGuidance } from './generate.ts';
import { taxEntries } from './knowledge/index.ts';
import type { DatedMeasure, TaxEntry } from './knowledge/types.ts';
import { openTaxKnowledgeDatabase } from './testing/knowledge-database.ts';

function firstEntry(): TaxEntry {
  const entry = taxEntries[0];
  if (!entry) throw new Error('The tax knowledge base is empty');
  return entry;
}

/** An entry whose answer is `said`, dated as `dated` says. */
function fixture(said: string, dated: Omit<DatedMeasure, 'said' | 'source'>, answer = said): TaxEntry {
  const source = { title: 'A fixture page', url: 'https://www.revenue.ie/fixture' };
  return { ...firstEntry(), slug: `fixture-${dated.on}`, answer, conditions: [], changes: [], dates: [{ ...dated, said, source }] };
}

describe('dated measures in the tax entries', () => {
  it('are recorded with their dates', () => {
    expect(taxEntries.flatMap((entry) => entry.dates ?? []).length).toBeGreaterThan(0);
  });

  it('each state their date in the entry, with a source and any condition they wait on', () => {
    expect(dateProblems(taxEntries)).toEqual([]);
  });

  it('fail on a fixture whose sentence is missing, undated or silent on its condition', () => {
    const missing = fixture(
      'The relief covers trades begun by 31 October 2026.',
      { on: '2026-10-31', kind: 'ends', measure: 'the fixture relief' },
      'Something else.',
    );
    const undated = fixture('The scheme covers shares issued this year.', {
      on: '2026-12-31',
      kind: 'ends',
      measure: 'the fixture scheme',
    });
    const silent = fixture('The extension runs to 31 December 2028.', {
      on: '2028-12-31',
      kind: 'ends',
      measure: 'the fixture extension',
      pending: 'European Commission approval',
    });
    expect(dateProblems([missing, undated, silent])).toEqual([
      expect.stringMatching(/fixture relief\): its sentence is not in the entry/),
      expect.stringMatching(/fixture scheme\): the sentence does not state 31 December 2026/),
      expect.stringMatching(/fixture extension\): the sentence does not say it still waits on European Commission approval/),
    ]);
  });
});

describe('tax answers either side of every dated boundary', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTaxKnowledgeDatabase();
  });
  afterAll(() => database.dispose());

  const cases = taxEntries.flatMap((entry) =>
    (entry.dates ?? []).flatMap((dated) =>
      boundaryDays(dated).map((day) => [`${entry.slug}: ${dated.kind} ${dated.on}, ${day.when}`, entry, dated, day] as const),
    ),
  );

  it.each(cases)('%s', async (_, entry, dated, day) => {
    const answer = await generateTaxGuidance(database.db, entry.title, { today: day.today });
    expect(answer.entries).toContain(entry.slug);
    expect(boundaryMisses(answer.guidance, day)).toEqual([]);
    if (dated.kind === 'ends' && day.when === 'the day after') {
      // The word that it ended comes before the entry's figures, not after them.
      const ended = answer.guidance.toLowerCase().indexOf(`${dated.measure} ended on`.toLowerCase());
      const figures = answer.guidance.indexOf(entry.answer.slice(0, 40));
      if (figures >= 0) expect(ended).toBeLessThan(figures);
    }
  });
});
