// Publications behind the breadth-twenty-two round (30 November 2026), a pass over the official topic lists an Irish
// haulier, courier or distributor meets on the road and at the port (the RSA's working time pages for mobile workers,
// the Directive on the working time of mobile road transport workers, the ADR's chapter on a transport unit's
// equipment, the Railway Safety Act 2005's bridge strike offences, the Data Protection Commission's guidance note on
// employer vehicle tracking, the ports' own announcements of Rosslare's and Cork's services and capacity, the
// Department of Transport's charging network plan and the climate ceilings for transport) for what an owner asks that
// no entry held. Each page was read on the check date in a stored copy; where a rule could be read only in a secondary
// copy (a training site's copy of an RSA page, a copy of the ADR's text, a newspaper's report of a port's or a
// Minister's announcement), the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_TWENTY_TWO_CHECKED_ON = '2026-11-30';
const CHECKED = BREADTH_TWENTY_TWO_CHECKED_ON;

export const breadthTwentyTwoSources = {
  rsaNightWorkMobileWorkers: {
    title:
      'Work at night (RSA one-minute lesson): under the Directive and the Irish regulations night time is midnight to 4 am for the transport of goods and 1 am to 5 am for passengers; a mobile worker or self-employed driver who does any work in night time may work no more than 10 hours in that 24-hour period; the limit may be extended only under a collective agreement, and the EU rest rules still apply',
    publisher: 'Road Safety Authority (read in a copy on transportinfo.org)',
    url: 'https://www.transportinfo.org/one-minute-lessons/one-minute-lessons-lesson-15-work-night/',
    asOf: CHECKED,
    note: 'A training site’s copy of the RSA’s lesson on night work, credited to the RSA; the Directive below gives the same 10-hour limit.',
  },
  directive200215NightWork: {
    title:
      'Directive 2002/15/EC on the organisation of the working time of persons performing mobile road transport activities, Articles 3, 4 and 7: average weekly working time of no more than 48 hours, and up to 60 hours in a single week only where the average holds; night time is a period of at least four hours between 00.00 and 07.00 set by national law; where night work is performed, daily working time may not exceed ten hours in each 24-hour period, and night work is compensated under national law or collective agreements',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/dir/2002/15/oj',
    published: '2002-03-11',
    asOf: CHECKED,
  },
  transportsFriendWorkingTimeNight: {
    title:
      'Work and working time rules: if night work is performed, working time must not exceed 10 hours in any 24-hour period; night time is 00.00 to 04.00 for goods vehicles and 01.00 to 05.00 for passenger vehicles; the 10-hour limit may be exceeded only where a collective or workforce agreement allows it',
    publisher: 'Transport’s Friend (Road Haulage Association guidance)',
    url: 'https://www.transportsfriend.org/drivers-hours/work-working-time-rules/',
    asOf: CHECKED,
    note: 'A British summary of the same Directive’s night limit, used only to confirm the 00.00 to 04.00 window for goods vehicles.',
  },
  adrFireFightingEquipment: {
    title:
      'ADR 8.1.4, Fire-fighting equipment: every transport unit carrying dangerous goods carries portable extinguishers for fire classes A, B and C, at least one of 2 kg dry powder suitable for an engine or cab fire; a unit up to 3.5 tonnes at least 4 kg in total, over 3.5 up to 7.5 tonnes at least 8 kg with one of at least 6 kg, over 7.5 tonnes at least 12 kg with one of at least 6 kg; a unit under the small-load exemption of 1.1.3.6 carries one 2 kg extinguisher; extinguishers meet EN 3-7, carry a seal showing they have not been used and a mark with the next inspection date, are inspected under national standards and are easily accessible to the crew',
    publisher: 'UNECE ADR (read in a copy on adrbook.com)',
    url: 'https://adrbook.com/en/2017/ADR/8.1.3',
    asOf: CHECKED,
    note: 'A copy of the ADR 2017 text of 8.1.3 and 8.1.4; the table’s figures were checked against a second summary (pitis.gr) and the Italian summary of ADR 8.1.4 on bosica.it.',
  },
  pitisAdrExtinguishers: {
    title:
      'ADR systems, fire-fighting equipment: ADR 8.1.4 requires at least one 2 kg dry powder extinguisher for an engine or cab fire, and in addition 4 kg in total for units up to 3.5 tonnes, 8 kg (one of at least 6 kg) over 3.5 up to 7.5 tonnes, and 12 kg (one of at least 6 kg) over 7.5 tonnes',
    publisher: 'Pitis (fire equipment supplier)',
    url: 'https://www.pitis.gr/en/services/deliver-install/',
    asOf: CHECKED,
    note: 'A supplier’s summary of ADR 8.1.4, used only to confirm the figures in the table.',
  },
  railwaySafetyActBridgeStrikes: {
    title:
      'Railway Safety Act 2005, section 138, Bridge strikes: a driver may not drive a vehicle whose height with its load equals or exceeds the height shown on a traffic sign at a bridge, tunnel, underpass or flyover so as to strike it; the offence carries a fine of up to €5,000 or 6 months’ prison on summary conviction and up to €50,000 or 3 years on indictment; after a strike, damage visible or not, the driver must immediately ring the telephone number on the structure’s notice, or if that cannot be done, immediately tell the Gardaí',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/2005/act/31/section/138/enacted/en/html',
    asOf: CHECKED,
    note: 'The section as enacted, read in the Oireachtas’s own copy of Part 17 of the Act on achtanna.ie.',
  },
  railwaySafetyActSection116: {
    title:
      'Railway Safety Act 2005, section 116 (revised), Obligation to notify danger caused to railway: a person who accidentally or negligently causes a vehicle or other thing to lie on railway infrastructure, or to overhang or protrude into the operational area, must immediately notify the railway organisation or a Garda; failing to do so without reasonable excuse carries a fine of up to €5,000 or 3 months’ prison',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2005/act/31/section/116/revised/en/html',
    asOf: CHECKED,
  },
  dailDebateBridgeStrikes: {
    title:
      'Railway Safety Bill 2001, from the Seanad (Dáil debate, 30 November 2005): the Minister for Transport said rail bridge strikes numbered 96, 136, 122 and 123 in 2001 to 2004, created an offence of striking a bridge and a second offence of failing to report a strike immediately, since an unreported bridge strike is even more dangerous than a known one',
    publisher: 'Dáil Éireann debates (read on kildarestreet.com)',
    url: 'https://www.kildarestreet.com/debate/?id=2005-11-30.732.0',
    published: '2005-11-30',
    asOf: CHECKED,
  },
  irishTimesBridgeStrikesReport: {
    title:
      'Decrease in railway bridge collisions: the Irish Rail network has about 400 bridges crossing public roads; Irish Rail asks drivers of high vehicles to know their height and, if they ever make contact with a bridge, to ring the emergency number displayed on every bridge; each bridge carries a number identifying the structure',
    publisher: 'The Irish Times (report of Iarnród Éireann’s statement)',
    url: 'https://irishtimes-irishtimes-prod.cdn.arcpublishing.com/news/decrease-in-railway-bridge-collisions-1.541605',
    asOf: CHECKED,
    note: 'A newspaper’s report of Iarnród Éireann’s statement, used for the emergency number and bridge number on each bridge.',
  },
  dpcVehicleTrackingGuidance: {
    title:
      'Guidance Note: Employer Vehicle Tracking (May 2020): in-vehicle tracking carries a high risk to employees’ privacy; location data about an identifiable driver is personal data; tracking may be used to locate vehicles, not for general monitoring of drivers’ behaviour or whereabouts; the purpose is set before the technology is bought and the data not used for incompatible purposes such as evaluating staff; employees are told in advance what is recorded, why, for how long and who sees it; legitimate interests must be necessary and proportionate; a data protection impact assessment is usually needed',
    publisher: 'Data Protection Commission (read in a copy on wixlib.com)',
    url: 'https://wixlib.com/document/3ee4a_guidance-note-data-protection-commissioner.html',
    asOf: CHECKED,
    note: 'A copy of the Commission’s guidance note; the points on telling drivers were checked against Fox Rothschild’s summary below.',
  },
  dpcVehicleTrackingFaq: {
    title:
      'Can my employer use GPS / vehicle tracking systems?: tracking records the location of the person in charge of a vehicle, so the organisation must show a good business reason, tell the individuals of the tracking and its purposes and, where personal use of the vehicle is allowed, be able to disable or mask the tracking outside working hours',
    publisher: 'Data Protection Commissioner',
    url: 'https://dataprotection.ie/viewtxt.asp?m=f&fn=/documents/FAQ/Vehicle_Tracking.htm',
    asOf: CHECKED,
    note: 'The Commissioner’s older question-and-answer page (4.10), read in a stored copy of its http address.',
  },
  foxRothschildVehicleTracking: {
    title:
      'Ireland: employees subject to vehicle tracking must be in the know: under the DPC’s guidance employees must be told what records are created, why, what they are used for, how long they are kept and who has access, in advance of any tracking; the information should be displayed prominently in every vehicle within eyesight of the driver',
    publisher: 'Fox Rothschild LLP (Privacy Compliance and Data Security blog)',
    url: 'https://dataprivacy.foxrothschild.com/2020/10/articles/european-union/gdpr/ireland-employees-subject-to-vehicle-tracking-must-be-in-the-know/',
    asOf: CHECKED,
    note: 'A law firm’s summary of the Commission’s guidance note, used for the notice in each vehicle.',
  },
  irishTimesFinnlinesZeebrugge: {
    title:
      'Rosslare Europort announces new Finnlines freight service to Zeebrugge: Finnlines (Grimaldi Group) starts a freight service between Rosslare and Zeebrugge on 23 July 2022 with two departures a week in each direction on the Finnpulp (3,259 lane metres, about 225 trailers); the port said it would bring to 34 the number of direct services between Rosslare and the continent, joining Stena Line, Brittany Ferries, DFDS and Neptune Lines',
    publisher: 'The Irish Times (report of Rosslare Europort’s announcement)',
    url: 'https://irishtimes.com/business/2022/06/16/rosslare-europort-announces-new-finnlines-freight-service-to-zeebrugge',
    published: '2022-06-16',
    asOf: CHECKED,
    note: 'A newspaper’s report of the port’s own announcement; Rosslare Europort is run by Iarnród Éireann.',
  },
  niFerryFinnlinesRosslare: {
    title:
      'Finnlines expands to Ireland: the Rosslare–Zeebrugge route runs from 23 July with two weekly sailings from each port, adding to the routes to continental Europe run by DFDS, Stena Line and Brittany Ferries from Rosslare; units can be forwarded from Zeebrugge to Scandinavia, Germany and Spain; Grimaldi Lines already links Cork with Zeebrugge twice a week, calling at Antwerp once a week',
    publisher: 'NI Ferry Site',
    url: 'https://www.niferry.co.uk/finnlines-expands-to-ireland-following-new-freight-ferry-deliveries/',
    asOf: CHECKED,
    note: 'A ferry news site, used for the onward links from Zeebrugge and the Cork–Zeebrugge service.',
  },
  transInfoRosslare2021: {
    title:
      'Rosslare Port posts 2021 timetable: two daily services to France six days a week (DFDS to Dunkirk, Stena Line to Cherbourg) and two weekly sailings to Bilbao with Brittany Ferries',
    publisher: 'Trans.info',
    url: 'https://trans.info/en/rosslare-post-2021-timetable-amid-surging-demand-for-ireland-france-ferries-215981',
    asOf: CHECKED,
    note: 'A trade news report of the port’s timetable for 2021.',
  },
  echoCorkContainerTerminal: {
    title:
      'Port of Cork officially launches its Container Terminal: the Cork Container Terminal at Ringaskiddy became operational in April 2022, with a 360-metre berth, open 24/7; when fully operational, on completion of the M28 road network, it will be able to handle 330,000 TEU a year with 400 truck movements a day',
    publisher: 'The Echo (report of the Port of Cork Company’s launch)',
    url: 'https://www.echolive.ie/corknews/arid-40967729.html',
    asOf: CHECKED,
    note: 'A newspaper’s report of the port company’s launch, with the Minister of State’s remarks.',
  },
  echoCorkTerminalFirstYear: {
    title:
      '‘Bumper’ first year of operations for Port of Cork’s terminal in Ringaskiddy: 46,932 containers discharged and 48,282 loaded on 340 ships in the first year from April 2022; the Port of Cork says the terminal operates at 50% capacity until the M28 is completed, and its Masterplan 2050 depends on the M28 to move more activity from Tivoli to Ringaskiddy',
    publisher: 'The Echo (report of the Port of Cork Company’s figures)',
    url: 'https://www.echolive.ie/corknews/arid-41231452.html',
    asOf: CHECKED,
    note: 'A newspaper’s report of the port company’s own figures and statement.',
  },
  irishExaminerCorkTerminalOpening: {
    title:
      'Operations to begin at the Port of Cork’s new container terminal in Ringaskiddy: operations start on 23 April 2022 and container handling will move from the Tivoli docks to the lower harbour; the terminal first handles ICL’s transatlantic service and Maersk’s weekly Costa Rica service',
    publisher: 'Irish Examiner (report of the Port of Cork Company’s announcement)',
    url: 'https://www.irishexaminer.com/business/economy/arid-40856630.html',
    published: '2022-04-22',
    asOf: CHECKED,
    note: 'A newspaper’s report of the port company’s announcement.',
  },
  dailAnswerTransportCeilings: {
    title:
      'Written answer on transport policy (Dáil, 4 March 2025): sectoral emission ceilings agreed in 2022 put transport on a pathway to cut emissions by 50% by 2030, within ceilings of 54 Mt CO2eq for the first carbon budget period (2021–2025) and 37 Mt CO2eq for the second (2026–2030); meeting the first will be extremely challenging',
    publisher: 'Dáil Éireann written answers (read on kildarestreet.com)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-03-04a.160.r',
    published: '2025-03-04',
    asOf: CHECKED,
  },
  epaStateOfEnvironmentTransport: {
    title:
      'Ireland’s State of the Environment Report 2024, Chapter 11, Environment and Transport: transport is projected to exceed its 37 Mt CO2eq carbon budget for 2026–2030 by about 5 Mt CO2eq; the NTA’s modelling of a pathway to a 50% cut in transport emissions by 2030 relies on fleet improvements such as battery electric vehicles, biofuels and over 2 Mt CO2eq from behaviour change',
    publisher: 'Environmental Protection Agency',
    url: 'https://epawebapp.epa.ie/ebooks/soe2024/295',
    asOf: CHECKED,
  },
  echoClimateActionPlan2021: {
    title:
      'Government publishes revised climate action plan: the plan sets out how the State’s carbon emissions are to be cut by 51 per cent by the end of the decade, with measures for every sector, transport included (electrification of road transport, biofuels and a shift to walking, cycling and public transport)',
    publisher: 'The Echo (PA report of the Government’s Climate Action Plan 2021)',
    url: 'https://www.echolive.ie/nationalnews/arid-40737495.html',
    published: '2021-11-04',
    asOf: CHECKED,
    note: 'A news agency’s report of the Government’s plan, used for the 51% national target.',
  },
  journalEvChargingNetworkPlan: {
    title:
      'EV chargers for every 60km of motorway: the Minister for Transport published the National Road EV Charging Network Plan and the EV Charging Infrastructure Universal Design Guidelines on 27 May 2024, with high-powered chargers every 60 km on the motorway network, under the National Electric Vehicle Charging Infrastructure Strategy 2022–2025, and opened consultation on a Regional and Local EV Charging Network Plan',
    publisher: 'TheJournal.ie (report of the Department of Transport’s announcement)',
    url: 'https://www.thejournal.ie/electric-vehicle-charging-plan-6390298-May2024/',
    published: '2024-05-27',
    asOf: CHECKED,
    note: 'A newspaper’s report of the Minister’s announcement of the plan.',
  },
  autobizEvChargingNetworkPlan: {
    title:
      'EV chargers to be installed every 60km on motorways: the National Road EV Charging Network Plan, developed by Zero Emission Vehicles Ireland (ZEVI) in the Department of Transport, is the first part of a National EV Charging Network Plan covering the en-route, motorway, primary and secondary road network, with a pool of high-powered chargers every 60 km on the motorway network; the Regional and Local Plan is the second part',
    publisher: 'Autobiz (report of the Department of Transport’s announcement)',
    url: 'https://autobiz.ie/aftermarket/ev-chargers-installed-every-60km-on-major-roads',
    published: '2024-05-27',
    asOf: CHECKED,
    note: 'A trade news report of the Minister’s announcement.',
  },
  heraldHighPowerChargingGrant: {
    title:
      'High-powered electric vehicle chargers planned every 60km on motorways: a €21 million grant scheme announced in February 2024 supports high-power recharging stations of 1,200 kW output along the motorway and dual carriageway network by the end of 2025, at publicly available sites within 3 km driving distance such as service areas, hotels and retail outlets',
    publisher: 'The Herald News Today (report of the Department of Transport’s announcement)',
    url: 'https://theheraldnewstoday.com/high-powered-electric-vehicle-chargers-planned-every-60km-on-motorways-says-ryan',
    asOf: CHECKED,
    note: 'A news report of the Minister’s announcement, used for the grant scheme’s amount, power and distance.',
  },
  transInfoTcaRoadTransport: {
    title:
      'EU-UK trade deal full text, changes to road transport outlined: the Trade and Cooperation Agreement’s road transport title lets the operators of each Party make laden journeys between their territory and the other’s, and transit, without permits, provided they hold a valid licence and their drivers hold a Certificate of Professional Competence; after a laden journey UK operators may undertake up to two further laden journeys in the EU, of which at most one cabotage operation, while EU operators may make two cabotage journeys in the UK',
    publisher: 'Trans.info (quoting the Agreement’s text)',
    url: 'https://trans.info/en/eu-uk-trade-deal-full-text-changes-to-road-transport-outlined-215608',
    asOf: CHECKED,
    note: 'A trade news report quoting the road transport title of the Agreement.',
  },
  fourEyesTcaRoadTransport: {
    title:
      'UK/EU Trade and Cooperation Agreement, road transport: quota-free point-to-point access for goods by road between the EU and the UK; UK and EU trucks may perform up to two additional operations in the other Party’s territory after crossing the border, two cabotage operations in the UK for EU hauliers, and for UK hauliers two cross-trade operations or one cross-trade and one cabotage operation; special provisions let Northern Irish hauliers perform two cabotage operations in Ireland; full transit rights',
    publisher: '4 Eyes Ltd (copy of the European Commission’s summary of the Agreement)',
    url: 'https://4eyesltd.co.uk/index.php/9-news/216-road-transport',
    asOf: CHECKED,
    note: 'A consultancy’s copy of the Commission’s question-and-answer text on road transport under the Agreement.',
  },
  dlaPiperTcaTransport: {
    title:
      'Boardroom Brexit, what the deal means for transport: UK and EU hauliers may move goods to, from and through each other’s territories without permits and make at most two journeys within the other’s territory before returning to their own, UK operators only one of them within the same member state (cabotage); hauliers based in Northern Ireland may undertake up to two journeys within Ireland; licence and CPC standards apply',
    publisher: 'DLA Piper (solicitors)',
    url: 'https://www.dlapiper.com/en/uk/insights/publications/2020/12/boardroom-brexit-what-the-deal-means-for-transport/',
    asOf: CHECKED,
    note: 'A law firm’s summary of the Agreement, used to confirm the Northern Ireland provision.',
  },
  govieHolyheadDerogation: {
    title:
      'Transport Ministers to meet with Welsh and UK counterparts over Holyhead trade backlog: after consulting the Department and the Road Safety Authority, the Ministers granted a temporary and limited relaxation of drivers’ hours rules for 14 days from 14 December 2024 to 27 December 2024, for all drivers carrying goods between the UK and Ireland and within Ireland irrespective of nationality, with any extension up to the maximum allowed 30 days kept under review; the maximum daily driving time rises from 9 to 11 hours, but not more than twice a week',
    publisher: 'Department of Transport (gov.ie press release)',
    url: 'https://gov.ie/en/department-of-transport/press-releases/transport-ministers-to-meet-with-welsh-and-uk-counterparts-over-holyhead-trade-backlog',
    asOf: CHECKED,
  },
  journalHolyheadDerogation: {
    title:
      'Driving hours extended for hauliers over Christmas period as Holyhead port repairs continue: the derogation signed by the Ministers extends daily driving to 11 hours no more than twice a week, weekly driving to 60 hours from 56, a fortnightly limit of 102 hours from 90, and cuts the weekly rest period from 45 to 24 hours, for goods transport between the UK and Ireland and within Ireland',
    publisher: 'TheJournal.ie (report of the Department of Transport’s derogation)',
    url: 'https://thejournal.ie/driving-hours-hauliers-christmas-holyhead-port-6572676-Dec2024',
    published: '2024-12-15',
    asOf: CHECKED,
    note: 'A newspaper’s report of the derogation, used for the weekly, fortnightly and weekly rest figures; RTÉ reported the same figures and that it applied only within the State.',
  },
  loguksHolyheadRelaxation: {
    title:
      'Relaxation of driver hours at Port of Anglesey: the UK Department for Transport, under Article 14(2) of Regulation (EC) No 561/2006 as it has effect in the UK, relaxed enforcement from 15 to 20 December 2024 for drivers delayed at a port by the closure, postponing the weekly rest to after seven 24-hour periods and lifting the 56-hour weekly driving limit, with the 45-minute break after 4½ hours still enforced',
    publisher: 'Logistics UK',
    url: 'https://logistics.org.uk/logistics-magazine-portal/logistics-magazine-news-listing/auto-restrict-folder/19-12-24/anglesy',
    asOf: CHECKED,
    note: 'A trade association’s member alert quoting the UK Department for Transport’s relaxation.',
  },
  oireachtasFleetDatabase: {
    title:
      'Transport policy (Dáil written answer, 9 November 2022): the national database of motor insurance policies was partly commenced in 2019; the Road Traffic and Roads Bill 2021 completes it for fleet policies, whose vehicles and drivers change often, and fleet owners will be expected to update the data on their drivers and vehicles within 14 days so that the Gardaí can check cover on the database',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/ga/debates/question/2022-11-09/19/',
    published: '2022-11-09',
    asOf: CHECKED,
  },
  irishTimesNationalFleetDatabase: {
    title:
      'Almost 20,000 fleet vehicles not properly registered despite new laws: since late 2023 fleet operators must add or remove each vehicle’s registration number on the National Fleet Database within 14 days; about 233,000 of some 250,000 fleet vehicles (93%) had been uploaded by January 2024, and owners who do not comply risk fines and having vehicles seized',
    publisher: 'The Irish Times (report of a Dáil answer by the Minister for Transport)',
    url: 'https://irishtimes-irishtimes-prod.web.arc-cdn.net/transport/2024/02/05/almost-20000-fleet-cars-not-properly-registered-despite-new-laws',
    published: '2024-02-05',
    asOf: CHECKED,
    note: 'A newspaper’s report of the Minister’s reply to a parliamentary question.',
  },
  roadTrafficActSection78A: {
    title:
      'Road Traffic Act 1961, section 78A (revised): the Motor Insurers’ Bureau of Ireland (MIBI) keeps the database of motor insurance policies; a vehicle insurer, or an intermediary authorised by it, notifies MIBI within 5 working days of issuing a policy of the policyholder and named drivers, limitations on use, policy number and period, and each vehicle’s registration number',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/1961/act/24/section/78A/revised/en/html',
    asOf: CHECKED,
  },
  eurLexArticle4Guidelines: {
    title:
      'Commission Notice, Guidelines on the practical implementation of Article 4 of Regulation (EU) 2019/1020 on market surveillance and compliance of products (2021/C 100/01): for products it covers there must be an economic operator in the EU, a manufacturer established in the Union, an importer, an authorised representative with a written mandate, or a fulfilment service provider established in the Union where none of the others is, who gives authorities information and takes action on request',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX%3A52021XC0323%2801%29',
    published: '2021-03-23',
    asOf: CHECKED,
  },
  sorenaGpsrResponsiblePerson: {
    title:
      'Who is the GPSR responsible person: Article 16 of Regulation (EU) 2023/988 states that a product it covers may not be placed on the market unless an economic operator established in the EU is responsible for the tasks in Article 4(3) of Regulation (EU) 2019/1020 (keeping documentation, answering market surveillance authorities, informing them of risks and supporting corrective action); an EU fulfilment service provider takes the role for the products it handles when there is no EU manufacturer, importer or authorised representative',
    publisher: 'Sorena (compliance reference)',
    url: 'https://www.sorena.io/artifacts/eu/general-product-safety-regulation/faq/responsible-person',
    asOf: CHECKED,
    note: 'A compliance reference summarising Article 16 of the Regulation.',
  },
  prodlawGpsr: {
    title:
      'GPSR focus, what changes now to sell in the EU: the General Product Safety Regulation (EU) 2023/988 fully replaces the General Product Safety Directive on 13 December 2024; every product sold in the EU must have an EU-based responsible person, and in distance sales a fulfilment service provider acts as the responsible person if there is no authorised representative or importer',
    publisher: 'Prodlaw (product law consultancy)',
    url: 'https://prodlaw.eu/2024/10/gpsr-focus-what-changes-now-to-sell-in-the-eu/',
    asOf: CHECKED,
    note: 'A consultancy’s summary, used for the date and the fulfilment service provider’s role.',
  },
  speacFulfilmentDefinition: {
    title:
      'Economic operators: a fulfilment service provider is any person offering, in the course of commercial activity, at least two of warehousing, packaging, addressing and dispatching, without owning the products, excluding postal services, parcel delivery services and any other postal or freight transport services',
    publisher: 'SPEAC Academy',
    url: 'https://speac-academy.eu/?p=1703',
    asOf: CHECKED,
    note: 'A training provider’s quotation of the definition in Regulation (EU) 2019/1020, Article 3(11).',
  },
  tukesGpsrEconomicOperators: {
    title:
      'Responsibility for product safety: under the GPSR every economic operator in the distribution chain, the manufacturer, authorised representative, importer, distributor and fulfilment service provider, is responsible for offering only safe products with the necessary instructions and warnings, and the Regulation also sets obligations for online marketplaces',
    publisher: 'Tukes (Finnish Safety and Chemicals Agency, a market surveillance authority)',
    url: 'https://tukes.fi/en/products-and-services/general-consumer-goods/responsibility-for-product-safety',
    asOf: CHECKED,
  },
  eurLexPeriodicTestsSummary: {
    title:
      'Summary of Directive 2014/45/EU on periodic roadworthiness tests for motor vehicles and their trailers: cars and light commercial vehicles (M1, N1) are tested 4 years after first registration and then every 2 years; taxis, ambulances, buses, heavy goods vehicles (N2, N3) and heavy trailers (O3, O4) 1 year after first registration and then yearly; a vehicle may have to be tested before its due date after an accident, when the holder of the registration certificate changes, on reaching 160,000 km or where road safety is seriously affected',
    publisher: 'EUR-Lex (summary of EU legislation)',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=LEGISSUM:320204_2',
    asOf: CHECKED,
  },
  eurLexRoadsideInspectionSummary: {
    title:
      'Summary of Directive 2014/47/EU on the technical roadside inspection of commercial vehicles: covers buses and coaches (M2, M3), trucks (N2, N3), trailers over 3.5 tonnes (O3, O4) and fast tractors used for commercial haulage (T5); initial and, where necessary, more detailed inspections focus on brakes, tyres, wheels and chassis and on nuisances such as noise and exhaust emissions; the aim is that at least 5% of all commercial vehicles registered in the EU are inspected each year, chosen without discrimination by the driver’s nationality or the country of registration',
    publisher: 'EUR-Lex (summary of EU legislation)',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=LEGISSUM:320204_1&rid=8',
    asOf: CHECKED,
  },
  eumonitorRoadworthinessProposal2025: {
    title:
      'COM(2025)180, proposal amending Directive 2014/45/EU and Directive 2014/47/EU: Directive 2014/45/EU sets the minimum content and frequency of testing for each vehicle category and the mutual recognition of roadworthiness certificates; Directive 2014/47/EU requires roadside inspections of heavy commercial vehicles over 3.5 tonnes with the aim of inspecting 5% of the Union fleet each year',
    publisher: 'EU Monitor (copy of the European Commission’s proposal)',
    url: 'https://www.eumonitor.eu/9353000/1/j4nvhdlglbmvdzx_j9vvik7m1c3gyxp/vmmteylxhzw2',
    asOf: CHECKED,
    note: 'A copy of the recitals of the Commission’s 2025 proposal to amend both Directives.',
  },
  fireIrelandSection18: {
    title:
      'Business fire safety, Legislation: the Fire Services Acts 1981 and 2003 require owners and occupiers to ensure their premises achieve and keep an adequate standard of fire safety; under section 18(2) every person having control over premises must take all reasonable measures to guard against the outbreak of fire, provide reasonable fire safety measures and appropriate fire safety procedures, ensure they are applied at all times and ensure, as far as reasonably practicable, the safety of people on the premises if a fire breaks out',
    publisher: 'Fire Ireland (National Directorate for Fire and Emergency Management, Department of Housing)',
    url: 'https://fireireland.ie/fire-safety/business-fire-safety/legislation',
    asOf: CHECKED,
  },
  donegalFireSafetyWorkplace: {
    title:
      'Fire safety in the workplace: section 18(2) of the Fire Services Acts 1981 and 2003 places duties on persons having control over all types of premises other than a dwelling house occupied as a single dwelling, which can be the owner, occupier, lessee or someone hiring the premises; the Department’s Fire Safety Guide for Building Owners and Operators explains them; under section 18(6) a fire officer may require the person having control to carry out a fire safety assessment of the premises and notify the fire authority, following the Code of Practice for Fire Safety Assessment',
    publisher: 'Donegal County Council (Fire Service)',
    url: 'https://donegalcoco.ie/en/services/fire-service/fire-prevention-and-fire-safety/community-fire-safety/fire-safety-in-the-workplace',
    asOf: CHECKED,
  },
  fireServicesAct1981Section18: {
    title:
      'Fire Services Act 1981, section 18: general obligations with regard to fire safety; (3) every person on premises to which the section applies must conduct himself so that, as far as reasonably practicable, no one on the premises is exposed to danger from fire by his act or omission; (4) a fire authority may give advice on fire safety',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/1981/act/30/section/18/enacted/en/html',
    asOf: CHECKED,
    note: 'The section as enacted, read in the Oireachtas’s copy of Part III on acts.oireachtas.ie; the Fire Services Acts 1981 and 2003 now apply section 18(2) to all premises other than a single dwelling house, as the councils’ pages say.',
  },
  annbrookSection11Emergencies: {
    title:
      'Fire safety, emergency planning: section 11 of the Safety, Health and Welfare at Work Act 2005 places a duty on every employer to prepare and revise adequate emergency plans and to provide the measures needed for fire-fighting and the safe evacuation of the workplace, taking account of employees, visitors and members of the public',
    publisher: 'Ann Brook Safety Training',
    url: 'https://annbrooksafetytraining.ie/Fire+Safety+%E2%80%93+Emergency+Planning.html',
    asOf: CHECKED,
    note: 'A safety trainer’s summary of sections 11, 12 and 15 of the 2005 Act, used for the employer’s emergency plan duty.',
  },
} satisfies Record<string, KnowledgeSource>;
