// Topics the knowledge lacked, shown by the twelfth visitor set (29 November): the UK's GVMS goods movement
// reference, the UK HGV levy and clandestine entrant penalties, gift parcels from outside the EU, the EU parcel
// regulation, the mineral oil tax's two components, reclaiming VAT paid in another EU country, the biofuels
// obligation, on-street charge points, Revenue's arrivals system, excise movements under EMCS, and working time for
// warehouse and night staff. Facts from the pages in knowledge/sources-ferry-parcels-and-duties.ts, read on
// 29 November 2026.
import { ferryParcelsAndDutiesSources as f } from '../sources-ferry-parcels-and-duties.ts';
import type { KnowledgeEntry } from '../types.ts';

export const ferryParcelsAndDutiesEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'gvms-goods-movement-reference',
    area: 'market_lane',
    title: 'GVMS and the goods movement reference (GMR) for ferries into and out of Britain',
    keywords: [
      'GVMS',
      'Goods Vehicle Movement Service',
      'goods movement reference',
      'GMR',
      'Holyhead',
      'Liverpool',
      'Heysham',
      'Fishguard',
      'Pembroke',
      'empties',
      'empty trailer',
      'pre-lodgement',
      'UK side',
    ],
    takeaway:
      'At UK ports that use the Goods Vehicle Movement Service (GVMS), such as Holyhead, a truck cannot board or leave without a goods movement reference (GMR), one reference gathering the customs declaration references for the load, and HMRC asks for a GMR for all movements, including empties.',
    guidance: [
      'GVMS came in on 1 January 2021 for roll-on roll-off routes that use the pre-lodgement model: declarations are lodged before the crossing and their references are linked to a single goods movement reference (GMR) for the vehicle.',
      'HMRC’s advice to hauliers is to get a GMR for all movements, including empty vehicles and trailers, and goods cannot move through a GVMS port without one.',
      'The vehicle registration on the GMR must be the vehicle that presents it at check-in; for an accompanied load do not give the trailer number instead.',
      'Give the declaration reference that fits the movement (an import MRN, an export reference or a transit MRN); a wrong reference leaves the GMR invalid and the load delayed.',
      'The Irish side is separate: goods arriving in Ireland on a RoRo ferry still need Revenue’s Pre-Boarding Notification (PBN), so one load needs both a GMR for the UK and a PBN for Revenue.',
    ],
    options: [
      {
        option: 'Let your customs agent create the GMR',
        chooseWhen: 'you cross to Britain now and then and the agent already lodges the declarations.',
      },
      {
        option: 'Register for GVMS and create GMRs yourself',
        chooseWhen: 'you run regular UK sailings and want the reference ready before the driver reaches the port.',
      },
    ],
    next30: [
      'Check that every UK sailing, loaded or empty, has a GMR before the driver leaves for the port.',
      'Agree with your customs agent who creates the GMR and who checks the vehicle registration on it.',
    ],
    next90: [
      'Register for GVMS on GOV.UK if UK crossings are a weekly part of the work.',
      'Add the GMR and the PBN to the driver’s pre-sailing checklist.',
    ],
    sources: [f.gvmsIntroduction, f.gvmsAllMovements],
  },
  {
    slug: 'uk-hgv-road-user-levy',
    area: 'network_capacity',
    title: 'The UK HGV Road User Levy for Irish trucks running in Britain and Northern Ireland',
    keywords: [
      'HGV levy',
      'HGV Road User Levy',
      'road user levy',
      'UK levy',
      'UK road charge',
      'lorry levy',
      'runs into the UK',
      'UK roads',
      'levy bands',
      '12 tonnes',
      'foreign hauliers UK',
    ],
    takeaway:
      'A goods vehicle of 12 tonnes (12,000 kg) or more pays the UK HGV Road User Levy to use UK roads, including in Northern Ireland, and a non-UK vehicle must have it paid before entering the UK, by the day, week, month or year.',
    guidance: [
      'The levy is a time-based charge under the UK’s HGV Road User Levy Act 2013, in force since April 2014, on UK and non-UK goods vehicles of 12,000 kg or more.',
      'It applies on public roads across the UK, Northern Ireland included, so an Irish truck crossing the border into Northern Ireland needs it as much as one landing at Holyhead.',
      'Non-UK operators buy it in advance for a day, a week, a month or a year; the charge depends on the vehicle’s band (weight and axles), up to £10 a day or £1,000 a year.',
      'The levy belongs to one vehicle and cannot be moved to another, so buy it per truck.',
      'Driving without it is an offence enforced by cameras and roadside checks, with fixed penalties for the driver.',
    ],
    options: [
      { option: 'Buy day passes', chooseWhen: 'a truck goes into the UK only a few days a month.' },
      { option: 'Buy a monthly or yearly levy', chooseWhen: 'the same trucks run in Britain or Northern Ireland every week.' },
    ],
    next30: [
      'List which trucks of 12 tonnes or more go into Britain or Northern Ireland, and how often.',
      'Make buying the levy part of booking each UK run.',
    ],
    next90: [
      'Compare day, month and year levy costs against each truck’s UK days.',
      'Keep the levy receipts with the trip records for each UK run.',
    ],
    sources: [f.hgvLevy],
  },
  {
    slug: 'uk-clandestine-entrant-penalties',
    area: 'risk_resilience',
    title: 'UK civil penalties for stowaways (clandestine entrants) and unsecured goods vehicles',
    keywords: [
      'clandestine entrant',
      'clandestine entrants',
      'stowaways',
      'stowaway',
      'migrants in the trailer',
      'people in the truck',
      'Border Force',
      'vehicle security',
      'secure the vehicle',
      'civil penalty',
      'security checks',
    ],
    takeaway:
      'If people are found hidden in a truck arriving in the UK, Border Force can impose a civil penalty on each responsible person (the driver, the owner or hirer, and the operator of a detached trailer) up to £10,000 per clandestine entrant, and a goods vehicle not properly secured can be penalised up to £6,000 even if no one is found.',
    guidance: [
      'The UK Clandestine Entrant Civil Penalty Scheme was toughened from February 2023: the most per clandestine entrant per responsible person rose from £2,000 to £10,000.',
      'Failing to secure a goods vehicle is now a penalty on its own, up to £6,000 per responsible person, whether or not anyone got in.',
      'The employer can be liable for the driver’s penalty as well as its own, so one incident can cost the business twice.',
      'Penalties are reduced where the driver followed the security regulations (locks, seals, tilt cords and the recorded checks at each stop) and where the business is accredited under the scheme.',
      'Keep a written check sheet for every UK-bound load, filled in after each stop, because it is the evidence Border Force asks for.',
    ],
    options: [
      {
        option: 'Train drivers on the check sheet and keep the records',
        chooseWhen: 'you send trucks or trailers to Britain at all.',
      },
      {
        option: 'Join the Civil Penalty Accreditation Scheme',
        chooseWhen: 'UK runs are regular and you want the reduction on any penalty.',
      },
    ],
    next30: [
      'Give every UK-bound driver a vehicle security check sheet and show them how to use it.',
      'Check locks, seals and tilt cords on the trailers used for UK work.',
    ],
    next90: ['Audit a sample of completed check sheets for missed stops.', 'Decide whether to apply for accreditation under the scheme.'],
    sources: [f.clandestinePenalties],
  },
  {
    slug: 'gift-parcels-from-outside-eu',
    area: 'customer_service',
    title: 'Gift parcels from outside the EU: the €45 relief and the 2.5% flat rate up to €700',
    keywords: [
      'gift',
      'gifts',
      'gift parcel',
      'present',
      'birthday present',
      'gift relief',
      'flat rate',
      'flat rate duty',
      'sent from America',
      'private individual',
      'C08',
      '1C1',
    ],
    takeaway:
      'A gift from outside the EU comes in free of Customs Duty and VAT when it is worth €45 or less with postage, sent by a private individual to a private individual for personal use, occasional and not paid for; above that, a flat 2.5% Customs Duty may apply to a gift consignment worth up to €700.',
    guidance: [
      'The €45 gift relief counts insurance, freight and postage in the value, and needs a gift between private individuals, for personal or family use, of an occasional kind (a birthday or anniversary present) with nothing paid by the receiver.',
      'Where a parcel holds several items worth more than €45 together, relief covers as many whole items as fit within €45; one item’s value is never split.',
      'A gift consignment worth no more than €700 (leaving out items under the €45 relief, duty-free goods and tobacco) may be charged a flat 2.5% Customs Duty instead of each item’s normal rate; the importer may ask for the normal rates instead.',
      'The flat rate covers Customs Duty only: VAT and any excise are still due, and alcohol, tobacco and perfume have their own small limits.',
      'The sender should mark the parcel ‘Gift’ with a description, commodity code and value; the courier then declares it in AIS with code C08 for the €45 relief or 1C1 for the flat rate.',
    ],
    options: [
      {
        option: 'Claim gift relief on the declaration',
        chooseWhen: 'the parcel is an unpaid present between private people worth €45 or less.',
      },
      {
        option: 'Apply the 2.5% flat rate',
        chooseWhen: 'the gift is worth more than €45 but no more than €700 and the normal duty rate would be higher.',
      },
    ],
    next30: [
      'Add the gift relief and flat rate codes to the checklist your customs desk uses for parcels.',
      'Tell customer service staff what a customer needs to show for a gift parcel held at customs.',
    ],
    next90: [
      'Review how many held parcels were gifts and how long they waited.',
      'Ask regular senders to mark gifts and values clearly on the parcel.',
    ],
    sources: [f.revenueGiftRules, f.revenueGiftRates, f.revenueGiftProcedure],
  },
  {
    slug: 'eu-parcel-delivery-regulation',
    area: 'customer_service',
    title: 'The EU parcel regulation (2018/644) for parcel carriers working across borders',
    keywords: [
      'parcel regulation',
      'cross-border parcel',
      '2018/644',
      'parcel service provider',
      'what counts as a parcel',
      'parcel weight limit',
      'report to the regulator',
      'ComReg',
      'postal regulator',
      'tariff transparency',
    ],
    takeaway:
      'Regulation (EU) 2018/644, the EU parcel regulation, covers postal items with goods weighing up to 31.5 kg, and asks parcel carriers to give the national regulator information on themselves and their services, unless they have fewer than 50 people and work in only one Member State.',
    guidance: [
      'The Regulation aims to make cross-border parcel prices clearer and to let regulators oversee the market; it applies to items containing goods up to 31.5 kg, not letters.',
      'The parcel services it covers are clearing, sorting, transporting and handing over parcels, so couriers and express firms fall under it as well as postal operators.',
      'Providers with fewer than 50 people working on parcels on average over the previous year are exempt, unless they are established in more than one Member State.',
      'Providers covered report on the forms the Commission set in Implementing Regulation (EU) 2018/1263, giving their company details and, periodically, figures on their parcel activity, to the national regulator (ComReg in Ireland).',
      'Keep company details with the regulator current and diarise the reporting dates, since the regulator may ask for more information or publish tariffs.',
    ],
    options: [
      {
        option: 'Register and report yourself',
        chooseWhen: 'you have 50 or more people on parcel work or work in more than one Member State.',
      },
      {
        option: 'Record why you are exempt',
        chooseWhen: 'you have fewer than 50 people and work only in Ireland.',
      },
    ],
    next30: [
      'Count the average staff working on parcels last year to see whether the Regulation applies.',
      'Check the company details the regulator holds for you.',
    ],
    next90: ['Diarise the regulator’s reporting dates.', 'Keep parcel volumes by weight band so the figures are ready.'],
    sources: [f.parcelRegulation],
  },
  {
    slug: 'mineral-oil-tax-rates',
    area: 'cost_unit_economics',
    title: 'Mineral oil tax on diesel: the non-carbon and carbon components per 1,000 litres',
    keywords: [
      'mineral oil tax',
      'excise on diesel',
      'diesel excise',
      'excise table',
      'carbon tax',
      'carbon charge',
      'non-carbon',
      'per 1,000 litres',
      'duty on diesel',
      'fuel duty',
      'road fuel tax',
    ],
    takeaway:
      'Revenue’s mineral oil tax on road diesel (heavy oil used as a propellant) has two parts, a non-carbon component of €425.72 and a carbon charge of €69.18 per 1,000 litres, €494.90 in all, before VAT.',
    guidance: [
      'Revenue sets mineral oil tax per 1,000 litres, split into a non-carbon component (A) and a carbon charge component (B); the total is A plus B.',
      'For heavy oil used as a propellant, which is road diesel, the table shows €425.72 non-carbon and €69.18 carbon, €494.90 per 1,000 litres (about 49.5 cent a litre before VAT).',
      'Petrol carries €541.84 non-carbon and €59.85 carbon, €601.69 per 1,000 litres; a substitute fuel used instead of diesel is taxed at the diesel rate.',
      'The carbon component is the part that rises with each Budget’s carbon tax increase, so cost fuel with the current table, not last year’s.',
      'Hauliers with a licensed fleet may recover part of the excise through the diesel rebate scheme, so keep fuel receipts by vehicle.',
    ],
    options: [
      { option: 'Cost fuel at the full excise rate', chooseWhen: 'you are not in the diesel rebate scheme.' },
      {
        option: 'Cost fuel net of the diesel rebate',
        chooseWhen: 'you hold a road haulage licence and claim the rebate every quarter.',
      },
    ],
    next30: [
      'Check the excise rates in your fuel cost model against Revenue’s current table.',
      'Split the fuel cost line into excise, carbon charge and VAT for the next quote.',
    ],
    next90: [
      'Rerun lane costs after each Budget’s carbon tax change.',
      'Check whether every eligible truck is in the diesel rebate claim.',
    ],
    sources: [f.revenueMineralOilTax],
  },
  {
    slug: 'vat-refund-other-eu-states',
    area: 'cost_unit_economics',
    title: 'Reclaiming VAT paid in another EU country through Electronic VAT Refund (EVR)',
    keywords: [
      'foreign VAT',
      'VAT paid abroad',
      'VAT in France',
      'VAT refund',
      'reclaim VAT',
      'claim back VAT',
      'Electronic VAT Refund',
      'EVR',
      'VAT on diesel abroad',
      'VAT on repairs abroad',
      'Member State of refund',
    ],
    takeaway:
      'An Irish VAT-registered business that pays VAT in another EU country, on fuel or repairs abroad for example, claims it back on ROS through Electronic VAT Refund (EVR), and Revenue passes the claim to that country, whose rules, language and time periods apply.',
    guidance: [
      'The trader or its agent makes the claim on Revenue Online Service (ROS) under Electronic VAT Refund (EVR); Revenue sends it on to the Member State of refund, which decides it.',
      'Check before claiming which language that country wants and which claim periods it accepts; each country is claimed separately.',
      'The country may ask for scanned invoices with the claim; the attachments together must not exceed 5MB, so attach the largest invoices and send the rest if asked.',
      'Every purchase is classified on ROS by the expense codes or sub-codes, and ROS gives a reference number to quote in any query.',
      'Keep the supporting invoices for six years from the end of the year of the claim; foreign VAT cannot go through your Irish VAT return.',
    ],
    options: [
      { option: 'Claim through EVR yourself', chooseWhen: 'the foreign VAT is regular and your bookkeeper can code it.' },
      {
        option: 'Use an agent or fuel card provider’s reclaim service',
        chooseWhen: 'you pay VAT in several countries and the sums are small each time.',
      },
    ],
    next30: ['Total the VAT paid abroad last year by country.', 'Keep foreign fuel and repair invoices in a separate folder by country.'],
    next90: ['Submit an EVR claim for each country with enough VAT to be worth claiming.', 'Diarise each country’s claim deadline.'],
    sources: [f.revenueEvr],
  },
  {
    slug: 'biofuels-obligation-nora',
    area: 'fleet_decarbonisation',
    title: 'The Biofuels Obligation Scheme and the National Oil Reserves Agency (NORA)',
    keywords: [
      'biofuels obligation',
      'Biofuels Obligation Scheme',
      'biofuel blend',
      'bio in the diesel',
      'blended diesel',
      'NORA',
      'National Oil Reserves Agency',
      'biofuel certificates',
      'fuel suppliers',
      'renewable transport fuel',
    ],
    takeaway:
      'The Biofuels Obligation Scheme, brought in in 2010, requires fuel suppliers to include a set share of biofuel in the road fuel they sell, and it is run by the National Oil Reserves Agency (NORA), which issues a certificate for each litre of biofuel.',
    guidance: [
      'The obligation came in through the Energy (Biofuel Obligation and Miscellaneous Provisions) Act 2010, which amended the National Oil Reserves Agency Act 2007.',
      'It falls on the oil companies that supply road transport fuel, not on hauliers: the bio share arrives already blended into the diesel you buy.',
      'NORA keeps a biofuel obligation account for each supplier and issues a tradable certificate per litre of biofuel; at year end each supplier must hold enough certificates.',
      'The required share has been raised over the years by order, so the bio content of pump diesel grows over time.',
      'Fuels such as HVO bought in their own right are a separate choice for a fleet, on top of what the obligation already blends in.',
    ],
    options: [
      { option: 'Stay on standard blended diesel', chooseWhen: 'cost per litre matters most and customers ask for no more.' },
      {
        option: 'Buy a higher-bio fuel such as HVO',
        chooseWhen: 'customers ask for lower reported emissions and the price gap is acceptable.',
      },
    ],
    next30: ['Ask your fuel supplier what bio share its diesel carries.', 'Record fuel type by vehicle for emissions reporting.'],
    next90: [
      'Price a trial of a higher-bio fuel on one route.',
      'Include the blended bio share in customer emissions reports where the method allows.',
    ],
    sources: [f.biofuelsObligation],
  },
  {
    slug: 'on-street-public-charge-points',
    area: 'fleet_decarbonisation',
    title: 'SEAI’s Public Charge Point Scheme for on-street chargers',
    keywords: [
      'on-street charger',
      'on-street charging',
      'on-street charge point',
      'public charge point',
      'lamppost charger',
      'lamppost chargers',
      'chargers on the street',
      'outside the house',
      'outside their houses',
      'no driveway',
      'park on the street',
      'street charging',
      'local authority charger',
      'council charger',
    ],
    takeaway:
      'SEAI’s Public Charge Point Scheme pays Local Authorities, not drivers or firms, 75% of the capital cost of on-street charge points for residents without off-street parking, up to €5,000 per charge point.',
    guidance: [
      'Local Authorities such as county councils apply, choosing sites on public streets or in their own car parks where residents park overnight.',
      'The grant covers 75% of capital costs, capped at €5,000 for each charge point, meaning each single plug socket.',
      'The chargers are mostly charging posts (two sockets at up to 22kW each) or lamppost chargers (one socket at 3 to 7kW).',
      'A business cannot apply itself; a firm whose van drivers park on the street at home can ask the council to apply for chargers on that street.',
      'Drivers with a driveway are better served by the home charger grant, which covers a charger at the home.',
    ],
    options: [
      {
        option: 'Ask the council for on-street chargers',
        chooseWhen: 'several drivers live on streets without off-street parking.',
      },
      {
        option: 'Charge vans at the depot instead',
        chooseWhen: 'vans return to base overnight or the council has no plans for chargers.',
      },
    ],
    next30: [
      'List which van drivers take vans home and whether they have off-street parking.',
      'Ask the local council whether it has applied for on-street chargers.',
    ],
    next90: [
      'Plan depot or public charging for drivers who cannot charge at home.',
      'Review home and on-street charging costs against depot charging.',
    ],
    sources: [f.seaiPublicChargePoint],
  },
  {
    slug: 'revenue-arrivals-and-ens',
    area: 'technology_data',
    title: 'Revenue’s arrivals system, Safe Seas Ireland and entry summary declarations under AIS',
    keywords: [
      'arrivals system',
      'arrival times',
      'ship arrival',
      'actual time of arrival',
      'ATA',
      'estimated time of arrival',
      'Safe Seas Ireland',
      'entry summary declaration',
      'ICS2',
      'AIS',
      'Automated Import System',
      'Automated Entry Processing',
      'AEP',
    ],
    takeaway:
      'Revenue’s arrivals system takes ship arrival times from Safe Seas Ireland (and aircraft times from the Dublin Airport Authority) and tells the Automated Import System (AIS) the actual time of arrival, while entry summary declarations for safety and security still go through the Import Control System 2 (ICS2).',
    guidance: [
      'AIS handles import declarations; some things did not change with it, and the arrivals feed and the entry summary declaration are two of them.',
      'The arrivals system records scheduled and actual arrivals of every ship and aircraft into Ireland, from Safe Seas Ireland for sea traffic and the Dublin Airport Authority for air.',
      'It passes the actual time of arrival (ATA) to AIS; traders give the estimated time of arrival (ETA) in their declarations, and a declaration completes only once the arrival is matched.',
      'Carriers lodge the entry summary declaration (ENS) for goods brought into the EU through ICS2, for safety and security risk analysis.',
      'Exports stayed on the older Automated Entry Processing (AEP) system until 2023, when the Automated Export System replaced it.',
    ],
    options: [
      {
        option: 'Check arrivals on ROS before chasing a held declaration',
        chooseWhen: 'a declaration is waiting and the ship may not yet show as arrived.',
      },
      {
        option: 'Leave arrivals and ENS to the carrier and agent',
        chooseWhen: 'you only haul and do not lodge declarations yourself.',
      },
    ],
    next30: [
      'Make sure declarations carry the right estimated time of arrival for the sailing.',
      'Confirm with each shipping line that it lodges the ENS in ICS2.',
    ],
    next90: ['Review held declarations for arrival mismatches.', 'Train the customs desk to read arrival status on ROS.'],
    sources: [f.revenueAisUnchanged],
  },
  {
    slug: 'emcs-excise-movements',
    area: 'technology_data',
    title: 'Moving duty-suspended excise goods: EMCS and the electronic administrative document (e-AD)',
    keywords: [
      'EMCS',
      'Excise Movement and Control System',
      'Excise Movement Control System',
      'e-AD',
      'eAD',
      'electronic administrative document',
      'ARC',
      'administrative reference code',
      'bonded warehouse',
      'tax warehouse',
      'duty suspended',
      'duty-suspended',
      'excise goods',
      'alcohol',
      'drink',
    ],
    takeaway:
      'Excise goods such as drink moved under duty suspension between tax (bonded) warehouses in the EU travel with an electronic administrative document (e-AD) lodged in the Excise Movement and Control System (EMCS), which gives each movement an administrative reference code (ARC).',
    guidance: [
      'The consignor lodges a draft e-AD in EMCS, up to 7 days before dispatch.',
      'Once EMCS validates it, the movement gets a unique administrative reference code (ARC), and the consignee is told of the movement.',
      'A printed e-AD, or a commercial document quoting the ARC, must travel with the goods, so the driver should carry it.',
      'The consignee closes the movement with a report of receipt in EMCS; until then the consignor’s guarantee stays at risk, so delivery delays matter.',
      'Revenue’s import system checks the ARC against EMCS when excise goods are imported under duty suspension, so the ARC must be valid before the goods arrive.',
    ],
    options: [
      {
        option: 'Haul for the excise trader who lodges the e-AD',
        chooseWhen: 'you carry excise goods but hold no excise authorisation yourself.',
      },
      {
        option: 'Become an authorised warehousekeeper',
        chooseWhen: 'storing and dispatching duty-suspended goods is part of your business.',
      },
    ],
    next30: [
      'Make sure drivers carry the e-AD or a document with the ARC on every excise load.',
      'Ask each excise customer who lodges the e-AD and who confirms receipt.',
    ],
    next90: [
      'Track delivery times on excise loads so receipts are reported promptly.',
      'Review whether an excise authorisation would pay for itself.',
    ],
    sources: [f.hmrcEmcsOverview],
  },
  {
    slug: 'warehouse-and-night-working-time',
    area: 'workforce_capability',
    title: 'Breaks, time off between shifts and night work limits under the Organisation of Working Time Act',
    keywords: [
      'warehouse staff breaks',
      'breaks for warehouse staff',
      'depot staff breaks',
      'night workers',
      'night worker',
      'night work limit',
      'Organisation of Working Time Act',
      'special category night worker',
    ],
    takeaway:
      'Under the Organisation of Working Time Act, employees who are not mobile workers are due a 15-minute break after 4 hours 30 minutes’ work, a 30-minute break after 6 hours and 11 consecutive hours off in each 24, and night workers may work no more than an average of 8 hours a night over a reference period of up to 2 months.',
    guidance: [
      'A break of 15 minutes is due after 4 hours 30 minutes of work, and 30 minutes after 6 hours, which may include the first 15; breaks taken at the end of the day do not count.',
      'Each employee is due 11 consecutive hours off in every 24 hours, so check shift changeovers for short gaps between shifts.',
      'A night worker normally works at least 3 hours between midnight and 7 a.m. and at least half of the year’s hours at night.',
      'A night worker may not work more than an average of 8 hours in each 24, over a two-month reference period at most, or longer under a collective agreement approved by the Labour Court.',
      'Where the risk assessment shows the night work involves special hazards or heavy physical or mental strain, a night worker may not work more than 8 hours in any 24, with no averaging.',
    ],
    options: [
      {
        option: 'Fixed breaks written into the shift pattern',
        chooseWhen: 'the site runs set shifts and cover can be planned.',
      },
      {
        option: 'Rolling breaks with a log',
        chooseWhen: 'work comes in peaks and breaks must move with the trucks.',
      },
    ],
    next30: [
      'Check the shift rota for breaks at 4 hours 30 minutes and 6 hours and for 11 hours between shifts.',
      'List which staff count as night workers.',
    ],
    next90: [
      'Carry out the night work risk assessment for heavy or hazardous tasks.',
      'Check night workers’ hours against the 8-hour limit and fix any breach.',
    ],
    sources: [f.owtaBreaksAndRest, f.owtaNightWork],
  },
  {
    slug: 'haulage-fuel-support-schemes',
    area: 'cost_unit_economics',
    title: 'Government support for licensed hauliers after the 2022 fuel price rise',
    keywords: [
      'emergency support',
      'haulage support scheme',
      'Licensed Haulage Emergency Support Scheme',
      'Licensed Haulage Support Scheme',
      'fuel crisis',
      'fuel went mad',
      'fuel price rise',
      'support per truck',
      'grant per truck',
      '2022',
      '2023',
    ],
    takeaway:
      'The Licensed Haulage Emergency Support Scheme, approved in March 2022 when fuel prices rose after the invasion of Ukraine, paid €100 per week for eight weeks for each heavy goods vehicle on a road haulage licence on 11 March 2022, and a 2023 scheme followed with a set sum per vehicle.',
    guidance: [
      'The 2022 scheme was approved by the Government on 15 March 2022 and run by the Department of Transport, which emailed application forms to every licensed haulier.',
      'It paid €100 per week for eight weeks, €800 in one payment, for each eligible heavy goods vehicle authorised on the operator’s licence on 11 March 2022; applications closed on 6 June 2022.',
      'Applicants had to hold a valid road haulage licence, be trading as a going concern and have current tax clearance.',
      'The Licensed Haulage Support Scheme 2023 (€18 million) paid per vehicle on the licence on 15 December 2022: €1,200 each for the first five, €700 for vehicles six to 20 and €200 for each after that.',
      'Such schemes are paid only for vehicles on the licence on a set date, so keep the licence’s vehicle list current.',
    ],
    options: [
      {
        option: 'Keep every working truck on the licence',
        chooseWhen: 'you want any future per-vehicle support to count the whole fleet.',
      },
      {
        option: 'Plan fuel costs without relying on support',
        chooseWhen: 'margins are thin, since schemes are temporary and come after the cost has been borne.',
      },
    ],
    next30: [
      'Check that the vehicles listed on your haulage licence match the trucks you run.',
      'Make sure the licensing unit holds your current email address.',
    ],
    next90: [
      'Add a fuel surcharge clause to contracts so a fuel rise is recovered from customers.',
      'Keep tax clearance current so you can apply for any new scheme at once.',
    ],
    sources: [f.haulageEmergencySupport2022, f.haulageSupport2023],
  },
  {
    slug: 'safe-secure-truck-parking',
    area: 'network_capacity',
    title: 'Safe and secure parking areas for lorries: the EU standard’s four levels',
    keywords: [
      'safe and secure parking',
      'secure lorry parking',
      'secure parking',
      'lorry park',
      'secure parking areas',
      'overnight parking',
      'SSTPA',
      'high-value load',
      'cargo theft',
      'bronze',
      'platinum',
      'parking certification',
    ],
    takeaway:
      'The EU standard for safe and secure parking areas (SSTPA) grades them at four security levels, bronze, silver, gold and platinum, from bronze (a marked, lit perimeter, CCTV at the gates and a check at least once a day) to platinum (the strictest perimeter, gate and staffing rules).',
    guidance: [
      'The standard is set by Commission Delegated Regulation (EU) 2022/1012 and lists certified parking areas, so a driver can choose a stop by its level.',
      'Bronze asks for a visible perimeter, lighting at 15 lux, CCTV at entry and exit, signs limiting access to freight vehicles and surveillance checks at least once every 24 hours.',
      'Each higher level, silver, gold and then platinum, adds to the one below: physical barriers and brighter lighting, staff contactable at all hours, gates with number-plate recognition and, at the top, round-the-clock monitoring of every entry and exit.',
      'For a high-value or theft-prone load, plan the overnight stop at a gold or platinum area and tell the driver before departure.',
      'Under the EU charging rules, safe and secure parking areas must also gain charging points for heavy vehicles, so they will matter more for electric lorries.',
    ],
    options: [
      {
        option: 'Book certified secure parking on high-risk lanes',
        chooseWhen: 'loads are high value or the lane has a record of cargo theft.',
      },
      { option: 'Use ordinary parking with driver checks', chooseWhen: 'loads are low value and the stop is short.' },
    ],
    next30: [
      'List the overnight stops your drivers use on continental lanes.',
      'Check which of them are certified under the EU standard and at what level.',
    ],
    next90: [
      'Set a minimum parking level for high-value loads in your security policy.',
      'Ask insurers whether certified parking lowers the premium for theft cover.',
    ],
    sources: [f.sstpaStandard],
  },
  {
    slug: 'euro-7-standard',
    area: 'fleet_decarbonisation',
    title: 'Euro 7: exhaust, brake and tyre emission limits for new vehicles',
    keywords: [
      'Euro 7',
      'Euro VII',
      'emission standard',
      'emissions standard',
      'brake dust',
      'brake particles',
      'tyre abrasion',
      'tyre wear',
      'microplastics',
      'non-exhaust emissions',
      'battery durability',
      'new truck emissions',
    ],
    takeaway:
      'Euro 7, Regulation (EU) 2024/1257, is the first EU emission standard to limit emissions beyond the exhaust, particles from brakes and abrasion from tyres, for all new vehicles including electric ones, and it applies to new heavy vehicles from 2029.',
    guidance: [
      'Euro 7 was adopted in April 2024 and replaces the Euro 6 and Euro VI rules with one standard for cars, vans, lorries and buses.',
      'Besides tighter exhaust limits measured in real driving, it sets limits for particles from brakes and rules on tyre abrasion (microplastics), which electric trucks also produce.',
      'It adds durability rules, including for batteries in electric vehicles, so the vehicle must keep meeting the limits for longer.',
      'The dates were put back after manufacturers asked: light vehicles from 2027 and heavy vehicles from 2029, so trucks bought before then are not affected.',
      'Replacement brakes and tyres may in time need to meet the standard too, so check parts approvals with your dealer as new models arrive.',
    ],
    options: [
      {
        option: 'Buy Euro VI trucks before Euro 7 applies',
        chooseWhen: 'the fleet must be renewed before 2029 and diesel still suits the duty.',
      },
      {
        option: 'Move straight to zero-emission trucks',
        chooseWhen: 'the duty suits battery-electric vehicles and customers ask for lower emissions.',
      },
    ],
    next30: [
      'List which trucks are due for replacement before and after 2029.',
      'Ask your dealers which Euro 7 models they expect and when.',
    ],
    next90: [
      'Add Euro 7 timing to the fleet replacement plan.',
      'Compare the whole-life cost of a late Euro VI truck with an electric one.',
    ],
    sources: [f.euro7],
  },
];
