// The twelfth round (29 November 2026): questions an owner of a small Irish
// business asks about tax at home and in family life, from Citizens
// Information's "Money and tax" topic lists and the matching revenue.ie pages,
// on topics that had no entry, each resting on a page in
// sources-breadth-twelve.ts. Each entry must state its named facts, and an
// owner's everyday question about its topic (written for this test from the
// page, not taken from an evaluation set) must lead with it and carry its key
// figure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../../database/testing/test-databases.ts';
import { generateTaxGuidance } from '../generate.ts';
import { openTaxKnowledgeDatabase } from '../testing/knowledge-database.ts';
import { taxEntries } from './index.ts';
import { BREADTH_TWELVE_CHECKED_ON, breadthTwelveSources } from './sources-breadth-twelve.ts';

const bySlug = new Map(taxEntries.map((entry) => [entry.slug, entry]));
const breadthTwelveUrls = new Set<string>(Object.values(breadthTwelveSources).map((source) => source.url));

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
const QUESTIONS: [string, string, string][] = [
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

const text = (slug: string) => {
  const entry = bySlug.get(slug);
  return entry ? [entry.answer, ...entry.conditions, entry.notCovered ?? ''].join(' ') : '';
};

describe('twelfth round entries', () => {
  it.each(Object.entries(NEW_ENTRIES))('%s exists, states its named facts and rests on a page read on 29 November 2026', (slug, facts) => {
    const entry = bySlug.get(slug);
    expect(entry, slug).toBeDefined();
    expect(entry?.checkedOn).toBe(BREADTH_TWELVE_CHECKED_ON);
    expect(entry?.sources.every((source) => breadthTwelveUrls.has(source.url))).toBe(true);
    for (const fact of facts) expect(text(slug), fact).toContain(fact);
  });
});

describe("twelfth round entries reached by an owner's everyday question", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTaxKnowledgeDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('asks one question for every new entry', () => {
    expect(new Set(QUESTIONS.map(([, slug]) => slug))).toEqual(new Set(Object.keys(NEW_ENTRIES)));
  });

  it.each(QUESTIONS)('leads with the entry and its key figure: %s', async (question, slug, fact) => {
    const answer = await generateTaxGuidance(database.db, question, { today: '2026-11-29' });
    expect(answer.covered).toBe(true);
    expect(answer.entries[0]).toBe(slug);
    expect(answer.guidance).toContain(fact);
  });
});
