// The tenth round (29 November 2026): topics on Revenue's own topic lists that
// an owner meets and that had no entry, each resting on a page in
// sources-breadth-ten.ts.
import { describe, expect, it } from 'vitest';
import { taxEntries } from './index.ts';
import { BREADTH_TEN_CHECKED_ON, breadthTenSources } from './sources-breadth-ten.ts';

const bySlug = new Map(taxEntries.map((entry) => [entry.slug, entry]));
const breadthTenUrls = new Set<string>(Object.values(breadthTenSources).map((source) => source.url));

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'split-year-residence': ['employment income only', 'full year', '1 January 2025'],
  'eori-number': ['EORI', 'ROS', 'Eircode'],
  'vat-intra-eu-acquisitions': ['T1', 'T2', 'E2', '15th day', '€41,000'],
  'vat-transfer-of-business': ['no supply', 'cannot reclaim', 'exempt from VAT'],
  'lpt-exemptions': ['defective concrete blocks', '12 months', '25%', 'LPT return'],
  'cgt-chattels-exemption': ['€2,540', 'half'],
  'crypto-assets-tax': ['no special tax rules', 'capital gains tax'],
  'starting-your-first-job': ['myAccount', 'emergency tax', 'Revenue Payroll Notification'],
  'employer-paid-courses-subscriptions': ['relevant to the business', 'practising certificate'],
  'non-taxable-employer-benefits': ['canteen', 'car parking', 'medical check-up'],
  'receipts-tracker': ['Receipts Tracker', 'original', 'RevApp'],
  'deregister-self-assessment': ['TRCN1', 'Cease Registration', '€5,000', '€30,000'],
  'cat-support-maintenance-education': ['under 18', 'full-time education', 'normal expenditure'],
  'seafarers-allowance': ['€6,350', '161 days', 'midnight'],
};

/** Existing entries extended with a named fact, and that fact. */
const EXTENDED: Record<string, string> = {
  'vat-property-sales': '20 intervals',
};

const text = (slug: string) => {
  const entry = bySlug.get(slug);
  return entry ? [entry.answer, ...entry.conditions, entry.notCovered ?? ''].join(' ') : '';
};

describe('tenth round entries', () => {
  it.each(Object.entries(NEW_ENTRIES))('%s exists, states its named facts and rests on a page read on 29 November 2026', (slug, facts) => {
    const entry = bySlug.get(slug);
    expect(entry, slug).toBeDefined();
    expect(entry?.checkedOn).toBe(BREADTH_TEN_CHECKED_ON);
    expect(entry?.sources.every((source) => breadthTenUrls.has(source.url))).toBe(true);
    for (const fact of facts) expect(text(slug), fact).toContain(fact);
  });

  it.each(Object.entries(EXTENDED))('%s now states %s, citing the page it comes from', (slug, fact) => {
    expect(text(slug)).toContain(fact);
    expect(bySlug.get(slug)?.sources.some((source) => breadthTenUrls.has(source.url))).toBe(true);
  });
});
