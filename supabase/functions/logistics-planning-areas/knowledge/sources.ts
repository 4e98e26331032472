// The publications our entries rest on, named as published, with the page we
// checked and when. Figures are rewritten in our own words; nothing is copied.
import type { KnowledgeSource } from './types.ts';

const CHECKED = '2026-11-22';
/** Facts brought up to date in the November 2026 review. */
export const CHECKED_NOW = '2026-11-25';
/** Dated publications re-read for `npm run knowledge:review` (issue 26); their own dates are in `published`. */
export const RECHECKED = '2026-11-26';

export const sources = {
  drivingTime: {
    title: 'Regulation (EC) No 561/2006 on driving times, breaks and rest periods, as amended by Regulation (EU) 2020/1054',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://transport.ec.europa.eu/transport-modes/road/social-provisions_en',
    asOf: CHECKED,
  },
  tachograph: {
    title: 'Regulation (EU) No 165/2014 on tachographs and the smart tachograph version 2 timetable of the Mobility Package',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://transport.ec.europa.eu/transport-modes/road/social-provisions_en',
    asOf: CHECKED,
  },
  cabotage: {
    title:
      'Regulation (EC) No 1072/2009 on access to the international road haulage market (consolidated text, as amended by Regulation (EU) 2020/1055)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2009/1072',
    asOf: CHECKED,
  },
  operatorLicensing: {
    title: 'Road Transport Operator Licensing: guide to road haulage operator licensing and FAQs',
    publisher: 'Department of Transport, Road Transport Operator Licensing Unit',
    url: 'https://www.rtol.ie/rtol-online/faqs',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026: operator licences are issued by the Road Transport Operator Licensing Unit and transport managers’ Certificates of Professional Competence by the Chartered Institute of Logistics and Transport; a national licence converts to an international one only with an international CPC.',
  },
  accessToOccupation: {
    title:
      'Regulation (EC) No 1071/2009 on the occupation of road transport operator (consolidated text, as amended by Regulation (EU) 2020/1055)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2009/1071',
    asOf: CHECKED,
  },
  driverCpc: {
    title: 'Driver CPC: compliant driving and staying qualified',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services/professional-drivers/cpc/become-a-professional-cpc-driver/10.-staying-qualified',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026: one seven-hour module a year with an RSA-approved organisation (35 hours over five years, 42 for bus and truck), and the lower blood alcohol threshold of 20mg for anyone driving professionally.',
  },
  evGrants: {
    title: 'Electric vehicle grant values (commercially bought N1 vans; the dealer applies for the grant)',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.seai.ie/grants/electric-vehicle-grants/grant-amounts/',
    asOf: '2026-11-26',
    note: 'The dealer step (the dealer applies and deducts the grant from the agreed price) was read in a copy of SEAI’s how-to-apply text on evchargingstations.ie; the stored SEAI page breaks off there.',
  },
  evGrantsBusiness: {
    title: 'Electric vehicles for business: grants and supports (N1S and N1L van grants)',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.seai.ie/business-and-public-sector/ev-for-business/grants-and-supports',
    asOf: CHECKED,
  },
  zehdv: {
    title: 'Zero-Emission Heavy Duty Vehicle Purchase Grant Scheme',
    publisher: 'Transport Infrastructure Ireland for the Department of Transport',
    url: 'https://tii.ie/en/roads-tolling/alt-fuel-projects-unit/zero-emission-heavy-duty',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026: funded by the Department of Transport, administered by TII with Pierse Fitzgibbon Solicitors LLP as Scheme Operator (all communications come from it); applications from 1 November to 31 October; a vehicle already ordered, purchased or registered is not eligible; grants are a percentage of the price difference to the diesel equivalent.',
  },
  hdvCo2: {
    title: 'Regulation (EU) 2024/1610 strengthening the CO2 emission standards for new heavy-duty vehicles',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/legal-content/en/TXT/?uri=CELEX%3A32024R1610',
    asOf: RECHECKED,
    published: '2024-06-06',
    note: 'Re-read on 26 November 2026: the EUR-Lex page gives the Regulation as in force, and the consolidated Regulation (EU) 2019/1242 sets the baseline as the reporting period 1 July 2019 to 30 June 2020 (our wording said "2019 levels" and now says so). The 15%, 45%, 65% and 90% steps were checked against the European Parliament\'s Legislative Observatory summary of the adopted Regulation.',
  },
  gasVehicleAllowance: {
    title:
      'Revenue Note for Guidance on section 285C TCA 1997: accelerated wear and tear allowances for gas vehicles and refuelling equipment',
    publisher: 'Revenue (published on Chartered Accountants Ireland TaxSource)',
    url: 'https://www.charteredaccountants.ie/taxsource/1997/en/act/pub/0039/nfg/sec0285C-nfg.html',
    asOf: CHECKED,
  },
  acaEnergyEfficient: {
    title:
      'Revenue Note for Guidance on section 285A TCA 1997: accelerated wear and tear allowances for energy-efficient equipment (100% in the year the equipment is first provided and used)',
    publisher: 'Revenue (published on Chartered Accountants Ireland TaxSource)',
    url: 'https://www.charteredaccountants.ie/taxsource/1997/en/act/pub/0039/nfg/sec0285A-nfg.html',
    asOf: RECHECKED,
    note: 'Replaces the Dáil written answer of 16 November 2023 (KildareStreet.com), of which no stored copy could be found on 26 November 2026. The Note confirms the full allowance in the first year; its end date (31 December 2023) is out of date, so the 2030 end date rests on the Budget 2026 source.',
  },
  csrdStopTheClock: {
    title: "Directive (EU) 2025/794 ('stop-the-clock') amending the Corporate Sustainability Reporting Directive",
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/dir/2025/794/oj',
    asOf: RECHECKED,
    published: '2025-04-16',
    note: 'Re-read on 26 November 2026: the EUR-Lex record gives the Directive of 14 April 2025, published on 16 April 2025, as in force; the two-year delay for the second and third waves was checked against summaries of it.',
  },
  iso14083: {
    title:
      'ISO 14083:2023 Greenhouse gases – quantification and reporting of emissions arising from transport chain operations (catalogue entry and sample pages on iTeh Standards; the standard is published by ISO)',
    publisher: 'iTeh Standards (third-party standards catalogue)',
    url: 'https://standards.iteh.ai/catalog/standards/iso/5c1639be-66c2-4f14-993a-ee2b9d6c1a52/iso-14083-2023',
    asOf: RECHECKED,
    published: '2023-03-01',
    note: 'Re-read on 26 November 2026: the catalogue entry and sample pages give the first edition as 2023-03 and its scope as GHG emissions from transport chains of passengers and freight. That it counts well-to-wheel emissions was seen only in secondary descriptions of the standard and of GLEC v3.',
  },
  glec: {
    title: 'GLEC Framework for logistics emissions accounting and reporting, version 3',
    publisher: 'Smart Freight Centre',
    url: 'https://www.smartfreightcentre.org/en/our-programs/global-logistics-emissions-council/calculate-report-glec-framework/',
    asOf: RECHECKED,
    published: '2023-09-21',
    note: "Re-read on 26 November 2026 through Smart Freight Centre's release of 21 September 2023: version 3.0 is fully aligned with ISO 14083.",
  },
  portsPolicy: {
    title: 'National Ports Policy 2013 (port tiers) and its review',
    publisher: 'Irish Maritime Development Office / Department of Transport',
    url: 'https://www.imdo.ie/Home/site-area/maritime-policy/ports-policy/national-ports-policy',
    asOf: CHECKED,
  },
  efti: {
    title: 'Regulation (EU) 2020/1056 on electronic freight transport information (eFTI), with Implementing Regulation (EU) 2024/1942',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/EN/legal-content/summary/electronic-freight-transport-information.html',
    asOf: CHECKED,
  },
  nis2: {
    title: 'Directive (EU) 2022/2555 (NIS2) on a high common level of cybersecurity across the Union (consolidated text in English)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02022L2555-20221227',
    asOf: CHECKED,
  },
  cmr: {
    title: 'Limits of liability for cargo claims (trade-association guidance; CMR Convention, carriage by road)',
    publisher: 'British International Freight Association',
    url: 'https://bifa.org/information-guidance/trading-conditions/limits-of-liability-for-cargo-claims/',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026: the page gives the road (CMR) limit as SDR 8.33 per kg and spells SDR out as Special Drawing Rights.',
  },
  dieselRebate: {
    title: 'Diesel Rebate Scheme: who qualifies, qualifying vehicles and fuel cards',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/diesel-rebate-scheme/qualify.aspx',
    asOf: CHECKED_NOW,
  },
  dieselRebateRate: {
    title:
      'Dáil written answer of 31 January 2023 on the Diesel Rebate Scheme (sliding scale up to 7.5 cent a litre), as republished by KildareStreet.com',
    publisher: 'KildareStreet.com (third-party republication of a Dáil written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2023-01-31a.543',
    asOf: RECHECKED,
    published: '2023-01-31',
    note: 'Re-read on 26 November 2026: a sliding scale that starts above €1.00 a litre before VAT and reaches at most 7.5 cent a litre.',
  },
  budget2026Aca: {
    title:
      'Budget 2026 energy measures: Accelerated Capital Allowances for energy-efficient equipment and for gas and hydrogen vehicles extended to 31 December 2030 (Budget Statement, 7 October 2025)',
    publisher: 'KPMG Ireland',
    url: 'https://kpmg.com/ie/en/insights/tax/budget-2026/energy.html',
    asOf: CHECKED_NOW,
  },
  bikVanRelief: {
    title:
      'Budget 2026 motoring summary: the temporary €10,000 reduction in original market value for benefit-in-kind stays for 2026, then €5,000 in 2027 and €2,500 in 2028',
    publisher: 'Nifti Business (motor finance firm, summarising Budget 2026)',
    url: 'https://niftibusiness.ie/latest-news/budget-summary-2026',
    asOf: CHECKED_NOW,
  },
  bikVanManual: {
    title:
      'Revenue Employer Provided Vehicles manual updated for Finance Act 2024 (the €10,000 original market value reduction applies to all vans)',
    publisher: 'Chartered Accountants Ireland',
    url: 'https://charteredaccountants.ie/News/employer-provided-vehicles-manual-updated',
    asOf: CHECKED_NOW,
  },
  deMinimis: {
    title: 'Commission Regulation (EU) 2023/2831 on de minimis aid (ceiling of €300,000 per undertaking over three years)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2023/2831/oj',
    asOf: CHECKED_NOW,
  },
  mobileWorkers: {
    title:
      'S.I. No. 36 of 2012, European Communities (Organisation of Working Time of Persons Performing Mobile Road Transport Activities) Regulations 2012',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/2012/si/36/made/en/print',
    asOf: CHECKED_NOW,
  },
  csrdOmnibus: {
    title:
      'Directive (EU) 2026/470 (Omnibus I) amending the Corporate Sustainability Reporting Directive: scope above 1,000 employees and €450 million turnover, value-chain requests capped at the voluntary SME standard (VSME)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/dir/2026/470/oj',
    asOf: CHECKED_NOW,
  },
  countEmissions: {
    title:
      'Regulation (EU) 2026/1030 (CountEmissionsEU) on accounting for greenhouse gas emissions of transport services, in force from 1 June 2026',
    publisher: 'Agence Europe (report of entry into force); EUR-Lex holds the text',
    url: 'https://agenceurope.eu/en/bulletin/article/13878/13/harmonised-calculation-method-for-emissions-from-transport-sector-enters-into-force',
    asOf: CHECKED_NOW,
  },
  ets2Delay: {
    title: 'ETS2 for road transport and buildings: Parliament and Council agree on 9 December 2025 to move its start from 2027 to 2028',
    publisher: 'trans.info (road transport trade press)',
    url: 'https://trans.info/en/eu-relaxes-ets2-445171',
    asOf: CHECKED_NOW,
  },
  eftiPlatforms: {
    title: 'Commission Implementing Regulation (EU) 2025/2243 of 6 November 2025 on the functional requirements for eFTI platforms',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=OJ%3AL_202502243',
    asOf: CHECKED_NOW,
  },
  eftiAcceptanceDate: {
    title:
      'Which documents fall under eFTI: authorities must accept electronic freight information from 9 July 2027 (explainer citing Regulation (EU) 2020/1056)',
    publisher: 'YRproject (regulatory explainer)',
    url: 'https://yrproject.nl/en/efti-which-documents.html',
    asOf: CHECKED_NOW,
  },
  nis2Ireland: {
    title:
      'Dáil written answer of 8 September 2025 on the National Cyber Security Bill (NIS2 transposition at an advanced drafting stage), as republished by KildareStreet.com',
    publisher: 'KildareStreet.com (third-party republication of a Dáil written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-09-08a.4118.q',
    asOf: RECHECKED,
    published: '2025-09-08',
    note: 'Re-read on 26 November 2026: drafting of the National Cyber Security Bill at an advanced stage; no later stored page showed the Bill published or enacted.',
  },
  nis1Ireland: {
    title:
      'Dáil written answer of 25 February 2025: NIS (S.I. 360 of 2018) stays in force until NIS2 is transposed, as republished by KildareStreet.com',
    publisher: 'KildareStreet.com (third-party republication of a Dáil written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-02-25a.318',
    asOf: RECHECKED,
    published: '2025-02-25',
    note: 'Not re-read on 28 November 2026. The full title of S.I. No. 360 of 2018, European Union (Measures for a High Common Level of Security of Network and Information Systems) Regulations 2018, which the NIS abbreviation stands for, was read on 28 November 2026 in BAILII’s copy of the S.I.',
  },
  vanTachographs: {
    title: 'Tachographs for international goods transport with vehicles of 2.5 to 3.5 tonnes from 1 July 2026 (for hire or reward only)',
    publisher: 'Luxembourg Ministry of Mobility and Public Works',
    url: 'https://transports.public.lu/en/plus/faq/tachygraphe-transport-international-marchandises-01072026.html',
    asOf: CHECKED_NOW,
  },
  truckRangeVolvo: {
    title: 'What you need to know about an electric truck’s range (about 300 km for a 30-tonne 4x2 tractor)',
    publisher: 'Volvo Trucks',
    url: 'https://www.volvotrucks.com/en-en/news-stories/insights/articles/2021/nov/what-you-need-to-know-about-an-electric-trucks-range.html',
    asOf: CHECKED_NOW,
  },
  tachographDownloads: {
    title:
      'Commission Regulation (EU) No 581/2010 on the maximum periods for downloading tachograph data (driver card every 28 days, vehicle unit every 90 days)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2010/581/oj',
    asOf: CHECKED_NOW,
  },
  method: {
    title: 'Meitheal AI planning method (our own practice; no external figures)',
    publisher: 'Meitheal AI',
    asOf: CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
