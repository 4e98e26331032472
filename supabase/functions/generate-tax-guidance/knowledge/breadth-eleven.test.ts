// The eleventh round (29 November 2026): topics on Revenue's own topic lists
// that an owner meets at work or at home and that had no entry, each resting on
// a page in sources-breadth-eleven.ts. Each entry must state its named facts,
// and an owner's everyday question about its topic (written for this test from
// the page, not taken from an evaluation set) must lead with it and carry its
// key figure.
import { describeEverydayQuestions, describeNewEntries, type EverydayQuestion, sourceUrls } from '../testing/round-checks.ts';
import { BREADTH_ELEVEN_CHECKED_ON, breadthElevenSources } from './sources-breadth-eleven.ts';

/** New entries and the named facts each must state. */
const NEW_ENTRIES: Record<string, readonly string[]> = {
  'long-service-awards': ['20 years', '€50', 'five years', 'Small Benefit Exemption'],
  'removal-relocation-expenses': ['ten nights', 'three months', 'Disturbance money'],
  'retail-export-scheme': ['three months', '25 working days', 'Northern Ireland'],
  'unapproved-share-options': ['1 January 2024', 'payroll', 'seven years', '30 days'],
  'approved-share-schemes': ['€12,700', 'three years', '€12 to €500'],
  'restricted-shares': ['10%', '30%', '60%', 'one year'],
  'ordinary-residence': ['three tax years', 'fourth tax year'],
  'alcohol-tobacco-from-eu': ['800 cigarettes', '10 litres of spirits', '90 litres of wine', '110 litres of beer', '17'],
  'cash-declaration-customs': ['€10,000', '30 days'],
  'vat-business-gifts-samples': ['€20', 'industrial samples', 'warranty'],
  'tax-after-a-death': ['date of death', 'MyEnquiries', 'paper returns'],
  'marked-gas-oil': ['green', 'road vehicle', 'seized'],
  'scholarship-income-exemption': ['full-time education', '25%'],
  'buying-online-outside-eu': ['1 July 2021', '€150', 'excise duty'],
  'vat-solar-panels-homes': ['1 May 2023', 'zero-rated', '23%', '13.5%'],
};

/** An owner's question about each new entry's topic, the entry that must lead, and the figure or fact the answer must carry. */
const QUESTIONS: readonly EverydayQuestion[] = [
  [
    'One of my lads has been with me 20 years next month. I want to get him a watch to mark it. Is that taxable for him?',
    'long-service-awards',
    '€50',
  ],
  [
    "I'm hiring a chef from Cork who has to move up to Dublin for the job. Can I pay his moving costs without him being taxed on it?",
    'removal-relocation-expenses',
    'ten nights',
  ],
  [
    'We get a lot of visitors from outside the EU in our gift shop. Can they get the VAT back on what they buy, and what do I have to do?',
    'retail-export-scheme',
    'three months',
  ],
  [
    'A key employee wants to exercise the share options my company granted her. How is she taxed on the gain, and do I deduct it?',
    'unapproved-share-options',
    '1 January 2024',
  ],
  ['Could my company give staff shares instead of a cash bonus without them paying income tax on it?', 'approved-share-schemes', '€12,700'],
  [
    "We're giving two managers shares they can't sell for three years. Does the lock-up reduce the tax they pay on them?",
    'restricted-shares',
    '30%',
  ],
  ['I moved to Spain two years ago. Am I still ordinarily resident in Ireland for tax?', 'ordinary-residence', 'three'],
  [
    "We're driving back from France next week. How much wine and beer can we bring home without paying duty?",
    'alcohol-tobacco-from-eu',
    '90 litres',
  ],
  [
    "I'm bringing about €12,000 in cash with me on a flight to Dubai to buy stock for the shop. Do I have to declare it to customs?",
    'cash-declaration-customs',
    '€10,000',
  ],
  [
    'At Christmas we give our best customers a bottle of whiskey each. Do I have to account for VAT on those?',
    'vat-business-gifts-samples',
    '€20',
  ],
  [
    "My father died last month and I'm the executor of his will. What do I have to do about his tax with Revenue?",
    'tax-after-a-death',
    'date of death',
  ],
  ['Can I put green diesel from the farm tank in my jeep?', 'marked-gas-oil', 'seized'],
  [
    'My daughter won a sports scholarship to college worth €5,000 a year. Does she pay income tax on it?',
    'scholarship-income-exemption',
    'full-time',
  ],
  [
    "I ordered a jacket online from a shop in England and got a bill before they'd deliver it. Why do I have to pay VAT on it?",
    'buying-online-outside-eu',
    '€150',
  ],
  ["We're getting solar panels put on the roof of our house. What VAT rate should the installer charge?", 'vat-solar-panels-homes', 'zero'],
];

const round = {
  name: 'eleventh round',
  checkedOn: BREADTH_ELEVEN_CHECKED_ON,
  urls: sourceUrls(breadthElevenSources),
  newEntries: NEW_ENTRIES,
};

describeNewEntries(round);
describeEverydayQuestions(round, QUESTIONS);
