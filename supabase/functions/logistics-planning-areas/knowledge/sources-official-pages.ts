// Publications behind the eleventh round, directed by the eighth visitor set's misses: the named fact an owner asks for
// (a legal instrument's number, a body, a category, a deadline) read on the official page that states it, and the
// topics the knowledge lacked (trailer categories, the EU weights and dimensions law, the maintenance regulations,
// roadside inspections, registering an imported vehicle, record keeping, cyber incident reporting, digital
// tachographs, transit from Britain through Northern Ireland). Each page was read on the check date in a stored copy.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const OFFICIAL_PAGES_CHECKED = '2026-11-28';

export const officialPageSources = {
  rsaHeavyTrailers: {
    title:
      'Introduction to heavy trailers: a light trailer has a design gross vehicle weight (DGVW) of 3,500 kg or less and a heavy trailer more than 3,500 kg; heavy trailers are O3 (over 3,500 kg up to 10,000 kg) or O4 (over 10,000 kg); drawbar trailers and semi-trailers',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/road-safety/road-users/professional-drivers/vehicle-safety-legislation/heavy-trailers/introduction-to-heavy-trailers',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'Read for the light and heavy trailer threshold, the O3 and O4 categories, what design gross vehicle weight means and where the weight is shown (the plate).',
  },
  rsaTrailerCategories: {
    title:
      'What category is my vehicle? Trailers, category O: light trailers (O1, O2) and heavy trailers (O3, O4), classed by design gross vehicle weight',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/en/RSA/Your-Vehicle/About-your-Vehicle/What-Category-is-my-vehicle/Motor-Caravans-/',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'An older RSA page, read for the names of the light trailer categories O1 and O2.',
  },
  ecWeightsDimensions: {
    title:
      'Weights and dimensions: Council Directive 96/53/EC (the Weights and Dimensions Directive) sets the maximum dimensions of heavy-duty vehicles in national and international traffic and their maximum weights in international traffic; amended by Directive (EU) 2015/719, Decision (EU) 2019/984 and Regulation (EU) 2019/1242, with derogations for alternatively fuelled and zero-emission powertrains, aerodynamics, modular trials and intermodal transport',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://transport.ec.europa.eu/transport-modes/road/weights-and-dimensions_hu',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'Read on the English text of the Commission’s page for the Directive, its three amending acts and what the amendments allow.',
  },
  eescWeightsRevision: {
    title:
      'Revision of the Weights and Dimensions Directive 96/53/EC: amended in 2015 (Directive (EU) 2015/719) and again by Regulation (EU) 2019/1242 to encourage zero-emission heavy-duty vehicles, which are heavier mostly because of the battery; the Commission proposed a further revision in 2023',
    publisher: 'European Economic and Social Committee',
    url: 'https://www.eesc.europa.eu/de/our-work/opinions-information-reports/opinions/revision-weights-and-dimensions-directive-9653ec',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'Read for why the 2019 amendment was made (battery weight) and that a revision was proposed in 2023 (COM(2023) 445); whether that revision has been adopted was not confirmed, so the entry does not say it has.',
  },
  ecRoadChargingHgv: {
    title:
      'Road infrastructure charging, heavy goods vehicles: Directive 1999/62/EC (the Eurovignette Directive), as amended, sets common rules on distance-related tolls and time-based user charges (vignettes) for heavy goods vehicles; charging is not mandatory, but tolls must be levied according to distance travelled and the type of vehicle, vignettes by duration, and the two may not be charged together on one road section',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://ec.europa.eu/transport/modes/road/road_charging/charging_hgv_en.htm',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'An older Commission page (before the 2022 revision), read for the Directive’s number and its framework conditions for tolls and vignettes.',
  },
  cvrtMinorDeficiencies: {
    title:
      'Changes to the CVR test, May 2018: since 20 May 2018 a vehicle with only minor deficiencies does not need a re-test, but the Certificate of Roadworthiness (CRW) issues only once the defects are shown as rectified at the centre that did the test, with no fee for this re-check',
    publisher: 'CVRT (Road Safety Authority)',
    url: 'https://www.cvrt.ie/en-US/About-CVRT/What-is-the-CVRT/Changes-to-CVR-Test-May-2018/',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'Read with the CVR test results page, which adds that there is no time limit on bringing the vehicle back for the re-check.',
  },
  cvrtTestResults: {
    title:
      'CVR test results: a pass statement, a fail test report (repair and re-present for a retest at the same centre within 21 days or 4,000 km) or a pass pending re-check of minor deficiencies, with no time limit for the re-check',
    publisher: 'CVRT (Road Safety Authority)',
    url: 'https://www.cvrt.ie/en-US/About-CVRT/What-is-the-CVRT/CVR-Test-Results/',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  cvrtMaintenance: {
    title:
      'Vehicle maintenance and repairs: owners and users of commercial vehicles must keep them roadworthy; an effective preventative maintenance system is scheduled maintenance, component repairs and vehicle inspections; the requirements are set by S.I. No. 348 of 2013, the Road Safety Authority (Commercial Vehicle Roadworthiness) (Vehicle Repair and Maintenance) Regulations 2013, and depend on the type of vehicle, not its use',
    publisher: 'CVRT (Road Safety Authority)',
    url: 'https://www.cvrt.ie/en-US/Operator-Driver-Obligations/maintenance-and-repairs/',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'Read for the regulations’ number and name as the page gives them, what a preventative maintenance system is and its benefits.',
  },
  rsaRoadsideInspections: {
    title:
      'Roadside and operator premises inspections: the RSA inspects at the roadside with An Garda Síochána for roadworthiness, drivers’ hours, tachographs, Driver CPC and the Road Transport Operator Licence; ANPR (Automatic Number Plate Recognition) is used at roadside checks, and vehicles with expired Certificates of Roadworthiness are on the Garda ANPR systems',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services-pillar-quicklinks-redirects/business-operators/roadside-and-operator-premises-inspections',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'Read for what vehicle inspectors and transport officers check at the roadside and what the driver should be able to show.',
  },
  rtolFaqs: {
    title:
      'RTOL frequently asked questions: the CPC in road transport management qualifies its holder to act as transport manager and is not a licence; operator licences are issued by the Road Transport Operator Licensing Unit and CPCs by the Chartered Institute of Logistics and Transport; licences and CPCs are specific to the holder and cannot be used by anyone else',
    publisher: 'Road Transport Operator Licensing Unit, Department of Transport',
    url: 'https://rtol.ie/rtol-online/faqs',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  ncscIncidentReporting: {
    title:
      'Incident reporting: CSIRT-IE, the incident response team within the National Cyber Security Centre, serves a defined constituency of the Irish Government and Critical National Infrastructure providers; others may report an incident with a possible national impact to the NCSC; a cyber crime such as online fraud or extortion should be reported to An Garda Síochána',
    publisher: 'National Cyber Security Centre',
    url: 'https://www.ncsc.gov.ie/incidentreporting/',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'Read for whom CSIRT-IE serves, when a business reports to the NCSC and when to An Garda Síochána.',
  },
  revenueVrtRegistration: {
    title:
      'VRT and registration: motor vehicles must be registered within 30 days of entering the State; the National Car Testing Service (NCTS) registers vehicles on behalf of Revenue, with an appointment made within seven days of bringing the vehicle in; late registration brings additional VRT, and an unregistered vehicle can be detained by Revenue or the Gardaí',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/vrt/vehicle-registration-tax/vrt-and-registration.aspx',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  nctsImportAppointment: {
    title:
      'Registering an imported vehicle: book the inspection within 7 days of the vehicle entering the State and complete registration within 30 days, or additional VRT may be assessed for the time it was unregistered; keep proof of the appointment in the vehicle',
    publisher: 'National Car Testing Service',
    url: 'https://www.ncts.ie/1155',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  revenueRecordsRetention: {
    title:
      'How long do you keep records for? Books, records and documents relevant to the business are kept for six years (longer while a claim, appeal or inquiry is open); invoices issued in paper form are kept in paper form, paper records within the State, and electronic records under the electronic invoicing rules',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/vat/vat-records-invoices-credit-notes/vat-records-to-be-kept/how-long-keep-records.aspx',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  rsaAboutTachographs: {
    title:
      'About tachographs: the Road Safety Authority is the body that issues tachograph cards in Ireland; digital tachographs became mandatory in the EU in May 2006 in all new trucks and buses; for digital tachograph training, contact the Chartered Institute of Logistics and Transport of Ireland',
    publisher: 'Road Safety Authority',
    url: 'https://rsa.ie/en/RSA/Professional-Drivers/Tachograph-cards/About-tachographs/',
    asOf: OFFICIAL_PAGES_CHECKED,
    note: 'An older RSA page, read for who issues the cards, the date digital units became mandatory and where the RSA sends people for training; the CVRT tachograph page gives the same date.',
  },
  cvrtTachographEquipment: {
    title:
      'Tachograph equipment: trucks over 3.5 tonnes and buses with more than 9 seats must have tachographs; digital tachographs became mandatory in new commercial trucks and buses in May 2006; a driver card holds 28 days before it is overwritten, the vehicle unit 365 days',
    publisher: 'CVRT (Road Safety Authority)',
    url: 'https://cvrt.ie/en-US/Operator-Driver-Obligations/Tachograph-Equipment',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  revenueGbThroughNiTransit: {
    title:
      'Bringing goods into Ireland from GB through NI using the transit procedure: an Entry Summary Declaration (ENS) and a Goods Movement Reference (GMR) before the goods leave Great Britain; HMRC acts as office of transit at Belfast, Larne or Warrenpoint through GVMS; an authorised consignee can have transit formalities completed at its own premises under the simplified procedure on NCTS, at an inland privately operated temporary storage facility, where the transit is closed and the import declaration lodged',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/brexit/declaration-roles-responsibilities/importer/goods-ireland-from-gb-through-ni-transit-procedure.aspx',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  revenueHaulageVat: {
    title:
      'Transport and haulage of goods: standard rate of VAT, but zero rate for haulage from the State to a destination outside the EU where the haulier holds documentary evidence that the goods left the EU, and for haulage in connection with an import where its value is included in the amount charged import VAT',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/vat/goods-and-services-to-and-from-abroad/transport-haulage-of-goods/index.aspx',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  eurLexEftiSummary: {
    title:
      'Summary of Regulation (EU) 2020/1056 on electronic freight transport information (eFTI): operators are not obliged to make regulatory information available electronically, but when they choose to, they use a certified eFTI platform and show the data in human-readable form on request, and competent authorities must accept it',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/EN/legal-content/summary/electronic-freight-transport-information.html',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  eJusticeSmallClaims: {
    title:
      'Small claims: the European Small Claims Procedure covers cross-border claims of up to €5,000; the claimant starts it by filling in standard claim Form A, with supporting documents, and sends it to the competent court, which serves it within 14 days; the defendant has 30 days to reply',
    publisher: 'European e-Justice Portal',
    url: 'https://beta.e-justice.europa.eu/42/DE/small_claims?action=printAll&clang=&useContId=164136',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  ccpcBrexitBusinessGuidance: {
    title:
      'CCPC guidance to businesses after Brexit: before a consumer orders online or by phone, the business must give its trading name and the geographical address where it is established, and the total price including taxes and import duties or customs charges',
    publisher: 'Competition and Consumer Protection Commission',
    url: 'https://www.ccpc.ie/business/ccpc-publishes-brexit-guidance-to-help-businesses-amidst-challenges/',
    asOf: OFFICIAL_PAGES_CHECKED,
    published: '2021-01-28',
  },
  revenueVanBikExemptions: {
    title:
      'Private use of company vans, exemptions from BIK: electric vans are those powered by electricity only, and hybrid vans do not qualify as electric vans',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/employing-people/benefit-in-kind-for-employers/private-use-of-company-vans/exemptions-from-bik.aspx',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
  ecWorkingTime: {
    title:
      'Working time (Directive 2002/15/EC): definitions of working time, periods of availability, mobile worker and self-employed driver; 48 hours a week, up to 60 if a 48-hour average holds over four months; no more than 6 consecutive hours of work without a break, of at least 30 minutes when 6 to 9 hours are worked; night work at most 10 hours in 24; the rules apply to self-employed drivers from 23 March 2009',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://ec.europa.eu/transport/modes/road/social-provisions/working-time_en',
    asOf: '2026-11-29',
    note: 'Re-read on 29 November 2026 for the definitions and the self-employed drivers’ date.',
  },
  govLandbridge: {
    title:
      'Using the UK landbridge: agree who completes each step; see Revenue on transit, NCTS and simplifications; work with your bank or a customs agent or logistics provider to have the comprehensive financial guarantee in place; register through the Department of Agriculture, Food and the Marine on the EU’s TRACES system when moving animals, animal products, hay or straw; offices of departure and destination may not be at the port or open all hours',
    publisher: 'Government of Ireland (gov.ie)',
    url: 'https://www.gov.ie/en/publication/dc456-using-the-uk-landbridge-1/',
    asOf: OFFICIAL_PAGES_CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
