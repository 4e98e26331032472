// Topics an Irish haulier, courier or distributor meets that no entry held, found in a breadth pass over the official
// sources' own topic lists (29 November 2026): Binding Tariff Information, preferential origin on goods from Britain,
// Returned Goods Relief, customs warehousing, fuel in the tank on entry to the EU, combined transport, the serious
// infringements that cost an operator its good repute, fixed charges and penalty points, driver fatigue, employing
// under-18s, SEAI's solar grant for business premises and the countries that accept an electronic CMR. Facts from the
// pages in knowledge/sources-breadth-sixteen.ts, in our own words.
import { breadthSixteenSources as s } from '../sources-breadth-sixteen.ts';
import { employerSources as es } from '../sources-employer.ts';
import { sources as base } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthSixteenEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'binding-tariff-information',
    area: 'market_lane',
    title: 'Binding Tariff Information (BTI): a ruling on the commodity code of goods you import or export',
    keywords: [
      'binding tariff information',
      'BTI',
      'BTI ruling',
      'commodity code ruling',
      'tariff classification',
      'classification ruling',
      'which commodity code',
      'right commodity code',
      'HS code ruling',
      'C626',
      'tariff code dispute',
    ],
    takeaway:
      'A Binding Tariff Information (BTI) decision fixes the commodity code of one product for three years from its date of issue, binding on you and every customs authority in the EU, so ask for one before a large or repeated import or export whose code is in doubt.',
    guidance: [
      'Apply only for an import or export you plan to make, one type of product per application, through the EU’s BTI service with your EORI number; the decision is free of charge and is not binding for goods declared before its validity starts.',
      'A BTI is normally valid for three years from the date of issue, but it can be invalidated sooner by a change of classification code, an EU or international tariff measure or a judgment of the Court of Justice of the EU.',
      'When it is invalidated Revenue may allow a period of grace of up to six months so you can complete binding contracts made on the strength of it; a BTI obtained with inaccurate or incomplete information is void.',
      'Declare code C626 and the BTI reference number on every customs declaration for the goods it covers.',
      'The details go into the European Commission’s BTI database (without confidential information), and a classification you disagree with can be appealed.',
    ],
    options: [
      {
        option: 'Apply for a BTI',
        chooseWhen: 'the goods move often, the duty rates of the possible codes differ, or an audit could reopen years of declarations.',
      },
      {
        option: 'Search the BTI database first',
        chooseWhen: 'similar goods may already have a published classification you can follow.',
      },
      { option: 'Classify yourself or through your agent', chooseWhen: 'the code is clear and the shipment is one-off.' },
    ],
    next30: [
      'List the products whose commodity code you or your customs agent are unsure of, with the duty rate of each candidate code.',
      'Search the EU BTI database for rulings on similar goods.',
    ],
    next90: [
      'Apply for a BTI for the products where the duty difference or the volume is largest.',
      'Diary each BTI’s expiry three years from its date of issue.',
    ],
    sources: [s.btiRules, s.btiUsing, s.btiFreeOfCharge],
  },
  {
    slug: 'eu-uk-preferential-origin',
    area: 'market_lane',
    title: 'Zero tariff on goods from Britain: proving UK origin with a statement on origin or importer’s knowledge',
    keywords: [
      'preferential origin',
      'rules of origin',
      'statement on origin',
      'zero tariff',
      '0% tariff',
      'duty on goods from the UK',
      'duty on British goods',
      'UK origin',
      'importer’s knowledge',
      'REX',
      'Registered Exporter System',
      'Trade and Cooperation Agreement',
      'supplier in England',
      'manufacturer in England',
      'buy stock from the UK',
      'buy from Britain',
      'made in Britain',
      'pay no duty',
    ],
    takeaway:
      'Goods from Britain come in duty-free under the EU-UK Trade and Cooperation Agreement only when they are of UK origin and the importer claims the preference, on a statement on origin from the exporter or on importer’s knowledge, so goods without UK origin pay the normal tariff.',
    guidance: [
      'The zero tariff applies only where the Agreement’s rules of origin are met: a claim on import into Ireland is for goods of UK origin, and a claim on import into the UK for goods of EU origin.',
      'The proof is a statement on origin, in the wording of Annex 7 of the Agreement, on an invoice or another document describing the goods in enough detail to identify them; an EU exporter must be registered on the Registered Exporter System (REX) for consignments above €6,000, not at €6,000 or less.',
      'Instead of a statement, the importer may claim on importer’s knowledge, holding supporting documents or records from the exporter or producer that show the origin; then no statement on origin is used.',
      'The claim is made in the customs import declaration, and the exporter keeps the documents and records behind the origin for four years.',
      'EU goods released in Britain and not processed there as the origin rules require do not acquire UK origin, so the preference cannot be claimed for them when they are imported again.',
    ],
    options: [
      {
        option: 'Ask the UK supplier for a statement on origin on each invoice',
        chooseWhen: 'the goods are made in Britain and the supplier can show their origin.',
      },
      { option: 'Claim on importer’s knowledge', chooseWhen: 'you hold the producer’s records showing UK origin.' },
      {
        option: 'Pay the tariff or source elsewhere',
        chooseWhen: 'the goods are only warehoused or shipped through Britain and have no UK origin.',
      },
    ],
    next30: [
      'Check which of the goods you bring in from Britain carry a statement on origin on the invoice.',
      'Ask your customs agent which declarations claimed the zero tariff and on what proof.',
    ],
    next90: [
      'Write origin wording into purchase terms with British suppliers.',
      'If you export to Britain above €6,000 a consignment, register on REX and keep origin records for four years.',
    ],
    sources: [s.originPreferential, s.originExamples, s.originMinisterAlert, s.originEuGoodsReturned],
  },
  {
    slug: 'returned-goods-relief',
    area: 'market_lane',
    title: 'Goods coming back to Ireland after export: Returned Goods Relief from customs duty and VAT',
    keywords: [
      'returned goods relief',
      'RGR',
      'goods returned',
      'goods coming back',
      'rejected export',
      'customer sent back',
      're-import',
      're-imported goods',
      're-importation',
      'INF 3',
      'F01',
      'F05',
      'sending back',
      'sent back',
      'bring them back',
      'exported last year',
    ],
    takeaway:
      'Goods exported from the EU and brought back within three years in the same state can be re-imported free of customs duty under Returned Goods Relief, and free of VAT too when the person re-importing them is the one who exported them.',
    guidance: [
      'Re-import within three years of the goods leaving (longer only in special circumstances), in the same state as when they left: repair or maintenance, handling that only changes their appearance, or treatment that proved unsuitable is allowed.',
      'Show they are the exact goods exported, through inventory records with a serial, batch or other unique number, and prove the export with the MRN and a copy of the export declaration, the INF 3 information sheet, or the ATA carnet they left under.',
      'Declare the goods in AIS with code F01 (relief from customs duty only), F03 (goods repaired or treated abroad) or F05 (relief from duty and VAT, re-imported by the person who sent them out), and code 1Q27 with the number of the original outbound declaration or 1Q99 with the INF 3.',
      'Value added by work done abroad is charged under the outward processing rules, and goods first imported under end-use or inward processing keep the duty rules of that procedure.',
      'For a courier or postal return the sender marks the parcel ‘Returned goods: exemption from import charges claimed’ and gives the carrier a description, commodity code and value, with the proof that the goods left attached outside marked ‘Customs documents’.',
    ],
    options: [
      {
        option: 'Claim Returned Goods Relief on the re-import declaration',
        chooseWhen: 'the goods come back unchanged within three years and you hold the export proof.',
      },
      {
        option: 'Ask for an INF 3 at export',
        chooseWhen: 'you know at export that goods may come back, for example on sale or return.',
      },
      {
        option: 'Use outward processing instead',
        chooseWhen: 'the goods are going out for repair or processing and coming back changed.',
      },
    ],
    next30: [
      'Keep the MRN and export declaration for every shipment that leaves the EU, so a return can be relieved.',
      'Tell customers returning goods from Britain how to mark the parcel and what to send with it.',
    ],
    next90: [
      'Make sure inventory records identify exported goods by serial or batch number.',
      'Agree with your customs agent which F code each kind of return uses.',
    ],
    sources: [s.returnedGoodsRules, s.returnedGoodsProcedure, s.returnedGoodsProof],
  },
  {
    slug: 'customs-warehousing',
    area: 'network_capacity',
    title: 'Customs warehousing: storing non-EU goods in Ireland without paying duty or VAT until they are released',
    keywords: [
      'customs warehouse',
      'customs warehousing',
      'bonded warehouse',
      'bonded',
      'store without paying duty',
      'duty suspended',
      'defer duty',
      'public customs warehouse',
      'private customs warehouse',
      'storage procedure',
      'warehouse keeper',
    ],
    takeaway:
      'A customs warehouse approved by Revenue lets non-EU goods be stored with no customs duty or import VAT paid, for as long as needed because EU law sets no time limit, and the charges fall due only when goods are released for sale in the EU, while goods re-exported pay none.',
    guidance: [
      'Under the Union Customs Code’s storage procedures non-Union goods may be stored without import duty, other charges or commercial policy measures, and there is no limit on how long they may stay; customs may set a limit only in exceptional cases, such as goods that threaten health or the environment on long storage.',
      'A public customs warehouse stores goods for any trader; a private one is reserved for the holder’s storage; both need Revenue’s approval, which looks at economic need and usually a guarantee.',
      'Duty and VAT become payable when goods are released for free circulation; re-exporting them outside the EU ends the procedure without those charges, and import and export prohibitions still apply in the warehouse.',
      'The keeper must keep stock records and make stock returns that customs can check against the goods.',
      'Temporary storage is different: goods waiting for a customs procedure may stay in an approved temporary storage facility for up to 90 days, while a customs warehouse is for longer storage.',
    ],
    options: [
      {
        option: 'Use a public customs warehouse run by a logistics provider',
        chooseWhen: 'you want the duty deferral without running a customs warehouse yourself.',
      },
      {
        option: 'Apply for your own private customs warehouse',
        chooseWhen: 'you hold large stocks of non-EU goods, much of it re-exported or sold over long periods.',
      },
      { option: 'Clear goods on arrival', chooseWhen: 'stock turns quickly and the duty is small.' },
    ],
    next30: [
      'Work out the duty and VAT tied up in non-EU stock that waits in your warehouse before sale.',
      'Ask your customs agent which public customs warehouses near your depots take your kind of goods.',
    ],
    next90: [
      'If the cash tied up is large, apply to Revenue to run your own customs warehouse, with a guarantee.',
      'Set up stock records that can show customs what is under the procedure at any time.',
    ],
    sources: [s.customsWarehousingUcc, s.customsWarehousingManual, s.customsWarehousingIea, es.temporaryStorage],
  },
  {
    slug: 'fuel-in-standard-tanks',
    area: 'cost_unit_economics',
    title: 'Fuel in the tank when a truck comes into the EU from Britain: duty-free in the standard tanks',
    keywords: [
      'fuel in the tank',
      'fuel tank allowance',
      'standard tank',
      'standard tanks',
      'diesel bought in the UK',
      'fill up in Britain',
      'fuel from Britain',
      'fuel from Northern Ireland',
      'jerry can',
      'portable fuel container',
      'fridge unit tank',
    ],
    takeaway:
      'Diesel carried in the standard tanks that the manufacturer fitted to a commercial vehicle, or to a refrigerated container, comes into the EU off the ferry free of import duty and excise, but fuel in extra or portable tanks does not, and only private vehicles may bring up to 10 litres in a can.',
    guidance: [
      'Council Regulation 1186/2009 (Article 107) admits free of import duties the fuel in the standard tanks of commercial motor vehicles and special containers entering the EU; for private cars and motorcycles it adds up to 10 litres in portable tanks.',
      'Standard tanks are those permanently fixed by the manufacturer to every vehicle of that type, feeding the engine or, during transport, the refrigeration and other systems; tanks fixed by the manufacturer to refrigerated or other special containers count too.',
      'The same definition, from Article 24 of the Energy Taxation Directive (2003/96/EC), decides the excise relief; Irish rules for travellers exempt fuel in the standard tank and up to 10 litres in a portable container from VAT and excise.',
      'Extra tanks added after manufacture, or fuel in drums on the load, fall outside the relief and can be charged on entry.',
      'The relief covers fuel used in the vehicle it arrived in; fuel drained off or sold on is outside it.',
    ],
    options: [
      {
        option: 'Fill the standard tanks before the ferry',
        chooseWhen: 'fuel is cheaper at the British end and the tanks are as the manufacturer fitted them.',
      },
      {
        option: 'Buy fuel after arrival',
        chooseWhen: 'the truck has extra tanks fitted after manufacture, or you want to use the Diesel Rebate Scheme on Irish purchases.',
      },
    ],
    next30: [
      'Check which tractor units and fridge trailers have tanks added after manufacture.',
      'Tell drivers not to carry spare fuel in cans or drums on the way into Ireland.',
    ],
    next90: [
      'Compare fuel prices at the British and Irish ends of your regular routes.',
      'Keep the manufacturer’s tank specification with each vehicle’s records.',
    ],
    sources: [s.fuelTanksRelief, s.fuelTanksDirective, s.fuelTanksTravellers],
  },
  {
    slug: 'combined-transport-road-legs',
    area: 'market_lane',
    title: 'Combined transport: the road legs of a rail or short-sea journey under Directive 92/106/EEC',
    keywords: [
      'combined transport',
      'combined transport directive',
      '92/106',
      'intermodal',
      'unaccompanied trailer by rail',
      'road leg',
      'trailer on a train',
      'rail freight',
      'piggyback',
      'short-sea leg',
      'swap body',
    ],
    takeaway:
      'Under the Combined Transport Directive 92/106/EEC a journey between EU countries counts as combined transport when the rail, inland waterway or sea leg is over 100 km as the crow flies and the road leg runs to the nearest suitable rail station or within 150 km of the port, and its road legs are free of cabotage restrictions and national quotas.',
    guidance: [
      'The Directive covers a lorry, trailer, semi-trailer, swap body or container of 20 feet or more that uses the road for the first or last leg and rail, inland waterway or sea for the other leg, where that leg exceeds 100 km as the crow flies.',
      'The road leg must run between the loading point and the nearest suitable rail loading station (or from the nearest suitable unloading station to the delivery point), or lie within 150 km as the crow flies of the inland or sea port.',
      'Qualifying operations are protected from national authorisation schemes, tariffs and quotas, road cabotage restrictions do not apply to their road legs, and the Directive allows heavier and bigger loads and tax incentives for them.',
      'The transport document must name the rail stations, or the inland or sea ports, where the goods are loaded and unloaded for the non-road leg, so a roadside check can see the operation qualifies.',
      'Ireland gave effect to the Directive in 1994 (S.I. No. 60/1994); its checks are made by RSA transport officers, customs officers and Gardaí.',
    ],
    options: [
      {
        option: 'Plan the continental leg as combined transport',
        chooseWhen: 'a long rail or short-sea section exists and the road legs stay within the distance limits.',
      },
      {
        option: 'Treat the road work as ordinary cabotage',
        chooseWhen: 'the road legs are longer than the limits or the paperwork cannot name the stations or ports.',
      },
    ],
    next30: [
      'Check that the transport documents for intermodal loads name the rail stations or ports of the non-road leg.',
      'Measure the road legs against the 150 km and nearest-station rules for each regular flow.',
    ],
    next90: [
      'Review which continental flows could move by rail or short-sea with short road legs.',
      'Brief drivers on what to show at a roadside check on a combined transport leg.',
    ],
    sources: [s.combinedTransportSummary, s.combinedTransportDefinition, s.combinedTransportSi],
  },
  {
    slug: 'serious-infringements-good-repute',
    area: 'risk_resilience',
    title: 'The infringements that can cost an operator its good repute: most serious, very serious and serious (Regulation 2016/403)',
    keywords: [
      'good repute',
      'loss of good repute',
      'most serious infringement',
      'MSI',
      'very serious infringement',
      'serious infringements',
      'licence revoked',
      'lose the licence',
      'infringement categories',
      'repeat offences',
      'Regulation 2016/403',
    ],
    takeaway:
      'EU law grades drivers’ hours, tachograph, weight and roadworthiness breaches as most serious, very serious or serious, and a most serious infringement, such as 70 hours or more of driving in a week or 112 hours 30 minutes in two weeks, can start the procedure in which the operator may lose its good repute and with it the licence.',
    guidance: [
      'Commission Regulation (EU) 2016/403, amended by Implementing Regulation (EU) 2022/694, lists the serious infringements that, beside those in Annex IV of Regulation 1071/2009, may lead to the loss of good repute.',
      'Weekly driving of 60 to 65 hours is serious, 65 to 70 hours very serious and 70 hours or more most serious; over two consecutive weeks the bands are 100 to 105 hours, 105 to 112 hours 30 minutes, and 112 hours 30 minutes or more.',
      'Daily driving exceeding 9 hours by 50% or more (13 hours 30 minutes) is a most serious infringement; driving 5 to 6 hours without the break is serious and 6 hours or more very serious.',
      'Repeated serious and very serious infringements count as more serious once they pass a maximum frequency set by the number of drivers the transport manager manages, counted over at least a rolling year from the date of a control.',
      'Member States must take these infringements into account in their national procedure for assessing good repute.',
    ],
    options: [
      {
        option: 'Run a monthly infringement report from the tachograph analysis',
        chooseWhen: 'you manage several drivers and need to see repeats before a control does.',
      },
      {
        option: 'Act on each infringement with the driver in writing',
        chooseWhen: 'the same driver or the same rule comes up more than once.',
      },
    ],
    next30: [
      'Pull the last three months of tachograph infringements and sort them into most serious, very serious and serious.',
      'Check which drivers come closest to the weekly and two-week driving limits.',
    ],
    next90: [
      'Set a written procedure for following up infringements with drivers and recording what was done.',
      'Review planning of long runs so weekly and fortnightly driving limits are not pushed.',
    ],
    sources: [s.seriousInfringementsReg, s.seriousInfringementsFrequency],
  },
  {
    slug: 'road-traffic-fines-and-penalty-points',
    area: 'workforce_capability',
    title: 'Fixed charge fines and penalty points for drivers: phones, seatbelts, speeding and HGV bans',
    keywords: [
      'fixed charge notice',
      'fixed charge',
      'penalty points',
      'speeding fine',
      'mobile phone while driving',
      'phone at the wheel',
      'holding a phone',
      'seatbelt fine',
      'points on licence',
      'disqualified',
      'HGV ban fine',
    ],
    takeaway:
      'Since 27 October 2022 the fixed charge for speeding is €160 and for holding a phone or not wearing a seatbelt €120, rising by half if unpaid after 28 days, and 12 penalty points within three years disqualify a driver for six months.',
    guidance: [
      'The 2022 change doubled the fixed charges for 16 road safety offences, the first increase since the fines were introduced: speeding went from €80 to €160, and holding a phone, not wearing a seatbelt or not restraining a child from €60 to €120.',
      'A fine not paid within 28 days rises to €180 or €240, and after a further 28 days to €240 or €320.',
      'Holding a phone while driving carries three penalty points; a driver may use a phone only to call 999 or 112 or in an emergency, and holding it in the hand or against the shoulder is an offence.',
      'Twelve penalty points within three years disqualify a driver for six months; for learner and novice drivers the threshold is 7 points.',
      'Fixed charges introduced from 2023 include €200 for breaching an HGV ban without a valid permit and €80 for parking in an electric vehicle charging bay.',
    ],
    options: [
      {
        option: 'A written phone policy with hands-free only, or no calls while driving',
        chooseWhen: 'drivers take calls from the office or customers on the road.',
      },
      {
        option: 'Licence checks at least once a year',
        chooseWhen: 'a disqualified driver would leave a route or customer uncovered.',
      },
    ],
    next30: [
      'Remind drivers that a held phone means €120 and three penalty points, and that office calls wait until they stop.',
      'Check each driver’s licence for penalty points.',
    ],
    next90: [
      'Write who pays fixed charges incurred in company vehicles into the driver handbook.',
      'Check your routes and permits against the HGV bans in the cities you deliver to.',
    ],
    sources: [s.finesDoubled2022, s.finesNewCharges2023, s.mobilePhonePoints],
  },
  {
    slug: 'driver-fatigue',
    area: 'workforce_capability',
    title: 'Tired drivers: the RSA’s stop, sip, sleep advice and why fatigue matters',
    keywords: [
      'fatigue',
      'driver fatigue',
      'tiredness',
      'tired driver',
      'falling asleep at the wheel',
      'drowsy',
      'sleepy',
      'stop sip sleep',
      'power nap',
      'caffeine',
      'night driving tiredness',
    ],
    takeaway:
      'Fatigue is a factor in about one in five driver deaths in Ireland, so a driver who feels tired should stop somewhere safe, have a caffeine drink of about 150 mg and then a 15-minute nap, which the RSA says gives about another hour of safer driving, not a full shift.',
    guidance: [
      'The RSA puts fatigue as a contributory factor in as many as 1 in 5 driver deaths a year, and tiredness-related collisions are three times more likely to kill or seriously injure because there is no braking or avoiding action.',
      'Stop, sip, sleep: park in a safe place, have about 150 mg of caffeine (roughly two cups of coffee), nap for 15 minutes with an alarm set, then get fresh air for a few minutes; the caffeine needs about 15 minutes to act, so it starts as the driver wakes.',
      'This buys roughly another hour of driving and is a short-term remedy, not a way to extend hours: the only cure for sleep loss is sleep, and people need seven to eight hours a night.',
      'In an RSA survey in 2014 over 1 in 10 motorists said they had fallen asleep at the wheel.',
      'The drivers’ hours and working time rules set legal minimums, but an employer still has to plan shifts, early starts and night work so drivers are fit to drive.',
    ],
    options: [
      {
        option: 'A fatigue policy that lets drivers stop without penalty',
        chooseWhen: 'drivers run nights, early starts or long single-driver runs.',
      },
      {
        option: 'Re-plan routes and start times',
        chooseWhen: 'tachograph data show long duty days or short rests before early starts.',
      },
    ],
    next30: [
      'Tell every driver they may pull in for a 15-minute nap when tired and that delivery times will be adjusted.',
      'Look at tachograph data for duty days with short rest before an early start.',
    ],
    next90: [
      'Add fatigue to the driving-for-work risk assessment and the safety statement.',
      'Review night and early-morning schedules with drivers.',
    ],
    sources: [s.fatigueStopSipSleep, s.fatigueRsaColumn, s.fatigueKeyStats],
  },
  {
    slug: 'employing-under-18s',
    area: 'workforce_capability',
    title: 'Employing 16 and 17 year olds and younger teenagers: hours a day, hours a week and late finishes',
    keywords: [
      'under 18',
      'under-18s',
      'young workers',
      'young person',
      '16 year old',
      '17 year old',
      'school leaver',
      'summer job',
      'transition year',
      'student worker',
      'Protection of Young Persons',
    ],
    takeaway:
      'Workers aged 16 and 17 may work at most 8 hours a day and 40 hours a week, and generally not before 6 in the morning or after 10 at night, under the Protection of Young Persons (Employment) Act 1996.',
    guidance: [
      'Young persons of 16 and 17 are limited to 8 hours a day and 40 hours a week, with a 30-minute pause after 4.5 hours’ work, 12 consecutive hours off in every 24 and two days off a week, as far as practicable together.',
      'Workers of 16 and 17 may generally not work before 6 a.m. or after 10 p.m., which rules out late finishes and very early starts, and their 8-hour day and 40-hour week hold in the school holidays too, while 14 and 15 year olds may work up to 35 hours a week in the holidays.',
      'Under-16s are children under the Act: no work between 8 p.m. and 8 a.m., a 30-minute pause after 4 hours, 14 consecutive hours off in 24, and a parent’s permission before they start.',
      'The employer must keep a register of every employee under 18 with their name, date of birth, daily start and finish times and pay, and hand young workers the official summary of the Act.',
      'A risk assessment for a young worker, such as a helper on a van or truck over the summer, should keep them away from work beyond their experience, such as driving forklifts or heavy lifting without training.',
    ],
    options: [
      {
        option: 'Day-shift roles only for under-18s',
        chooseWhen: 'your warehouse works late evenings or loads before 6 a.m.',
      },
      { option: 'Recruit over-18s for shift work', chooseWhen: 'the role needs nights, long shifts or forklift driving.' },
    ],
    next30: [
      'Check the ages of summer and part-time staff and set up the register of employees under 18.',
      'Move any under-18 off shifts that start before 6 a.m. or end after 10 p.m.',
    ],
    next90: [
      'Add young workers to the risk assessment and the safety statement.',
      'Hand each young worker the official summary of the Act.',
    ],
    sources: [s.youngPersonsAct, s.youngPersonsSummary],
  },
  {
    slug: 'business-solar-pv-grant',
    area: 'fleet_decarbonisation',
    title: 'Solar panels on a depot or warehouse roof: SEAI’s Non-Domestic Microgeneration grant',
    keywords: [
      'solar panels',
      'solar PV',
      'solar grant',
      'rooftop solar',
      'warehouse roof',
      'depot roof',
      'microgeneration',
      'Non-Domestic Microgeneration Scheme',
      'kWp',
      'Clean Export Guarantee',
      'generate our own electricity',
    ],
    takeaway:
      'SEAI’s Non-Domestic Microgeneration Scheme pays businesses a tiered grant for rooftop solar, up to €2,400 for the first 6 kWp and up to €162,600 for a 1,000 kWp system as announced in July 2023, so a depot roof can cut the cost of charging electric vans.',
    guidance: [
      'The grant as extended in July 2023: up to €2,400 for systems up to 6 kWp, plus €300 a kWp from 7 to 20 kWp, €200 a kWp from 21 to 200 kWp and €150 a kWp from 201 to 1,000 kWp, so from about €2,700 to €162,600 above 6 kWp.',
      'Businesses, public buildings, sports clubs, community groups and farms with a non-domestic electricity account (MPRN) and a tax registration number can apply; SEAI administers the scheme.',
      'The grant is for new installations made after SEAI’s letter of offer, so do not install before the offer arrives; adding panels to an existing system can qualify.',
      'Surplus power exported to the grid can earn the Clean Export Guarantee tariff, but the scheme is built around using the power on site, such as for depot chargers and warehouse lighting.',
      'These are the rates announced in 2023: check SEAI’s current grant page before budgeting, as the scheme was to be reviewed through the normal budget process.',
    ],
    options: [
      {
        option: 'Size the system to the depot’s daytime load',
        chooseWhen: 'vans or forklifts charge during the day and the roof faces well.',
      },
      {
        option: 'Wait for a roof replacement or lease renewal',
        chooseWhen: 'the roof needs work soon or less than the payback period is left on the lease.',
      },
    ],
    next30: [
      'Get a year of half-hourly electricity data for the depot from your supplier to size a system.',
      'Check SEAI’s current grant rates and registered installers.',
    ],
    next90: [
      'Get quotes from SEAI-registered installers and apply for the grant before any work starts.',
      'Plan van charging around the hours the panels generate most.',
    ],
    sources: [s.solarGrantTiers, s.solarGrantQa],
  },
  {
    slug: 'ecmr-countries',
    area: 'technology_data',
    title: 'The electronic CMR (eCMR): which countries have signed up to the protocol, and Ireland’s position',
    keywords: [
      'eCMR',
      'e-CMR',
      'electronic CMR',
      'electronic consignment note',
      'digital CMR',
      'paperless CMR',
      'eCMR protocol',
      'additional protocol',
      'which countries accept eCMR',
      'paper CMR',
    ],
    takeaway:
      'The eCMR protocol, which lets a CMR consignment note be made out electronically, has been in force since 5 June 2011 and had 35 parties in the UN treaty record, France, Germany, the Netherlands, Spain and the United Kingdom among them, but Ireland is not listed, so keep a paper CMR for journeys to or from Ireland.',
    guidance: [
      'The Additional Protocol to the CMR Convention concerning the Electronic Consignment Note was signed in Geneva on 20 February 2008 and came into force on 5 June 2011, once five states had ratified it.',
      'The UN treaty record lists 35 parties, including France (2016), Germany (2022), the Netherlands (2009), Spain (2011), Poland (2019), Greece (2023), Italy (2024) and the United Kingdom (2019); Belgium signed in 2008 without a ratification listed.',
      'Ireland does not appear among the signatories or parties, so an electronic consignment note has no protocol backing for a journey that starts or ends in Ireland; use the paper CMR there.',
      'The protocol is optional: where the countries of a journey are parties, carrier and sender can agree to make out the consignment note electronically instead of on paper.',
      'The eCMR is the contract document between sender and carrier; electronic freight transport information (eFTI) under Regulation (EU) 2020/1056, on showing freight information to authorities through certified platforms, is a separate matter.',
    ],
    options: [
      {
        option: 'Use eCMR on continental legs between protocol countries',
        chooseWhen: 'you run cross-trade or cabotage between parties such as France, Spain and the Netherlands.',
      },
      { option: 'Keep paper CMRs', chooseWhen: 'the journey starts or ends in Ireland or in another country not party.' },
    ],
    next30: [
      'List your regular international flows and mark which start and end in countries party to the eCMR protocol.',
      'Ask your TMS provider whether it issues eCMRs and for which countries.',
    ],
    next90: [
      'Pilot eCMR on one continental flow between protocol countries.',
      'Recheck the UN treaty record before extending eCMR to new countries.',
    ],
    sources: [s.ecmrTreatyStatus, base.efti],
  },
];
