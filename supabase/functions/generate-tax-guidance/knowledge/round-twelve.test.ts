// The twelfth round (29 November 2026): topics an owner meets that had no
// entry, named facts added to entries that had the topic, and aliases on
// entries that held a topic but were not found for it, each fact resting on a
// page in sources-round-twelve.ts. Each new entry must state its named facts,
// and an owner's everyday question about it (written for this test from the
// page, not taken from an evaluation set) must lead with it and carry its key
// figure.
import { expect, it } from 'vitest';
import { generateTaxGuidance } from '../generate.ts';
import {
  describeEverydayQuestions,
  describeNewEntries,
  describeNamedFacts,
  type EverydayQuestion,
  sourceUrls,
} from '../testing/round-checks.ts';
import { ROUND_TWELVE_CHECKED_ON, roundTwelveSources } from './sources-round-twelve.ts';

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'lpt-who-is-liable': ['landlord', '20 years', '22 July 2021', 'designated liable person'],
  'rental-losses': ['carry it forward', 'salary', 'Capital allowances', 'foreign'],
  'cgt-gift-market-value': ['market value', '33%', '€1,270'],
  'closing-a-sole-trade': ['TRCN1', 'Cease Registration', 'six years'],
  'vintage-motor-tax': ['€56', '€26', '12 months', 'RF111'],
  'carbon-tax-fuels': ['€71', '€63.50', '1 May 2026', '€100'],
  'standard-fund-threshold': ['€2.2 million', '€2.8 million', '40%', '787O'],
};

/** Existing entries given a named fact from a page read in this round, and that fact. */
const EXTENDED: Record<string, string> = {
  'vat-non-deductible': 'VAT on diesel',
  'vrt-calculation': '41%',
  'liquor-licence-renewal': '30 September',
  'medical-insurance-relief': 'gross premium',
};

/** One everyday question for each new entry, the entry it must lead with, and a figure the answer must carry. */
const QUESTIONS: readonly EverydayQuestion[] = [
  ['I rent out an apartment on a one-year lease. Does my tenant pay the LPT or do I?', 'lpt-who-is-liable', '20 years'],
  ['My rental property lost money this year after big repairs. Can I use the rental loss?', 'rental-losses', 'carry it forward'],
  ['I want to give my daughter some shares I own. Is there capital gains tax when I gift them?', 'cgt-gift-market-value', 'market value'],
  ["I'm closing my business at the end of the month. How do I cancel my tax registration?", 'closing-a-sole-trade', 'TRCN1'],
  ['What motor tax do I pay on a vintage car?', 'vintage-motor-tax', '€56'],
  ['How much is the carbon tax per tonne now?', 'carbon-tax-fuels', '€71'],
  ['What is the standard fund threshold for my pension in 2026?', 'standard-fund-threshold', '€2.2 million'],
];

const round = {
  name: 'round twelve',
  checkedOn: ROUND_TWELVE_CHECKED_ON,
  urls: sourceUrls(roundTwelveSources),
  newEntries: NEW_ENTRIES,
};

describeNewEntries(round);

describeNamedFacts(round, EXTENDED);

describeEverydayQuestions(round, QUESTIONS, (database) => {
  // Entries that held the topic but were not found for it in an owner's words: the aliases added in this round.
  it.each([
    ['Do I deduct PAYE from an employee who works abroad and is not resident in Ireland?', 'paye-exclusion-order'],
    ['Is there gift tax when I pay my child’s college fees and rent?', 'cat-support-maintenance-education'],
    ['My ex pays me maintenance every month. Is it taxable?', 'maintenance-payments'],
    ['Is there a USC surcharge for the self-employed?', 'usc'],
    ['Is there a cheaper motor tax for an old car?', 'vintage-motor-tax'],
  ])('leads with the entry that holds the topic: %s', async (question, slug) => {
    const answer = await generateTaxGuidance(database().db, question, { today: '2026-11-29' });
    expect(answer.covered).toBe(true);
    expect(answer.entries[0]).toBe(slug);
  });

  it('answers a carbon tax question now that the knowledge names the tax, instead of declining it as unknown', async () => {
    const answer = await generateTaxGuidance(database().db, 'What is the carbon tax on home heating oil?', { today: '2026-11-29' });
    expect(answer.covered).toBe(true);
    expect(answer.entries[0]).toBe('carbon-tax-fuels');
  });

  it('still declines a charge the knowledge never names', async () => {
    const answer = await generateTaxGuidance(database().db, 'How much betting duty does a bookmaker pay on each bet?', {
      today: '2026-11-29',
    });
    expect(answer.covered).toBe(false);
  });
});
