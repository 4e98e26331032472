// Publications behind the operator-rules entries (knowledge/areas/operator-rules.ts)
// and the figures added to older entries in the same review: the RSA's pages
// for drivers and operators, Revenue's customs pages for GB traffic, the EU
// tachograph rules and the Oireachtas answers that state Irish speed rules.
// Each page was read on the check date; where we read a copy of an official
// page, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const OPERATORS_CHECKED = '2026-11-26';

export const operatorSources = {
  rsaDriverCardApply: {
    title:
      'Tachograph driver card: who needs one, valid five years, stores 28 days of activity, €45 online or €60 by post; Category B holders may apply when their vehicle needs a card',
    publisher: 'Road Safety Authority',
    url: 'https://rsa.ie/RSA/Professional-Drivers/Tachograph-cards/Driver-card/Apply-for-a-driver-card-',
    asOf: OPERATORS_CHECKED,
  },
  rsaDriverCardReplacement: {
    title:
      'Replacement of lost, stolen, damaged or faulty digital tachograph cards (Garda report for a lost or stolen card; driving up to 15 days without a card on signed printouts)',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/en/RSA/Professional-Drivers/Tachograph-cards/Driver-card/Apply-for-a-driver-card-/Replacement/',
    asOf: OPERATORS_CHECKED,
    note: 'Read from an archived copy of the RSA page (drivingtest.ie mirror); the fee and the 15 days match the RSA’s current driver card page.',
  },
  tachographRegulation: {
    title:
      'Regulation (EU) No 165/2014 on tachographs: Article 29 (apply for a replacement card within seven calendar days; issue within eight working days) and Article 34(7) (manual record of border crossings)',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2014/165/oj',
    asOf: OPERATORS_CHECKED,
    note: 'Article 29 read in the consolidated text published on legislation.gov.uk, which keeps the EU wording of the seven and fifteen calendar days.',
  },
  tachographInspection: {
    title:
      'Commission Implementing Regulation (EU) 2016/799, Annex IC, point 6.4: periodic inspection of the tachograph at least once within 24 months and after repairs, tyre changes, a wrong clock or a new registration',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg_impl/2016/799/oj',
    asOf: OPERATORS_CHECKED,
  },
  workshopApproval: {
    title:
      'S.I. No. 62 of 2008, European Communities (Road Transport) (Working Conditions and Road Safety) Regulations 2008: NSAI approval of tachograph workshops',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/2008/en/si/0062.html',
    asOf: OPERATORS_CHECKED,
  },
  borderCrossings: {
    title:
      'Questions and answers on the manual recording of border crossings in tachographs under Regulation (EU) No 165/2014 (digital tachographs from 2 February 2022)',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://transport.ec.europa.eu/transport-modes/road/mobility-package-i/tachographs/questions-and-answers-manual-recording-border-crossings-tachographs-under-regulation-eu-no-1652014_uk',
    asOf: OPERATORS_CHECKED,
  },
  dataRetention: {
    title: 'Legal requirements for data downloading: transport undertakings keep downloaded tachograph data for at least 12 months',
    publisher: 'CORTE, Confederation of Organisations in Road Transport Enforcement',
    url: 'https://www.corte.be/activities/road-transport/legislation/social-provisions/tachograph/how-to-use-it/data-downloading/legal-requirements-for-data-downloading',
    asOf: OPERATORS_CHECKED,
  },
  drivingTimeRules: {
    title:
      'Driving time and rest periods: 11-hour daily rest, reducible to 9 hours three times between weekly rests, or split 3 + 9 hours; 45-hour weekly rest, reducible to 24 hours every second week',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://ec.europa.eu/transport/modes/road/social_provisions/driving_time_en',
    asOf: OPERATORS_CHECKED,
  },
  dailyRestFerry: {
    title:
      'Daily rest: ferry or train interruptions (twice, one hour in total) and nine hours in 30 with two or more drivers, under the EU driving time rules as applied in the EEA',
    publisher: 'Norwegian Public Roads Administration (Statens vegvesen)',
    url: 'https://www.vegvesen.no/en/vehicles/professional-transport/driving-time-and-rest-periods/daily-rest',
    asOf: OPERATORS_CHECKED,
  },
  workingTimeEu: {
    title:
      'Working time of mobile road transport workers (Directive 2002/15/EC): 48-hour average over four months, 60-hour cap, breaks after six hours, 10 hours at night',
    publisher: 'European Commission, Mobility and Transport',
    url: 'https://ec.europa.eu/transport/modes/road/social-provisions/working-time_en',
    asOf: OPERATORS_CHECKED,
  },
  speedLimitGoods: {
    title:
      'Dáil written answer of 4 April 2006: 80 km/h ordinary speed limit for goods vehicles over 3,500 kg design gross weight and any vehicle towing a trailer, on all roads including motorways (S.I. No. 9 of 2005)',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/ga/debates/question/2006-04-04/330/',
    asOf: OPERATORS_CHECKED,
    published: '2006-04-04',
  },
  speedLimiters: {
    title:
      'Dáil written answer of 7 March 2006: speed limiters set at 90 km/h on goods vehicles over 3,500 kg first registered from 1 January 2005 (S.I. No. 831 of 2005)',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2006-03-07/49/',
    asOf: OPERATORS_CHECKED,
    published: '2006-03-07',
  },
  drinkDrivingLimits: {
    title:
      'New drink driving limits and penalties in Ireland: 50 mg per 100 ml of blood for all drivers, 20 mg for learner, newly qualified and professional drivers (Drugnet Ireland 40)',
    publisher: 'Health Research Board, National Drugs Library',
    url: 'https://www.drugsandalcohol.ie/16883/',
    asOf: OPERATORS_CHECKED,
  },
  drinkDriving2018: {
    title:
      'New drink driving penalties come into effect: automatic disqualification for every driver over the limit from 26 October 2018 (Road Traffic (Amendment) Act 2018)',
    publisher: 'Leinster Express (reporting the Minister for Transport)',
    url: 'https://www.leinsterexpress.ie/news/news/344134/new-drink-driving-penalties-come-into-effect-ahead-of-bank-holiday-weekend.html',
    asOf: OPERATORS_CHECKED,
    published: '2018-10-25',
  },
  truckLearnerPermit: {
    title: 'Becoming a professional driver, step 4: the learner permit (category C fee €35; accompanied driving; no motorways)',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services/professional-drivers/cpc/become-a-professional-cpc-driver/4.-learner-permit',
    asOf: OPERATORS_CHECKED,
  },
  truckPrepare: {
    title:
      'Becoming a professional driver, step 1: prepare (age 18 for a first C or C1 learner permit, full category B licence, theory test, medical fitness)',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services/professional-drivers/cpc/become-a-professional-cpc-driver/1.-prepare',
    asOf: OPERATORS_CHECKED,
  },
  whatIsCpc: {
    title: 'What Driver CPC is, who needs it and who does not (such as a tradesman carrying his own materials)',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services/professional-drivers/cpc/what-is-cpc',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026 for the full name: Driver CPC is the Certificate of Professional Competence for professional bus and truck drivers, and driving professionally without the card is illegal.',
  },
  operatorRiskRating: {
    title:
      'CVORI, the Commercial Vehicle Operator Risk Indicator: red, amber or green ratings for roadworthiness and drivers’ hours over a rolling three years',
    publisher: 'Road Safety Authority (CVRT)',
    url: 'https://www.cvrt.ie/en-US/Operator-Driver-Obligations/Risk-rating/',
    asOf: OPERATORS_CHECKED,
  },
  euRiskFormula: {
    title:
      'New formula for determining operator risk status: the RSA has adopted the common EU risk rating of Commission Implementing Regulation (EU) 2022/695 in place of CVORI',
    publisher: 'HGV Ireland (trade press)',
    url: 'https://www.hgvireland.com/new-formula-for-determining-operator-risk-status/',
    asOf: OPERATORS_CHECKED,
  },
  cvrtFees: {
    title:
      'CVR test fees from 1 January 2025 (S.I. No. 674 of 2024); re-tests within 21 calendar days and 4,000 km of the first test; the full test fee includes the road safety CVR levy, on which Revenue has instructed that VAT is chargeable at the standard rate of 23%, applied from 1 January 2025',
    publisher: 'Road Safety Authority (CVRT)',
    url: 'https://cvrt.ie/About-CVRT/CVR-Test-Fees',
    asOf: '2026-11-29',
    note: 'Re-read on 29 November 2026 in stored copies of the page, for the VAT on the CVR levy.',
  },
  weightsAndDimensionsRsa: {
    title: 'Weights and dimensions, and abnormal and indivisible loads (permits from An Garda Síochána, the local authority, or both)',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/road-safety/road-users/professional-drivers/vehicle-safety-legislation/weights-and-dimensions',
    asOf: OPERATORS_CHECKED,
  },
  heightLimit: {
    title: '4.65-metre maximum vehicle height on Irish roads from 1 November 2013 (Department of Transport statement)',
    publisher: 'TheJournal.ie (reporting the Department of Transport)',
    url: 'https://www.thejournal.ie/ban-lorries-height-1152971-Nov2013/',
    asOf: OPERATORS_CHECKED,
    published: '2013-11-01',
  },
  preBoardingNotification: {
    title: 'Customs RoRo service: the Pre-Boarding Notification (PBN) for every vehicle booked as freight on a RoRo ferry',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/electronic-systems/roro-service/pre-boarding-notification.aspx',
    asOf: OPERATORS_CHECKED,
  },
  piggybackTrailers: {
    title: 'Moving empty “piggyback” trailers and creating a Pre-Boarding Notification with a Revenue authorisation number',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/brexit/declaration-roles-responsibilities/haulier-freight-forwarder/piggyback-pbn.aspx',
    asOf: OPERATORS_CHECKED,
  },
  eori: {
    title: 'Economic Operators Registration and Identification (EORI): register through ROS, Eircode required',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/customs-electronic-systems/eori-system.aspx',
    asOf: OPERATORS_CHECKED,
  },
  throughGreatBritain: {
    title:
      'Carrying goods into Ireland from another EU Member State through Great Britain: transit accompanying document, UK EORI, GVMS goods movement reference, exit summary declaration',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/brexit/declaration-roles-responsibilities/haulier-freight-forwarder/from-ireland-to-eu-through-gb.aspx',
    asOf: OPERATORS_CHECKED,
  },
  gbToNiViaIreland: {
    title:
      'Trading GB to Northern Ireland via Dublin or Rosslare: transit or import, safety and security declaration, SPS pre-notification 24 hours ahead, PBN',
    publisher: 'Government of Ireland (gov.ie)',
    url: 'https://gov.ie/ga/roinn-an-taoisigh/foilseachain/other-transit-routes-via-ireland-2',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026 (updated 17 June 2021): SPS goods in the load are controlled at the Border Control Post of entry, pre-notified 24 hours ahead with a CHED on TRACES NT and documents through the DAFM import portal.',
  },
  daeraChedPrenotification: {
    title:
      'Instructions for business pre-notifying the arrival of a consignment at a Northern Ireland point of entry: SPS goods pre-notified at least 24 hours ahead by completing Part One of the Common Health Entry Document (CHED) on TRACES NT',
    publisher: 'Department of Agriculture, Environment and Rural Affairs (Northern Ireland)',
    url: 'https://www.daera-ni.gov.uk/articles/instructions-business-pre-notifying-arrival-consignment-northern-ireland-point-entry',
    asOf: '2026-11-28',
    note: 'Read on 28 November 2026 for what CHED stands for (Common Health Entry Document); the page is Northern Ireland’s instruction, and the gov.ie page sets the same 24-hour pre-notification on TRACES NT for the Border Control Post at Dublin or Rosslare.',
  },
  zehdvInfrastructure: {
    title: 'Zero-Emission Heavy Duty Vehicle – Recharging Infrastructure Grant Scheme (ZEHDV-I): a share of eligible depot charging costs',
    publisher: 'Transport Infrastructure Ireland',
    url: 'https://www.tii.ie/en/roads-tolling/alt-fuel-projects-unit/zehdv-i',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026 for the scheme’s full name, Zero-Emission Heavy Duty Vehicle – Recharging Infrastructure Grant Scheme (ZEHDV-I), administered by TII with Pierse Fitzgibbon Solicitors LLP as scheme operator; the page gives no percentages, only that they depend on company size and location.',
  },
  rtolGuideFiveYears: {
    title: 'A guide to road haulage operator licensing: licences issued for up to five years; carriage exempt within the State',
    publisher: 'Department of Transport, Road Transport Operator Licensing Unit',
    url: 'https://docplayer.net/amp/17719844-A-guide-to-road-haulage-operator-licensing.html',
    asOf: OPERATORS_CHECKED,
    note: 'Read from a copy of the Department’s guide; the current guide is on rtol.ie under Transport Licensing Forms.',
  },
  goodsMotorTax: {
    title:
      'Motor tax on goods vehicles: rates by unladen weight; an articulated vehicle taxed on the tractor plus its heaviest semi-trailer',
    publisher: 'Kildare County Council, Motor Tax',
    url: 'https://kildarecoco.ie/AllServices/MotorTax/CalculateMotorTax/GoodsVehicles',
    asOf: OPERATORS_CHECKED,
  },
  medicalFitness: {
    title:
      'New Medical Fitness to Drive guidelines published: Sláinte agus Tiomáint sets a higher standard for bus and truck (Group 2) drivers',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/en/Utility/News/2014/New-Medical-Fitness-to-Drive-guidelines-published/',
    asOf: OPERATORS_CHECKED,
    published: '2014-04-24',
  },
  leitrimGoodsTax: {
    title:
      'Taxing goods and commercial vehicles: the goods rate for vans up to 3,500 kg, weight dockets and weight master certificates for heavy goods vehicles',
    publisher: 'Leitrim County Council, Motor Tax',
    url: 'https://leitrim.ie/Council/Services/Motor-Tax/Tax-your-Vehicle/Goods-Commerical',
    asOf: OPERATORS_CHECKED,
  },
  zehdvIAnnouncement: {
    title:
      'New grants aimed at decarbonising Ireland’s roads announced: ZEHDV-I open to businesses that do not yet own a zero-emission heavy vehicle',
    publisher: 'CompleteCar.ie (reporting the Minister for Transport)',
    url: 'https://completecar.ie/car-news/article/13941/New-grants-aimed-at-decarbonising-Irelands-roads-announced',
    asOf: OPERATORS_CHECKED,
  },
  fuelMarker: {
    title:
      'Fuel marker: marked gas oil and marked kerosene may not be used in road vehicles; vehicles liable to seizure, owner and driver to prosecution',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/mineral-oil-traders/fuel-marker.aspx',
    asOf: OPERATORS_CHECKED,
  },
  markedGasOilPenalty: {
    title:
      'Green diesel detected in 4x4 towing trailer in Kilkenny: Revenue on marked gas oil and the €5,000 fine under section 102(1) of the Finance Act 1999',
    publisher: 'Agriland (quoting Revenue)',
    url: 'https://agriland.ie/farming-news/green-diesel-detected-in-4x4-towing-trailer-in-kilkenny',
    asOf: OPERATORS_CHECKED,
  },
  companyCard: {
    title: 'Company tachograph cards: required of bus and truck operators, used to lock in and download data, up to three weeks to issue',
    publisher: 'Road Safety Authority',
    url: 'https://rsa.ie/services/professional-drivers/tachographs-information/company-tachograph',
    asOf: OPERATORS_CHECKED,
  },
  adrDriverTraining: {
    title: 'ADR driver training: certificates issued by CILT for classes 2, 3, 4, 5, 6, 8 and 9; basic and specialised (tank) training',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/your_industry/adr_-_carriage_of_dangerous_goods_by_road/adr_general_information/adr_driver_training/',
    asOf: OPERATORS_CHECKED,
  },
  dgsa: {
    title: 'Dangerous Goods Safety Adviser (DGSA): who must appoint one, the annual report, and documented exemptions',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/your_industry/adr_-_carriage_of_dangerous_goods_by_road/adr_general_information/dangerous_goods_safety_adviser_dgsa_/dangerous_goods_safety_adviser_dgsa_.html',
    asOf: OPERATORS_CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
