// Publications behind the ninth round: the names an owner is asked for and the entries left out (a scheme's name, a
// form, a standard, a time limit, an acronym spelt out), and two topics the knowledge lacked, the ATP certification
// of refrigerated equipment and the CMR Convention's claims rules (knowledge/areas/carriage-rules.ts). Each page was
// read on the check date in a stored copy; where a page is older than the check, or secondary, the note says so.
// The second sweep (the other area files) added the Driver CPC card's five-year cycle and the VAT treatment of
// haulage, the Diesel Rebate Scheme's claim deadline and the tachograph driver card's fee from the pages below.
// The ninth visitor set's round (28 November, evening) added the facts an owner names that the entry found lacked:
// when CMR goods may be treated as lost, the maximum vehicle lengths and turning circle, and where the weekend rest
// is taken and how often a driver must get home.
// The tenth visitor set's round (29 November) added named facts the entry found lacked, each from the official page
// below (authorised consignor, ICS2's road go-live, EMCS for excise goods with Northern Ireland, cabotage on the day of
// unloading, VAT on the CVR levy, SEAI's CO2 factor for gas/diesel oil, the tonne-kilometre, medium-sized entities
// under NIS2), and two topics the knowledge lacked: manual handling training and motor insurance checks.
// The eleventh visitor set's round (29 November, night) added named facts the entry found lacked, each from the
// official page below: an operator licence cannot be transferred to a new company, a vehicle newly added to the
// licence takes three to four weeks to show on ROS for the Diesel Rebate Scheme, the rebate's start at €1.23 a litre
// with VAT; the CVRT page on the 'Fail Dangerous' sticker was re-read (sources-coverage.ts).
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const NAMED_FACTS_CHECKED = '2026-11-28';
/** The day the tenth round's pages were checked. */
const TENTH_ROUND_CHECKED = '2026-11-29';
/** The day the eleventh round's pages were checked. */
const ELEVENTH_ROUND_CHECKED = '2026-11-29';

