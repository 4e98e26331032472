// Dated measures in the logistics knowledge: each one states its date, and on
// the day a date passes or comes within 60 days this test fails until the
// entry is brought up to date, so no date expires unnoticed.
import { describe, expect, it } from 'vitest';
import { logisticsKnowledge } from './knowledge/index.ts';
import type { KnowledgeEntry } from './knowledge/types.ts';
import { isoDateIn } from '../_shared/calendar.ts';
import { datedLines, dateProblems } from './dates.ts';

const source = { title: 'A source', publisher: 'A publisher', url: 'https://example.ie/a', asOf: '2026-11-25' };

function fixture(on: string, kind: 'starts' | 'ends', said: string): KnowledgeEntry {
  const [entry] = logisticsKnowledge;
  if (!entry) throw new Error('no entries');
  return { ...entry, slug: 'fixture', guidance: [...entry.guidance, `${said}.`], dates: [{ on, kind, measure: 'the fixture scheme', said, source }] };
}

describe('dated logistics measures', () => {
  it('are all up to date today', () => {
    expect(dateProblems(logisticsKnowledge, isoDateIn(new Date()))).toEqual([]);
  });

  it('fail on an entry whose end date has passed, or comes within 60 days', () => {
    const expired = fixture('2026-10-31', 'ends', 'The fixture scheme runs to 31 October 2026');
    expect(dateProblems([expired], '2026-11-25')).toEqual([expect.stringMatching(/has ended; update or remove the entry/)]);
    const soon = fixture('2027-01-10', 'ends', 'The fixture scheme runs to 10 January 2027');
    expect(dateProblems([soon], '2026-11-25')).toEqual([expect.stringMatching(/ends within 60 days/)]);
    expect(dateProblems([soon], '2026-10-01')).toEqual([]);
  });

  it('fail on a start date that has passed but is still worded as to come, or a sentence that does not state its date', () => {
    const toCome = fixture('2026-06-01', 'starts', 'The fixture scheme will apply from 1 June 2026');
    expect(dateProblems([toCome], '2026-11-25')).toEqual([expect.stringMatching(/still words it as to come/)]);
    expect(dateProblems([toCome], '2026-05-01')).toEqual([]);
    const undated = fixture('2026-06-01', 'starts', 'The fixture scheme applies since the summer');
    expect(dateProblems([undated], '2026-11-25')).toEqual([expect.stringMatching(/does not state 1 June 2026/)]);
  });

  it('tell a question about a later year that a measure ending before it does not reach it', () => {
    const lines = datedLines(['low-carbon-fuels'], 'Can we claim the allowance on gas trucks we buy in 2031?', '2026-11-25');
    expect(lines.join(' ')).toMatch(/ends on 31 December 2030, so it does not reach 2031; no extension had been confirmed/);
    expect(datedLines(['low-carbon-fuels'], 'Can we claim the allowance on gas trucks we buy in 2028?', '2026-11-25')).toEqual([]);
  });
});
