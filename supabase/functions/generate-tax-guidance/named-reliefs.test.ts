// The seventh visitor set's round: topics the knowledge lacked (a carer, a loan or a flat for an employee,
// Start Your Own Business Relief, Favourite Nephew or Niece Relief, the CG50A, leasing farm land, pension lump
// sums, taxable social welfare) and named facts the found entries lacked (the Guide Dog Allowance, goods bought
// from the EU by an exempt business, services received from abroad, voucher values, what to report for the
// remote working allowance, PRSI Class J, the LPT surcharge cap, VAT58, the ROS certificate, a loan to a
// participator, carrying a company's loss back). Each question was written for this test from the entry's own
// source, not taken from an evaluation set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../database/testing/test-databases.ts';
import { generateTaxGuidance } from './generate.ts';
import { openTaxKnowledgeDatabase } from './testing/knowledge-database.ts';

const TODAY = '2026-11-29';

describe('the seventh set round: topics and named facts from official pages', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTaxKnowledgeDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it.each([
    ['Can I get tax relief for employing a carer for my husband, who is totally incapacitated?', 'employing-a-carer', /€75,000/],
    ['What specified rate applies to a preferential loan I give an employee for their home?', 'preferential-loans', /4%.*13\.5%/],
    ['How does Start Your Own Business Relief work for someone long term unemployed?', 'start-your-own-business-relief', /€40,000/],
    ['What are the conditions for favourite niece relief on my aunt’s shop?', 'favourite-nephew-relief', /five years.*24 hours/],
    ['Do I need a CG50A clearance certificate when selling a building?', 'cgt-clearance-certificate', /15%.*€500,000|€500,000.*15%/],
    ['Is rent from leasing farm land on a 15 year lease exempt from income tax?', 'farm-land-leasing-exemption', /€40,000/],
    ['How is a retirement lump sum from my pension taxed?', 'retirement-lump-sums', /€200,000/],
    ['Is my social welfare payment subject to USC and PRSI?', 'taxable-social-welfare', /not to USC or PRSI/],
    [
      'Is employee accommodation a benefit in kind if a caretaker must live on the premises?',
      'employer-provided-accommodation',
      /No benefit in kind/,
    ],
  ])('leads with the new entry: %s', async (question, slug, fact) => {
    const answer = await generateTaxGuidance(database.db, question, { today: TODAY });
    expect(answer.covered).toBe(true);
    expect(answer.entries[0]).toBe(slug);
    expect(answer.guidance).toMatch(fact);
  });

  it.each([
    ['Can I claim the guide dog allowance as well as the blind person credit?', /€825.*€165/],
    ['Our charity is exempt from VAT. When must it register for intra community acquisitions of goods?', /€41,000/],
    ['Is there a VAT registration threshold for services from abroad?', /no registration threshold/],
    ['How is a meal voucher valued for tax?', /face value.*19c/],
    [
      'What must an employer report under enhanced reporting for the remote working daily allowance?',
      /number of days.*amount paid.*date paid/,
    ],
    ['What is the employer rate for PRSI class J?', /0\.85%/],
    ['Is the LPT surcharge on my income tax capped?', /50% of the LPT/],
    ['How does an unregistered farmer reclaim VAT on a new farm building?', /VAT58/],
    ['How often must a ROS digital certificate be renewed?', /two years/],
    ['What tax does a close company pay on a loan to a participator?', /20\/80/],
    ['Can a company carry a trading loss back, and for how long forward?', /immediately preceding accounting period.*no time limit/],
  ])('states the named fact: %s', async (question, fact) => {
    const answer = await generateTaxGuidance(database.db, question, { today: TODAY });
    expect(answer.covered).toBe(true);
    expect(answer.guidance).toMatch(fact);
  });
});
