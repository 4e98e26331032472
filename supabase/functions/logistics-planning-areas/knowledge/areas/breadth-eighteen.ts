// Topics an Irish haulier, courier or distributor meets that no entry held, found in a breadth pass over the official
// sources' own topic lists (29 November 2026): e-scooters and e-bikes for deliveries, whole-body vibration and noise at
// work, the 2025 EU driving licence directive, the CSO's port traffic figures, traffic fines from other EU countries,
// cash controls at the EU border and SEAI's Business Energy Upgrades Scheme.
// Facts from the pages in knowledge/sources-breadth-eighteen.ts, in our own words.
import { breadthEighteenSources as s } from '../sources-breadth-eighteen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthEighteenEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'e-scooters-for-deliveries',
    area: 'network_capacity',
    title: 'E-scooters for couriers: why an e-scooter may not carry goods, and the rules for riding one',
    keywords: [
      'e-scooter',
      'e-scooters',
      'electric scooter',
      'scooter deliveries',
      'deliver on a scooter',
      'scooter courier',
      'food delivery scooter',
      'powered personal transporter',
      'personal powered transporter',
      'PPT',
    ],
    takeaway:
      'An e-scooter may be ridden on Irish public roads only by someone aged 16 or over, at no more than 20 km/h and with no passengers or goods, so it cannot be used for parcel or food deliveries.',
    guidance: [
      'The Road Traffic and Roads Act 2023 made e-scooters a new class of vehicle, powered personal transporters, and the rules for riding them on public roads have applied since 20 May 2024.',
      'An e-scooter on a public road must have a continuous rated power of 400 watts or less, weigh no more than 25 kg with its battery, have a design speed of 20 km/h or less and wheels at least 200 mm across, and carry front and rear lights, reflectors, brakes, a bell and a manufacturer’s plate; it may not have a seat.',
      'The rider must be 16 or older, may not carry passengers or goods, the Department of Transport giving food and parcel delivery as examples of goods, and may not go faster than 20 km/h.',
      'E-scooters are ridden like bicycles: on the left, in cycle and bus lanes where they run, never on the footpath, obeying traffic lights, crossings and signals from a Garda or school warden.',
      'An e-scooter that does not meet the technical requirements may not be used on a public road at all, so a faster or heavier model is illegal whoever rides it.',
    ],
    options: [
      {
        option: 'E-cargo bikes within the e-bike limits for goods',
        chooseWhen: 'city drops are dense and short enough for a bicycle, and the goods must travel with the rider.',
      },
      {
        option: 'Scooters only for staff getting about, never for goods',
        chooseWhen: 'staff want e-scooters to reach a site or move between depots but carry nothing for customers.',
      },
    ],
    next30: [
      'Check whether any of your couriers or subcontracted riders deliver on e-scooters, and stop it.',
      'Write the rule on e-scooters into your courier terms and rider briefing.',
    ],
    next90: [
      'Compare e-cargo bikes with vans for your densest city routes.',
      'Brief riders on the rules of the road that apply to bicycles and scooters.',
    ],
    sources: [s.govEScooters, s.rteEScooterRules],
  },
  {
    slug: 'e-bikes-and-e-mopeds-for-deliveries',
    area: 'network_capacity',
    title: 'E-bikes and e-mopeds for couriers: which count as bicycles, and which need registration, tax and insurance',
    keywords: [
      'e-bike',
      'e-bikes',
      'electric bike',
      'electric bicycle',
      'pedelec',
      'e-moped',
      'e-mopeds',
      'speed pedelec',
      'throttle bike',
      'delivery bike',
      'bike courier',
      '250 watts',
    ],
    takeaway:
      'An electric bike counts as a bicycle only when its motor helps while the rider pedals, with a continuous rated power of 250 watts or less and assistance that cuts out before 25 km/h; anything more powerful, faster or throttle-driven is an e-moped, a motor vehicle that must be registered, taxed and insured and ridden by a licensed driver.',
    guidance: [
      'The Department of Transport’s definition of an e-bike follows EU Regulation 168/2013: pedal-assisted, a maximum continuous rated power of 250 watts, a motor that cuts off when pedalling stops, and output that fades and cuts off before 25 km/h.',
      'Cargo bikes that meet the same requirements are e-bikes, so they may carry goods and are ridden like bicycles, including on cycle tracks, but not on footpaths, in pedestrianised areas or on motorways, and the rider may not use a mobile phone.',
      'E-mopeds are mechanically propelled vehicles in two classes: L1e-A, pedal-assisted to 25 km/h with up to 1,000 watts, and L1e-B, pedal- or throttle-assisted to 45 km/h with up to 4,000 watts.',
      'An e-moped must be registered, taxed and insured and ridden by a driver holding the right licence, so a courier on a powerful or throttle-driven bike without them is driving an untaxed, uninsured vehicle.',
      'The rules come from Part 12 of the Road Traffic and Roads Act 2023, commenced in May 2024; a helmet and high-visibility clothing are advised for e-bike riders.',
    ],
    options: [
      {
        option: 'E-cargo bikes within the e-bike limits',
        chooseWhen: 'city-centre drops where a bicycle’s access and parking save more time than a van’s capacity.',
      },
      {
        option: 'Registered, taxed and insured e-mopeds',
        chooseWhen: 'riders need more speed or range than assistance to 25 km/h gives and hold the right licence.',
      },
    ],
    next30: [
      'Check the rated power and cut-off speed of every e-bike your couriers use.',
      'Ask subcontracted riders whether their bikes can run on the throttle alone.',
    ],
    next90: [
      'Register, tax and insure any e-moped in use, or replace it with a compliant e-bike.',
      'Add the e-bike limits to the courier onboarding pack.',
    ],
    sources: [s.govEBikes, s.eMopedsAnswer, s.eMopedRegistration],
  },
  {
    slug: 'whole-body-vibration',
    area: 'workforce_capability',
    title: 'Whole-body vibration for truck, forklift and shunter drivers: the exposure values and what the employer must do',
    keywords: [
      'vibration',
      'whole-body vibration',
      'whole body vibration',
      'vibration exposure',
      'bad backs from driving',
      'back pain from the seat',
      'jolts and shocks',
      'bumpy ride',
      'forklift vibration',
      'shunter',
      'suspension seat',
    ],
    takeaway:
      'Vibration through the seat of a truck, forklift or shunter is a health risk the employer must assess and reduce under the General Application Regulations 2007, with a daily exposure action value of 0.5 m/s² A(8) above which a programme of measures is required and a limit value of 1.15 m/s² A(8) that must not be exceeded.',
    guidance: [
      'Chapter 2 of Part 5 of the General Application Regulations 2007 transposes the EU vibration Directive 2002/44/EC, whose daily values for whole-body vibration, averaged over an 8-hour day, are 0.5 m/s² to act and 1.15 m/s² as the limit.',
      'The employer must eliminate the risk at source or reduce it to a minimum and adapt the measures for any employee at particular risk.',
      'Above the action value the programme must consider other ways of working, equipment with the least vibration, seats that damp whole-body vibration, maintenance of vehicles, yards and routes, the layout of the workplace, training, limits on how long and how hard exposure lasts, schedules with rest periods, and clothing against cold and damp.',
      'If the limit value is exceeded, exposure must be brought back below it at once, the reason found and the measures changed so it does not happen again.',
      'Exposed employees must be told the action and limit values, what the assessment found, the early signs of harm to look out for, when health surveillance is available and how to work to keep exposure down.',
    ],
    options: [
      {
        option: 'Suspension seats and smoother yard surfaces',
        chooseWhen: 'forklifts and shunters run over rough, potholed or rutted ground.',
      },
      {
        option: 'Rotate drivers between vehicles and tasks',
        chooseWhen: 'measurements put some duties near the action value.',
      },
    ],
    next30: [
      'List the vehicles and duties with the roughest ride and ask drivers about back pain.',
      'Check the seats, tyres and suspension of forklifts and yard shunters.',
    ],
    next90: [
      'Have a competent person estimate daily exposures against 0.5 and 1.15 m/s².',
      'Repair the worst potholes and speed ramps on yard routes.',
    ],
    sources: [s.vibrationReg137And140, s.vibrationReg138, s.vibrationReg139, s.wholeBodyVibrationValues],
  },
  {
    slug: 'noise-at-work',
    area: 'workforce_capability',
    title: 'Noise in depots and warehouses: the 80 and 85 dB(A) action levels, hearing checks and hearing protection',
    keywords: [
      'noise',
      'noisy',
      'noise at work',
      'noise levels',
      'hearing protection',
      'ear defenders',
      'ear plugs',
      'hearing test',
      'audiometry',
      'decibels',
      'dB(A)',
    ],
    takeaway:
      'Where staff are exposed to more than 80 dB(A) over a working day the employer must assess the noise, reduce it and tell them the risk, and above 85 dB(A) must also run a programme to cut it, mark hearing protection zones where protection is worn and offer hearing checks, under the noise rules of the General Application Regulations 2007.',
    guidance: [
      'The Control of Noise at Work rules are Chapter 1 of Part 5 of the General Application Regulations 2007, transposing Directive 2003/10/EC; they replaced the 2006 noise regulations.',
      'At the first action level of 80 dB(A), the employer reduces noise by general measures and tells workers and their representatives about the risk, the measurements taken and what is being done.',
      'Above 85 dB(A), the employer must find the reasons for the excess and put in place a programme to reduce it, provide hearing checks and audiometric testing by a registered medical practitioner, and mark hearing protection zones where protection must be worn.',
      'The exposure limit value of 87 dB(A), which takes account of the hearing protection worn, must not be exceeded.',
      'A rough test: if it is hard to hold a normal conversation with someone about 2 metres away, the noise is probably above 80 dB(A) and should be measured.',
    ],
    options: [
      {
        option: 'Quieter equipment, enclosures and maintenance',
        chooseWhen: 'the noise comes from a few sources such as compressors, chillers, conveyors or reversing alarms.',
      },
      {
        option: 'Hearing protection zones with audiometry',
        chooseWhen: 'noise cannot be brought below 85 dB(A) by engineering means.',
      },
    ],
    next30: [
      'Walk the depot and note where a normal conversation at 2 metres is hard to hold.',
      'Ask a competent person to measure daily exposures in those areas.',
    ],
    next90: ['Put a noise reduction programme in place for any area over 85 dB(A).', 'Offer hearing checks to the staff who work there.'],
    sources: [s.noiseFaq, s.noiseFaqQuoted, s.noiseValues],
  },
  {
    slug: 'eu-driving-licence-directive-2025',
    area: 'workforce_capability',
    title: 'The new EU driving licence directive (2025/2205): trucks from 18 with a CPC, accompanied driving at 17 and the digital licence',
    keywords: [
      'driving licence directive',
      'new driving licence rules',
      'digital driving licence',
      'mobile driving licence',
      'driving licence on my phone',
      'truck licence at 18',
      'accompanied driving',
      '17 year old',
      'probationary period',
      'novice drivers',
      'EU driving licence reform',
    ],
    takeaway:
      'Directive (EU) 2025/2205 of 22 October 2025 replaces the 2006 driving licence directive once each country has transposed it: a truck (category C) licence from 18 for a driver with the Certificate of Professional Competence, accompanied driving from 17 that may extend to lorries, a probationary period of at least two years for new drivers, and a digital licence on a phone for every EU citizen by the end of 2030.',
    guidance: [
      'The Directive repeals Directive 2006/126/EC and amends the Driver CPC Directive (EU) 2022/2561; it was adopted on 22 October 2025 and published in the Official Journal on 5 November 2025, and its rules apply through national law once transposed.',
      'A driver with the Certificate of Professional Competence may hold category C from 18 (21 without it), and category D for buses from 21 (24 without it), as reported from the adopted text.',
      'An EU-wide accompanied driving scheme lets 17-year-olds drive with an experienced companion, and the Commission says it may be extended to 17-year-old lorry drivers under certain conditions.',
      'New drivers face a probationary period of at least two years with stricter rules and sanctions.',
      'A uniform mobile driving licence in the European Digital Identity Wallet is due by the end of 2030 and recognised in every Member State; a physical card can still be asked for and is generally issued within three weeks, and truck and bus licences run for five years with a medical examination before issue or renewal.',
    ],
    options: [
      {
        option: 'Plan a trainee route from 18 through the Driver CPC',
        chooseWhen: 'you recruit school leavers and can train them to the CPC before they drive alone.',
      },
      {
        option: 'Keep recruiting at 21 until the Irish rules change',
        chooseWhen: 'your insurer or customers want the national law in force before taking on younger drivers.',
      },
    ],
    next30: [
      'Note which young staff could aim for a truck licence at 18 with the Driver CPC.',
      'Ask your insurer how it will treat truck drivers under 21.',
    ],
    next90: [
      'Watch for the Department of Transport’s transposition of the Directive.',
      'Build a trainee plan with a Driver CPC provider for the first young recruits.',
    ],
    sources: [s.drivingLicenceDirective, s.drivingLicenceCommission, s.drivingLicenceParliament, s.drivingLicenceAges],
  },
  {
    slug: 'port-traffic-statistics',
    area: 'market_lane',
    title: 'Irish port traffic in figures: 51 million tonnes in 2024, roll-on/roll-off and lift-on/lift-off (CSO)',
    keywords: [
      'port traffic',
      'port statistics',
      'ports figures',
      'tonnes through the ports',
      'roll-on roll-off',
      'RoRo tonnage',
      'lift-on lift-off',
      'LoLo',
      'Dublin Port share',
      'freight through Irish ports',
      'vessel arrivals',
    ],
    takeaway:
      'Irish ports handled 51 million tonnes of goods in 2024, 7% more than in 2023, of which roll-on/roll-off traffic was 15.8 million tonnes and lift-on/lift-off 8.9 million, according to the CSO’s Statistics of Port Traffic.',
    guidance: [
      'Goods received came to nearly 35.5 million tonnes in 2024, up 10% on 2023, while goods forwarded were 15.6 million tonnes, slightly down.',
      'By category in 2024: dry bulk 15.0 million tonnes (up 26%), roll-on/roll-off 15.8 million (down 1%), liquid bulk 9.9 million (down 7%), lift-on/lift-off 8.9 million (up 14%) and break bulk and other goods 1.5 million.',
      'There were 11,958 vessel arrivals in Irish ports in 2024, 6,760 of them (57%) at Dublin.',
      'In the second quarter of 2024, Great Britain and Northern Ireland accounted for a third (33%) of the tonnage handled in the main ports and EU countries for almost half (48%).',
      'The quarterly tables cover the main ports (Bantry Bay, Cork, Drogheda, Dublin, Rosslare, Shannon Foynes and Waterford) and the annual tables every port, so the four quarters do not add up to the year.',
    ],
    options: [
      {
        option: 'Size a port-based service on the CSO figures',
        chooseWhen: 'you are planning trailer, container or warehouse capacity at or near a port.',
      },
      {
        option: 'Track the quarterly release for changes in trend',
        chooseWhen: 'your work depends on one port or route.',
      },
    ],
    next30: [
      'Compare your own volumes through each port with the CSO figures for it.',
      'Note when the CSO publishes the next quarterly port traffic release.',
    ],
    next90: [
      'Review whether the growth in lift-on/lift-off traffic changes where your trailers and containers are needed.',
      'Share the port trend with customers when planning next year’s capacity.',
    ],
    sources: [s.csoPortTraffic2024, s.csoPortTrafficQ2],
  },
  {
    slug: 'cross-border-traffic-offences',
    area: 'risk_resilience',
    title: 'Traffic fines from other EU countries: how an offence abroad is traced to the vehicle’s keeper at home',
    keywords: [
      'speeding fine abroad',
      'fine from France',
      'fine from Germany',
      'foreign speeding ticket',
      'traffic fine from another country',
      'camera fine abroad',
      'fines in other EU countries',
      'cross-border enforcement',
      'cross-border exchange',
      'penalty notice from abroad',
    ],
    takeaway:
      'Under the EU cross-border enforcement directive (2015/413, widened by Directive (EU) 2024/3237), countries exchange vehicle registration data so that a traffic offence committed abroad, such as speeding, drink driving or running a red light, is traced to the vehicle’s registered keeper at home and the fine pursued.',
    guidance: [
      'The Directive lets the country where the offence happened look up who keeps a vehicle registered in another Member State, send the offence notice and seek payment, so that non-resident drivers are not beyond reach.',
      'The 2024 amendment of 19 December 2024, published on 30 December 2024, adds not keeping a safe distance, dangerous overtaking, dangerous parking, crossing solid white lines, driving the wrong way, ignoring emergency corridors, using an overloaded vehicle, breaking vehicle-access restrictions, hit-and-run and breaking the rules at railway level crossings to speeding, drink driving and red lights.',
      'It also streamlines mutual assistance between the national authorities so that the person liable is identified and the notice arrives within a reasonable time, with safeguards for the rights of the driver or other person concerned.',
      'About 40% of cross-border offences went unpunished before the change, according to the Commission.',
      'For an operator the registered keeper is usually the company, so notices for drivers’ offences abroad come to the office; tachograph and route records show who drove which vehicle when.',
    ],
    options: [
      {
        option: 'Name the driver promptly when a notice arrives',
        chooseWhen: 'the notice lets the keeper identify the driver responsible.',
      },
      {
        option: 'Treat repeated notices as a training matter',
        chooseWhen: 'the same routes or drivers keep producing notices abroad.',
      },
    ],
    next30: [
      'Set up a log of traffic notices from abroad by vehicle, date and driver.',
      'Remind drivers on continental routes of the truck speed limits in each country they cross.',
    ],
    next90: [
      'Review which routes produce the most notices and brief those drivers.',
      'Check that tachograph and telematics records can name the driver for any date.',
    ],
    sources: [s.crossBorderEnforcement, s.crossBorderCouncil, s.crossBorderUnpunished],
  },
  {
    slug: 'cash-controls-at-the-border',
    area: 'risk_resilience',
    title: 'Carrying cash across the EU border: the €10,000 declaration, and cash sent by freight or courier',
    keywords: [
      'cash declaration',
      'carrying cash',
      'cash over 10,000',
      'declare cash',
      'driver carrying cash',
      'cash controls',
      'cash by courier',
      'cash in a parcel',
      'cash in freight',
      'money through customs',
    ],
    takeaway:
      'Anyone entering or leaving the EU with €10,000 or more in cash, a driver crossing to or from Britain included, must declare it to Customs on the EU cash declaration form, and Customs may ask for a disclosure declaration within 30 days for €10,000 or more in cash sent by post, freight or courier.',
    guidance: [
      'Cash means banknotes and coins, bearer-negotiable instruments such as cheques, travellers’ cheques, promissory notes and money orders, and gold coins and bars of high purity.',
      'The declaration is made where you enter or leave the EU, on the form used in that country; at an Irish port or airport it is handed to Revenue, which may check the form and the cash, and a stamped copy can be asked for.',
      'Journeys to or from the Isle of Man and the Channel Islands with €10,000 or more also need a declaration.',
      'Undeclared or falsely declared cash can be detained or seized and penalties applied, and Customs may act on smaller sums where there are signs of crime.',
      'For cash of €10,000 or more found unaccompanied in post, freight or courier consignments, Customs may ask the sender, the recipient or their representative for a disclosure declaration, to be made within 30 days.',
    ],
    options: [
      {
        option: 'Pay and get paid by bank transfer or card',
        chooseWhen: 'drivers would otherwise carry cash for fuel, tolls or cash-on-delivery customers.',
      },
      {
        option: 'Declare at the port',
        chooseWhen: 'a driver must carry €10,000 or more across the EU border.',
      },
    ],
    next30: [
      'Tell drivers on British routes that €10,000 or more in cash must be declared at the port.',
      'Check whether any customer pays drivers in cash on delivery.',
    ],
    next90: ['Move cash-on-delivery customers to card or bank payment.', 'Add the cash rule to the driver handbook and the courier terms.'],
    sources: [s.revenueCashControls, s.euCashDeclaration, s.unaccompaniedCash],
  },
  {
    slug: 'business-energy-upgrades-scheme',
    area: 'cost_unit_economics',
    title: 'SEAI’s Business Energy Upgrades Scheme: rapid grants for retrofitting a depot, office or warehouse building',
    keywords: [
      'Business Energy Upgrades Scheme',
      'BEUS',
      'SEAI business grant',
      'retrofit grant',
      'heat pump grant for business',
      'depot heating grant',
      'warehouse retrofit',
      'office retrofit grant',
      'commercial building grant',
      'grant for our premises',
    ],
    takeaway:
      'SEAI’s Business Energy Upgrades Scheme, open since November 2024, gives businesses rapid-approval grants for nine retrofit measures on their buildings, heat pumps, air handling units and pumps among them, applied for through an online portal that works out the system size from the building type and floor area.',
    guidance: [
      'The scheme is Government-funded and run by SEAI among its business supports, which gave over €40 million to more than 3,000 businesses in 2024.',
      'By early December 2025, 167 applications had been approved, with €2.99 million offered for 304 measures across all nine, and more than 550 draft applications were on the portal.',
      'It is aimed at SMEs with smaller buildings or retrofit projects for whom SEAI’s larger tailored grants do not suit.',
      'For heat pumps, air handling units and pumps the portal asks only the building type, total floor area, the system the new plant serves and the technology, and estimates the capacity from them.',
      'For equipment an energy audit recommended, small firms of 1 to 50 staff can look to the Local Enterprise Office’s Energy Efficiency Grant (75% up to €10,000), which sends building works to SEAI.',
    ],
    options: [
      {
        option: 'Apply to the Business Energy Upgrades Scheme for the building',
        chooseWhen: 'the depot, office or warehouse needs heating, ventilation or pump upgrades.',
      },
      {
        option: 'Use the LEO Energy Efficiency Grant for equipment',
        chooseWhen: 'you are a small firm and an energy audit recommended equipment rather than building work.',
      },
    ],
    next30: [
      'List the heating, ventilation and pumping plant in your depot and office with its age.',
      'Open a draft application on SEAI’s portal to see which measures fit your building.',
    ],
    next90: [
      'Get quotes for the measure with the quickest payback.',
      'Record energy use before and after the upgrade to measure the saving.',
    ],
    sources: [s.businessEnergyUpgradesAnswer, s.businessEnergyUpgradesPortal, s.leoEnergyEfficiencyGrant],
  },
];
