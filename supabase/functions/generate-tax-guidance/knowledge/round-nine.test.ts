// The ninth round (29 November 2026): topics an owner meets that had no entry,
// and named facts added to entries that had the topic, each resting on a page
// in sources-round-nine.ts.
import { describe, expect, it } from 'vitest';
import { taxEntries } from './index.ts';
import { ROUND_NINE_CHECKED_ON, roundNineSources } from './sources-round-nine.ts';

const bySlug = new Map(taxEntries.map((entry) => [entry.slug, entry]));
const roundNineUrls = new Set(Object.values(roundNineSources).map((source) => source.url));

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'revenue-appeals': ['30 days', 'Tax Appeals Commission', 'Appeal Commissioner', 'oral hearing'],
  'travellers-duty-free-allowances': ['€430', '€215'],
  'paye-tax-agent-authorisation': ['PAYE A1', 'PAYE A2', '1 January 2026'],
  'vat-margin-scheme': ['margin scheme', 'difference between the sale price and the purchase price'],
  'ata-carnets': ['Dublin Chamber of Commerce', 'post'],
  'vrt-export-repayment': ['Export Repayment Scheme', '€2,000', '30 days'],
  'binding-tariff-information': ['three years', 'C626'],
  'new-company-tell-revenue': ['30 days'],
  'sportsperson-relief': ['40%', '10 years', '14 years'],
  'foreign-rental-income-double-tax': ['Double Taxation Agreement (DTA)', 'deemed rent'],
  'motor-tax-refund': ['RF120', 'Certificate of Destruction', 'three whole unexpired calendar months'],
};

/** Existing entries extended with a named fact, and that fact. */
const EXTENDED: Record<string, string> = {
  'small-benefit-exemption': '€50 or less for each year of service',
  'new-employee-rpn-emergency-tax': 'higher rate with no tax credits',
  'cgt-losses': 'spouses or civil partners',
  'vat-registration': 'three years before you apply to cancel',
  'ros-online': 'sub-user',
  'tuition-fees-relief': '€1,270',
  'retirement-lump-sums': '31 December 2021',
  'local-property-tax': 'widened every band by 20%',
};

const text = (slug: string) => {
  const entry = bySlug.get(slug);
  return entry ? [entry.answer, ...entry.conditions, entry.notCovered ?? ''].join(' ') : '';
};

describe('ninth round entries', () => {
  it.each(Object.entries(NEW_ENTRIES))('%s exists, states its named facts and rests on a page read on 29 November 2026', (slug, facts) => {
    const entry = bySlug.get(slug);
    expect(entry, slug).toBeDefined();
    expect(entry?.checkedOn).toBe(ROUND_NINE_CHECKED_ON);
    expect(entry?.sources.every((source) => roundNineUrls.has(source.url))).toBe(true);
    for (const fact of facts) expect(text(slug), fact).toContain(fact);
  });

  it.each(Object.entries(EXTENDED))('%s now states %s, citing the page it comes from', (slug, fact) => {
    expect(text(slug)).toContain(fact);
    expect(bySlug.get(slug)?.sources.some((source) => roundNineUrls.has(source.url))).toBe(true);
  });
});
