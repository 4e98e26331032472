// Publications behind the entries added from the November 2026 coverage map
// (docs/knowledge/logistics-coverage.md), kept apart from sources.ts so the
// older list stays as it was reviewed. Every page was read on the check date.
import { RECHECKED } from './sources.ts';
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const COVERAGE_CHECKED = '2026-11-26';

export const coverageSources = {
  financialStandingDail: {
    title:
      'Dáil written answer of 17 February 2015 on financial standing: Article 7 of Regulation (EC) No 1071/2009 (€9,000 for one vehicle, €5,000 for each additional vehicle)',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2015-02-17/540/',
    asOf: COVERAGE_CHECKED,
  },
  mobilityPackageLicensing: {
    title:
      'Regulation (EU) 2020/1055 amending Regulations 1071/2009 and 1072/2009 (operator licensing for vehicles over 2.5 tonnes in international hire-or-reward work)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2020/1055/oj',
    asOf: COVERAGE_CHECKED,
  },
  rtolGuide: {
    title: 'A guide to road haulage operator licensing (who needs a licence; own-account and exempt carriage)',
    publisher: 'Department of Transport, Road Transport Operator Licensing Unit',
    url: 'https://www.rtol.ie/rtol-online/faqs',
    asOf: COVERAGE_CHECKED,
  },
  operatorApplication2025: {
    title:
      'S.I. No. 529 of 2025, Road Transport (Operator’s Licence Application) (Amendment) Regulations 2025 (business address in the State holding core documents), in operation from 10 November 2025',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/2025/si/529/made/en/print',
    asOf: COVERAGE_CHECKED,
  },
  lcvLicensingNotice: {
    title:
      'Road Transport Operator Licensing for light commercial vehicles in international transport (Department of Transport notice, as reported in Fleet Van & Utility, spring 2022)',
    publisher: 'Fleet Transport (trade press reporting the Department of Transport)',
    url: 'https://issuu.com/fleettransport/docs/fleet_van_issue_1/4',
    asOf: COVERAGE_CHECKED,
  },
  rsaDriverCard: {
    title: 'Driver card: what it stores and how often to download it (every 21 days)',
    publisher: 'Road Safety Authority',
    url: 'https://rsa.ie/ga-IE/RSA/Gairmiula/Cartai-Tacaghraif/Carta-tiomanai/',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026: the driver card is unique to the driver, valid for five years and stores 28 days of information, and must be downloaded every 21 days.',
  },
  rsaFleetOwners: {
    title:
      'Vehicle regulations for fleet owners: good habits with digital tachographs and records to produce (current day and previous 28 days)',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/en/RSA/Professional-Drivers/Owners-and-managers/Vehicle-regulations-for-fleet-owners/',
    asOf: COVERAGE_CHECKED,
  },
  apprenticeship: {
    title:
      'Ministers Harris and Naughton announce new apprenticeship in Transport Operations and Commercial Driving (two years, Atlantic Technological University)',
    publisher: 'MerrionStreet.ie, Irish Government news service',
    url: 'https://www.merrionstreet.ie/en/news-room/releases/ministers_harris_and_naughton_announce_new_apprenticeship_to_attract_next_generation_of_commercial_drivers_.html',
    asOf: COVERAGE_CHECKED,
  },
  apprenticeshipStart: {
    title:
      'Driving transport careers forward: the Transport Operations & Commercial Driving apprenticeship began in September 2022 with 21 apprentices',
    publisher: 'Business Post (sponsored report)',
    url: 'https://www.businesspost.ie/commercial-reports/driving-transport-careers-forward-with-new-training-programme/',
    asOf: COVERAGE_CHECKED,
  },
  postingRsa: {
    title: 'New rules for drivers posted outside their operator’s state (Directive (EU) 2020/1057, from 2 February 2022)',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services/business-operators/posting-of-drivers',
    asOf: COVERAGE_CHECKED,
  },
  postingWrc: {
    title: 'Posting drivers in the road transport sector',
    publisher: 'Workplace Relations Commission',
    url: 'https://workplacerelations.ie/en/what_you_should_know/employment_types/posted%20workers/posting-drivers-in-the-road-transport-sector.html',
    asOf: COVERAGE_CHECKED,
  },
  cvrt: {
    title: 'About the CVRT: why your vehicle needs a Commercial Vehicle Roadworthiness Test (over one year old, then every year)',
    publisher: 'Road Safety Authority (CVRT)',
    url: 'https://www.cvrt.ie/en-US/About-CVRT/What-is-the-CVRT/',
    asOf: COVERAGE_CHECKED,
  },
  cvrtCitizens: {
    title: 'Commercial Vehicle Roadworthiness Test in Ireland (CVRT)',
    publisher: 'Citizens Information',
    url: 'https://www.citizensinformation.ie/en/travel-and-recreation/vehicle-standards/commercial-vehicle-roadworthiness-test-in-ireland-cvrt/',
    asOf: COVERAGE_CHECKED,
  },
  cvrtFacts: {
    title:
      'Useful facts about vehicle tests (a dangerously defective vehicle gets a “Fail Dangerous” sticker at the CVR test; driving with a known dangerous defect is an offence under section 54 of the Road Traffic Act 1961; no exception for vehicles off the road)',
    publisher: 'Road Safety Authority (CVRT)',
    url: 'https://www.cvrt.ie/en-US/About-CVRT/What-is-the-CVRT/Useful-Facts-about-vehicle-tests/',
    asOf: '2026-11-29',
    note: 'Re-read on 29 November 2026 in a stored copy, for the ‘Fail Dangerous’ sticker and the section 54 offence.',
  },
  loadSecurityHsa: {
    title: 'Load security information sheet (load restraint and load containment)',
    publisher: 'Health and Safety Authority, with the RSA and An Garda Síochána',
    url: 'https://paperzz.com/doc/6986625/load-security-information',
    asOf: COVERAGE_CHECKED,
  },
  fiveAxleRigids: {
    title: 'Five-axle trucks: 36-tonne limit for rigid vehicles with five or more axles first registered from 1 February 2018',
    publisher: 'Road Safety Authority',
    url: 'https://rsa.ie/road-safety/road-users/professional-drivers/vehicle-safety-legislation/heavy-commercial-vehicles/five-axle-trucks',
    asOf: COVERAGE_CHECKED,
  },
  articWeight2016: {
    title: 'Maximum vehicle weight to change on July 1st: 2+3 articulated combinations back to 40 tonnes (S.I. No. 5 of 2003 as amended)',
    publisher: 'MerrionStreet.ie for the Department of Transport, Tourism and Sport',
    url: 'https://merrionstreet.ie/en/news-room/releases/maximum_vehicle_weight_to_change_on_july_1st.html',
    asOf: COVERAGE_CHECKED,
  },
  weightsGuidelines: {
    title:
      'Guidelines on maximum weights and dimensions of mechanically propelled vehicles and trailers (road-friendly suspension; the lesser of design and plated weight)',
    publisher: 'Road Safety Authority (as republished by autoregulations.ie)',
    url: 'https://www.autoregulations.ie/legislation/irish-national/guidelines-on-maximum-weights-and-dimensions-of-mechanically-propelled-vehicles-and-trailers/',
    asOf: COVERAGE_CHECKED,
  },
  adrLegislation: {
    title: 'ADR: carriage of dangerous goods by road legislation and competent authorities',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/Your_Industry/ADR_-_Carriage_of_Dangerous_Goods_by_Road/ADR_General_Information/Legislation/',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026 for the agreement’s full name: the Regulations apply the technical annexes of the European Agreement concerning the International Carriage of Dangerous Goods by Road (ADR); the HSA’s ADR FAQs date it to Geneva, 1957.',
  },
  adrFaq: {
    title: 'Transport of dangerous goods by road: ADR FAQs',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/Your_Industry/ADR_-_Carriage_of_Dangerous_Goods_by_Road/Information_Guidance/FAQs/ADR_-_FAQ%27s/',
    asOf: COVERAGE_CHECKED,
  },
  hsaVehiclesAtWork: {
    title:
      'HSA inspection campaign to target transport operations and vehicles at work (2018: 45% of work-related deaths over six years involved vehicles)',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/news_events_media/archive/press_releases_archive/press_releases_2018/hsa_inspection_campaign_to_target_transport_operations_and_vehicles_at_work.html',
    asOf: COVERAGE_CHECKED,
  },
  hsaVehicleDeaths: {
    title:
      'HSA launches an inspection campaign with its Work Related Vehicle Deaths 2010–2019 report (217 of 490 work-related deaths involved vehicles)',
    publisher: 'safedriving.ie reporting the Health and Safety Authority',
    url: 'https://www.safedriving.ie/643/sa-launch-a-safety-inspection-campaign-to-target-transport-operations-and-vehicles-at-work/',
    asOf: COVERAGE_CHECKED,
  },
  revenueIcs: {
    title: 'Import Control System (ICS) and its replacement by ICS2 (Entry Summary Declarations)',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/customs-electronic-systems/import-control-system.aspx',
    asOf: COVERAGE_CHECKED,
  },
  ics2Road: {
    title: 'EU ICS2 alert: ICS2 Release 3 goes live for road and rail on 1 September 2025',
    publisher: 'FIATA (International Federation of Freight Forwarders Associations)',
    url: 'https://fiata.org/n/eu-ics2-alert-ics2-release-3-goes-live-on-1-september-2025',
    asOf: COVERAGE_CHECKED,
  },
  postponedVatReturnFields: {
    title:
      'Revenue eBrief No. 050/21, VAT – Postponed Accounting: entries on the VAT3 return (the customs value of goods imported under postponed accounting plus customs duty in field PA1; the VAT in T1 and, subject to deductibility, in T2) and on the Return of Trading Details (PA2 to PA4); eBrief No. 230/20: postponed accounting for goods imported from third countries, Great Britain included, after 11pm on 31 December 2020',
    publisher: 'Revenue (extracts republished by Bookkeepers Ireland)',
    url: 'https://bookkeepersireland.com/2021/03/09/vat-postponed-accounting-entries-on-vat3-return-and-vat-return-of-trading-details-rtd/',
    asOf: '2026-11-28',
    published: '2021-03-09',
    note: 'Read on 28 November 2026 in a bookkeeping firm’s copy of the extracts Revenue published in its eBriefs 050/21 and 230/20 from the Tax and Duty Manual VAT – Postponed Accounting, not on revenue.ie; Chartered Accountants Ireland’s news item of 24 February 2021 describes the PA1 field in the same terms.',
  },
  postponedVat: {
    title: 'Postponed VAT accounting (imports from Great Britain and the rest of the world into Ireland)',
    publisher: 'InterTradeIreland Cross-Border Trade Hub',
    url: 'https://crossbordertradehub.intertradeireland.com/article-postponed-vat-accounting',
    asOf: COVERAGE_CHECKED,
  },
  ncts: {
    title: 'New Computerised Transit System (NCTS): guide to assist traders (July 2021)',
    publisher: 'Revenue',
    url: 'https://docslib.org/doc/7762492/new-computerised-transit-system-ncts',
    asOf: COVERAGE_CHECKED,
  },
  vanBikFinanceAct2025: {
    title:
      'Finance Act 2025, section 25: benefit of use of van (original market value reduced by €10,000 for 2023 to 2026, €5,000 for 2027 and €2,500 for 2028)',
    publisher: 'Irish Statute Book',
    url: 'https://www.legislation.ie/eli/2025/act/18/section/25/enacted/en/html',
    asOf: COVERAGE_CHECKED,
  },
  vanBikRevenue: {
    title:
      'Private use of employer-provided vans: exemptions from benefit in kind (80% away rule, van pools, electric vans: €20,000 reduction for 2026 and €10,000 for 2027)',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/employing-people/benefit-in-kind-for-employers/private-use-of-company-vans/exemptions-from-bik.aspx',
    asOf: COVERAGE_CHECKED,
  },
  homeChargerBik: {
    title:
      'Revenue eBrief No. 042/25: Employer Provided Vehicles manual updated (BIK exemption for an employer-installed home charger, Finance Act 2024)',
    publisher: 'Revenue',
    url: 'https://revenue.ie/ga/tax-professionals/ebrief/2025/no-0422025.aspx',
    asOf: COVERAGE_CHECKED,
  },
  eurovignette: {
    title: 'Directive (EU) 2022/362 amending the Eurovignette Directive 1999/62/EC on charging vehicles for the use of road infrastructure',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/dir/2022/362/oj',
    asOf: COVERAGE_CHECKED,
  },
  eurovignetteSummary: {
    title:
      'The road transport and the charging reform (vignettes for heavy vehicles phased out on the TEN-T within eight years; CO2-based variation of charges)',
    publisher: 'Transport Watch',
    url: 'https://transportwatch.eu/en/the-road-transport-and-the-chargings-reform',
    asOf: COVERAGE_CHECKED,
  },
  latePayment: {
    title: 'Late payment in commercial transactions (S.I. No. 580 of 2012)',
    publisher: 'Department of Enterprise, Tourism and Employment',
    url: 'https://enterprise.gov.ie/en/What-We-Do/Supports-for-SMEs/Late-Payments/Late-Payment-in-Commercial-Transactions/',
    asOf: COVERAGE_CHECKED,
  },
  latePaymentCompensation: {
    title:
      'Compensation for recovery costs: under Regulation 9 of S.I. No. 580 of 2012, when late payment interest falls due the supplier is also automatically entitled, without a reminder, to €40 on an invoice of up to €1,000, €70 over €1,000 up to €10,000 and €100 over €10,000',
    publisher: 'Department of Enterprise, Tourism and Employment',
    url: 'https://enterprise.gov.ie/en/what-we-do/supports-for-smes/late-payments/compensation-for-recovery-costs-/',
    asOf: '2026-11-28',
    note: 'Read on 28 November 2026: the page quotes Regulation 9 and its Schedule of compensation amounts by invoice value.',
  },
  latePaymentSi: {
    title: 'S.I. No. 580 of 2012, European Communities (Late Payment in Commercial Transactions) Regulations 2012',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/2012/si/580/made/en/print',
    asOf: COVERAGE_CHECKED,
  },
  hvoBp: {
    title:
      'bp bioenergy HVO: well-to-wheel CO2e saving of at least 85% against fossil diesel, calculated under the RED II method (supplier statement)',
    publisher: 'bp (fuel supplier)',
    url: 'https://www.bp.com/en_gb/united-kingdom/home/products-and-services/bp-fleet/bp-bioenergy-hvo.html',
    asOf: COVERAGE_CHECKED,
  },
  hvoPolicy: {
    title:
      'Dáil written answer of 12 November 2025 on hydrotreated vegetable oil: Renewable Transport Fuel Policy 2025–2027 and the Renewable Transport Fuel Obligation, as republished by KildareStreet.com',
    publisher: 'KildareStreet.com (third-party republication of a Dáil written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-11-12a.626.q',
    asOf: RECHECKED,
    published: '2025-11-12',
    note: 'Re-read on 26 November 2026: in 2024 the blend in road diesel was about 10% biofuel, about 7% FAME biodiesel and 3% HVO (our wording had read as 3% of the biofuel and now says so).',
  },
  hvoCaveat: {
    title:
      'Dáil written answers of 1 April 2025 on possible fraud in biofuels made from used cooking oil and palm oil mill effluent, as republished by KildareStreet.com',
    publisher: 'KildareStreet.com (third-party republication of a Dáil written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-04-01a.620',
    asOf: RECHECKED,
    published: '2025-04-01',
    note: 'Replaces The Irish Times, 1 June 2023, \u201cThe trouble with renewable diesel\u201d, whose stored copy showed only its opening (HVO may be driving deforestation), not the mislabelling we described. The answer confirms the concern about UCO and POME feedstocks is raised across the EU.',
  },
  afir: {
    title: 'Regulation (EU) 2023/1804 on the deployment of alternative fuels infrastructure (AFIR): summary of the legislative act',
    publisher: 'European Parliament Legislative Observatory',
    url: 'https://oeil.secure.europarl.europa.eu/oeil/en/document-summary?id=1759915',
    asOf: COVERAGE_CHECKED,
  },
  countEmissionsIru: {
    title:
      'EU adopts clear and proportionate rules for transport emissions accounting (CountEmissionsEU: only operators that report, or must, are covered; EN ISO 14083 reference method; SME verification exemption)',
    publisher: 'IRU (International Road Transport Union)',
    url: 'https://www.iru.org/news-resources/newsroom/eu-adopts-clear-and-proportionate-rules-transport-emissions-accounting',
    asOf: COVERAGE_CHECKED,
  },
  countEmissionsApplication: {
    title:
      'EU sets transport-service emissions accounting rules from December 2030 (Regulation (EU) 2026/1030 applies its method from 2 December 2030)',
    publisher: 'OwlBrief (regulatory summary of the Official Journal text)',
    url: 'https://www.owlbrief.com/briefs/13193-eu-sets-transport-service-emissions-accounting-rules-from-december-2030',
    asOf: COVERAGE_CHECKED,
  },
  countEmissionsCouncil: {
    title:
      'EU Council adopts agreement with European Parliament on method for calculating greenhouse gas emissions (use of the method is not mandatory; CO2 per tonne-kilometre)',
    publisher: 'Agence Europe',
    url: 'https://agenceurope.eu/en/bulletin/article/13817/31/eu-council-adopts-agreement-with-european-parliament-on-method-for-calculating-greenhouse-gas-emissions',
    asOf: COVERAGE_CHECKED,
  },
  iso22301: {
    title:
      'ISO 22301 Security and resilience – Business continuity management systems – Requirements (second edition 2019): scope and structure',
    publisher: 'CSQA (certification body summary of the ISO standard)',
    url: 'https://csqa.it/en-us/certificazioni/sostenibilita/iso-22301',
    asOf: COVERAGE_CHECKED,
  },
  nis2Bill2025: {
    title:
      'Dáil written answer of 19 March 2025 on the National Cyber Security Bill (transposing NIS2; stricter requirements and supply-chain security), as republished by KildareStreet.com',
    publisher: 'KildareStreet.com (third-party republication of a Dáil written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-03-19a.281',
    asOf: RECHECKED,
    published: '2025-03-19',
  },
  nis2Scheme: {
    title:
      'National Cyber Security Bill 2024: General Scheme published (essential and important entities, risk management and incident reporting)',
    publisher: 'Mason Hayes & Curran LLP',
    url: 'https://mhc.ie/latest/insights/national-cyber-security-bill-2024-general-scheme-published',
    asOf: COVERAGE_CHECKED,
  },
  leoEnergyEfficiencyGrant: {
    title: 'What is the Energy Efficiency Grant? (75% of eligible costs up to €10,000, small enterprises of 1 to 50 paid employees)',
    publisher: 'Local Enterprise Office (localenterprise.ie)',
    url: 'https://www.localenterprise.ie/Portal/Energy/WHAT-IS-THE-ENERGY-EFFICIENCY-GRANT-/What-is-the-Energy-Efficiency-Grant-.html',
    asOf: COVERAGE_CHECKED,
    note: 'Two stored copies of this page differ on the minimum grant (€750 or €1,000) and on how long a business must have traded (6 or 12 months), so neither figure is used; both give 75% of eligible costs up to €10,000.',
  },
  nis2SizeCap: {
    title: 'NIS2 Article 3 (essential and important entities), read with the size-cap rule that refers to Recommendation 2003/361/EC',
    publisher: 'Hannes Snellman (reproduction of the Directive’s text)',
    url: 'https://digitaldecade.hannessnellman.com/cybersecurity-strategy/nis-2-directive/chapter-i-general-provisions/?art=3',
    asOf: COVERAGE_CHECKED,
    note: 'A secondary copy: the Article 3 text was read in a law firm’s reproduction of the Directive, not on EUR-Lex. The enterprise-size ceilings it relies on were confirmed on EUR-Lex on 28 November 2026 (smeDefinition).',
  },
  smeDefinition: {
    title:
      'Micro-, small- and medium-sized enterprises: definition and scope (EUR-Lex summary of Commission Recommendation 2003/361/EC: medium-sized fewer than 250 employees and turnover up to €50 million or balance sheet up to €43 million; small fewer than 50 employees and turnover or balance sheet up to €10 million)',
    publisher: 'EUR-Lex (Publications Office of the European Union)',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=LEGISSUM%3An26026',
    asOf: '2026-11-28',
    published: '2003-05-06',
    note: 'Read on 28 November 2026: EUR-Lex’s summary of the Recommendation of 6 May 2003 (in effect from 1 January 2005) gives the three categories by staff and by turnover or balance sheet: micro under 10 staff and €2 million, small under 50 staff and €10 million, medium-sized under 250 staff with turnover up to €50 million or a balance sheet up to €43 million; the older europa.eu summary of the same act gives the medium-sized ceilings in the same terms. The figures in our NIS2 entry match.',
  },
  eurostatEmpty: {
    title: 'Road freight transport by journey characteristics (2024: 21.6% of EU road freight vehicle-kilometres run empty)',
    publisher: 'Eurostat, Statistics Explained',
    url: 'https://ec.europa.eu/eurostat/statistics-explained/index.php?title=Road_freight_transport_by_journey_characteristics',
    asOf: COVERAGE_CHECKED,
  },
  eurostatEmpty2020: {
    title:
      'A fifth of road freight kilometres by empty vehicles (Eurostat news item on 2020 data: EU 20%, Ireland and Austria 34%, Cyprus 44%), as republished',
    publisher: 'Eurostat (republished by Textile Future)',
    url: 'https://textile-future.com/archives/81741',
    asOf: COVERAGE_CHECKED,
  },
  haulageStrategy: {
    title:
      'Ireland’s Road Haulage Strategy 2022–2031: the first government strategy for the haulage and road freight sector (seven themes)',
    publisher: 'Cold Chain News reporting the Department of Transport',
    url: 'https://www.coldchainnews.com/irish-government-publishes-its-first-strategy-for-road-freight',
    asOf: COVERAGE_CHECKED,
  },
  haulageStrategyProgress: {
    title:
      'Progress report on Ireland’s first Road Haulage Strategy (Road Freight Forum, eco-driving standard, freight consolidation centres, licence exchange)',
    publisher: 'HGV Ireland reporting the Department of Transport',
    url: 'https://hgvireland.com/progress-report-on-irelands-first-ever-road-haulage-strategy',
    asOf: COVERAGE_CHECKED,
  },
  gdpr: {
    title: 'Regulation (EU) 2016/679, the General Data Protection Regulation',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
    asOf: COVERAGE_CHECKED,
  },
  revenueNewToCustoms: {
    title:
      'New to customs (trade with the UK): register for customs with an EORI number, decide who lodges the electronic customs declarations, and the key data (commodity code, customs value, origin); a Trader Account Number after EORI registration',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/brexit/info-businesses/trade-with-uk/index.aspx',
    asOf: COVERAGE_CHECKED,
  },
  dpcVehicleTrackingFaq: {
    title:
      'Can my employer use GPS / vehicle tracking systems? (a good business reason, the people affected informed of the tracking and its purposes, and a way to disable or mask it outside working hours where personal use is allowed)',
    publisher: 'Data Protection Commission',
    url: 'https://www.dataprotection.ie/viewtxt.asp?m=f&fn=/documents/FAQ/Vehicle_Tracking.htm',
    asOf: COVERAGE_CHECKED,
    note: 'The Commissioner’s older FAQ page (text version), read in a stored copy of its http address; the page may have moved on the current site.',
  },
  dpcVehicleTrackingGuidance: {
    title:
      'Guidance Note: Employer Vehicle Tracking (May 2020): in-vehicle tracking carries a high risk to employees’ privacy, and is not to be used for the general monitoring of staff or of drivers’ behaviour or whereabouts',
    publisher: 'Data Protection Commission',
    url: 'https://wixlib.com/document/3ee4a_guidance-note-data-protection-commissioner.html',
    asOf: COVERAGE_CHECKED,
    published: '2020-05-01',
    note: 'Read in a transcribed copy of the DPC’s guidance note on a document-sharing site, not on dataprotection.ie.',
  },
} satisfies Record<string, KnowledgeSource>;
