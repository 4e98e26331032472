// Publications behind the sixteenth round (29 November 2026), a breadth pass over what the RSA, Revenue, the NDLS, the
// European Commission and Transport for London ask of an Irish haulier, taken from their own pages rather than from a
// question set: ATA carnets, VAT on road fuel, the London HGV safety permit, exchanging a foreign licence, Intrastat,
// exceeding driving time to get home, the 56-day roadside records, periods of availability, the three kinds of transit,
// the ADR small-load exemption and VRT on vans and trucks. Each page was read on the check date in a stored copy; where
// only a secondary copy of an official rule could be found, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const CHECKED = '2026-11-29';

export const breadthOfficialSources = {
  ataCarnetOverview: {
    title:
      'ATA carnets – temporary admission and export of certain goods: limited to professional equipment, goods for exhibitions, fairs or meetings, and commercial samples; not for goods sent by post; used in place of normal customs documents and as security for import charges; the Dublin Chamber of Commerce is the national issuing and guaranteeing association',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/temp-admission-exports/ata-carnets/index.aspx',
    asOf: CHECKED,
  },
  ataCarnetProcedure: {
    title:
      'Temporary admission using an ATA carnet: goods listed on the importation voucher and presented to Revenue; at re-exportation the same identifying numbers on the re-exportation voucher; import charges payable on demand if the goods are not re-exported in time or are used for another purpose; the final date for re-exportation no later than the carnet’s expiry',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/temp-admission-exports/ata-carnets/temporary-admission-using-an-ata-carnet.aspx',
    asOf: CHECKED,
  },
  ataCarnetTransit: {
    title:
      'ATA carnets – temporary admission and export of certain goods (overview in the customs traders’ section): carnets are not accepted for goods sent through the post or for goods in transit, including goods moved under customs control between two points within the State',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/temporary-admission/ata-carnets-temporary-admission-and-export-of-certain-goods/index.aspx',
    asOf: CHECKED,
    note: 'Read in a stored copy of the Revenue page.',
  },
  vatOnFuelDail: {
    title:
      'Dáil written answer on VAT rebates (20 June 2018): no VAT rebate on diesel or petrol; VAT-registered businesses deduct the VAT on diesel used in the business like most costs, but section 60 of the VAT Consolidation Act 2010 blocks deduction on petrol, food, drink, accommodation and entertainment even for a taxable business; the petrol block dates from 1972 and is kept under Article 176 of the VAT Directive',
    publisher: 'Houses of the Oireachtas (Minister for Finance)',
    url: 'https://www.oireachtas.ie/en/debates/question/2018-06-20/109/',
    asOf: CHECKED,
    published: '2018-06-20',
  },
  vatOnFuelDail2019: {
    title:
      'Dáil written answer on VAT exemptions (9 July 2019): the same position for self-employed people, VAT on diesel reclaimable and on petrol not (section 60, VAT Consolidation Act 2010)',
    publisher: 'Houses of the Oireachtas (Minister for Finance)',
    url: 'https://www.oireachtas.ie/ga/debates/question/2019-07-09/184/',
    asOf: CHECKED,
    published: '2019-07-09',
  },
  tflDirectVision: {
    title:
      'Direct Vision Standard and HGV Safety Permit: every lorry over 12 tonnes gross vehicle weight entering or operating in Greater London needs a valid HGV safety permit, whatever the operator thinks of the vehicle, or receives a penalty charge notice (PCN); the scheme runs 24 hours a day, every day; a permit is free; since 28 October 2024 a vehicle needs a three-star Direct Vision Standard rating or the Progressive Safe System fitted; the star rating is given at manufacture and cannot be changed',
    publisher: 'Transport for London',
    url: 'https://tfl.gov.uk/info-for/deliveries-in-london/delivering-safely/direct-vision-in-heavy-goods-vehicles',
    asOf: CHECKED,
  },
  tflPermitConditions: {
    title:
      'HGV Safety Permit conditions (Greater London (Restriction of Goods Vehicles) Traffic Order 1985, London HGV Safety Permit Scheme): a permit is required before an HGV over 12 tonnes GVW is used on any public road in Greater London; from 00:00:01 on 28 October 2024 the minimum DVS star rating rose from one star to three stars',
    publisher: 'Transport for London',
    url: 'https://ganges.tfl.gov.uk/corporate/terms-and-conditions/direct-vision-standard-and-safety-permit-for-hgvs',
    asOf: CHECKED,
  },
  ndlsForeignLicences: {
    title:
      'Holders of foreign licences: an EU/EEA licence may be used in Ireland while valid and exchanged for an Irish licence within 10 years of its expiry; a licence itself issued in exchange for one from a country without an Irish exchange agreement cannot be exchanged; the recognised states for exchange listed (Australia, Gibraltar, Guernsey, Isle of Man, Japan, Jersey, South Africa, South Korea, Switzerland, New Zealand, Taiwan and Canadian provinces)',
    publisher: 'National Driver Licence Service (NDLS)',
    url: 'https://www.ndls.ie/holders-of-foreign-licences.html',
    asOf: CHECKED,
  },
  licenceExchangeTrucksDail: {
    title:
      'Dáil written answer on driver licences (19 October 2021): exchange agreements with 12 countries and six Canadian provinces (recognised states); only five of the agreements also recognise truck and bus categories',
    publisher: 'Houses of the Oireachtas (Minister for Transport)',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-10-19/335/',
    asOf: CHECKED,
    published: '2021-10-19',
  },
  licenceExchangeMedicalDail: {
    title:
      'Dáil written answer on exchanging UK licences (8 February 2022): under EU law an application for a truck or bus category (C or D) must come with a completed medical report; without it the applicant may sign that the categories are not to be exchanged and have them reinstated later with a medical report; UK-only national categories are not exchangeable',
    publisher: 'Houses of the Oireachtas (Minister of State, Department of Transport)',
    url: 'https://www.kildarestreet.com/wrans/?id=2022-02-08a.530',
    asOf: CHECKED,
    published: '2022-02-08',
    note: 'Read in KildareStreet’s copy of the Oireachtas written answer.',
  },
  licenceExchangeNzDail: {
    title:
      'Dáil written answer on recognising New Zealand truck licences (29 April 2025): the exchange agreement with New Zealand covers categories A, A1, AM, B and W but no agreement was reached for C (truck) licences; bilateral agreements need the other jurisdiction’s standards to be compatible, a task for the RSA',
    publisher: 'Houses of the Oireachtas (Minister of State, Department of Transport)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-04-29a.780.r',
    asOf: CHECKED,
    published: '2025-04-29',
    note: 'Read in KildareStreet’s copy of the Oireachtas written answer.',
  },
  intrastatManual2025: {
    title:
      'VIES and Intrastat Traders Manual (2025 update): annual Intrastat thresholds of €750,000 for arrivals (was €500,000) and €750,000 for dispatches (was €635,000); traders over a threshold file detailed monthly declarations by the 23rd day of the following month; every VAT-registered trader completes boxes E1 and E2 on the VAT 3 return; guidance on special cases such as processing and repair or return, leasing and hire, free zones and customs warehouses',
    publisher: 'Revenue, as summarised by VATupdate',
    url: 'https://vatupdate.com/2025/01/10/intrastat-traders-manual-2025-updated-thresholds-and-detailed-reporting-guidelines',
    asOf: CHECKED,
    note: 'A secondary summary of Revenue’s manual; the manual itself was not in the stored pages.',
  },
  viesNoThreshold: {
    title:
      'VIES and Intrastat Traders Manual: there is no threshold for VIES; every VAT-registered trader who zero-rates goods or services to a VAT-registered trader in another Member State must submit a VIES statement whatever the value',
    publisher: 'Revenue (VIMA, Dundalk)',
    url: 'https://de.scribd.com/document/363478571/Vies-Intrastat-Traders-Manual',
    asOf: CHECKED,
    note: 'Read in a stored copy of Revenue’s manual (2016 replacement); the no-threshold rule is unchanged in the 2025 summary.',
  },
  roadsideRecords56Days: {
    title:
      'Regulation (EU) 2020/1054 amending Article 36 of Regulation (EU) No 165/2014: from 31 December 2024 a driver must be able to produce at a roadside check the records for the current day and the previous 56 days (previously 28); older driver cards may hold less, so printouts or a newer card fill the gap',
    publisher:
      'Inelo and the Road Haulage Association, summarising Regulation (EU) 2020/1054; DG MOVE’s note to Member States as reported by Trasporto Europa',
    url: 'https://inelo.com/?p=22235',
    asOf: CHECKED,
    published: '2024-12-13',
    note: 'Secondary summaries of the amended Article 36; the RSA’s stored pages still give the earlier 28 days.',
  },
  periodsOfAvailabilityEea: {
    title:
      'Regulations concerning working time in road transport, section 5 (applying Directive 2002/15/EC in the EEA): periods of availability are periods other than breaks and rest when the worker need not stay at the workplace but must be available to start or resume driving or other work, known in advance with their expected length; they include time on a ferry or train, waiting at frontiers and waiting because of traffic bans, and time beside the driver or in the bunk while the vehicle moves with a second driver',
    publisher: 'Norwegian Labour Inspection Authority (Arbeidstilsynet)',
    url: 'https://www.arbeidstilsynet.no/en/laws-and-regulations/regulations/regulations-concerning-working-time-in-road-transport/1/section5/',
    asOf: CHECKED,
    note: 'The EEA application of the Directive’s Article 3 definitions, read because no stored Irish page set them out.',
  },
  revenueTransitTypes: {
    title:
      'What is the transit system: goods move across borders under customs control with the charges secured; three types, Union transit within the EU, common transit between the EU and the common transit countries (Iceland, Norway, Switzerland, Liechtenstein, Turkey, North Macedonia, Serbia), and TIR (Transports Internationaux Routiers) over one or more frontiers with part of the journey by road; NCTS processes declarations; the holder of the procedure and the guarantor are responsible',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/transit.html',
    asOf: CHECKED,
  },
  adrSmallLoad: {
    title:
      'ADR 1.1.3.6, exemptions related to quantities carried per transport unit: each entry has a transport category (0 to 4); below the maximum per transport unit (category 1: 20, category 2: 333, category 3: 1,000, category 4: unlimited; category 0: none) or, for mixed loads, a sum of category 1 × 50, category 2 × 3 and category 3 × 1 not over 1,000, many requirements do not apply (orange plates, the driver’s ADR certificate), while packaging, marking, labelling, the transport document, a 2 kg fire extinguisher and general awareness training still do',
    publisher: 'UNECE, ADR (read in adrbook.com’s and Ecostar Environmental’s copies of section 1.1.3.6)',
    url: 'https://adrbook.com/en/2017/ADR/1.1.3.2',
    asOf: CHECKED,
    note: 'Read in copies quoting ADR 1.1.3.6; the UNECE text itself was not in the stored pages.',
  },
  vrtCategoriesDail: {
    title:
      'Dáil written answer on vehicle registration tax (22 May 2024): VRT under the Finance Act 1992 by category; Category B (light commercial vehicles of EU class N1, not over 3.5 tonnes, and motor caravans) at 13.3% of the open market selling price (OMSP); heavier commercial vehicles, including lorries and buses, in Category C at a flat €200; the category is set at registration from the EU type-approval class',
    publisher: 'Houses of the Oireachtas (Minister for Finance)',
    url: 'https://www.oireachtas.ie/ga/debates/question/2024-05-22/52/',
    asOf: CHECKED,
    published: '2024-05-22',
  },
} satisfies Record<string, KnowledgeSource>;
