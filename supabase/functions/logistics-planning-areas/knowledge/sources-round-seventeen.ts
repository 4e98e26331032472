// Publications behind the round directed by the seventeenth visitor set's misses (29 November 2026): the Clean
// Vehicles Directive as Ireland applies it and the public sector's zero-emission mandate, the Accessibility Directive,
// the Data Protection Commission on access requests, the ban on card surcharges, the insurance levy, the small benefit
// exemption and Revenue's enhanced reporting, Sunday work, the WRC's time limits, domestic violence leave, the AI
// Act's AI literacy duty, the Data Act, protected disclosures, the EU ban on Russian-owned hauliers and Iarnród
// Éireann's Rail Freight 2040; and the pages behind the named facts added to existing entries (the 2026 EU tender
// thresholds, Meath County Council on abnormal loads, Eurostat on goods by tonne-km, the TEN-T parking distance, the
// HSA on reversing, eInvoicing to public bodies, scrappage and the zero-emission sales pledge, the weight allowance
// for zero-emission trucks, Driver CPC penalties). Each page was read on the check date in a stored copy; where only a
// secondary copy or report could be read, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const ROUND_SEVENTEEN_CHECKED_ON = '2026-11-29';
const CHECKED = ROUND_SEVENTEEN_CHECKED_ON;

