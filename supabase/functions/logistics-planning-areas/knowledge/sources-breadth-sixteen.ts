// Publications behind the breadth-sixteen round (29 November 2026), a pass over the official sources' own topic lists
// (Revenue's customs pages, the EU's road transport and customs law, the RSA's driver campaigns, the Department of
// Transport's fixed charge changes, SEAI's business solar grant, the Protection of Young Persons (Employment) Act and the
// UN treaty record of the eCMR protocol) for what an Irish haulier, courier or distributor asks and no entry held. Each
// page was read on the check date in a stored copy; where only a secondary copy of an official rule or announcement
// could be found, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const BREADTH_SIXTEEN_CHECKED_ON = '2026-11-29';
const CHECKED = BREADTH_SIXTEEN_CHECKED_ON;

export const breadthSixteenSources = {
  btiRules: {
    title:
      'Rules for obtaining Binding Tariff Information (BTI): apply only for a planned import or export; binding only for imports or exports after the start of validity; one type of product per application; the information is stored on the European Commission’s database; a classification you disagree with can be appealed',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/importing-exporting/bti/rules-obtaining-bti.aspx',
    asOf: CHECKED,
  },
  btiUsing: {
    title:
      'Using Binding Tariff Information (BTI): insert code C626 and the BTI reference on the customs declaration; normally valid for three years from the date of issue; may be invalidated by a change of classification code, EU or international tariff measures or a CJEU judgment; a period of grace of up to six months for binding contracts; void if based on inaccurate or incomplete data',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs-traders-and-agents/importing-and-exporting/binding-tarrif-information-bti/using-binding-tariff-information-bti.aspx',
    asOf: CHECKED,
  },
  btiFreeOfCharge: {
    title:
      'Binding tariff information: a written decision on the commodity code, applied for electronically in the EU’s BTI service with an EORI number; valid for three years throughout the EU; free of charge; binding on the customs authorities and the holder',
    publisher: 'Finnish Customs (Tulli)',
    url: 'https://tulli.fi/en/businesses/commodity-codes/binding-tariff-information',
    asOf: CHECKED,
    note: 'Another EU customs authority’s page on the same EU procedure; Revenue’s stored pages did not state the fee.',
  },
  originPreferential: {
    title:
      'EU-UK preferential origin, preferential tariff treatment: tariffs eliminated under the EU-UK Trade and Cooperation Agreement where the rules on origin are met; a claim on import into Ireland only for goods of UK origin; a statement on origin on an invoice or other document (wording in Annex 7); EU exporters registered on REX for consignments above €6,000, no REX needed at €6,000 or less; or a claim on the importer’s knowledge; claims made in the customs import declaration',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs-traders-and-agents/importing-and-exporting/origin/eu-uk-trade-and-cooperation-agreement/preferential-tariff-treatment.aspx',
    asOf: CHECKED,
  },
  originExamples: {
    title:
      'EU-UK preferential origin, examples: exporting goods worth over €6,000 needs an export declaration, REX registration, evidence of EU origin and the REX number with the statement on origin on the invoice; keep all documents and records for four years; with importer’s knowledge no statement on origin is used',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/origin/eu-uk-trade-agreement/examples.aspx',
    asOf: CHECKED,
  },
  originMinisterAlert: {
    title:
      'Minister English alerts businesses to actively claim 0% tariff on UK-origin goods (8 January 2021): the zero tariff applies only where the rules of origin are met, and importers must show the goods are UK in origin and actively claim it',
    publisher: 'Department of Enterprise, Trade and Employment',
    url: 'https://enterprise.gov.ie/en/news-and-events/department-news/2021/january/20210107b.html',
    asOf: CHECKED,
    published: '2021-01-08',
  },
  originEuGoodsReturned: {
    title:
      'Guidance: import declarations for EU origin goods imported into Ireland from the UK (Revenue eCustoms notification 16/21): EU-origin goods released for free circulation in the UK and not processed there as the rules of origin require do not acquire UK origin, so the Trade and Cooperation Agreement’s preferential rates cannot be claimed on their re-import into the EU and third-country tariffs apply',
    publisher: 'Chartered Accountants Ireland, TaxSource (summary of Revenue’s guidance)',
    url: 'https://www.charteredaccountants.ie/taxsourcetotal/taxpoint/newdev/2021/02/brexit/2021-02-brexit-4.html',
    asOf: CHECKED,
    note: 'A professional body’s summary of Revenue’s eCustoms notification 16/21; the notification itself was not in the stored pages.',
  },
  returnedGoodsRules: {
    title:
      'Goods re-imported into the EU (Returned Goods Relief), general rules: re-import within three years of export (longer in special circumstances); the goods in the same state as exported, apart from repair or maintenance, handling that only alters appearance, or treatment found unsuitable; the exact goods shown by serial or batch numbers; value added abroad charged under the outward processing rules',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/relief-duty-vat/reimported-into-eu/general-rules-duty-relief-returned-goods.aspx',
    asOf: CHECKED,
  },
  returnedGoodsProcedure: {
    title:
      'Returned Goods Relief, procedure at re-importation: an electronic import declaration in AIS with code F01 (customs duty only), F02 (agricultural goods with export refunds), F03 (goods repaired abroad) or F05 (duty and VAT, re-imported by the person who exported them); code 1Q27 with the original export declaration number or 1Q99 with the INF 3; parcels marked ‘Returned goods: exemption from import charges claimed’',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/customs/businesses/relief-duty-vat/reimported-into-eu/procedure-re-importation-exported-goods.aspx',
    asOf: CHECKED,
  },
  returnedGoodsProof: {
    title:
      'Returned Goods Relief, proof that the goods were exported: the MRN and a copy of the export declaration; the returned goods information sheet INF 3 from the exporting Member State; an ATA carnet, with re-import within three years of export',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/customs/businesses/relief-duty-vat/reimported-into-eu/proof-goods-re-imported-exported-eu.aspx',
    asOf: CHECKED,
  },
  finesDoubled2022: {
    title:
      'Fines for 16 road safety offences to double from October 27 (2022): speeding €80 to €160; holding a mobile phone, not wearing a seatbelt and not restraining a child €60 to €120; unpaid after 28 days the fine rises to €180 or €240, and after a further 28 days to €240 or €320; 12 penalty points in three years disqualify for six months, 7 for learner and novice drivers; new fixed charges from 2023 for breaching an HGV ban without a permit (€200) and parking in an electric charging bay (€80)',
    publisher: 'Leitrim Observer and Ireland Live (reports of the Minister of State’s announcement)',
    url: 'https://www.ireland-live.ie/news/leitrim-live/948458/fines-for-16-road-safety-offences-to-double-from-october-27.html',
    asOf: CHECKED,
    published: '2022-10-26',
    note: 'Read in the local press reports of the Department of Transport’s announcement; the fixed charge regulations themselves were not in the stored pages.',
  },
  finesNewCharges2023: {
    title:
      'Road safety fines double in cost: three new fixed charges in the new year for misusing a disabled parking permit (€200), illegally parking in an electric charging bay (€80) and breaching an HGV ban without a valid permit (€200); the first increase since the fines were introduced some 20 years earlier',
    publisher: 'Ireland Live (report of the Minister of State’s announcement)',
    url: 'https://www.ireland-live.ie/news/leitrim-live/950245/road-safety-fines-double-in-cost.html',
    asOf: CHECKED,
    note: 'A press report of the Department of Transport’s announcement.',
  },
  mobilePhonePoints: {
    title:
      'Checkpoint issues fines and penalty points for holding mobile phones: three penalty points for holding a mobile phone while driving; the RSA says a driver may use a phone only to call 999 or 112 or in an emergency, and holding it in the hand or supporting it with another part of the body is an offence; texting while driving illegal since April 2014',
    publisher: 'Leinster Leader (quoting the Road Safety Authority)',
    url: 'https://www.leinsterleader.ie/news/home/589194/checkpoint-issues-60-fines-and-penalty-points-to-kildare-motorists-for-holding-mobile-phones.html',
    asOf: CHECKED,
    note: 'A press report quoting the RSA; the fine it states predates the 2022 increase, so only the penalty points and the offence are taken from it.',
  },
  seriousInfringementsReg: {
    title:
      'Commission Regulation (EU) 2016/403, as amended by Implementing Regulation (EU) 2022/694 (consolidated text of 23 May 2022): the categories of serious infringements (most serious MSI, very serious VSI, serious SI) that may lead to loss of good repute; daily driving over 9 h by 50% or more (13 h 30) an MSI; weekly driving 60–65 h SI, 65–70 h VSI, 70 h or more MSI; two-week driving 100–105 h SI, 105–112 h 30 VSI, 112 h 30 or more MSI; driving over 4.5 h without a break 5–6 h SI, 6 h or more VSI; Annex II the maximum frequency of repeated serious infringements by the number of drivers',
    publisher: 'EUR-Lex text (read in the eurlexa.com copy)',
    url: 'https://eurlexa.com/act/en/32016R0403/02016R0403-20220523/text',
    asOf: CHECKED,
    published: '2022-05-23',
    note: 'Read in a copy of the consolidated EUR-Lex text.',
  },
  seriousInfringementsFrequency: {
    title:
      'Regulation (EU) 2016/403, applying from 1 January 2017: repeated serious (SI) and very serious (VSI) infringements are treated as more serious according to their seriousness, at least one rolling year from the date of a control, and the average number of drivers managed by the transport manager',
    publisher: 'ProDrivers knowledge base (summary of Regulation 2016/403)',
    url: 'https://prodrivers.uservoice.com/knowledgebase/articles/305022-1b-prodrivers-idha-the-screens-explained-eu',
    asOf: CHECKED,
    note: 'A software vendor’s summary of the Regulation’s Article 2 and Annex II, used only for the factors counted.',
  },
  combinedTransportSummary: {
    title:
      'Intermodal transport: combined transport of goods between EU countries (summary of Directive 92/106/EEC): road on the initial or final leg and rail, inland waterway or sea on the other leg where that leg exceeds 100 km as the crow flies; the road leg to or from the nearest suitable rail station, or within 150 km as the crow flies of the inland or sea port; safeguards combined transport from national authorisation schemes, tariffs and quotas; road cabotage restrictions do not apply to combined transport road legs; heavier and bigger loads on the road legs; the transport document names the rail stations or ports',
    publisher: 'EUR-Lex summaries of EU legislation (read in a mirror of the EUR-Lex summary)',
    url: 'https://eur-lex.europa.eu/EN/legal-content/summary/intermodal-transport-combined-transport-of-goods-between-eu-countries.html',
    asOf: CHECKED,
    note: 'Read in a mirror of the EUR-Lex summary at the same path; the summary describes the Directive and does not describe later amendments.',
  },
  combinedTransportSi: {
    title:
      'S.I. No. 60/1994, European Communities (Combined Transport of Goods Between Member States) Regulations 1994, giving effect to Council Directive 92/106/EEC; authorised officers are RSA transport officers, customs officers and members of the Garda Síochána',
    publisher: 'Irish Statute Book',
    url: 'https://www.irishstatutebook.ie/eli/1994/si/60/made/en/print',
    asOf: CHECKED,
  },
  combinedTransportDefinition: {
    title:
      'Combined transport (ERA terminology, from Council Directive 92/106/EEC): lorry, trailer, semi-trailer, swap body or container of 20 feet or more; the non-road leg over 100 km as the crow flies; the road leg to the nearest suitable rail station or within 150 km of the port',
    publisher: 'European Union Agency for Railways (ERA)',
    url: 'https://www.era.europa.eu/era-railway-terminology-collection/combinedtransport/term/freight',
    asOf: CHECKED,
  },
  fuelTanksRelief: {
    title:
      'Council Regulation (EC) No 1186/2009 (customs duty reliefs), Article 107: fuel in the standard tanks of commercial motor vehicles and special containers entering the customs territory admitted free of import duties; fuel in portable tanks of private motor vehicles and motorcycles up to 10 litres; standard tanks are those fixed by the manufacturer, for propulsion and for refrigeration and other systems',
    publisher: 'EUR-Lex text (read in the legislation.gov.uk copy of the EU text)',
    url: 'https://legislation.gov.uk/en/eur/2009/1186/article/107/data.xht?view=snippet&wrap=true',
    asOf: CHECKED,
    note: 'Read in the UK archive of the EU text as it stood; the Article applies in the EU unchanged as far as we could see.',
  },
  fuelTanksDirective: {
    title:
      'Standard tanks under Article 24 of Council Directive 2003/96/EC (energy taxation): tanks permanently fixed by the manufacturer to all vehicles of the same type, used for propulsion and for refrigeration and other systems during transport; tanks fixed to special containers; fuel in them relieved of excise on entry',
    publisher: 'HM Revenue & Customs, Oils Technical Manual HCOTEG52090 (quoting the Directive)',
    url: 'https://www.gov.uk/hmrc-internal-manuals/oils-technical-manual/hcoteg52090',
    asOf: CHECKED,
    note: 'A UK manual quoting the EU Directive’s definition word for word; used only for that definition.',
  },
  fuelTanksTravellers: {
    title:
      'S.I. No. 480/2008, European Communities (Tax Exemption for Certain Non-commercial Goods Imported in the Personal Luggage of Travellers from Third Countries) Regulations 2008, regulation 7: fuel in the standard tank of a vehicle and up to 10 litres in a portable container exempt from VAT and excise duty',
    publisher: 'Irish Statute Book (read in a copy)',
    url: 'https://www.irishstatutebook.ie/eli/2008/si/480/made/en/print',
    asOf: CHECKED,
    note: 'Read in the copy of the statutory instrument in Chartered Accountants Ireland’s TaxSource.',
  },
  customsWarehousingUcc: {
    title:
      'Regulation (EU) No 952/2013 (Union Customs Code), Articles 237 and 238: under a storage procedure non-Union goods may be stored without import duty, other charges or commercial policy measures; no limit to the length of time goods may remain under a storage procedure, save in exceptional circumstances (threats to health or the environment)',
    publisher: 'EUR-Lex text (read in the legislation.gov.uk copy of the EU text)',
    url: 'https://legislation.gov.uk/eur/2013/952/title/VII/chapter/3/section/1/2020-01-01/data.xht',
    asOf: CHECKED,
    note: 'Read in the UK archive of the EU text as it stood; the Articles apply in the EU unchanged as far as we could see.',
  },
  customsWarehousingManual: {
    title:
      'Tax and Duty Manual, Customs Warehousing: public and private customs warehouses; application for authorisation; economic need; guarantee; what goods can and cannot be stored; release for free circulation; stock records and returns (Authorisations and Reliefs Unit, Customs Division)',
    publisher: 'Revenue (manual read in a copy)',
    url: 'https://businessdocbox.com/Logistics/93988303-Guidance-manual-on-customs-warehousing.html',
    asOf: CHECKED,
    note: 'Revenue’s manual read in a copy; its contents list only was used.',
  },
  customsWarehousingIea: {
    title:
      'IEA Customs: the customs warehousing procedure allows traders to store non-EU goods without payment of customs charges or VAT, with import and export prohibitions still applying; inward processing, outward processing, end-use and temporary admission beside it',
    publisher: 'Irish Exporters Association',
    url: 'https://irishexporters.ie/iea-customs/',
    asOf: CHECKED,
  },
  fatigueStopSipSleep: {
    title:
      'New driver fatigue campaign by the RSA, stop, sip, sleep: park in a safe place; a caffeine drink of 150 mg (about two cups of coffee); a 15-minute nap with an alarm set; fresh air before resuming, good for about another hour of driving; fatigue a factor in about 20% of driver deaths in Ireland; tiredness-related collisions three times more likely to kill or seriously injure',
    publisher: 'Transpoco (report of the RSA campaign)',
    url: 'https://transpoco.com/blog/new-driver-fatigue-campaign-by-the-rsa-stop-sip-sleep',
    asOf: CHECKED,
    published: '2015-08-28',
    note: 'A fleet software firm’s report of the RSA’s campaign advice.',
  },
  fatigueRsaColumn: {
    title:
      'RSA: Why it simply has to be ‘Stop, Sip, Sleep’ to beat off tiredness at the wheel: pull in somewhere safe, drink a coffee or caffeinated drink, then take a 15-minute nap so the caffeine takes effect as you wake; advice based on the Loughborough Sleep Research Centre',
    publisher: 'Road Safety Authority (column in the Irish Independent)',
    url: 'https://www.independent.ie/life/motoring/car-news/rsa-why-it-simply-has-to-be-stop-sip-sleep-to-beat-off-tiredness-at-the-wheel-37475350.html',
    asOf: CHECKED,
    published: '2019-06-20',
  },
  fatigueKeyStats: {
    title:
      'Driver fatigue, key stats and messages (RSA): fatigue a contributory factor in as many as 1 in 5 driver deaths a year; over 1 in 10 motorists have fallen asleep at the wheel (RSA survey, 2014); tiredness-related collisions 3 times more likely to be fatal or serious; 150 mg of caffeine takes about 15 minutes to enter the system',
    publisher: 'South East Radio (the RSA’s key messages)',
    url: 'https://www.southeastradio.ie/sections/driver-fatigue-key-stats-messages/',
    asOf: CHECKED,
    note: 'A broadcaster’s page carrying the RSA’s campaign messages.',
  },
  solarGrantTiers: {
    title:
      'Enhanced supports for solar panels (Non-Domestic Microgeneration Scheme, July 2023): grants from €2,700 to €162,600 for installations from over 6 kWp up to 1,000 kWp; up to 6 kWp unchanged at up to €2,400; plus €300 a kWp from 7 to 20 kWp, €200 a kWp from 21 to 200 kWp and €150 a kWp from 201 to 1,000 kWp; businesses, public buildings, sports clubs and community groups; administered by SEAI',
    publisher: 'TheCork.ie (report of the Government announcement)',
    url: 'https://thecork.ie/2023/07/11/cork-businesses-and-other-facilities-can-apply-for-enhanced-supports-for-solar-panels',
    asOf: CHECKED,
    published: '2023-07-11',
    note: 'A press report of the Government’s announcement; SEAI’s own grant page was not in the stored pages, so the current rates are not confirmed.',
  },
  solarGrantQa: {
    title:
      'Follow-up Q&A on the enhanced SEAI solar PV grants: tiered grants from 6 kWp to 1,000 kWp, €2,400 to €162,600; eligible with a non-domestic MPRN and a tax registration number; new installations after a letter of offer; the Clean Export Guarantee tariff for exported power',
    publisher: 'Irish Farmers Journal',
    url: 'https://www.farmersjournal.ie/more/renewables/follow-up-q-a-on-the-enhanced-seai-solar-pv-grants-774475',
    asOf: CHECKED,
    note: 'A press report answering questions on the SEAI scheme.',
  },
  youngPersonsAct: {
    title:
      'Protection of Young Persons (Employment) Act 1996, section 4 (children under 16): no work between 8 p.m. and 8 a.m.; 14 consecutive hours’ rest in 24; two days’ rest in 7; a break of 30 minutes after 4 hours',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/1996/act/16/section/4/revised/en/html',
    asOf: CHECKED,
  },
  youngPersonsSummary: {
    title:
      'Protection of young persons: 16 and 17 year olds at most 8 hours a day and 40 hours a week; a 30-minute break after 4.5 hours; 12 consecutive hours off daily; two days off a week; generally no work before 6 a.m. or after 10 p.m.; a register of employees under 18 (name, date of birth, start and finish times, pay); the official summary of the Act given to young workers',
    publisher: 'Solicitor.net (summary of the 1996 Act)',
    url: 'https://solicitor.net/our-services/employment-law/protection-of-young-persons',
    asOf: CHECKED,
    note: 'A law firm’s summary of the Act; the Act’s section 6 on young persons was not in the stored pages.',
  },
  ecmrTreatyStatus: {
    title:
      'Additional Protocol to the CMR Convention concerning the Electronic Consignment Note (Geneva, 20 February 2008), status: in force from 5 June 2011; 35 parties, among them France (2016), Germany (2022), the Netherlands (2009), Spain (2011), Poland (2019), Italy (2024), Greece (2023) and the United Kingdom (2019); Belgium signed in 2008; Ireland not listed as a party',
    publisher: 'United Nations Treaty Collection',
    url: 'https://treaties.un.org/doc/Publication/MTDSG/Volume%20I/Chapter%20XI/XI-B-11-b.fr.xml',
    asOf: CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
