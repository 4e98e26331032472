// The tenth round (29 November 2026): topics an owner meets that had no entry,
// and named facts added to entries that had the topic, each resting on a page
// in sources-round-ten.ts.
import { describe, expect, it } from 'vitest';
import { taxEntries } from './index.ts';
import { ROUND_TEN_CHECKED_ON, roundTenSources } from './sources-round-ten.ts';

const bySlug = new Map(taxEntries.map((entry) => [entry.slug, entry]));
const roundTenUrls = new Set(Object.values(roundTenSources).map((source) => source.url));

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'arf-imputed-distribution': ['4%', '5%', '6%', '€2 million', '30 November'],
  'disabled-drivers-scheme': ['€10,000', '€48,000', 'exempt from motor tax', 'Primary Medical Certificate'],
  'disabled-drivers-fuel-grant': ['2,730 litres', '4,100 litres'],
  'foster-care-payments': ['Tusla', 'Home Sharing Host Allowance', 'USC'],
  'income-protection-relief': ['10% of your total income', 'USC'],
  'section-72-policy': ['Section 72', 'one year', 'Section 73'],
  'cat-spouse-exemption': ['exempt', 'no upper limit'],
  'stamp-duty-divorce-transfers': ['No stamp duty', 'court order'],
  'stamp-duty-financial-cards': ['€30', '12 cent', '€2.50', '€5'],
  'farm-safety-capital-allowances': ['50%', 'two years', '€500,000'],
  'landlord-retrofit-deduction': ['€10,000', 'three properties', '31 December 2028', 'USC'],
  'pre-letting-expenses': ['6 months', '€10,000', '4 years', '31 December 2027'],
  'widowed-person-credit': ['€540'],
};

const text = (slug: string) => {
  const entry = bySlug.get(slug);
  return entry ? [entry.answer, ...entry.conditions, entry.notCovered ?? ''].join(' ') : '';
};

describe('tenth round entries', () => {
  it.each(Object.entries(NEW_ENTRIES))('%s exists, states its named facts and rests on a page read on 29 November 2026', (slug, facts) => {
    const entry = bySlug.get(slug);
    expect(entry, slug).toBeDefined();
    expect(entry?.checkedOn).toBe(ROUND_TEN_CHECKED_ON);
    expect(entry?.sources.every((source) => roundTenUrls.has(source.url))).toBe(true);
    for (const fact of facts) expect(text(slug), fact).toContain(fact);
  });
});