export const namedFactSources = {
  fsaiPerishables: {
    title:
      'International carriage of perishable foodstuffs: the Regulations give effect to the ATP (Geneva, 1970) and the 1986 agreement on thin-walled equipment to and from Italy; they apply to insulated, refrigerated, mechanically refrigerated and heated equipment for international carriage; the National Standards Authority of Ireland is the competent authority for certifying equipment',
    publisher: 'Food Safety Authority of Ireland',
    url: 'https://www.fsai.ie/enforcement-and-legislation/legislation/food-legislation/international-carriage-of-perishable-foodstuffs/international-carriage-of-perishable-foodstuffs',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read for who certifies equipment in Ireland, what equipment the Regulations cover and the extra standards for frozen foods carried to or from Italy from April to October.',
  },
  perishablesRegulations: {
    title:
      'S.I. No. 188/1993, International Carriage of Perishable Foodstuffs (Consolidation) Regulations, 1993: tests at designated test stations, certificates of compliance and certification plates, their duration and cancellation, and fees',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/1993/en/si/0188.html',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read the arrangement of the Regulations (what they provide for); the periods a certificate lasts were not taken from it, so the entry gives none.',
  },
  sncaAtp: {
    title:
      'ATP: equipment carrying perishable goods across the borders of ATP countries must hold an ATP certificate, issued by the competent authority of the country where the equipment is registered, with periodic checks that insulated, refrigerated, mechanically refrigerated or heated equipment still meets the norms',
    publisher: 'Société Nationale de Contrôle Technique (Luxembourg government vehicle-inspection body)',
    url: 'https://snca.public.lu/en/professionnels/atp.html',
    asOf: NAMED_FACTS_CHECKED,
    note: 'A Luxembourg authority’s page, read for the agreement’s general rules (certificate needed for cross-border carriage, issued where the equipment is registered, periodic checks); Ireland’s authority is named by the FSAI.',
  },
  cmrAct1990: {
    title:
      'International Carriage of Goods by Road Act, 1990: gives CMR (Geneva, 1956, as amended by the 1978 Protocol) the force of law in the State, with its text in the Schedule; CMR applies to every contract for the carriage of goods by road for reward between two countries of which at least one is a party',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/1990/en/act/pub/0013/sec0001.html',
    asOf: '2026-11-28',
    published: '1990-06-27',
    note: 'Read sections 1 and 3 of the Act; Article 1 of the Convention (its scope) was read in a copy of the UN text. Re-read on 28 November 2026: section 1 defines CMR as the Convention on the Contract for the International Carriage of Goods by Road done at Geneva on 19 May 1956, as amended by the Protocol of 5 July 1978.',
  },
  cmrArticle32: {
    title:
      'CMR Convention, Article 32: the period of limitation is one year, or three years for wilful misconduct or default the court seised treats as equivalent; it runs from delivery for partial loss, damage or delay, and for total loss from the 30th day after the agreed time limit or the 60th day after the carrier took over the goods; a written claim suspends it until the carrier rejects the claim in writing and returns the documents',
    publisher: 'United Nations Economic Commission for Europe (text as amended by the 1978 Protocol, copy kept by Lex Mercatoria)',
    url: 'https://www.jus.uio.no/lm/un.cmr.road.carriage.contract.convention.1956.amended.protocol.1978/32.html',
    asOf: NAMED_FACTS_CHECKED,
    published: '1978-07-05',
    note: 'The article’s text was read as quoted in full in J. Wetter, ‘The time bar regulations in the CMR Convention’ (Lloyd’s Maritime and Commercial Law Quarterly, on i-law), and in Halsbury’s Laws of England’s summary (LexisNexis, ‘Limitation periods’), which agree; the publication date is the 1978 Protocol’s.',
  },
  cmrDelayReservation: {
    title:
      'Delay and loss of the goods in transit (CMR): no compensation for delay unless a reservation is sent to the carrier in writing within 21 days of the goods being placed at the consignee’s disposal',
    publisher: 'Halsbury’s Laws of England (LexisNexis)',
    url: 'https://www.lexisnexis.co.uk/legal/commentary/halsburys-laws-of-england/carriage-carriers/delay-loss-of-the-goods-in-transit',
    asOf: NAMED_FACTS_CHECKED,
    note: 'A legal commentary’s summary of CMR Article 30(3), read in its public excerpt; the Convention is the same in Ireland under the 1990 Act.',
  },
  hsaLoadSecuring: {
    title:
      'Load securing: guidance and publications. Every load restrained against movement in all expected conditions, emergency braking included; the EN 12195 series (2010) on load restraining on road vehicles; curtains count as part of the load restraint only when side curtains and trailer body are designed to EN 12642-XL, with the load capability marked on the vehicle',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/Vehicles_at_Work/Load_Securing/Guidance_and_Publications/Guidance_and_Publications.html',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read the page’s five points to consider and its note on curtainsiders.',
  },
  goodsFirstTaxation: {
    title:
      'Heavy goods and commercial vehicles: first taxation of a goods vehicle over 3,500 kg design gross weight needs form RF100 (from the garage if new, from the NCT if imported), a weight docket for articulated vehicles, insurance and the fee; renewal on RF100A or the reminder RF100B; a change of unladen weight on declaration form RF111',
    publisher: 'Tipperary County Council, Motor Tax',
    url: 'https://tipperarycoco.ie/finance/commercial-vehicle-motor-tax/heavy-goodscommercial-vehicles',
    asOf: NAMED_FACTS_CHECKED,
    note: 'A county motor tax office’s page; the forms are the national ones issued through motortax.ie.',
  },
  eastLinkRebate: {
    title:
      'Thomas Clarke (East Link) Toll Bridge refunds: 5+ axle vehicles are charged a zero toll during the cordon hours of 07:00 to 19:00 under the revised East Link bye-laws, so the HGV rebate scheme ceased on 30 June 2022; a truck found in the cordon without a permit loses the zero charge',
    publisher: 'Dublin City Council',
    url: 'https://www.dublincity.ie/residential/transportation/hgv-management/thomas-clarke-east-link-toll-bridge-refund',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read the page’s notice ending the rebate scheme, and the terms of the zero charge that replaced it.',
  },
  afhdvDail2025: {
    title:
      'Dáil written answer on the Alternatively Fuelled Heavy-Duty Vehicle (AFHDV) Purchase Grant Scheme: launched by the Department of Transport in March 2021; the July 2023 changes to the General Block Exemption Regulation made it no longer viable, and the Department set up the Zero Emission Heavy Duty Vehicle scheme (ZEHDV) in its place',
    publisher: 'Houses of the Oireachtas (via KildareStreet.com)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-05-28a.284',
    asOf: NAMED_FACTS_CHECKED,
    published: '2025-05-28',
  },
  afhdvTii: {
    title:
      'Alternatively Fuelled Heavy Duty Vehicle Purchase Grant Scheme: administered by TII for the Department of Transport, applications from 15 March 2021; a vehicle already ordered, purchased or registered is not eligible',
    publisher: 'Transport Infrastructure Ireland',
    url: 'https://www.tii.ie/roads-tolling/tolling-information/afhdv-scheme/',
    asOf: NAMED_FACTS_CHECKED,
    note: 'The scheme’s old page, kept for its name and history; the current terms are on TII’s ZEHDV page.',
  },
  seaiAca: {
    title:
      'Accelerated Capital Allowance and Triple E: a sole trader, farmer or company paying corporation or income tax on trading income in Ireland deducts the full cost of new energy-efficient equipment on SEAI’s Triple E register from profits in the year of purchase, instead of over eight years; the equipment must be new, used in the trade and not leased out, and minimum spends apply by category',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.seai.ie/energy-in-business/accelerated-capital-allowance/',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read in a stored copy of SEAI’s page; the scheme’s end date (31 December 2030) is from the Budget 2026 source.',
  },
  cpcCardCycle: {
    title:
      'Dáil written answer of 9 November 2021 on Driver CPC: Directive 2003/59/EC, transposed by S.I. 359 of 2008; periodic training in five-year cycles of one day a year, at the end of which the driver receives a driver qualification card valid for the following five years',
    publisher: 'Houses of the Oireachtas (as republished by KildareStreet.com)',
    url: 'https://www.kildarestreet.com/wrans/?id=2021-11-09a.356',
    asOf: NAMED_FACTS_CHECKED,
    published: '2021-11-09',
    note: 'Read on 28 November 2026 in KildareStreet.com’s copy of the written answer, for the card’s five-year validity and the Irish regulations (S.I. 359 of 2008).',
  },
  revenueHaulageVat: {
    title:
      'Transport and haulage of goods: the standard rate of VAT applies; transport of goods from the State to a destination outside the EU is zero-rated where the haulier holds documentary evidence the goods left the EU, and transport connected with an import is zero-rated where its value is included in the amount on which import VAT is charged',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/vat/goods-and-services-to-and-from-abroad/transport-haulage-of-goods/index.aspx',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read on 28 November 2026 in a stored copy of Revenue’s page; it names the standard rate without giving the percentage, so the entry gives none.',
  },
  drsClaimPeriods: {
    title:
      'Diesel Rebate Scheme overview: claims for auto-diesel bought in three-month periods starting 1 January, 1 April, 1 July and 1 October, submitted on ROS within four months of the end of each period (for January to March, between 1 April and 31 July)',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/diesel-rebate-scheme/index.aspx',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read on 28 November 2026 in a stored copy of Revenue’s page, for the claim periods and the four-month deadline.',
  },
  drsClaimDetails: {
    title:
      'Diesel Rebate Scheme, claim for Republic of Ireland licence holders: a claim on ROS gives the transport operator’s licence number and the transport manager’s certificate of professional competence number (not a driver CPC), and for each vehicle its registration and odometer readings at the start and end of the period',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/diesel-rebate-scheme/claim-roi.aspx',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read on 28 November 2026 in a stored copy of Revenue’s page.',
  },
  rsaDriverCardApply: {
    title:
      'Tachograph driver card: required by law for commercial bus and truck drivers, unique to the driver and valid for five years, stores 28 days of information; €45 if applied for online or €60 by post; applicants need a valid Irish or EU/EEA licence with a bus or truck category (or category B where a category B vehicle needs a card) and Irish residence with a PPS number',
    publisher: 'Road Safety Authority',
    url: 'https://rsa.ie/RSA/Professional-Drivers/Tachograph-cards/Driver-card/Apply-for-a-driver-card-',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read on 28 November 2026 in a stored copy of the RSA page, for the card’s validity, its fee and who may apply.',
  },
  cmrArticle20: {
    title:
      'CMR Convention, Article 20: goods not delivered within thirty days after the agreed time limit expired, or, with no agreed time limit, within sixty days from when the carrier took them over, are conclusive evidence of their loss, and the person entitled to make a claim may then treat them as lost',
    publisher:
      'United Nations Economic Commission for Europe (text as set out in the Schedule to the International Carriage of Goods by Road Act 1990; copy kept by Lex Mercatoria)',
    url: 'https://www.jus.uio.no/lm/un.cmr.road.carriage.contract.convention.1956/20.html',
    asOf: NAMED_FACTS_CHECKED,
    published: '1956-05-19',
    note: 'Read on 28 November 2026 in a stored copy of the Convention’s text (Article 20(1)), which A. C. Hardingham quotes word for word in ‘The delay provisions of CMR’ (Lloyd’s Maritime and Commercial Law Quarterly, on i-law); the Act of 1990 sets out the same English text in Part I of its Schedule.',
  },
  weightsDimensionsAnnexI: {
    title:
      'Council Directive 96/53/EC, Annex I: maximum length 12.00 m for a motor vehicle or a trailer, 16.50 m for an articulated vehicle and 18.75 m for a road train; width 2.55 m (2.60 m for conditioned bodies); any vehicle or combination in motion must turn within a swept circle of 12.50 m outer and 5.30 m inner radius',
    publisher: 'EUR-Lex (Council Directive 96/53/EC, consolidated)',
    url: 'https://eur-lex.europa.eu/eli/dir/1996/53/oj',
    asOf: NAMED_FACTS_CHECKED,
    published: '1996-07-25',
    note: 'Annex I, points 1.1, 1.2 and 1.5, read on 28 November 2026 in the consolidated text as republished on legislation.gov.uk (its copy of EU Directive 96/53); TRL’s report PPR505 for the European Commission gives the same 16.5 m and 18.75 m limits.',
  },
  weeklyRestAccommodation: {
    title:
      'Regulation (EU) 2020/1054, amending Article 8(8) and inserting Article 8(8a) of Regulation (EC) No 561/2006: regular weekly rests, and weekly rests of more than 45 hours taken in compensation, shall not be taken in a vehicle but in suitable gender-friendly accommodation with adequate sleeping and sanitary facilities, paid for by the employer; the undertaking organises drivers’ work so they can return to the employer’s operational centre or to their place of residence within each period of four consecutive weeks to spend at least one regular weekly rest there',
    publisher: 'EUR-Lex (Regulation (EU) 2020/1054)',
    url: 'https://eur-lex.europa.eu/eli/reg/2020/1054/oj',
    asOf: NAMED_FACTS_CHECKED,
    published: '2020-07-15',
    note: 'The two paragraphs were read on 28 November 2026 as quoted word for word in Ashtons Legal’s update on the rules in force from 20 August 2020 (on myessentialfleet.co.uk) and on lgvtheory.co.uk, which agree; the Commission’s driving-time page summarises the same rules.',
  },
  externalTransportManager: {
    title:
      'Regulation (EC) No 1071/2009, Article 4(2): an undertaking without its own qualified transport manager may designate a person contracted to carry out the tasks of transport manager; that person may manage the transport activities of at most four undertakings carried out with a combined fleet of at most 50 vehicles, and Member States may set lower limits',
    publisher: 'EUR-Lex (Regulation (EC) No 1071/2009)',
    url: 'https://eur-lex.europa.eu/eli/reg/2009/1071',
    asOf: NAMED_FACTS_CHECKED,
    published: '2009-10-21',
    note: 'Article 4(2)(c) read on 28 November 2026 in the German language version as quoted by verkehrsleiter.de (‘höchstens vier Unternehmen mit einer Flotte von zusammengenommen höchstens 50 Fahrzeugen’) and in Commercial Motor’s account of the rules in force from 4 December 2011 (four undertakings, a combined fleet of 50 vehicles); no lower Irish limit was found.',
  },
  cvrtRecordKeeping: {
    title:
      'Record keeping requirements: owners and users of commercial vehicles must keep detailed records of the inspection, maintenance and repair of their vehicles, retained for at least two years after their creation (registration and model, the last annual roadworthiness test, maintenance done and by whom, defects reported and rectified, parts and service invoices); authorised officers check them at the operator’s premises',
    publisher: 'Road Safety Authority (CVRT)',
    url: 'https://www.cvrt.ie/en-US/Operator-Driver-Obligations/Record-Keeping-requirements/',
    asOf: NAMED_FACTS_CHECKED,
    note: 'Read on 28 November 2026 in a stored copy of the RSA’s CVRT page.',
  },
  revenueTransit: {
    title:
      'Transit: Union, common and TIR transit; an authorised consignor is a person authorised by Revenue to carry out transit operations without presenting the goods at the customs office of departure, and an authorised consignee receives goods under transit without presenting them at the office of destination; both are applied for in the Customs Decision System (CDS)',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/transit-temp-storage/transit/index.aspx',
    asOf: TENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of Revenue’s Transit page.',
  },
  ics2Release3: {
    title:
      'Import Control System 2 – Release 3: carriers by sea, inland waterways, road and rail submit a complete Entry Summary Declaration (ENS) to ICS2; go-live dates by transport mode, 1 April 2025 for road and rail carriers, with deployment windows on request up to 1 September 2025',
    publisher: 'European Commission, Directorate-General for Taxation and Customs Union',
    url: 'https://taxation-customs.ec.europa.eu/customs-4/customs-security/import-control-system-2-ics2-0/import-control-system-2-release-3_en',
    asOf: TENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of the Commission’s page; its news item of 29 August 2025 (‘Transition to ICS2 Release 3 is complete’) says ICS2 is fully operational for road and rail in all Member States from 1 September 2025, with temporary derogations in some.',
  },
  revenueProtocolNi: {
    title:
      'Customs implications of trade with Northern Ireland – Protocol on Ireland and Northern Ireland: no customs declarations, checks or safety and security requirements on trade in goods between Ireland and Northern Ireland; movements of excisable products continue to be completed through the Excise Movement Control System (EMCS) by Northern Ireland traders',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/brexit/info-businesses-trading-ni/trade-with-ni/protocol-ireland-ni.aspx',
    asOf: TENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy; Revenue’s page on excise issues in trade with Northern Ireland says the same (EU rules on duty-suspended movements, EMCS and SEED continue to apply between Northern Ireland and EU Member States).',
  },
  cabotageQa: {
    title:
      'Rules on cabotage as applicable from 21 February 2022, questions and answers (Article 8(2) of Regulation (EC) No 1072/2009): all goods of the incoming international carriage must be delivered first; cabotage can start immediately after the last unloading of those goods, including on the day of unloading',
    publisher: 'European Commission, Directorate-General for Mobility and Transport',
    url: 'https://transport.ec.europa.eu/transport-modes/road/mobility-package-i/market-rules/rules-cabotage-applicable-21-february-2022_en',
    asOf: TENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy; the Commission services’ answers do not bind the Commission.',
  },
  seaiConversionFactors: {
    title:
      'Conversion factors: energy units, net calorific values and CO2 emission factors per unit of energy for each fuel (gas/diesel oil 73.3 t CO2/TJ, 263.9 g CO2/kWh, net calorific value)',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.seai.ie/resources/seai-statistics/conversion-factors/',
    asOf: TENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of SEAI’s page.',
  },
  eurostatTonneKm: {
    title:
      'Glossary: Tonne-kilometre (tkm), a unit of measure of freight transport representing the transport of one tonne of goods (including packaging and the tare weight of intermodal transport units) by a given mode over a distance of one kilometre',
    publisher: 'Eurostat (Statistics Explained)',
    url: 'https://ec.europa.eu/eurostat/statistics-explained/index.php/Glossary:Tonne-kilometre_(tkm)',
    asOf: TENTH_ROUND_CHECKED,
  },
  ncscNis2Faq: {
    title:
      'NIS2 Frequently Asked Questions: the Directive applies to entities of a type in Annex I or II which qualify as medium-sized enterprises under Recommendation 2003/361/EC, or exceed its ceilings for medium-sized enterprises; essential and important entities',
    publisher: 'National Cyber Security Centre',
    url: 'https://ncsc.gov.ie/nis2/FAQ',
    asOf: TENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy last updated 3 January 2025, which says NIS2 had not yet been transposed into Irish law.',
  },
  hsaManualHandlingFaq: {
    title:
      'The Manual Handling Training System – Frequently Asked Questions: the Level 6 Manual Handling Instruction and People Handling Instruction awards are managed by Quality and Qualifications Ireland (QQI); QQI Level 6 is the level agreed for manual handling instructors, and manual handling training at workplace level should be delivered by a QQI Level 6 Manual Handling Instructor, with content meeting Appendix 3 of the HSA’s Guidance on the Manual Handling Training System (2010 revision); an instructor who gained the award by recognition of prior learning need not be registered with QQI to train employees',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/workplace_health/manual_handling_display_screen_equipment/faqs/manual_handling_training_system_faqs/',
    asOf: TENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of the HSA’s page.',
  },
  roadTrafficActMibiDatabase: {
    title:
      'Road Traffic Act 1961, section 78A (as inserted): MIBI shall maintain a database of motor insurance policy information; a vehicle insurer must notify MIBI of a policy’s holder, named drivers, use limitations, policy number and period of cover and the vehicle’s registration within 5 working days after issuing it',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/1961/act/24/section/78A/revised/en/html',
    asOf: TENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of the revised section.',
  },
  mibiImid: {
    title:
      'MIBI meets with Minister Carroll MacNeill: uninsured driving, and the new Irish Motor Insurance Database (IMID), to be used with Automatic Number Plate Recognition so the Gardaí can more easily identify vehicles driven without insurance, enabled by the Road Traffic and Roads Bill',
    publisher: 'Motor Insurers’ Bureau of Ireland',
    url: 'https://www.mibi.ie/mibi-meets-with-minister-carroll-macneill/',
    asOf: TENTH_ROUND_CHECKED,
    published: '2023-05-08',
    note: 'Read on 29 November 2026 in a stored copy of MIBI’s news item of 8 May 2023.',
  },
  rtolFaqNewEntity: {
    title:
      'Road Transport Operator Licensing, Frequently Asked Questions: an operator licence or CPC is specific to its holder and cannot be loaned; a sole trader who wants to run the transport business as a limited company or partnership must apply for a new licence in the company’s or partnership’s name and return the sole trader licence documents (the same applies the other way round), and all vehicles must be registered in the name of the new applicant',
    publisher: 'Department of Transport (Road Transport Operator Licensing Unit)',
    url: 'https://rtol.ie/rtol-online/faqs',
    asOf: ELEVENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of the RTOL FAQ page (questions 2 and 4).',
  },
  govieLicenceChanges: {
    title:
      'Apply for a Road Passenger Transport Operator Licence, changes to licence: a change of operator name is allowed where a company registers a new company name or a person changes name, but a licence cannot be transferred to a different company or person',
    publisher: 'Department of Transport (gov.ie)',
    url: 'https://www.gov.ie/en/service/ac8991-apply-for-a-road-passenger-transport-operator-licence/',
    asOf: ELEVENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of the gov.ie service page; it is the passenger licence’s page, and the RTOL FAQ above gives the same rule for haulage licences.',
  },
  drsVehicleOnRos: {
    title:
      'Diesel Rebate Scheme, claim for Republic of Ireland licence holders: the Department of Transport may add a vehicle to an operator licence at any time; a vehicle it has recently added may take three to four weeks to show on ROS, and once it shows, diesel used in it can be claimed from the date it was registered to the licence',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/diesel-rebate-scheme/claim-roi.aspx',
    asOf: ELEVENTH_ROUND_CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of Revenue’s page (its note on vehicles added to a licence).',
  },
  drsSlidingScaleVatInclusive: {
    title:
      'Diesel Rebate Scheme, amount repayable (Revenue’s 2013 scheme notes): a sliding scale with nothing repaid when the average price of auto-diesel is at or below €1.23 a litre including VAT (€1.00 excluding VAT), up to 7.5 cent a litre',
    publisher: 'RDA (a secondary copy quoting Revenue’s scheme notes)',
    url: 'https://www.rda.ie/blog/diesel-rebate-scheme',
    asOf: ELEVENTH_ROUND_CHECKED,
    published: '2013-07-01',
    note: 'Read on 29 November 2026 in a secondary copy only: Revenue’s own FAQ page (revenue.ie/en/tax/excise/diesel-rebate-scheme/faqs.html) was stored cut off before its figures. The €1.00 before VAT agrees with the Dáil written answers on the scheme; the scale above €1.07 before VAT was steepened in Budget 2020, so the cap is now reached at a lower price.',
  },
} satisfies Record<string, KnowledgeSource>;
