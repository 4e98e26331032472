import { describe, expect, it } from 'vitest';
import { taxEntries } from './index.ts';
import type { TaxEntry } from './types.ts';

// Issue 27's corrections, each held where the entry states it, and its two
// claims no official page has confirmed kept out of what an answer says,
// with the last search recorded on the entry.

function entry(slug: string): TaxEntry {
  const found = taxEntries.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no entry ${slug}`);
  return found;
}

/** What an answer can say from an entry: its answer, conditions and changes. */
function stated(slug: string): string {
  const { answer, conditions, changes } = entry(slug);
  return [answer, ...conditions, ...(changes ?? [])].join('\n');
}

function sourceUrls(slug: string): string[] {
  return entry(slug).sources.map((source) => source.url);
}

describe("issue 27's corrections", () => {
  it('EII: the €1 million annual limit, with its source', () => {
    expect(stated('eii-investment')).toContain('€1 million');
    expect(entry('eii-investment').sourceNotes).toMatch(/Finance Act 2024/);
  });

  it('the mortgage interest credit for 2026 is at most €625 per property', () => {
    expect(stated('mortgage-interest-tax-credit')).toMatch(/2026[^.]*€625 per property/);
  });

  it("the Form 11 surcharge cites Revenue's pay-and-file page, not eBrief 145/25", () => {
    expect(stated('form-11-deadline')).toMatch(/5% of the tax/);
    expect(sourceUrls('form-11-deadline')).toContain(
      'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/pay-file-system.aspx',
    );
    expect(JSON.stringify(entry('form-11-deadline'))).not.toMatch(/145\/25|1452025/);
  });

  it('the KEEP extension is announced, not confirmed, with the date it was checked', () => {
    expect(stated('keep-share-options')).toMatch(/announced, not confirmed/);
    expect(stated('keep-share-options')).toMatch(/when we checked on \d{1,2} \w+ 2026/);
  });

  it('the BIK top mileage band from 48,001 km is permanent, from Revenue', () => {
    expect(stated('bik-business-mileage-bands')).toMatch(/48,001 km permanently/);
    expect(sourceUrls('bik-business-mileage-bands').some((url) => url.startsWith('https://www.revenue.ie/'))).toBe(true);
  });

  it('electric vans: the further €20,000 and €10,000 reductions, from the Finance Act', () => {
    expect(stated('bik-electric-vehicles')).toMatch(/2026[^.]*reduced by €20,000/);
    expect(stated('bik-electric-vehicles')).toMatch(/reduction was set at €10,000 for 2027/);
    expect(sourceUrls('bik-electric-vehicles')).toContain('https://www.irishstatutebook.ie/eli/2025/act/18/section/25/enacted/en/html');
  });

  it('the R&D 95% staff rule is not stated, and the entry records that it was searched for again on 29 November 2026', () => {
    expect(stated('rnd-tax-credit')).not.toMatch(/95%/);
    expect(entry('rnd-tax-credit').notCovered).toMatch(/95%[^]*29 November 2026/);
    expect(entry('rnd-tax-credit').sourceNotes).toMatch(/Searched again on 29 November 2026[^]*29-02-03/);
  });

  it("the medical-card USC rate's end in 2027 is not stated, and the entry records the search of 29 November 2026", () => {
    expect(stated('usc')).not.toMatch(/2027/);
    expect(entry('usc').notCovered).toMatch(/end of 2027[^]*29 November 2026/);
  });
});

describe('corrections found on 29 November 2026', () => {
  it("PSWT withheld is not a payment of preliminary tax (Revenue's 'Credit for PSWT deducted')", () => {
    expect(stated('pswt-credit-and-refunds')).toMatch(/cannot be used to pay any part of your preliminary tax/);
    expect(stated('pswt-credit-and-refunds')).not.toMatch(/count towards preliminary tax/);
    expect(stated('pswt-credit-and-refunds')).toMatch(/Form F50A/);
    expect(sourceUrls('pswt-credit-and-refunds')).toContain(
      'https://www.revenue.ie/en/self-assessment-and-self-employment/pswt/credit-pwst-deducted.aspx',
    );
  });
});
