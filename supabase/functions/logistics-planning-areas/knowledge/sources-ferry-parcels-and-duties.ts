// Publications behind the fourteenth round, directed by the twelfth visitor set's misses: topics the knowledge lacked
// (GVMS goods movement references, the UK HGV levy, the UK clandestine entrant penalties, gift relief, the EU parcel
// regulation, mineral oil tax rates, reclaiming VAT paid in another EU country, the biofuels obligation, on-street
// charge points, Revenue's import and arrivals systems, excise movements under EMCS, and working time for warehouse
// and night staff). Each page was read on the check date in a stored copy; where only a secondary copy of an official
// rule could be found, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const CHECKED = '2026-11-29';

export const ferryParcelsAndDutiesSources = {
  gvmsIntroduction: {
    title:
      'Goods Vehicle Movement Service (GVMS), introduction: introduced on 1 January 2021 for the pre-lodgement model on roll-on roll-off routes; it gathers the declaration references into a single goods movement reference (GMR), and goods cannot move on routes that use GVMS without one',
    publisher: 'HM Revenue and Customs (GOV.UK)',
    url: 'https://www.gov.uk/guidance/goods-vehicle-movement-service/introduction',
    asOf: CHECKED,
  },
  gvmsAllMovements: {
    title:
      'HMRC advice on common GVMS errors (January 2022): get a GMR for all movements, including empties; the vehicle registration must match the vehicle presenting the GMR; enter the declaration reference that fits the movement',
    publisher: 'HM Revenue and Customs, as reported by Croner-i',
    url: 'https://app.croneri.co.uk/whats-new/hmrc-advice-movement-goods?topic=3359',
    asOf: CHECKED,
    note: 'A secondary copy of HMRC’s notice; GOV.UK’s page on moving goods through GVMS ports could not be read in a stored copy.',
  },
  hgvLevy: {
    title:
      'HGV Road User Levy: a time-based charge on UK and non-UK goods vehicles of 12 tonnes (12,000 kg) or more using UK roads, including Northern Ireland, paid before the vehicle enters the UK by the day, week, month or year for non-UK vehicles; bands by VED band, up to £10 a day or £1,000 a year; it cannot be moved between vehicles',
    publisher: 'Eurotunnel Freight, summarising the UK HGV Road User Levy Act 2013',
    url: 'https://www.eurotunnelfreight.com/uk/about/uk-hgv-road-user-levy/',
    asOf: CHECKED,
    note: 'A secondary summary; GOV.UK’s levy pages could not be read in a stored copy, so the entry gives only the threshold, who pays, when and the top rates.',
  },
  clandestinePenalties: {
    title:
      'Clandestine Entrant Civil Penalty Scheme (Immigration and Asylum Act 1999, as changed by the Nationality and Borders Act 2022, from February 2023): up to £10,000 per clandestine entrant for each responsible person (driver, owner, hirer or operator of a detached trailer), and a separate penalty of up to £6,000 for failing to secure a goods vehicle even when no one is found; reductions for following the security regulations and for accreditation',
    publisher: 'Edwin Coe LLP and BIFA, summarising the UK Home Office scheme',
    url: 'https://www.edwincoe.com/blogs/from-maximum-fines-to-mitigation-understanding-clandestine-immigration-penalties',
    asOf: CHECKED,
    note: 'Secondary summaries of the Home Office scheme; GOV.UK’s code of practice could not be read in a stored copy.',
  },
  revenueGiftRules: {
    title:
      'Receiving a gift from outside the EU, rules for duty relief: no Customs Duty or VAT when the gift, with insurance, freight and postage, is worth €45 or less, is sent by a private individual outside the EU to a private individual in the EU for personal or family use, is occasional (a birthday or anniversary present) and has not been paid for; items are relieved up to €45 in total and an item cannot be split; alcohol, tobacco and perfume have their own limits',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/individuals/relief-gifts-low-value/rules-gifts.aspx',
    asOf: CHECKED,
  },
  revenueGiftRates: {
    title:
      'What rate of Customs Duty is charged on gift consignments: a flat rate of 2.5% Customs Duty may be applied when the gift consignment is worth no more than €700 (leaving out items under the €45 relief, duty-free items and tobacco); it covers Customs Duty only, not VAT or excise; above €700 the normal rates apply',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/individuals/relief-gifts-low-value/rates.aspx',
    asOf: CHECKED,
  },
  revenueGiftProcedure: {
    title:
      'Receiving a gift or importing goods under €150, procedure at importation: the sender marks the parcel ‘Gift’ and gives a description, commodity code and value; the courier or postal service declares it in AIS with code C08 for the €45 gift relief or 1C1 for the flat rate on goods up to €700',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/importing-vehicles-duty-free-allowances/gifts-consignments-low-value/procedure-at-importation.aspx',
    asOf: CHECKED,
  },
  parcelRegulation: {
    title:
      'Regulation (EU) 2018/644 on cross-border parcel delivery services: covers postal items containing goods weighing up to 31.5 kg; parcel delivery service providers give their national regulator information on themselves and their services, and those with fewer than 50 people who are established in only one Member State are exempt',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/legal-content/EN/AUTO/?uri=CELEX:32018R0644&qid=1563940516744',
    asOf: CHECKED,
    note: 'The Regulation’s title and status read on EUR-Lex; the 31.5 kg limit and the 50-person exemption read in the Czech regulator’s (CTU) summary of it.',
  },
  revenueMineralOilTax: {
    title:
      'Excise duty rates, Mineral Oil Tax (€ per 1,000 litres): heavy oil used as a propellant (road diesel) €425.72 non-carbon component A plus €69.18 carbon charge component B, €494.90 in all; petrol €541.84 plus €59.85, €601.69; substitute fuel used instead of diesel taxed as diesel',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/excise-duty-rates/mineral-oil-tax.aspx',
    asOf: CHECKED,
  },
  revenueEvr: {
    title:
      'Irish VAT registered traders reclaiming VAT from EU Member States: claimed by the trader or agent on ROS under Electronic VAT Refund (EVR); Revenue passes the claim to the Member State of refund, whose language and claim periods apply; scanned invoices attached must not exceed 5MB in total; keep supporting documents for six years',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/online-services/services/claims-and-refunds/irish-vat-registered-traders-eu-states.aspx',
    asOf: CHECKED,
  },
  biofuelsObligation: {
    title:
      'Biofuels Obligation Scheme (Ireland): a quota scheme introduced in 2010 by the Energy (Biofuel Obligation and Miscellaneous Provisions) Act 2010, amending the National Oil Reserves Agency Act 2007; fuel suppliers must include a share of biofuel in their annual fuel sales; the National Oil Reserves Agency (NORA) keeps each obligated party’s account and issues a tradable certificate per litre of biofuel',
    publisher: 'European Commission, Clean energy for EU islands',
    url: 'https://clean-energy-islands.ec.europa.eu/countries/ireland/legal/res-transport/biofuel-quota-biofuels-obligation-scheme-bos',
    asOf: CHECKED,
    note: 'The Commission’s summary of the Irish law; the gov.ie scheme page could not be read in a stored copy.',
  },
  seaiPublicChargePoint: {
    title:
      'SEAI Public Charge Point Scheme: Local Authorities apply to install charge points on public streets or in their car parks for residents without off-street parking; 75% of capital costs, capped at €5,000 per charge point (a single plug socket); mostly charging posts and lamppost chargers',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.seai.ie/grants/electric-vehicle-grants/public-charge-point/',
    asOf: CHECKED,
  },
  revenueAisUnchanged: {
    title:
      'What has not changed under AIS: carriers still lodge entry summary declarations (ENS) for safety and security through the Import Control System 2 (ICS2); the arrivals system records scheduled and actual arrivals of aircraft and ships, from the Dublin Airport Authority for air and Safe Seas Ireland for sea, and tells AIS the actual time of arrival; traders give the estimated time of arrival in declarations; exports stayed on AEP until 2023',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/electronic-systems/ais/what-is-ais/what-has-not-changed-under-ais.aspx',
    asOf: CHECKED,
  },
  hmrcEmcsOverview: {
    title:
      'Excise Movement and Control System (EMCS) overview: the consignor submits a draft electronic administrative document (eAD) up to 7 days before dispatch; once validated, EMCS gives the movement a unique administrative reference code (ARC), and a printed eAD or a commercial document quoting the ARC travels with the goods; the consignee closes the movement with a report of receipt',
    publisher: 'HM Revenue and Customs (GOV.UK), Holding and Movements Assurance Guidance HMAG60320',
    url: 'https://www.gov.uk/hmrc-internal-manuals/holding-and-movements-assurance-guidance/hmag60320',
    asOf: CHECKED,
    note: 'HMRC’s manual, read for how EMCS works across the EU; Revenue’s EMCS page could not be read in a stored copy, and Revenue’s 2023 AIS–EMCS notice (in a secondary copy) confirms the eAD and ARC terms in Ireland.',
  },
  owtaNightWork: {
    title:
      'Organisation of Working Time Act 1997, section 16: a night worker normally works at least 3 hours between midnight and 7 a.m. and at least half of the year’s hours at night; not more than an average of 8 hours in each 24, over a reference period of up to 2 months (longer under an approved collective agreement), and not more than 8 hours in any 24 where the risk assessment shows special hazards or heavy physical or mental strain',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/20/section/16/enacted/en/html',
    asOf: CHECKED,
  },
  owtaBreaksAndRest: {
    title:
      'Organisation of Working Time Act 1997, sections 11 to 13: 11 consecutive hours’ rest in each 24 hours; a 15-minute break after 4 hours 30 minutes’ work and a 30-minute break after 6 hours (which may include the first); 24 hours’ weekly rest after the daily rest',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/20/enacted/en/html',
    asOf: CHECKED,
    note: 'Sections 11 and 12 read in secondary summaries of the Act (HR Buddy); section 16 read on the Statute Book itself.',
  },
  citizensToll: {
    title:
      'Toll roads: Transport Infrastructure Ireland (TII) oversees tolling in Ireland and may charge and collect tolls; the registered owner of a vehicle is legally responsible for paying the toll and may be fined or prosecuted even if someone else was driving',
    publisher: 'Citizens Information',
    url: 'https://www.citizensinformation.ie/en/travel_and_recreation/roads_and_safety/national_toll_roads_in_ireland.html',
    asOf: CHECKED,
  },
  roadsAct2007Toll: {
    title:
      'Roads Act 2007, section 4 (substituting section 64 of the Roads Act 1993): default tolls for unpaid tolls; for a vehicle registered in the State the registered owner, and the driver, are jointly and severally liable to pay the toll',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/2007/act/34/section/4/enacted/en/index.html',
    asOf: CHECKED,
  },
  tachographCardsFour: {
    title:
      'Digital tachograph cards: there are four kinds, the driver card, the company card, the control card used by enforcement officers, and the workshop card used to calibrate the tachograph',
    publisher: 'Spanish Ministry of Transport (Dirección General de Transporte Terrestre)',
    url: 'https://secegsa.gob.es/MFOM/LANG_CASTELLANO/DIRECCIONES_GENERALES/TRANSPORTE_TERRESTRE/IGT/TACDIG/TACDIG_EN/FAQ/FAQ_Sobre_tarjetas.htm',
    asOf: CHECKED,
    note: 'Another Member State’s transport ministry, read for the four card types the EU rules create; the CVRT page on tachographs could not be read in a stored copy.',
  },
  smartTachographPosition: {
    title:
      'Smart tachographs (Regulation (EU) No 165/2014, Article 8, and Implementing Regulation (EU) 2016/799): the vehicle’s position, from satellite positioning, is recorded automatically at the start of the daily work period, every three hours of accumulated driving time, and at the end of the daily work period',
    publisher: 'EUR-Lex summary of Regulation (EU) No 165/2014',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=LEGISSUM:320203_1',
    asOf: CHECKED,
    note: 'The three-hour rule read in secondary copies (tachograph service providers quoting the Regulations); the EUR-Lex summary page could not be read in a stored copy.',
  },
  afirHydrogen: {
    title:
      'Alternative Fuels Infrastructure Regulation (AFIR), Article 6: by the end of 2030 a publicly accessible hydrogen refuelling station at least every 200 km along the TEN-T core network and one in every urban node, each with a capacity of at least 1 tonne a day and a 700 bar dispenser',
    publisher: 'Hydrogen Europe, on the agreed Regulation (EU) 2023/1804',
    url: 'https://www.pressclub.be/press-releases/hydrogen-europe-agreement-reached-on-afir/',
    asOf: CHECKED,
    note: 'An industry body’s account of the agreed text; the EUR-Lex summary of the Regulation could not be read in a stored copy.',
  },
  rsaLoadSecurity: {
    title:
      'Loading and load security for heavy trailers (FAQ): operators and consignors must under health and safety law identify transport hazards and make sure a vehicle is not overloaded; visit the Health and Safety Authority (HSA) for further guidance on load security; it is an offence to carry a load on a vehicle which is overloaded; a load must not be liable to fall or drag on the road',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/road-safety/road-users/professional-drivers/vehicle-safety-legislation/heavy-trailers/loading-and-load-security-for-heavy-trailers',
    asOf: CHECKED,
  },
  hsaPedestrianSafety: {
    title:
      'Pedestrian safety (vehicles at work): being hit or run over by vehicles is one of the main causes of workplace deaths; by law pedestrians and vehicles must be able to circulate safely, and the single most effective way to protect pedestrians is to keep them apart from vehicles',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/vehicles_at_work/transport_safety_guidance_resources/pedestrian_safety/',
    asOf: CHECKED,
  },
  hsaTrafficManagementPlan: {
    title:
      'HSA construction site traffic management plan (CSTMP), an online tool to plan, manage and coordinate the movement of vehicles and pedestrians on site: traffic routes, pedestrian and vehicle access points, hazards and controls',
    publisher: 'IOSH Magazine, on the Health and Safety Authority’s tool',
    url: 'https://www.ioshmagazine.com/2020/02/28/green-light-traffic-management-plan',
    asOf: CHECKED,
    note: 'A secondary report of the HSA’s tool; the HSA’s own page on it could not be read in a stored copy.',
  },
  haulageEmergencySupport2022: {
    title:
      'Licensed Haulage Emergency Support Scheme: approved on 15 March 2022 after the rise in fuel costs; €100 per week for eight weeks for each eligible heavy goods vehicle on a road haulage operator’s licence on 11 March 2022, paid in one payment by the Department of Transport; applications closed on 6 June 2022',
    publisher: 'Department of Transport (gov.ie)',
    url: 'https://www.gov.ie/en/organisation-information/91482-licensed-haulage-emergency-support-scheme/',
    asOf: CHECKED,
  },
  haulageSupport2023: {
    title:
      'Licensed Haulage Support Scheme 2023: €18 million approved in February 2023 for vehicles on a haulage licence on 15 December 2022, €1,200 a vehicle for the first five, €700 for vehicles six to 20 and €200 for each one after',
    publisher: 'Business Plus, reporting the Department of Transport’s announcement',
    url: 'https://businessplus.ie/news/e18m-haulage-business-support-scheme/',
    asOf: CHECKED,
    note: 'A press report of the Minister’s announcement.',
  },
  sstpaStandard: {
    title:
      'EU standard for safe and secure truck parking areas (Commission Delegated Regulation (EU) 2022/1012): four security levels, bronze, silver, gold and platinum, each adding perimeter, parking area, entry and exit, and staff procedure requirements to the one below (bronze: visual perimeter, lighting at 15 lux, CCTV at entry and exit, checks at least once every 24 hours)',
    publisher: 'European Commission, EU safe and secure parking areas standard',
    url: 'https://www.eu-parking.eu/The-Standard/Criteria',
    asOf: CHECKED,
    note: 'Read with the Commission study’s summary table of the four levels (sstpa.eu-study.eu).',
  },
  euro7: {
    title:
      'Euro 7, Regulation (EU) 2024/1257, adopted in April 2024: for the first time limits on non-exhaust emissions, particles from brakes and abrasion from tyres, for all vehicles including electric ones, with battery durability rules; it applies to heavy vehicles from 2029',
    publisher: 'European Parliament (Commission answer E-002194/2021) and Bird & Bird on Regulation (EU) 2024/1257',
    url: 'https://twobirds.com/en/insights/2024/belgium/a-guide-to-how-suppliers-of-vehicle-brakes-and-tyres-should-prepare-for-the-new-euro-7-regulation',
    asOf: CHECKED,
    note: 'The Regulation’s number and scope read in a law firm’s guide and the Commission’s answer to Parliament; the 2029 date for heavy vehicles from a trade press report; the EUR-Lex summary could not be read in a stored copy.',
  },
  // Fifteenth round, directed by the thirteenth visitor set's misses (29 November 2026).
  gvmsCarrierCheck: {
    title:
      'Check if a goods movement reference is valid: the carrier captures and validates the GMR with the vehicle registration number (accompanied) or the trailer or container number (unaccompanied); a haulier whose GMR is not valid cannot embark until the information is corrected; after departure the carrier sends the GMRs to GVMS',
    publisher: 'HM Revenue and Customs (GOV.UK)',
    url: 'https://www.gov.uk/guidance/check-if-a-goods-movement-reference-is-valid',
    asOf: CHECKED,
  },
  substituteFuelsTax: {
    title:
      'Mineral Oil Tax on liquid substitute fuels including biofuels: every substitute fuel is taxed by its use (non-biomass fuels at the petrol, auto-diesel or marked gas oil rate they replace); biofuels such as bioethanol, FAME and HVO are relieved of the carbon component and pay only the non-carbon component of the rate for their use',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/liquid-substitute-fuels/index.aspx',
    asOf: CHECKED,
  },
  workEquipmentForklifts: {
    title:
      'S.I. No. 299 of 2007, Safety, Health and Welfare at Work (General Application) Regulations 2007, regulations 30 (inspection of work equipment, records kept 5 years), 38 (roll-over of mobile work equipment) and 39 (fork-lift trucks carrying employees: enclosure, anti-overturning structure, clearance or restraint)',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/39/revised/en/html',
    asOf: CHECKED,
  },
  liftingEquipmentExamination: {
    title:
      'S.I. No. 299 of 2007, regulations 52 to 54: lifting equipment examined by a competent person before first use and, after a repair or alteration relevant to safe operation, before its return to service; the competent person’s report; the report kept on mobile equipment and at the owner’s address, and a register of lifting equipment and accessories with the date of the last thorough examination',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/2007/si/299/section/54/revised/en/html',
    asOf: CHECKED,
  },
  manualHandlingRiskFactors: {
    title:
      'S.I. No. 299 of 2007, Schedule 3, risk factors for the manual handling of loads: the load, the physical effort, the working environment (room, floors, levels, and unsuitable temperature, humidity or ventilation) and the activity, each presenting a risk particularly of back injury',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/2007/act/299/schedule/3/revised/en/html',
    asOf: CHECKED,
  },
  haulageSupportPayments2022: {
    title:
      'Ministers extend deadline for haulier support scheme to 6 June (20 May 2022): over €13 million paid to more than 2,800 operators under the Licensed Haulage Emergency Support Scheme, about nine hundred licensed operators yet to apply',
    publisher: 'Department of Transport (gov.ie)',
    url: 'https://gov.ie/en/department-of-transport/press-releases/ministers-extend-deadline-for-haulier-support-scheme-to-6-june',
    asOf: CHECKED,
    published: '2022-05-20',
  },
  lighterGreenerLorries2015: {
    title:
      'Safer and greener lorries approved by the Council (2015, the revision adopted as Directive (EU) 2015/719): length derogations for rounded, more aerodynamic cabs and for retractable or foldable aerodynamic flaps at the rear, and up to one tonne of extra weight for vehicles using clean fuels such as electricity and hydrogen',
    publisher: 'Council of the European Union (Latvian Presidency, eu2015.lv)',
    url: 'https://eu2015.lv/en/news/media-releases/1314-safer-and-greener-lorries-approved-by-the-council',
    asOf: CHECKED,
  },
  rearAerodynamicDevices: {
    title:
      'Commission Implementing Regulation (EU) 2019/1916 on rear aerodynamic devices: devices folded or retracted when manoeuvring, reversing or parking, while loading or unloading and in intermodal transport, and no more than 25 mm each side within a width of 2,600 mm',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg_impl/2019/1916/oj',
    asOf: CHECKED,
    note: 'Read in a stored republication of the Regulation’s text; the EUR-Lex page itself could not be read in a stored copy.',
  },
} satisfies Record<string, KnowledgeSource>;
