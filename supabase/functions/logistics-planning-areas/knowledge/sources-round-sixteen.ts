// Publications behind the round directed by the sixteenth visitor set's misses (29 November 2026): Revenue's pages on
// temporary admission (the general rules and the oral customs declaration) and on paying customs charges, section 19
// of the Organisation of Working Time Act 1997, a Dáil written answer setting out statutory redundancy pay, the CSO's
// road freight release for 2023, ComReg's page on postal complaint compensation and the HSA's injury figures for the
// transport and storage sector. Each page was read on the check date in a stored copy; where the copy was a mirror of
// an official release, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const ROUND_SIXTEEN_CHECKED_ON = '2026-11-29';
const CHECKED = ROUND_SIXTEEN_CHECKED_ON;

export const roundSixteenSources = {
  temporaryAdmissionRules: {
    title:
      'General rules for getting temporary admission relief: the goods may not change except by normal depreciation and must be identifiable at re-export; security is generally required, by a valid ATA carnet, a deposit of the duty refunded on re-export, or a guarantee from a credit or financial institution or an insurer accredited with the Central Bank (applied for on the Customs Decisions System); Revenue sets the re-export date at import, generally at most 24 months; import duties may apply if the goods are not re-exported in time',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/temporary-admission-temporary-exports/admission-rules-procedures/rules-getting-admission-relief.aspx',
    asOf: CHECKED,
  },
  temporaryAdmissionOral: {
    title:
      'Temporary admission by oral customs declaration: goods that may be declared on an oral declaration inventory form include pallets, containers and means of transport with their spare parts, accessories and equipment, packings imported filled or empty for re-export with permanent markings, personal effects and goods for sport, and portable musical instruments used as professional equipment; security is not required for an oral declaration',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/temporary-admission-temporary-exports/admission-rules-procedures/admission-oral-customs-declaration.aspx',
    asOf: CHECKED,
  },
  temporaryAdmissionImport: {
    title:
      'Temporary admission: procedure at importation: present the goods to Revenue; on an electronic import declaration enter code 53, the D procedure code and the date the goods will be exported; an oral declaration inventory form is presented in duplicate and Revenue stamps both copies and returns one',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/temp-admission-exports/rules-procedures/procedure-importation.aspx',
    asOf: CHECKED,
  },
  customsPaymentMethods: {
    title:
      'Automated Entry Processing payment methods: customs duty, excise, VAT at import and VRT can be paid in cash (credit needed on the account before a declaration is submitted) or through the deferred payment system, a bank direct debit scheme that, once authorised, lets the charges be paid by direct debit in the following month; a guarantee must be lodged',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/customs-electronic-systems/aep/payment-methods/index.aspx',
    asOf: CHECKED,
  },
  annualLeaveSection19: {
    title:
      'Organisation of Working Time Act 1997, section 19: paid annual leave of 4 working weeks in a leave year in which the employee works at least 1,365 hours, one-third of a working week for each month with at least 117 hours, or 8 per cent of the hours worked (up to 4 working weeks), whichever is greater; a day of certified illness is not counted as annual leave; an employee working 8 or more months in the leave year is due an unbroken period of 2 weeks, subject to agreement',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/20/section/19/enacted/en/html',
    asOf: CHECKED,
  },
  statutoryRedundancyAnswer: {
    title:
      'Dáil written answer on statutory redundancy (9 September 2024): under the Redundancy Payments Act 1967 an eligible employee is due two weeks’ pay for every year of service plus one additional week’s pay, with weekly pay capped at €600 for the calculation; the cap has not been raised since 2005',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2024-09-09/464',
    asOf: CHECKED,
  },
  csoRoadFreight2023: {
    title:
      'CSO, Road Freight Transport Survey Quarter 4 and Year 2023 (press release of 4 July 2024): 165.2 million tonnes of goods transported by road in 2023 against 164.3 million in 2022, up 1% (and 4% on 2019); 12.6 billion tonne-km; 1.8 billion vehicle-km, the same as 2022; quarry products, metal ores and peat 28% of tonnes',
    publisher: 'Central Statistics Office',
    url: 'https://publicnow.com/view/AD9ED5BCF4147D72F4A4319C0F6AA636CEE36ACD',
    asOf: CHECKED,
    note: 'The CSO’s own release, distributed through PublicNow; read in that copy.',
  },
  postalComplaintCompensation: {
    title:
      'Postal complaint resolution and compensation: complaints resolved within 30 calendar days for packets posted and delivered within the State, 40 for Europe, Canada, New Zealand, Australia and other countries reachable electronically, 60 for the United States and elsewhere; redress if response or handling times are missed, for example a possible payment of €15 if An Post does not resolve the complaint in time; compensation for lost, damaged or delayed items depends on the service used; no requirement to compensate consequential loss',
    publisher: 'Commission for Communications Regulation (ComReg)',
    url: 'https://www.comreg.ie/queries-complaints/postal/complaint-resolution-and-compensation/',
    asOf: CHECKED,
  },
  hsaTransportInjuryTrends: {
    title:
      'Transportation and Storage Sector [NACE H]: vehicle incidents cause the most work-related deaths in Ireland; main causes of fatalities are loss of control of a vehicle or transport equipment, falls from height and the fall, collapse or breakage of material; about 1,000 non-fatal injuries reported to the Authority each year, the most common triggers being manual handling and slips, trips and falls',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/your_industry/transport/vehicle_incident_trends',
    asOf: CHECKED,
  },
  hsaVehicleStatistics: {
    title:
      'Vehicle accident trends at work: almost half of the 573 workplace deaths reported between 2003 and 2012 were vehicle related; the transport and storage sector reports about 1,000 injuries a year, linked to manual handling, slips, trips and falls and being struck by vehicles; the activities most associated with vehicle deaths and injuries are driving for work, reversing and slow manoeuvres, coupling and uncoupling, vehicle maintenance and repairs, and loading, unloading and load securing',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/Topics/Work_Related_Vehicle_Safety/Work_Related_Vehicle_Statistics/',
    asOf: CHECKED,
  },
  hvoVatAnswer: {
    title:
      'Dáil written answer on the taxation of HVO (Minister for Finance, 11 February 2025): all liquid fuels including HVO are subject to VAT and to Mineral Oil Tax; motor fuels are not in the EU VAT Directive’s Annex III and so bear the standard rate, currently 23%, and HVO used to fuel vehicles is likewise liable at the standard rate with no national discretion; HVO used as a heating fuel keeps a historic 13.5% rate',
    publisher: 'Houses of the Oireachtas (via KildareStreet)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-02-11a.497',
    asOf: CHECKED,
  },
  drivingTestWaitAnswer: {
    title:
      'Dáil written answer on driving test waiting times (Minister of State, 16 July 2025): the RSA has statutory responsibility for the National Driver Testing Service under the Road Safety Authority Act 2006; measures are being taken to return the service to the agreed 10-week waiting period; 70 more permanent tester posts sanctioned in September 2024, for 200 in all; the average national wait was about 14 weeks on 12 July 2025, down from 27 weeks at the end of April',
    publisher: 'Houses of the Oireachtas (via KildareStreet)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-07-16a.137',
    asOf: CHECKED,
  },
  lowValueReliefRegulation: {
    title:
      'Council Regulation (EU) 2026/382 of 11 February 2026 amending Regulation (EC) No 1186/2009 as regards the elimination of the threshold-based customs duty relief (the relief from import duties for consignments of an intrinsic value not exceeding EUR 150 sent directly from a third country to a consignee in the Union); OJ L 2026/382, 18 February 2026',
    publisher: 'EUR-Lex (Official Journal of the European Union)',
    url: 'https://eur-lex.europa.eu/eli/reg/2026/382/oj/eng',
    asOf: CHECKED,
  },
  lowValueDutyRevenueWarning: {
    title:
      'Online shoppers warned on customs change (Law Society Gazette, June 2026), reporting Revenue’s guidance: from 1 July 2026 a €3 duty applies to each item in a parcel of goods bought online from non-EU countries, including Britain, where goods worth €150 or less had no customs duty; Revenue’s example of a pen, a notebook and a keyring gives €9 plus VAT; some websites collect the duty at the point of sale, otherwise the delivery company asks for it before delivery; the duty is not refunded on a return unless the goods are faulty',
    publisher: 'Law Society of Ireland Gazette',
    url: 'https://www.lawsociety.ie/gazette/top-stories/2026/june/online-shoppers-warned-on-customs-change/',
    asOf: CHECKED,
    note: 'Revenue’s own page on the change was not found in a stored copy; this professional news page reports Revenue’s published guidance and example.',
  },
  goodsMotorTaxBandsAnswer: {
    title:
      'Dáil written answer on motor tax for goods vehicles (Minister for Transport, 1 April 2025): four annual rates by unladen weight, €333 under 3,000 kg, €420 for 3,001–4,000 kg, €500 for 4,001–12,000 kg and €900 over 12,000 kg; an articulated vehicle is taxed as one vehicle on the unladen weight of the tractor unit plus the heaviest semi-trailer used during the licence period (Finance (Excise Duties) (Vehicles) Act 1952)',
    publisher: 'Houses of the Oireachtas (via KildareStreet)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-04-01a.640.r',
    asOf: CHECKED,
  },
  goodsMotorTax2016Answer: {
    title:
      'Dáil written answer on motor tax rates (19 January 2016): reductions in motor tax for goods vehicles announced in Budget 2016 took effect for licences from 1 January 2016; the top band was reduced from €5,195 to €900, with tapering reductions in the lower bands (for example 6,001–7,000 kg from €1,019 to €500)',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2016-01-19/449/',
    asOf: CHECKED,
  },
  tachographRegulations2017Release: {
    title:
      'Minister welcomes new regulations to strengthen enforcement of Tachograph rules: the European Union (Road Transport) (Working Conditions and Road Safety) Regulations 2017 give full effect to Regulation (EU) No 165/2014 and provide for enforcing Regulation (EC) No 561/2006; tachograph fraud is an increasing problem for the RSA and An Garda Síochána, and the provisions include powers to immobilise vehicles if deemed necessary; the smart tachograph (from 2019) periodically records location by satellite and allows remote checks to decide whether to stop a vehicle',
    publisher: 'MerrionStreet (Government of Ireland)',
    url: 'https://merrionstreet.ie/en/News-Room/Releases/Minister_welcomes_new_regulations_to_strengthen_enforcement_of_Tachograph_rules.html',
    asOf: CHECKED,
  },
  tachographRegulations2017Text: {
    title:
      'S.I. No. 229/2017, European Union (Road Transport) (Working Conditions and Road Safety) Regulations 2017, Part 6 (prohibitions in relation to tachographs): regulation 18, offence to install, check, inspect or repair tachographs without NSAI approval; 19, prohibition on producing or distributing devices intended for manipulating tachographs; 20, prohibition on falsifying, concealing, suppressing or destroying data; 21, prohibition on having a device capable of interfering with a tachograph; 22, checks and inspections',
    publisher: 'Irish Statute Book (text via Global-Regulation)',
    url: 'https://www.global-regulation.com/law/ireland/11903775/s.i.-no.-229-2017---european-union-%2528road-transport%2529-%2528working-conditions-and-road-safety%2529-regulations-2017.html',
    asOf: CHECKED,
    note: 'Read in the Global-Regulation copy of the statutory instrument’s table of contents; the Irish Statute Book copy was not found in a stored version.',
  },
} satisfies Record<string, KnowledgeSource>;
