// Income an owner or their family earns at home beside a job: side income,
// claiming back tax, a lump sum on leaving a job, childminding and selling
// solar electricity to the grid.
import { businessSources as bs } from '../sources-business.ts';
import { NAMED_FACTS_CHECKED_ON } from '../sources-named-facts.ts';
import { PERSONAL_CHECKED_ON, personalSources as ps } from '../sources-personal.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import { breadthSources as bd } from '../sources-breadth.ts';
import type { TaxEntry } from '../types.ts';

const household = { area: 'Personal credits and reliefs', taxYear: TAX_YEAR, checkedOn: PERSONAL_CHECKED_ON } as const;

export const householdIncomeEntries: readonly TaxEntry[] = [
  {
    ...household,
    slug: 'side-income-paye-workers',
    title: 'Side income as an employee: when you must file a return',
    triggers: [
      'side income',
      'side hustle',
      'nixer',
      'nixers',
      'extra income',
      'income outside my job',
      'part time business on the side',
      'selling at markets',
      'grinds',
      'form 12',
      'chargeable person',
      'paye and self employed',
    ],
    answer:
      'An employee with other income must register for self-assessment and file a Form 11 if that income is more than €5,000 a year after expenses, or more than €30,000 gross. Below both limits, declare it on a Form 12 through myAccount and Revenue collects the tax through your tax credits.',
    conditions: [
      'Side income includes nixers, consultancy, grinds, market trading, fees and commissions; it is taxable even when small.',
      'If you must file a Form 11, you also pay preliminary tax and file by the 31 October pay-and-file date.',
      'Income that is exempt, such as rent-a-room income within its limit, still has to be reported on your return.',
      'Online platforms report their sellers to Revenue each year under the EU rules known as DAC7 (amounts paid each quarter, number of sales, fees); this adds no new tax, and selling off your own personal belongings is unlikely to be a trade.',
    ],
    sources: [ps.selfAssessmentRegister, ps.extraIncome, sources.selfAssessment, bd.dac7Sellers],
  },
  {
    ...household,
    slug: 'four-year-refund-rule',
    title: 'Claiming back overpaid tax: the four-year limit',
    triggers: [
      'claim back tax',
      'tax refund',
      'tax back',
      'overpaid tax',
      'four year rule',
      'backdate a tax credit',
      'previous years tax',
      'statement of liability',
      'end of year review',
      'unclaimed tax credits',
    ],
    answer:
      'You have four years from the end of a tax year to claim a refund for it; for example, the last day to claim for 2022 is 31 December 2026. Employees claim by filing an income tax return for the year in myAccount and getting a Statement of Liability.',
    conditions: [
      'The same limit applies to credits and reliefs you forgot to claim, such as health expenses, flat-rate expenses or the rent credit.',
      'The time limit is set by law, and Revenue cannot extend it for a late claim.',
      'Most refunds claimed online are paid within a few working days into the bank account you give.',
    ],
    sources: [ps.statementOfLiability],
  },
  {
    ...household,
    slug: 'termination-lump-sum',
    title: 'Tax on a redundancy or termination lump sum',
    triggers: [
      'redundancy',
      'redundancy payment',
      'lump sum',
      'ex gratia',
      'termination payment',
      'severance',
      'golden handshake',
      'let go from my job',
      'tax free lump sum',
    ],
    answer:
      'A lump sum from your employer on leaving a job is tax-free up to the basic exemption: €10,160 plus €765 for each full year you worked there. Statutory redundancy pay is exempt from income tax and USC in full, and a lifetime limit of €200,000 applies to the tax-free amount.',
    conditions: [
      'The basic exemption rises by €10,000 if you have not had a tax-free lump sum above the basic exemption in the last ten years and you are not in, or give up a lump sum from, an occupational pension scheme; any tax-free pension lump sum is deducted from that €10,000.',
      'Part-time and job-share periods count towards full years, a career break does not.',
      'Anything above the tax-free amount is taxed as pay.',
    ],
    notCovered:
      'The Standard Capital Superannuation Benefit (SCSB) calculation, which can give a higher tax-free amount after long service: not set out here.',
    sources: [ps.lumpSumBasic, ps.lumpSumIncreased, ps.lumpSumExempt],
  },
  {
    ...household,
    slug: 'childminding-relief',
    title: 'Childminding at home: childcare services relief (€15,000)',
    triggers: [
      'childminding',
      'childminder',
      'minding children at home',
      'childcare services relief',
      'mind kids in my house',
      'minding neighbours children',
    ],
    answer:
      'If you mind children in your own home and earn no more than €15,000 a year from it, the income is exempt from income tax under childcare services relief.',
    conditions: [
      'You can mind no more than three children (under 18) at any one time, and must be self-employed and registered for self-assessment.',
      'You must have told the HSE (your local childcare committee) that you provide the service.',
      'If someone else minds children with you in your home, the €15,000 limit is shared between you.',
      'Claim it on your Form 11 by the 31 October filing date; the income is still declared.',
      'This relief is for the childminder. A family who pays someone to mind their children in the family’s own home is that person’s employer; a household with only that one domestic employee, paid under €40 a week, need not register as an employer (see the employer registration entry).',
    ],
    sources: [ps.childcareServices, bs.employerRegistrationThresholds],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...household,
    slug: 'microgeneration-exemption',
    title: 'Selling solar electricity to the grid: the €400 exemption',
    triggers: [
      'solar panels',
      'solar pv',
      'microgeneration',
      'micro generation',
      'sell electricity to the grid',
      'clean export guarantee',
      'export payment',
      'income from solar',
    ],
    answer:
      'Up to €400 a year of profit from selling electricity you generate at your home (for example from solar panels) back to the grid is exempt from income tax, USC and PRSI. The exemption runs to 31 December 2028 after Budget 2026 extended it.',
    conditions: [
      'It applies to an individual generating renewable electricity mainly for their own use at their sole or main residence.',
      'You do not need to put exempt profits on a tax return; profit above €400 must be declared and is taxed as other income.',
    ],
    sources: [ps.microgeneration, sources.budget2026],
    dates: [
      {
        on: '2028-12-31',
        kind: 'ends',
        measure: 'the €400 micro-generation exemption',
        said: 'The exemption runs to 31 December 2028 after Budget 2026 extended it.',
        source: sources.budget2026,
      },
    ],
  },
];
