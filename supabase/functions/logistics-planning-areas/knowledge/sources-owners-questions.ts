// Publications behind the tenth round (knowledge/areas/owners-questions.ts): topics an owner meets in an ordinary
// month that the knowledge lacked, found through the seventh visitor set's misses and written from each topic's
// official page as a whole: the direct ferry from Rosslare to Dunkirk, the UK Internal Market Scheme for goods
// brought from Great Britain into Northern Ireland, Revenue's civil service subsistence and mileage rules, SEAI's
// home charger grant, motor tax on electric goods vehicles, dash cams and personal data breaches under data
// protection law, and Met Éireann's weather warnings; and the RSA's current page for the maximum fine for hauling
// without an operator licence (knowledge/areas/breadth.ts). Each page was read on the check date in a stored copy; where a
// page is secondary, or older than the check, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const OWNERS_QUESTIONS_CHECKED = '2026-11-28';

export const ownersQuestionSources = {
  dfdsRosslareDunkirk: {
    title:
      'DFDS opens new direct ferry route between Ireland and France: a freight ferry route between Rosslare and Dunkirk from 2 January 2021, three combined freight and passenger ferries each carrying up to 125 trucks with their drivers in single cabins, six weekly departures in each direction, a crossing time of 24 hours, drivers arriving rested and able to reach major destinations within the legal driving limit',
    publisher: 'DFDS A/S (company announcement)',
    url: 'https://www.wallstreet-online.de/nachricht/13208538-dfds-a-s-dfds-opens-new-direct-ferry-route-between-ireland-and-france-continental-europe',
    asOf: OWNERS_QUESTIONS_CHECKED,
    published: '2020-11-27',
    note: 'DFDS’s own announcement to the Copenhagen stock exchange, read in a copy published by a financial news site (no dfds.com page was stored); the frequency and ferries are those at launch.',
  },
  irishTimesDunkirk: {
    title:
      'New direct ferry to Dunkirk will be valuable entry point for lorries to Europe after Brexit: DFDS’s daily Rosslare–Dunkirk roll-on, roll-off service bypasses Britain; the crossing takes between 22 and 24 hours, not quicker than the landbridge but avoiding EU–UK border checks; Dunkirk is some 15 km from the Belgian border',
    publisher: 'The Irish Times',
    url: 'https://www.irishtimes.com/news/ireland/irish-news/new-direct-ferry-to-dunkirk-will-be-valuable-entry-point-for-lorries-to-europe-after-brexit-1.4420716',
    asOf: OWNERS_QUESTIONS_CHECKED,
    note: 'A newspaper report of the DFDS announcement, read for the crossing time range and Dunkirk’s position near Belgium.',
  },
  afloatArkDania: {
    title:
      'Fourth freight ferry DFDS to add to direct Ireland–France route: the Ark Dania joins the Rosslare–Dunkirk route on 1 April 2021 with room for 188 truck units, 12 of them driver-accompanied and 176 unaccompanied trailers; sailing time about 23 hours 45 minutes',
    publisher: 'Afloat (Irish maritime magazine)',
    url: 'https://afloat.ie/port-news/ferry-news/item/49541-fourth-freight-ferry-dfds-to-add-to-direct-ireland-france-route-connecting-europe',
    asOf: OWNERS_QUESTIONS_CHECKED,
    published: '2021-03-04',
    note: 'A trade magazine’s report of DFDS’s announcement, read for the accompanied and unaccompanied capacity and the sailing time.',
  },
  ukimsAuthorisation: {
    title:
      'Apply for authorisation for the UK Internal Market Scheme if you bring goods into Northern Ireland: authorised traders can declare goods ‘not at risk’ of moving to the EU when they are brought into Northern Ireland for sale or final use by end consumers in the UK; ‘not at risk’ goods from free circulation in Great Britain pay no duty, ‘at risk’ goods pay the EU rate; applicants must be established in the UK; simplified dataset based on commercial information; the Trader Support Service helps',
    publisher: 'HM Revenue & Customs (GOV.UK)',
    url: 'https://www.gov.uk/guidance/apply-for-authorisation-for-the-uk-internal-market-scheme-if-you-bring-goods-into-northern-ireland',
    asOf: OWNERS_QUESTIONS_CHECKED,
    note: 'Read the current guidance and, for the ‘green lane’ name, an earlier version of the same guidance (as republished by NI Business Info in July 2023) which said the authorisation gives access to the green lane for goods moving from Great Britain into Northern Ireland.',
  },
  revenueCivilServiceRates: {
    title:
      'Civil service rates: motor travel rates per kilometre by distance band and engine capacity (up to 1200cc, 1201cc–1500cc, 1501cc and over), mileage claims for electric vehicles at the 1201cc–1500cc rates, reduced motor travel rates; domestic overnight allowance for an absence at least 100 km from the employee’s home and normal place of work, normal rate for up to 14 nights, reduced rate for the next 14, detention rate for each of the next 28, and an application to Revenue beyond 56 nights; day allowances for 5 to 10 hours and 10 hours or more',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/employing-people/employee-expenses/travel-and-subsistence/civil-service-rates.aspx',
    asOf: OWNERS_QUESTIONS_CHECKED,
    note: 'Read in two stored versions of the page: the 2022 version for the electric-vehicle rule, an earlier one for the overnight allowance’s distance and night bands; the euro rates change at each review and are not copied into the entry.',
  },
  dailSubsistenceAssignment: {
    title:
      'Written answer on Revenue’s civil service overnight subsistence rates: the overnight allowance applies to continuous absence in any one place, each location considered in isolation; the reduced rate applies after 14 consecutive nights in one place and the detention rate between 28 and 56 consecutive nights; Revenue guidance covers only the tax treatment, the entitlement being a matter for the employer',
    publisher: 'Minister for Finance, Dáil written answer 367 (KildareStreet.com record)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-07-15a.766',
    asOf: OWNERS_QUESTIONS_CHECKED,
    published: '2025-07-15',
  },
  seaiHomeCharger: {
    title:
      'Electric Vehicle Home Charger Grant: up to €300 towards buying and installing a home charger; the installer must be a Safe Electric Registered Electrical Contractor; only smart chargers on SEAI’s Smart Charger Register are supported; open to homeowners whether or not they own an EV; off-street parking at the home, confirmed by the MPRN; no work before the Letter of Offer, and 6 months from it to install and claim; funded by Zero Emission Vehicles Ireland',
    publisher: 'Sustainable Energy Authority of Ireland',
    url: 'https://www.seai.ie/grants/electric-vehicle-grants/electric-vehicle-charging/electric-vehicle-home-charger-grant/',
    asOf: OWNERS_QUESTIONS_CHECKED,
  },
  kildareGoodsMotorTax: {
    title:
      'Motor tax on goods vehicles: annual rates by unladen weight (€333 not over 3,000 kg, €420 for 3,001–4,000 kg, €500 for 4,001–5,000 kg) and a rate of €92 a year for an electrical goods vehicle not over 1,500 kg unladen',
    publisher: 'Kildare County Council',
    url: 'https://kildarecoco.ie/AllServices/MotorTax/CalculateMotorTax/GoodsVehicles',
    asOf: OWNERS_QUESTIONS_CHECKED,
    note: 'A motor tax office’s table of the national goods vehicle rates; the electrical rate is given only as an annual amount (no half-year or quarterly rate).',
  },
  leitrimGoodsMotorTax: {
    title:
      'Motor tax, goods and commercial vehicles: owners of goods vehicles of 3,500 kg design gross vehicle weight or less get the goods rate when they have a business or trade registered with Revenue, or when an employee uses the vehicle solely in the employer’s business (with a letter from the employer giving the VAT number, the employee’s PPS number and the registration)',
    publisher: 'Leitrim County Council',
    url: 'https://leitrim.ie/council/services/motor-tax/tax-your-vehicle/goods-commerical',
    asOf: OWNERS_QUESTIONS_CHECKED,
  },
  dpcDashCamsReport: {
    title:
      'DPC issues guidance for drivers on the use of dash cams: footage of identifiable people is personal data under the GDPR and the Data Protection Act 2018; a clearly visible sign or sticker on the vehicle; a policy sheet with the driver’s contact details, the basis and purposes of the recording and how long it is kept, given to anyone who asks; telling the other party after an accident; deleting other footage routinely; storing it securely; giving people access to footage of them',
    publisher: 'Mason Hayes & Curran (techlaw.ie), reporting the Data Protection Commission’s guidance',
    url: 'https://www.techlaw.ie/2018/12/articles/cyber-risk-data-privacy/dpc-issues-guidance-drivers-use-dash-cams/',
    asOf: OWNERS_QUESTIONS_CHECKED,
    published: '2018-12-10',
    note: 'The DPC’s own guidance page (dataprotection.ie/en/dpc-guidance/guidance-drivers-use-dash-cams) was not stored; its actions were read in this law firm’s summary and checked against a second report of it by Eversheds (sign or sticker on or inside the vehicle, details verbally or in a policy sheet, the insurer as a separate or joint controller).',
  },
  gdprArticle33: {
    title:
      'Regulation (EU) 2016/679 (GDPR), Article 33: the controller notifies a personal data breach to the supervisory authority without undue delay and, where feasible, not later than 72 hours after becoming aware of it, unless it is unlikely to result in a risk to people’s rights and freedoms, with reasons for any delay; a processor tells the controller without undue delay; the notification describes the breach, a contact point, its likely consequences and the measures taken, and may come in phases; every breach is documented. Article 34: people are told without undue delay when the breach is likely to result in a high risk to them',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/reg/2016/679/oj',
    asOf: OWNERS_QUESTIONS_CHECKED,
    published: '2016-04-27',
    note: 'Articles 33 and 34 read in stored copies of the official text; the EUR-Lex page itself was not stored.',
  },
  dpcBreachNotification: {
    title:
      'Breach notification: since 25 May 2018 organisations must report a personal data breach that presents a risk to the affected individuals to the Data Protection Commission within 72 hours of becoming aware of it, and inform the individuals without undue delay when the risk to them is high; the DPC replies with a case reference',
    publisher: 'Data Protection Commission',
    url: 'https://www.dataprotection.ie/en/organisations/know-your-obligations/breach-notification',
    asOf: OWNERS_QUESTIONS_CHECKED,
    note: 'Read in a stored copy of the DPC’s page.',
  },
  rsaEnforcement: {
    title:
      'Enforcement: the RSA enforces EU and national transport law with An Garda Síochána at the roadside, including the requirement to hold a Road Transport Operator Licence; an operator carrying goods for hire or reward on a public road without one may be prosecuted and fined under the road transport acts, the maximum fine being €500,000, and a trader or business owner hiring an unlicensed haulier is also at risk of a fine; an unlicensed haulier can expect the RSA to look closely at its compliance with other laws',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/services/business-operators/road-haulage-enforcement/enforcement',
    asOf: OWNERS_QUESTIONS_CHECKED,
    note: 'Read in a stored copy of the RSA’s current page, which gives a maximum fine of €500,000 where the older RSA page read in the eighth round (knowledge/sources-breadth.ts) gave €1,904; the entry gives the current figure first and the older one beside it.',
  },
  metWarningSystem: {
    title:
      'Met Éireann Weather Warning System: alerts and warnings are issued whenever severe or extreme weather is expected within a 48-hour period, colour-coded by expected impact: Status Yellow (Weather Alert, Be Aware), Status Orange (Weather Warning, Be Prepared: conditions with the capacity to impact significantly on people in the affected areas) and Status Red (Severe Weather Warning, Take Action); Weather Advisories may give early information beyond 48 hours',
    publisher: 'gov.ie (Department of Housing, Planning and Local Government)',
    url: 'https://www.gov.ie/en/service/met-eireann-weather-warning-system/',
    asOf: OWNERS_QUESTIONS_CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
