// The self-employed and farmers: the surcharges that follow a late return or
// unpaid LPT, and the reliefs a farmer meets (income averaging, stock relief,
// and stamp duty on consolidating or passing on land).
import { BUSINESS_CHECKED_ON, businessSources as bs } from '../sources-business.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import { ROUND_SEVEN_CHECKED_ON, roundSevenSources as r7 } from '../sources-named-facts.ts';
import { breadthSources as bd } from '../sources-breadth.ts';
import type { TaxEntry } from '../types.ts';

const filing = { area: 'Deadlines and filing', taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;
const farming = { area: 'Income tax, USC and PRSI', taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;
const land = { area: 'Capital taxes and stamp duty', taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;

export const selfEmployedFarmerEntries: readonly TaxEntry[] = [
  {
    ...filing,
    slug: 'late-return-surcharge',
    title: 'Surcharge for filing a tax return late (5% or 10%)',
    triggers: [
      'late return surcharge',
      'surcharge for late filing',
      'filed my return late',
      'missed the deadline',
      'missed the tax deadline',
      'late tax return penalty',
      'penalty for late return',
      'forgot to file',
      'filing late',
      '5% surcharge',
      '10% surcharge',
    ],
    answer:
      'If your self-assessment return is filed after the deadline, a surcharge is added to the tax for the year: 5% of the tax due, up to €12,695, if it is filed within two months of the filing date, and 10%, up to €63,485, if it is filed more than two months late. The surcharge applies even if the tax itself was paid on time.',
    conditions: [
      'The filing date is 31 October after the tax year, extended to mid-November if you both pay and file through ROS.',
      'Interest on tax paid late is charged separately from the surcharge.',
      'The same surcharge rules apply to late corporation tax and capital gains tax returns.',
    ],
    sources: [bs.payAndFile, sources.selfAssessment],
  },
  {
    ...filing,
    slug: 'lpt-surcharge-on-income-tax',
    title: 'The 10% income tax surcharge for unpaid Local Property Tax',
    triggers: [
      'lpt surcharge',
      'property tax surcharge',
      'unpaid lpt',
      'lpt not paid',
      'local property tax not paid surcharge',
      'lpt and my tax return',
      'surcharge even though i filed on time',
    ],
    answer:
      'If you are self-assessed and your Local Property Tax is not paid or filed as required, a 10% surcharge can be added to your income tax liability for the year, even if you filed your income tax return and paid on time.',
    conditions: [
      'The surcharge is on the final income tax liability, so it can cost far more than the LPT itself.',
      'Bringing the LPT up to date is the way to stop the surcharge; see the LPT entries for how to pay.',
      'Revenue caps the surcharge once the LPT return is filed and the LPT paid (or a payment arrangement agreed): for 2022 and later years the cap is 50% of the LPT liability (for 2013 to 2021 it was the full LPT liability).',
    ],
    sources: [bs.payAndFile, r7.lptSurcharge],
    checkedOn: ROUND_SEVEN_CHECKED_ON,
  },
  {
    ...farming,
    slug: 'farm-income-averaging',
    title: "Income averaging for farmers (tax on the average of five years' profits)",
    triggers: [
      'income averaging',
      'averaging',
      'farm averaging',
      'average my farm profits',
      'average farm income',
      'bad year on the farm',
      'step out of averaging',
      'opt out of averaging',
      'farmer tax spread',
      'section 657',
    ],
    answer:
      "A farmer can choose to be taxed each year on the average of five years' farming profits and losses (the current year and the four before it), instead of on that year's profit alone, to smooth out good and bad years.",
    conditions: [
      'Once in, you must stay in averaging for at least five years; leaving brings a review that can raise the tax for earlier years.',
      "You can step out of averaging for a single year, for example after a very poor year, and pay on that year's actual profit.",
      'Since 1 January 2019 a farmer can average even if they, or their spouse or civil partner, also has another trade or a controlling directorship.',
      'Elect for it on your Form 11.',
    ],
    sources: [bs.incomeAveraging],
    sourceNotes:
      'The five-year basis and the single-year step-out are as the Minister for Finance set them out in written answers of 10 October 2023 and 15 October 2025; the 2019 widening is from Revenue eBrief 003/19.',
  },
  {
    ...farming,
    slug: 'farm-stock-relief',
    title: 'Stock relief for farmers (25%, 50% for registered farm partnerships, 100% for young trained farmers)',
    triggers: [
      'stock relief',
      'farm stock relief',
      'young trained farmer stock relief',
      '100% stock relief',
      'increase in stock value',
      'livestock numbers increased',
      'building up the herd',
      'registered farm partnership',
      'farm partnership relief',
    ],
    answer:
      'Stock relief lets a farmer deduct from trading profit a share of the increase in the value of farm trading stock over the accounting period: 25% in general, 50% for partners in a registered farm partnership, and 100% for a qualifying young trained farmer.',
    conditions: [
      'Young trained farmers need a recognised agricultural qualification, and the enhanced relief is limited under EU state aid rules.',
      'The relief only arises where closing stock is worth more than opening stock.',
    ],
    notCovered:
      "Whether stock relief runs for accounting periods ending in 2026: Revenue's stored stock relief page gives accounting periods ending on or before 31 December 2024, and we did not find an official page confirming a later extension when we checked on 26 November 2026. Check Revenue's page before claiming.",
    sources: [bs.stockRelief],
  },
  {
    ...land,
    slug: 'farm-consolidation-relief',
    title: 'Farm consolidation relief (1% stamp duty when swapping land to consolidate a farm)',
    triggers: [
      'farm consolidation',
      'consolidation relief',
      'consolidation certificate',
      'swap land',
      'exchange land',
      'land swap',
      'buy land near my farm',
      'teagasc certificate',
      'stamp duty on farm land',
      'stamp duty farmland',
    ],
    answer:
      'Farm consolidation relief charges stamp duty at 1% instead of the normal 7.5% non-residential rate when a farmer sells land and buys other land within 24 months to consolidate their holding, or gifts or exchanges land for the same purpose.',
    conditions: [
      'You must be a farmer spending at least 50% of your normal working time farming, and hold a consolidation certificate from Teagasc.',
      'For at least five years you must keep the land and use it for farming, or the relief can be clawed back.',
      'Farmhouses are not included unless derelict.',
    ],
    notCovered:
      'The current end date: the Revenue page we read gives an older deadline, and the extension proposed in the Finance Bill 2025 (to 31 December 2029, subject to a commencement order) was not confirmed on an official page when we checked on 26 November 2026.',
    sources: [bs.farmConsolidation, sources.stampDutyRate],
  },
  {
    ...land,
    slug: 'young-trained-farmer-stamp-duty',
    title: 'Stamp duty relief for young trained farmers (land transfers)',
    triggers: [
      'young trained farmer',
      'young farmer stamp duty',
      'green cert',
      'green cert stamp duty',
      'farm transfer to son',
      'transfer the farm to my daughter',
      'stamp duty on farm transfer',
      'under 35 farmer',
      'land from my father',
    ],
    answer:
      'A transfer of farmland to a young trained farmer can be fully relieved from stamp duty where the farmer is under 35 on the date of the deed, holds a recognised agricultural qualification, and commits to farming the land.',
    conditions: [
      'For five years from the transfer the farmer must spend at least 50% of normal working time farming the land and keep ownership of it, or the relief is clawed back.',
      'The relief is EU state aid and counts towards a lifetime ceiling of €70,000 shared with certain other farm reliefs.',
      'Land passed between close relatives who do not meet these tests may still get consanguinity relief: stamp duty at 1% instead of 7.5% on farmland and farm buildings (not the farmhouse).',
    ],
    notCovered:
      'The current end date: the extension proposed in the Finance Bill 2025 (to 31 December 2029, subject to a commencement order) was not confirmed on an official page when we checked on 26 November 2026.',
    sources: [bs.youngTrainedFarmerStampDuty, bd.consanguinityAnswer],
  },
];