export const roundSeventeenSources = {
  cleanVehiclesAnswer2021: {
    title:
      'Dáil written answer on phasing out fossil-fuelled vehicles in the public sector fleet (16 September 2021): the revised Clean Vehicles Directive (EU) 2019/1161 was given effect by S.I. No. 381 of 2021, the European Communities (Clean and Energy Efficient Road Transport Vehicles) (Amendment) Regulations 2021, from 2 August 2021; binding minimum targets for clean vehicles in public procurement; light-duty clean vehicles defined by low tailpipe emissions, heavy-duty ones by low- or zero-emission power including battery, hydrogen fuel cell, biofuel, synthetic-fuel and gas-powered vehicles; public bodies must apply it above the EU procurement thresholds and report their vehicle procurements',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-09-16/98/',
    asOf: CHECKED,
    published: '2021-09-16',
  },
  cleanVehiclesRelease: {
    title:
      'New Regulations to compel the phase out of fossil fuel vehicles in public fleets (Department of Transport release, August 2021, as republished): S.I. No. 381 of 2021 came into effect on 2 August 2021; it applies to public procurement including purchase, lease, rent and hire-purchase contracts and relevant services contracts; the targets are legally binding and become more stringent from 2026',
    publisher: 'Fleet.ie (reproducing the Department of Transport’s release)',
    url: 'https://fleet.ie/new-regulations-to-compel-the-phase-out-of-fossil-fuel-vehicles-in-public-fleets/',
    asOf: CHECKED,
    note: 'The Department’s release read in a trade magazine’s copy; the scope words match the Dáil answer.',
  },
  climateActionMandateVehicles: {
    title:
      'Public sector monitoring and reporting help, Climate Action Mandate section 4.6 Zero emission vehicles: procure (purchase or lease) only zero-emission vehicles from the end of 2022, going beyond the Clean Vehicles Directive, with an exception for vehicles exempt under S.I. 381 of 2021; public sector procurement contracts for delivery and haulage should specify zero-emission vehicles where possible; public bodies report vehicle procurements in the annual M&R cycle',
    publisher: 'Sustainable Energy Authority of Ireland (SEAI)',
    url: 'https://seai-psmr2030-wiki-app.azurewebsites.net/en/Public-bodies/CA-mandate/4-6',
    asOf: CHECKED,
  },
  publicSectorClimateMandate: {
    title:
      'Public Sector Climate Action: a Public Sector Climate Action Mandate applies to public bodies covered by the Climate Action Plan decarbonisation targets, except local authorities, commercial semi-state bodies and schools; first included in Climate Action Plan 2021 and reviewed annually',
    publisher: 'Department of the Environment, Climate and Communications (gov.ie)',
    url: 'https://www.gov.ie/en/publication/337b6-public-sector-climate-action-mandate/',
    asOf: CHECKED,
  },
  accessibilityDirective: {
    title:
      'Directive (EU) 2019/882 on the accessibility requirements for products and services (the European Accessibility Act): it applies to covered services provided to consumers after 28 June 2025, among them e-commerce services; Article 4(5) exempts microenterprises providing services from the accessibility requirements, a microenterprise employing fewer than 10 persons with an annual turnover or balance sheet total not over €2 million',
    publisher: 'EUR-Lex (Official Journal of the European Union)',
    url: 'https://eur-lex.europa.eu/eli/dir/2019/882/oj',
    asOf: CHECKED,
    published: '2019-04-17',
    note: 'Article 2 (the 28 June 2025 date) read in a stored copy of the Official Journal text; the Article 4(5) exemption and the microenterprise definition confirmed in several published summaries of the Directive.',
  },
  dpcAccessRequestTime: {
    title:
      'How long does an organisation have to respond to my access request? Controllers must respond within one month of receipt; the month can be extended by up to two further months, for example if the request is complex (GDPR Article 12(3)); the individual must be told of the extension and the reasons within the first month; no permission from the individual or the DPC is needed for it',
    publisher: 'Data Protection Commission',
    url: 'https://dataprotection.ie/en/faqs/access-and-rectification/how-long-does-organisation-have-respond-my-access-request',
    asOf: CHECKED,
  },
  dpcHowLongWillItTake: {
    title:
      'How long will it take? A controller must act on a request to exercise data protection rights without undue delay and in any event within 1 month of receipt; the month may be extended by 2 further months where necessary given the complexity and number of requests, the person being told of the extension and the reasons within the first month; a controller that does not act must say so within 1 month, with its reasons and the possibility of complaining to a supervisory authority or seeking a judicial remedy',
    publisher: 'Data Protection Commission',
    url: 'https://dataprotection.ie/en/individuals/know-your-rights/how-long-will-it-take',
    asOf: CHECKED,
  },
  cardSurchargeAnswer: {
    title:
      'Dáil written answer on card surcharges (Minister for Finance, 9 April 2019): Article 62 of the revised Payment Services Directive (PSD2) prohibits surcharging for payment instruments whose interchange fees are regulated under the Interchange Fee Regulation (EU) 2015/751; transposed by the European Union (Payment Services) Regulations 2018 (S.I. No. 6 of 2018), Regulation 86, so a merchant cannot surcharge on the vast majority of consumer credit and debit cards including Visa and Mastercard, whatever the value; commercial cards and three-party schemes are not covered, and where surcharges are allowed they may not exceed the direct cost of accepting the card',
    publisher: 'Houses of the Oireachtas (via KildareStreet)',
    url: 'https://www.kildarestreet.com/wrans/?id=2019-04-09a.256',
    asOf: CHECKED,
    published: '2019-04-09',
  },
  ntaSurchargeNotice: {
    title:
      'No surcharge on personal Visa/MasterCard credit or debit transactions: from 13 January 2018 it is illegal for any business in the EU to charge extra for using a personal debit or credit card (the European Payment Services Directive, PSD2)',
    publisher: 'National Transport Authority',
    url: 'https://www.nationaltransport.ie/news/credit-card-surcharges/',
    asOf: CHECKED,
    published: '2018-01-11',
  },
  revenueInsuranceLevies: {
    title:
      'Stamp Duty insurance levies: section 125 of the Stamp Duties Consolidation Act imposes a levy of 3% on the gross amount an insurer receives for certain non-life insurance premiums; the exceptions are re-insurance, voluntary health insurance, marine, aviation and transit insurance, export credit insurance and certain dental insurance contracts; stamp duty of €1 per non-life policy; the levy is collected with the contribution to the Insurance Compensation Fund',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/property/stamp-duty/other-stamp-duty/levies/index.aspx',
    asOf: CHECKED,
  },
  revenueSmallBenefit: {
    title:
      'Small Benefit Exemption: from 1 January 2025 an employer can give an employee up to five small benefits tax-free each year, not in cash, with a combined value of no more than €1,500; only the first five qualify; a single benefit over €1,500 is taxable in full; unused amounts do not carry over; vouchers must be usable only for goods or services; the date paid and value must be reported to Revenue (Enhanced Reporting Requirements)',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/employing-people/benefit-in-kind-for-employers/valuation-of-benefits/small-benefit-exemption.aspx',
    asOf: CHECKED,
  },
  revenueErrInformation: {
    title:
      'Enhanced Reporting Requirements (ERR), information you need to report: for small benefits the date paid and value; for the remote working daily allowance the number of days, amount and date paid; for travel and subsistence the date paid and amount of each payment of travel vouched and unvouched, subsistence vouched and unvouched, site-based employees (including country money), emergency travel, eating on site and advance payments',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/err-jan-2024/information-you-need-to-report.aspx',
    asOf: CHECKED,
  },
  revenueExpenseRecords: {
    title:
      'Records to be kept: Finance Act 2022 inserted section 897C, requiring employers to report certain expenses and benefits paid to employees and directors from 1 January 2024; records for travel and subsistence include the name and address of the employee, the date, reason and kilometres of the journey, its start, destination and finish, and the basis of the reimbursement; receipts kept where actual expenses are reimbursed; records kept six years after the end of the tax year',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/employing-people/employee-expenses/records-to-be-kept/index.aspx',
    asOf: CHECKED,
  },
  sundayWorkSection14: {
    title:
      'Organisation of Working Time Act 1997, section 14 (Sunday work: supplemental provisions): an employee required to work on a Sunday, where that has not otherwise been taken into account in the pay, is compensated by a reasonable allowance, a reasonable increase in the rate of pay, reasonable paid time off, or a combination of these; the Act sets no amount',
    publisher: 'Sunday premium guidance quoting the Act (Employment Rights Ireland)',
    url: 'https://employmentrightsireland.com/the-sunday-premium-rate-of-pay-how-much-should-be-paid-for-working-on-sunday',
    asOf: CHECKED,
    note: 'The section’s text read as quoted on this page; the Act’s table of sections on the Irish Statute Book (section 14, Sunday work: supplemental provisions) confirms the section. The page also reports Labour Court decisions treating time and a third as reasonable; that figure is not used.',
  },
  wrcTimeLimitsSection41: {
    title:
      'Workplace Relations Act 2015, section 41 (presentation of complaints and referral of disputes): complaints that an employer contravened an employment enactment are presented to the Director General of the WRC for adjudication',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/2015/act/16/section/41/enacted/en/html',
    asOf: CHECKED,
  },
  wrcTimeLimitsProcedures: {
    title:
      'How to meet time limits for complaints to the WRC, quoting the WRC’s published procedures: the Workplace Relations Act 2015 provides that a complaint or dispute must be referred within six months of the alleged contravention; the date of referral is the date the WRC receives it; an adjudication officer may extend the limit up to a maximum of 12 months where the complainant shows reasonable cause for the delay, and has no power to extend beyond 12 months',
    publisher: 'Legal Island (quoting the Workplace Relations Commission)',
    url: 'https://legal-island.ie/employment-law-hub/how-to-meet-time-limits-for-complaints-to-the-wrc',
    asOf: CHECKED,
    note: 'The WRC’s procedures document read as quoted by this professional page; WRC adjudication decisions on workplacerelations.ie apply the same six-month cognisable period under section 41.',
  },
  wrcDomesticViolenceLeave: {
    title:
      'Domestic violence leave (page updated 8 December 2023): section 7 of the Work Life Balance and Miscellaneous Provisions Act 2023 introduced domestic violence leave of 5 paid days in a 12-month period, in operation from 27 November 2023; it may be taken to support a relevant person (a child or dependant, spouse or civil partner, cohabitant or partner); it cannot be taken in periods of less than a day; no notice period is required but the employer is told as soon as possible',
    publisher: 'Workplace Relations Commission',
    url: 'https://www.workplacerelations.ie/en/what_you_should_know/leave/domestic-violence-leave/',
    asOf: CHECKED,
  },
  domesticViolenceLeaveFullPay: {
    title:
      'Domestic violence work leave comes into effect (27 November 2023): the Minister for Equality said all employees are entitled to five days’ leave on full pay to access supports',
    publisher: 'TheJournal.ie',
    url: 'https://www.thejournal.ie/domestic-violence-work-leave-6233676-Nov2023/',
    asOf: CHECKED,
    note: 'The Act sets a prescribed daily rate; that the prescribed rate is full pay was read in this news report of the Minister’s announcement, as the regulations themselves were not found in a stored copy.',
  },
  aiLiteracyCommission: {
    title:
      'Third AI Pact webinar on AI literacy: Article 4 of the AI Act, which requires providers and deployers of AI systems to ensure a sufficient level of AI literacy, entered into application on 2 February 2025; the AI Office keeps a living repository of AI literacy practices',
    publisher: 'European Commission (Shaping Europe’s digital future)',
    url: 'https://digital-strategy.ec.europa.eu/en/events/third-ai-pact-webinar-ai-literacy',
    asOf: CHECKED,
  },
  dataActVolvo: {
    title:
      'Data Act: from 12 September 2025 Regulation (EU) 2023/2854 lets users of connected products and related services request access to the data they generate, and ask for it to be shared with a third-party data recipient; a user is the owner of a connected product or one who rents or leases it; raw and pre-processed data are in scope with their metadata; products placed on the market after 12 September 2026 may give direct access',
    publisher: 'Volvo Group (a truck maker’s notice to its customers)',
    url: 'https://www.volvogroup.com/en/tools/data-act.html',
    asOf: CHECKED,
    note: 'A data holder’s own account of its duties under the Regulation; the application date of 12 September 2025 matches the Commission’s statements as reported in the press.',
  },
  protectedDisclosuresSection8: {
    title:
      'Protected Disclosures (Amendment) Act 2022, section 8: an employer with 50 or more employees shall establish, maintain and operate internal reporting channels and procedures for reports and follow-up; the threshold does not apply to public bodies or to employers within the Union acts in Parts I.B and II of the Annex; for employers with 50 to 249 employees the duty took effect on 17 December 2023',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/2022/en/act/pub/0027/sec0008.html',
    asOf: CHECKED,
  },
  protectedDisclosuresSection9: {
    title:
      'Protected Disclosures (Amendment) Act 2022, section 9 (new section 6A): internal channels must protect the confidentiality of the reporting person; a report is acknowledged in writing within 7 days; an impartial designated person follows up and gives feedback',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/2022/en/act/pub/0027/sec0009.html',
    asOf: CHECKED,
  },
  wrcProtectedDisclosures: {
    title:
      'Important information for employers about new obligations under the Protected Disclosures (Amendment) Act 2022 (effect from 1 January 2023): organisations with 250 or more employees must establish internal channels, and from 17 December 2023 all organisations with 50 or more; public sector organisations and those under EU laws on financial services, money laundering, transport safety and offshore oil and gas regardless of size; people making protected disclosures are protected from unfair treatment or losing their job',
    publisher: 'Workplace Relations Commission',
    url: 'https://workplacerelations.ie/en/what_you_should_know/employer-obligations/protection-of-whistleblowers/new-obligations-under-the-protected-disclosures-amendment-act-2022/',
    asOf: CHECKED,
  },
  russiaRoadTransportBan: {
    title:
      'Council Regulation (EU) No 833/2014, Article 3l (consolidated to 20 July 2025): road transport undertakings established in Russia may not carry goods by road within the Union, including in transit, nor use Russian-registered trailers or semi-trailers; a legal person established in the Union that is 25% or more owned by a Russian natural or legal person may not be admitted as a road haulage undertaking; from 26 July 2024 undertakings established in the Union after 8 April 2022 and 25% or more Russian-owned may not carry goods by road within the Union; those established before may not raise the Russian share to 25% or more',
    publisher: 'EU consolidated law (text via FantasticSearch)',
    url: 'https://fantasticsearch.net/law/eu/en?article=1&id=iW4mZpsB1anJoctMRS8X',
    asOf: CHECKED,
    note: 'Read in this copy of the EUR-Lex consolidated text (CELEX 02014R0833-20250720); the Polish official-language consolidation on sip.lex.pl gives the same paragraphs 1 to 1d.',
  },
  irishRailFreight2040: {
    title:
      'Economic Sustainability: Iarnród Éireann’s Rail Freight 2040 strategy aims to add over 100 weekly rail freight services, a five-fold increase in frequency and volume',
    publisher: 'Iarnród Éireann Irish Rail',
    url: 'https://irishrail.ie/en-ie/about-us/company-information/sustainability/economic-sustainability',
    asOf: CHECKED,
  },
  railFreight2040Launch: {
    title:
      'Iarnród Éireann to spend €500m boosting rail freight services by 2040: 25 initiatives, including reconnecting the ports of Cork and Foynes to the network and new road-rail terminals in west Dublin and at Limerick Junction; more wagons and locomotives; the company would seek funding from the Government and the EU',
    publisher: 'The Irish Times',
    url: 'https://irishtimes-irishtimes-staging.cdn.arcpublishing.com/business/transport-and-tourism/iarnrod-eireann-to-spend-500m-boosting-rail-freight-services-by-2040-1.4743972',
    asOf: CHECKED,
    note: 'A news report of the strategy’s launch on 1 December 2021; the strategy document itself was not found in a stored copy.',
  },
  railFreightBallina: {
    title:
      'Irish Rail launch national freight plan with ports among 2040 strategy (1 December 2021): Rail Freight 2040 launched in Ballina, one of Iarnród Éireann’s key freight hubs, with container services to Dublin Port and the south-east (Waterford); it aims at a five-fold increase including over 100 new weekly services',
    publisher: 'Afloat (maritime magazine)',
    url: 'https://www.afloat.ie/port-news/port-and-shipping-news/item/52804-irish-rail-launch-national-freight-plan-with-ports-among-2040-strategy',
    asOf: CHECKED,
    note: 'A magazine’s report of the launch, for the existing Ballina container services; the strategy’s aims are on Iarnród Éireann’s own page.',
  },
  euThresholds2026: {
    title:
      'Revised EU Procurement Thresholds applicable from 1 January 2026 (15 December 2025): Delegated Regulations (EU) 2025/2150, 2025/2151 and 2025/2152; contracts above these values (excluding VAT) must be advertised in the Official Journal of the EU; works €5,404,000; supplies and services €140,000 for Government Departments and Offices and €216,000 for local and regional authorities and other public bodies outside the utilities; €750,000 for the light touch regime; utilities €432,000 for supplies and services',
    publisher: 'Office of Government Procurement (Construction Works Management Framework)',
    url: 'https://cwmf.gov.ie/en/news/revised-eu-procurement-thresholds-applicable-from-1-january-2026',
    asOf: CHECKED,
    published: '2025-12-15',
  },
  meathAbnormalLoads: {
    title:
      'Abnormal loads: a vehicle or load is abnormal when the length exceeds 12 m, or 16.5 m for an articulated vehicle, the overall width exceeds 2.55 m, the height exceeds 4.65 m, or an axle weight exceeds the limits in S.I. No. 5 of 2003; before applying for a permit the applicant gives the Garda Commissioner written notice of the application with a copy, not less than 4 working days before applying; S.I. No. 147 of 2009 set up the Garda permit for loads up to 27.4 m long and 4.3 m wide',
    publisher: 'Meath County Council',
    url: 'https://www.meath.ie/CountyCouncil/Roads/Abnormalloads/',
    asOf: CHECKED,
  },
  eurostatGoodsByType: {
    title:
      'Road freight transport by type of goods (data extracted September 2024): ‘Food products, beverages and tobacco’ had the highest share of tonne-kilometres transported by road in the EU in 2023, 16.7%; ‘Metal ores and other mining and quarrying products; peat’ the highest share of tonnes, 23.9%; flammable liquids 48.0% of dangerous goods transport',
    publisher: 'Eurostat (Statistics Explained)',
    url: 'https://ec.europa.eu/eurostat/statistics-explained/index.php/Road_freight_transport_by_type_of_goods',
    asOf: CHECKED,
  },
  tenTParkingClecat: {
    title:
      'Parliament approves TEN-T agreement in plenary (3 May 2024): under the revised TEN-T Regulation, safe and secure truck parking areas will be deployed on the core and extended core network within an average maximum distance of 150 km; the core network is to be completed by 2030, the extended core network by 2040 and the comprehensive network by 2050',
    publisher: 'CLECAT (European freight forwarders’ association)',
    url: 'https://www.clecat.org/news/newsletters/parliament-approves-ten-t-agreement-in-plenary',
    asOf: CHECKED,
    note: 'The 150 km figure read in this trade association’s report of the agreement adopted as Regulation (EU) 2024/1679; the Regulation’s article was not found in a stored copy.',
  },
  hsaReversingSheet: {
    title:
      'Workplace Transport Safety, Reversing Vehicles information sheet: in Ireland a recent analysis of fatal accident statistics showed that reversing was involved in 11% of all fatal workplace transport accidents; the main problem is poor visibility, and most reversing accidents happen at low speed',
    publisher: 'Health and Safety Authority (copy on studylib.net)',
    url: 'https://studylib.net/doc/18259994/workplace-transport-safety-reversing-vehicles',
    asOf: CHECKED,
    note: 'The HSA information sheet read in a copy hosted on studylib.net; the HSA’s own copy was not found in a stored version.',
  },
  ogpEinvoicingSuppliers: {
    title:
      'Suppliers and eInvoicing: under the national implementation of Directive 2014/55/EU there is no requirement on suppliers in Ireland to send electronic invoices to Irish public bodies; Ireland chose Peppol (Pan-European Public Procurement Online) to transmit eInvoices',
    publisher: 'Office of Government Procurement',
    url: 'https://ogp.gov.ie/einvoicing/suppliers/',
    asOf: CHECKED,
  },
  ecEinvoicingIreland: {
    title:
      'eInvoicing in Ireland: S.I. 258 of 2019, in effect from 12 June 2019, transposed Directive 2014/55/EU; there is no legal obligation on economic operators to submit invoices electronically in public procurement; central, regional and local authorities must receive and process eInvoices; the national approach recommends Peppol BIS; all public bodies are expected to be able to receive and process eInvoices via the Peppol network',
    publisher: 'European Commission (Digital Building Blocks)',
    url: 'https://ec.europa.eu/digital-building-blocks/sites/x/igPKFw',
    asOf: CHECKED,
  },
  hdvScrappageAnswer: {
    title:
      'Dáil written answer on scrappage of older lorries (11 September 2023): there is no Government scrappage scheme for heavy-duty vehicles; support for diesel trucks is not consistent with the Green Deal’s commitment to remove fossil fuel subsidies and unlikely to be possible under state aid rules; 62% of Irish HDVs were 10 years old or younger at the end of August 2023; in November 2022 Ireland signed the Memorandum of Understanding on zero-emission medium and heavy-duty vehicles, a non-binding commitment to at least 30 percent of new medium and heavy-duty vehicle sales being zero-emission by 2030 and 100 percent by 2040',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2023-09-11/353/',
    asOf: CHECKED,
    published: '2023-09-11',
  },
  zeroEmissionWeightCouncil: {
    title:
      'Member states seize last chance to unlock clean truck deal: the Council’s position on the revised Weights and Dimensions Directive increases the weight allowance of some electric and hydrogen articulated trucks from two to four tonnes; trilogue negotiations with the European Parliament follow',
    publisher: 'Transport & Environment',
    url: 'https://www.transportenvironment.org/articles/member-states-seize-last-chance-to-unlock-clean-truck-deal',
    asOf: CHECKED,
    note: 'An NGO’s report of the Council position; a trade press report (Motor Transport) confirms the Council adopted a position with a weight bonus for zero-emission vehicles and 0.9 m more length, without the tonnage; the Council’s own release was not found in a stored copy.',
  },
  rsaCpcRegulations: {
    title:
      'Regulations for Driver CPC: it is illegal to drive professionally without a valid Driver CPC card; enforced by An Garda Síochána and RSA Transport Officers; failure to produce a Driver CPC, fine of up to €2,000; fake documentation, up to €5,000; driving without a valid Driver CPC, up to €2,000; an employer allowing a third party without a valid Driver CPC to drive a vehicle professionally, up to €5,000 (for the employer or third party); legal basis Directive 2003/59/EC, S.I. No. 359 of 2008 as amended by S.I. No. 178 of 2020',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services/professional-drivers/cpc/regulations-for-driver-cpc',
    asOf: CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
