// Cost & Unit Economics: cost per km and per drop, empty running, and the tax
// reliefs that change the sums.
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const costUnitEconomicsEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'cost-per-km-model',
    area: 'cost_unit_economics',
    title: 'Building a cost per kilometre and per drop',
    keywords: ['cost per km', 'cost per kilometre', 'cost per mile', 'cost per drop', 'cost per pallet', 'costing', 'rates', 'margin', 'profitability', 'fuel cost', 'fixed costs', 'variable costs', 'pricing model', 'quote'],
    takeaway: 'Split each vehicle’s costs into time-based and distance-based parts, because that split is what tells you the right price for a job.',
    guidance: [
      'Time-based costs (finance or lease, insurance, tax, driver wages, overheads) accrue per day whether the truck moves or not; distance costs (fuel, tyres, maintenance) accrue per kilometre.',
      'Price each job as its hours times the daily cost rate plus its kilometres times the distance rate, so slow urban drops and long empty legs are both paid for.',
      'Cost per drop matters for multi-drop work: divide the route’s cost by its drops and compare it with what each customer pays.',
      'Refresh the rates monthly from actual fuel bills and quarterly from everything else; a stale rate card is how margin disappears.',
      'Compare your own cost per kilometre with subcontractor rates lane by lane to decide what to run yourself.',
    ],
    options: [
      { option: 'Price from a two-part cost model', chooseWhen: 'your work mixes long-distance and multi-drop jobs with very different time per kilometre.' },
      { option: 'Price per pallet or per drop', chooseWhen: 'customers buy that way and your jobs are similar enough for an average to hold.' },
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
    keywords: ['empty running', 'empty miles', 'empty kilometres', 'backhaul', 'return load', 'load fill', 'utilisation', 'load factor', 'freight exchange', 'consolidation', 'groupage'],
    takeaway: 'Every empty kilometre costs nearly as much as a loaded one, so measure empty running per lane and sell the return leg before the outbound.',
    guidance: [
      'Measure empty kilometres as a share of total kilometres per vehicle and per lane every week, from telematics rather than estimates.',
      'Sell return legs at a price above their distance cost even if below the full rate: they add margin that would otherwise be zero.',
      'Partner with another haulier running the opposite direction, or use a freight exchange, before adding sales effort.',
      'Groupage and consolidation raise load fill on part-load lanes, at the cost of more handling at a cross-dock.',
      'For continental work, the cabotage limit of three operations in seven days caps how much return work you can pick up in one country.',
    ],
    options: [
      { option: 'Backhaul partnerships', chooseWhen: 'another operator runs the opposite direction regularly and you trust their standards.' },
      { option: 'Groupage through a cross-dock', chooseWhen: 'many part loads go the same way and customers accept a day for consolidation.' },
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
    keywords: ['tax', 'capital allowance', 'accelerated capital allowance', 'ACA', 'write off', 'depreciation', 'wear and tear', 'grant', 'grants', 'budget', 'investment', 'payback', 'cash flow', 'funding'],
    takeaway: 'Reliefs and grants can shorten the payback on cleaner vehicles sharply, but only if you check eligibility and timing before you order.',
    guidance: [
      'Standard wear-and-tear allowances spread plant and machinery over eight years; the Accelerated Capital Allowance for energy-efficient equipment lets the full cost be deducted in year one, and Budget 2024 extended it to 31 December 2025, so check whether it has been extended again.',
      'The 100% accelerated allowance for new gas and hydrogen vehicles and their refuelling equipment (section 285C) covered expenditure from 1 January 2019 to 31 December 2024, so check whether any extension applies before relying on it.',
      'SEAI grants of up to €3,800 for new small and medium electric vans (N1S) and up to €7,600 for new large panel vans (N1L) are available when bought commercially, within list-price limits, and count as de minimis state aid.',
      'The zero-emission heavy-duty vehicle grant pays a share of the price gap to diesel, and vehicles already ordered or registered are not eligible.',
      'Model every purchase on after-tax, after-grant cash flow over the holding period, not on the list price.',
    ],
    options: [
      { option: 'Buy with allowances and grants', chooseWhen: 'you have taxable profits to use the allowance and can apply for the grant before ordering.' },
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
    sources: [sources.acaEnergyEfficient, sources.gasVehicleAllowance, sources.evGrants, sources.evGrantsBusiness, sources.zehdv],
  },
];
