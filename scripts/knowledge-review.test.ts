// The knowledge review on pinned days: what comes within 90 days, what ended
// and is still presented as current, what was not re-checked in 12 months,
// each with its source, and the exit code that makes the weekly run fail.
import { describe, expect, it } from 'vitest';
import {
  isOverdue,
  knowledgeEntries,
  recheckCutoff,
  renderReview,
  reviewKnowledge,
  reviewSource,
  type ReviewEntry,
} from './knowledge-review.ts';

const source = { title: 'Revenue: the fixture relief', url: 'https://www.revenue.ie/fixture' };

const entries: ReviewEntry[] = [
  {
    base: 'tax',
    slug: 'fixture-relief',
    title: 'The fixture relief',
    dates: [
      { on: '2026-12-31', kind: 'ends', measure: 'the fixture relief', said: 'It covers shares issued by 31 December 2026.', source },
    ],
    sources: [{ ...source, checkedOn: '2026-11-25' }],
  },
  {
    base: 'logistics',
    slug: 'fixture-rule',
    title: 'The fixture rule',
    dates: [{ on: '2027-07-09', kind: 'starts', measure: 'the fixture rule', said: 'It will apply from 9 July 2027.', source }],
    sources: [
      { ...source, checkedOn: '2026-11-25' },
      { title: 'An old page', checkedOn: '2025-06-30' },
    ],
  },
  {
    base: 'logistics',
    slug: 'fixture-other',
    title: 'Another entry citing the old page',
    dates: [],
    sources: [{ title: 'An old page', checkedOn: '2025-06-30' }],
  },
];

describe('the knowledge review', () => {
  it('lists a date within 90 days, with its source, and nothing overdue', () => {
    const review = reviewKnowledge(entries.slice(0, 1), '2026-11-26');
    expect(review.upcoming).toEqual([
      {
        base: 'tax',
        slug: 'fixture-relief',
        title: 'The fixture relief',
        what: 'the fixture relief ends on 31 December 2026 (in 35 days)',
        reread: `${source.title} <${source.url}>`,
      },
    ]);
    expect(review.stale).toEqual([]);
    expect(review.unchecked).toEqual([]);
    expect(isOverdue(review)).toBe(false);
    expect(renderReview(review)).toContain('Nothing is overdue.');
  });

  it('flags an ended measure still presented as current the day after it ended, not on the day', () => {
    expect(reviewKnowledge(entries, '2026-12-31').stale).toEqual([]);
    const review = reviewKnowledge(entries, '2027-01-01');
    expect(review.stale.map((item) => item.what)).toEqual([
      'the fixture relief ended on 31 December 2026 and is still presented as current',
    ]);
    expect(isOverdue(review)).toBe(true);
    expect(renderReview(review)).toMatch(
      /OVERDUE: ended or gone by, still presented as current: 1\n {2}- tax · fixture-relief \(The fixture relief\): .*\n {4}re-read: Revenue: the fixture relief <https:\/\/www\.revenue\.ie\/fixture>/,
    );
  });

  it('flags a start gone by that is still worded as to come, and lists a start within 90 days', () => {
    expect(reviewKnowledge(entries, '2027-05-01').upcoming.map((item) => item.what)).toEqual([
      'the fixture rule starts on 9 July 2027 (in 69 days)',
    ]);
    expect(reviewKnowledge(entries.slice(1), '2027-07-09').stale.map((item) => item.what)).toEqual([
      'the fixture rule took effect on 9 July 2027 and is still worded as to come',
    ]);
  });

  it('flags a source not re-checked in 12 months once, naming every entry that cites it', () => {
    expect(reviewKnowledge(entries, '2026-06-30').unchecked).toEqual([]);
    const review = reviewKnowledge(entries, '2026-07-01');
    expect(review.unchecked).toEqual([
      {
        base: 'logistics',
        slug: 'fixture-rule, fixture-other',
        title: '',
        what: 'last checked against this source on 30 June 2025',
        reread: 'An old page',
      },
    ]);
    expect(isOverdue(review)).toBe(true);
  });

  it('reads the day a source was checked, not the day it was published', () => {
    const regulation = {
      title: 'A 2023 regulation',
      url: 'https://eur-lex.europa.eu/fixture',
      published: '2023-03-01',
      asOf: '2026-11-26',
    };
    expect(reviewSource(regulation)).toEqual({
      title: 'A 2023 regulation',
      url: 'https://eur-lex.europa.eu/fixture',
      checkedOn: '2026-11-26',
    });
    expect(reviewSource({ name: 'A safety code', asOf: '2025-01-01' })).toEqual({ title: 'A safety code', checkedOn: '2025-01-01' });
    const entry: ReviewEntry = { base: 'logistics', slug: 'fixture', title: 'Fixture', dates: [], sources: [reviewSource(regulation)] };
    expect(reviewKnowledge([entry], '2027-11-26').unchecked).toEqual([]);
    expect(reviewKnowledge([entry], '2027-11-27').unchecked.map((item) => item.what)).toEqual([
      'last checked against this source on 26 November 2026',
    ]);
  });

  it('counts 12 months back by the calendar', () => {
    expect(recheckCutoff('2026-11-26')).toBe('2025-11-26');
    expect(recheckCutoff('2028-02-29')).toBe('2027-02-28');
  });

  it('reads every entry of the three knowledge bases', () => {
    const bases = new Set(knowledgeEntries().map((entry) => entry.base));
    expect([...bases].sort()).toEqual(['logistics', 'safety', 'tax']);
    expect(knowledgeEntries().some((entry) => entry.dates.length > 0)).toBe(true);
  });
});
