// Publications behind the entries of the seventh round (knowledge/areas/claims-and-permits.ts):
// topics an owner meets that the knowledge lacked, found through the fifth
// visitor set's misses and written from each topic's official page as a whole:
// public tenders, consumers' delivery rights and small claims, postal
// authorisation, the M50 toll, abnormal loads and the Dublin Tunnel,
// employment permits, e-invoicing and invoice fraud, plus the truck licence's
// term and the rate of benefit-in-kind on vans.
// Each page was read on the check date; where we read a copy of an official
// page or a secondary report, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const CLAIMS_AND_PERMITS_CHECKED = '2026-11-26';

/** The day we looked again for official pages behind the facts first read in secondary copies. */
const OFFICIAL_RECHECK = '2026-11-28';

export const claimsAndPermitSources = {
  smeProcurementCircular: {
    title:
      'New circular to assist SMEs in Public Procurement: Circular 05/2023 raises the threshold at which goods and services contracts must be advertised on eTenders from €25,000 to €50,000 and works contracts from €50,000 to €200,000 (exclusive of VAT), keeps works-related services at €50,000, and requires contract award information on eTenders for procurements over €25,000',
    publisher: 'Office of Government Procurement (gov.ie)',
    url: 'https://gov.ie/en/publication/02b12-new-circular-to-assist-smes-in-public-procurement',
    asOf: OFFICIAL_RECHECK,
    published: '2023-03-28',
    note: 'Re-read on 28 November 2026: the page gives the advertising thresholds, the €25,000 award-notice rule and that the circular applies to all public sector bodies with immediate effect, but not the quotation bands below €50,000.',
  },
  smeProcurementQuotes: {
    title:
      'Encouraging SMEs’ participation in public procurement: under Circular 05/2023, supplies or services contracts between €5,000 and €50,000 need three written quotations or three quotations through an eTenders request for quotes; below €5,000, verbal or written quotes from one or more suppliers',
    publisher: 'Quigg Golden (summary of Circular 05/2023)',
    url: 'https://www.quigggolden.com/publications/encouraging-smes-participation-in-public-procurement/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    note: 'A secondary summary of the circular by a consultancy; the advertising thresholds were checked on the gov.ie page. Searched again on 28 November 2026: no official page found for the quotation bands (the gov.ie announcement does not give them, and neither the circular itself nor an OGP page setting them out was stored).',
  },
  ccpcDeliveryUpdate: {
    title:
      'Delivery delays and disruptions: a consumer rights update from the CCPC. The consumer’s contract is with the retailer, not the courier; goods are the retailer’s responsibility until the buyer takes physical possession; delivery within 30 days unless agreed otherwise; cancellation and a full refund within 14 days where delivery cannot be rearranged; Consumer Rights Act 2022; not where the consumer engaged the courier',
    publisher: 'Competition and Consumer Protection Commission',
    url: 'https://www.ccpc.ie/consumers/2025/10/29/delivery-delays-and-disruptions-a-consumer-rights-update-from-the-ccpc',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    published: '2025-10-29',
  },
  smallClaimsCitizens: {
    title:
      'Small claims procedure: an inexpensive way for consumers and businesses to resolve disputes without a solicitor, run by District Court offices; the claim cannot exceed €2,000; both parties must be in the State (otherwise the European Small Claims Procedure); apply online, by post or in person; no claims for debts, personal injuries or breach of leasing or hire-purchase agreements',
    publisher: 'Citizens Information',
    url: 'https://www.citizensinformation.ie/en/justice/courts_system/small_claims_court.html',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  smallClaimsRespond: {
    title:
      'How to respond to a small claim against you: once served, the respondent has fifteen calendar days to accept the claim, dispute it, or dispute it and counterclaim; with no reply in time, summary judgment can be granted and a Notice to Pay must be paid within fourteen days, or the claimant is issued a decree',
    publisher: 'Courts Service',
    url: 'https://services.courts.ie/Civil-Law/small-claims/how-to-respond-to-a-small-claim-against-you',
    asOf: '2026-11-28',
    note: 'Read on 28 November 2026 for the respondent’s time limits; the Courts Service page on what happens after approval gives the same fifteen calendar days from signing for the claim.',
  },
  smallClaimsCourts: {
    title:
      'Small Claims procedure: consumer and business claims and claims for minor damage to property handled by the District Court Clerk as Small Claims Registrar; the claim cannot exceed €2,000 and the current fee is €25; the Registrar tries to settle before any hearing',
    publisher: 'Courts Service',
    url: 'https://highcourtsearch.courts.ie/small-claims-procedure',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    note: 'Read in a stored copy of the Courts Service page.',
  },
  europeanSmallClaimsEcc: {
    title:
      'European Small Claims Procedure: a uniform, inexpensive procedure for cross-border civil and commercial claims up to €5,000 without legal representation, in writing on standard forms; the judgment is enforceable in other EU states and cannot be appealed; in Ireland through the District Court for a fee of €25',
    publisher: 'European Consumer Centre Ireland',
    url: 'https://www.eccireland.ie/consumers-rights/european-small-claims-procedure/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    note: 'Its "cannot be appealed" is not how Ireland applies the procedure: the European e-Justice Portal (europeanSmallClaimsAppealIreland) gives an appeal to the Circuit Court within 14 days, and the entry follows the portal.',
  },
  europeanSmallClaimsAppealIreland: {
    title:
      'Small claims, Ireland (Article 25 information): the District Court gives judgment; the fee is €25; an appeal, other than against a dismissal under Article 4.4, may be lodged with the relevant Circuit Court within 14 days of the decision',
    publisher: 'European e-Justice Portal',
    url: 'https://e-justice.europa.eu/354/EN/small_claims?IRELAND&member=1',
    asOf: '2026-11-28',
    note: 'Read on the portal on 28 November 2026, where Ireland’s own Article 25 information gives the appeal route.',
  },
  europeanSmallClaimsCitizens: {
    title:
      'European small claims procedure: for cross-border cases where the other party is domiciled in another member state; up to €5,000 excluding interest and expenses; Regulation (EC) No 861/2007, S.I. 533 of 2008; all member states except Denmark; excludes employment law, revenue and some other matters; forms lodged with the District Court office in English or Irish',
    publisher: 'Citizens Information',
    url: 'https://www.citizensinformation.ie/en/justice/courts_system/european_small_claims_procedure.html',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  europeanSmallClaimsCcpc: {
    title:
      'European small claims procedure: the claim form goes to the Small Claims Registrar of the local District Court office (not online); the Registrar sends an answer form to the defendant within 14 days; fee €25, and translation costs may arise',
    publisher: 'Competition and Consumer Protection Commission',
    url: 'https://ccpc.ie/consumers/?p=19729',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  comregPostalAuthorisation: {
    title:
      'Who needs authorisation? The postal market is open since 1 January 2011; under the 2011 Act anyone providing or intending to provide a postal service must notify ComReg before doing so, and failing to notify is an offence (class A fine); a condition of authorisation is complaints and redress procedures (ComReg Document 14/06); services within the universal service scope pay a levy of at least €5,000 a year',
    publisher: 'Commission for Communications Regulation (ComReg)',
    url: 'https://comreg.ie/ga/tionsclaiocht/ceadunu/udaru-poist/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  postalActSection39: {
    title:
      'Communications Regulation (Postal Services) Act 2011, section 39: conditions of authorisation, including complaints and redress procedures under section 43 and information ComReg requires',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2011/act/21/section/39/revised/en/html',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  comregDisputeResolution: {
    title:
      'Postal dispute resolution: every postal service provider’s code of practice must include procedures for resolving disputes; customers go to the provider first, then its advocate, then ComReg; express, document exchange and unaddressed mail are outside ComReg’s remit',
    publisher: 'Commission for Communications Regulation (ComReg)',
    url: 'https://www.comreg.ie/advice-information/postal/dispute-resolution',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  eflowMissedDeadline: {
    title:
      'I’ve missed the payment deadline but have not got a fine: the M50 toll is due by 8pm; after that a First Penalty Notice brings the toll plus a €3.00 penalty, payable within 14 days of its issue, after which a further €41.50 is added',
    publisher: 'eFlow (Transport Infrastructure Ireland)',
    url: 'https://www.eflow.ie/help-guidance/faqs/penalties/ive-missed-the-payment-de/index.xml',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  m50TollTable2025: {
    title:
      'M50 eFlow toll amounts from 1 January 2025 by vehicle class and account type (goods vehicles over 10,000 kg and tractor units €6.40 tag, €7.00 video, €7.70 unregistered); default tolls add €4.00, then €50.00 more',
    publisher: 'Pierse Fitzgibbon Solicitors (eFlow’s enforcement service provider)',
    url: 'https://www.pierse.ie/legal-services/m50-eflow/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    note: 'Published by the enforcement agent named on the page, not by TII itself; the 2025 figures may have changed for 2026.',
  },
  galwayAbnormalLoads: {
    title:
      'Abnormal loads: special permits under section 13 of the Road Traffic Act 1961; loads over 3 metres wide need clearance from TII’s Motorway Traffic Control Centre at least 72 hours before travelling on the motorway or national dual carriageway; four clear working days’ notice to the Garda Commissioner before applying; permit carried on the vehicle; fees €75 single journey, €250 three months, €500 a year',
    publisher: 'Galway County Council',
    url: 'https://www.gaillimh.ie/en/physical-infrastructure/apply-it/abnormal-loads',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  cavanAbnormalLoads: {
    title:
      'Abnormal loads permit: An Garda Síochána runs a streamlined scheme for vehicles and loads up to 27.4 metres long and 4.3 metres wide on designated roads; the council’s own permit application must be completed and approved at least four days before the load moves, with a copy sent to the local Garda station',
    publisher: 'Cavan County Council',
    url: 'https://www.cavancoco.ie/services/roads-transportation/permits-licences/abnormal-loads-permit/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  dublinTunnelHauliers: {
    title:
      'Information for hauliers: Dublin Tunnel links Dublin Port to the M50; the operator has full jurisdiction and drivers must obey instructions; average speed cameras; maximum height 4.65 m; no overtaking for vehicles with 3 axles or more; specific rules for hazardous loads; vehicles over 2.9 m must book in advance; emergency lay-bys every 1 km',
    publisher: 'Dublin Tunnel (Transport Infrastructure Ireland)',
    url: 'https://www.dublintunnel.ie/information-for-hauliers',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  lmntDete: {
    title:
      'Labour Market Needs Test: before a General Employment Permit (or Contract for Services permit) the vacancy must be advertised with the Department of Social Protection Employment Services/EURES for at least 28 consecutive days; since the Employment Permits Act 2024 the second advert may be on an online platform instead of print',
    publisher: 'Department of Enterprise, Tourism and Employment',
    url: 'https://enterprise.gov.ie/en/What-We-Do/Workplace-and-Skills/Employment-Permits/Employment-Permit-Eligibility/Labour-Market-Needs-Test',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  gepDete: {
    title:
      'General Employment Permit: all occupations are eligible unless on the Ineligible List; either the employer or the foreign national applies; issued for an initial 2 years, renewable for up to 3 more; after 5 years the holder may apply for long-term residency',
    publisher: 'Department of Enterprise, Tourism and Employment',
    url: 'https://www.enterprise.gov.ie/en/What-We-Do/Workplace-and-Skills/Employment-Permits/Permit-Types/General-Employment-Permit/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  hgvDriverPermitAnswer: {
    title:
      'Written answer on work permits for truck drivers: non-EEA holders of valid mutually recognised CE/C1E licences may apply for a General Employment Permit as HGV drivers without a quota and without a degree; mutual recognition covers South Africa, Australia, Japan and South Korea; a minimum remuneration threshold (then €30,000) and a Labour Market Needs Test apply',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2022-02-08/173/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    published: '2022-02-08',
  },
  lmntAnswer2025: {
    title:
      'Written answer on HGV drivers from outside the EU: the Labour Market Needs Test requires the vacancy to be advertised for at least 28 days, through JobsIreland and the EURES network, before a permit application',
    publisher: 'Houses of the Oireachtas (via KildareStreet.com)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-05-28a.423',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    published: '2025-05-28',
    note: 'A copy of the Oireachtas written answer on KildareStreet.com.',
  },
  gepThreshold2024: {
    title:
      'Employment permit changes from 17 January 2024: the salary threshold for most General Employment Permits rose from €30,000 to €34,000 a year (39-hour week), with further rises announced for 2025 and 2026; the Labour Market Needs Test advert must show the new threshold',
    publisher: 'Sinnott Solicitors (report of the Department’s announcement)',
    url: 'https://sinnott.ie/es/significant-changes-to-employment-permit-system-for-2024/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    note: 'A secondary report; the current threshold should be checked on the Department’s page, as later rises were announced.',
  },
  revenueEinvoicingPhaseOne: {
    title:
      'Large corporates for Phase One of VAT modernisation: from 1 November 2028 VAT-registered large corporates (managed by Revenue’s Large Corporates Division) must send eInvoices to Irish business customers and report data to Revenue, and all businesses in Ireland must be able to receive structured eInvoices; an eInvoice must comply with EN 16931 and excludes PDF or scanned paper',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/vat/vida-vat-modernisation/large-corporates-vat-modernisation.aspx',
    asOf: OFFICIAL_RECHECK,
    note: 'Re-read on 28 November 2026: Phase One starts on 1 November 2028; a large corporate is a VAT-registered business whose tax affairs Revenue’s Large Corporates Division manages and that is established, or has a fixed establishment, in Ireland; it must send eInvoices for domestic business-to-business sales and report a subset of their data, and from the same date every business in Ireland must be able to receive them. The page does not give the dates of later phases.',
  },
  einvoicingPhasesAvalara: {
    title:
      'Irish e-invoicing: Revenue’s phased plan, Phase 1 from November 2028 for large corporates, Phase 2 from November 2029 for VAT-registered businesses in intra-EU B2B trade, Phase 3 from July 2030 aligned with the EU ViDA cross-border mandate; PDF invoices remain acceptable until a business’s phase applies',
    publisher: 'Avalara (VATlive country guide)',
    url: 'https://www.avalara.com/us/en/vatlive/country-guides/europe/ireland/irish-e-invoicing.html',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    published: '2026-03-09',
    note: 'A secondary guide; Phase One was checked on Revenue’s page, the later phases only here and in other secondary reports. Searched again on 28 November 2026: no official page found for Phases Two and Three (no Revenue roadmap page, eBrief or manual giving November 2029 and July 2030 was stored), so those dates still rest on secondary guides, which agree with each other.',
  },
  ncscIncidentReporting: {
    title:
      'Incident reporting: CSIRT-IE in the NCSC responds to incidents for Government and critical national infrastructure providers; online fraud and similar events may be cyber crime, and a victim of cyber crime should contact An Garda Síochána; unusual network issues go first to your system administrator or service provider',
    publisher: 'National Cyber Security Centre',
    url: 'https://www.ncsc.gov.ie/incidentreporting/',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    note: 'Not re-read on 28 November 2026. CSIRT is spelled out as Computer Security Incident Response Team from the Department of Communications’ page on the NIS Directive (dccae.gov.ie, Cyber Security Legislation), read that day.',
  },
  gardaInvoiceRedirect: {
    title:
      'Gardaí on invoice redirect fraud: businesses should report it to their local Garda station and their bank immediately, since payments move quickly and early reporting is what allows funds to be stopped or recovered; confirm any change of bank details by phone to a known contact, never with details in the email',
    publisher: 'An Garda Síochána (reported by Waterford Live)',
    url: 'https://www.waterfordlive.ie/news/home/549371/waterford-company-duped-out-of-thousands-by-chinese-ppe-fraud.html',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
    published: '2020-06-10',
    note: 'A newspaper report of the Garda appeal, not garda.ie itself; the NCSC page gives the same advice to contact An Garda Síochána.',
  },
  vanCashEquivalent: {
    title:
      'Calculating the cash equivalent of employer-provided vans: 8% of the van’s Original Market Value (5% up to December 2022), excluding modifications such as a refrigeration unit, reduced by what the employee pays towards running costs and by the days the van was not available',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/private-use-of-company-vans/cash-equivalent-employer-provided-vans.aspx',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
  ndlsMedicalReport: {
    title:
      'Do I need to submit a medical report? Required for a learner permit or licence in any C or D category (C1, C, D1, D, C1E, CE, D1E, DE); presented within one month of signing; the maximum term for the higher categories on a full licence is 5 years',
    publisher: 'National Driver Licence Service',
    url: 'https://www.ndls.ie/medical-fitness/do-i-need-to-submit-a-medical-report.html',
    asOf: CLAIMS_AND_PERMITS_CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
