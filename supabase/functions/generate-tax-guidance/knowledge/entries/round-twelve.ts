// Topics an owner meets that the knowledge had no entry for: who pays Local
// Property Tax on a home that is let, what happens to a loss on a rented
// property, capital gains tax when an asset is given away rather than sold,
// the vintage rate of motor tax, the carbon tax on fuels (green diesel among
// them) and the standard fund threshold on pension pots. Each entry was
// written on 29 November 2026 from the pages it cites, read in stored copies,
// in our own words; where a page was read only in a mirror or a secondary copy,
// the entry's note says so.
import { ROUND_TWELVE_CHECKED_ON, roundTwelveSources as r12 } from '../sources-round-twelve.ts';
import { TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const round = { taxYear: TAX_YEAR, checkedOn: ROUND_TWELVE_CHECKED_ON } as const;

export const roundTwelveEntries: readonly TaxEntry[] = [
  {
    ...round,
    area: 'Home, property and vehicles',
    slug: 'lpt-who-is-liable',
    title: 'Who pays Local Property Tax on a let home: the landlord, unless the lease runs 20 years or more',
    triggers: [
      'who pays lpt',
      'who pays the local property tax',
      'liable for lpt',
      'liable person',
      'lpt landlord or tenant',
      'lpt on a rented house',
      'lpt on a rental property',
      'tenant pay lpt',
    ],
    answer:
      'The owner of a residential property is liable for Local Property Tax, even if they do not live in it, so a landlord pays the LPT on a home they let. A rent-paying tenant whose lease is for less than 20 years is not liable; a tenant or lease-holder with a lease of 20 years or more is.',
    conditions: [
      'A tenant renting from a local authority is not liable; the local authority is.',
      'An owner who leases a home to a local authority or an approved housing body stays liable, where the lease is for less than 20 years or was entered into on or after 22 July 2021.',
      'Joint owners nominate one of them as the designated liable person, who files the returns and pays; if the LPT is not paid, Revenue can collect it from any of the joint owners.',
      'Someone with a right to live in a property for life, or for 20 years or more, to the exclusion of all others, is liable for it.',
      'A tenant on a lease of less than 20 years whom Revenue has linked to a property should tell Revenue and give the name and address of the landlord, or of the person the rent is paid to.',
    ],
    sources: [r12.lptLiable, r12.lptTenants],
  },
  {
    ...round,
    area: 'Home, property and vehicles',
    slug: 'rental-losses',
    title: 'A loss on rented property: carried forward against future rental profits only, not against a salary',
    triggers: [
      'rental loss',
      'rental losses',
      'loss on the rental',
      'loss on my rental property',
      'rent made a loss',
      'losses on a rented property',
      'carry forward rental losses',
      'rental loss against salary',
    ],
    answer:
      'If your rental expenses for a year are more than your rental income, you have a rental loss. You carry it forward, year after year, until it can be set against a later Irish rental profit; you cannot set it against other income, such as a salary, or carry it back to an earlier year.',
    conditions: [
      'Capital allowances are used first; a rental loss brought forward from an earlier year comes after them.',
      'Work out a profit or loss for each property, then add them together: a loss on one property reduces the profit on your others in the same year.',
      'A loss on a foreign property can only be set against foreign rental income, and Irish rental losses only against Irish rental income.',
      'A loss made by your spouse or civil partner cannot be set against your rental profits, and losses from uneconomic lettings (where the rent could never make a profit) cannot be set against other rental profits.',
      'Tax on a rental profit is charged at your highest rate; if you can show that rent due could not be recovered, or was waived because of hardship, your taxable rental income can be adjusted.',
    ],
    sources: [r12.rentalLosses],
  },
  {
    ...round,
    area: 'Capital taxes and stamp duty',
    slug: 'cgt-gift-market-value',
    title: 'Giving land, a house or shares away (to a child, for example): CGT on the market value, as if sold',
    triggers: [
      'giving land away',
      'gift of land',
      'gift of a site',
      'gift of property',
      'transfer to my son',
      'transfer to my daughter',
      'for nothing',
    ],
    answer:
      'Giving an asset away is a disposal for capital gains tax, just as selling it is: the person giving it pays CGT at 33% on the gain worked out with the asset’s market value (the best price it would fetch on the open market) in place of a sale price, even though no money changes hands.',
    conditions: [
      'The gain is the market value less what you paid for the asset and allowable costs (such as improvements and legal fees); the first €1,270 of an individual’s gains in a year is exempt.',
      'You file a CGT return for the gift and pay by the usual dates, even though you received nothing for it (see the CGT entry).',
      'Reliefs can reduce or remove the tax on passing a farm or business to a child (retirement relief from age 55) or a site to a child to build a home (see those entries).',
      'The child receiving the gift may owe gift tax (CAT) on its value, apart from the CGT (see the CAT entries).',
    ],
    sources: [r12.cgtCalculate, r12.cgtWhatOn],
  },
  {
    ...round,
    area: 'Deadlines and filing',
    slug: 'closing-a-sole-trade',
    title: 'Closing down a sole trader business: cancelling the tax registration (Form TRCN1) and keeping the books six years',
    triggers: [
      'closing down the business',
      'closing my business',
      'close the business',
      'winding down',
      'wind up my business',
      'shutting down the business',
      'stop trading',
      'cease trading',
      'cancel my tax registration',
      'trcn1',
    ],
    answer:
      'When you stop trading as a sole trader, cancel your income tax self-assessment registration with Revenue on Form TRCN1, or in ROS under Other Services > Manage Tax Registrations (Cease Registration), and keep the business’s books, records and documents for six years.',
    conditions: [
      'You stay registered, and file a return, while you are self-employed or have non-PAYE income over €5,000 taxable or €30,000 gross in a year; smaller non-PAYE income can go on a Form 12 in myAccount instead.',
      'The six years can be cut only with Revenue’s written permission; records of anything under a Revenue inquiry, claim or appeal are kept until it ends, even past the six years.',
    ],
    sources: [r12.registerSelfAssessment, r12.recordsSixYears],
  },
  {
    ...round,
    area: 'Home, property and vehicles',
    slug: 'vintage-motor-tax',
    title: 'Motor tax on a vintage car or motorcycle over 30 years old: €56 a year (€26 for a motorcycle)',
    triggers: [
      'vintage car',
      'vintage vehicle',
      'vintage motor tax',
      'veteran car',
      'classic car',
      'over 30 years old',
      'vintage tractor',
      'vintage motorbike',
      'cheaper motor tax',
      'reduced motor tax',
      'motor tax on an old car',
    ],
    answer:
      'A vehicle over 30 years old can be taxed at the vintage (veteran) rate of motor tax: €56 a year, or €26 a year for a motorcycle, however it was taxed before. Vintage vehicles are taxed for 12 months at a time only, not for three or six months.',
    conditions: [
      'The change is not automatic: apply to your motor tax office on form RF111 (change of particulars), choosing the vintage tax class, with the vehicle’s registration book or certificate.',
      'A vehicle can move to the vintage class from its first tax renewal date within its 30th year; it need not wait for the 30th anniversary of its registration.',
      'A vintage tractor pays the same €56 a year.',
    ],
    sources: [r12.vintageMotorTax, r12.vintageTractorAnswer],
    sourceNotes:
      "The €56 and €26 rates, the 12-month period and form RF111 were read on Wexford County Council's motor tax page (motor tax is collected by the local authorities); the Minister's written answer of 30 April 2014 gives the same €56 for a vintage tractor.",
  },
  {
    ...round,
    area: 'Home, property and vehicles',
    slug: 'carbon-tax-fuels',
    title: 'Carbon tax on fuels: €71 a tonne of CO2, on green diesel and home heating oil from 1 May 2026',
    triggers: [
      'carbon tax',
      'carbon tax on green diesel',
      'carbon tax on fuel',
      'carbon tax on home heating oil',
      'carbon charge',
      'mineral oil tax',
    ],
    answer:
      'The carbon tax is the carbon component of mineral oil tax and of the other taxes on fossil fuels, charged per tonne of CO2 a fuel gives off. Budget 2026 raised it from €63.50 to €71 a tonne: for petrol and road diesel from midnight on Budget day, 7 October 2025, and for all other fuels, including green diesel (marked gas oil), kerosene and home heating oil, from 1 May 2026.',
    conditions: [
      'Finance Act 2020 set the yearly increases in law: €7.50 a tonne a year to 2029 and €6.50 in 2030, to reach €100 a tonne in 2030.',
      'Each year’s increase reaches road fuels in October, at Budget time, and other fuels such as heating oil and green diesel the following May, when the heating season is over.',
      'Green diesel carries a lower rate of mineral oil tax than road diesel, but the carbon charge applies to it too; using it in a road vehicle is illegal (see the marked fuel entry).',
    ],
    notCovered:
      'The cents per litre of the carbon charge on each fuel from 1 May 2026: the stored copies of Revenue’s mineral oil tax table we read on 29 November 2026 did not show the 2026 rates, so we give the rate per tonne only.',
    sources: [r12.budget2026Statement, r12.financeBill2025Carbon],
    sourceNotes:
      'The €71 a tonne, its dates and the path to €100 in 2030 are in the Minister for Finance’s Budget Statement of 7 October 2025 as reported in secondary copies (TheJournal.ie, the Irish Times, the Irish Farmers Journal); the Minister’s Report Stage reply of 26 November 2025, read in the KildareStreet mirror of the Dáil record, confirms that mineral oil tax has a carbon component whose multi-annual increases are set in legislation.',
  },
  {
    ...round,
    area: 'Personal credits and reliefs',
    slug: 'standard-fund-threshold',
    title: 'The biggest tax-relieved pension pot: the standard fund threshold, €2.2 million in 2026, with 40% tax above it',
    triggers: [
      'standard fund threshold',
      'sft',
      'chargeable excess tax',
      'chargeable excess',
      'pension pot',
      'pension fund limit',
      'maximum pension fund',
      'lifetime pension limit',
      'biggest pension',
    ],
    answer:
      'The standard fund threshold (SFT) caps the total value of tax-relieved pension benefits you can draw in your lifetime: €2.2 million in 2026, rising by €200,000 a year to €2.8 million in 2029. Any excess over the threshold when benefits are drawn (the chargeable excess) is taxed at 40%, chargeable excess tax, on top of the income tax you later pay on the pension itself.',
    conditions: [
      'The threshold was €2 million from 2014 to 2025; from 2030 it is to rise in line with earnings.',
      'The threshold applies to all private and public sector pension arrangements together, and the 40% is charged in the tax year in which the benefits giving rise to the excess are drawn (a benefit crystallisation event, such as retirement).',
      'Tax at 20% paid on the part of a retirement lump sum between €200,000 and €500,000 can be set against chargeable excess tax (see the retirement lump sums entry).',
      'The rules are in Chapter 2C of Part 30 of the Taxes Consolidation Act 1997 (section 787O for the threshold, 787R for the tax).',
    ],
    sources: [r12.sftAnswer, r12.sftFinanceAct],
    sourceNotes:
      'The 40% rate, the €2 million threshold and the lump sum offset are in the Minister for Finance’s written answer of 23 November 2023 (on Revenue’s advice). The rise of €200,000 a year from 2026 to €2.8 million in 2029, and the link to earnings after that, is the measure of Finance Act 2024, section 13, as the Minister described it (5 November 2025, Finance Bill 2025 Committee Stage, read in the KildareStreet mirror); the €2.2 million for 2026 was read in secondary copies (professional summaries of Finance Act 2024 and a university HR page), not in the text of the section itself.',
  },
];
