// Publications behind the employer, customs and EU-paperwork entries
// (knowledge/areas/employer-and-customs.ts) and the figures added to older
// entries in the same review: the HSA and the Safety, Health and Welfare at
// Work Act for the employer's duties, the WRC and the Department of Social
// Protection for staff terms and pensions, Revenue for customs and VAT, and
// the EU texts for the Community licence, posting and NIS2 fines.
// Each page was read on the check date; where we read a copy of an official
// page, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const EMPLOYER_CHECKED = '2026-11-26';

export const employerSources = {
  safetyStatementAct: {
    title:
      'Safety, Health and Welfare at Work Act 2005, section 20: the written safety statement, what it must specify and bringing it to employees’ attention at least annually',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2005/act/10/section/20/revised/en/html',
    asOf: EMPLOYER_CHECKED,
  },
  hsaAccidentReporting: {
    title:
      'Accident and dangerous occurrence reporting: injuries keeping a worker from normal work for more than three consecutive days, fatal accidents reported immediately, others within ten working days',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/Topics/Business_Licensing_and_Notification_Requirements/Accident_Incident_Reporting/',
    asOf: EMPLOYER_CHECKED,
  },
  hsaAccidentFaq: {
    title: 'Accident reporting FAQs: weekends count in the three days; road traffic accidents while driving for work',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/Topics/Accident_and_Dangerous_Occurrence_Reporting/',
    asOf: EMPLOYER_CHECKED,
  },
  industrialTrucksCode: {
    title:
      'New Code of Practice for safe use of industrial trucks (in effect 12 September 2025, replacing the 2001 lift-truck operator training code)',
    publisher: 'Department of Enterprise, Tourism and Employment',
    url: 'https://enterprise.gov.ie/en/news-and-events/department-news/2025/september/20250912.html',
    asOf: EMPLOYER_CHECKED,
    published: '2025-09-12',
  },
  termsOfEmployment: {
    title:
      'Terms of employment: the Day 5 statement of core terms, the full written statement within one month, and the extra statement for work outside the State',
    publisher: 'Workplace Relations Commission',
    url: 'https://workplacerelations.ie/en/what_you_should_know/employer-obligations/terms-of-employment/',
    asOf: EMPLOYER_CHECKED,
  },
  autoEnrolmentGov: {
    title: 'Auto-enrolment retirement savings system for employees: who is enrolled, contribution rates, opting out',
    publisher: 'Department of Social Protection (gov.ie)',
    url: 'https://gov.ie/en/department-of-social-protection/publications/auto-enrolment-retirement-savings-system-for-employees',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026 for the body: the National Automatic Enrolment Retirement Savings Authority (NAERSA) administers the scheme, decides eligibility from Revenue payroll data and collects the contributions.',
  },
  autoEnrolmentPayroll: {
    title:
      'Auto-enrolment FAQs for payroll: employer rates by year (2026–2028 1.5%), earnings limit of €80,000, NAERSA payment notifications',
    publisher: 'BrightPay',
    url: 'https://www.brightpay.ie/docs/bpol/auto-enrolment/auto-enrolment-faq-s',
    asOf: EMPLOYER_CHECKED,
    note: 'A payroll supplier’s summary, used for the year-by-year table; it matches the rates on the gov.ie guide.',
  },
  temporaryStorage: {
    title:
      'Temporary storage: non-EU goods under customs supervision for up to 90 days in a Revenue-authorised facility; apply through the Customs Decisions System',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/transit-temp-storage/storage/index.aspx',
    asOf: EMPLOYER_CHECKED,
  },
  aisImports: {
    title: 'How the Automated Import System (AIS) affects your business: AIS replaced AEP for import declarations from 23 November 2020',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/customs-electronic-systems/ais/business-impact/customs-agents.aspx',
    asOf: EMPLOYER_CHECKED,
  },
  aesExitFlow: {
    title: 'Automated Export System (AES): the arrival at exit (IE507) and exit notification (IE590) messages and the MRN look-up service',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/electronic-systems/aes/process-flow-exit-goods-from-eu.aspx',
    asOf: EMPLOYER_CHECKED,
  },
  aesOpenMovements: {
    title:
      'eCustoms notification 12/2024: closure of open export movements in AES (AES went live in March 2023; PBN closes RoRo exports to GB)',
    publisher: 'Revenue',
    url: 'https://www.thyme-it.com/2024/04/closure-of-open-export-movements-aes/',
    asOf: EMPLOYER_CHECKED,
    published: '2024-04-24',
    note: 'Read from a customs software supplier’s copy of Revenue’s eCustoms notification.',
  },
  aeoRevenue: {
    title:
      'Authorised Economic Operator (AEO): what the status certifies, its benefits, who can apply and the self-assessment questionnaire',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/aeo/index.aspx',
    asOf: EMPLOYER_CHECKED,
  },
  aeoDail: {
    title: 'Dáil written answer on AEO status: AEOC (customs simplifications) and AEOS (security and safety), voluntary for operators',
    publisher: 'Houses of the Oireachtas (via KildareStreet.com)',
    url: 'https://www.kildarestreet.com/wrans/?id=2018-05-15a.457',
    asOf: EMPLOYER_CHECKED,
    published: '2018-05-15',
  },
  vatServicesAbroad: {
    title:
      'VAT obligations of Irish traders supplying services to business customers abroad: customer VAT number, reverse charge invoice, VIES return',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/vat/vat-on-services/when-is-vat-charged-on-services/vat-obligations-of-Irish-traders-supplying-services-to-business-customers-abroad.aspx',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026: Revenue spells VIES out as the VAT Information Exchange System and asks for the taxable supply to be included on the VIES return.',
  },
  vatPlaceOfSupplyServices: {
    title:
      'Revenue Note for Guidance, VAT Consolidation Act 2010 section 34: business-to-business services are taxed where the customer is established',
    publisher: 'Revenue (via Chartered Accountants Ireland TaxSource)',
    url: 'https://ise70.compuscript.ie/icai/20200808/full/out/tax/2010/en/act/pub/0031/nfg/sec0034-nfg.html',
    asOf: EMPLOYER_CHECKED,
    note: 'Read from the Chartered Accountants Ireland copy of Revenue’s Notes for Guidance.',
  },
  viesServicesReturn: {
    title:
      'Revenue Note for Guidance, VAT Consolidation Act 2010 section 83: a statement of intra-Community supplies of taxable services (the VIES return), lodged quarterly by the 23rd of the month after the calendar quarter, or monthly by the 23rd of the following month',
    publisher: 'Revenue (via Chartered Accountants Ireland TaxSource)',
    url: 'https://www.charteredaccountants.ie/taxsourcetotal/2010/en/act/pub/0031/nfg/sec0083-nfg.html',
    asOf: '2026-11-28',
    note: 'Read on 28 November 2026 in the Chartered Accountants Ireland copy of Revenue’s Notes for Guidance: suppliers of business-to-business taxable services across EU borders file a quarterly VIES return by the 23rd of the month after the quarter, or may opt for monthly returns.',
  },
  rtolForms: {
    title:
      'Transport licensing forms: the Road Transport Operator Licensing Unit issues the national Road Haulage Operator Licence (Ireland only) and the international Road Haulage Operator Licence, issued in combination with the Community Licence; ECMT licences and bilateral permits',
    publisher: 'Department of Transport, Road Transport Operator Licensing Unit',
    url: 'https://www.rtol.ie/rtol-online/forms',
    asOf: '2026-11-28',
    note: 'Read on 28 November 2026 in a stored copy of the page (it still names the Department of Transport, Tourism and Sport): the international licence is issued in combination with the Community Licence.',
  },
  communityLicence: {
    title:
      'Regulation (EC) No 1072/2009 (consolidated): Article 3 (Community licence, and a driver attestation for a third-country driver) and Article 4 (licence for renewable periods of up to 10 years; a certified true copy for each vehicle)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2009/1072',
    asOf: EMPLOYER_CHECKED,
  },
  driverAttestation: {
    title:
      'Driver attestation: for drivers who are not EU nationals or long-term residents; issued for a period set by the Member State, at most five years',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://ec.europa.eu/transport/modes/road/haulage/driver_attestation_en',
    asOf: EMPLOYER_CHECKED,
    note: 'The five-year maximum is read from CORTE’s summary of Article 5(7) (http://www.corte.be/activities/road-transport/legislation/access-to-profession/driving-attestation).',
  },
  postingDocumentsAfter: {
    title:
      'Posting of drivers: after the posting and at the latest eight weeks after a request, the operator sends tachograph records, pay documents, the contract and time records through the IMI interface (Directive (EU) 2020/1057)',
    publisher: 'Inspection du travail et des mines, Luxembourg',
    url: 'https://itm.public.lu/en/questions-reponses/droit-travail/detachement-salaries/b/b7.html',
    asOf: EMPLOYER_CHECKED,
    note: 'A host-state labour inspectorate applying the EU-wide rule of Directive (EU) 2020/1057, Article 1(11)(b).',
  },
  drugDrivingRsa: {
    title:
      'Driving under the influence of drugs: a minimum one-year disqualification above the legal limit for cocaine, cannabis or heroin, four years when impaired, fines up to €5,000',
    publisher: 'Road Safety Authority',
    url: 'https://paperzz.com/doc/8654188/rsa-driving-under-the-influence-information-leaflet',
    asOf: EMPLOYER_CHECKED,
    note: 'Read from a copy of the RSA’s information leaflet.',
  },
  onlineCancellation: {
    title: 'Know your rights: shopping online (14-day cooling-off period from receipt of the goods; refund within 14 days of cancellation)',
    publisher: 'Citizens Information',
    url: 'https://whatsnew.citizensinformation.ie/2020/11/20/know-your-rights-shopping-online/',
    asOf: EMPLOYER_CHECKED,
    published: '2020-11-20',
  },
  eccCoolingOff: {
    title: 'Black Friday and Cyber Monday: the 14-day cooling-off period, then 14 days to return the goods',
    publisher: 'European Consumer Centre Ireland',
    url: 'https://www.eccireland.ie/black-friday-and-cyber-monday-sales-consumer-rights/',
    asOf: EMPLOYER_CHECKED,
    published: '2018-11-19',
  },
  ruralSpeedLimit: {
    title:
      'Speed limits on local roads drop from 80 km/h to 60 km/h on Friday 7 February (rural local roads marked L or unnumbered; the rural speed limit sign now means 60 km/h)',
    publisher: 'Department of Transport (notice carried by the Munster Express)',
    url: 'https://www.munster-express.ie/news/speed-limits-on-local-roads-drop-from-80-km-h-to-60-km-h-on-friday-7-february/',
    asOf: EMPLOYER_CHECKED,
    published: '2025-02-09',
    note: 'A newspaper printing the Department’s notice; the RSA’s post of 7 February 2025 (quoted by daily8.com) says the same. No stored page confirmed the later cuts for national secondary and urban roads as in force.',
  },
} satisfies Record<string, KnowledgeSource>;
