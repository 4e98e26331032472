// What the licensing unit, the RSA and the HSA ask of an operator, entry by
// entry: financial standing, the transport manager, tachograph downloads,
// roadworthiness, loads, weights, dangerous goods and vehicles in the yard.
// Added from the November 2026 coverage map (docs/knowledge/logistics-coverage.md).
import { coverageSources as cs } from '../sources-coverage.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const complianceMoreEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'operator-licence-financial-standing',
    area: 'risk_resilience',
    title: 'Operator licence financial standing: how much capital you must show',
    keywords: [
      'financial standing',
      'capital and reserves',
      '€9,000',
      '€5,000 per truck',
      'how much money for a haulage licence',
      'operator licence money',
      'bank guarantee',
      'certified accounts',
      'RTOL',
      'licence renewal',
      'adding a truck',
      'establishment',
      'business address',
    ],
    takeaway:
      'To hold a haulage licence you must show at least €9,000 of capital and reserves for the first truck and €5,000 for each extra one, every year, from certified accounts.',
    guidance: [
      'Article 7 of Regulation (EC) No 1071/2009 requires an operator to be able to meet its financial obligations throughout the year, shown by annual accounts certified by an auditor or duly accredited person: at least €9,000 in capital and reserves when one vehicle is used and €5,000 for each additional vehicle.',
      'The Department has said that accounts prepared by an accounting technician are not enough on their own, because only certain persons can certify them; check who signs yours before the renewal falls due.',
      'Regulation (EU) 2020/1055 set lower amounts for operators using only vans of 2.5 to 3.5 tonnes in international work; we read them as €1,800 for the first van and €900 for each further van but could not confirm those figures on a stored official page on 26 November 2026, so confirm them with the Road Transport Operator Licensing Unit.',
      'Since 10 November 2025 (S.I. No. 529 of 2025) the licence application also asks for a business address in the State where the originals of core documents, such as transport contracts, vehicle documents, accounts, employment and posting records, can be reached.',
      'Adding vehicles raises the amount you must show, so check the headroom in your balance sheet before you buy or lease the next truck.',
    ],
    options: [
      {
        option: 'Show standing from retained profits and reserves',
        chooseWhen: 'the certified accounts already carry enough capital and reserves for the whole fleet.',
      },
      {
        option: 'Add capital before growing the fleet',
        chooseWhen: 'the next truck would take you over what the last certified accounts show.',
      },
    ],
    next30: [
      'Compare the capital and reserves in your last certified accounts with €9,000 plus €5,000 for every extra vehicle on the licence.',
      'Confirm that the person who certifies your accounts is one the licensing unit accepts.',
    ],
    next90: [
      'Plan fleet additions against the financial standing headroom, not only against cash flow.',
      'Set up the business address and document store the 2025 regulations ask for, if you have not already.',
    ],
    sources: [cs.financialStandingDail, sources.accessToOccupation, cs.mobilityPackageLicensing, cs.operatorApplication2025, cs.rtolGuide],
    dates: [
      {
        on: '2025-11-10',
        kind: 'starts',
        measure: 'the business address requirement for operator licence applications',
        said: 'Since 10 November 2025 (S.I. No. 529 of 2025) the licence application also asks for a business address',
        source: cs.operatorApplication2025,
      },
    ],
  },
  {
    slug: 'transport-manager-cpc',
    area: 'workforce_capability',
    title: 'Transport manager CPC: the qualification behind the licence',
    keywords: [
      'transport manager',
      'transport manager CPC',
      'CPC in road transport management',
      'CILT',
      'CILT exam',
      'national CPC',
      'international CPC',
      'external transport manager',
      'nominated transport manager',
      'professional competence',
      'who can be transport manager',
    ],
    takeaway:
      'Every licensed haulier needs a named transport manager holding the Certificate of Professional Competence in road transport management, and an international licence needs the international CPC.',
    guidance: [
      'The Certificate of Professional Competence (CPC) in road transport management qualifies its holder to act as transport manager; it is not a licence to operate, and the operator licence is granted on condition that a qualified transport manager is in place.',
      'CPCs are issued by the Chartered Institute of Logistics and Transport (CILT), and operator licences by the Road Transport Operator Licensing Unit of the Department of Transport.',
      'Neither the licence nor the CPC can be lent to anyone else: both belong to their holder.',
      'A national licence can be converted to an international one only if the transport manager holds the international CPC.',
      'Give the transport manager real authority over maintenance, drivers’ hours and records, with time in the week to use it; regulators look at what the manager actually does, not only the certificate.',
    ],
    options: [
      {
        option: 'Qualify someone in the business',
        chooseWhen: 'the owner or a senior employee can study for the CILT exams and will stay with the business.',
      },
      {
        option: 'Engage an external transport manager',
        chooseWhen: 'the fleet is small and no one inside has the qualification, with a contract that sets real duties and hours.',
      },
    ],
    next30: [
      'Check that the transport manager named on your licence still holds the right CPC for national or international work.',
      'Write down the transport manager’s weekly checks and who covers them during leave.',
    ],
    next90: [
      'Enrol a second person for the CILT CPC exams so the licence does not depend on one individual.',
      'Review the transport manager’s authority over maintenance and hours in a short written role description.',
    ],
    sources: [sources.operatorLicensing, sources.accessToOccupation],
  },
  {
    slug: 'tachograph-downloads',
    area: 'workforce_capability',
    title: 'Tachograph downloads: how often to download driver cards and vehicle units',
    keywords: [
      'tachograph download',
      'download driver card',
      'driver card',
      'digi card',
      'vehicle unit',
      'VU download',
      'how often download tacho',
      '21 days',
      '28 days',
      '90 days',
      'company card',
      'tacho records',
      'remote download',
      'analogue charts',
    ],
    takeaway:
      'The RSA asks for driver cards to be downloaded every 21 days, inside the EU maximum of 28 days, and vehicle units at least every 90 days, so set a schedule that beats both.',
    guidance: [
      'The RSA’s driver card guidance says data must be downloaded from the driver card every 21 days, by the driver or by the employer with the driver’s permission.',
      'The EU maximum periods (Commission Regulation (EU) No 581/2010) are 28 days for the driver card and 90 days for the vehicle unit; the RSA’s 21 days sits inside the EU limit and leaves a margin before the card, which holds about 28 days of activity, starts overwriting.',
      'A driver must be able to show enforcement officers the driver card plus any manual records, printouts and analogue charts for the current day and the previous 28 days.',
      'Downloading the vehicle unit needs the company card and a download device; remote download through telematics can do both on schedule if the tachograph and on-board unit support it.',
      'Keep the downloaded files and review infringements with the driver and the planner who set the route.',
    ],
    options: [
      {
        option: 'Remote download through telematics',
        chooseWhen: 'your tachographs and on-board units support it and trucks rarely return to the depot.',
      },
      { option: 'Depot download on a fixed weekday', chooseWhen: 'trucks come back to base every week and the fleet is small.' },
    ],
    next30: [
      'List every driver card and vehicle unit with the date of its last download and fix any older than 21 and 90 days.',
      'Set calendar reminders for card downloads every 21 days and vehicle units well inside 90 days.',
    ],
    next90: [
      'Decide between remote and depot download and buy the equipment or subscription.',
      'Add a monthly infringement review with drivers and planners to the transport manager’s routine.',
    ],
    sources: [cs.rsaDriverCard, sources.tachographDownloads, cs.rsaFleetOwners, sources.tachograph],
  },
  {
    slug: 'roadworthiness-cvrt',
    area: 'risk_resilience',
    title: 'Roadworthiness: the CVRT test and the operator’s maintenance duties',
    keywords: [
      'CVRT',
      'DOE test',
      'roadworthiness test',
      'annual test',
      'commercial vehicle test',
      'truck test',
      'van test',
      'maintenance records',
      'walkaround check',
      'walk-around check',
      'defect reporting',
      'fail dangerous',
      'roadworthiness certificate',
      'CRW',
      'servicing',
    ],
    takeaway:
      'Every commercial vehicle needs a CVRT pass once it is over a year old and every year after, but the law also makes the owner run a maintenance system between tests.',
    guidance: [
      'All commercial vehicles must pass the Commercial Vehicle Roadworthiness Test (CVRT) once they are over one year old and every year after that; a pass gives the Certificate of Roadworthiness (CRW).',
      'There is no exception for vehicles that were off the road for a while: a commercial vehicle used on public roads must be tested once a year.',
      'The CVRT confirms only that the vehicle met basic standards on the test day; the Road Safety Authority (Commercial Vehicle Roadworthiness) Act 2012 puts a duty on owners to keep vehicles roadworthy, inspect them periodically and fix defects.',
      'Keep written or electronic records of inspections, maintenance and repairs for each vehicle, and have drivers do and record a walk-around check before each journey.',
      'A vehicle found dangerously defective at a test gets a “Fail Dangerous” sticker, and driving a vehicle you know to be dangerously defective is an offence.',
    ],
    options: [
      {
        option: 'In-house workshop with planned inspections',
        chooseWhen: 'the fleet is large enough to keep a fitter busy and you want control of downtime.',
      },
      {
        option: 'Contract maintenance with a dealer or garage',
        chooseWhen: 'the fleet is small or mixed and you need the records kept to a standard.',
      },
    ],
    next30: [
      'Check the CVRT due date of every vehicle and trailer and book any due in the next two months.',
      'Confirm each driver records a walk-around check before every journey.',
    ],
    next90: [
      'Set a fixed safety-inspection interval for each vehicle type with your maintenance provider.',
      'Review defect reports and test results for repeat failures and fix their causes.',
    ],
    sources: [cs.cvrt, cs.cvrtCitizens, cs.cvrtFacts],
  },
  {
    slug: 'load-security',
    area: 'risk_resilience',
    title: 'Load security: restraining and containing loads',
    keywords: [
      'load security',
      'load restraint',
      'securing loads',
      'straps',
      'ratchet straps',
      'unsecured load',
      'shifting load',
      'load falling off',
      'curtainsider',
      'lashing',
      'pallets',
      'bales',
      'load containment',
      'garda checkpoint',
    ],
    takeaway:
      'Weight and friction never hold a load in place on their own, so every load needs a restraint method that suits it, however short the trip.',
    guidance: [
      'Load security covers restraint, which stops the load moving in any direction on the load bed, and containment, which stops goods falling from the vehicle.',
      'Loads must be secured even for short distances and low speeds; the weight of the load and friction with the bed are never enough to keep it in place.',
      'A load may not be carried so that part of it is liable to fall on the road, or drag on the road surface.',
      'Responsibility is shared: employers, vehicle owners, drivers and the people who load and unload all have a part in securing loads.',
      'An unsecured load can make the vehicle unstable, injure people and cause losses from damaged goods, clean-up, lost time and legal costs.',
    ],
    options: [
      {
        option: 'Written loading procedures per load type',
        chooseWhen: 'you carry a few recurring load types that one method can cover each.',
      },
      { option: 'Load-specific plans and restraint equipment', chooseWhen: 'loads vary a lot, such as machinery, steel or mixed pallets.' },
    ],
    next30: [
      'Walk through how each common load is secured today and note any relying on weight or a single strap.',
      'Check the number and condition of straps, bars and nets on each vehicle.',
    ],
    next90: [
      'Write a one-page securing method for each recurring load and train drivers and loaders on it.',
      'Agree with customers who load your trailers who checks the securing before departure.',
    ],
    sources: [cs.loadSecurityHsa, cs.hsaVehiclesAtWork],
  },
  {
    slug: 'weights-and-dimensions',
    area: 'network_capacity',
    title: 'Vehicle weights and dimensions in Ireland',
    keywords: [
      'weights',
      'maximum weight',
      'gross weight',
      'overweight',
      'overloading',
      'axle weight',
      '40 tonnes',
      '44 tonnes',
      '46 tonnes',
      '36 tonnes',
      'five axle rigid',
      'plating',
      'plated weight',
      'dimensions',
      'payload',
    ],
    takeaway:
      'The legal maximum is the lower of the maker’s design weight and the plated weight, within the axle and combination limits of the construction and use regulations, so plan payloads from the plate, not the truck type.',
    guidance: [
      'Irish weight and dimension limits are set by the Road Traffic (Construction and Use of Vehicles) Regulations 2003 (S.I. No. 5 of 2003) as amended, which carry Directive 96/53/EC into Irish law.',
      'The limit that applies to a vehicle is the lesser of the manufacturer’s design weights and its plated weights; vehicles with road-friendly suspension and twin tyres on the drive axle are allowed higher weights.',
      'Since 1 July 2016 an articulated combination of a two-axle tractor and a three-axle semi-trailer is limited to 40 tonnes, after a 42-tonne derogation ended.',
      'Rigid trucks with five or more axles first registered from 1 February 2018 are limited to 36 tonnes and 5.5 tonnes per metre of wheelbase.',
      'Heavier 44- and 46-tonne operation depends on the axle layout and on the vehicle being plated for it; check the plate and the RSA weights leaflet before you quote a payload.',
    ],
    options: [
      { option: 'Specify six-axle combinations', chooseWhen: 'your loads are dense and payload decides the cost per tonne.' },
      { option: 'Keep five-axle combinations and plan by volume', chooseWhen: 'loads are light and bulky, so weight limits rarely bind.' },
    ],
    next30: [
      'Record the plated weights of every tractor, rigid and trailer in your planning system.',
      'Check last month’s heaviest loads against the plated limits.',
    ],
    next90: [
      'Decide the axle layout of the next vehicles you order from your typical load density.',
      'Add a weight check to order intake for customers whose loads approach the limits.',
    ],
    sources: [cs.articWeight2016, cs.fiveAxleRigids, cs.weightsGuidelines],
    dates: [
      {
        on: '2016-07-01',
        kind: 'starts',
        measure: 'the 40-tonne limit for 2+3 articulated combinations',
        said: 'Since 1 July 2016 an articulated combination of a two-axle tractor and a three-axle semi-trailer is limited to 40 tonnes',
        source: cs.articWeight2016,
      },
    ],
  },
  {
    slug: 'dangerous-goods-adr',
    area: 'risk_resilience',
    title: 'Dangerous goods by road (ADR) at a high level',
    keywords: [
      'ADR',
      'dangerous goods',
      'hazardous goods',
      'hazmat',
      'DGSA',
      'dangerous goods safety adviser',
      'ADR certificate',
      'ADR driver training',
      'chemicals',
      'gas cylinders',
      'fuel delivery',
      'limited quantities',
      'orange plates',
    ],
    takeaway:
      'If you carry, pack, load or unload dangerous goods the ADR rules apply to you, so find out early whether you need a dangerous goods safety adviser and ADR-trained drivers.',
    guidance: [
      'The European Communities (Carriage of Dangerous Goods by Road and Use of Transportable Pressure Equipment) Regulations 2011 to 2019 apply the technical annexes of ADR to carriage in tanks, in bulk and in packages, including packing, loading, filling and unloading.',
      'The rules put duties on each participant (consignor, carrier, packer, loader, unloader and consignee) and set requirements for vehicles, tanks and packages.',
      'Everyone involved must be trained for their task, and drivers must hold a certificate of that training.',
      'The Health and Safety Authority is the competent authority for most functions; the RSA examines vehicles and issues certificates of approval, and other bodies cover explosives, radioactive material and tunnels.',
      'Exemptions exist for small loads and limited quantities, so have the goods classified before you decide what applies.',
    ],
    options: [
      {
        option: 'Appoint an external dangerous goods safety adviser',
        chooseWhen: 'you carry dangerous goods occasionally and need advice and the annual report without a specialist on staff.',
      },
      { option: 'Train an employee as adviser', chooseWhen: 'dangerous goods are a regular part of your work.' },
      {
        option: 'Decline or subcontract dangerous goods',
        chooseWhen: 'the volume does not justify training, equipment and vehicle approvals.',
      },
    ],
    next30: [
      'Ask your main customers whether any goods you carry are classed as dangerous and in what quantities.',
      'Check which of your drivers hold an ADR training certificate and when it expires.',
    ],
    next90: [
      'Get the HSA guidance on whether you need a dangerous goods safety adviser and appoint one if so.',
      'Add ADR equipment and documents to the vehicle checks for the trucks that carry such goods.',
    ],
    sources: [cs.adrLegislation, cs.adrFaq],
  },
  {
    slug: 'workplace-transport-safety',
    area: 'risk_resilience',
    title: 'Vehicles in the yard and warehouse: reversing, loading and forklifts',
    keywords: [
      'yard safety',
      'reversing',
      'banksman',
      'loading bay',
      'forklift',
      'forklifts',
      'racking',
      'pedestrians',
      'traffic management',
      'coupling',
      'falls from vehicles',
      'tail lift',
      'warehouse safety',
      'HSA inspection',
      'vehicles at work',
    ],
    takeaway:
      'Vehicles are behind close to half of work-related deaths in Ireland, so separate people from moving vehicles in your yard and write a vehicle risk policy that covers visiting drivers too.',
    guidance: [
      'The HSA found that 45% of reported work-related deaths over the six years to 2017 involved vehicles, and its report for 2010 to 2019 counted 217 of 490 work-related deaths involving vehicles.',
      'Most vehicle deaths at work happened during manoeuvring, reversing, or coupling and uncoupling; many injuries come from falls from vehicles and handling loads during deliveries and collections.',
      'HSA inspection campaigns target transport and logistics companies and warehouses, looking at pedestrian management, reversing, loading and unloading, vehicle maintenance, racking, and the certification of forklifts, tail lifts and lorry loader cranes.',
      'The HSA expects a vehicle risk management policy covering all vehicle activity on site, including visiting delivery and collection vehicles, communicated to employees, contractors and visiting drivers.',
      'Lines, signs, one-way routes and set reversing areas are cheap controls that cut the most common incidents.',
    ],
    options: [
      { option: 'Redesign the yard layout', chooseWhen: 'pedestrians and vehicles share routes or reversing is needed in busy areas.' },
      {
        option: 'Procedures and marshalling within the current layout',
        chooseWhen: 'space is fixed and the risk can be controlled by rules, timing and a banksman.',
      },
    ],
    next30: [
      'Walk the yard at a busy time and mark where people on foot cross vehicle routes.',
      'Check that forklifts, tail lifts and lorry loader cranes have current inspection certificates.',
    ],
    next90: [
      'Write or update the site’s vehicle risk policy and brief visiting drivers at the gate.',
      'Paint walkways and reversing zones and test the new layout with drivers.',
    ],
    sources: [cs.hsaVehiclesAtWork, cs.hsaVehicleDeaths],
  },
];
