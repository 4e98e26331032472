// The thirteenth round (29 November 2026): what an owner meets running a small
// business, from revenue.ie's topic lists for businesses and employers, on
// topics that had no entry, each resting on a page in
// sources-breadth-thirteen.ts. Each entry must state its named facts, and an
// owner's everyday question about its topic (written for this test from the
// page, not taken from an evaluation set) must lead with it and carry its key
// figure.
import { describeEverydayQuestions, describeNewEntries, type EverydayQuestion, sourceUrls } from '../testing/round-checks.ts';
import { BREADTH_THIRTEEN_CHECKED_ON, breadthThirteenSources } from './sources-breadth-thirteen.ts';

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'vat-vouchers': ['single-purpose voucher', 'multi-purpose voucher', 'redeemed', '1 January 2019'],
  'vat-deposits-cancellations': ['pre-payment', 'VAT return', '1 January 2022'],
  'vat-admission-to-events': ['where the event takes place', 'Exempt', 'reduced rate'],
  'sugar-sweetened-drinks-tax': ['€16.26', '€24.39', '5 grammes', 'one month'],
  'payroll-submission-corrections': ['next payroll', 'return due date', 'revised return'],
  'paye-exclusion-order': ['30 days', 'non-resident', 'PRSI'],
  'revenue-compliance-interventions': ['Level 1', 'Level 2', 'Level 3', '28 days'],
  'vat-cancel-voluntary-registration': ['three years', '(A + B) − C', 'flat-rate addition'],
  'vat-holiday-home-election-cancellation': ['1 July 2008', '10 years', 'Capital Goods Scheme'],
  'expression-of-doubt': ['on time', 'one month', 'Tax Appeals Commission'],
};

/** An owner's question about each new entry's topic, the entry that must lead, and the figure or fact the answer must carry. */
const QUESTIONS: readonly EverydayQuestion[] = [
  [
    'We sell gift cards in the shop that can be spent on anything we stock. When do we account for VAT on them: when we sell the card or when the customer spends it?',
    'vat-vouchers',
    'redeemed',
  ],
  [
    'Customers pay a booking deposit a month before the job. Do I charge VAT on the deposit when I get it or when the job is done?',
    'vat-deposits-cancellations',
    'VAT return',
  ],
  [
    'We are running a two-day conference in Galway and selling tickets to delegates from other EU countries. Is there Irish VAT on the admission fee?',
    'vat-admission-to-events',
    'where the event takes place',
  ],
  ['I plan to make and sell my own fizzy drinks. How much is the sugar tax?', 'sugar-sweetened-drinks-tax', '€16.26'],
  [
    'I made a mistake in last month’s payroll and reported the wrong pay for one employee to Revenue. How do I fix it?',
    'payroll-submission-corrections',
    'return due date',
  ],
  [
    'One of my staff is moving to Spain to do all her work for us from there. Do I still deduct PAYE from her pay? Can I get a PAYE exclusion order?',
    'paye-exclusion-order',
    '30 days',
  ],
  [
    'I got a letter from Revenue saying it is a Level 2 compliance intervention, a risk review. What does that mean and can I still make a disclosure?',
    'revenue-compliance-interventions',
    '28 days',
  ],
  [
    'I registered for VAT voluntarily two years ago but want to cancel my VAT registration now. Do I have to pay anything back?',
    'vat-cancel-voluntary-registration',
    'three years',
  ],
  [
    'I registered for VAT on my holiday lets back in 2005. If I cancel the holiday home election now, what VAT do I repay?',
    'vat-holiday-home-election-cancellation',
    '10 years',
  ],
  [
    'I am not sure how the law applies to one item on my tax return. Can I make an expression of doubt, and what happens then?',
    'expression-of-doubt',
    'one month',
  ],
];

const round = {
  name: 'thirteenth round',
  checkedOn: BREADTH_THIRTEEN_CHECKED_ON,
  urls: sourceUrls(breadthThirteenSources),
  newEntries: NEW_ENTRIES,
};

describeNewEntries(round);
describeEverydayQuestions(round, QUESTIONS);
