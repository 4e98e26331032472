// Added from the eleventh round, directed by the eighth visitor set's misses: topics an owner asks about by a name
// the knowledge did not hold, each written from the official page that states it (knowledge/sources-official-pages.ts):
// trailer categories, the EU weights and dimensions law and zero-emission trucks, the maintenance regulations,
// roadside inspections, registering an imported vehicle, keeping records for Revenue, reporting a cyber incident,
// digital tachographs and their cards, and transit from Britain through Northern Ireland.
import { namedFactSources as n } from '../sources-named-facts.ts';
import { officialPageSources as op } from '../sources-official-pages.ts';
import { coverageSources } from '../sources-coverage.ts';
import { operatorSources } from '../sources-operators.ts';
import { sources } from '../sources.ts';
import { ferryParcelsAndDutiesSources as fp } from '../sources-ferry-parcels-and-duties.ts';
import { breadthOfficialSources as bo } from '../sources-breadth-official.ts';
import { roundSeventeenSources as r17 } from '../sources-round-seventeen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const officialPageEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'trailer-categories',
    area: 'network_capacity',
    title: 'Trailer categories: light and heavy trailers, O1 to O4',
    keywords: [
      'trailer category',
      'trailer categories',
      'heavy trailer',
      'light trailer',
      'drawbar trailer',
      'semi-trailer',
      'O3',
      'O4',
      'O1',
      'O2',
      'design gross vehicle weight',
      'DGVW',
      'trailer weight',
    ],
    takeaway:
      'A trailer’s category follows its design gross vehicle weight, the weight including the most it is designed to carry: up to 3,500 kg it is a light trailer (O1 or O2), above 3,500 kg a heavy trailer (O3 or O4).',
    guidance: [
      'The RSA counts a trailer with a design gross vehicle weight (DGVW) of more than 3,500 kg as a heavy trailer, and one of 3,500 kg or less as a light trailer (categories O1 and O2).',
      'Heavy trailers fall into two categories: O3, over 3,500 kg and up to 10,000 kg, and O4, over 10,000 kg, which takes in most articulated (semi-) trailers.',
      'Both drawbar trailers, towed by a rigid, and semi-trailers, coupled to a tractor unit or an agricultural tractor, can be heavy trailers; the category turns on the weight, not the coupling.',
      'The design gross vehicle weight is on the trailer’s weights and dimensions or authorisation plate; if there is none, ask the original manufacturer or its authorised distributor.',
      'A heavy trailer over 3,500 kg needs its own roadworthiness test (the CVRT), so include it in the test and maintenance plan like the truck that pulls it.',
    ],
    options: [
      {
        option: 'Choose trailers under 10,000 kg (O3)',
        chooseWhen: 'the loads are light and a lower design weight is enough for the work.',
      },
      {
        option: 'Choose O4 trailers',
        chooseWhen: 'the work needs payloads over what an O3 trailer is designed to carry.',
      },
    ],
    next30: [
      'Read the plate of every trailer you run and list its design gross vehicle weight and category.',
      'Check each heavy trailer’s roadworthiness certificate date.',
    ],
    next90: [
      'Match new trailer orders to the design weight the work needs.',
      'Add every heavy trailer to the walk-around and maintenance schedule.',
    ],
    sources: [op.rsaHeavyTrailers, op.rsaTrailerCategories, operatorSources.cvrtFees],
  },
  {
    slug: 'weights-and-dimensions-eu-law',
    area: 'network_capacity',
    title: 'The EU Weights and Dimensions Directive and heavier zero-emission trucks',
    keywords: [
      'Weights and Dimensions Directive',
      'Directive 96/53/EC',
      '96/53',
      'EU weight limits',
      'battery weight',
      'payload loss',
      'zero-emission truck weight',
      'alternatively fuelled',
      'weight allowance',
      'size limits',
      'maximum dimensions',
      'extra weight',
      'extra length',
      'aerodynamic',
      'aerodynamic flaps',
      'rear flaps',
      'rounded cab',
    ],
    takeaway:
      'EU truck weight and size limits come from Council Directive 96/53/EC, the Weights and Dimensions Directive, which has been amended to allow some extra weight and length for alternatively fuelled and zero-emission trucks.',
    guidance: [
      'Directive 96/53/EC sets the maximum dimensions of heavy-duty vehicles in national and international traffic and their maximum weights in international traffic, so a vehicle within its limits cannot be kept out of international work in another Member State.',
      'It was amended by Directive (EU) 2015/719, Decision (EU) 2019/984 and Regulation (EU) 2019/1242, which brought derogations from the weight and dimension limits for alternatively fuelled and zero-emission powertrains, better aerodynamics, trials of modular combinations and intermodal transport; Regulation (EU) 2019/1242 made its change because zero-emission trucks are generally heavier than diesel ones, mostly because of the battery.',
      'Directive (EU) 2015/719 allowed up to one additional tonne of weight for trucks running on clean fuels such as electricity or hydrogen, and extra length for rounded, more aerodynamic cabs and for retractable or foldable aerodynamic flaps at the rear.',
      'Rear aerodynamic devices must be folded or retracted while manoeuvring, reversing or parking, while loading or unloading and in intermodal transport (Implementing Regulation (EU) 2019/1916); the Commission proposed a further revision of the Directive in 2023 to do more for zero-emission vehicles, and the Council’s position, agreed by transport ministers, raises the allowance for some electric and hydrogen articulated trucks from two to four tonnes (as Transport & Environment reported it), but trilogue talks with Parliament follow, so check whether it has been adopted before counting on more than today’s allowance.',
      'In Ireland the limits are applied through the Road Traffic (Construction and Use of Vehicles) Regulations, so confirm the plated weight of any battery-electric truck before you quote its payload.',
    ],
    options: [
      {
        option: 'Put battery-electric trucks on volume-limited work first',
        chooseWhen: 'loads are bulky and seldom reach the weight limit, so the battery’s weight costs no payload.',
      },
      {
        option: 'Keep diesel or HVO on the heaviest loads for now',
        chooseWhen: 'dense loads already run at the weight limit and the battery would cut paying weight.',
      },
    ],
    next30: [
      'Ask the truck maker for the plated weights and payload of the battery-electric model you are considering.',
      'List which of your duties run at the weight limit and which are limited by volume.',
    ],
    next90: [
      'Compare payload per trip and cost per tonne for a battery-electric truck on your best-fitting duty.',
      'Check the progress of the Weights and Dimensions Directive revision before a large order.',
    ],
    sources: [
      op.ecWeightsDimensions,
      fp.lighterGreenerLorries2015,
      fp.rearAerodynamicDevices,
      op.eescWeightsRevision,
      r17.zeroEmissionWeightCouncil,
      sources.method,
    ],
  },
  {
    slug: 'vehicle-maintenance-regulations',
    area: 'risk_resilience',
    title: 'The vehicle maintenance regulations: keeping trucks and trailers roadworthy between tests',
    keywords: [
      'maintenance regulations',
      'maintenance duties',
      'legal maintenance',
      'preventative maintenance',
      'maintenance system',
      'S.I. 348 of 2013',
      'vehicle repair and maintenance',
      'maintenance records',
      'between tests',
      'insurer survey',
      'roadworthy',
    ],
    takeaway:
      'The legal duty to keep commercial vehicles roadworthy between tests is set by the Road Safety Authority (Commercial Vehicle Roadworthiness) (Vehicle Repair and Maintenance) Regulations 2013, statutory instrument 348 of 2013, and the RSA expects a preventative maintenance system behind it.',
    guidance: [
      'Owners and users of commercial vehicles must always keep them roadworthy and safe; the requirements are set by S.I. No. 348 of 2013, the Vehicle Repair and Maintenance Regulations made under the Road Safety Authority (Commercial Vehicle Roadworthiness) Act 2012.',
      'The RSA describes an effective preventative maintenance system as scheduled maintenance, component repairs and vehicle inspections that prevent breakdowns, with fewer breakdowns, better fuel use, lower insurance costs and less time lost at roadside checks among its benefits.',
      'The maintenance duties follow the type of vehicle, not its use, so a truck or trailer used only privately still needs a maintenance regime while it is on a public road.',
      'Unsafe vehicles can be impounded and poorly kept ones held up at roadside inspections, so the maintenance records, which must be kept for at least two years after they are made (the last annual test, the maintenance done and by whom, each defect reported and its repair, and the parts and service invoices), are what shows an inspector, or an insurer’s surveyor, that the system works.',
    ],
    options: [
      {
        option: 'Run inspections in your own workshop on a fixed interval',
        chooseWhen: 'the fleet keeps a fitter busy and you want control of downtime.',
      },
      {
        option: 'Contract a maintenance provider with a written schedule',
        chooseWhen: 'the fleet is small, but keep the inspection sheets and defect records yourself.',
      },
    ],
    next30: [
      'Write down the inspection interval, the checks done and who signs them off for each vehicle and trailer.',
      'Gather the last year’s inspection sheets, repair invoices and walk-around defect reports in one place.',
    ],
    next90: [
      'Audit whether every defect reported was fixed before the vehicle went back on the road.',
      'Review the interval against breakdowns and CVRT results and shorten it where defects recur.',
    ],
    sources: [op.cvrtMaintenance, op.rsaRoadsideInspections, n.cvrtRecordKeeping],
  },
  {
    slug: 'roadside-inspections',
    area: 'risk_resilience',
    title: 'Roadside inspections: what the RSA and the Gardaí check',
    keywords: [
      'roadside inspection',
      'roadside check',
      'roadside checks',
      'checkpoint',
      'ANPR',
      'expired CRW',
      'transport officer',
      'vehicle inspector',
      'premises inspection',
    ],
    takeaway:
      'The RSA inspects commercial vehicles at the roadside with An Garda Síochána, and uses Automatic Number Plate Recognition (ANPR) to pick out vehicles to stop: an expired Certificate of Roadworthiness (CRW) sends an alert to the Gardaí.',
    guidance: [
      'Roadside inspections check vehicle roadworthiness, drivers’ hours and tachographs, Driver CPC and whether the operator holds the Road Transport Operators’ Licence it needs.',
      'The RSA uses ANPR (Automatic Number Plate Recognition) at roadside checks to target non-compliant vehicles, drivers and operators, and vehicles with an expired Certificate of Roadworthiness are on the Garda ANPR systems, which alert the Gardaí when one is driven.',
      'An RSA vehicle inspector checks that a valid Certificate of Roadworthiness is displayed on the vehicle and any trailer and looks over its condition, and can require the vehicle to go to a test centre for a fuller inspection.',
      'An RSA transport officer checks the operator licence (carry a copy of the operators licence, or a certified copy of the Community licence for hire-or-reward work), the tachograph and the drivers’ hours, including the driver card and records for the current day and the previous 28 days.',
    ],
    options: [
      {
        option: 'Keep the vehicle off the road until it passes',
        chooseWhen: 'its roadworthiness certificate has expired, because ANPR will flag it wherever it runs.',
      },
      {
        option: 'Book the test before the certificate runs out',
        chooseWhen: 'test slots are scarce: book a month ahead of every expiry date.',
      },
    ],
    next30: [
      'List every vehicle’s and trailer’s CRW expiry date and book any test due in the next two months.',
      'Check every cab holds a copy of the operator licence and drivers can produce their cards and 28 days of records.',
    ],
    next90: [
      'Review roadside inspection results with the transport manager and fix what they found.',
      'Brief drivers on what an inspector and a transport officer will ask to see.',
    ],
    sources: [op.rsaRoadsideInspections],
  },
  {
    slug: 'imported-vehicle-registration',
    area: 'cost_unit_economics',
    title: 'Registering a vehicle brought into Ireland: the NCTS appointment and VRT deadlines',
    keywords: [
      'import a truck',
      'imported vehicle',
      'bring a vehicle in',
      'vehicle from abroad',
      'used import',
      'VRT',
      'vehicle registration tax',
      'register a vehicle',
      'registration deadline',
      'NCTS',
      'VRT appointment',
      'VRT on a truck',
      'VRT on a van',
      'VRT rate',
      '13.3%',
    ],
    takeaway:
      'A vehicle brought into the State needs an appointment with the National Car Testing Service (NCTS), which registers vehicles for Revenue, within 7 days of arrival, and must be registered within 30 days.',
    guidance: [
      'Make the NCTS appointment to have the vehicle examined within seven days of bringing it into the State, and carry proof of the confirmed appointment in the vehicle until it is registered.',
      'Complete the registration within 30 days of arrival; registering late brings additional vehicle registration tax (VRT), usually where the date of entry cannot be shown, so keep the shipping or purchase papers that prove it.',
      'It is an offence to drive an unregistered vehicle in the State, and Revenue or the Gardaí can detain it; Revenue can also seize it, and it may then be released on payment of a penalty.',
      'VRT is charged when the vehicle is registered, by category: a van or other light commercial vehicle of EU class N1 up to 3.5 tonnes (Category B) pays 13.3% of the open market selling price (OMSP), while lorries and other heavier commercial vehicles (Category C) pay a flat €200, so check the category and any relief before you price the import.',
    ],
    options: [
      {
        option: 'Book the NCTS appointment before the vehicle lands',
        chooseWhen: 'you know the sailing date, so the seven days cannot slip.',
      },
      {
        option: 'Use a dealer or agent who handles registration',
        chooseWhen: 'you import several vehicles and want the paperwork done for you.',
      },
    ],
    next30: [
      'Book the NCTS appointment for any vehicle arriving this month as soon as its arrival date is known.',
      'Keep the purchase invoice and the ferry or shipping record that prove the date of entry.',
    ],
    next90: [
      'Add VRT and the registration steps to the cost of every vehicle bought abroad.',
      'Tax and insure the vehicle for Irish use once it is registered.',
    ],
    sources: [op.revenueVrtRegistration, op.nctsImportAppointment, bo.vrtCategoriesDail],
  },
  {
    slug: 'business-records-retention',
    area: 'technology_data',
    title: 'How long to keep business records for Revenue, and in what form',
    keywords: [
      'record keeping',
      'keep records',
      'how long keep records',
      'retention',
      'records retention',
      'paperless',
      'scanned invoices',
      'shred paper',
      'paper invoices',
      'six years',
      'business records',
    ],
    takeaway:
      'Revenue requires the books, records and documents of a business to be kept for six years, and invoices you issued in paper form to be kept in paper form.',
    guidance: [
      'Keep all books, records and documents relevant to the business for six years, or longer where a claim, an appeal or a Revenue inquiry is open, until it is finalised; keeping them for a shorter period needs Revenue’s written permission.',
      'Invoices issued in paper form must be retained in paper form, so scanning them does not let you shred the originals you issued.',
      'Paper records must be kept within the State unless Revenue agrees otherwise, and electronic records must be kept under the electronic invoicing rules.',
      'Revenue has extensive powers to inspect records, and failing to co-operate with an inspection is an offence.',
    ],
    options: [
      {
        option: 'Issue invoices electronically from now on',
        chooseWhen: 'you want to stop storing paper: records kept electronically under the electronic invoicing rules need no paper copy.',
      },
      {
        option: 'Scan for convenience but keep the paper originals',
        chooseWhen: 'you still issue paper invoices, which must be kept in paper form for six years.',
      },
    ],
    next30: [
      'List which of your invoices and records are issued on paper and which electronically.',
      'Set a six-year destruction date on each year’s records instead of shredding after scanning.',
    ],
    next90: [
      'Move invoicing to software that issues and stores invoices electronically.',
      'Check your cloud storage keeps records readable and complete for six years.',
    ],
    sources: [op.revenueRecordsRetention],
  },
  {
    slug: 'cyber-incident-reporting',
    area: 'technology_data',
    title: 'Who to report a cyber attack to: the NCSC, CSIRT-IE and the Gardaí',
    keywords: [
      'ransomware',
      'cyber attack',
      'report a cyber incident',
      'National Cyber Security Centre',
      'NCSC',
      'CSIRT-IE',
      'cyber crime',
      'hacked',
      'report to Gardaí',
      'incident response',
      'who to report',
    ],
    takeaway:
      'The National Cyber Security Centre’s incident response team, CSIRT-IE, serves the Irish Government and Critical National Infrastructure providers, so a private haulier hit by ransomware should report the crime to An Garda Síochána and look to its own IT provider to recover.',
    guidance: [
      'CSIRT-IE, the team within the National Cyber Security Centre (NCSC) that responds to incidents, has a strictly defined constituency: organisations of the Irish Government and providers of Critical National Infrastructure.',
      'Anyone else who believes an incident may have a national impact can tell the NCSC, but the support it gives depends on the incident’s type and severity, who is affected and the resources available.',
      'Online fraud, online extortion and threats by email or message are cyber crimes: a victim should contact An Garda Síochána.',
      'For unexpected or unusual network problems, the NCSC advises contacting your system administrator or service provider first to find the cause.',
      'If drivers’ or customers’ personal details were reached or locked, a breach that risks harm to people must also be reported to the Data Protection Commission within 72 hours of becoming aware of it.',
    ],
    options: [
      {
        option: 'Agree an incident response contract with your IT provider',
        chooseWhen: 'you have no in-house IT staff who could restore systems after an attack.',
      },
      {
        option: 'Keep offline backups and a paper fallback for dispatch',
        chooseWhen: 'a day without dispatch and tracking would stop deliveries.',
      },
    ],
    next30: [
      'Write down who calls the Gardaí, the IT provider and the Data Protection Commission if systems are locked.',
      'Check that a recent backup of dispatch and tracking data is kept offline.',
    ],
    next90: [
      'Test restoring dispatch from backup and time how long it takes.',
      'Ask your largest customers whether their contracts require you to tell them of an incident.',
    ],
    sources: [op.ncscIncidentReporting, sources.method],
  },
  {
    slug: 'digital-tachographs',
    area: 'workforce_capability',
    title: 'Digital tachographs: since when, who issues the cards, and training',
    keywords: [
      'digital tachograph',
      'digital tacho',
      'analogue tachograph',
      'who issues tachograph cards',
      'digital tachograph cards',
      'types of tachograph card',
      'company card',
      'workshop card',
      'control card',
      'tacho training',
      'digital tachograph training',
      'mandatory since',
    ],
    takeaway:
      'Digital tachographs became mandatory in new trucks and buses across the EU in May 2006, the Road Safety Authority (RSA) issues the tachograph cards in Ireland, and it refers people to the Chartered Institute of Logistics and Transport (CILT) for digital tachograph training.',
    guidance: [
      'Digital tachographs replaced the old analogue recording devices in all new commercial trucks and buses from May 2006, storing driving, break and rest records in the vehicle unit and on the driver’s smart card.',
      'There are four kinds of tachograph card, the driver card, the company card, the workshop card for calibration and the control card for enforcement officers, and in Ireland the Road Safety Authority issues them.',
      'For digital tachograph training the RSA refers operators to the Chartered Institute of Logistics and Transport of Ireland (CILT).',
      'A driver card holds about 28 days of activity before it starts to be overwritten, and the vehicle unit about 365 days, and at a check a driver must be able to produce the driver card and any manual records and printouts from the current day and the previous 28 days.',
    ],
    options: [
      {
        option: 'Train drivers and office staff together',
        chooseWhen: 'you are replacing analogue units and nobody in the office has analysed digital records before.',
      },
      {
        option: 'Buy download and analysis as a service',
        chooseWhen: 'the fleet is small and a specialist can report infringements more cheaply than staff time.',
      },
    ],
    next30: [
      'Make sure every driver holds a driver card and the company holds a company card before the digital units go in.',
      'Book digital tachograph training for the drivers and whoever will download and analyse the data.',
    ],
    next90: [
      'Set a download schedule for driver cards and vehicle units.',
      'Review the first month’s infringement reports with each driver.',
    ],
    sources: [op.rsaAboutTachographs, op.cvrtTachographEquipment, coverageSources.rsaFleetOwners, fp.tachographCardsFour],
  },
];
