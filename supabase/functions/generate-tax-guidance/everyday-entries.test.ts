// Everyday questions that name no entry's title: starting out on your own,
// giving to a charity, registering a vehicle brought into the State, whether
// goods sold to a business over the border carry Irish VAT, paying a spouse,
// putting someone on the payroll. Each class has its
// own entry, from the Revenue pages it cites; these questions were written for
// the test, not taken from an evaluation set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../database/testing/test-databases.ts';
import { generateTaxGuidance } from './generate.ts';
import { openTaxKnowledgeDatabase } from './testing/knowledge-database.ts';

const TODAY = '2026-11-26';

describe('everyday questions about starting out, donating, registering a vehicle and selling over the border', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTaxKnowledgeDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it.each([
    [
      "I'm setting up as a sole trader electrician in January, what do I have to register for with Revenue?",
      'starting-as-a-sole-trader',
      /Form 11/,
    ],
    ['We gave €300 to a local charity this year. Can they claim tax back on it?', 'charitable-donations', /€250.*31%/],
    [
      'We brought a van in from Germany last week. How long do we have to register it?',
      'vrt-registering-an-imported-vehicle',
      /seven days.*30 days/,
    ],
    ['We make jam and sell it to a deli in Derry. Do we charge Irish VAT on it?', 'vat-goods-northern-ireland', /zero rate/],
    // A salary is a wage ('salary' reads 'wage' in synonyms.json), and a spouse's wage raises the couple's band.
    ['Is it worth paying my husband a salary so he uses his own tax band?', 'employing-family-members', /€35,000/],
    // 'Put someone on the payroll' is the everyday phrase for employing them.
    ['My nephew does a few hours for me at weekends. Do I have to put him on the payroll?', 'employer-registration', /register/],
    // A builder's subcontractor is notified to Revenue before each payment (the RCT entry's own words).
    [
      'I have taken on a subcontractor to do the roofing on a job. What do I have to tell Revenue before I pay him?',
      'relevant-contracts-tax',
      /payment notification/,
    ],
    // Glasses and contact lenses are routine eye care, which the health expenses entry says section 469 excludes.
    ['Can I claim tax back on my glasses or dental work?', 'health-expenses-relief', /Routine eye care does not qualify/],
    // Paying your tax as a sole trader is the pay and file date ('pay my tax' reads 'pay and file' in synonyms.json).
    ["I'm a sole trader, when do I have to pay my tax for 2025?", 'form-11-deadline', /31 October/],
    // A company car that is electric is taxed as a benefit in kind, not by motor tax ('company car' is read before 'car taxed').
    ["How is a company car taxed if it's electric?", 'bik-company-cars', /electric car or van has €20,000 taken off/],
  ])('leads with the entry for the class: %s', async (question, slug, fact) => {
    const answer = await generateTaxGuidance(database.db, question, { today: TODAY });
    expect(answer.covered).toBe(true);
    expect(answer.entries[0]).toBe(slug);
    expect(answer.guidance).toMatch(fact);
  });
});
