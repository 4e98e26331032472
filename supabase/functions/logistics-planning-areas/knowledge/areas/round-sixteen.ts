// Topics the knowledge lacked, shown by the sixteenth visitor set's misses (29 November 2026): the general rules of
// temporary admission (time limit and security) and its oral declaration for pallets, containers and means of
// transport, paying customs charges monthly under a deferred payment authorisation, the statutory annual leave
// entitlement, statutory redundancy pay, the HSA's injury profile of the transport and storage sector, the €3 customs
// duty that replaced the €150 relief for parcels, and tachograph interference devices. Facts from the pages in
// knowledge/sources-round-sixteen.ts, read on the check date, in our own words.
import { roundSixteenSources as s } from '../sources-round-sixteen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const roundSixteenEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'temporary-admission-relief',
    area: 'market_lane',
    title: 'Temporary admission: bringing goods in duty-free for a while, the time limit, the security and oral declarations',
    keywords: [
      'temporary admission',
      'temporary admission relief',
      'temporary import',
      'temporarily import',
      'bring in and send back',
      're-export',
      'security for duty',
      'deposit',
      'guarantee',
      'oral declaration',
      'oral customs declaration',
      'inventory form',
      'empty pallets',
      'pallets',
      'containers',
      'empties',
      'packings',
      'means of transport',
      'equipment for a job',
      'procedure code 53',
    ],
    takeaway:
      'Goods from outside the EU that are used here and then sent back unchanged can enter under temporary admission without paying import duty, for no longer than the date Revenue sets at import, generally at most 24 months, and usually against security for the duty.',
    guidance: [
      'Revenue sets the date for re-export when the goods arrive, and the maximum period is generally 24 months, with some categories of goods given their own limits; if the goods are not re-exported in time, import duties may become payable.',
      'Security for the duty is generally required, given by a valid ATA carnet, by a deposit of the duty paid to Revenue at import and refunded when the goods leave, or by a guarantee from a credit or financial institution or an insurer accredited with the Central Bank, applied for on the Customs Decisions System.',
      'The goods may not be changed apart from normal depreciation, and they must be identifiable when they leave, so Revenue may mark or seal them at import.',
      'Pallets, containers and means of transport, with their spare parts, accessories and equipment, and packings imported full or empty for re-export that bear permanent markings, can be declared orally on an oral declaration inventory form instead of an electronic declaration, and no security is required for an oral declaration.',
      'An electronic import declaration for temporary admission carries code 53, the D procedure code and the date the goods will be exported; an oral declaration inventory form is handed in in duplicate and Revenue stamps both copies and returns one, which is shown again at re-export.',
    ],
    options: [
      {
        option: 'Declare the goods for temporary admission through your customs agent',
        chooseWhen: 'equipment or goods come in for a job or an event and will leave unchanged within the period Revenue sets.',
      },
      {
        option: 'Use the oral declaration inventory form',
        chooseWhen: 'the goods are pallets, containers, means of transport or marked reusable packings that go back out.',
      },
      { option: 'Clear the goods for free circulation and pay the duty', chooseWhen: 'they may stay, be sold or be altered here.' },
    ],
    next30: [
      'List goods you bring in only to send back, with the date each must leave.',
      'Decide with your agent whether security will be a deposit, a guarantee or an ATA carnet.',
    ],
    next90: [
      'Keep the stamped inventory forms and declarations with the re-export records.',
      'Diary each re-export date and check the goods leave before it.',
    ],
    sources: [s.temporaryAdmissionRules, s.temporaryAdmissionOral, s.temporaryAdmissionImport],
  },
  {
    slug: 'customs-deferred-payment',
    area: 'market_lane',
    title: 'Paying customs duty and import VAT monthly: Revenue’s deferred payment authorisation and its guarantee',
    keywords: [
      'deferred payment',
      'defer payment',
      'deferment',
      'deferment account',
      'direct debit',
      'pay monthly',
      'monthly payment',
      'pay duty monthly',
      'pay import VAT',
      'import VAT',
      'customs duty payment',
      'top up',
      'topping up',
      'TAN account',
      'cash account',
      'bank guarantee',
      'payment methods',
    ],
    takeaway:
      'Customs duty, excise, VAT at import and VRT can be paid declaration by declaration from credit on your Revenue account, or, once Revenue authorises deferred payment, by direct debit in the following month against a guarantee you lodge.',
    guidance: [
      'Revenue offers two ways to pay customs duty, excise duty, VAT at import and VRT: cash payment, where credit must already be on the trader’s account before a declaration is submitted, and the deferred payment facility.',
      'The deferred payment system is a bank direct debit scheme: once authorised it lets you pay the charges due by direct debit in the month after the goods are declared, instead of topping up before each declaration.',
      'A guarantee must be lodged for deferred payment and the conditions of the authorisation kept, so the amount the guarantee covers limits what can be deferred.',
      'Cash payments for customs charges are made through Revenue’s online payment facility (by card or single debit instruction through ROS or myAccount), and credit left on the account rolls over to the next declaration.',
      'Excise traders operating from a tax warehouse must pay on a deferred basis only.',
    ],
    options: [
      {
        option: 'Apply for a deferred payment authorisation with a guarantee',
        chooseWhen: 'imports are frequent enough that paying up front before each declaration strains cash flow.',
      },
      {
        option: 'Keep paying from credit on the account',
        chooseWhen: 'imports are occasional or a guarantee would cost more than the cash-flow gain.',
      },
      { option: 'Use your customs agent’s deferment arrangements', chooseWhen: 'the agent offers it and its fees are acceptable.' },
    ],
    next30: [
      'Add up a typical month’s duty and import VAT to size the guarantee you would need.',
      'Ask your bank or insurer what a customs guarantee of that size would cost.',
    ],
    next90: [
      'Apply to Revenue for deferred payment if the cash-flow gain outweighs the guarantee’s cost.',
      'Set a monthly check that deferred charges stay within the guaranteed amount.',
    ],
    sources: [s.customsPaymentMethods],
  },
  {
    slug: 'annual-leave-entitlement',
    area: 'workforce_capability',
    title: 'Statutory annual leave: four working weeks, or 8% of hours worked, under the Organisation of Working Time Act',
    keywords: [
      'annual leave',
      'holidays',
      'holiday entitlement',
      'leave entitlement',
      'paid leave',
      'days off',
      'how much leave',
      'holiday pay',
      'leave year',
      'Organisation of Working Time Act',
      'four working weeks',
      '1,365 hours',
      '8%',
      'sick on holidays',
      'part-time annual leave',
    ],
    takeaway:
      'An employee who works at least 1,365 hours in the leave year is due 4 working weeks of paid annual leave, and anyone else gets the greater of one-third of a working week for each month of 117 hours or 8% of the hours worked, up to the same 4 weeks.',
    guidance: [
      'Section 19 of the Organisation of Working Time Act 1997 gives paid annual leave of 4 working weeks in a leave year in which the employee works at least 1,365 hours, unless it is a year in which the employee changes employment.',
      'The other two measures are one-third of a working week for each month in which the employee works at least 117 hours, and 8% of the hours worked in the leave year, capped at 4 working weeks; where more than one applies, the employee gets whichever gives more.',
      'A day of leave on which the employee is ill, with a certificate from a registered medical practitioner, does not count as annual leave.',
      'An employee who works 8 or more months in the leave year is due an unbroken period of 2 weeks within the leave, unless an agreement provides otherwise, and that period may include public holidays.',
      'These are minimums: a contract can give more annual leave but never less, so check each driver’s contract against the Act.',
    ],
    options: [
      {
        option: 'Give 4 working weeks to full-time staff',
        chooseWhen: 'drivers or warehouse staff work 1,365 hours or more in the leave year.',
      },
      {
        option: 'Accrue leave at 8% of hours worked',
        chooseWhen: 'staff work part-time or irregular hours, checking the monthly measure gives no more.',
      },
    ],
    next30: [
      'Check each employee’s leave for this leave year against the three measures in the Act.',
      'Record hours worked so part-time and casual leave can be calculated.',
    ],
    next90: ['Plan each driver’s unbroken two weeks around the busy season.', 'Put the leave rules into the staff handbook and contracts.'],
    sources: [s.annualLeaveSection19],
  },
  {
    slug: 'statutory-redundancy-pay',
    area: 'workforce_capability',
    title: 'Statutory redundancy pay: 2 weeks’ pay a year of service plus a week, on pay capped at €600 a week',
    keywords: [
      'redundancy',
      'statutory redundancy',
      'redundancy pay',
      'redundancy payment',
      'made redundant',
      'let go',
      'let drivers go',
      'lay off',
      'job losses',
      'lump sum',
      'Redundancy Payments Act',
      'weekly cap',
      '€600',
    ],
    takeaway:
      'Statutory redundancy is 2 weeks’ pay for every year of service plus one additional week’s pay, with a week’s pay capped at €600 for the calculation, so six years’ service at or above the cap comes to 13 weeks at €600.',
    guidance: [
      'Under the Redundancy Payments Act 1967 an eligible employee made redundant is due a statutory lump sum of 2 weeks’ pay for every year of service plus one additional week’s pay.',
      'Weekly pay counts only up to €600 in the calculation, a cap that has not been raised since 2005, so a driver earning more than €600 a week is paid on €600.',
      'For example, six years’ service gives 2 × 6 + 1 = 13 weeks, which is at most 13 × €600 = €7,800.',
      'When setting the weekly cap the Minister must take account of changes in average earnings in the transportable goods industries recorded by the CSO, and the Government has said it keeps the cap under review.',
      'This is the legal minimum; an employer can pay more under the contract or by agreement, and the eligibility conditions should be checked with the Workplace Relations Commission before the notice is given.',
    ],
    options: [
      { option: 'Pay the statutory amount', chooseWhen: 'the role has truly gone and the contract promises nothing more.' },
      {
        option: 'Offer short time or lay-off first',
        chooseWhen: 'the drop in work may be temporary, such as a lost contract that could be replaced.',
      },
    ],
    next30: [
      'Work out each affected employee’s years of service and weekly pay against the €600 cap.',
      'Check the contracts for any enhanced redundancy terms.',
    ],
    next90: [
      'Budget for the lump sums before the notice dates.',
      'Review whether new work could keep the roles before confirming redundancy.',
    ],
    sources: [s.statutoryRedundancyAnswer],
  },
  {
    slug: 'transport-storage-injury-profile',
    area: 'risk_resilience',
    title: 'What injures and kills people in transport and storage firms: the HSA’s figures for the sector',
    keywords: [
      'common injuries',
      'causes of injuries',
      'most common causes',
      'injury statistics',
      'accident statistics',
      'injuries reported',
      'reported to the HSA',
      'transport and storage sector',
      'NACE H',
      'fatalities',
      'workplace deaths',
      'slips, trips and falls',
      'slips and trips',
      'manual handling injuries',
      'struck by vehicles',
    ],
    takeaway:
      'About 1,000 non-fatal injuries in transport and storage are reported to the HSA each year, most often triggered by manual handling and by slips, trips and falls, while deaths come mainly from losing control of a vehicle, falls from height and falling or collapsing material.',
    guidance: [
      'The HSA puts the most common non-fatal incident triggers in the transportation and storage sector (NACE H) as manual handling and slips, trips and falls, out of roughly 1,000 non-fatal injuries reported to it each year.',
      'The main causes of deaths in the sector are loss of control of a vehicle or other transport equipment, a fall from height, and the fall, collapse or breakage of material; drivers, mobile plant operators and heavy truck and lorry drivers are the occupations most often killed.',
      'Vehicle incidents cause the greatest number of work-related deaths in Ireland: almost half of the 573 workplace deaths reported between 2003 and 2012 involved a vehicle.',
      'The activities most linked to vehicle deaths and injuries are driving for work, reversing and slow-speed manoeuvres, coupling and uncoupling, vehicle maintenance and repairs, and loading, unloading and load securing.',
      'The HSA asks employers to control vehicle risk through three elements, the vehicle, the driver and the workplace or journey, working with other employers where a site is shared.',
    ],
    options: [
      {
        option: 'Target manual handling and housekeeping first',
        chooseWhen: 'your own accident book shows the same pattern of lifting strains and slips as the sector.',
      },
      {
        option: 'Target yard and road vehicle risk first',
        chooseWhen: 'reversing, coupling or loading incidents or near misses keep recurring.',
      },
    ],
    next30: [
      'Sort the last two years of your accident and near-miss records by what triggered each one.',
      'Walk the yard and loading bays for trip hazards, spills and poor lighting.',
    ],
    next90: [
      'Refresh manual handling training for warehouse staff and drivers who unload.',
      'Review the safety statement against the sector’s main triggers and your own records.',
    ],
    sources: [s.hsaTransportInjuryTrends, s.hsaVehicleStatistics],
  },
  {
    slug: 'low-value-parcel-customs-duty',
    area: 'customer_service',
    title: 'Online purchases under €150 from outside the EU: a €3 customs duty per item from 1 July 2026',
    keywords: [
      'under 150 euro',
      'under €150',
      '€150 threshold',
      'de minimis',
      'low-value parcels',
      'small parcels',
      'parcels from China',
      'online shops',
      'e-commerce parcels',
      'customs duty on parcels',
      '€3 duty',
      'per item duty',
      'threshold-based relief',
    ],
    takeaway:
      'Goods bought online from outside the EU in parcels worth €150 or less no longer come in free of customs duty: from 1 July 2026 a €3 duty applies to each distinct item in the parcel, on top of the VAT already charged.',
    guidance: [
      'Council Regulation (EU) 2026/382 of 11 February 2026 removed the relief that let goods worth no more than €150 in a consignment sent straight from a non-EU country to someone in the EU enter without import duty.',
      'Revenue’s guidance puts the change at 1 July 2026, with a €3 duty for each item in a parcel of goods bought online from a non-EU country, Britain included; VAT on these goods has been due since July 2021, so the duty comes on top of it.',
      'The duty is counted per distinct item, not per parcel: Revenue’s example of a pen, a notebook and a keyring in one parcel gives €9 of duty plus VAT, while identical items count as one.',
      'Some websites collect the duty at the point of sale; where they do not, the delivery company must ask the customer for it before handing over the parcel, so expect more held parcels and more customer queries.',
      'Revenue says the duty is not refunded when goods are returned unless they are faulty, so returns of low-value imports now cost the buyer the duty.',
    ],
    options: [
      {
        option: 'Ask each online-shop client whether its checkout collects the duty',
        chooseWhen: 'you deliver their parcels and would otherwise have to collect it at the door.',
      },
      {
        option: 'Set up collection of duty before delivery',
        chooseWhen: 'you clear parcels for sellers whose websites do not collect it at the point of sale.',
      },
    ],
    next30: [
      'Tell customer service staff how the €3 per item works, with Revenue’s pen, notebook and keyring example.',
      'List the clients whose parcels arrive with the duty unpaid.',
    ],
    next90: [
      'Update delivery terms and customer notices for parcels held until duty is paid.',
      'Track held parcels and returns to see what the change costs your service.',
    ],
    sources: [s.lowValueReliefRegulation, s.lowValueDutyRevenueWarning],
  },
  {
    slug: 'tachograph-manipulation-devices',
    area: 'risk_resilience',
    title: 'Tachograph tampering: magnets and interference devices, the offences and the power to immobilise the vehicle',
    keywords: [
      'tachograph fraud',
      'tacho magnet',
      'magnet',
      'interference device',
      'manipulation device',
      'tampering',
      'tamper',
      'tacho tampering',
      'falsify records',
      'immobilise',
      'immobilised',
      'stop the truck',
      'S.I. 229 of 2017',
      'NSAI approval',
    ],
    takeaway:
      'Having a device in a truck that can interfere with the tachograph is itself an offence under the 2017 Irish road transport regulations, and those regulations give enforcement officers powers to immobilise the vehicle where they judge it necessary.',
    guidance: [
      'The European Union (Road Transport) (Working Conditions and Road Safety) Regulations 2017 (S.I. 229 of 2017) give full effect to the EU tachograph regulation (165/2014) and provide for enforcing the drivers’ hours rules (561/2006).',
      'Part 6 of those regulations prohibits producing or distributing devices meant to manipulate tachographs, falsifying, concealing, suppressing or destroying tachograph data, and having a device capable of interfering with a tachograph.',
      'When the regulations were signed the Minister said tachograph fraud was a growing problem for the RSA and the Gardaí and that they include powers to immobilise vehicles if deemed necessary, so a truck found with a magnet or interference device can be stopped from going further.',
      'Only workshops and fitters approved by the NSAI may install, check, inspect or repair a tachograph, so any other work on the unit or its seals is an offence in itself.',
      'Smart tachographs record the vehicle’s position by satellite at intervals and can be read remotely by officers with the equipment, who use this to decide which trucks to stop for a check.',
    ],
    options: [
      {
        option: 'Inspect tachograph seals and wiring at every vehicle inspection',
        chooseWhen: 'trucks are shared between drivers or bought second-hand.',
      },
      {
        option: 'Compare downloads with GPS and job records',
        chooseWhen: 'driving recorded on the tachograph looks short for the distance covered.',
      },
    ],
    next30: [
      'Tell every driver in writing that carrying a magnet or interference device is an offence and a dismissal matter.',
      'Check each truck’s tachograph seals and last calibration by an NSAI-approved workshop.',
    ],
    next90: ['Set up a monthly check of tachograph downloads against vehicle mileage.', 'Record every seal check in the maintenance file.'],
    sources: [s.tachographRegulations2017Release, s.tachographRegulations2017Text],
  },
];
