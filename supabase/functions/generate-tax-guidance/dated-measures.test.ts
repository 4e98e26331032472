// The tax entries' dated measures against a clock: today's, the day the
// knowledge was reviewed, and fixtures whose dates have run out or come near,
// so the check is shown to fail when it should.
import { describe, expect, it } from 'vitest';
import { isoDateIn, type IsoDate } from '../_shared/calendar.ts';
import { dateProblems } from './dated-measures.ts';
import { taxEntries } from './knowledge/index.ts';
import { REVIEWED_ON } from './knowledge/sources.ts';
import type { DatedMeasure, TaxEntry } from './knowledge/types.ts';

function firstEntry(): TaxEntry {
  const entry = taxEntries[0];
  if (!entry) throw new Error('The tax knowledge base is empty');
  return entry;
}
const base = firstEntry();

/** An entry whose answer is `said`, dated as `dated` says. */
function fixture(said: string, dated: Omit<DatedMeasure, 'said' | 'source'>): TaxEntry {
  const source = { title: 'A fixture page', url: 'https://www.revenue.ie/fixture' };
  return { ...base, slug: `fixture-${dated.on}`, answer: said, conditions: [], changes: [], dates: [{ ...dated, said, source }] };
}

const ended = fixture('The relief covers trades begun by 31 October 2026.', { on: '2026-10-31', kind: 'ends', measure: 'the fixture relief' });
const endingSoon = fixture('The scheme covers shares issued by 31 December 2026.', { on: '2026-12-31', kind: 'ends', measure: 'the fixture scheme' });
const startingLater = fixture('The lower rate will apply from 1 January 2027.', { on: '2027-01-01', kind: 'starts', measure: 'the fixture rate' });
const dueLater = fixture('The return is due by 31 October 2026.', { on: '2026-10-31', kind: 'due', measure: 'the fixture return' });
const waiting = fixture('The extension runs to 31 December 2028.', { on: '2028-12-31', kind: 'ends', measure: 'the fixture extension', pending: 'European Commission approval' });

describe('dated measures in the tax entries', () => {
  it('are recorded with their dates', () => {
    expect(taxEntries.flatMap((entry) => entry.dates ?? []).length).toBeGreaterThan(0);
  });

  it('hold on today\u2019s date', () => {
    expect(dateProblems(taxEntries, isoDateIn(new Date()))).toEqual([]);
  });

  it('hold on the day the knowledge was reviewed', () => {
    expect(dateProblems(taxEntries, REVIEWED_ON)).toEqual([]);
  });

  it.each<[string, TaxEntry, IsoDate, RegExp]>([
    ['an end date that has passed', ended, '2026-11-25', /has ended/],
    ['an end date within 60 days with no word on an extension', endingSoon, '2026-11-25', /ends within 60 days/],
    ['a start date that has passed, still worded as to come', startingLater, '2027-01-02', /in force since 1 January 2027/],
    ['a due date that has passed, still worded as to come', dueLater, '2026-11-25', /still words it as to come/],
    ['a condition the entry does not mention', waiting, '2026-11-25', /still waits on European Commission approval/],
  ])('fail on a fixture with %s', (_, entry, today, problem) => {
    expect(dateProblems([entry], today)).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it('pass the same fixtures while their dates are still far off', () => {
    expect(dateProblems([ended, endingSoon, startingLater, dueLater], '2026-06-01')).toEqual([]);
  });
});
