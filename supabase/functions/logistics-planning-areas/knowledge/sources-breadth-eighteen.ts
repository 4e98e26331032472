// Publications behind the breadth-eighteen round (29 November 2026), a pass over the official sources' own topic lists
// (gov.ie's pages for the Department of Transport on e-scooters and e-bikes, the HSA's physical agents pages and the
// General Application Regulations 2007 on vibration and noise, the EU's road transport law on driving licences and on
// cross-border enforcement of traffic offences, the Clean Vehicles Directive and SEAI's guidance for public bodies, the
// CSO's port traffic statistics, Revenue's and the EU's cash controls, SEAI's business grants) for what an Irish haulier,
// courier or distributor asks and no entry held. Each page was read on the check date in a stored copy; where only a
// secondary copy of an official rule could be found, or a figure was read in a report of it, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_EIGHTEEN_CHECKED_ON = '2026-11-29';
const CHECKED = BREADTH_EIGHTEEN_CHECKED_ON;

export const breadthEighteenSources = {
  govEScooters: {
    title:
      'E-Scooters: a powered personal transporter under the Road Traffic and Roads Act 2023; at most 400 watts continuous rated power, 25 kg with batteries, 20 km/h design speed, wheels of at least 200 mm, lights, reflectors, brakes, a bell and a manufacturer’s plate, no seat (SI 199 of 2024); users 16 or older, no passengers or goods (for example food or parcel delivery), 20 km/h, on the left including cycle and bus lanes, not on the footpath',
    publisher: 'Government of Ireland (gov.ie), Department of Transport',
    url: 'https://gov.ie/ga/foilsiuchan/8a0ba-e-scooters',
    asOf: CHECKED,
    note: 'Read at the page’s Irish-language address, which carries the English text (no Irish version of the item is available).',
  },
  rteEScooterRules: {
    title:
      'Road Traffic (Electric Scooters) Regulations signed: under-16s prohibited from using e-scooters in a public place from Monday 20 May 2024; 20 km/h ordinary speed limit on all public roads; no more than one person carried; no seat; Gardaí enforce',
    publisher: 'RTÉ News (reporting the Minister for Transport’s regulations)',
    url: 'https://www.rte.ie/news/2024/0515/1449245-escooter-regulations',
    published: '2024-05-15',
    asOf: CHECKED,
    note: 'A news report of the regulations, used only for the date they applied from (the Monday after 15 May 2024).',
  },
  govEBikes: {
    title:
      'E-Bikes: a pedal-assisted electric bicycle with at most 250 watts continuous rated power, a motor that cuts off when pedalling stops and output that reduces and cuts off before 25 km/h (EU Regulation 168/2013 Article 2(h)); cargo bikes meeting the requirements are e-bikes; any other electric bicycle is an e-moped; used like a bicycle, not on footpaths, pedestrianised areas or motorways, no mobile phone; helmet and high-vis advised (Road Traffic and Roads Act 2023 Part 12; commencement order SI 197 of 2024)',
    publisher: 'Government of Ireland (gov.ie), Department of Transport',
    url: 'https://gov.ie/ga/an-roinn-iompair/foilseachain/e-bikes',
    published: '2024-05-15',
    asOf: CHECKED,
    note: 'Read at the page’s Irish-language address, which carries the English text; last updated 4 June 2024.',
  },
  eMopedsAnswer: {
    title:
      'Dáil written answer of 27 May 2025 on e-bikes and e-mopeds: e-bikes are treated as bicycles and may use cycle tracks; e-mopeds (more powerful pedal-assisted bikes and throttle-assisted ones) are mechanically propelled vehicles, in two types, L1e-A (pedal-assisted, 25 km/h, up to 1,000 watts) and L1e-B (pedal or throttle, 45 km/h, up to 4,000 watts)',
    publisher: 'Houses of the Oireachtas (KildareStreet.com copy of the written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-05-27a.289',
    published: '2025-05-27',
    asOf: CHECKED,
    note: 'Read in KildareStreet.com’s copy of the Oireachtas record.',
  },
  eMopedRegistration: {
    title:
      'Electric bicycles with assistance beyond 25 km/h will be treated as light mopeds: the Minister for Transport told the Seanad that high-powered e-bikes, usable without pedalling or faster than 25 km/h, must be registered, taxed and insured and used only by an appropriately licensed driver',
    publisher: 'IrishCycle.com (reporting the Minister in the Seanad)',
    url: 'https://irishcycle.com/2022/11/28/electric-bicycles-with-assistance-beyond-25-km-h-will-be-treated-as-light-mopeds/',
    published: '2022-11-28',
    asOf: CHECKED,
    note: 'A secondary report quoting the Minister; the gov.ie e-moped page itself was not in the stored copies.',
  },
  vibrationReg138: {
    title:
      'Safety, Health and Welfare at Work (General Application) Regulations 2007, Regulation 138: above an exposure action value, a programme of technical or organisational measures (other methods of work, low-vibration equipment, seats that reduce whole-body vibration, maintenance, workplace layout, training, limits on duration and intensity, work schedules with rest periods, clothing against cold and damp)',
    publisher: 'Government of Ireland (Law Reform Commission revised text)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/138/revised/en/html',
    asOf: CHECKED,
  },
  vibrationReg139: {
    title:
      'General Application Regulations 2007, Regulation 139: employees not exposed above the exposure limit value; where it is exceeded, reduce exposure below it, identify why and amend the measures to prevent a recurrence',
    publisher: 'Government of Ireland (Law Reform Commission revised text)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/139/revised/en/html',
    asOf: CHECKED,
  },
  vibrationReg137And140: {
    title:
      'General Application Regulations 2007, Regulations 137 and 140: eliminate vibration risk at source or reduce it to a minimum, adapting measures for employees at particular risk; information and training on the measures, the limit and action values, the risk assessment’s results, signs of injury, health surveillance and safe working practices',
    publisher: 'Government of Ireland (Law Reform Commission revised text)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/140/revised/en/html',
    asOf: CHECKED,
    note: 'Regulation 137 read at https://revisedacts.lawreform.ie/eli/2007/si/299/section/137/revised/en/html on the same day.',
  },
  wholeBodyVibrationValues: {
    title:
      'Whole-body vibration under the EU Physical Agents (Vibration) Directive 2002/44/EC: exposure action value 0.5 m/s² A(8), at which technical and organisational measures to reduce exposure are introduced; exposure limit value 1.15 m/s² A(8), not to be exceeded',
    publisher: 'Health and Safety Executive (Great Britain)',
    url: 'https://hse.gov.uk/vibration/wbv/regulations.htm',
    asOf: CHECKED,
    note: 'Great Britain’s page, read for the Directive’s values, which Regulation 135 of the Irish General Application Regulations 2007 transposes; the HSA’s guide to Chapter 2 of Part 5 (December 2007) was read only in a copy of its contents, and Regulation 135 itself was not in the stored copies.',
  },
  noiseFaq: {
    title:
      'Noise, frequently asked questions: the Control of Noise at Work Regulations are Chapter 1 of Part 5 of the General Application Regulations 2007, transposing Directive 2003/10/EC; workers informed when noise is likely to exceed 85 dB(A); first action level 80 dB(A) (Regulation 125); above 85 dB(A) the further duties of Regulations 126 and 127',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/topics/physical_agents/noise/noise_-_frequently_asked_questions/',
    asOf: CHECKED,
  },
  noiseFaqQuoted: {
    title:
      'Noise and its occupational exposure limits, quoting the HSA’s FAQ: hard to hear normal conversation at 2 metres suggests levels over 80 dB(A); above 85 dB(A) the employer must identify the reasons and put a programme in place to reduce the noise, and provide hearing checks and audiometric testing by a registered medical practitioner',
    publisher: 'JMG Solutions (a safety consultancy quoting the HSA)',
    url: 'https://jmgsolutions.org/noise-its-occupational-exposure-limits',
    asOf: CHECKED,
    note: 'A consultancy’s copy of the HSA’s answers, used where the stored copy of the HSA’s own page was cut short.',
  },
  noiseValues: {
    title:
      'Noise monitoring under Part 5 of the General Application Regulations 2007: lower exposure action value 80 dB(A) (peak 135 dB(C)), upper exposure action value 85 dB(A) (peak 137 dB(C)) with hearing protection zones and protection worn, exposure limit value 87 dB(A) taking account of hearing protection',
    publisher: 'TCS Health & Safety (an Irish safety consultancy)',
    url: 'https://tcsafety.ie/noise-monitoring',
    asOf: CHECKED,
    note: 'A consultancy’s summary of the Regulations, used for the upper-level duties and the 87 dB(A) limit value, which the stored copy of the HSA’s page did not reach.',
  },
  drivingLicenceDirective: {
    title:
      'Driving licences: Directive (EU) 2025/2205 on driving licences, amending Regulation (EU) 2018/1724 and Directive (EU) 2022/2561 and repealing Directive 2006/126/EC; a uniform mobile driving licence in the European Digital Identity Wallet by the end of 2030, a physical licence on request generally within three weeks; accompanied driving and a probationary period for novice drivers',
    publisher: 'European Parliament, Legislative Observatory (summary of the adopted act)',
    url: 'https://oeil.europarl.europa.eu/oeil/en/document-summary?id=1858724',
    published: '2025-10-22',
    asOf: CHECKED,
  },
  drivingLicenceCommission: {
    title:
      'The Commission welcomes provisional agreement on modernised driving licences rules: digital EU driving licences usable throughout the EU; an EU-wide accompanied driving scheme for 17-year-olds, which may be extended to 17-year-old lorry drivers under certain conditions; an EU-wide probationary period for novice drivers',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://transport.ec.europa.eu/news-events/news/commission-welcomes-provisional-agreement-modernised-driving-licences-rules-2025-03-25_en',
    published: '2025-03-25',
    asOf: CHECKED,
  },
  drivingLicenceParliament: {
    title:
      'Road safety: EU lawmakers reach deal for modern EU driving licence rules (24 March 2025): driving licences on smartphones as the main format, with a physical licence on request; a probationary period of at least two years for new drivers, with stricter rules and sanctions on drink driving and seatbelts; 18-year-olds eligible to drive trucks under certain conditions',
    publisher: 'European Parliament (press release, in the ieu-monitoring.com copy)',
    url: 'https://ieu-monitoring.com/editorial/road-safety-eu-lawmakers-reach-deal-for-modern-eu-driving-licence-rules/551273',
    published: '2025-03-24',
    asOf: CHECKED,
    note: 'A copy of the Parliament’s press release on the provisional agreement, which the adopted Directive confirmed.',
  },
  drivingLicenceAges: {
    title:
      'EU driving licence reform adopted: category C from 18 with a certificate of professional competence (21 without), category D from 21 (24 without); truck and bus licences valid for five years, with medical examinations before issue or renewal',
    publisher: 'Trans.info (reporting the European Parliament’s adoption)',
    url: 'https://trans.info/en/eu-driving-licence-429766',
    asOf: CHECKED,
    note: 'A trade news report of the adopted text; the Directive’s own articles were read only in the Legislative Observatory’s summary and the Official Journal’s opening pages (lexaris.de copy, 5 November 2025).',
  },
  cleanVehiclesTargets: {
    title:
      'New regulations to phase out fossil fuel vehicles within public bodies: 45% of buses and 10% of trucks procured by public bodies clean by 2025, rising to 65% and 15% by 2030; 38.5% for light-duty vehicles; applies to purchase, lease, rent, hire-purchase and relevant services contracts',
    publisher: 'BreakingNews.ie (reporting the Department of Transport’s announcement)',
    url: 'https://breakingnews.ie/ireland/new-regulations-come-into-effect-to-phase-out-fossil-fuel-vehicles-1170882.html',
    published: '2021-08-13',
    asOf: CHECKED,
    note: 'A news report of the Department’s announcement; the fuels that make a heavy-duty vehicle clean were read in Business Plus’s report of the same announcement (bizplus.ie, 13 August 2021).',
  },
  csoPortTraffic2024: {
    title:
      'Statistics of Port Traffic Quarter 4 and Year 2024: 51 million tonnes handled in 2024 (up 7%); 15.6 million forwarded, 35.5 million received; by category liquid bulk 9.9, dry bulk 15.0, lift-on/lift-off 8.9, roll-on/roll-off 15.8, break bulk 1.5 million tonnes; 11,958 vessel arrivals, 6,760 (57%) at Dublin; quarterly tables cover the main ports, annual tables all ports',
    publisher: 'Central Statistics Office',
    url: 'https://www.cso.ie/en/releasesandpublications/ep/p-spt/statisticsofporttrafficquarter4andyear2024',
    asOf: CHECKED,
  },
  csoPortTrafficQ2: {
    title:
      'Statistics of Port Traffic Quarter 2 2024: 12.1 million tonnes in Q2 2024; Great Britain and Northern Ireland one third (33%) of the tonnage handled in the main ports by region of trade, EU countries almost half (48%); Dublin Port 61% of vessel arrivals',
    publisher: 'Central Statistics Office',
    url: 'https://cso.ie/en/releasesandpublications/ep/p-spt/statisticsofporttrafficquarter22024',
    published: '2024-10-22',
    asOf: CHECKED,
  },
  crossBorderEnforcement: {
    title:
      'Directive (EU) 2024/3237 of 19 December 2024 amending Directive (EU) 2015/413 facilitating cross-border exchange of information on road-safety-related traffic offences (OJ L, 30 December 2024), adopted under Article 91(1)(c) TFEU, to lower the impunity of non-resident offenders',
    publisher: 'European Union (EUR-Lex)',
    url: 'https://eur-lex.europa.eu/eli/dir/2024/3237/oj/eng',
    published: '2024-12-19',
    asOf: CHECKED,
  },
  crossBorderCouncil: {
    title:
      'Council adopts the revised directive on cross-border exchange of information on road-safety-related traffic offences (16 December 2024): more offences covered, streamlined mutual assistance, the concerned person identified, safeguards for fundamental rights; offences added include not respecting vehicle-access restrictions, railway level-crossing rules, giving way to emergency vehicles, hit-and-run, crossing a solid line, dangerous overtaking, dangerous parking, wrong-way driving and overloaded vehicles',
    publisher: 'Council of the European Union (press release, in the ieu-monitoring.com copy)',
    url: 'https://ieu-monitoring.com/?p=510458',
    published: '2024-12-16',
    asOf: CHECKED,
    note: 'A copy of the Council’s press release; the European Parliament’s first-reading summary (parltrack.org, 2023/0052(COD)) gives the same offences beside speeding, drink-driving and failing to stop at a red light.',
  },
  crossBorderUnpunished: {
    title:
      'EU adopts new directive to strengthen cross-border enforcement of road traffic rules: about 40% of cross-border offences went unpunished; cooperation extended to not keeping a safe distance, dangerous overtaking, dangerous parking, crossing solid white lines, wrong-way driving, emergency corridors, overloaded vehicles, vehicle-access restrictions, hit-and-runs and railway level-crossings',
    publisher: 'EPN Consulting (summary of the Commission’s statement)',
    url: 'https://epnconsultingresearch.eu/eu-adopts-new-directive-to-strengthen-cross-border-enforcement-of-road-traffic-rules/',
    published: '2025-01-28',
    asOf: CHECKED,
    note: 'A consultancy’s summary of the Commission’s statement of 16 December 2024, used for the 40% figure and the full list of added offences.',
  },
  revenueCashControls: {
    title:
      'Customs and Excise, Cash Controls (CDPN22): individuals entering or leaving the EU carrying cash of €10,000 or more declare it to Customs where they arrive or depart; cash includes currency and bearer-negotiable instruments; at an Irish port or airport the completed declaration form is presented to Customs, which may check the form and the cash, and a stamped copy may be requested; also for the Isle of Man and the Channel Islands',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/leaflets/customs-excise-cash-controls.html',
    asOf: CHECKED,
    note: 'Revenue’s leaflet names Regulation 1889/2005, since replaced by Regulation (EU) 2018/1672; the current definition of cash and the rules on unaccompanied cash were read on the EU’s and another Member State’s customs pages.',
  },
  euCashDeclaration: {
    title:
      'How to declare: entering or leaving the EU with €10,000 or more in cash, declare it to Customs on the EU cash declaration form of the country of entry or exit (Commission Implementing Regulation (EU) 2021/776)',
    publisher: 'European Commission, Taxation and Customs Union',
    url: 'https://taxation-customs.ec.europa.eu/how-declare_en',
    asOf: CHECKED,
  },
  unaccompaniedCash: {
    title:
      'Cash controls (Regulation (EU) 2018/1672): cash now includes banknotes and coins, bearer-negotiable instruments and gold coins and bars of high purity; undeclared cash can be detained or seized with penalties, and customs may act below €10,000 where cash is linked to crime; for unaccompanied cash of €10,000 or more sent by post, freight or courier, customs may request a disclosure declaration within 30 days from the sender, the recipient or their representative',
    publisher: 'Federal Ministry of Finance, Austria (customs, applying the EU Regulation)',
    url: 'https://www.bmf.gv.at/en/topics/customs/Cash-Controls.html',
    asOf: CHECKED,
    note: 'Another Member State’s customs page on the same EU Regulation, which applies in Ireland too; Revenue’s current page on it was not in the stored copies.',
  },
  businessEnergyUpgradesAnswer: {
    title:
      'Dáil written answer of 2 December 2025 on the Business Energy Upgrades Scheme: funded by the Department and run by SEAI; open since November 2024, offering rapid-approval grants for retrofit measures for buildings such as hotels, offices, retail and restaurants; over 550 draft applications, 167 approved with €2.99 million offered for 304 measures across all nine measures; SEAI business supports gave over €40 million to more than 3,000 businesses in 2024',
    publisher: 'Houses of the Oireachtas (KildareStreet.com copy of the written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-12-02a.91',
    published: '2025-12-02',
    asOf: CHECKED,
    note: 'Read in KildareStreet.com’s copy of the Oireachtas record.',
  },
  businessEnergyUpgradesPortal: {
    title:
      'SEAI Business Energy Upgrades Scheme, the retrofit application process simplified: aimed at SMEs with smaller buildings or retrofit projects; nine measures; for heat pumps, air handling units and pumps the portal estimates the system capacity from building type, total floor area, the system served and the technology',
    publisher: 'Building Services Engineering (article by SEAI’s programme manager for commercial retrofit)',
    url: 'https://buildingservicesengineering.ie/2026/02/26/seai-business-energy-upgrades-scheme-the-retrofit-application-process-simplified/',
    published: '2026-02-26',
    asOf: CHECKED,
    note: 'Written by SEAI’s programme manager in a trade journal; SEAI’s own scheme page, with grant rates per measure, was not in the stored copies, so no rate is given.',
  },
  leoEnergyEfficiencyGrant: {
    title:
      'What is the Energy Efficiency Grant: 75% of eligible costs up to €10,000 for small enterprises (1 to 50 paid employees) following a Green for Business, GreenStart or SEAI energy audit; enterprises are signposted to SEAI for grant aid for the building they are located in',
    publisher: 'Local Enterprise Office',
    url: 'https://www.localenterprise.ie/Portal/Energy/WHAT-IS-THE-ENERGY-EFFICIENCY-GRANT-/What-is-the-Energy-Efficiency-Grant-.html',
    asOf: CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
