// The thirteenth round (30 November 2026): topics an owner meets that had no
// entry (among them seven from Revenue's lists for employers, traders and
// companies: business entertainment, the Enhanced Reporting Requirements, VAT
// on rent, a company's capital gains, bonuses through payroll, employing
// someone in your home and money taken out when a company is wound up), named facts added to entries that
// had the topic, aliases on an entry that held a topic but was not found for
// it, and the scope check's reading of trade with another country and of that
// country's own tax, each fact resting on a page in sources-round-thirteen.ts.
// Each new entry must state its named facts, and an owner's everyday question
// about it (written for this test from the page, not taken from an evaluation
// set) must lead with it and carry its key figure.
import { describe, expect, it } from 'vitest';
import { generateTaxGuidance } from '../generate.ts';
import { foreignJurisdiction } from '../scope.ts';
import {
  describeEverydayQuestions,
  describeNewEntries,
  describeNamedFacts,
  type EverydayQuestion,
  sourceUrls,
} from '../testing/round-checks.ts';
import { ROUND_THIRTEEN_CHECKED_ON, roundThirteenSources } from './sources-round-thirteen.ts';

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'vat-goods-to-eu-businesses': ['zero-rated', '23rd of the following month', '€50,000 a quarter', '23 January', 'five'],
  'intrastat-returns': ['€750,000', 'arrivals', 'dispatches', '€635,000'],
  'vrt-commercial-vehicles': ['€200', '13.3%', '€125', '3.5 tonnes', '130%'],
  'business-entertainment': ['cannot be deducted', 'Christmas party', 'Gifts', 'capital allowances'],
  'company-capital-gains': ['CT1', '33%', 'development land', 'carried forward', 'non-resident'],
  'bonus-and-extra-pay': ['income tax, USC and PRSI', 'future week', 'holiday pay', '1 January'],
  'domestic-employee': ['€40', 'more than one', 'five-step framework', 'on or before'],
  'winding-up-distributions': ['capital distribution', 'disposal of the shares', 'liquidator'],
  'vat-property-lettings': ['exempt', '23%', 'opt to tax', '90%', 'residential'],
  'enhanced-reporting-requirements': ['1 January 2024', '€3.20', 'on or before', 'small benefit', 'eating on site'],
};

/** Existing entries given a named fact from a page read in this round, and that fact. */
const EXTENDED: Record<string, string> = {
  'dividends-dwt': 'Form 11',
  'foreign-earnings-deduction': 'end of 2030',
  'vat-returns': '23rd of the month after that year ends',
};

/** One everyday question for each new entry, the entry it must lead with, and a figure the answer must carry. */
const QUESTIONS: readonly EverydayQuestion[] = [
  [
    'We send products to a VAT-registered business customer in France. Do we charge VAT, and what do we report?',
    'vat-goods-to-eu-businesses',
    'VIES',
  ],
  ['Our company imports a lot of goods from other EU countries. When do we need to do Intrastat?', 'intrastat-returns', '€750,000'],
  ['How much VRT is there on a lorry I am importing?', 'vrt-commercial-vehicles', '€200'],
  ['I took a client out for dinner. Can I claim it against tax?', 'business-entertainment', 'cannot be deducted'],
  ['My company is selling a building it owns. Does it pay CGT or corporation tax?', 'company-capital-gains', '33%'],
  ['Is a bonus paid to an employee taxed through payroll?', 'bonus-and-extra-pay', 'USC'],
  ['Do I need to register as an employer if I hire a nanny?', 'domestic-employee', '€40'],
  ["I'm winding up my company. How is the money I take out taxed?", 'winding-up-distributions', 'capital distribution'],
  ['Do I have to charge VAT on the rent of my shop unit?', 'vat-property-lettings', 'opt to tax'],
  ['Do I need to report mileage and subsistence payments to staff to Revenue?', 'enhanced-reporting-requirements', 'on or before'],
];

const round = {
  name: 'round thirteen',
  checkedOn: ROUND_THIRTEEN_CHECKED_ON,
  urls: sourceUrls(roundThirteenSources),
  newEntries: NEW_ENTRIES,
};

describeNewEntries(round);

describeNamedFacts(round, EXTENDED);

describe('round thirteen scope: trade with another country, and that country’s own tax', () => {
  it.each([
    'We buy most of our stock from Germany. Do we pay VAT on it here?',
    'I sell tools to VAT-registered businesses in Spain. Do I charge VAT?',
    'We purchased a machine from France for the workshop. Can we claim capital allowances?',
  ])('keeps an Irish business trading with another country in scope: %s', (question) => {
    expect(foreignJurisdiction(question)).toBeUndefined();
  });

  it.each([
    ['What UK corporation tax rate would our Belfast company pay?', 'Northern Ireland (UK tax)'],
    ['We bought stock from a supplier in the UK. What is the UK tax rate on our profit there?', 'the United Kingdom'],
    ['What US tax would I pay on sales to America?', 'the United States'],
  ])('declines a question about another country’s own tax named before it: %s', (question, name) => {
    expect(foreignJurisdiction(question)?.name).toBe(name);
  });

  it('still reads the pronoun "us" as a pronoun', () => {
    expect(foreignJurisdiction('Can you tell us what tax rate applies when we sell to customers in America?')).toBeUndefined();
  });
});

describeEverydayQuestions(round, QUESTIONS, (database) => {
  const ask = (question: string) => generateTaxGuidance(database().db, question, { today: '2026-11-30' });

  // Entries that held the topic but were not found for it in an owner's words: the aliases added in this round.
  it.each([
    ['Where does the 2% USC band stop this year?', 'usc', '€28,700'],
    ['What are the USC bands for 2026?', 'usc', '€12,012'],
  ])('leads with the entry that holds the topic: %s', async (question, slug, fact) => {
    const answer = await ask(question);
    expect(answer.covered).toBe(true);
    expect(answer.entries[0]).toBe(slug);
    expect(answer.guidance).toContain(fact);
  });

  it('says by how much Class S PRSI rose on 1 October 2026', async () => {
    const answer = await ask('How much did PRSI for the self-employed go up by in October 2026?');
    expect(answer.entries).toContain('prsi-self-employed');
    expect(answer.guidance).toContain('0.15 percentage points');
  });

  it('tells a shareholder which return to file for a dividend', async () => {
    const answer = await ask('I got a dividend from my own company. Which tax return do I put it on?');
    expect(answer.entries[0]).toBe('dividends-dwt');
    expect(answer.guidance).toContain('Form 11');
  });

  it('says the Foreign Earnings Deduction runs to 2030', async () => {
    const answer = await ask('Is the foreign earnings deduction still available for staff working in the Gulf?');
    expect(answer.entries[0]).toBe('foreign-earnings-deduction');
    expect(answer.guidance).toContain('2030');
  });

  it('keeps a VAT question on entertaining clients with the VAT entry', async () => {
    const answer = await ask('Can I reclaim VAT on a client dinner?');
    expect(answer.entries[0]).toBe('vat-non-deductible');
  });

  it('declines a question about another country’s corporation tax rather than giving the Irish rate', async () => {
    const answer = await ask('Opening a branch company in Belfast. What UK corporation tax rate applies to £50k profit?');
    expect(answer.covered).toBe(false);
    expect(answer.guidance).not.toMatch(/12\.5%/);
  });
});
