import { describe, expect, it } from 'vitest';
import { composeForeign, composeGuidance, composeNotCovered, distinctSources, withoutEuroAmounts } from './compose.ts';
import type { EntryRow } from './retrieval.ts';

const entry: EntryRow = {
  slug: 'example',
  area: 'VAT',
  title: 'An example rule',
  answer: 'The figure is 10%.',
  conditions: ['A condition that matters.'],
  changes: ['1 July 2026: the figure changes.'],
  not_covered: 'The rare case.',
  tax_year: 2026,
  checked_on: '2026-11-22',
  sources: [{ title: 'Revenue: Example', url: 'https://www.revenue.ie/example' }],
};

describe('composeGuidance', () => {
  it('puts the figure first, then dated changes and conditions, then sources and the tax year', () => {
    const text = composeGuidance([entry], 2026);
    const order = [
      'The figure is 10%',
      '1 July 2026',
      'A condition that matters',
      'Not covered here: The rare case',
      'Revenue: Example',
      'tax year 2026',
    ];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('[Revenue: Example](https://www.revenue.ie/example)');
  });

  it('lists a source shared by two entries once', () => {
    const other = { ...entry, slug: 'other', title: 'Another rule' };
    expect(distinctSources([entry, other])).toHaveLength(1);
    expect(composeGuidance([entry, other], 2026).match(/Revenue: Example\]/g)).toHaveLength(1);
  });
});

describe('not covered answers', () => {
  it('names the other jurisdiction and where to look, with no figure', () => {
    const text = composeForeign({ name: 'the United Kingdom', lookAt: 'HMRC at gov.uk' });
    expect(text).toMatch(/not covered/i);
    expect(text).toContain('HMRC at gov.uk');
    expect(text).not.toMatch(/€\s?\d/);
  });

  it('points tax questions to Revenue and other questions to what we do cover', () => {
    expect(composeNotCovered(true)).toContain('https://www.revenue.ie/');
    expect(composeNotCovered(false)).toMatch(/does not look like an Irish tax question/);
  });
});

describe('withoutEuroAmounts', () => {
  it("names a topic without its euro amounts, as a 'not covered' answer does", () => {
    expect(withoutEuroAmounts('Small gift exemption (€3,000 a year)')).toBe('Small gift exemption');
    expect(withoutEuroAmounts('Remote working relief and the €3.20 daily allowance')).toBe('Remote working relief and the daily allowance');
    expect(withoutEuroAmounts('Revised entrepreneur relief (10% CGT)')).toBe('Revised entrepreneur relief (10% CGT)');
  });

  it("leaves no euro figure in a 'not covered' answer's nearest topics", () => {
    const text = composeNotCovered(true, [
      'Small gift exemption (€3,000 a year)',
      'Selling solar electricity to the grid: the €400 exemption',
    ]);
    expect(text).not.toMatch(/€\s?\d/);
    expect(text).toContain('Small gift exemption; Selling solar electricity to the grid: the exemption');
  });
});
