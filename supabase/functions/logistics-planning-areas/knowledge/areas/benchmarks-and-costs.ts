// Figures hauliers compare themselves with, and the cost lines that law or
// tax sets: empty running, HVO's saving, van benefit-in-kind, road charging,
// late payment, eco-driving and fuel surcharges. Added from the November 2026
// coverage map; where no source gives a benchmark we say so.
import { officialPageSources as op } from '../sources-official-pages.ts';
import { claimsAndPermitSources } from '../sources-claims-and-permits.ts';
import { coverageSources as cs } from '../sources-coverage.ts';
import { sources } from '../sources.ts';
import { ferryParcelsAndDutiesSources as fp } from '../sources-ferry-parcels-and-duties.ts';
import type { KnowledgeEntry } from '../types.ts';

export const benchmarkAndCostEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'empty-running-benchmark',
    area: 'cost_unit_economics',
    title: 'Empty running benchmark: how Ireland compares with the EU',
    keywords: [
      'empty running benchmark',
      'empty running average',
      'Eurostat',
      'industry average empty',
      'how much empty running is normal',
      'empty km percentage',
      'deadhead',
      'empty miles average',
      'compare empty running',
      'Ireland empty trucks',
      'benchmark',
    ],
    takeaway:
      'Eurostat counted 34% of Irish road freight vehicle-kilometres as empty in 2020 against about 20% across the EU, so an Irish fleet below a third empty is already better than the national figure.',
    guidance: [
      'In Eurostat’s 2020 figures about a fifth (20%) of EU road freight vehicle-kilometres were run by empty vehicles; Ireland and Austria were at 34%, behind only Cyprus at 44%, while Belgium (6%) and Denmark (8%) were lowest.',
      'Empty running is much higher on national work than international: 24% against 13% across the EU in 2020, because short domestic trips are harder to pair with return loads.',
      'Eurostat’s later article puts EU empty running at 21.6% of road freight vehicle-kilometres in 2024; we did not find Ireland’s 2024 figure on a stored page, so use 34% (2020) as the Irish reference.',
      'Compare like with like: measure your empty share in vehicle-kilometres, split into national and international work, over at least a quarter.',
      'A few points of empty running are worth pricing: every empty kilometre still costs fuel, tyres, driver time and the truck’s fixed cost.',
    ],
    options: [
      { option: 'Set a target below the national figure', chooseWhen: 'your empty share is near or above a third on domestic work.' },
      {
        option: 'Benchmark lane by lane against international work',
        chooseWhen: 'you run continental loads, where EU empty running is far lower.',
      },
    ],
    next30: [
      'Calculate your empty share of vehicle-kilometres for the last quarter, split into national and international work.',
      'Compare it with Eurostat’s 34% for Ireland and about 20% for the EU.',
    ],
    next90: [
      'Set a quarterly empty-running target per lane and report it with margin.',
      'Target the three lanes furthest above the benchmark with return-load sales or partners.',
    ],
    sources: [cs.eurostatEmpty2020, cs.eurostatEmpty],
  },
  {
    slug: 'hvo-emissions-saving',
    area: 'fleet_decarbonisation',
    title: 'HVO: how much CO2 it saves compared with diesel',
    keywords: [
      'HVO saving',
      'HVO emissions',
      'how much CO2 does HVO save',
      'HVO vs diesel',
      'renewable diesel',
      'hydrotreated vegetable oil',
      'lifecycle emissions',
      'well to wheel',
      '90%',
      'biofuel',
      'RTFO',
      'used cooking oil',
    ],
    takeaway:
      'HVO suppliers state a lifecycle saving of at least 85% in CO2-equivalent against fossil diesel, but the figure depends on the feedstock, so ask for the proof of sustainability behind each delivery.',
    guidance: [
      'The fuel company bp states that its HVO (hydrotreated vegetable oil) saves at least 85% of CO2-equivalent emissions against fossil diesel on a well-to-wheel basis, calculated with the Renewable Energy Directive (RED II) method against a fossil comparator of 94 gCO2e/MJ, and that the actual saving varies with the raw material.',
      'The saving is a lifecycle figure: the tailpipe CO2 of HVO is much the same as diesel, and the cut comes from counting the carbon the feedstock took up, so it only holds if the feedstock is what the certificate says.',
      'Concerns have been raised, in the Dáil and across the EU, that some used cooking oil and palm oil mill effluent sold as biofuel feedstock may be mislabelled, so rely on certified proofs of sustainability, not marketing claims.',
      'The Department of Transport’s Renewable Transport Fuel Policy 2025–2027 obliges fuel suppliers to blend renewable fuel through the Renewable Transport Fuel Obligation (RTFO); in 2024 about 10% of road diesel was biofuel (about 7% biodiesel and 3% HVO), and the Climate Action Plan aims at a 20% blend by 2030.',
      'When you report HVO savings to customers, use the certified figure for the fuel you bought and the well-to-wheel basis that ISO 14083 uses.',
    ],
    options: [
      {
        option: 'Run HVO on selected trucks',
        chooseWhen: 'a customer pays for lower emissions and the makers approve HVO for those engines.',
      },
      {
        option: 'Rely on the blended diesel at the pump',
        chooseWhen: 'no customer pays a premium and you are waiting to move to zero-emission trucks.',
      },
    ],
    next30: [
      'Ask your fuel supplier for the certified lifecycle saving and feedstock of the HVO it offers.',
      'Check which of your truck models the makers approve for HVO.',
    ],
    next90: [
      'Trial HVO on one customer’s work and report the certified saving with its basis.',
      'Put the HVO premium per litre into the price of the lower-emission service.',
    ],
    sources: [cs.hvoBp, cs.hvoCaveat, cs.hvoPolicy, sources.iso14083],
  },
  {
    slug: 'van-benefit-in-kind',
    area: 'cost_unit_economics',
    title: 'Benefit-in-kind on company vans, including electric vans',
    keywords: [
      'BIK',
      'benefit in kind',
      'van BIK',
      'company van tax',
      'taking the van home',
      'private use of van',
      'electric van BIK',
      'OMV',
      'original market value',
      'van pool',
      '80% rule',
      'employee van tax',
    ],
    takeaway:
      'A company van taken home is a taxable benefit unless an exemption applies, and the value is cut by €10,000 for 2026, €5,000 for 2027 and €2,500 for 2028, with a further cut for electric vans.',
    guidance: [
      'There is no benefit-in-kind charge where the employee must take the van home after work, may not use it privately except to travel to and from work, and spends at least 80% of the working day away from your premises.',
      'A van in a genuine van pool (used by more than one employee, not kept overnight at anyone’s home, private use incidental) is also exempt.',
      'The taxable benefit (cash equivalent) is 8% a year of the van’s original market value (it was 5% up to December 2022), less what the employee pays towards running costs; Finance Act 2025 has set the temporary reduction to the van’s original market value at €10,000 for 2026, €5,000 from 1 January 2027 and €2,500 from 1 January 2028.',
      'For an electric van (powered by electricity only; hybrids do not count), the original market value is reduced further: Revenue gives €20,000 for vans made available in 2026 and €10,000 for 2027, and the relief covers vans made available up to 31 December 2027.',
      'These reductions cut the employee’s tax, not your costs directly, so include them when you offer drivers the option of taking an electric van home.',
    ],
    options: [
      {
        option: 'Arrange duties to meet the 80% exemption',
        chooseWhen: 'drivers spend most of the day on the road and need the van at home for an early start.',
      },
      { option: 'Van pool at the depot', chooseWhen: 'vans return to base each night and several drivers share them.' },
      {
        option: 'Accept the charge with an electric van',
        chooseWhen: 'private use is wanted and the electric reductions keep the benefit low.',
      },
    ],
    next30: [
      'List every employee who takes a van home and check each against the 80% and van-pool exemptions.',
      'Record the original market value of each van that is not exempt.',
    ],
    next90: [
      'Work out the 2027 benefit on each non-exempt van with the lower €5,000 reduction and tell the employees.',
      'Compare the benefit on a diesel and an electric van before the next replacement.',
    ],
    sources: [cs.vanBikRevenue, cs.vanBikFinanceAct2025, claimsAndPermitSources.vanCashEquivalent, op.revenueVanBikExemptions],
    dates: [
      {
        on: '2027-01-01',
        kind: 'starts',
        measure: 'the €5,000 reduction to a van’s original market value for benefit-in-kind',
        said: 'Finance Act 2025 has set the temporary reduction to the van’s original market value at €10,000 for 2026, €5,000 from 1 January 2027 and €2,500 from 1 January 2028',
        source: cs.vanBikFinanceAct2025,
      },
      {
        on: '2028-01-01',
        kind: 'starts',
        measure: 'the €2,500 reduction to a van’s original market value for benefit-in-kind',
        said: 'Finance Act 2025 has set the temporary reduction to the van’s original market value at €10,000 for 2026, €5,000 from 1 January 2027 and €2,500 from 1 January 2028',
        source: cs.vanBikFinanceAct2025,
      },
      {
        on: '2027-12-31',
        kind: 'ends',
        measure: 'the further benefit-in-kind reduction for electric vans',
        said: 'the relief covers vans made available up to 31 December 2027',
        source: cs.vanBikRevenue,
      },
    ],
  },
  {
    slug: 'tolls-and-road-charging',
    area: 'cost_unit_economics',
    title: 'Road tolls and the Eurovignette rules on truck charging',
    keywords: [
      'tolls',
      'toll',
      'road charging',
      'road user charges',
      'Eurovignette',
      'vignette',
      'CO2 tolls',
      'distance-based charging',
      'toll costs',
      'M50',
      'toll roads in Europe',
      'unpaid toll',
      'who pays the toll',
      'TII',
      'truck tolls Germany',
      'road pricing',
    ],
    takeaway:
      'The EU rules are moving truck road charges from time-based vignettes to distance-based tolls that vary with CO2, so budget tolls per lane and expect cleaner trucks to pay less.',
    guidance: [
      'The Eurovignette Directive (Directive 1999/62/EC, revised by Directive (EU) 2022/362) governs the tolls and user charges that Member States choose to levy on trucks; it does not oblige a country to charge, but a toll must be based on the distance travelled and the type of vehicle, a vignette on the time of use, and the two may not be charged together on one road section.',
      'Time-based vignettes for heavy goods vehicles are to be phased out on the trans-European core network within eight years of the 2022 rules, with exceptions in justified cases, in favour of distance-based tolls.',
      'Member States must vary infrastructure or user charges for heavy vehicles by CO2 emission class, so zero- and low-emission trucks pay less where charges apply.',
      'For your own pricing, treat tolls as a distance cost of each lane and recover them through the rate or a pass-through clause, and check each country’s current toll tariff before quoting a continental lane.',
      'In Ireland, Transport Infrastructure Ireland (TII) oversees tolling, and the registered owner of the vehicle is legally responsible for paying a toll (jointly with the driver), so an unpaid toll by a driver comes back to the company as owner, with default tolls added.',
    ],
    options: [
      { option: 'Pass tolls through at cost', chooseWhen: 'routes vary and customers accept an itemised charge.' },
      { option: 'Build tolls into lane rates', chooseWhen: 'lanes are fixed and customers want one all-in price.' },
    ],
    next30: [
      'Add up last quarter’s toll costs per lane from toll-box and card statements.',
      'Check whether each customer contract lets you pass toll increases on.',
    ],
    next90: [
      'Put tolls into your cost-per-km model as a lane-specific distance cost.',
      'Include CO2-based toll savings in the business case for your first zero-emission truck on a tolled lane.',
    ],
    sources: [cs.eurovignette, cs.eurovignetteSummary, op.ecRoadChargingHgv, fp.citizensToll, fp.roadsAct2007Toll, sources.method],
  },
  {
    slug: 'late-payment-and-cash-flow',
    area: 'cost_unit_economics',
    title: 'Late payment: customer payment terms and cash flow',
    keywords: [
      'late payment',
      'payment terms',
      'debtors',
      'customers paying late',
      'cash flow',
      '30 days',
      '60 days',
      'invoice interest',
      'credit control',
      'overdue invoices',
      'late payment interest',
      'factoring',
      'invoice finance',
    ],
    takeaway:
      'By law a business customer owes interest once an invoice is late, with 30 days as the default and 60 days as the usual ceiling, so put terms in writing and chase from day one.',
    guidance: [
      'The European Communities (Late Payment in Commercial Transactions) Regulations 2012 (S.I. 580 of 2012) make it an implied term of every business-to-business and public-sector transaction that late payment earns interest, without any reminder needed.',
      'Where no payment date is agreed, interest runs from 30 days after the invoice is received; businesses may agree longer terms, but a term over 60 days must be expressly agreed and not grossly unfair to the supplier.',
      'Public authorities must pay within 30 days, or 60 days only in very exceptional cases.',
      'The statutory interest rate is the European Central Bank’s main refinancing rate plus 8 percentage points, and the supplier is also due fixed compensation for recovery costs on each late invoice: €40 up to €1,000, €70 up to €10,000 and €100 above that.',
      'Fuel and wages are paid weekly, so measure debtor days per customer and price long terms into the rate.',
    ],
    options: [
      {
        option: 'Enforce terms and charge statutory interest',
        chooseWhen: 'a customer pays late repeatedly and the relationship can take it.',
      },
      { option: 'Invoice finance or factoring', chooseWhen: 'customers are sound but slow and the business needs the cash now.' },
    ],
    next30: ['Calculate debtor days for each of your ten largest customers.', 'Put written payment terms on every quote and invoice.'],
    next90: [
      'Renegotiate terms with customers paying beyond 60 days or price the delay into their rates.',
      'Set a weekly credit-control routine with reminders before the due date.',
    ],
    sources: [cs.latePayment, cs.latePaymentSi, cs.latePaymentCompensation],
  },
  {
    slug: 'eco-driving',
    area: 'cost_unit_economics',
    title: 'Eco-driving: cutting fuel through driving style',
    keywords: [
      'eco-driving',
      'eco driving',
      'fuel economy',
      'fuel efficiency',
      'fuel use',
      'mpg',
      'fuel per 100 km',
      'idling',
      'driver training fuel',
      'harsh braking',
      'speed',
      'cruise control',
      'fuel saving',
      'driving style',
    ],
    takeaway:
      'Driving style moves fuel use more than most purchases, so measure fuel per 100 km by driver, coach the worst first and use the Driver CPC days for it.',
    guidance: [
      'Ireland’s Road Haulage Strategy 2022–2031 includes work on a national eco-driving standard, reported as under way in the Department’s 2023 progress report.',
      'Track fuel per 100 km by driver and vehicle type from telematics or fuel cards, with idle time and harsh braking alongside.',
      'Coach drivers with their own figures, starting with the highest users on comparable routes; league tables without coaching rarely last.',
      'Driver CPC periodic training can include an eco-driving module, so the 7 hours a year serve both the card and the fuel bill.',
      'Fix the vehicle side too: tyre pressures, speed limiter settings and idling policies.',
    ],
    options: [
      { option: 'Coaching from telematics data', chooseWhen: 'the fleet already reports fuel per driver.' },
      { option: 'Eco-driving CPC module for all drivers', chooseWhen: 'you lack per-driver data and want a common baseline quickly.' },
    ],
    next30: [
      'Rank drivers by fuel per 100 km on comparable routes for the last three months.',
      'Set an idling policy and tell every driver.',
    ],
    next90: [
      'Coach the ten highest users and compare their fuel use before and after.',
      'Book an eco-driving CPC module for the next training round.',
    ],
    sources: [cs.haulageStrategyProgress, sources.driverCpc, sources.method],
  },
  {
    slug: 'fuel-surcharge-clauses',
    area: 'customer_service',
    title: 'Fuel surcharge clauses in customer contracts',
    keywords: [
      'fuel surcharge',
      'fuel clause',
      'fuel escalator',
      'diesel price rise',
      'pass on fuel costs',
      'rate review',
      'contract rates',
      'fuel index',
      'price increase customers',
      'fuel adjustment',
    ],
    takeaway:
      'A fuel surcharge tied to a published diesel price keeps margin when fuel moves, so agree the base price, index and review dates with each customer in writing.',
    guidance: [
      'Set a base diesel price in the contract and adjust rates by the fuel share of your cost per kilometre when the index moves past an agreed band.',
      'Use an index both sides can check, and review on fixed dates so neither side argues about timing.',
      'Revenue’s Diesel Rebate Scheme repays part of the mineral oil tax to licensed hauliers on a sliding scale up to 7.5 cent a litre when diesel is dear, so count it when you set the surcharge band, not as a reason to skip one.',
      'Keep the surcharge separate on invoices so customers see it fall when fuel falls; that keeps trust at the next review.',
      'Review the fuel share of your costs each year, because a move to HVO or electric trucks changes it.',
    ],
    options: [
      { option: 'Index-linked surcharge with a band', chooseWhen: 'fuel is a large share of the rate and contracts run a year or more.' },
      { option: 'All-in rate reviewed quarterly', chooseWhen: 'jobs are short or customers refuse surcharges.' },
    ],
    next30: [
      'Check which customer contracts have a fuel clause and what base price each uses.',
      'Work out the fuel share of your cost per kilometre for each vehicle type.',
    ],
    next90: [
      'Offer a standard index-linked fuel clause at each contract renewal.',
      'Report surcharge income against fuel cost every quarter.',
    ],
    sources: [sources.dieselRebate, sources.dieselRebateRate, sources.method],
  },
  {
    slug: 'energy-efficiency-grant',
    area: 'cost_unit_economics',
    title: 'Energy Efficiency Grant: the LEO grant for equipment after an energy audit',
    keywords: [
      'Energy Efficiency Grant',
      'LEO energy grant',
      'Local Enterprise Office grant',
      'energy audit',
      'SEAI energy audit',
      'GreenStart',
      'Green for Business',
      'LED lighting grant',
      'warehouse energy costs',
      'energy saving equipment',
      'compressor upgrade',
      'sustainability grant',
    ],
    takeaway:
      'A small business with 1 to 50 paid employees can get the Local Enterprise Office’s Energy Efficiency Grant of 75% of eligible costs, up to €10,000, for equipment that an energy audit or green report recommended.',
    guidance: [
      'The report comes first: the grant funds technologies and equipment that a Green for Business report, a GreenStart report or an SEAI energy audit recommended, and the support should follow that report’s recommendations.',
      'It is open to small enterprises with between 1 and 50 paid employees that are not clients of Enterprise Ireland or IDA, are registered and trading in the Local Enterprise Office’s area, and are solvent on their financial statements.',
      'The business needs a commercially rateable premises (a rates bill is asked for) that it owns or leases with at least 12 months left or an agreed option to renew.',
      'The grant must not be deadweight: a project that would have gone ahead anyway does not qualify, so apply before committing to the spend.',
      'Grant aid for the building itself is for the Sustainable Energy Authority of Ireland (SEAI); the LEO grant covers the equipment and other sustainability spending of the business, including water, energy and circular economy.',
    ],
    options: [
      {
        option: 'Apply to the LEO after the audit',
        chooseWhen: 'you have 50 or fewer paid employees and an audit or green report naming equipment such as lighting or compressors.',
      },
      { option: 'Look to SEAI supports', chooseWhen: 'the work is to the building fabric rather than the equipment you run.' },
    ],
    next30: [
      'Check the audit or green report lists the equipment you plan to replace, and get one if you have none.',
      'Ask your Local Enterprise Office whether the project fits before you order anything.',
    ],
    next90: [
      'Get quotes for the recommended equipment and apply with your rates bill and financial statements.',
      'Measure energy use before and after the upgrade so the saving shows in your cost per pallet or per drop.',
    ],
    sources: [cs.leoEnergyEfficiencyGrant],
  },
];
