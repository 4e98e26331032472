// The fourteenth round (29 November 2026): what an owner of a small business
// meets at work or at home, from revenue.ie's topic lists, on topics that had
// no entry, each resting on a page in sources-breadth-fourteen.ts. Each entry
// must state its named facts, and an owner's everyday question about its topic
// (written for this test from the page, not taken from an evaluation set) must
// lead with it and carry its key figure.
import { describeEverydayQuestions, describeNewEntries, type EverydayQuestion, sourceUrls } from '../testing/round-checks.ts';
import { BREADTH_FOURTEEN_CHECKED_ON, breadthFourteenSources } from './sources-breadth-fourteen.ts';

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'lpt-selling-a-property': ['€400,000', 'general clearance', 'specific clearance', '1 November', '13 November 2023'],
  'employer-paid-health-insurance': ['gross premium', 'notional pay', '€1,000', '€200', 'CT1'],
  'vat-refund-unregistered-farmers': ['VAT 58', 'fencing', 'machinery', '4 June 2024'],
  'woodlands-income-exemption': ['section 232', 'USC and PRSI', 'High Income Earners Restriction'],
  'cgt-transfer-business-to-company': ['going concern', 'shares', 'trade creditors', 'commercial reasons'],
  'sole-trader-first-and-last-years': ['31 December', '1 January', 'second year', 'three tax years'],
  'partnership-tax': ['precedent partner', 'their share', 'Form 11', 'Form 1 (Firms)'],
  'ixbrl-financial-statements': ['iXBRL', '€4.4 million', '€8.8 million', '50 employees', 'ROS'],
  'car-from-great-britain': ['10%', '23%', 'UK origin', 'customs declaration', 'Northern Ireland'],
  'electricity-tax': ['€1 per megawatt hour', 'household', '50 units', '31 December 2019'],
  'foreign-deposit-interest': ['33%', '40%', 'outside the EU', 'Universal Social Charge does not apply'],
  'sole-trader-losses': ['section 381', 'section 382', 'section 385', 'three tax years'],
};

/** An owner's question about each new entry's topic, the entry that must lead, and the figure or fact the answer must carry. */
const QUESTIONS: readonly EverydayQuestion[] = [
  [
    'We are selling our house this spring. What do we need to sort out with Local Property Tax before the sale closes?',
    'lpt-selling-a-property',
    '€400,000',
  ],
  [
    'I want to pay for health insurance for my three staff. Is that taxable for them, and how does it go through payroll?',
    'employer-paid-health-insurance',
    'gross premium',
  ],
  [
    'I am a farmer not registered for VAT and I am building a new slatted shed. Can I get the VAT back?',
    'vat-refund-unregistered-farmers',
    'VAT 58',
  ],
  ['I planted 20 acres of forestry on the farm. Is the income from the forestry taxable?', 'woodlands-income-exemption', 'USC and PRSI'],
  [
    'I am a sole trader thinking of moving my business into a limited company. Will I pay capital gains tax on transferring the business?',
    'cgt-transfer-business-to-company',
    'shares',
  ],
  [
    'I started my business on 1 July last year and my accounts run to 30 June. Which profits am I taxed on in my first and second year of trading?',
    'sole-trader-first-and-last-years',
    '31 December',
  ],
  [
    'My brother and I run the business as a partnership. Who files the tax return, and how is each of us taxed on the profits?',
    'partnership-tax',
    'precedent partner',
  ],
  [
    'My accountant says our company has to file its accounts in iXBRL with the CT1. Does a small company have to do that?',
    'ixbrl-financial-statements',
    '€4.4 million',
  ],
  [
    'I am thinking of buying a used van in England and bringing it home. What customs duty and VAT will I pay on it?',
    'car-from-great-britain',
    '23%',
  ],
  [
    'There is a line for electricity tax on the shop’s electricity bill. What is that and how much is it?',
    'electricity-tax',
    '€1 per megawatt hour',
  ],
  [
    'I still have a savings account with a bank in the UK from when I lived there. How is the interest taxed now that I am back in Ireland?',
    'foreign-deposit-interest',
    '40%',
  ],
  [
    'My shop made a loss this year but I also have a part-time job. Can I set the business loss against my wages?',
    'sole-trader-losses',
    'section 381',
  ],
];

const round = {
  name: 'fourteenth round',
  checkedOn: BREADTH_FOURTEEN_CHECKED_ON,
  urls: sourceUrls(breadthFourteenSources),
  newEntries: NEW_ENTRIES,
};

describeNewEntries(round);
describeEverydayQuestions(round, QUESTIONS);
