// Publications behind the seventeenth round (29 November 2026), a breadth pass over topics an Irish haulier meets that
// no entry held: declaring a vehicle off the road for motor tax, speed limiters, the low emission vehicle toll incentive,
// the Alternatively Fuelled Heavy Duty Vehicle grant, who may check tachograph records, first aid at work, the CSO's
// road freight figures, the UK landbridge, the EU General Safety Regulation, hired goods vehicles, the energy audit
// duty of large enterprises and Dublin's cargo bikes for business. Each page was read on the check date in a stored copy;
// where only a secondary copy of an official rule could be found, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const CHECKED = '2026-11-29';

export const haulierBreadthSources = {
  nonUseOffaly: {
    title:
      'Motor vehicle non-use declaration: procedures set by the Non-Use of Motor Vehicles Act 2013; form RF150 to the local motor tax office or online with the PIN on the tax reminder; at least 3 and at most 12 calendar months, in whole calendar months; made in advance, in the month the tax or the current declaration expires; arrears paid and at least three months taxed before a late declaration; 21 days from purchase for a new, imported or second-hand vehicle',
    publisher: 'Offaly County Council',
    url: 'https://www.offaly.ie/motor-vehicle-non-use-declaration/',
    asOf: CHECKED,
  },
  nonUseTipperary: {
    title:
      'Motor vehicle non-use declaration: from 1 October 2013 a vehicle not used in a public place is declared on form RF150 during the month its tax expires, for 3 to 12 months; 21 days from the date of sale, import registration or first registration; taxing the vehicle during the declared period ends the non-use period',
    publisher: 'Tipperary County Council',
    url: 'https://tipperarycoco.ie/finance/motor-vehicle-non-use-declaration',
    asOf: CHECKED,
  },
  nonUseMeath: {
    title:
      'Declaration of Non Use of a Motor Vehicle (form RF150): made during the month the current tax or current declaration expires, for 3 to 12 months; form available at motortax.ie',
    publisher: 'Meath County Council',
    url: 'https://meath.ie/CountyCouncil/MotorTax/DeclarationofNonUseofaMotorVehicle/',
    asOf: CHECKED,
  },
  speedLimiterSi: {
    title:
      'S.I. No. 831/2005, European Communities (Installation and Use of Speed Limitation Devices in Motor Vehicles) Regulations 2005, giving effect to Directives 92/6/EEC, 92/24/EEC, 2002/85/EC and 2004/11/EC; authorised sealers as defined in S.I. No. 300/1993',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/2005/en/si/0831.html',
    asOf: CHECKED,
    published: '2005-12-20',
  },
  speedLimiterDail2004: {
    title:
      'Dáil written answer on road safety (3 February 2004): Directive 92/6/EEC required limiters on goods vehicles over 12 tonnes set at 90 km/h; Directive 2002/85/EC extends this to goods vehicles over 3.5 tonnes; new goods vehicles over 3.5 tonnes from 1 January 2005 need a working limiter set at 90 km/h, and such vehicles registered before January 2005 by 1 January 2007; the roadworthiness test checks that the limiter is fitted and working',
    publisher: 'Houses of the Oireachtas (Minister for Transport)',
    url: 'https://www.oireachtas.ie/en/debates/question/2004-02-03/299/',
    asOf: CHECKED,
    published: '2004-02-03',
  },
  speedLimiterDail2006: {
    title:
      'Dáil written answer on road traffic regulations (7 March 2006): limiters at 90 km/h on goods vehicles over 3,500 kg first registered from 1 January 2005 (S.I. 831 of 2005), 100 km/h for buses; the 80 km/h ordinary speed limit still applies; enforcement is a matter for the Garda Síochána',
    publisher: 'Houses of the Oireachtas (Minister for Transport)',
    url: 'https://www.oireachtas.ie/en/debates/question/2006-03-07/49/',
    asOf: CHECKED,
    published: '2006-03-07',
  },
  levtiEflow: {
    title:
      'Low Emissions Vehicle Toll Incentive (LEVTI): funded in Budget 2020 under the Carbon Reduction Programme, broadening the Electric Vehicle Toll Incentive of June 2018, administered by TII for the Department; categories of cars and light goods vehicles (up to 3,500 kg), SPSVs and heavy duty vehicles; first 50,000 eligible vehicles; refunds by toll location, time, vehicle type and class; a tag (on-board unit) from a participating LEVTI tag provider; 2020 allocation up to €1,500,000',
    publisher: 'eFlow (Transport Infrastructure Ireland)',
    url: 'https://www.eflow.ie/__uuid/16caec3b-307c-4daa-9804-fd5a1d564de5/',
    asOf: CHECKED,
  },
  levtiDail2020: {
    title:
      'Dáil written answer on the low-emissions vehicle toll incentive (15 September 2020): launched July 2018 as the EVTI; Budget 2020 extended it to heavy duty vehicles (trucks, buses and coaches) fuelled by CNG, LNG, hydrogen or electricity; battery electric, hydrogen, CNG and LNG vehicles 50% toll reduction, plug-in hybrids 25%, up to an annual €500 for private and €1,000 for commercial vehicles; greater off-peak reductions on the M50; conventional hybrids excluded',
    publisher: 'Houses of the Oireachtas (Minister for Transport)',
    url: 'https://www.oireachtas.ie/en/debates/question/2020-09-15/221/',
    asOf: CHECKED,
    published: '2020-09-15',
  },
  levtiDail2023: {
    title:
      'Dáil written answer on the tolling scheme (8 November 2023): LEVTI, extended from 2022, concludes on 31 December 2023; no new applications from 1 November 2023; Exchequer support for fleet electrification moves towards charging infrastructure',
    publisher: 'Houses of the Oireachtas (Minister for Transport)',
    url: 'https://www.oireachtas.ie/en/debates/question/2023-11-08/28/',
    asOf: CHECKED,
    published: '2023-11-08',
  },
  afhdvTii: {
    title:
      'Alternatively Fuelled Heavy Duty Vehicle Purchase Grant Scheme: administered by TII for the Department of Transport; for new alternatively fuelled heavy duty vehicles bought instead of the diesel equivalent; grant a percentage of the difference in price between the AFHDV and its diesel equivalent, set by powertrain or fuel type and company size; vehicles already ordered, bought or registered not eligible; applications from 15 March 2021; amended after the EU state aid (GBER) Green Deal amendment effective 1 July 2023',
    publisher: 'Transport Infrastructure Ireland',
    url: 'https://www.tii.ie/roads-tolling/tolling-information/afhdv-scheme/',
    asOf: CHECKED,
  },
  afhdvLaunch: {
    title:
      'Department of Transport announcement of the €2m AFHDV Purchase Grant Scheme: large vans, trucks, buses, coaches and refuse vehicles; battery electric, plug-in hybrid, fuel cell electric, CNG and LNG; up to €500,000 and/or 20 heavy duty vehicles per company; the heavy duty vehicle sector almost 20% of Irish land transport emissions in 2019',
    publisher: 'Department of Transport (announcement read in AG Associates’ copy)',
    url: 'https://agassociates.ie/?p=58026',
    asOf: CHECKED,
    published: '2021-03-15',
    note: 'Read in a copy of the Department’s announcement on an accountancy firm’s site.',
  },
  controlOfficersSi: {
    title:
      'S.I. No. 567/2023, European Union (Road Transport) (Working Conditions and Road Safety) (Amendment) Regulations 2023, amending S.I. No. 229/2017: a control officer means a transport officer, an officer of the Revenue Commissioners or a member of the Garda Síochána; gives further effect to Regulations 561/2006 and 165/2014 as amended by 2020/1054',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/2023/si/567/made/en/print',
    asOf: CHECKED,
    published: '2023-11-24',
  },
  rsaRoadsideInspections: {
    title:
      'Roadside and operator premises inspections: the RSA inspects at the roadside with the Garda Síochána (roadworthiness, drivers’ hours, tachographs, Driver CPC, operator licence); transport officers check the licence and the tachograph records; vehicle inspectors check roadworthiness; ANPR used to target non-compliant vehicles',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services-pillar-quicklinks-redirects/business-operators/roadside-and-operator-premises-inspections',
    asOf: CHECKED,
  },
  transportOfficerWarrant: {
    title:
      'Road Transport Act 2011 s. 17: a District Court judge may issue a warrant letting a transport officer, with other transport officers or Gardaí, enter premises, places or vehicles used for road transport within one month and exercise the powers of s. 16',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2011/act/31/section/17/revised/en/html',
    asOf: CHECKED,
  },
  firstAidReg165: {
    title:
      'Safety, Health and Welfare at Work (General Application) Regulations 2007, reg. 165: first-aid equipment suitably marked and easily accessible where working conditions require it; occupational first-aiders designated at each place of work in the number necessary, with training and equipment adequate to the size and hazards; first-aid arrangements, first-aiders’ names and the location of first-aid rooms and equipment in the safety statement; emergency services’ names, addresses and numbers displayed; a person designated to take charge when a first-aider is absent in temporary and exceptional circumstances',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/165/revised/en/html',
    asOf: CHECKED,
  },
  firstAidReg166: {
    title:
      'S.I. No. 299/2007 reg. 166: first-aid rooms where the size of the undertaking, the type and scale of activity and the frequency of accidents require, fitted with essential equipment and easily accessible for stretchers',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/166/revised/en/html',
    asOf: CHECKED,
  },
  firstAidScope: {
    title:
      'First aid (Part 7 Chapter 2 of the General Application Regulations 2007): definitions of first-aid and occupational first-aider; the first-aid room rule does not apply to means of transport used outside the undertaking; the HSA’s Guidelines on First Aid at Places of Work cover kits, AEDs, employees working away from the premises and isolated locations',
    publisher: 'Adare Human Resource Management; Arco (summaries of the Regulations and the HSA guidance)',
    url: 'https://www.adarehrm.ie/health-safety/first-aid',
    asOf: CHECKED,
    note: 'Secondary summaries of the Regulations and of the HSA guidelines; the HSA guidance itself was not in the stored pages.',
  },
  csoRoadFreight2017: {
    title:
      'CSO, Road Freight Transport Survey 2017: 147.2 million tonnes carried (up 3.9%), 11,759 million tonne-km, 1,592 million vehicle-km, 108,479 goods vehicles over 2 tonnes unladen; vehicles over 10 tonnes unladen one-fifth of the fleet but 53.5% of laden journeys, 85.9% of tonnes and 88.5% of tonne-km; 2007 peak 299.3 million tonnes; quarterly results from August 2018',
    publisher: 'Central Statistics Office',
    url: 'https://cso.ie/en/releasesandpublications/ep/p-rfts/roadfreighttransportsurvey2017/',
    asOf: CHECKED,
    published: '2018-08-01',
  },
  csoRoadFreight2018: {
    title:
      'CSO, Road Freight Transport Survey Quarter 4 and Year 2018: 149.2 million tonnes in 2018 (up 1.4%), 11,445 million tonne-km (down 2.7%), about 118,032 goods vehicles; quarry products, metal ores and peat 28.1% of tonnes',
    publisher: 'Central Statistics Office',
    url: 'https://cso.ie/en/releasesandpublications/er/rfts/roadfreighttransportsurveyquarter4andyear2018',
    asOf: CHECKED,
  },
  landbridgeExplainer: {
    title:
      'Trade: the UK landbridge: in 2018 the Irish Maritime Development Office estimated about 150,000 truck crossings a year between Ireland and the rest of the EU over the UK landbridge, carrying trade of about €18.2 billion; under 20 hours against about 40 hours by direct RoRo and 60 hours by LoLo; the UK in the Common Transit Convention',
    publisher: 'Institute for Government (summarising the IMDO’s 2018 landbridge report)',
    url: 'https://www.instituteforgovernment.org.uk/article/explainer/trade-uk-landbridge',
    asOf: CHECKED,
    note: 'The IMDO report itself (The implications of Brexit on the use of the landbridge, 2018) was read only in its opening pages in a stored copy; the figures are from this summary.',
  },
  imdoLandbridge: {
    title:
      'The implications of Brexit on the use of the landbridge (IMDO, 2018): the landbridge defined as the route connecting Ireland with continental Europe through Great Britain’s roads and ports',
    publisher: 'Irish Maritime Development Office',
    url: 'https://docslib.org/doc/1520226/imdo-landbridge-report-2018',
    asOf: CHECKED,
    published: '2018-01-01',
    note: 'Stored copy of the report; only its opening pages were readable.',
  },
  gsrCommission: {
    title:
      'New rules to improve road safety and enable fully driverless vehicles in the EU (European Commission, 6 July 2022): the Vehicle General Safety Regulation applies; for all road vehicles intelligent speed assistance, reversing detection, driver drowsiness and attention warning, event data recorders and an emergency stop signal; for buses and trucks blind-spot detection, warnings against collisions with pedestrians or cyclists and tyre pressure monitoring; further measures from July 2024 to July 2029',
    publisher: 'European Commission (press release read in ERTICO’s copy)',
    url: 'https://erticonetwork.com/new-rules-to-improve-road-safety-and-enable-fully-driverless-vehicles-in-the-eu/',
    asOf: CHECKED,
    published: '2022-07-06',
    note: 'Read in a copy of the Commission’s press release.',
  },
  gsrDates: {
    title:
      'Regulation (EU) 2019/2144 on vehicle general safety: applies to new vehicle types from 6 July 2022 and to all new vehicles from 7 July 2024; trucks and buses need technologies to recognise blind spots, warnings against collisions with pedestrians and cyclists and tyre pressure monitoring',
    publisher: 'Lexology (summary of Regulation (EU) 2019/2144)',
    url: 'https://www.lexology.com/library/detail.aspx?g=2eb2c4bc-f9c7-431f-9289-98f0358da032',
    asOf: CHECKED,
    note: 'A lawyers’ summary; the dates agree with the Council’s 2019 release and with trans.info’s report of 7 July 2024.',
  },
  gsrCouncil: {
    title:
      'Council adoption of the General Safety Regulation (2019): for trucks and buses, vulnerable road user detection and warning at the front and side and improved direct vision from the driver’s position, later than the other measures because of design changes; tyre pressure monitoring for vans, trucks and buses',
    publisher: 'Council of the EU (statement reported by Novinite)',
    url: 'https://www.novinite.com/articles/201558/From+2022+New+Cars+in+the+EU+Must+Have+%E2%80%9CSmart%22+Speed+Control+Systems',
    asOf: CHECKED,
    published: '2019-11-08',
    note: 'Read in a press report of the Council’s statement.',
  },
  hiredVehiclesDirective: {
    title:
      'Directive (EU) 2022/738 amending Directive 2006/1/EC on the use of vehicles hired without drivers for the carriage of goods by road: in force 5 June 2022, transposition by 6 August 2023; Directive 2006/1/EC had let Member States restrict hired vehicles over 6 tonnes for own-account work',
    publisher: 'EU Monitor (text of the Official Journal, L 137, 16 May 2022)',
    url: 'https://eumonitor.eu/9353000/1/j9vvik7m1c3gyxp/vluz62v08ozs',
    asOf: CHECKED,
    published: '2022-04-06',
  },
  hiredVehiclesAgreement: {
    title:
      'EP and Council deal on the hired vehicles directive: Member States may not restrict the use on their territory of a vehicle hired by an undertaking established in another Member State; hired vehicles from another Member State may be limited to 25% of the fleet; a guaranteed minimum of 2 months for a vehicle registered in another Member State, with registration possibly required after 30 days',
    publisher: 'CLECAT (report of the provisional agreement)',
    url: 'https://www.clecat.org/news/newsletters/ep-and-council-reach-a-deal-on-hired-vehicles-dire',
    asOf: CHECKED,
    note: 'A trade association’s report of the agreement; the restrictions Ireland chose when transposing were not on a stored Irish page.',
  },
  seaiEnergyAuditScheme: {
    title:
      'SEAI Energy Audit Scheme: large enterprises (250 or more employees, or annual turnover over €50m and balance sheet over €43m) must carry out an energy audit every four years (first by 5 December 2015) or show a certified energy or environmental management system with an audit element; S.I. 426 of 2014 Part 3; a Registered Energy Auditor must be used',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.seai.ie/Your_Business/Energy-Auditing-Scheme/',
    asOf: CHECKED,
  },
  seaiEnergyAuditCompliance: {
    title:
      'Energy auditing: the Energy Efficiency Directive requires large organisations to audit every four years (S.I. 426 of 2014, amended by S.I. 626 of 2016 and S.I. 599 of 2019); SEAI’s minimum criteria cover buildings, industrial operations and transportation; obligated entities notify SEAI online',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.sustainableenergyireland.ie/business-and-public-sector/energy-auditing/',
    asOf: CHECKED,
    note: 'Stored copy of the SEAI page.',
  },
  dccCargoBikes: {
    title:
      'Dublin City Council’s e-cargo bikes for business made permanent (August 2023): businesses may trial an electric cargo bike for up to 12 months with a 60% subsidy on the rental cost; non-profits free for 12 months; the 2021 pilot’s 22 businesses cycled 34,691 km and avoided about 4,372 kg of CO2 against a small van; bikes carry 60 kg with a battery range up to 160 km',
    publisher: 'Dublin City Council (announcement reported by The Irish Times and Business Plus)',
    url: 'https://www.irishtimes.com/business/2023/08/08/council-subsidises-electric-cargo-bikes-for-local-businesses/',
    asOf: CHECKED,
    published: '2023-08-08',
    note: 'Read in press reports of the Council’s announcement; the Council’s own page was not in the stored copies.',
  },
  dccCargoBikePilot: {
    title:
      'Dublin City Council and Bleeper e-cargo bike pilot (September 2021): businesses in the Council’s area with secure off-street storage; €100 per bike a month; 60 kg capacity, up to 160 km on a charge, six hours to recharge',
    publisher: 'Dublin City Council (announcement reported by Inside Ireland)',
    url: 'https://insideireland.ie/2021/09/13/dcce-cargobikes/',
    asOf: CHECKED,
    published: '2021-09-13',
    note: 'Read in a press report of the Council’s announcement.',
  },
} satisfies Record<string, KnowledgeSource>;
