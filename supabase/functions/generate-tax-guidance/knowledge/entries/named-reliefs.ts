// Topics the knowledge lacked though an owner or a household asks for them by
// name: employing a carer, a cheap loan or a flat for an employee, the relief for
// starting a business after long-term unemployment, the favourite nephew or niece
// relief, the CGT clearance certificate, leasing farm land, pension lump sums at
// retirement and taxable social welfare. Each entry was written on 29 November
// 2026 from the official page it cites, read in a stored copy.
import { ROUND_SEVEN_CHECKED_ON, roundSevenSources as r7 } from '../sources-named-facts.ts';
import { TAX_YEAR } from '../sources.ts';
import { breadthTwelveSources as r12 } from '../sources-breadth-twelve.ts';
import { roundNineSources as r9 } from '../sources-round-nine.ts';
import type { TaxEntry } from '../types.ts';

const named = { taxYear: TAX_YEAR, checkedOn: ROUND_SEVEN_CHECKED_ON } as const;

export const namedReliefEntries: readonly TaxEntry[] = [
  {
    ...named,
    area: 'Personal credits and reliefs',
    slug: 'employing-a-carer',
    title: 'Relief for employing a carer for someone totally incapacitated',
    triggers: [
      'employing a carer',
      'employ a carer',
      'paying a carer',
      'home care agency',
      'home carer agency',
      'home help',
      'nursing care at home',
      'totally incapacitated',
      'care for my mother',
      'care for my father',
      'hired someone to mind',
      'hire someone to look after',
      'pay someone to care for',
      'cannot look after himself',
      'cannot look after herself',
      'form hk1',
      'hk1',
    ],
    answer:
      'If you pay for a carer for yourself or a relative who is totally incapacitated by physical or mental disability, you can deduct the cost from your taxable income, up to €75,000 a year for each incapacitated person (the lower of the actual cost and €75,000), at your highest rate of income tax.',
    conditions: [
      'Claim through myAccount (PAYE) or ROS (self-assessed); Revenue may ask for Form HK1 to support the claim.',
      'The relief is a deduction from taxable income, so it helps only if you paid tax in that year.',
      'Where two or more people share the cost, the relief is divided between them in proportion to what each pays.',
      'The relief can start in the first year you can show the person is totally incapacitated.',
    ],
    sources: [r7.employingCarer],
  },
  {
    ...named,
    area: 'Employers and benefits',
    slug: 'preferential-loans',
    title: 'Cheap or interest-free loans to employees (preferential loans)',
    triggers: [
      'preferential loan',
      'interest free loan',
      'cheap loan',
      'loan to an employee',
      'loan to staff',
      'lend money to an employee',
      'staff loan',
      'specified rate',
      'home loan from employer',
    ],
    answer:
      'A loan you make to an employee (or their spouse, or a former employee) at no interest or below the rate Revenue specifies is a benefit in kind: the taxable value is the difference between the interest actually paid and the specified rate, which is 4% for a qualifying home loan and 13.5% for all other loans.',
    conditions: [
      'A qualifying home loan is one used to buy, repair, develop or improve the home of the employee, a former or separated spouse or civil partner, or a dependent relative living there rent free; get a signed statement from the employee confirming it.',
      'Run PAYE, PRSI and USC on the value as notional pay; the interest can be worked out on the reducing balance, on the average of the opening and closing balances, or for the part of the year the loan was out.',
      'If you write the loan off, the amount written off is taxable in the year it is written off.',
      'A lender whose business is lending to the public has no benefit in kind where the employee pays the same rate as the public and that rate is below the specified rate.',
    ],
    sources: [r7.preferentialLoans],
  },
  {
    ...named,
    area: 'Reliefs and incentives',
    slug: 'start-your-own-business-relief',
    title: 'Start Your Own Business Relief (after long-term unemployment)',
    triggers: [
      'start your own business relief',
      'start your own business',
      'syob',
      'long term unemployed',
      'jobseekers allowance',
      "jobseeker's allowance",
      'jobseekers benefit',
      "jobseeker's benefit",
      'after being unemployed',
      'on the dole',
    ],
    answer:
      'Start Your Own Business Relief lets someone who was unemployed for at least 12 months before starting a new business earn up to €40,000 a year of its profits free of income tax, for a maximum of two years (24 months from the day the business starts); it can be claimed only once.',
    conditions: [
      "During the 12 months you must have been getting Jobseeker's Allowance, Jobseeker's Benefit, One-Parent Family Payment, Partial Capacity Payment or credited PRSI contributions; time on certain training courses and schemes counts.",
      'The relief is for income tax only: USC and PRSI are still due on the profits.',
      'No approval in advance: claim it on your yearly income tax return through ROS, within four years after the end of the year concerned.',
      'If the business starts part way through a year, the first year’s €40,000 is reduced in proportion and the unused months can be claimed in the third year.',
    ],
    notCovered:
      "The latest start date for a qualifying business: Revenue's overview page we read gives 31 December 2018, and we did not confirm a later extension on a stored official page when we checked on 29 November 2026. Check Revenue's page before relying on it for a business starting now.",
    sources: [r7.syobOverview, r7.syobCalculation, r7.syobWhoQualifies],
  },
  {
    ...named,
    area: 'Capital taxes and stamp duty',
    slug: 'favourite-nephew-relief',
    title: 'Favourite Nephew or Niece Relief (CAT on a business from an uncle or aunt)',
    triggers: [
      'favourite nephew',
      'favourite niece',
      'favorite nephew',
      'nephew',
      'niece',
      'my uncle',
      'my aunt',
      'uncle leaving me',
      'aunt leaving me',
    ],
    answer:
      "Favourite Nephew or Niece Relief lets a nephew or niece who worked in the business of the uncle or aunt giving it use the Group A (child's) CAT threshold instead of Group B, for the business assets, if they worked there for the five years immediately before the gift or inheritance: more than 24 hours a week in a business with other employees, or 15 hours a week where only the owner and their spouse or civil partner run it.",
    conditions: [
      "The nephew or niece is a child of the giver's brother or sister (or of a brother's or sister's civil partner).",
      'Only assets used in the business qualify; investment and other non-business assets in the same gift or inheritance stay under the Group B threshold.',
      'Shares in a private trading company can qualify where the giver is a director and controls the company.',
      'The relief does not apply to a benefit taken under a discretionary trust.',
    ],
    sources: [r7.favouriteNephew],
  },
  {
    ...named,
    area: 'Capital taxes and stamp duty',
    slug: 'cgt-clearance-certificate',
    title: 'CGT clearance certificate (Form CG50A) when selling land or buildings over €500,000',
    triggers: [
      'clearance certificate',
      'cg50a',
      'cg50',
      'withhold 15%',
      'hold back part of the price',
      'buyer withholds',
      'withholding on sale of property',
    ],
    answer:
      'When an asset such as Irish land or buildings is sold for more than €500,000, the buyer must withhold 15% of the price and pay it to Revenue unless the seller gives them a CGT clearance certificate, Form CG50A.',
    conditions: [
      'The seller applies to Revenue on Form CG50; the certificate is issued if the seller is resident in the State, no CGT is due on the sale, or the CGT has been paid.',
      'Without the certificate, the buyer gives the seller Form CG50B so the seller can reclaim the 15% withheld from Revenue later.',
    ],
    sources: [r7.cg50a],
    sourceNotes:
      "Revenue's page gives the €500,000 limit and the 15% withholding; Revenue's tax clearance guidelines (eBrief 11/2015) say the rule is in section 980 of the Taxes Consolidation Act 1997 and applies to assets over €500,000, usually land or property.",
  },
  {
    ...named,
    area: 'Reliefs and incentives',
    slug: 'farm-land-leasing-exemption',
    title: 'Income tax exemption for leasing farm land on a long lease',
    triggers: [
      'lease my farm',
      'leasing farm land',
      'leasing farmland',
      'lease my land',
      'farm lease',
      'land lease',
      'rent out my farm',
      'letting farm land',
    ],
    answer:
      'Rent from leasing farm land to an unconnected farmer on a written lease of at least five years is exempt from income tax up to a yearly limit that rises with the lease term: €18,000 for five or six years, €22,500 for seven to nine, €30,000 for 10 to 14, and €40,000 for 15 years or more.',
    conditions: [
      'The lessee (an individual or a company) must farm the land and must not be connected with you, so a lease to close family does not qualify.',
      'The lease must be for a definite term of five years or more; a shorter lease gets no exemption.',
      'Where a lease covers part of a year, the limit is reduced in proportion; farm buildings let with the land count, but not a dwelling.',
      'Land bought on or after 1 January 2024 must be held for seven years before its rent qualifies.',
    ],
    sources: [r7.farmLandLeasing],
    sourceNotes:
      "The exemption is section 664 of the Taxes Consolidation Act 1997 (cited). Its conditions (unconnected lessee, company lessees, apportioning part years, the seven-year holding for land bought from 2024) were read in Revenue's Note for Guidance on the section, in the Chartered Accountants Ireland copy (a secondary copy of Revenue's text, charteredaccountants.ie/taxsourcetotal, section 664). The four yearly limits by lease term were found only in secondary copies (an accountant's page and a Farming Independent article, both giving the amounts in force from 1 January 2015); Revenue's own page in the store was an old version with earlier limits. Check Revenue's current Leasing Farm Land page before relying on the amounts.",
  },
  {
    ...named,
    area: 'Savings and investments',
    slug: 'retirement-lump-sums',
    title: 'Tax on pension lump sums at retirement',
    triggers: [
      'pension lump sum',
      'retirement lump sum',
      'tax free lump sum',
      'lump sum from my pension',
      'take a lump sum',
      'retire',
      'retirement',
      'amrf',
      'approved minimum retirement fund',
      'arf',
    ],
    answer:
      'Lump sums at retirement are tax free up to a lifetime limit of €200,000 from all sources; the part between €200,001 and €500,000 is taxed at the standard rate of 20%, and anything over €500,000 is taxed through PAYE at the marginal rate (40%).',
    conditions: [
      'Lump sums from foreign pension arrangements are taxed the same way, but you declare them on an income tax return (Form 11 or Form 12) and pay the tax with your yearly income tax.',
      'The Approved Minimum Retirement Fund (AMRF) was abolished by the Finance Act 2021 with effect from 31 December 2021: you no longer have to set part of your fund aside in an AMRF before taking the ARF option, and existing AMRFs became ARFs on 1 January 2022.',
    ],
    sources: [r7.retirementLumpSums, r9.amrfAbolished, r9.amrfFinanceAct],
  },
  {
    ...named,
    area: 'Personal credits and reliefs',
    slug: 'taxable-social-welfare',
    title: 'Tax on social welfare payments',
    triggers: [
      'social welfare',
      'welfare payment',
      'state pension tax',
      'state pension',
      'state pension contributory',
      'taxable social welfare',
      'carers allowance',
      "carer's allowance",
      'department of social protection',
    ],
    answer:
      'Most payments from the Department of Social Protection are taxable income: they are subject to income tax but not to USC or PRSI.',
    conditions: [
      'Tell Revenue about the social welfare payments you received in the year.',
      'Some payments from the Department are not taxed; Revenue lists which are taxable and which are not.',
      'Taxable payments include the State Pension (Contributory), State Pension (Non-Contributory) and State Pension (Transition), the Widow’s, Widower’s or Surviving Civil Partner’s (Contributory) Pension, Invalidity Pension, One-Parent Family Payment, Illness Benefit, Jobseeker’s Benefit (apart from the first €13 a week), Partial Capacity Benefit, and Maternity, Paternity, Parent’s, Adoptive and Health and Safety Benefit. Increases for dependent children are left out for Illness Benefit, Jobseeker’s Benefit, Injury Benefit and Partial Capacity Benefit; other increases paid with a taxable payment may also be taxed.',
      'The Department pays without deducting tax, but tells Revenue the taxable amount, and the tax is collected by reducing your tax credits and rate band against your other income, such as wages or an occupational pension.',
    ],
    sources: [r7.socialWelfareTax, r12.dspTaxablePayments],
    sourceNotes:
      'The list of taxable payments and how the Department reports them is from the Department of Social Protection’s page on taxable payments (last updated 29 November 2022); the collection through reduced credits and rate band is as Revenue describes for each payment.',
  },
  {
    ...named,
    area: 'Employers and benefits',
    slug: 'employer-provided-accommodation',
    title: 'Free or subsidised accommodation for an employee (benefit in kind)',
    triggers: [
      'accommodation for an employee',
      'employee accommodation',
      'flat for an employee',
      'house for an employee',
      'live in staff',
      'living on the premises',
      'caretaker',
      'furnished flat',
      'free accommodation',
    ],
    answer:
      'Accommodation you provide an employee free or below cost is a benefit in kind valued at the yearly market rent plus related costs you pay (such as light and heat); furniture you provide is valued at 5% of its value when you first provide it. No benefit in kind arises where the employee must live on your business premises to do the job.',
    conditions: [
      'The live-in exemption usually needs the employee to be on call outside normal hours, to be frequently called out, and to have the accommodation so they can reach work quickly; examples are caretakers living on the premises and residential care staff. A director cannot qualify.',
      'Value the property when you first provide it and review the value every year; keep evidence of the market rent, such as an estate agent’s statement.',
      'Run PAYE, PRSI and USC on the value of the benefit.',
    ],
    sources: [r7.accommodationBik],
  },
];
