// Letting a whole property: what a landlord can deduct from rent, the
// interest on the loan, and the Residential Premises Rental Income Relief
// credit that runs to 2027.
import { PERSONAL_CHECKED_ON, personalSources as ps } from '../sources-personal.ts';
import { TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const landlord = { area: 'Home, property and vehicles', taxYear: TAX_YEAR, checkedOn: PERSONAL_CHECKED_ON } as const;

export const landlordEntries: readonly TaxEntry[] = [
  {
    ...landlord,
    slug: 'rental-income-deductions',
    title: 'Rental income: what a landlord can deduct',
    triggers: [
      'rental income expenses',
      'rental income deductions',
      'landlord',
      'landlords',
      'letting a house',
      'rent out my house',
      'rent out an apartment',
      'buy to let',
      'rental property expenses',
      'tax on rent',
      'rental profit',
      'accidental landlord',
    ],
    answer:
      'A landlord is taxed on rental profit: the rent less allowable expenses such as local authority rates, ground rent, fire and public liability insurance, repairs and maintenance, management and letting fees, RTB registration, services you pay for the tenant, certain mortgage interest and capital allowances on furniture and fittings.',
    conditions: [
      'Repairs (for example rot treatment or fixing windows and doors) are deductible; improvements and the cost of buying the property are not.',
      'Expenses between lettings are allowed if you did not live in the property in the meantime, and certain pre-letting costs on a property that was vacant can be claimed.',
      'If you let only part of a property, you claim only that part of the expenses. Keep full records for each property.',
      'Rental profit is added to your other income; declare it on your tax return (Form 11 if your net non-PAYE income is over €5,000).',
    ],
    notCovered:
      'The rate of capital allowances on furniture and the limits on pre-letting expenses: not confirmed on a stored official page when we checked on 26 November 2026.',
    sources: [ps.rentalExpenses, ps.selfAssessmentRegister],
  },
  {
    ...landlord,
    slug: 'landlord-mortgage-interest',
    title: 'Mortgage interest on a rented property',
    triggers: [
      'interest on rental property',
      'mortgage on rental property',
      'landlord mortgage interest',
      'buy to let mortgage',
      'investment property loan',
      'rental mortgage interest',
    ],
    answer:
      'Interest on a loan used to buy, improve or repair a rented residential property can be deducted from the rent, provided the tenancy is registered with the Residential Tenancies Board (RTB).',
    conditions: [
      'You can deduct it while the property is let, and between lettings as long as you do not live in it yourself.',
      'Only the interest is deductible, not the capital repayments.',
      'This is separate from the Mortgage Interest Tax Credit, which is for interest on your own home.',
    ],
    notCovered:
      'The share of interest deductible in each situation: we did not confirm it on the stored Revenue page when we checked on 26 November 2026.',
    sources: [ps.rentalExpenses],
  },
  {
    ...landlord,
    slug: 'landlord-rental-income-relief',
    title: 'Residential Premises Rental Income Relief (landlord tax credit)',
    triggers: [
      'residential premises rental income relief',
      'rprir',
      'landlord tax credit',
      'landlord relief',
      'relief for landlords',
      'small landlord tax break',
    ],
    answer:
      'Individual landlords of rented homes get a tax credit of up to €1,000 for 2026 (€1,000 again for 2027), limited to 20% of their residential rental profit after capital allowances and losses. It is one credit per landlord however many properties they let. The relief covers the tax years 2024 to 2027, ending on 31 December 2027 as legislated.',
    conditions: [
      'The property must be let under a tenancy registered with the RTB, let to a public authority, or actively marketed for rent on 31 December.',
      'It reduces income tax only, not USC or PRSI, and is not refundable beyond the tax on your rental income.',
      'The relief can be clawed back in certain cases, for example if the property is sold or leaves the rental market within the following years; check the conditions before selling.',
      'Earlier years: €600 for 2024 and €800 for 2025.',
    ],
    sources: [ps.rprir],
    dates: [
      {
        on: '2027-12-31',
        kind: 'ends',
        measure: 'Residential Premises Rental Income Relief',
        said: 'The relief covers the tax years 2024 to 2027, ending on 31 December 2027 as legislated.',
        source: ps.rprir,
      },
    ],
  },
];
