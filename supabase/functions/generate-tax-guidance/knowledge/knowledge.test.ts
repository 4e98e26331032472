import { describe, expect, it } from 'vitest';
import { taxEntries } from './index.ts';

// The areas issue 10 requires, each by an entry that must exist.
const REQUIRED_ENTRIES = [
  'income-tax-bands',
  'tax-credits',
  'usc',
  'prsi-employees-employers',
  'prsi-self-employed',
  'vat-rates',
  'vat-hospitality-2026',
  'vat-registration',
  'vat-cash-receipts',
  'vat-returns',
  'corporation-tax-rates',
  'pillar-two-minimum-tax',
  'start-up-relief',
  'cgt-rate-and-payment',
  'retirement-relief',
  'entrepreneur-relief',
  'cat-thresholds',
  'stamp-duty-commercial-property',
  'stamp-duty-shares',
  'relevant-contracts-tax',
  'employer-paye',
  'bik-company-cars',
  'small-benefit-exemption',
  'rnd-tax-credit',
  'keep-share-options',
  'eii-investment',
  'remote-working-relief',
  'earned-income-credit',
  'preliminary-tax',
  'form-11-deadline',
  'ct-payment-filing',
  'ros-online',
];

const OFFICIAL_HOSTS = [
  'www.revenue.ie',
  'www.gov.ie',
  'www.oireachtas.ie',
  'www.irishstatutebook.ie',
  'www.citizensinformation.ie',
  'www.ros.ie',
  // The department that runs motor tax publishes the refund rules (the motor tax refund entry).
  'www.housing.gov.ie',
  // Motor tax is collected by the local authorities; a county council's motor tax page gives the vintage rate.
  'wexfordcoco.ie',
];

describe('tax knowledge entries', () => {
  it('has at least 120 entries (issue 27), covering every area the issue names, with unique slugs', () => {
    const slugs = taxEntries.map((entry) => entry.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(120);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining(REQUIRED_ENTRIES));
  });

  it.each(taxEntries.map((entry) => [entry.slug, entry] as const))('%s is dated, sourced and complete', (_, entry) => {
    expect(entry.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(entry.taxYear).toBe(2026);
    expect(entry.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entry.answer.length).toBeGreaterThan(40);
    expect(entry.conditions.length).toBeGreaterThan(0);
    expect(entry.triggers.length).toBeGreaterThan(0);
    // Questions are unhyphenated before matching, so a hyphenated trigger could never match.
    for (const trigger of entry.triggers) expect(trigger).not.toMatch(/-/);
    expect(entry.sources.length).toBeGreaterThan(0);
    for (const source of entry.sources) {
      const url = new URL(source.url);
      expect(url.protocol).toBe('https:');
      expect(OFFICIAL_HOSTS).toContain(url.hostname);
    }
  });

  it('says which date each in-year change applies from', () => {
    const datePattern =
      /\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b|\b20\d\d\b/;
    for (const entry of taxEntries) {
      for (const change of entry.changes ?? []) expect(change, entry.slug).toMatch(datePattern);
    }
  });
});
