// The twelfth round (29 November 2026): questions an owner of a small Irish
// business asks about tax at home and in family life, from Citizens
// Information's "Money and tax" topic lists and the matching revenue.ie pages,
// on topics that had no entry, each resting on a page in
// sources-breadth-twelve.ts. Each entry must state its named facts, and an
// owner's everyday question about its topic (written for this test from the
// page, not taken from an evaluation set) must lead with it and carry its key
// figure.
import { describeEverydayQuestions, describeNewEntries, type EverydayQuestion, sourceUrls } from '../testing/round-checks.ts';
import { BREADTH_TWELVE_CHECKED_ON, breadthTwelveSources } from './sources-breadth-twelve.ts';

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'unemployment-tax-refund': ['four weeks', 'eight weeks', 'emergency tax', 'Form P50'],
  'illness-benefit-tax': ['income tax', 'USC', 'child dependant', 'Revenue Payroll Notification'],
  'jobseekers-benefit-tax': ['€13 a week', 'short-time', 'Jobseeker’s Allowance'],
  'maternity-benefit-tax': ['Paternity Benefit', 'Parent’s Benefit', 'Adoptive Benefit', 'USC'],
  'joint-assessment': ['assessable spouse', '31 March', 'higher income'],
  'separate-assessment-and-treatment': ['1 October', '31 March', 'Home Carer Tax Credit'],
  'tax-after-separation': ['date of separation', 'maintenance', 'civil annulment'],
  'cohabiting-couples-tax': ['single person', '€2,000', 'Single Person Child Carer Credit'],
  'foreign-pensions-tax': ['USC', 'PRSI', 'Form 11'],
  'irish-pension-living-abroad': ['Double Taxation Agreement', 'Form IC2'],
  'personal-injury-compensation-exemption': ['50%', 'permanently and totally incapacitated', 'Thalidomide'],
  'remittance-basis': ['worldwide', 'domiciled', 'remitted'],
};

/** An owner's question about each new entry's topic, the entry that must lead, and the figure or fact the answer must carry. */
const QUESTIONS: readonly EverydayQuestion[] = [
  [
    'I closed the shop in September and have not worked since. Can I get back some of the tax I paid this year, and when can I claim it?',
    'unemployment-tax-refund',
    'four weeks',
  ],
  [
    "I've been out sick for six weeks and I'm getting Illness Benefit from social welfare. Do I pay tax on it?",
    'illness-benefit-tax',
    'USC',
  ],
  ["My husband is on Jobseeker's Benefit since he was let go. Is that taxable?", 'jobseekers-benefit-tax', '€13'],
  [
    'One of my staff is going on maternity leave and will get Maternity Benefit. Is Maternity Benefit taxed?',
    'maternity-benefit-tax',
    'USC',
  ],
  ['My wife and I are jointly assessed. Which of us is the assessable spouse and can we change it?', 'joint-assessment', '31 March'],
  [
    'We are married but want to be taxed separately. What is the difference between separate assessment and single assessment?',
    'separate-assessment-and-treatment',
    '31 March',
  ],
  ['My wife and I separated in June. How will we be taxed for the year of separation?', 'tax-after-separation', 'date of separation'],
  [
    "My partner and I are cohabiting with two kids but we're not married. Can she transfer her unused tax credits to me?",
    'cohabiting-couples-tax',
    'single person',
  ],
  [
    'I worked in England for years and now get a small UK pension here in Ireland. Do I pay Irish tax on that foreign pension?',
    'foreign-pensions-tax',
    'USC',
  ],
  [
    "I'm planning to retire to Spain. Will my Irish pension still be taxed in Ireland when I'm living abroad?",
    'irish-pension-living-abroad',
    'Form IC2',
  ],
  [
    'My son got a personal injury compensation award after a crash left him unable to ever work. Is the income from investing it taxed?',
    'personal-injury-compensation-exemption',
    '50%',
  ],
  [
    "I'm French, living in Ireland but not domiciled here. Is the income from my investments in France taxed in Ireland under the remittance basis?",
    'remittance-basis',
    'remitted',
  ],
];

const round = {
  name: 'twelfth round',
  checkedOn: BREADTH_TWELVE_CHECKED_ON,
  urls: sourceUrls(breadthTwelveSources),
  newEntries: NEW_ENTRIES,
};

describeNewEntries(round);
describeEverydayQuestions(round, QUESTIONS);
