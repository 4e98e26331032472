// Cost & Unit Economics: cost per km and per drop, empty running, and the tax
// reliefs that change the sums.
import { namedFactSources } from '../sources-named-facts.ts';
import { ownerDutySources } from '../sources-owner-duties.ts';
import { roundEighteenSources as r18 } from '../sources-round-eighteen.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const costUnitEconomicsEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'cost-per-km-model',
    area: 'cost_unit_economics',
    title: 'Building a cost per kilometre and per drop',
    keywords: [
      'cost per km',
      'cost per kilometre',
      'cost per mile',
      'cost per drop',
      'cost per pallet',
      'costing',
      'rates',
      'margin',
      'profitability',
      'fuel cost',
      'fixed costs',
      'variable costs',
      'pricing model',
      'quote',
    ],
    takeaway:
      'Split each vehicle’s costs into time-based and distance-based parts, because that split is what tells you the right price for a job.',
    guidance: [
      'Time-based costs (finance or lease, insurance, tax, driver wages, overheads) accrue per day whether the truck moves or not; distance costs (fuel, tyres, maintenance) accrue per kilometre.',
      'Price each job as its hours times the daily cost rate plus its kilometres times the distance rate, so slow urban drops and long empty legs are both paid for.',
      'Cost per drop matters for multi-drop work: divide the route’s cost by its drops and compare it with what each customer pays.',
      'Refresh the rates monthly from actual fuel bills and quarterly from everything else; a stale rate card is how margin disappears.',
      'Compare your own cost per kilometre with subcontractor rates lane by lane to decide what to run yourself.',
    ],
    options: [
      {
        option: 'Price from a two-part cost model',
        chooseWhen: 'your work mixes long-distance and multi-drop jobs with very different time per kilometre.',
      },
      {
        option: 'Price per pallet or per drop',
        chooseWhen: 'customers buy that way and your jobs are similar enough for an average to hold.',
      },
    ],
    next30: [
      'Split last year’s costs into time-based and distance-based for each vehicle type.',
      'Re-cost your ten biggest jobs with the two-part rate and compare with what they pay.',
    ],
    next90: [
      'Put the two-part rate into every quote and the monthly margin report.',
      'Reprice or renegotiate the jobs that fall below cost.',
    ],
    sources: [sources.method],
  },
  {
    slug: 'empty-running',
    area: 'cost_unit_economics',
    title: 'Reducing empty running',
    keywords: [
      'empty running',
      'empty miles',
      'empty kilometres',
      'running empty',
      'come back empty',
      'backhaul',
      'return load',
      'load fill',
      'utilisation',
      'load factor',
      'freight exchange',
      'consolidation',
      'groupage',
    ],
    takeaway:
      'An empty kilometre still pays the driver, the fuel, the tyres and the truck’s time while earning nothing, so measure empty running per lane and sell the return leg before the outbound.',
    guidance: [
      'Measure empty kilometres as a share of total kilometres per vehicle and per lane every week, from telematics rather than estimates.',
      'Sell return legs at a price above their distance cost even if below the full rate: they add margin that would otherwise be zero.',
      'Partner with another haulier running the opposite direction, or use a freight exchange, before adding sales effort.',
      'Groupage and consolidation raise load fill on part-load lanes, at the cost of more handling at a cross-dock.',
      'For continental work, the cabotage limit of three operations in seven days caps how much return work you can pick up in one country.',
    ],
    options: [
      {
        option: 'Backhaul partnerships',
        chooseWhen: 'another operator runs the opposite direction regularly and you trust their standards.',
      },
      {
        option: 'Groupage through a cross-dock',
        chooseWhen: 'many part loads go the same way and customers accept a day for consolidation.',
      },
    ],
    next30: [
      'Report empty kilometres per lane for the last month from telematics.',
      'Price a return-leg rate for your three emptiest lanes and offer it.',
    ],
    next90: [
      'Set an empty-running target per lane and review it weekly.',
      'Agree one backhaul partnership on the lane with the most empty kilometres.',
    ],
    sources: [sources.method, sources.cabotage],
  },
  {
    slug: 'tax-reliefs-for-fleet',
    area: 'cost_unit_economics',
    title: 'Capital allowances and grants that change fleet economics',
    keywords: [
      'tax',
      'capital allowance',
      'accelerated capital allowance',
      'ACA',
      'write off',
      'depreciation',
      'wear and tear',
      'grant',
      'grants',
      'budget',
      'investment',
      'payback',
      'cash flow',
      'funding',
    ],
    takeaway:
      'Reliefs and grants can shorten the payback on cleaner vehicles sharply, but only if you check eligibility and timing before you order.',
    guidance: [
      'Standard wear and tear allowances write off plant and machinery, trucks and vans included, at 12.5% of cost a year over 8 years; the Accelerated Capital Allowance for energy-efficient equipment lets the full cost be deducted in year one, and Budget 2026 extended it to 31 December 2030.',
      'The 100% accelerated allowance for new gas and hydrogen vehicles and their refuelling equipment (section 285C) was also extended by Budget 2026, to 31 December 2030.',
      'Sustainable Energy Authority of Ireland (SEAI) grants of up to €3,800 for new small and medium electric vans (N1S) and up to €7,600 for new large panel vans (N1L) are available when bought commercially, within list-price limits, and count as de minimis state aid.',
      'The zero-emission heavy-duty vehicle grant pays a share of the price gap to diesel, and vehicles already ordered or registered are not eligible.',
      'Model every purchase on after-tax, after-grant cash flow over the holding period, not on the list price.',
    ],
    options: [
      {
        option: 'Buy with allowances and grants',
        chooseWhen: 'you have taxable profits to use the allowance and can apply for the grant before ordering.',
      },
      { option: 'Lease', chooseWhen: 'you want predictable monthly costs or lack the profits to use accelerated allowances.' },
    ],
    next30: [
      'Ask your accountant which allowances apply to the vehicles and chargers you plan to buy and their current end dates.',
      'Check grant eligibility before any order is placed.',
    ],
    next90: [
      'Build an after-tax, after-grant cash-flow model for the next vehicle replacement round.',
      'Time orders to grant windows and your tax year.',
    ],
    sources: [
      sources.acaEnergyEfficient,
      sources.budget2026Aca,
      sources.gasVehicleAllowance,
      sources.evGrants,
      sources.evGrantsBusiness,
      sources.zehdv,
      ownerDutySources.wearAndTearRate,
    ],
    dates: [
      {
        on: '2030-12-31',
        kind: 'ends',
        measure: 'the Accelerated Capital Allowance for energy-efficient equipment',
        said: 'Budget 2026 extended it to 31 December 2030',
        source: sources.budget2026Aca,
      },
      {
        on: '2030-12-31',
        kind: 'ends',
        measure: 'the accelerated allowance for gas and hydrogen vehicles (section 285C)',
        said: 'was also extended by Budget 2026, to 31 December 2030',
        source: sources.budget2026Aca,
      },
    ],
  },
  {
    slug: 'diesel-rebate-scheme',
    area: 'cost_unit_economics',
    title: 'Diesel Rebate Scheme: the fuel relief a licensed haulier claims',
    keywords: [
      'diesel rebate',
      'Diesel Rebate Scheme',
      'DRS',
      'fuel relief',
      'fuel rebate',
      'diesel relief',
      'mineral oil tax',
      'excise',
      'fuel card',
      'fuel tax',
      'diesel tax',
      'fuel costs',
      'diesel',
      'refund',
      'bulk diesel',
      'bulk tank',
      'diesel tank',
      'bunded tank',
      'rebate rate',
      'repayment rate',
    ],
    takeaway:
      'A licensed haulier can claim back part of the mineral oil tax on diesel through Revenue’s Diesel Rebate Scheme, so register and claim every quarter.',
    guidance: [
      'The Diesel Rebate Scheme repays part of the mineral oil tax on auto-diesel to holders of a national or international road haulage operator’s licence, for trucks of 7.5 tonnes gross or more used in the business.',
      'The rebate follows the average diesel price on a sliding scale: nothing when diesel is at or below €1.00 a litre before VAT (€1.23 a litre with VAT), rising to a maximum of 7.5 cents a litre; Revenue sets each quarter’s repayment rate from the national average purchase price of diesel, estimated from the Central Statistics Office (CSO) figures for the quarter’s first two months.',
      'Only diesel bought in the State counts, in bulk (a delivery of over 2,000 litres to your own premises or premises you control, such as a yard tank) or with a Revenue-approved fuel card, and you need a current tax clearance certificate; hauliers licensed in other EU Member States (holding a community licence), and established Northern Ireland operators, can also claim on diesel they buy here with an approved fuel card, with proof of tax compliance from the State that licensed them.',
      'The scheme has covered diesel bought since 1 July 2013, and claims are made online: you register once, add your fuel cards and vehicles on ROS (the Revenue Online Service), and claim for each quarter (from 1 January, April, July and October) within four months of its end, so January to March by 31 July, giving your operator licence number, the transport manager’s CPC number and each truck’s odometer readings; a truck the Department of Transport has just added to your operator licence can take three to four weeks to show on ROS, and once it shows you claim for its diesel from the date it joined the licence.',
      'The rebate is small per litre, so treat it as a margin top-up and keep your fuel surcharge clause tied to the diesel price.',
    ],
    options: [
      {
        option: 'Claim every quarter through ROS',
        chooseWhen: 'you hold a haulage licence and run trucks of 7.5 tonnes or more on approved fuel cards.',
      },
      {
        option: 'Move fuel buying to an approved card or bulk tank',
        chooseWhen: 'some of your diesel is bought in ways the scheme does not count.',
      },
    ],
    next30: [
      'Check that your licence, tax clearance and fuel cards meet the scheme’s terms.',
      'Register for the scheme on ROS with your vehicles and fuel cards.',
    ],
    next90: [
      'Submit the first quarterly claim and reconcile it with fuel card statements.',
      'Review how your fuel surcharge works against the rebate and the diesel price.',
    ],
    sources: [
      sources.dieselRebate,
      sources.dieselRebateRate,
      namedFactSources.drsClaimPeriods,
      namedFactSources.drsClaimDetails,
      namedFactSources.drsVehicleOnRos,
      namedFactSources.drsSlidingScaleVatInclusive,
      r18.drsAnswer2019,
      r18.drsRateAnswer2021,
      r18.drsQualify,
      r18.drsClaimOnline,
      r18.drsFaqs,
    ],
  },
];
