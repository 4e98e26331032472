// The publications our entries rest on, named as published, with the page we
// checked and when. Figures are rewritten in our own words; nothing is copied.
import type { KnowledgeSource } from './types.ts';

const CHECKED = '2026-11-22';

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
    title: 'Regulation (EC) No 1072/2009 on access to the international road haulage market (consolidated text, as amended by Regulation (EU) 2020/1055)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2009/1072',
    asOf: CHECKED,
  },
  operatorLicensing: {
    title: 'Road Transport Operator Licensing: guide to road haulage operator licensing and FAQs',
    publisher: 'Department of Transport, Road Transport Operator Licensing Unit',
    url: 'https://www.rtol.ie/rtol-online/faqs',
    asOf: CHECKED,
  },
  accessToOccupation: {
    title: 'Regulation (EC) No 1071/2009 on the occupation of road transport operator (consolidated text, as amended by Regulation (EU) 2020/1055)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2009/1071',
    asOf: CHECKED,
  },
  driverCpc: {
    title: 'Driver CPC: compliant driving and staying qualified',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services/professional-drivers/cpc/become-a-professional-cpc-driver/10.-staying-qualified',
    asOf: CHECKED,
  },
  evGrants: {
    title: 'Electric vehicle grant values (commercially bought N1 vans)',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.seai.ie/grants/electric-vehicle-grants/grant-amounts/',
    asOf: CHECKED,
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
    asOf: CHECKED,
  },
  hdvCo2: {
    title: 'Regulation (EU) 2024/1610 strengthening the CO2 emission standards for new heavy-duty vehicles',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/legal-content/en/TXT/?uri=CELEX%3A32024R1610',
    asOf: '2024-06-06',
  },
  gasVehicleAllowance: {
    title: 'Revenue Note for Guidance on section 285C TCA 1997: accelerated wear and tear allowances for gas vehicles and refuelling equipment',
    publisher: 'Revenue (published on Chartered Accountants Ireland TaxSource)',
    url: 'https://www.charteredaccountants.ie/taxsource/1997/en/act/pub/0039/nfg/sec0285C-nfg.html',
    asOf: CHECKED,
  },
  acaEnergyEfficient: {
    title: 'Dáil written answer of 16 November 2023 on the Accelerated Capital Allowance for energy-efficient equipment (extended to 31 December 2025), as republished by KildareStreet.com',
    publisher: 'KildareStreet.com (third-party republication of a Dáil written answer)',
    url: 'https://www.kildarestreet.com/wrans/?id=2023-11-16a.272',
    asOf: '2023-11-16',
  },
  csrdStopTheClock: {
    title: "Directive (EU) 2025/794 ('stop-the-clock') amending the Corporate Sustainability Reporting Directive",
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/dir/2025/794/oj',
    asOf: '2025-04-16',
  },
  iso14083: {
    title: 'ISO 14083:2023 Greenhouse gases – quantification and reporting of emissions arising from transport chain operations (catalogue entry and sample pages on iTeh Standards; the standard is published by ISO)',
    publisher: 'iTeh Standards (third-party standards catalogue)',
    url: 'https://standards.iteh.ai/catalog/standards/iso/5c1639be-66c2-4f14-993a-ee2b9d6c1a52/iso-14083-2023',
    asOf: '2023-03-01',
  },
  glec: {
    title: 'GLEC Framework for logistics emissions accounting and reporting, version 3',
    publisher: 'Smart Freight Centre',
    url: 'https://www.smartfreightcentre.org/en/our-programs/global-logistics-emissions-council/calculate-report-glec-framework/',
    asOf: '2023-09-21',
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
    asOf: CHECKED,
  },
  method: {
    title: 'Meitheal AI planning method (our own practice; no external figures)',
    publisher: 'Meitheal AI',
    asOf: CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
