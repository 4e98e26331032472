// Topics an Irish haulier, courier or distributor meets that the coverage map
// lacked or marked not covered: Dublin's HGV cordon and tunnel, renewing a
// truck licence, livestock and waste haulage permits, the minimum wage and
// sick pay, tail lifts, daily walk-around checks, who is outside the drivers'
// hours rules, and trade with Northern Ireland. Added from the fourth pass
// over the coverage map (docs/knowledge/logistics-coverage.md).
import { claimsAndPermitSources } from '../sources-claims-and-permits.ts';
import { haulierSources as hs } from '../sources-haulier.ts';
import { officialPageSources } from '../sources-official-pages.ts';
import { namedFactSources as n } from '../sources-named-facts.ts';
import type { KnowledgeEntry } from '../types.ts';

export const haulierTopicEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'dublin-hgv-cordon',
    area: 'network_capacity',
    title: 'Dublin city HGV cordon, permits and the Dublin Tunnel',
    keywords: [
      'Dublin HGV cordon',
      'HGV ban',
      'five axle ban',
      '5 axle',
      'five axle',
      'city centre ban',
      'HGV permit',
      'hgv.ie',
      'Dublin Port Tunnel',
      'Dublin Tunnel',
      'city centre deliveries',
      'Sandymount',
      'inside the canals',
      'East Link',
      'Eastlink',
      'toll bridge',
      'toll refund',
    ],
    takeaway:
      'Trucks with five or more axles may not enter Dublin city’s cordon, roughly the area inside the canals, from 7am to 7pm on any day of the week without a Dublin City Council permit.',
    guidance: [
      'Dublin City Council’s HGV Management Strategy has applied since 19 February 2007: 5+ axle vehicles are banned from the canal cordon from 07.00 to 19.00, Monday to Sunday, and from a second cordon around Sandymount (including Strand Road) 24 hours a day.',
      'Permits are issued online (hgv.ie) for a day and record each trip and destination; you can apply up to 14 days ahead, and the permits are held online for An Garda Síochána to check.',
      'There are two permits: a load/unload permit for a 5+ axle truck loading or unloading at premises inside the cordon, and a restricted goods permit for trucks barred from the Dublin Tunnel by their load, which must enter and leave the cordon by East Wall Road and Alfie Byrne Road.',
      'Trucks with four axles or fewer are not covered by the ban; the council’s advice is to use a smaller truck, deliver between 7pm and 7am, or apply for a permit.',
      'Heavy goods vehicles and buses pay no toll in the Dublin Tunnel at any time (the peak toll of €14 from 1 January 2026 is for other vehicles), and 5+ axle trucks pay a zero toll at the East Link toll bridge from 7am to 7pm; that zero charge replaced the council’s East Link rebate scheme, which ended on 30 June 2022, and a truck found in the cordon without a permit loses it.',
    ],
    options: [
      {
        option: 'Move city-centre drops to rigids of four axles or fewer',
        chooseWhen: 'you deliver inside the canals often and the loads fit a smaller truck.',
      },
      {
        option: 'Deliver between 7pm and 7am',
        chooseWhen: 'customers can receive goods at night and the 5+ axle truck is needed for the load.',
      },
      {
        option: 'Apply for daily permits',
        chooseWhen: 'a 5+ axle truck must load or unload inside the cordon by day.',
      },
    ],
    next30: [
      'List the customers inside the canal cordon and at Sandymount, and which of their deliveries go in a truck with five or more axles.',
      'Ask each such customer to register its premises on the council’s permit system so your drivers can apply for permits.',
    ],
    next90: [
      'Compare the cost of night deliveries or a smaller truck on city runs with the cost of daily permits and waiting time.',
      'Check from telematics that port traffic uses the Dublin Tunnel rather than the city quays.',
    ],
    sources: [hs.dublinHgvFaq, hs.dublinHgvStrategy, hs.dublinTunnelTolls2026, n.eastLinkRebate],
  },
  {
    slug: 'truck-licence-renewal-medical',
    area: 'workforce_capability',
    title: 'Renewing a truck licence: the medical report',
    keywords: [
      'licence renewal',
      'renew truck licence',
      'renew my licence',
      'renewing the licence',
      'medical report',
      'medical form',
      'D501',
      'Group 2',
      'truck licence expired',
      'NDLS',
      'licence medical',
      'licence expiry',
      'licence validity',
      'how long a licence lasts',
      'doctor',
    ],
    takeaway:
      'Renewing the truck or bus (Group 2) categories on a driving licence, which run for at most 5 years at a time, needs a medical report completed by a doctor on the Irish medical register no more than one month before the application.',
    guidance: [
      'A medical report is needed whenever a truck or bus category is renewed, when the applicant answers yes to any health question on the form, or when the applicant is 70 or over.',
      'The report must be dated within one month before the application and stamped by a medical practitioner on the General Register of Medical Practitioners in Ireland.',
      'An Irish driving licence can be renewed from three months before its expiry date and up to ten years after it.',
      'The National Driver Licence Service (NDLS) renews the truck and bus categories of a full licence for at most 5 years at a time, and since the 1999 licensing regulations holders of C1, C, EC1 and EC (and the bus categories) must produce a medical report, on form D501, to keep them.',
      'Drivers must tell the NDLS and their insurer of any long-term or permanent illness or injury that may affect safe driving; doctors assess truck drivers against the Group 2 standards in the RSA’s Sláinte agus Tiomáint guidelines.',
    ],
    options: [
      {
        option: 'Keep a register of licence expiry dates in the transport office',
        chooseWhen: 'you employ several drivers whose licences expire at different times.',
      },
      {
        option: 'Leave renewals to drivers with a written reminder',
        chooseWhen: 'your drivers are few or are owner-drivers.',
      },
    ],
    next30: [
      'Check every driver’s licence expiry date and arrange a medical for anyone renewing in the next three months.',
      'Tell drivers the medical report must be no more than one month old when they apply.',
    ],
    next90: [
      'Add licence expiry to the monthly check of driver documents alongside the CPC card and the driver card.',
      'Remind drivers in writing that they must report any illness or injury that may affect their driving.',
    ],
    sources: [hs.licenceRenewalMedical, hs.medicalReportCategories, hs.rsaMedicalIssues, claimsAndPermitSources.ndlsMedicalReport],
  },
  {
    slug: 'animal-transport-authorisation',
    area: 'risk_resilience',
    title: 'Carrying livestock: transporter authorisation and certificates of competence',
    keywords: [
      'livestock transport',
      'animal transport',
      'cattle lorry',
      'cattle',
      'livestock',
      'transporter authorisation',
      'certificate of competence',
      'journey log',
      'TRACES',
      'mart',
      'live exports',
      'horses',
    ],
    takeaway:
      'Carrying live animals for a business over 65 km needs a transporter authorisation from the Department of Agriculture, Food and the Marine, and the driver and any attendant need a certificate of competence.',
    guidance: [
      'The rules come from Council Regulation (EC) No 1/2005, in force since 5 January 2007 and given effect in Ireland by S.I. No. 675 of 2006; they apply only to transport in connection with an economic activity.',
      'The Department sets three bands: journeys under 65 km, journeys over 65 km of up to 8 hours, and long journeys over 8 hours, which are mostly international.',
      'Commercial transporters on journeys of up to 65 km need no authorisation or training but must carry documents on the animals and the journey in the vehicle; farmers moving their own animals in their own vehicle up to 65 km are outside the main rules.',
      'Transporters on long journeys over 8 hours must be authorised for them, use vehicles that meet standards on insulation, ventilation and navigation equipment, and keep a journey log.',
      'Since September 2023, moves between member states, including to and from Northern Ireland, need the premises of departure and destination registered on TRACES in advance, with the transporter authorisation recorded there so the health certificate can be issued.',
    ],
    options: [
      {
        option: 'Hold the authorisation for journeys of up to 8 hours',
        chooseWhen: 'you carry livestock within Ireland, to marts, factories or ports.',
      },
      {
        option: 'Add the long-journey authorisation',
        chooseWhen: 'you carry animals to the continent or on any journey over 8 hours.',
      },
    ],
    next30: [
      'List which of your livestock journeys exceed 65 km or 8 hours and check that each vehicle and driver holds the matching authorisation and certificate.',
      'Put the animal and journey documents in every livestock vehicle, including those on short runs.',
    ],
    next90: [
      'Register your regular premises of departure and destination on TRACES before cross-border moves.',
      'Have the transport manager check authorisations and certificates of competence every quarter.',
    ],
    sources: [hs.animalTransport, hs.animalTransportBands, hs.animalTransportTraces],
  },
  {
    slug: 'national-minimum-wage',
    area: 'workforce_capability',
    title: 'The national minimum wage for drivers and warehouse staff',
    keywords: [
      'minimum wage',
      'minimum pay',
      'minimum hourly rate',
      'lowest legal pay',
      'legal minimum pay',
      'pay rates',
      'warehouse pay',
      'young workers pay',
      'board and lodgings',
      'living wage',
      'pay floor',
    ],
    takeaway:
      'The national minimum wage is €14.15 an hour from 1 January 2026 for employees aged 20 and over, with lower rates for those under 20.',
    guidance: [
      'The minimum pay for employees under 20 is lower: at least 90% of the full rate at age 19, 80% at age 18 and 70% under 18 (about €12.74, €11.32 and €9.91 an hour in 2026).',
      'For the test, gross pay includes basic pay and any shift premium, bonus or service charge; where you provide food or accommodation, at most €1.27 an hour worked for board and €33.42 a week (€4.77 a day) for accommodation can count from 1 January 2026.',
      'The minimum applies to full-time, part-time, temporary, casual and seasonal staff alike; only close relatives employed by a sole trader and craft apprentices are excluded.',
      'Sectoral Employment Orders and Employment Regulation Orders can set higher minimum rates in some sectors, and where they apply they override the national minimum.',
      'Check every hourly-paid role against the rate before each January payroll: it has changed on 1 January in recent years.',
    ],
    options: [
      {
        option: 'Pay the statutory minimum for entry roles',
        chooseWhen: 'the role is unskilled and local rates for similar work are at the minimum.',
      },
      {
        option: 'Set entry pay above the minimum',
        chooseWhen: 'you are losing warehouse or helper staff to nearby employers.',
      },
    ],
    next30: [
      'List every employee paid by the hour with their age and check each one against the 2026 rates.',
      'Check whether any Sectoral Employment Order or Employment Regulation Order covers your staff.',
    ],
    next90: [
      'Budget next year’s wage bill on the assumption that the minimum rises again on 1 January.',
      'Review how board or accommodation you provide is counted in pay.',
    ],
    sources: [hs.minimumWage2026, hs.minimumWageCoverage],
  },
  {
    slug: 'statutory-sick-leave',
    area: 'workforce_capability',
    title: 'Statutory sick pay for drivers and staff',
    keywords: [
      'sick pay',
      'sick leave',
      'sick days',
      'statutory sick pay',
      'out sick',
      'off sick',
      'sick cert',
      'medical certificate',
      'illness benefit',
      'paid sick leave',
    ],
    takeaway:
      'Employees with 13 weeks’ service are entitled to five days of employer-paid sick leave a year, paid at 70% of normal daily pay up to €110 a day, on a medical certificate.',
    guidance: [
      'Statutory sick pay under the Sick Leave Act 2022 began on 1 January 2023 with three days and rose to five days in 2024; in April 2025 the Government decided not to go ahead with the planned rise to seven and then ten days, so it stays at five.',
      'The sick-leave year is the calendar year; days can be taken together or apart, and unused days do not carry over to the next year.',
      'Once the statutory days are used, an eligible employee moves on to the State’s Illness Benefit.',
      'The employee needs a medical certificate from a registered doctor saying they cannot work; being on probation does not stop an employee with 13 weeks’ service from qualifying.',
      'A company sick pay scheme that gives more than the statutory minimum continues to apply.',
    ],
    options: [
      {
        option: 'Pay the statutory minimum only',
        chooseWhen: 'your margins are tight and absence is low.',
      },
      {
        option: 'Offer a company scheme above the minimum',
        chooseWhen: 'you need to keep scarce drivers and want them off the road when unwell.',
      },
    ],
    next30: [
      'Set up payroll to pay five statutory sick days a year at 70% of daily pay, capped at €110, for staff with 13 weeks’ service.',
      'Tell staff they need a medical certificate to claim statutory sick pay.',
    ],
    next90: [
      'Record sick days per employee per calendar year so the five-day limit is applied correctly.',
      'Put the sick leave rules in each employee’s written terms.',
    ],
    sources: [hs.sickLeaveStaysFive, hs.sickLeaveRules],
  },
  {
    slug: 'tail-lift-examination',
    area: 'risk_resilience',
    title: 'Tail lifts: thorough examination and safe use',
    keywords: [
      'tail lift',
      'taillift',
      'tail-lift',
      'tailboard lift',
      'thorough examination',
      'LOLER',
      'lifting equipment',
      'tail lift inspection',
      'tail lift cert',
      'tail lift test',
      'pallet on tail lift',
    ],
    takeaway:
      'A tail lift used for goods needs a thorough examination by a competent person at least every 12 months, and every 6 months if it is ever used to lift a person.',
    guidance: [
      'The Health and Safety Authority (HSA) information sheet on safe vehicle tailboard goods lift operations applies to everyone who owns, operates or maintains a tail lift or carries out its thorough examinations and weight tests.',
      'The report of thorough examination must be made by a competent person, meaning one with enough training, experience and knowledge for the task, and a copy of the latest report is kept in the vehicle’s cab.',
      'The owner of the tail lift keeps the records of risk assessments, thorough examinations and inspections.',
      'Guard rails on the platform are not required by law, but the employer must risk-assess the task and decide whether measures to prevent falls are needed.',
      'If drivers may stand on the platform as it moves, plan every examination of that lift on the 6-month interval.',
    ],
    options: [
      {
        option: 'Examine every tail lift every 6 months',
        chooseWhen: 'drivers ride the platform or you cannot be sure they never do.',
      },
      {
        option: 'Examine goods-only tail lifts every 12 months',
        chooseWhen: 'your safe system of work forbids riding the lift and you check that it is followed.',
      },
    ],
    next30: [
      'List every vehicle with a tail lift, the date of its last thorough examination and whether a copy of the report is in the cab.',
      'Book examinations for any tail lift whose report is older than the interval that applies to it.',
    ],
    next90: [
      'Write a risk assessment and safe system of work for tail lift deliveries, including whether drivers may ride the platform.',
      'Train every driver who uses a tail lift and keep the training records with the examination reports.',
    ],
    sources: [hs.tailLiftInfoSheet],
  },
  {
    slug: 'daily-walkaround-checks',
    area: 'risk_resilience',
    title: 'Daily walk-around checks and defect reporting',
    keywords: [
      'walkaround check',
      'walk around check',
      'walk-around check',
      'daily check',
      'pre-trip check',
      'defect report',
      'defect book',
      'defect sheet',
      'vehicle check sheet',
      'daily vehicle inspection',
      'first use check',
    ],
    takeaway:
      'Before a commercial vehicle is used on a public road, a trained person must carry out a walk-around check, and every defect found must be recorded with what it is, the time and date it was found and any temporary measure taken.',
    guidance: [
      'The owner or user of a commercial vehicle must have systems for two kinds of inspection: pre-planned preventative maintenance and daily walk-around checks.',
      'Anyone trained to do it, a driver or a mechanic, may carry out the walk-around check before the vehicle is driven.',
      'Each defect record must give a description of the defect, the time and date it was found, and any temporary measure taken to lessen its effect.',
      'The RSA publishes sample walk-around check sheets and defect report forms for trucks (HCV), buses (PSV) and vans (LCV) that operators can adapt, and suggests giving each driver a book of them.',
      'Faults also show up while driving, so ask drivers for feedback on vehicle condition and act on it.',
    ],
    options: [
      {
        option: 'Paper check books in each cab',
        chooseWhen: 'your fleet is small and drivers return the sheets to the office daily.',
      },
      {
        option: 'An app for checks and defect reports',
        chooseWhen: 'you run many vehicles or depots and want defects sent to the workshop at once.',
      },
    ],
    next30: [
      'Give every driver the RSA check sheet for their vehicle type and show them how to record a defect.',
      'Name who in the office receives defect reports and decides whether the vehicle may go out.',
    ],
    next90: [
      'Audit a month of check sheets against workshop records to see that reported defects were fixed.',
      'Add walk-around checks to driver induction and the annual CPC training plan.',
    ],
    sources: [hs.cvrtWalkaround],
  },
  {
    slug: 'waste-collection-permit',
    area: 'risk_resilience',
    title: 'Carrying waste for reward: the waste collection permit',
    keywords: [
      'waste collection permit',
      'waste permit',
      'carrying waste',
      'collecting waste',
      'skip hire',
      'NWCPO',
      'haulage of waste',
      'rubble',
      'waste transport',
    ],
    takeaway:
      'Collecting waste as a paid service needs a waste collection permit from the National Waste Collection Permit Office, and a permit lasts 5 years from the date it is granted.',
    guidance: [
      'Offaly County Council, acting as the National Waste Collection Permit Office (NWCPO), has handled all new and review applications since 1 February 2012 under the Waste Management (Collection Permit) Regulations 2007 (S.I. No. 820 of 2007).',
      'A permit is valid for 5 years from the grant date, and the holder must apply for a review before it expires.',
      'An application includes the vehicle registration certificate of each vehicle to be used, a current tax clearance certificate, the types and quantities of waste collected, and a newspaper notice of the application.',
      'The application form also asks for declarations on motor vehicle and public liability insurance.',
      'A pre-application consultation with the NWCPO agrees the main collection activities before the application is made.',
    ],
    options: [
      {
        option: 'Apply for your own permit',
        chooseWhen: 'carrying waste is a regular part of your work.',
      },
      {
        option: 'Subcontract waste loads to a permitted carrier',
        chooseWhen: 'waste loads are occasional and not worth the application and review.',
      },
    ],
    next30: [
      'Check whether any load you carry for customers counts as waste, such as rubble, packaging or returns for disposal.',
      'If it does, gather the vehicle registration certificates and a tax clearance certificate for the application.',
    ],
    next90: [
      'Put the permit’s expiry date in the compliance calendar and start the review well before it.',
      'Check that every vehicle carrying waste is listed on the permit.',
    ],
    sources: [hs.wasteCollectionPermitForm, hs.wasteCollectionPermitGuide],
  },
  {
    slug: 'drivers-hours-exemptions',
    area: 'workforce_capability',
    title: 'Who is outside the EU drivers’ hours and tachograph rules',
    keywords: [
      'exempt from tachograph',
      'tacho exemption',
      'tachograph exemption',
      'exemption from drivers hours',
      'do I need a tachograph',
      'need a tacho',
      'out of scope',
      '7.5 tonne',
      'tradesman',
      'own equipment',
      'farm vehicle',
      '100 km',
      'national exceptions',
    ],
    takeaway:
      'A vehicle of up to 7.5 tonnes carrying the driver’s own work materials, equipment or machinery within 100 km of base is outside the EU driving-time and tachograph rules, provided driving is not the driver’s main job.',
    guidance: [
      'Other exemptions that apply wherever the vehicle is driven in the EU include vehicles that cannot go faster than 40 km/h and non-commercial carriage in vehicles of up to 7.5 tonnes.',
      'Member states may also grant national exceptions on their own territory under Article 13 of Regulation (EC) No 561/2006, for example for vehicles used by agricultural, horticultural, forestry, farming or fishery businesses carrying their own goods within 100 km of base.',
      'A national exception applies only in the state that grants it (or another that agrees), so check Ireland’s list of exceptions before relying on one, and never assume it holds across a border.',
      'Keep a note of which exemption each out-of-scope vehicle and job relies on, so an inspector can see why there is no tachograph record.',
    ],
    options: [
      {
        option: 'Run the vehicle under the exemption',
        chooseWhen: 'it carries only your own work gear within 100 km and driving is not the driver’s main job.',
      },
      {
        option: 'Keep tachograph records anyway',
        chooseWhen: 'the same vehicle sometimes does haulage work or longer runs that bring it into scope.',
      },
    ],
    next30: [
      'List each vehicle you treat as outside the drivers’ hours rules and the exemption it relies on.',
      'Check that no vehicle on that list also does hire-or-reward work or trips beyond 100 km.',
    ],
    next90: [
      'Brief the drivers of exempt vehicles on what brings a trip back into scope.',
      'Review the list whenever a vehicle changes use, weight or base.',
    ],
    sources: [hs.drivingTimeExemptions, hs.drivingTimeScope],
  },
  {
    slug: 'ireland-northern-ireland-trade',
    area: 'market_lane',
    title: 'Customs and paperwork for goods between Ireland and Northern Ireland',
    keywords: [
      'Northern Ireland',
      'the North',
      'Belfast',
      'cross-border',
      'across the border',
      'Windsor Framework',
      'Protocol',
      'Newry',
      'Derry',
      'Intrastat',
      'NI deliveries',
      'authorised consignee',
      'entry summary declaration',
      'British goods through Northern Ireland',
      'transit to Ireland',
      'Larne',
      'Warrenpoint',
      'leaves Britain',
      'Goods Movement Reference',
      'excise goods',
      'EMCS',
      'duty suspension',
    ],
    takeaway:
      'Goods moving directly between Ireland and Northern Ireland, in either direction, need no customs declarations, but goods for Ireland that come from Britain through Northern Ireland stay under full customs and import rules, with an Entry Summary Declaration (ENS) lodged and a Goods Movement Reference (GMR) created before they leave Great Britain.',
    guidance: [
      'Under the Protocol agreed in 2020 and the Windsor Framework, in effect since 25 March 2023, there are no customs requirements on goods moving between Ireland and Northern Ireland, nor between Northern Ireland and the rest of the EU, including through Ireland; excise goods moved under duty suspension between Northern Ireland and Ireland still go through the Excise Movement Control System (EMCS).',
      'Goods destined for Ireland that are shipped through Northern Ireland remain subject to full customs and import requirements: complete the formalities in Northern Ireland, or move the goods under customs transit to an authorised premises in Ireland.',
      'The Windsor Framework’s simplifications (the UK Internal Market Scheme, simplified declarations and parcel facilitations from 30 September 2024) apply to traders based in Northern Ireland and to goods imported into Northern Ireland, not to Irish traders.',
      'Businesses trading with Northern Ireland should check whether they must file Intrastat statistical returns for those movements.',
      'Under transit, an Entry Summary Declaration (ENS) and a Goods Movement Reference (GMR) must be in place before the goods leave Great Britain, HMRC acts as office of transit at Belfast, Larne or Warrenpoint, and only an authorised consignee (authorised by Revenue and holding an inland temporary storage facility) can have the transit closed on NCTS at its own premises rather than at a Revenue office.',
    ],
    options: [
      {
        option: 'Clear British goods in Northern Ireland',
        chooseWhen: 'you use Belfast or Larne ferries and have a customs agent there.',
      },
      {
        option: 'Move British goods under transit to Ireland',
        chooseWhen: 'you or your customer have an authorised premises in Ireland to complete the formalities.',
      },
    ],
    next30: [
      'Separate your Northern Ireland loads into goods that start in Northern Ireland or Ireland and goods that come from Britain through Northern Ireland.',
      'For goods from Britain, agree with the customer who completes the customs formalities and where.',
    ],
    next90: [
      'Check with your accountant whether your Northern Ireland trade brings you over an Intrastat threshold.',
      'Brief drivers on which loads need transit documents when crossing the border.',
    ],
    sources: [hs.windsorFramework, hs.crossBorderRoutes, officialPageSources.revenueGbThroughNiTransit, n.revenueProtocolNi],
  },
];
