// What a small company meets beyond the headline rate: preliminary tax, the
// close company surcharges, the KDB, SURE for founders, capital allowances on
// equipment, vans and cars (with the 1 January 2027 car change) and losses.
import { BUSINESS_CHECKED_ON, businessSources as bs } from '../sources-business.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import { ROUND_SEVEN_CHECKED_ON, roundSevenSources as r7 } from '../sources-named-facts.ts';
import type { TaxEntry } from '../types.ts';

const company = { area: 'Corporation tax', taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;
const reliefs = { area: 'Reliefs and incentives', taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;

export const companyEntries: readonly TaxEntry[] = [
  {
    ...company,
    slug: 'company-preliminary-tax',
    title: 'Preliminary corporation tax: the small company rule and the instalment dates',
    triggers: [
      'company preliminary tax',
      'preliminary ct',
      'small company preliminary tax',
      'large company preliminary tax',
      'ct instalments',
      'corporation tax instalment',
      'corporation tax in advance',
      'pay ct before year end',
      '€200,000',
      'month 11',
      '23rd of november',
    ],
    answer:
      "A small company (corporation tax of €200,000 or less in its previous accounting period) pays preliminary tax in one instalment by the 23rd of the 11th month of its accounting period, 23 November for a December year-end, and it must be at least 100% of the previous period's tax or 90% of this period's. A large company pays in two instalments, in the 6th and 11th months, bringing the total to 90% of this period's tax.",
    conditions: [
      'The balance is paid, and the CT1 filed, by the 23rd of the 9th month after the period ends (23 September 2027 for a December 2026 year-end).',
      'Paying too little, or late, costs interest from the date the preliminary tax was due.',
      'Companies pay and file through ROS.',
    ],
    sources: [sources.ctPreliminary, sources.ros],
  },
  {
    ...company,
    slug: 'close-company-surcharge',
    title: 'Close company surcharge on undistributed rental and investment income (20%)',
    triggers: [
      'loan to a shareholder',
      'loan to participator',
      'loans to participators',
      'company lends me',
      'close company',
      'close company surcharge',
      'surcharge on undistributed income',
      'undistributed income',
      'investment income in my company',
      'rental income in a company',
      'holding company surcharge',
      'leave money in the company',
      'retained profits',
      '20% surcharge',
    ],
    answer:
      'A close company (broadly, one controlled by five or fewer people or by its directors) pays an extra 20% corporation tax surcharge on its after-tax rental and investment income, such as rent, interest and dividends, that it does not pay out as dividends within 18 months of the end of the accounting period.',
    conditions: [
      'A trading company can first reduce that distributable investment and rental income by 7.5%.',
      'No surcharge is due if the undistributed amount is €2,000 or less.',
      "The surcharge for one period is paid with the next period's corporation tax and reported on the CT1.",
      'Two close companies can jointly elect to ignore a dividend between them for the surcharge.',
      'A close company that lends money to a participator (such as a shareholder) or an associate, other than in the ordinary course of a money-lending business, is treated as having made a payment from which income tax at the standard rate (20%) was deducted, so it pays tax of 20/80 of the loan: a quarter of the amount lent.',
    ],
    sources: [bs.closeCompanySurcharge, r7.loansToParticipators],
    checkedOn: ROUND_SEVEN_CHECKED_ON,
    sourceNotes:
      'The loan-to-participator rule is section 438 of the Taxes Consolidation Act 1997 (cited on irishstatutebook.ie), read in a consolidated secondary copy of the section on 29 November 2026: the company is deemed to have made an annual payment which, after deduction of standard-rate income tax, equals the loan.',
  },
  {
    ...company,
    slug: 'service-company-surcharge',
    title: 'Surcharge on professional service companies (15% on half of undistributed trading income)',
    triggers: [
      'service company surcharge',
      'professional service company',
      'professional services company',
      'accountant company surcharge',
      'consultant company surcharge',
      'engineer company',
      'contractor company surcharge',
      'it contractor company',
      'retain profits in my consultancy',
    ],
    answer:
      'A close company that mainly provides professional services, such as those of an accountant, solicitor, doctor, dentist, architect, engineer, actuary or computer programmer, pays a 15% surcharge on half of its trading income that it does not distribute, on top of the 20% surcharge on any undistributed investment and rental income.',
    conditions: [
      "It applies where the principal part of the company's income comes from the profession or professional services, or from holding an office or employment.",
      'Whether a particular activity counts as professional depends on the facts; the Tax Appeals Commission has decided cases on it.',
    ],
    sources: [bs.closeCompanySurcharge],
  },
  {
    ...reliefs,
    slug: 'knowledge-development-box',
    title: 'Knowledge Development Box (KDB): 10% effective rate on income from patents and software',
    triggers: [
      'knowledge development box',
      'kdb',
      'patent box',
      'ip box',
      '10% tax on software',
      'software income tax',
      'income from patents',
      'intellectual property relief',
      'copyrighted software',
      '6.25%',
    ],
    answer:
      'A company that earns income from a qualifying asset it created through its own qualifying R&D, such as copyrighted software, a patented invention or, for a small company, an invention certified as patentable, can deduct 20% of those qualifying profits, so they are taxed at an effective 10% (6.25% before 1 October 2023). The relief covers accounting periods that start on or before 31 December 2026, and no extension had been confirmed when we checked on 26 November 2026.',
    changes: ['1 October 2023: effective KDB rate 6.25% → 10%.'],
    conditions: [
      'The asset must come from qualifying R&D activities, as for the R&D tax credit.',
      'Claim it on the corporation tax return through ROS.',
      'Only the qualifying share of profit from the asset gets the rate; the rest is taxed normally.',
    ],
    sources: [bs.kdb],
    dates: [
      {
        on: '2026-12-31',
        kind: 'ends',
        measure: 'the Knowledge Development Box for new accounting periods',
        said: 'The relief covers accounting periods that start on or before 31 December 2026, and no extension had been confirmed when we checked on 26 November 2026.',
        source: bs.kdb,
      },
    ],
    sourceNotes:
      "Revenue's KDB page says the relief was extended to accounting periods commencing before 1 January 2027; we found no official page confirming a further extension.",
  },
  {
    ...reliefs,
    slug: 'sure-start-up-refunds',
    title: 'Start-up Relief for Entrepreneurs (SURE): getting back income tax you paid before starting a company',
    triggers: [
      'sure',
      'sure relief',
      'start up relief for entrepreneurs',
      'startup refunds for entrepreneurs',
      'leave my job to start a company',
      'tax refund for starting a business',
      'refund of paye to start company',
      'invest in my own company',
      'new company founder relief',
    ],
    answer:
      "SURE lets someone who leaves employment to start a new company, and invests cash in new shares in it, claim back income tax they paid in the year of the investment and the six years before. The most that can be claimed against any one year's income is €140,000 (it was €100,000). As legislated, the relief applies only to shares issued by 31 December 2026, and no extension had been confirmed when we checked on 26 November 2026.",
    conditions: [
      'The founder must have had mainly PAYE income in the years before, and take up full-time work in the company as an employee or director.',
      'The company must be a new small or medium company carrying on a qualifying trade, not a professional service company or a trade taken over from someone else.',
      'The shares must be held for at least four years, and the money used for the trade; the company gives the investor a statement of qualification to claim with.',
    ],
    sources: [bs.ebriefPart16, bs.financeAct2024Part16],
    dates: [
      {
        on: '2026-12-31',
        kind: 'ends',
        measure: 'SURE relief on newly issued shares',
        said: 'As legislated, the relief applies only to shares issued by 31 December 2026, and no extension had been confirmed when we checked on 26 November 2026.',
        source: bs.financeAct2024Part16,
      },
    ],
    sourceNotes:
      "The €140,000 annual limit (from €100,000) is from the Finance Act 2024 as Chartered Accountants Ireland summarised the Finance Bill; the 31 December 2026 end date is in section 508Z TCA 1997 as the Finance Act 2024 amended it. We did not read the enacted section 37 itself, so confirm the limit on Revenue's SURE pages before relying on it. The founder, company and holding conditions are as Revenue's Part 16 manual (eBrief 258/24) and professional summaries describe them.",
  },
  {
    ...company,
    slug: 'capital-allowances-plant-machinery',
    title: 'Capital allowances on equipment and machinery (12.5% a year over eight years)',
    triggers: [
      'capital allowances',
      'capital allowance',
      'wear and tear',
      'wear and tear allowance',
      'write off equipment',
      'depreciation for tax',
      'tax relief on equipment',
      'buy a machine',
      'buying machinery',
      'laptop for the business',
      'tools for the business',
      'plant and machinery',
      'claim the cost of equipment',
      '12.5% over 8 years',
    ],
    answer:
      'The cost of plant and machinery bought for a business, such as tools, machines, computers, fittings and commercial vehicles, is not deducted in one go: it is written off through wear and tear allowances of 12.5% a year over eight years, for companies and sole traders alike. Depreciation in the accounts is added back.',
    conditions: [
      'The asset must be used wholly and exclusively for the business and be in use at the end of the accounting period to claim for that period.',
      'Claim on the cost after any grant, leaving out VAT that you can reclaim.',
      'Selling or scrapping the asset can give a balancing allowance (if it fetched less than the cost not yet written off) or a balancing charge (if it fetched more).',
      'Cars have their own limits, set by CO2 emissions (see the car capital allowances entry).',
    ],
    sources: [bs.financeAct2003WearAndTear],
  },
  {
    ...company,
    slug: 'capital-allowances-vans',
    title: 'Capital allowances and VAT on a van for the business (new or second-hand)',
    triggers: [
      'buy a van',
      'bought a van',
      'second hand van',
      'secondhand van',
      'used van',
      'van for the business',
      'van tax relief',
      'write off a van',
      'claim a van',
      'vat on a van',
      'reclaim vat on van',
      'commercial vehicle',
      'pickup',
      'jeep commercial',
    ],
    answer:
      'A van bought for the business, new or second-hand, is plant and machinery: you claim wear and tear allowances of 12.5% of the price a year over eight years, and the car limits based on emissions do not apply to it. If you are VAT-registered and the van is for business use, you can reclaim the VAT charged on it, unlike on a car.',
    conditions: [
      'The allowance runs from the period in which the van is in use in the business; it is on the price you paid, whether bought from a dealer or privately.',
      'A van bought from a private seller carries no VAT to reclaim.',
      'Allowances need the van to be used for the business; where a sole trader also uses it privately, claim only the business share. An employee who takes the van home may have benefit-in-kind (see the van BIK entry).',
      'Vehicles built or adapted to carry passengers follow the car rules instead.',
    ],
    sources: [bs.financeAct2003WearAndTear, bs.financeAct2019Cars, sources.vatNonDeductible],
    sourceNotes:
      'The emissions-based car limits (Part 11C TCA 1997) apply to vehicles built or adapted to carry passengers, other than those not commonly used as private vehicles; a goods van falls outside them and under the general 12.5% rate.',
  },
  {
    ...company,
    slug: 'capital-allowances-cars',
    title: 'Capital allowances on a business car: the €24,000 limit and CO2 categories (and the 1 January 2027 change)',
    triggers: [
      'capital allowances on a car',
      'car capital allowance',
      'company car tax relief',
      'buy a car through the company',
      'car through the business',
      '€24,000',
      '24000 limit',
      'car emissions capital allowances',
      'lease a car through the company',
      'car leasing deduction',
    ],
    answer:
      'A car bought for the business gets wear and tear allowances of 12.5% a year over eight years on a cost of at most €24,000, graded by CO2 emissions. For spending in 2026: up to 140 g/km, the full allowance; over 140 up to 155 g/km, half (on the lower of the cost and €24,000); over 155 g/km, nothing. The Finance Act 2024 set tighter bands, which were to apply to spending from 1 January 2027: the full allowance up to 120 g/km, half over 120 up to 140 g/km, and nothing over 140 g/km.',
    changes: [
      '1 January 2027: emissions bands for car capital allowances and lease deductions tightened (120 / 140 g/km instead of 140 / 155 g/km).',
    ],
    conditions: [
      'Lease payments on a business car are restricted on the same emissions bands.',
      'Private use by a sole trader reduces the allowances; a company car used privately by an employee or director gives benefit-in-kind instead.',
      'The VAT on buying or hiring a car generally cannot be reclaimed.',
    ],
    sources: [bs.financeAct2019Cars, bs.financeAct2024Cars],
    dates: [
      {
        on: '2027-01-01',
        kind: 'starts',
        measure: 'the tighter emissions bands for car capital allowances',
        said: 'The Finance Act 2024 set tighter bands, which were to apply to spending from 1 January 2027: the full allowance up to 120 g/km, half over 120 up to 140 g/km, and nothing over 140 g/km.',
        source: bs.financeAct2024Cars,
      },
    ],
    sourceNotes:
      "The 2027 bands are as Revenue's Note for Guidance on Part 11C TCA 1997 describes section 33 of the Finance Act 2024; we read that note, not the enacted section, on 26 November 2026.",
  },
  {
    ...company,
    slug: 'company-trading-losses',
    title: "Using a company's trading losses (this year, last year or carried forward)",
    triggers: [
      'trading loss',
      'trading losses',
      'company made a loss',
      'loss making company',
      'carry back a loss',
      'carry forward losses',
      'losses carried forward',
      'offset losses',
      'set off losses',
      'loss relief',
      'terminal loss',
      'first year loss',
    ],
    answer:
      "A company's trading loss (taxed at 12.5%) can be set against its other trading income of the same accounting period, then against trading income of the immediately preceding accounting period of the same length; whatever is left is carried forward, with no time limit, against future profits of the same trade for as long as the company carries it on. A loss that cannot be used against trading income can instead reduce tax on other income on a value basis.",
    conditions: [
      'Claims must be made within the time limits, usually on the CT1.',
      'Losses carried forward can be lost on a change in ownership combined with a major change in the nature of the trade.',
      'Group companies can surrender losses to each other under group relief, if the ownership conditions are met.',
    ],
    sources: [bs.tcaLosses],
    sourceNotes:
      "The order of set-off is from sections 396, 396A and 396B TCA 1997 as Revenue's Notes for Guidance describe them. Loss relief for sole traders follows different rules not covered here.",
    checkedOn: ROUND_SEVEN_CHECKED_ON,
  },
];
