// The eleventh round (29 November 2026): topics an owner meets that had no
// entry, named facts added to entries that had the topic, and the scope check's
// two gaps (a fuel named for its tax, a business set up in another country),
// each resting on a page in sources-round-eleven.ts. Each new entry must state
// its named facts, and an owner's everyday question about it (written for this
// test from the page, not taken from an evaluation set) must lead with it and
// carry its key figure.
import { describe, expect, it } from 'vitest';
import { generateTaxGuidance } from '../generate.ts';
import { foreignJurisdiction, looksLikeTaxQuestion } from '../scope.ts';
import {
  describeEverydayQuestions,
  describeNewEntries,
  describeNamedFacts,
  type EverydayQuestion,
  sourceUrls,
} from '../testing/round-checks.ts';
import { ROUND_ELEVEN_CHECKED_ON, roundElevenSources } from './sources-round-eleven.ts';

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'late-payment-interest': ['0.0274% a day', '0.0219% a day', '14 days', '80%'],
  'vat-two-thirds-rule': ['two-thirds', 'motor vehicles', 'connected parties'],
  'vat-zero-rating-scheme-exporters': ['75%', '12 months', 'section 56', 'petrol'],
  'pre-trading-expenses': ['three years', 'accountancy fees', 'rent'],
  'farm-buildings-allowance': ['15%', '10%', 'seven-year', 'fences', 'roadways'],
  'vat-business-car-deduction': ['20%', '60%', '140g/km', '75%', 'two years'],
  'employer-prsa-contributions': ['100%', '1 January 2025', 'benefit in kind'],
  'myaccount-two-factor-code': ['5 minutes', 'recovery email address'],
  'revenue-refund-bank-account': ['Electronic Funds Transfer (EFT)', 'SEPA', 'IBAN'],
};

/** Existing entries given a named fact from a page read in this round, and that fact. */
const EXTENDED: Record<string, string> = {
  'vat-invoice-contents': 'within 15 days of the end of the month',
  'vat-services-to-eu-businesses': 'by the 23rd of the month after each calendar quarter',
  'form-11-deadline': 'more than 15%',
  'vat-hospitality-2026': 'in a hotel too from 1 January 2026',
};

/** One everyday question for each new entry, the entry it must lead with, and a figure the answer must carry. */
const QUESTIONS: readonly EverydayQuestion[] = [
  ['Our VAT was paid two weeks after the deadline. What interest will Revenue add?', 'late-payment-interest', '0.0274%'],
  [
    'I fix washing machines and the new parts often cost more than my labour. Which VAT rate goes on the bill?',
    'vat-two-thirds-rule',
    'two-thirds',
  ],
  [
    'Almost all our output is exported outside the EU, so we are always in a VAT refund position. Can we get our inputs without VAT?',
    'vat-zero-rating-scheme-exporters',
    '75%',
  ],
  ['Can I deduct the accountancy fees I paid before my business opened?', 'pre-trading-expenses', 'three years'],
  ['What allowance do I get on a new slatted shed and farm roadway?', 'farm-buildings-allowance', '15%'],
  ['How much of the VAT on a business car can I reclaim?', 'vat-business-car-deduction', '20%'],
  ['Is there a limit on what my company can pay into my PRSA tax-free as a director?', 'employer-prsa-contributions', '100%'],
  ['The text code for logging in to myAccount ran out before I typed it. How long does it last?', 'myaccount-two-factor-code', '5 minutes'],
  ['Which of my bank accounts does Revenue pay a tax refund into?', 'revenue-refund-bank-account', 'EFT'],
];

const round = {
  name: 'round eleven',
  checkedOn: ROUND_ELEVEN_CHECKED_ON,
  urls: sourceUrls(roundElevenSources),
  newEntries: NEW_ENTRIES,
};

describeNewEntries(round);

describeNamedFacts(round, EXTENDED);

describe('round eleven scope', () => {
  it('reads a fuel named for its tax (green or marked diesel) as a tax question', () => {
    expect(looksLikeTaxQuestion('Is it alright to put marked diesel in the tractor and the pickup?')).toBe(true);
    expect(looksLikeTaxQuestion('Who sells green diesel near me?')).toBe(true);
  });

  it('declines a question about a business being set up in another country, even when it reads like trade with a company there', () => {
    expect(foreignJurisdiction('What profit tax would a new company in Spain pay? We are opening one in Spain next year')?.name).toBe(
      'Spain',
    );
    expect(foreignJurisdiction('What would a company in England pay on its profits? I am starting one in London')?.name).toBe(
      'the United Kingdom',
    );
  });

  it('still answers trade with a company abroad, and setting up in Ireland', () => {
    expect(foreignJurisdiction('I do bookkeeping for a company in Leeds. Do I charge VAT?')).toBeUndefined();
    expect(foreignJurisdiction('Our Irish company is opening a shop in Belfast. Any Irish tax on that?')).toBeUndefined();
    expect(foreignJurisdiction('We are setting up in Cork. Which taxes do we register for?')).toBeUndefined();
  });
});

describeEverydayQuestions(round, QUESTIONS, (database) => {
  it("reads 'overdue' and 'after the deadline' as late (synonyms.json)", async () => {
    for (const question of [
      'The P30 payment is overdue. What interest will be added?',
      'Our VAT was paid two weeks after the deadline. What interest will Revenue add?',
    ]) {
      const answer = await generateTaxGuidance(database().db, question, { today: '2026-11-29' });
      expect(answer.entries[0], question).toBe('late-payment-interest');
    }
  });

  it('answers a question about running a road vehicle on green diesel from the marked fuel entry', async () => {
    const answer = await generateTaxGuidance(database().db, 'Could I use green diesel in my pickup for short trips on the road?', {
      today: '2026-11-29',
    });
    expect(answer.covered).toBe(true);
    expect(answer.entries).toContain('marked-gas-oil');
  });
});
