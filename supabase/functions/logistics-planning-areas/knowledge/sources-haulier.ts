// Publications behind the haulier-topics entries (knowledge/areas/haulier-topics.ts):
// a fourth pass over the coverage map (docs/knowledge/logistics-coverage.md)
// through the topics an Irish haulier, courier or distributor meets that the
// map lacked: Dublin's HGV cordon, licence renewal medicals, livestock and
// waste haulage, pay and sick leave, tail lifts, walk-around checks, the
// drivers' hours exemptions and trade with Northern Ireland.
// Each page was read on the check date; where we read a copy of an official
// page, or a report of one, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const HAULIER_CHECKED = '2026-11-26';

export const haulierSources = {
  dublinHgvFaq: {
    title:
      'Frequently asked questions on the HGV Management Strategy: 5+ axle vehicles barred from the canal cordon 7am–7pm Monday to Sunday and from the Sandymount cordon 24 hours a day without a permit; load/unload and restricted goods permits applied for online up to 14 days ahead',
    publisher: 'Dublin City Council',
    url: 'https://www.dublincity.ie/residential/transportation/hgv-management/frequently-asked-questions-hgv-management-strategy',
    asOf: HAULIER_CHECKED,
  },
  dublinHgvStrategy: {
    title:
      'HGV Management Strategy: ban on 5+ axle vehicles 07.00–19.00 seven days a week since 19 February 2007, limited permit scheme at hgv.ie for vehicles loading or unloading in the city centre',
    publisher: 'Dublin City Council',
    url: 'https://www.dublincity.ie/hgv',
    asOf: HAULIER_CHECKED,
  },
  dublinTunnelTolls2026: {
    title:
      'Toll changes from 1 January 2026: HGVs and buses exempt from tolls at the Dublin Port Tunnel; peak southbound toll for other vehicles €14',
    publisher: 'Transport Infrastructure Ireland (reported by the Irish Mirror)',
    url: 'https://news.anyfans.com/motorists-using-m50%2C-dublin-port-tunnel-and-other-motorways-to-be-hit-with-toll-increase',
    asOf: HAULIER_CHECKED,
    note: 'Read in a syndicated copy of the Irish Mirror’s report of TII’s toll notice; TII’s own notice was not in the stored pages.',
  },
  licenceRenewalMedical: {
    title:
      'Dáil written answer on driver licence renewal (22 June 2021): renewal up to 3 months before and 10 years after expiry; a medical report for renewing truck or bus (Group 2) categories, completed no more than one month before the application',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-06-22/186/',
    asOf: HAULIER_CHECKED,
    published: '2021-06-22',
  },
  medicalReportCategories: {
    title:
      'Medical report (form D501): holders of categories C1, C, D1, D, EC1, EC, ED1 and ED must produce a medical report to keep those categories (Road Traffic (Licensing of Drivers) Regulations 1999)',
    publisher: 'Sligo County Council, Motor Taxation',
    url: 'https://www.sligococo.ie/text/Services/MotorTaxation/MedicalReports/',
    asOf: HAULIER_CHECKED,
  },
  rsaMedicalIssues: {
    title:
      'Medical issues: tell the NDLS and your insurer of any long-term or permanent illness or injury that may affect safe driving; Sláinte agus Tiomáint guidelines for Group 1 and Group 2 drivers',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/RSA/Ceadunaithe/Safe-driving/Medical-Issues/',
    asOf: HAULIER_CHECKED,
  },
  animalTransport: {
    title:
      'Transport of live animals: Council Regulation (EC) No 1/2005 in force since 5 January 2007 (S.I. No. 675 of 2006); authorisation for journeys over 65 km in connection with an economic activity; commercial journeys up to 65 km need documents in the vehicle',
    publisher: 'Department of Agriculture, Food and the Marine',
    url: 'https://www.gov.ie/en/publication/f7279-transport-of-live-animals/',
    asOf: HAULIER_CHECKED,
  },
  animalTransportBands: {
    title:
      'Department announces details of Transport Regulation (January 2007): journeys under 65 km, over 65 km and under 8 hours, and long journeys over 8 hours; certificates of competence; vehicle standards and journey logs for long journeys',
    publisher: 'Department of Agriculture, Food and the Marine',
    url: 'https://agriculture.gov.ie/press/pressreleases/2007/january/title,13214,en.html',
    asOf: HAULIER_CHECKED,
    published: '2007-01-05',
  },
  animalTransportTraces: {
    title:
      'Authorisation needed to transport animals over 65 km (DAFM announcement of 7 September 2023): premises of departure and destination registered on TRACES before moves between member states, including to and from Northern Ireland',
    publisher: 'Agriland (report of a Department of Agriculture, Food and the Marine announcement)',
    url: 'https://www.agriland.co.uk/farming-news/authorisation-needed-to-transport-animals-over-65km-dafm/',
    asOf: HAULIER_CHECKED,
    published: '2023-09-07',
  },
  minimumWage2026: {
    title:
      'Changes to the national minimum wage: €14.15 an hour from 1 January 2026 for employees aged 20 and over, €12.74 at 19, €11.32 at 18, €9.91 under 18; board €1.27 an hour, accommodation €33.42 a week or €4.77 a day',
    publisher: 'McGowan Accountancy Services',
    url: 'https://www.mcgowanaccountancy.com/changes-to-national-minimum-wage',
    asOf: HAULIER_CHECKED,
    note: 'An accountant’s summary of the 2026 rates; the statutory instrument itself was not in the stored pages. The same rates and percentages are given by MSS The HR People.',
  },
  minimumWageCoverage: {
    title:
      'Increases to the National Minimum Wage Ireland 2026: who it applies to (full-time, part-time, temporary, casual and seasonal), exclusions, and sectoral orders that override it',
    publisher: 'MSS The HR People',
    url: 'https://www.mssthehrpeople.ie/increases-to-the-national-minimum-wage-ireland-2026',
    asOf: HAULIER_CHECKED,
  },
  sickLeaveStaysFive: {
    title:
      'Paid annual sick leave to remain at five days per year (April 2025): the Minister for Enterprise announces no rise to seven or ten days; five days paid at 70% of gross pay up to €110 a day',
    publisher: 'TheJournal.ie (report of the Minister’s announcement)',
    url: 'https://www.thejournal.ie/paid-annual-sick-leave-to-remain-at-five-days-per-year-following-fine-gael-manifesto-u-turn-6672246-Apr2025/',
    asOf: HAULIER_CHECKED,
    published: '2025-04-08',
  },
  sickLeaveRules: {
    title:
      'Ireland postpones increase in paid sick leave entitlement: 13 weeks’ service, a medical certificate, 70% of normal daily pay up to €110, Sick Leave Act 2022',
    publisher: 'Lockton',
    url: 'https://global.lockton.com/us/en/news-insights/ireland-postpones-increase-in-paid-sick-leave-entitlement',
    asOf: HAULIER_CHECKED,
    note: 'A broker’s summary of the Sick Leave Act 2022; the calendar year, no carry-over and Illness Benefit afterwards are also stated by MDR One and the Irish Times report of November 2023.',
  },
  tailLiftInfoSheet: {
    title:
      'Safe Vehicle Tailboard Goods Lift Operations (HSA information sheet): thorough examination every 12 months for goods lifts, every 6 months if a person is lifted; competent person; a copy of the report kept in the cab',
    publisher: 'Health and Safety Authority (reported by BR Ltd)',
    url: 'https://brltd.ie/new-tail-lift-regulations/',
    asOf: HAULIER_CHECKED,
    note: 'Read in a tail-lift service company’s summary of the HSA information sheet; the sheet itself was not in the stored pages.',
  },
  cvrtWalkaround: {
    title:
      'Daily walk around checks and defect detection: pre-planned preventative maintenance and daily walk-around checks; checks by any trained person before the vehicle is used on a public road; what a defect record must hold; sample HCV, PSV and LCV check sheets',
    publisher: 'Road Safety Authority (CVRT)',
    url: 'https://www.cvrt.ie/en-US/Operator-Driver-Obligations/Daily-walk-around-checks-and-defect-detection/',
    asOf: HAULIER_CHECKED,
  },
  wasteCollectionPermitForm: {
    title:
      'Waste collection permit application form and guidance: Offaly County Council is the National Waste Collection Permit Office for all new and review applications from 1 February 2012 (S.I. No. 820 of 2007); newspaper notice, motor vehicle and public liability insurance declarations',
    publisher: 'National Waste Collection Permit Office',
    url: 'https://studylib.net/doc/7048162/--national-waste-collection-permit-office',
    asOf: HAULIER_CHECKED,
    note: 'Read in a copy of the NWCPO application form (version 2.2) held on studylib.net.',
  },
  wasteCollectionPermitGuide: {
    title:
      'Waste collection permit: guide for application or renewal: needed to collect waste for reward or profit; valid 5 years from the grant date; review applied for before expiry; vehicle registration certificate for each vehicle and a tax clearance certificate',
    publisher: 'ECOS Environmental Consultants',
    url: 'https://www.ecos.ie/waste-collection-permit-guide-application-renewal-2/',
    asOf: HAULIER_CHECKED,
  },
  drivingTimeScope: {
    title:
      'Regulation (EC) No 561/2006, consolidated text: Article 13(1) national exceptions on a member state’s own territory, such as agricultural, horticultural, forestry, farming or fishery undertakings carrying their own goods within 100 km of base',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2006/561/oj',
    asOf: HAULIER_CHECKED,
    note: 'Article 13(1) read in the consolidated text (CELEX 02006R0561-20241231) on a search copy.',
  },
  drivingTimeExemptions: {
    title:
      'Drivers’ hours and tachographs: goods vehicles (GV262), exemptions from the EU rules wherever the vehicle is driven: vehicles not capable of more than 40 km/h, non-commercial carriage up to 7.5 tonnes, and vehicles up to 7.5 tonnes carrying the driver’s work materials, equipment or machinery',
    publisher: 'Driver and Vehicle Standards Agency (GOV.UK)',
    url: 'https://www.gov.uk/guidance/drivers-hours-goods-vehicles/1-eu-and-aetr-rules-on-drivers-hours',
    asOf: HAULIER_CHECKED,
    note: 'The exemptions list read in a copy on trucknetuk.com; the 100 km radius and the condition that driving is not the driver’s main activity read in the recital of the EU text on these vehicles (wordscope.be copy).',
  },
  windsorFramework: {
    title:
      'Customs implications of trade with Northern Ireland: the Windsor Framework in effect from 25 March 2023; its simplifications apply to traders in Northern Ireland; goods for Ireland shipped through Northern Ireland stay under full customs and import requirements',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/brexit/info-businesses-trading-ni/trade-with-ni/windsor-framework.aspx',
    asOf: HAULIER_CHECKED,
  },
  crossBorderRoutes: {
    title:
      'A guide to trade routes and customs paperwork: no customs requirements on goods moving in either direction between Ireland and Northern Ireland, or between Northern Ireland and the rest of the EU; Intrastat may apply',
    publisher: 'InterTradeIreland, Cross-Border Trade Hub',
    url: 'https://crossbordertradehub.intertradeireland.com/trade-routes-customs-paperwork',
    asOf: HAULIER_CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
