// Topics an Irish haulier meets that no entry held, found in a breadth pass over the official sources' own pages
// (29 November 2026): declaring a vehicle off the road for motor tax, speed limiters, the low emission vehicle toll
// incentive, the Alternatively Fuelled Heavy Duty Vehicle grant, who may check tachograph records, first aid at work,
// the CSO's road freight figures, the UK landbridge, the EU General Safety Regulation, hired goods vehicles, the energy
// audit duty of large enterprises and Dublin's cargo bikes for business. Facts from the pages in
// knowledge/sources-haulier-breadth.ts.
import { haulierBreadthSources as s } from '../sources-haulier-breadth.ts';
import { roundSixteenSources as r16 } from '../sources-round-sixteen.ts';
import { roundSeventeenSources as r17 } from '../sources-round-seventeen.ts';
import { roundEighteenSources as r18 } from '../sources-round-eighteen.ts';
import { breadthTwentyThreeSources as b23 } from '../sources-breadth-twenty-three.ts';
import type { KnowledgeEntry } from '../types.ts';

export const haulierBreadthEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'motor-tax-declaration-of-non-use',
    area: 'cost_unit_economics',
    title: 'Taking a vehicle off the road for motor tax: the declaration of non-use (RF150)',
    keywords: [
      'declaration of non-use',
      'non-use',
      'off the road',
      'off-road declaration',
      'declare off the road',
      'RF150',
      'laid up',
      'parked up',
      'not using the truck',
      'SORD',
      'tax arrears',
      'quiet months',
    ],
    takeaway:
      'A vehicle that will not be used or kept in a public place can be declared off the road on form RF150 for at least 3 and at most 12 calendar months at a time, so no motor tax is due for that period, but the declaration must be made in advance, in the month the current tax or declaration expires.',
    guidance: [
      'The rules come from the Non-Use of Motor Vehicles Act 2013 and have applied since 1 October 2013: declare on form RF150 at the local motor tax office, or online at motortax.ie with the PIN on the tax reminder.',
      'The period runs in whole calendar months, from the first day of a month to the last day of a month, and you cannot declare a vehicle off the road for only one or two months.',
      'Miss the month of expiry and the declaration cannot be made: arrears must be paid and the vehicle taxed for at least three months before it can be declared off the road.',
      'When the period ends you can make a new declaration for a further 3 to 12 months, as often as the vehicle stays off the road; for a new, imported or second-hand vehicle you have 21 days from the purchase or registration date.',
      'Putting the vehicle back on the road during the declared period is allowed: tax it from that month, which ends the non-use period; using it on a public road while declared off the road, or a false declaration, is an offence.',
    ],
    options: [
      {
        option: 'Declare the truck off the road for the quiet months',
        chooseWhen: 'it will sit in the yard for three months or more and can be kept off public roads.',
      },
      {
        option: 'Keep it taxed',
        chooseWhen: 'it may be needed at short notice for a month or two, or parks on a public road.',
      },
    ],
    next30: [
      'List the vehicles whose tax expires in the coming months and that will be idle for three months or more.',
      'Make the RF150 declaration in the month of expiry, not after it.',
    ],
    next90: [
      'Diary the end of each declared period so a new declaration or tax is arranged in time.',
      'Check insurance, CVRT and tachograph calibration dates before a laid-up vehicle returns to work.',
    ],
    sources: [s.nonUseOffaly, s.nonUseTipperary, s.nonUseMeath],
  },
  {
    slug: 'speed-limiters-goods-vehicles',
    area: 'risk_resilience',
    title: 'Speed limiters on goods vehicles over 3.5 tonnes: the 90 km/h setting and which vehicles need one',
    keywords: [
      'speed limiter',
      'speed limiters',
      'speed limitation device',
      'limiter setting',
      'limiter set',
      'governor',
      'retrofit',
      'older trucks',
      'registered before 2005',
      'authorised sealer',
      'S.I. 831 of 2005',
    ],
    takeaway:
      'Goods vehicles with a design gross weight over 3,500 kg must have a working speed limiter set so the vehicle cannot exceed 90 kilometres per hour: new vehicles from 1 January 2005, and those registered before January 2005 had to have one fitted by 1 January 2007.',
    guidance: [
      'Directive 92/6/EEC first required limiters at 90 km/h on goods vehicles over 12,000 kg; Directive 2002/85/EC extended the rule to goods vehicles over 3,500 kg, given effect in Ireland by S.I. 831 of 2005.',
      'The limiter is a ceiling, not the speed limit: goods vehicles over 3,500 kg remain limited to 80 km/h on every road, so a truck at its 90 km/h limiter on a motorway is already speeding.',
      'Limiters are fitted and sealed by authorised sealers (S.I. 300 of 1993), and the roadworthiness test checks that the limiter is fitted and working, so a fault or tampering shows up at the CVRT.',
      'Enforcement on the road is a matter for the Garda Síochána; a limiter that has been disabled also puts the vehicle outside its type approval.',
      'For buses with more than eight passenger seats the limiter setting is 100 km/h.',
    ],
    options: [
      {
        option: 'Have the limiter checked at each service',
        chooseWhen: 'you run older trucks or have had engine or gearbox work done.',
      },
      {
        option: 'Set telematics alerts below the limiter',
        chooseWhen: 'drivers regularly run at the limiter on motorways, above the 80 km/h limit.',
      },
    ],
    next30: [
      'Confirm every vehicle over 3,500 kg has a sealed, working limiter set at 90 km/h.',
      'Tell drivers the limiter is not the speed limit.',
    ],
    next90: [
      'Add the limiter check to the maintenance schedule and the CVRT preparation list.',
      'Review telematics speed reports for time spent above 80 km/h.',
    ],
    sources: [s.speedLimiterSi, s.speedLimiterDail2004, s.speedLimiterDail2006],
  },
  {
    slug: 'low-emission-vehicle-toll-incentive',
    area: 'fleet_decarbonisation',
    title: 'Toll discounts for electric and gas vehicles: the Low Emissions Vehicle Toll Incentive (LEVTI)',
    keywords: [
      'toll incentive',
      'toll discount',
      'toll reduction',
      'LEVTI',
      'EVTI',
      'electric vehicle toll',
      'gas truck toll',
      'CNG',
      'LNG',
      'toll tag',
      'toll refund',
      'cheaper tolls',
    ],
    takeaway:
      'Under the Low Emissions Vehicle Toll Incentive, battery electric, hydrogen, CNG and LNG vehicles got a 50% toll reduction and plug-in hybrids 25%, up to €1,000 a year for commercial vehicles (€500 for private), but the scheme closed to new applications on 1 November 2023 and ended on 31 December 2023.',
    guidance: [
      'The scheme began in July 2018 as the Electric Vehicle Toll Incentive for cars and vans; Budget 2020 widened it to heavy duty vehicles (trucks, buses and coaches) running on CNG, LNG, hydrogen or electricity, and it was renamed LEVTI.',
      'Transport Infrastructure Ireland ran it for the Department of Transport: the vehicle needed a tag (on-board unit) from a participating LEVTI tag provider, and refunds varied by toll location, time of day, vehicle type and class.',
      'Greater off-peak reductions applied on the M50, and conventional hybrids were never included.',
      'It was capped at the first 50,000 eligible vehicles; the Minister said in November 2023 that support for fleet electrification was moving towards building out charging infrastructure.',
      'Count no toll discount in the running-cost case for a new electric or gas truck; the grants that remain are for the vehicle (ZEHDV) and for depot charging.',
    ],
    options: [
      {
        option: 'Price electric or gas trucks at full tolls',
        chooseWhen: 'you are comparing running costs for a replacement today.',
      },
      {
        option: 'Check old toll statements for refunds',
        chooseWhen: 'you ran eligible vehicles on a LEVTI tag before the end of 2023.',
      },
    ],
    next30: [
      'Remove any toll discount from the cost model for alternatively fuelled trucks.',
      'Check tag accounts for vehicles still registered to the old scheme.',
    ],
    next90: [
      'Look at the ZEHDV vehicle grant and the depot charging grant instead.',
      'Re-run the route cost comparison with current toll rates.',
    ],
    sources: [s.levtiDail2020, s.levtiEflow, s.levtiDail2023],
  },
  {
    slug: 'afhdv-purchase-grant',
    area: 'fleet_decarbonisation',
    title: 'The Alternatively Fuelled Heavy Duty Vehicle (AFHDV) purchase grant: how it was worked out',
    keywords: [
      'AFHDV',
      'AFHDV grant',
      'AFHDV scheme',
      'old grant',
      'gas trucks',
      'Alternatively Fuelled Heavy Duty Vehicle',
      'alternatively-fuelled',
      'purchase grant',
      'gas truck grant',
      'CNG truck',
      'LNG truck',
      'difference in price',
      'diesel equivalent',
      'grant calculated',
      'heavy duty vehicle grant',
    ],
    takeaway:
      'The Alternatively Fuelled Heavy Duty Vehicle Purchase Grant Scheme, run by TII for the Department of Transport, paid a percentage of the difference in price between an alternatively fuelled heavy duty vehicle and its diesel equivalent, and applications opened on 15 March 2021.',
    guidance: [
      'The percentage depended on the vehicle’s powertrain or fuel type and on the size of the company, and a vehicle already ordered, bought or registered was not eligible, so the application came before the order.',
      'At launch the scheme had €2 million and covered large vans, trucks, buses, coaches and refuse vehicles running on battery electric, plug-in hybrid, fuel cell electric, compressed natural gas (CNG) or liquefied natural gas (LNG) power.',
      'A company could receive up to €500,000 and/or grants for 20 heavy duty vehicles.',
      'The Department said heavy duty vehicles made almost 20% of Irish land transport emissions in 2019, which is why the scheme aimed at the cost gap with diesel.',
      'After the EU state aid changes that took effect on 1 July 2023 the scheme was amended and replaced by the zero-emission heavy-duty vehicle grant (ZEHDV), which no longer supports gas trucks.',
    ],
    options: [
      {
        option: 'Apply to the current ZEHDV grant',
        chooseWhen: 'you are buying a battery electric or hydrogen truck now.',
      },
      {
        option: 'Fund a gas truck without a grant',
        chooseWhen: 'gas suits the duty and fuel supply, accepting that the AFHDV support has gone.',
      },
    ],
    next30: [
      'Check which powertrains the current grant supports before choosing a replacement truck.',
      'Get a diesel-equivalent quote alongside any alternative-fuel quote, since grants are based on the gap.',
    ],
    next90: [
      'Apply for any grant before placing the order.',
      'Record the fuel savings of any gas or electric trucks bought under the old scheme.',
    ],
    sources: [s.afhdvTii, s.afhdvLaunch],
  },
  {
    slug: 'tachograph-control-officers',
    area: 'risk_resilience',
    title: 'Who may check drivers’ hours and tachograph records: RSA transport officers, Revenue officers and Gardaí',
    keywords: [
      'Revenue officer',
      'Revenue officers',
      'customs officer',
      'control officer',
      'transport officer',
      'who can check tachograph',
      'check tachos',
      'inspect tachograph',
      'powers to inspect',
      'search warrant',
      'premises inspection',
      'asked for tachograph records',
    ],
    takeaway:
      'Under the Irish rules on drivers’ hours and tachographs a control officer is an RSA transport officer, an officer of the Revenue Commissioners or a member of the Garda Síochána, so a Revenue officer at a port may ask a driver for the tachograph records just as the RSA and the Gardaí can.',
    guidance: [
      'S.I. 567 of 2023 amended the 2017 road transport regulations (S.I. 229 of 2017), which give effect to Regulations 561/2006 and 165/2014, and set out those three kinds of control officer.',
      'At the roadside the RSA works with the Gardaí: transport officers check the operator licence and the tachograph and drivers’ hours records, while vehicle inspectors check roadworthiness; ANPR is used to pick out vehicles.',
      'The driver must be able to produce the driver card and the records for the current day and the days before it that the rules require (56 days since 31 December 2024), whichever officer asks.',
      'Transport officers also inspect operators’ premises, and under section 17 of the Road Transport Act 2011 a District Court judge can issue a warrant letting them, with Gardaí, enter premises or vehicles within one month.',
      'Refusing or obstructing an officer is itself an offence, so drivers should hand over the records and note the officer’s details.',
    ],
    options: [
      {
        option: 'Brief drivers on producing records to any control officer',
        chooseWhen: 'your trucks pass through ports or are stopped at joint checkpoints.',
      },
      {
        option: 'Run an internal records audit',
        chooseWhen: 'a check found gaps or you expect a premises inspection.',
      },
    ],
    next30: [
      'Tell drivers that Revenue officers, Gardaí and RSA transport officers may all ask for tachograph records.',
      'Check that every driver can print and produce the required days of records.',
    ],
    next90: ['Keep a log of every check and its outcome.', 'Review downloads and infringement reports before any premises inspection.'],
    sources: [s.controlOfficersSi, s.rsaRoadsideInspections, s.transportOfficerWarrant],
  },
  {
    slug: 'first-aid-at-work',
    area: 'workforce_capability',
    title: 'First aid at work: equipment, occupational first-aiders and first-aid rooms',
    keywords: [
      'first aid',
      'first-aid',
      'first aider',
      'first-aider',
      'occupational first aider',
      'first aid kit',
      'first aid box',
      'first aid room',
      'AED',
      'defibrillator',
      'injured at work',
    ],
    takeaway:
      'Every employer must provide suitably marked, easily accessible first-aid equipment where working conditions require it and designate as many occupational first-aiders as each place of work needs, given its size and hazards (regulation 165 of the General Application Regulations 2007).',
    guidance: [
      'An occupational first-aider is someone trained and qualified in occupational first aid; the employer must make sure their number, training and equipment are adequate for each place of work.',
      'The first-aid arrangements, the first-aiders’ names and where the first-aid room and equipment are must be written into the safety statement, and the names, addresses and phone numbers of the local emergency services must be displayed at each place of work.',
      'If a first-aider is absent in temporary and exceptional circumstances, designating a person to take charge of an injured or ill person is enough for that time.',
      'A first-aid room, fitted with essential equipment and easily accessible for stretchers, is needed where the size of the undertaking, the activity and the frequency of accidents require it; that rule does not apply to vehicles used outside the undertaking.',
      'The HSA’s Guidelines on First Aid at Places of Work cover the contents of kits, AEDs, and staff who work away from the premises or alone, which is the case for drivers: give each vehicle a kit and each driver a way to call for help.',
    ],
    options: [
      {
        option: 'Train first-aiders on each shift in the warehouse',
        chooseWhen: 'forklifts, racking and loading bays make injuries likely and shifts do not overlap.',
      },
      {
        option: 'Kits in every cab and a lone-driver call procedure',
        chooseWhen: 'most staff work on the road away from the depot.',
      },
    ],
    next30: [
      'Check the first-aid kits in the depot and every vehicle and restock them.',
      'Put first-aiders’ names and the emergency services’ numbers in the safety statement and on the wall.',
    ],
    next90: [
      'Book occupational first-aid training so each shift is covered.',
      'Review the accident record to decide whether a first-aid room is needed.',
    ],
    sources: [s.firstAidReg165, s.firstAidReg166, s.firstAidScope],
  },
  {
    slug: 'road-freight-statistics',
    area: 'network_capacity',
    title: 'Irish road freight in figures: tonnes carried, tonne-km and the share of the big trucks (CSO)',
    keywords: [
      'road freight statistics',
      'tonnes carried',
      'tonne-km',
      'tonne-kilometres',
      'million tonnes',
      'CSO figures',
      'national freight figures',
      'over 10 tonnes unladen',
      'goods vehicles on the road',
      'freight by road',
      'market size',
      'type of goods',
      'which goods',
      'EU road freight',
      'Eurostat',
      'sectors to target',
      'hire or reward',
      'own-account fleet',
      'own account operators',
      'goods vehicles on Irish roads',
      'share of tonnes',
    ],
    takeaway:
      'The CSO’s Road Freight Transport Survey found 165.2 million tonnes of goods carried by road by Irish-registered goods vehicles in 2023, up 1% on 164.3 million in 2022, with 12.6 billion tonne-km and 1.8 billion vehicle-km, the same distance as in 2022.',
    guidance: [
      'In 2017 the survey counted 147.2 million tonnes (11,759 million tonne-km) carried by 108,479 goods vehicles over 2 tonnes unladen, and the vehicles over 10 tonnes unladen, one-fifth of that fleet, did 85.9% of the tonnes, 88.5% of the tonne-km and 53.5% of laden journeys; tonnage was the highest since 2009 but about half the 2007 peak of 299.3 million tonnes.',
      'In 2016 there were 98,656 goods vehicles over 2 tonnes unladen on the roads (up 13.3%), carrying 141.7 million tonnes, and the vehicles over 10 tonnes unladen, one fifth of the fleet, did 86.7% of the tonnes and 88.4% of the tonne-km; in 2015 vehicles working for hire or reward did 7.5 billion tonne-km against 2.3 billion for own-account operators, so about three quarters of the work was done for hire or reward.',
      'In 2018 tonnage rose 1.4% to 149.2 million tonnes while tonne-km fell 2.7% to 11,445 million; quarry products, metal ores and peat were 28.1% of the tonnes.',
      'Across the EU, Eurostat finds food products, beverages and tobacco the largest group by tonne-km carried by road in 2023, 16.7%, because they travel far, while metal ores, quarry products and peat are the largest by tonnes (23.9%), mostly carried short distances.',
      'The CSO has published the survey quarterly since August 2018; use the latest release for a current benchmark, and remember it covers only Irish-registered goods vehicles of 2 tonnes unladen and over.',
    ],
    options: [
      {
        option: 'Benchmark your tonne-km per truck against the national figures',
        chooseWhen: 'you are writing a business plan or a tender and need a market context.',
      },
      {
        option: 'Track the quarterly series',
        chooseWhen: 'your work follows construction or retail and you want an early signal of volume.',
      },
    ],
    next30: [
      'Work out your own tonnes and tonne-km for the last year from job records.',
      'Download the latest CSO quarterly release for comparison.',
    ],
    next90: ['Compare your growth with the national series.', 'Use the figures in the next bank or tender submission.'],
    sources: [
      r16.csoRoadFreight2023,
      s.csoRoadFreight2017,
      s.csoRoadFreight2018,
      r18.roadFreightSurvey2016,
      r18.roadFreightSurvey2015,
      r17.eurostatGoodsByType,
    ],
  },
  {
    slug: 'uk-landbridge-importance',
    area: 'market_lane',
    title: 'How much the UK landbridge matters: trucks, value and transit time',
    keywords: [
      'UK landbridge',
      'landbridge crossings',
      'how many trucks',
      'truck crossings',
      'landbridge traffic',
      'value of trade',
      'trade worth',
      'how much the landbridge matters',
      'IMDO',
      'landbridge share',
      'direct ferry share',
    ],
    takeaway:
      'In 2018 the Irish Maritime Development Office estimated that Irish trucks made about 150,000 landbridge crossings a year through Britain to and from the continent, with trade worth about €18.2 billion on them, because the route takes under 20 hours against about 40 by direct RoRo ferry and 60 by container (LoLo).',
    guidance: [
      'The estimate comes from the IMDO’s 2018 report on the implications of Brexit for the use of the landbridge, the State shipping office’s study of the route.',
      'Speed is its value: perishable and time-sensitive goods, agri-food above all, depend on it.',
      'Since the UK left the customs union and single market, customs and regulatory checks apply at the Great Britain–EU border, which adds delay risk, and Irish hauliers have narrower cabotage rights in the UK.',
      'The UK stayed in the Common Transit Convention, which keeps the landbridge usable: goods move under transit with a transit declaration and the UK’s goods movement reference.',
      'Direct ferries from Irish ports to France, Belgium and the Netherlands grew strongly after Brexit: in 2021, the first year after the transition, the IMDO found RoRo traffic on direct routes to mainland Europe up 94% and to Great Britain down 22%, direct EU traffic one third of all RoRo volume against 17% before, and weekly sailings to the continent up from 30 to over 60 at times; weigh the landbridge’s speed against the paperwork and the risk of a missed sailing.',
    ],
    options: [
      {
        option: 'Keep the landbridge for urgent or perishable loads',
        chooseWhen: 'the customer pays for speed and your transit paperwork is reliable.',
      },
      {
        option: 'Move regular loads to a direct ferry',
        chooseWhen: 'the goods can take an extra day and you want to avoid two customs borders.',
      },
    ],
    next30: [
      'List the loads that use the landbridge and the time each customer really needs.',
      'Price the same loads on a direct sailing.',
    ],
    next90: ['Agree with customers which loads go which way.', 'Review missed sailings and border delays each quarter.'],
    sources: [s.landbridgeExplainer, s.imdoLandbridge, b23.marineInstituteMaritimeEconomist2021, b23.rteRoroTraffic2021],
  },
  {
    slug: 'eu-general-safety-regulation',
    area: 'risk_resilience',
    title: 'The EU General Safety Regulation: safety systems new trucks and vans must have',
    keywords: [
      'General Safety Regulation',
      'GSR',
      '2019/2144',
      'intelligent speed assistance',
      'ISA',
      'blind spot',
      'blind spot information',
      'driver drowsiness',
      'event data recorder',
      'tyre pressure monitoring',
      'ADAS',
      'new truck safety features',
    ],
    takeaway:
      'Regulation (EU) 2019/2144, the General Safety Regulation, has required its safety systems on new vehicle types since 6 July 2022 and on all new vehicles registered since 7 July 2024, and for trucks that means intelligent speed assistance, driver drowsiness warning, reversing detection, an emergency stop signal, tyre pressure monitoring and detection of pedestrians and cyclists in blind spots.',
    guidance: [
      'For all road vehicles, cars, vans, trucks and buses alike, the Regulation requires intelligent speed assistance, reversing detection with a camera or sensors, a driver drowsiness and attention warning, an event data recorder and an emergency stop signal.',
      'Trucks and buses also need systems to detect pedestrians and cyclists in blind spots at the front and side and warn of a collision, and tyre pressure monitoring; cars and vans get lane keeping and automated emergency braking.',
      'Further measures follow in stages from July 2024 to July 2029, including advanced driver distraction warning and, for trucks and buses, improved direct vision from the driver’s seat, which needs cab design changes.',
      'The rules apply to new vehicles, not to trucks already on the road, so a mixed fleet will have different equipment for years.',
      'Intelligent speed assistance warns the driver and can be overridden; it does not replace the 90 km/h limiter or the 80 km/h limit for goods vehicles.',
    ],
    options: [
      {
        option: 'Train drivers on the new systems when new trucks arrive',
        chooseWhen: 'you are taking delivery of trucks registered since July 2024.',
      },
      {
        option: 'Fit camera and sensor kits to older trucks',
        chooseWhen: 'older cabs work in towns, or go to London, where blind-spot safety matters most.',
      },
    ],
    next30: [
      'List which trucks have the General Safety Regulation systems and which do not.',
      'Brief drivers of new trucks on the warnings and what to do when one sounds.',
    ],
    next90: ['Use event data and warning logs in incident reviews.', 'Consider retrofitting blind-spot systems on older urban trucks.'],
    sources: [s.gsrCommission, s.gsrDates, s.gsrCouncil],
  },
  {
    slug: 'hired-goods-vehicles',
    area: 'network_capacity',
    title: 'Hiring a truck without a driver, including one registered in another EU country',
    keywords: [
      'hired vehicle',
      'hired vehicles',
      'hire a truck',
      'rented truck',
      'truck rental',
      'short-term hire',
      'hired without a driver',
      'foreign-registered hire',
      'hired in another member state',
      'own-account hire',
      'Directive 2022/738',
    ],
    takeaway:
      'Directive (EU) 2022/738, which Member States had to apply by 6 August 2023, opened the use of goods vehicles hired without drivers: a Member State may no longer bar hired vehicles over 6 tonnes from own-account work, nor stop a haulier from another Member State using a vehicle it has hired.',
    guidance: [
      'The old Directive 2006/1/EC let countries restrict hired vehicles over 6 tonnes in own-account transport and the use of vehicles hired in another Member State; the 2022 revision was part of the EU Mobility Package.',
      'A vehicle registered in another Member State can be hired, but the home country may still limit it: the agreement allowed a guaranteed minimum of 2 months a year, registration possibly required after 30 days, and a cap of 25% of the fleet.',
      'A hired truck used for hire or reward must still be covered by your operator licence and have a certified copy of the licence, a driver with the right licence and CPC, and the tachograph and roadworthiness paperwork.',
      'Hired vehicles tend to be newer, cleaner and safer than the average fleet, which is why the EU eased the rules: they suit peaks, breakdowns and seasonal work.',
      'Ireland’s own choices on vehicles hired abroad were not on a stored Irish page, so check with the RSA’s operator licensing unit before relying on a foreign-registered hire.',
    ],
    options: [
      {
        option: 'Hire an Irish-registered truck for peaks',
        chooseWhen: 'you need extra capacity for weeks, not years.',
      },
      {
        option: 'Hire a truck registered in another Member State',
        chooseWhen: 'you work mainly on the continent and the rental is much cheaper there, after checking the limits.',
      },
    ],
    next30: [
      'Check that your licence has room for a hired vehicle and how to add it.',
      'Ask the rental firm for the registration, CVRT and tachograph calibration papers.',
    ],
    next90: [
      'Agree a standing arrangement with a rental firm for breakdowns and peaks.',
      'Compare hire cost with buying for the next fleet addition.',
    ],
    sources: [s.hiredVehiclesDirective, s.hiredVehiclesAgreement],
  },
  {
    slug: 'large-enterprise-energy-audit',
    area: 'fleet_decarbonisation',
    title: 'The energy audit every four years for large enterprises, fleet included',
    keywords: [
      'energy audit',
      'energy audits',
      'Energy Audit Scheme',
      'Registered Energy Auditor',
      'large enterprise',
      'S.I. 426 of 2014',
      'ISO 50001',
      'energy management system',
      'Energy Efficiency Directive',
      'audit every four years',
    ],
    takeaway:
      'A large enterprise (250 or more employees, or over €50 million turnover and over €43 million balance sheet) must have an energy audit of its operations, transport included, by an SEAI Registered Energy Auditor every four years, or show a certified energy or environmental management system with an audit element.',
    guidance: [
      'The duty comes from the EU Energy Efficiency Directive, given effect by Part 3 of S.I. 426 of 2014 (amended by S.I. 626 of 2016 and S.I. 599 of 2019); the first audits were due by 5 December 2015 and each next one within four years of the last.',
      'SEAI’s minimum criteria for energy audits cover buildings, industrial operations and transportation, so a haulier’s or distributor’s fuel is part of the audit, not only the depot’s electricity.',
      'The other route is a management system such as ISO 50001 or ISO 14001 certified by an independent body, with a Registered Energy Auditor confirming in writing that it includes an energy audit meeting the criteria.',
      'Obligated companies notify SEAI through its online compliance system, and SEAI checks the quality of audits.',
      'Smaller firms are not obliged, but an SEAI energy audit is one of the reports that opens the Local Enterprise Office’s Energy Efficiency Grant for small enterprises.',
    ],
    options: [
      {
        option: 'Commission an audit by a Registered Energy Auditor',
        chooseWhen: 'you are a large enterprise without a certified management system.',
      },
      {
        option: 'Use a certified ISO 50001 system',
        chooseWhen: 'you already manage energy formally and want the audit built in.',
      },
    ],
    next30: [
      'Check whether the company meets the large-enterprise thresholds and when the last audit was.',
      'Gather a year of fuel, electricity and mileage data for the auditor.',
    ],
    next90: ['Notify SEAI once the audit is done.', 'Turn the audit’s fleet findings into a fuel-saving plan.'],
    sources: [s.seaiEnergyAuditScheme, s.seaiEnergyAuditCompliance],
  },
  {
    slug: 'cargo-bikes-for-business',
    area: 'network_capacity',
    title: 'E-cargo bikes for city deliveries: Dublin City Council’s subsidy for businesses',
    keywords: [
      'cargo bike',
      'cargo bikes',
      'e-cargo bike',
      'ecargo bike',
      'electric cargo bike',
      'cargobike',
      'bike deliveries',
      'last mile by bike',
      'Bleeper',
      'cargo bike grant',
    ],
    takeaway:
      'Dublin City Council’s e-cargo bikes for business scheme, made permanent in August 2023, lets a business in its area trial an electric cargo bike for up to 12 months with the council paying 60% of the rental cost.',
    guidance: [
      'The 2021 pilot with the operator Bleeper charged businesses €100 a bike a month and needed secure off-street storage for the bike.',
      'The bikes carry about 60 kg, with a battery lasting up to 160 km and recharging in about six hours, which suits short, dense city drops rather than pallets.',
      'The pilot’s 22 businesses cycled 34,691 km and avoided about 4,372 kg of CO2 against motor deliveries; four in ten went on to use cargo bikes permanently.',
      'Non-profit groups can have a bike free for 12 months, and the public can hire a community cargo bike.',
      'No national cargo-bike purchase grant for businesses was found on a stored official page; check with your own council for local schemes.',
    ],
    options: [
      {
        option: 'Trial a subsidised cargo bike on one city round',
        chooseWhen: 'you have many small drops in the city centre where parking costs time.',
      },
      {
        option: 'Keep motor vehicles for the round',
        chooseWhen: 'parcels are heavy or bulky, or routes run outside the city.',
      },
    ],
    next30: [
      'Find the city rounds with small, light drops close together.',
      'Check whether your council runs a cargo-bike scheme and apply.',
    ],
    next90: [
      'Compare time per drop and cost per drop for the bike and the motor vehicle.',
      'Decide whether to rent or buy after the trial year.',
    ],
    sources: [s.dccCargoBikes, s.dccCargoBikePilot],
  },
];
