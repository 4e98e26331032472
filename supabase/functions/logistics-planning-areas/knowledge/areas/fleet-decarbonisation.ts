// Fleet & Decarbonisation: electric vans and trucks, fuels, EU CO2 rules for
// new trucks, and emissions reporting.
import { coverageSources } from '../sources-coverage.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const fleetDecarbonisationEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'electric-vans',
    area: 'fleet_decarbonisation',
    title: 'Electric vans for urban and regional delivery',
    keywords: ['electric van', 'electric vans', 'e-van', 'EV', 'EVs', 'battery electric', 'vans', 'van fleet', 'last mile', 'charging', 'chargers', 'depot charging', 'range', 'SEAI grant', 'N1'],
    takeaway: 'Electric vans already suit most predictable urban and regional routes, and the decision turns on daily range, depot charging and the grant.',
    guidance: [
      'SEAI pays a grant of up to €3,800 towards a new small or medium battery-electric van (N1S) bought by a business, on a sliding scale by list price (the €60,000 upper price limit and the €14,000 floor apply to these small vans), and €7,600 towards a new large panel van (N1L) listed at up to €90,000.',
      'The van grant counts as de minimis state aid, and the de minimis ceiling is now €300,000 per business over three years (Regulation (EU) 2023/2831), so add up your other state aid before relying on it.',
      'Pick the first routes from telematics: daily distance comfortably inside the van’s winter range, a return to base each night, time parked long enough to charge, and a depot whose electricity connection has spare capacity.',
      'Budget 2026 extended the accelerated capital allowance for energy-efficient equipment to 31 December 2030, and electric vans and chargers may qualify, so include the tax effect in the business case.',
      'For a company van an employee takes home, Finance Act 2025 has set the reduction in original market value used for benefit-in-kind at €10,000 for 2026 and €5,000 from 1 January 2027, and an electric van gets a further reduction of €20,000 for 2026 and €10,000 for 2027, for vans made available up to 31 December 2027.',
    ],
    options: [
      { option: 'Replace vans route by route', chooseWhen: 'telematics show routes well within winter range and the depot can take chargers now.' },
      { option: 'Pilot a few vans first', chooseWhen: 'ranges are borderline or drivers and customers are unfamiliar with electric vans.' },
      { option: 'Wait and extend diesel leases', chooseWhen: 'the depot connection needs a long upgrade or routes exceed realistic range.' },
    ],
    next30: [
      'Pull daily distance and overnight parking time for every van route from telematics.',
      'Ask your electricity supplier or an electrician for the depot’s spare connection capacity.',
    ],
    next90: [
      'Run a pilot on the best-fitting routes and record energy use, range in cold weather and driver feedback.',
      'Build the replacement plan for the remaining vans from the pilot data and grant rules.',
    ],
    sources: [sources.evGrants, sources.evGrantsBusiness, sources.deMinimis, sources.budget2026Aca, coverageSources.vanBikFinanceAct2025, coverageSources.vanBikRevenue, sources.method],
    dates: [
      {
        on: '2030-12-31',
        kind: 'ends',
        measure: 'the accelerated capital allowance for energy-efficient equipment',
        said: 'Budget 2026 extended the accelerated capital allowance for energy-efficient equipment to 31 December 2030',
        source: sources.budget2026Aca,
      },
      {
        on: '2027-01-01',
        kind: 'starts',
        measure: 'the lower €5,000 benefit-in-kind reduction for company vans',
        said: 'Finance Act 2025 has set the reduction in original market value used for benefit-in-kind at €10,000 for 2026 and €5,000 from 1 January 2027',
        source: coverageSources.vanBikFinanceAct2025,
      },
      {
        on: '2027-12-31',
        kind: 'ends',
        measure: 'the further benefit-in-kind reduction for electric vans',
        said: 'for vans made available up to 31 December 2027',
        source: coverageSources.vanBikRevenue,
      },
    ],
  },
  {
    slug: 'zero-emission-trucks',
    area: 'fleet_decarbonisation',
    title: 'Zero-emission trucks and the EU CO2 standards',
    keywords: ['electric truck', 'electric trucks', 'electric HGV', 'electric rigid', 'electric lorry', 'switch to electric', 'range', 'battery electric truck', 'zero emission', 'ZEHDV', 'hydrogen', 'HGV', 'HGVs', 'trucks', 'lorries', 'tractor unit', 'CO2 standards', 'heavy duty', 'truck makers', 'diesel ban'],
    takeaway: 'EU CO2 targets will push truck makers towards zero-emission models through this decade, so plan a first electric truck on a short, regular duty now.',
    guidance: [
      'Regulation (EU) 2024/1610 requires average CO2 from new heavy trucks to fall by 15% from 2025, 45% from 2030, 65% from 2035 and 90% from 2040, against the reporting period from July 2019 to June 2020.',
      'The targets fall on manufacturers, not operators, but they will shape which models, prices and residual values you see when you replace trucks.',
      'The Department of Transport’s zero-emission heavy-duty vehicle grant, run by TII, pays a share of the price difference to a diesel equivalent, depending on powertrain, company size and previous grants.',
      'ZEHDV applications open on 1 November each year and run to 31 October; a vehicle already ordered, bought or registered is not eligible.',
      'Volvo Trucks quotes about 300 km on a charge for a 30-tonne 4x2 battery-electric tractor, and cold weather, full loads and hills cut that, so start with back-to-base duties well inside it.',
    ],
    options: [
      { option: 'Electric truck on a regular back-to-base duty', chooseWhen: 'a duty runs a predictable distance and returns to a depot that can host a high-power charger.' },
      { option: 'HVO in existing trucks meanwhile', chooseWhen: 'duties are long or irregular and you need emissions cuts before zero-emission models suit them.' },
    ],
    next30: [
      'Shortlist duties under a predictable daily distance that return to base every night.',
      'Check the current ZEHDV scheme terms before talking to dealers about price.',
    ],
    next90: [
      'Apply for the grant and order one truck for the best duty, with a charger plan.',
      'Set replacement rules for the rest of the fleet aligned to the 2030 CO2 step.',
    ],
    sources: [sources.hdvCo2, sources.zehdv, sources.truckRangeVolvo, sources.method],
  },
  {
    slug: 'low-carbon-fuels',
    area: 'fleet_decarbonisation',
    title: 'HVO, biomethane and gas as bridging fuels',
    keywords: ['HVO', 'ETS2', 'carbon price', 'carbon tax', 'hydrotreated vegetable oil', 'biofuel', 'renewable diesel', 'gas', 'CNG', 'LNG', 'biomethane', 'bio-CNG', 'fuel switch', 'drop-in', 'alternative fuel'],
    takeaway: 'HVO cuts emissions in the trucks you already own, while gas needs new vehicles and refuelling, so match the fuel to how long the trucks will stay.',
    guidance: [
      'HVO is a drop-in replacement for diesel in engines the maker approves for it, so the first step is checking each model’s approval.',
      'HVO usually costs more per litre than diesel; test the premium against what customers will pay for lower-emission transport.',
      'CNG and LNG trucks need specific vehicles and access to gas refuelling; biomethane in those trucks lowers emissions further.',
      'Budget 2026 extended the 100% accelerated capital allowance for new gas and hydrogen vehicles and refuelling equipment (section 285C) to 31 December 2030.',
      'ETS2, the EU carbon price on road fuels paid by fuel suppliers and passed on at the pump, was due in 2027; Parliament and Council agreed in December 2025 to start it in 2028, so expect it in diesel prices from then.',
    ],
    options: [
      { option: 'Switch existing trucks to HVO', chooseWhen: 'engines are approved for it and a customer values or pays for the cut.' },
      { option: 'Gas trucks on fixed trunks', chooseWhen: 'routes pass a reliable gas station and trucks will stay long enough to repay the higher price.' },
    ],
    next30: [
      'Check maker approvals for HVO on every truck model you run.',
      'Get an HVO price and supply terms from your fuel supplier.',
    ],
    next90: [
      'Run HVO on one depot’s trucks and report the emissions change to the customer who asked.',
      'Decide the bridging fuel per truck group against its planned replacement date.',
    ],
    sources: [sources.gasVehicleAllowance, sources.budget2026Aca, sources.ets2Delay, sources.method],
    dates: [
      {
        on: '2030-12-31',
        kind: 'ends',
        measure: 'the accelerated capital allowance for gas and hydrogen vehicles and refuelling equipment',
        said: 'Budget 2026 extended the 100% accelerated capital allowance for new gas and hydrogen vehicles and refuelling equipment (section 285C) to 31 December 2030',
        source: sources.budget2026Aca,
      },
    ],
  },
  {
    slug: 'emissions-reporting',
    area: 'fleet_decarbonisation',
    title: 'Emissions reporting: CSRD, CountEmissionsEU, GLEC and ISO 14083',
    keywords: ['emissions reporting', 'carbon reporting', 'CSRD', 'ESG', 'scope 1', 'scope 3', 'GLEC', 'ISO 14083', 'carbon footprint', 'sustainability report', 'greenhouse gas', 'GHG', 'baseline', 'net zero', 'CountEmissionsEU', 'VSME', 'Omnibus', 'value chain'],
    takeaway: 'Since March 2026 CSRD covers only the largest companies, a smaller haulier may decline their data requests beyond the voluntary SME standard (VSME), and only from 2 December 2030 must published transport emissions follow the EU method based on ISO 14083, so build a baseline now from fuel and activity data you already hold.',
    guidance: [
      'ISO 14083, first published in March 2023, is the international method for calculating and reporting greenhouse gas emissions from transport chains, freight and passenger.',
      'CountEmissionsEU (Regulation (EU) 2026/1030), in force since 1 June 2026, does not oblige you to report; it has set 2 December 2030 as the date from which an operator that publishes transport emissions must calculate them with its EN ISO 14083 method, SMEs are spared verification and the Commission is to offer a free calculation tool.',
      'Since the Omnibus I Directive (EU) 2026/470 took effect in March 2026, CSRD applies only to companies with more than 1,000 employees and over €450 million turnover (after the 2025 stop-the-clock Directive (EU) 2025/794 had already delayed it), and a smaller supplier may decline value-chain requests that go beyond the voluntary SME standard (VSME).',
      'The GLEC Framework from Smart Freight Centre is the industry guide to applying ISO 14083, which counts fuel production as well as burning (well-to-wheel).',
      'Start with fuel litres per vehicle and tonne-kilometres per customer; those two give a defensible first baseline.',
    ],
    options: [
      { option: 'In-house calculation with a spreadsheet', chooseWhen: 'you have a small fleet, fuel cards and a few customers asking.' },
      { option: 'Accredited emissions tool', chooseWhen: 'many customers ask for shipment-level figures or you need external assurance.' },
    ],
    next30: [
      'Collect 12 months of fuel litres per vehicle and activity in tonne-kilometres per customer.',
      'Ask your main customers what method and format they need.',
    ],
    next90: [
      'Publish a first ISO 14083-aligned baseline and share it with the customers who asked.',
      'Set a reduction target per tonne-kilometre linked to your fleet and fuel plan.',
    ],
    sources: [sources.iso14083, sources.glec, sources.csrdStopTheClock, sources.csrdOmnibus, sources.countEmissions, coverageSources.countEmissionsApplication, coverageSources.countEmissionsIru],
    dates: [
      {
        on: '2026-06-01',
        kind: 'starts',
        measure: 'CountEmissionsEU',
        said: 'CountEmissionsEU (Regulation (EU) 2026/1030), in force since 1 June 2026',
        source: sources.countEmissions,
      },
      {
        on: '2030-12-02',
        kind: 'starts',
        measure: 'the duty to use the CountEmissionsEU method for published transport emissions',
        said: 'it has set 2 December 2030 as the date from which an operator that publishes transport emissions must calculate them',
        source: coverageSources.countEmissionsApplication,
      },
    ],
  },
];
