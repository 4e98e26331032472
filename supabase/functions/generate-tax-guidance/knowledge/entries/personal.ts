// Income tax, USC and PRSI: what an owner pays on salary or profits, and what
// an employer adds on wages. Budget 2026 left income tax bands and credits
// unchanged, widened the 2% USC band, and PRSI rises again on 1 October 2026.
import { CHECKED_ON, sources, TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const common = { area: 'Income tax, USC and PRSI', taxYear: TAX_YEAR, checkedOn: CHECKED_ON } as const;

export const personalEntries: readonly TaxEntry[] = [
  {
    ...common,
    slug: 'income-tax-bands',
    title: 'Income tax rates and bands',
    triggers: [
      'income tax',
      'income tax band',
      'income tax rate',
      'tax band',
      'tax bands',
      'standard rate band',
      'higher rate',
      'standard rate cut off',
      'cut off point',
      '40% tax',
      '40 percent',
      'top rate of tax',
      'marginal rate',
      'tax rates',
      'salary',
      'tax on a salary',
      'tax on my salary',
      'how much tax will i pay',
      'bonus',
      'sole trader',
      'earn before paying tax',
      'earn before i pay tax',
    ],
    answer:
      'Income tax is 20% on income up to the standard rate band and 40% on the rest. For 2026 the band is €44,000 for a single person, €48,000 for a single person qualifying for the Single Person Child Carer Credit, and €53,000 for a married couple or civil partners with one income.',
    conditions: [
      "Where both spouses or civil partners have income, the €53,000 band can rise by up to €35,000, limited to the lower earner's income; the increase cannot be moved between them.",
      'Tax credits (for example the €2,000 personal credit) are deducted from the tax calculated, they are not deducted from income.',
      'A sole trader pays on profits through self-assessment (Form 11); a company director is usually taxed through payroll (PAYE) on salary.',
      'Budget 2026 did not change the bands or rates, so these are the same as 2025.',
    ],
    sources: [sources.taxRatesCharts, sources.budget2026],
  },
  {
    ...common,
    slug: 'tax-credits',
    title: 'Main personal tax credits',
    triggers: [
      'tax credit',
      'tax credits',
      'personal tax credit',
      'personal credit',
      'employee tax credit',
      'paye tax credit',
      'married person credit',
      'single person credit',
      'home carer credit',
      'rent tax credit',
    ],
    answer:
      'For 2026 the personal tax credit is €2,000 (€4,000 for a married couple or civil partners), the Employee (PAYE) Tax Credit is €2,000 and the Earned Income Tax Credit is €2,000; none changed in Budget 2026.',
    conditions: [
      'A credit reduces the tax you owe euro for euro; it is worth nothing beyond the tax due.',
      'An employee gets the Employee Tax Credit; a self-employed person or a proprietary director gets the Earned Income Tax Credit instead, and someone with both kinds of income cannot get more than €2,000 from the two together.',
      'Other 2026 credits: Single Person Child Carer Credit €1,900, Home Carer Tax Credit up to €1,950, Rent Tax Credit €1,000 (€2,000 for a couple), now extended to the end of 2028.',
    ],
    sources: [sources.taxCredits, sources.taxRatesCharts, sources.budget2026],
  },
  {
    ...common,
    slug: 'earned-income-credit',
    title: 'Earned Income Tax Credit for the self-employed',
    triggers: [
      'earned income credit',
      'earned income tax credit',
      'self employed tax credit',
      'credit for self employed',
      'sole trader tax credit',
      'director tax credit',
    ],
    answer:
      'The Earned Income Tax Credit is €2,000 for 2026. It gives the self-employed, and proprietary directors who cannot claim the Employee Tax Credit, a credit of the same value as employees get.',
    conditions: [
      'The credit is the lower of €2,000 and 20% of your qualifying earned income, so full credit needs at least €10,000 of such income.',
      "It counts trading income and a proprietary director's pay, not rent or deposit interest.",
      'If you also have a PAYE job, the Earned Income Tax Credit and the Employee Tax Credit together cannot exceed €2,000.',
      'It cannot be transferred to a spouse or civil partner, though each may have their own. Claim it on Form 11 or through myAccount.',
    ],
    sources: [sources.earnedIncomeCredit, sources.taxRatesCharts],
  },
  {
    ...common,
    slug: 'usc',
    title: 'Universal Social Charge (USC)',
    triggers: [
      'usc',
      'usc rates',
      'usc band',
      'usc bands',
      'usc thresholds',
      'universal social charge',
      'social charge',
      'usc surcharge',
      'extra usc',
      'usc on self employed income',
    ],
    answer:
      'USC for 2026: 0.5% on the first €12,012, 2% from €12,012.01 to €28,700, 3% from €28,700.01 to €70,044 and 8% on the balance. Nobody pays USC if their total income for the year is €13,000 or less.',
    conditions: [
      'Budget 2026 raised the top of the 2% band from €27,382 to €28,700, so that a full-time worker on the new €14.15 minimum wage stays out of the 3% band.',
      'Self-employed income over €100,000 carries a 3% surcharge, so 11% on that slice.',
      'If you are 70 or over, or hold a full medical card, and your income is €60,000 or less, you pay at most 2% (0.5% on the first €12,012 and 2% on the rest).',
      'USC is charged on gross income before pension contributions.',
    ],
    sources: [sources.usc, sources.budget2026],
    notCovered:
      "How long the reduced rate for full medical-card holders under 70 lasts: Budget 2026 press coverage (for example the Irish Examiner) reports it extended to the end of 2027, but we could not find that end date on an official page when we checked on 26 November 2026, nor when we searched revenue.ie, gov.ie, citizensinformation.ie and irishstatutebook.ie again on 29 November 2026 (the stored copy of Revenue's reduced-rates page is the 2024 version, with no end date), so we do not state it as confirmed. No Budget 2027 change to USC had been confirmed from an official source either.",
  },
  {
    ...common,
    slug: 'prsi-employees-employers',
    title: 'PRSI for employees and employers (Class A)',
    triggers: ['prsi', 'employer prsi', 'employee prsi', 'social insurance', 'pay related social insurance', 'prsi rate', 'prsi increase'],
    answer:
      'Class A PRSI from 1 January to 30 September 2026: employees pay 4.2%; employers pay 11.25%, or 9% on an employee earning €552 a week or less. From 1 October 2026 the rates rose to 4.35% for employees and 11.4% for employers, with the lower employer rate rising to 9.15% on pay of €352.01 to €552 a week (it stays at 9% on pay of €352 or less).',
    changes: [
      '1 October 2025: employee 4.1% → 4.2%; employer 11.15% → 11.25% (8.9% → 9% lower rate).',
      '1 January 2026: the weekly pay threshold for the higher employer rate rises from €527 to €552.',
      '1 October 2026: employee 4.35%; employer 11.4% (lower rate 9.15% on pay of €352.01 to €552 a week; 9% up to €352).',
      'Further increases are legislated for 1 October 2027 (0.15 points) and 1 October 2028 (0.2 points).',
    ],
    conditions: [
      'PRSI is charged at the rate in force on the day you pay wages, not when they were earned, so December payroll uses the higher October rates.',
      'Employees on €352 a week or less pay no employee PRSI (the employer still pays); a tapered PRSI credit of up to €12 a week applies on pay from €352.01 to €424.',
      'Class A covers employees aged 16 to 66 with pay of €38 a week or more from all jobs.',
      'Employer PRSI paid can count towards start-up relief for new companies.',
    ],
    sources: [sources.prsiClassA, sources.budget2026],
  },
  {
    ...common,
    slug: 'prsi-self-employed',
    title: 'PRSI for the self-employed (Class S)',
    triggers: [
      'class s',
      'class s prsi',
      'self employed prsi',
      'sole trader',
      'prsi',
      'prsi self employed',
      'sole trader prsi',
      'director prsi',
      'prsi for directors',
      'self employed social insurance',
    ],
    answer:
      'Class S PRSI is 4.2% of your income for tax purposes for January to September 2026 and 4.35% from 1 October 2026 (the rise took effect on that date), with a minimum contribution of €650 a year. It applies once your income is €5,000 or more a year.',
    changes: ['1 October 2025: Class S 4.1% → 4.2%.', '1 October 2026: Class S 4.2% → 4.35%, a rise of 0.15 percentage points.'],
    conditions: [
      'Sole traders pay Class S through self-assessment with income tax and USC. Because the rate changes during the year, self-assessed income is charged at a blended rate: for 2025 income it was 4.125%.',
      'Proprietary directors usually pay Class S rather than Class A on their salary, through payroll.',
      "Class S gives access to the State Pension (Contributory), Jobseeker's Benefit (Self-Employed) and other benefits.",
    ],
    notCovered: 'The blended rate for 2026 self-assessed income, which had not been published when we checked.',
    sources: [sources.prsiClassS, sources.prsiSelfEmployedGuide],
  },
];
