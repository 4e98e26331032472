// The breadth round (29 November 2026): topics from Revenue's and Citizens
// Information's own topic lists that had no entry, and named facts added to
// existing entries, each resting on a page in sources-breadth.ts.
import { describe, expect, it } from 'vitest';
import { taxEntries } from './index.ts';
import { BREADTH_CHECKED_ON, breadthSources } from './sources-breadth.ts';
import { breadthTenSources } from './sources-breadth-ten.ts';
import { roundElevenSources } from './sources-round-eleven.ts';
import { roundTwelveSources } from './sources-round-twelve.ts';

const bySlug = new Map(taxEntries.map((entry) => [entry.slug, entry]));
const breadthUrls = new Set(Object.values(breadthSources).map((source) => source.url));
/** Pages read in later rounds, which may extend a breadth entry with a named fact. */
const laterUrls = new Set<string>(
  [...Object.values(breadthTenSources), ...Object.values(roundElevenSources), ...Object.values(roundTwelveSources)].map(
    (source) => source.url,
  ),
);

/** New entries and the named fact each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'vat-invoice-contents': ['sequence', '€100'],
  'vat-bad-debt-relief': ['moneys received'],
  'vat-property-sales': ['five years', 'two years', 'reverse charge'],
  'phased-payment-arrangement': ['36 months', 'ePPA1', '0% interest', 'six deferrals'],
  'qualifying-disclosure': ['unprompted', 'prompted', 'interest'],
  'artists-exemption': ['€50,000', 'Artist 2', 'Universal Social Charge'],
  'tips-and-gratuities': ['PAYE'],
  'maintenance-payments': ['legally enforceable', 'children'],
  'transborder-workers-relief': ['13 weeks', 'double taxation agreement'],
  'year-of-marriage': ['single', '31 December'],
  'consanguinity-relief': ['1%', '7.5%', 'farmhouse'],
  'stamp-duty-leases': ['1%', '6%', '12%', '€40,000'],
  'diesel-rebate-scheme': ['7.5 tonnes', 'fuel card', 'tax clearance'],
  'online-platform-sellers-dac7': ['DAC7', 'each year'],
  'liquor-licence-renewal': ['September', 'turnover', 'tax clearance'],
};

/** Existing entries extended with a named fact, and that fact. */
const EXTENDED: Record<string, string> = {
  'vat-cash-receipts': 'bad debt relief',
  'side-income-paye-workers': 'DAC7',
  'stamp-duty-commercial-property': 'average annual rent',
  'tax-clearance': 'Diesel Rebate Scheme',
  'form-11-deadline': 'ePPA1',
  'foreign-earnings-deduction': "Transborder Workers' Relief",
  'young-trained-farmer-stamp-duty': 'consanguinity relief',
};

const text = (slug: string) => {
  const entry = bySlug.get(slug);
  return entry ? [entry.answer, ...entry.conditions, entry.notCovered ?? ''].join(' ') : '';
};

describe('breadth round entries', () => {
  it.each(Object.entries(NEW_ENTRIES))('%s exists, states its named facts and rests on a page read on 29 November 2026', (slug, facts) => {
    const entry = bySlug.get(slug);
    expect(entry, slug).toBeDefined();
    expect(entry?.checkedOn).toBe(BREADTH_CHECKED_ON);
    expect(entry?.sources.some((source) => breadthUrls.has(source.url))).toBe(true);
    expect(entry?.sources.every((source) => breadthUrls.has(source.url) || laterUrls.has(source.url))).toBe(true);
    for (const fact of facts) expect(text(slug), fact).toContain(fact);
  });

  it.each(Object.entries(EXTENDED))('%s now states %s, citing the page it comes from', (slug, fact) => {
    expect(text(slug)).toContain(fact);
    expect(bySlug.get(slug)?.sources.some((source) => breadthUrls.has(source.url))).toBe(true);
  });
});
