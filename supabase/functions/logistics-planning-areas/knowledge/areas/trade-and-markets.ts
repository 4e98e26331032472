// Working across borders: posted drivers, vans in international work, the
// safety and security data and customs steps after Brexit, and checking the
// hauliers you subcontract to. Added from the November 2026 coverage map.
import { officialPageSources as op } from '../sources-official-pages.ts';
import { coverageSources as cs } from '../sources-coverage.ts';
import { employerSources as es } from '../sources-employer.ts';
import { operatorSources } from '../sources-operators.ts';
import { namedFactSources as n } from '../sources-named-facts.ts';
import { sources } from '../sources.ts';
import { breadthOfficialSources as bo } from '../sources-breadth-official.ts';
import type { KnowledgeEntry } from '../types.ts';
import { roundNineteenSources as r19 } from '../sources-round-nineteen.ts';

export const tradeAndMarketEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'posting-of-drivers',
    area: 'market_lane',
    title: 'Posting of drivers: pay and declarations for cabotage and cross-trade',
    keywords: [
      'posting',
      'posted drivers',
      'posting declaration',
      'IMI',
      'IMI portal',
      'cross-trade',
      'cross trade',
      'cabotage pay',
      'minimum wage abroad',
      'foreign pay rates',
      'Mobility Package',
      'driver pay in France',
      'Directive 2020/1057',
      'IMI document request',
      'eight weeks',
      'registration abroad',
      'form abroad',
      'posted driver',
      'posting paperwork',
      'posting documents',
      'Workplace Relations Commission',
      'WRC',
      'subcontract cabotage',
    ],
    takeaway:
      'A driver doing cabotage or cross-trade work in another EU country is a posted worker, so file the posting declaration in the IMI portal before the trip and pay at least that country’s rates for those hours.',
    guidance: [
      'Since 2 February 2022 Directive (EU) 2020/1057 has treated drivers doing cross-trade operations (between two countries, neither of them the operator’s own) and cabotage as posted workers.',
      'Bilateral trips to and from Ireland, transit, limited extra loading or unloading on a bilateral trip, and the first or last road leg of a combined transport operation are not posting.',
      'For posted hours, the host country’s pay rate applies where it is higher than the Irish national minimum wage, and the Irish rate applies where the host rate is lower.',
      'Before posting a driver you must submit a posting declaration to the host country through the EU Internal Market Information (IMI) public interface, at the latest when the posting starts, or face fines; for a driver posted to Ireland, such as a continental subcontractor’s driver on cabotage here, the operator sends it to the Workplace Relations Commission (WRC) through IMI no later than the posting date.',
      'The driver must carry the posting declaration, in paper or electronic form, and evidence of the transport operation to show at a roadside check, and after the posting the operator must send the host country’s requested tachograph records, pay documents, contract and time records through IMI within eight weeks of the request.',
    ],
    options: [
      {
        option: 'Keep international work bilateral',
        chooseWhen: 'you want to avoid posting rules and can fill return loads to and from Ireland.',
      },
      {
        option: 'Run cabotage and cross-trade with posting in place',
        chooseWhen: 'the extra loads pay after host-country pay rates and the declaration work.',
      },
    ],
    next30: [
      'Sort last quarter’s international trips into bilateral, transit, cabotage and cross-trade.',
      'Open an IMI posting account if any trips were cabotage or cross-trade.',
    ],
    next90: [
      'Price cabotage and cross-trade loads with the host country’s pay rates included.',
      'Add a posting-declaration check to the planning step for every continental rotation.',
    ],
    sources: [cs.postingRsa, cs.postingWrc, es.postingDocumentsAfter, r19.postingDirective2020, r19.postingDriversIreland],
    dates: [
      {
        on: '2022-02-02',
        kind: 'starts',
        measure: 'the posting rules for drivers (Directive (EU) 2020/1057)',
        said: 'Since 2 February 2022 Directive (EU) 2020/1057 has treated drivers doing cross-trade operations',
        source: cs.postingRsa,
      },
    ],
  },
  {
    slug: 'van-operators-international',
    area: 'market_lane',
    title: 'Vans in international work: licence, tachograph and hours',
    keywords: [
      'van',
      'vans',
      'LCV',
      'light commercial vehicle',
      '3.5 tonne van',
      'van to France',
      'van courier Europe',
      'international van',
      'van operator licence',
      'van tachograph',
      'sprinter',
      'van hire or reward',
      'courier',
    ],
    takeaway:
      'A van over 2.5 tonnes carrying goods for hire or reward across a border needs an operator licence and, since 1 July 2026, a smart tachograph and the driving-time rules, while own-account and purely Irish van work stays outside both.',
    guidance: [
      'Since 21 May 2022 operators using vans or van-and-trailer combinations over 2.5 tonnes for international hire-or-reward work have needed an international road transport operator licence, whatever the size of the business.',
      'The licence is not needed for vans used only within Ireland, vans not over 2.5 tonnes, or vans carrying the operator’s own goods or a tradesperson’s equipment.',
      'The licence brings the usual conditions: a transport manager with the CPC, good repute, an establishment and financial standing at the lower amounts set for vans.',
      'Since 1 July 2026 the driving-time rules and the smart tachograph also apply to these vans on international or cabotage hire-or-reward trips.',
      'Cabotage and cross-trade with a van are also posting, so the posting declaration and host-country pay apply as for trucks.',
    ],
    options: [
      {
        option: 'License the vans and run international work',
        chooseWhen: 'cross-border van work is regular and pays for the transport manager and tachographs.',
      },
      { option: 'Keep vans domestic and subcontract the cross-border legs', chooseWhen: 'international van jobs are occasional.' },
    ],
    next30: [
      'List every van over 2.5 tonnes that crossed a border for a paying customer in the last year.',
      'Check whether those vans have smart tachographs fitted.',
    ],
    next90: [
      'Apply for the international licence, or move those jobs to a licensed partner.',
      'Train the van drivers on the driving-time rules and tachograph use.',
    ],
    sources: [cs.lcvLicensingNotice, cs.mobilityPackageLicensing, sources.vanTachographs, cs.postingRsa],
    dates: [
      {
        on: '2022-05-21',
        kind: 'starts',
        measure: 'operator licensing for vans over 2.5 tonnes in international hire-or-reward work',
        said: 'Since 21 May 2022 operators using vans or van-and-trailer combinations over 2.5 tonnes',
        source: cs.lcvLicensingNotice,
      },
      {
        on: '2026-07-01',
        kind: 'starts',
        measure: 'tachographs and driving-time rules for vans over 2.5 tonnes in international hire-or-reward work',
        said: 'Since 1 July 2026 the driving-time rules and the smart tachograph also apply to these vans',
        source: sources.vanTachographs,
      },
    ],
  },
  {
    slug: 'ics2-safety-security',
    area: 'market_lane',
    title: 'ICS2 safety and security declarations for goods entering the EU by road',
    keywords: [
      'ICS2',
      'ENS',
      'entry summary declaration',
      'safety and security',
      'S&S',
      'pre-arrival data',
      'import control system',
      'customs from GB',
      'goods from Britain',
      'Brexit paperwork',
      'ferry from Holyhead',
      'HS code',
      'landbridge',
    ],
    takeaway:
      'Goods entering the EU by road now need an ICS2 entry summary declaration before they arrive, so agree who files it and collect full consignor, consignee and goods data before loading.',
    guidance: [
      'The Entry Summary Declaration (ENS) carries the safety and security data customs use to risk-assess goods before they arrive in the EU; Revenue’s Import Control System (ICS) is being replaced by its second version, Import Control System 2 (ICS2).',
      'ICS2 Release 3 has extended the duty to road and rail: road and rail carriers went live on 1 April 2025, with deployment windows on request up to 1 September 2025, and it has applied since 1 September 2025 to road and rail carriers moving goods into or through the EU, with some Member States allowing a temporary transition.',
      'The carrier is responsible for the ENS, but a forwarder, agent or the importer often files it on the carrier’s behalf; ferry companies usually need the reference before accepting the load.',
      'Vague goods descriptions are rejected, so ask customers for proper descriptions and commodity codes when they book.',
      'A missing or late ENS means the load is held at the border, which costs driver hours and missed sailings.',
    ],
    options: [
      { option: 'File through a customs agent', chooseWhen: 'you move occasional loads from Britain or beyond and lack customs software.' },
      { option: 'File in-house with ICS2-ready software', chooseWhen: 'you run regular import flows and want control of timing.' },
    ],
    next30: [
      'Confirm in writing who files the ENS for each lane that brings goods in from outside the EU.',
      'Add goods description, commodity code, consignor and consignee to your booking form.',
    ],
    next90: [
      'Track held loads and late ENS filings per lane and fix the causes with the filer.',
      'Review whether in-house filing would pay for itself on your busiest import lane.',
    ],
    sources: [cs.revenueIcs, n.ics2Release3, cs.ics2Road],
    dates: [
      {
        on: '2025-09-01',
        kind: 'starts',
        measure: 'ICS2 entry summary declarations for road carriers',
        said: 'it has applied since 1 September 2025 to road and rail carriers',
        source: n.ics2Release3,
      },
    ],
  },
  {
    slug: 'postponed-vat-accounting',
    area: 'cost_unit_economics',
    title: 'Postponed VAT accounting on imports from Britain',
    keywords: [
      'postponed accounting',
      'postponed VAT',
      'import VAT',
      'VAT on imports',
      'VAT at the port',
      'cash flow VAT',
      'goods from GB',
      'Brexit VAT',
      'customs VAT',
      'VAT return imports',
    ],
    takeaway:
      'A VAT-registered importer can account for import VAT on its VAT return instead of paying it at the port, which saves the cash that would otherwise sit with Revenue until reclaimed.',
    guidance: [
      'Goods brought into Ireland from Great Britain (not Northern Ireland) or from outside the EU are imports, and import VAT is due on them.',
      'Postponed accounting, in place since 1 January 2021, lets the business declare that import VAT on its VAT3 return rather than paying it when the goods arrive (the goods’ customs value plus duty in field PA1, the VAT in T1) and in most cases reclaim it in T2 on the same return.',
      'There is no separate application for it, which makes it simple for regular importers.',
      'Goods moving from other EU countries or from Northern Ireland into Ireland are not imports for this purpose.',
      'As a haulier, ask customers whether they use it: a customer waiting on VAT at the port can delay release of your trailer.',
    ],
    options: [
      { option: 'Use postponed accounting', chooseWhen: 'you are VAT-registered and import regularly from Britain or further afield.' },
      { option: 'Leave VAT to the customs agent at the border', chooseWhen: 'imports are rare and the cash amounts are small.' },
    ],
    next30: [
      'Ask your accountant or customs agent whether your imports already use postponed accounting.',
      'List the customers whose goods you bring in from Britain and how their VAT is handled.',
    ],
    next90: [
      'Switch your own imports to postponed accounting if they do not use it yet.',
      'Agree with import customers how customs and VAT are settled so trailers are released on time.',
    ],
    sources: [cs.postponedVat, cs.postponedVatReturnFields],
  },
  {
    slug: 'customs-transit-ncts',
    area: 'market_lane',
    title: 'Customs transit (NCTS) on the landbridge',
    keywords: [
      'transit',
      'NCTS',
      'T1',
      'transit declaration',
      'transit guarantee',
      'landbridge customs',
      'customs seal',
      'common transit',
      'moving goods through Britain',
      'MRN',
      'office of departure',
      'office of destination',
      'through England',
      'through the UK',
      'across Britain',
      'GVMS',
      'GMR',
      'TAD',
      'transit accompanying document',
      'exit summary declaration',
      'TIR',
      'TIR carnet',
      'Union transit',
      'common transit countries',
    ],
    takeaway:
      'Goods crossing Britain on the landbridge normally travel under customs transit, so the transit declaration and guarantee, a paper Transit Accompanying Document and a GVMS goods movement reference must all be in order before the truck leaves.',
    guidance: [
      'Transit lets goods move through another customs territory without paying duties there; Revenue handles the declarations, arrival notifications and unloading remarks through the New Computerised Transit System (NCTS), reached through Revenue Online Service (ROS); Revenue’s approval as an authorised consignor lets a trader start transit movements without presenting the goods at the customs office of departure, applied for in the Customs Decision System (CDS).',
      'The transit declaration opens the movement and the arrival notification at the office of destination closes it; a movement needs a guarantee covering the duties at stake (the Government’s landbridge guidance says to arrange the comprehensive financial guarantee with your bank, a customs agent or a logistics provider), and an unclosed movement leaves the guarantee exposed.',
      'Revenue names three kinds of transit: Union transit within the EU, common transit between the EU and the common transit countries its page lists (Iceland, Norway, Switzerland, Liechtenstein, Turkey, North Macedonia and Serbia), and TIR (Transports Internationaux Routiers), under a TIR carnet, over one or more frontiers with part of the journey by road; for goods from another EU country through Great Britain to Ireland, the driver must carry a paper copy of the Transit Accompanying Document (TAD) showing the movement’s Master Reference Number.',
      'The UK side needs a goods movement reference (GMR) from the Goods Vehicle Movement Service (GVMS), holding the transit references, before boarding in the UK, an exit summary declaration to HMRC before leaving Britain, and a UK EORI number for the haulier.',
      'Animals, animal products such as meat, hay or straw also need registration on the EU’s TRACES system through the Department of Agriculture, Food and the Marine; and because landbridge goods go through customs twice, compare the landbridge with a direct sailing on door-to-door time and paperwork cost.',
    ],
    options: [
      { option: 'Use an agent as transit principal', chooseWhen: 'you run the landbridge now and then and do not hold a guarantee.' },
      {
        option: 'Become a transit principal yourself',
        chooseWhen: 'landbridge volume is steady and you can fund the guarantee and software.',
      },
      { option: 'Move the lane to a direct sailing', chooseWhen: 'transit costs and delays outweigh the faster crossing.' },
    ],
    next30: [
      'Count last quarter’s landbridge movements and how many were delayed by transit paperwork.',
      'Confirm who is the transit principal and who holds the guarantee on each landbridge lane.',
    ],
    next90: [
      'Compare landbridge and direct-sailing cost per load including customs fees and delays.',
      'Agree a transit checklist with your agent and drivers for each departure.',
    ],
    sources: [
      n.revenueTransit,
      cs.ncts,
      operatorSources.throughGreatBritain,
      op.govLandbridge,
      sources.portsPolicy,
      bo.revenueTransitTypes,
    ],
  },
  {
    slug: 'subcontractor-checks',
    area: 'market_lane',
    title: 'Checking the hauliers you subcontract to',
    keywords: [
      'subcontracting',
      'subcontractor',
      'subbies',
      'sub-haulier',
      'using other hauliers',
      'freight exchange',
      'due diligence',
      'licensed haulier check',
      'insurance certificate',
      'carrier vetting',
      'outsourcing loads',
    ],
    takeaway:
      'When you pass loads to another haulier your customer still holds you responsible, so check licence, insurance and compliance before the first load and again each year.',
    guidance: [
      'Carrying goods for hire or reward in a vehicle over 3.5 tonnes needs a road haulage operator licence, and a licence belongs only to its holder: it cannot be lent to another firm.',
      'Ask a subcontractor for its licence details, goods-in-transit and motor insurance certificates, and the vehicles it will use; vehicles must be on the licence of the firm that runs them.',
      'For international subcontracting, check the subcontractor’s community licence and, for cabotage or cross-trade, that it files posting declarations.',
      'Put liability limits, claims handling and who may subcontract further in writing, matched to what you promised your own customer.',
      'Keep a short scorecard of on-time delivery, damage and paperwork for each subcontractor and review it quarterly.',
    ],
    options: [
      { option: 'A small panel of vetted subcontractors', chooseWhen: 'you subcontract regularly and want consistent service.' },
      { option: 'Freight exchange for occasional loads', chooseWhen: 'needs are irregular, with a vetting check before each first use.' },
    ],
    next30: [
      'List every haulier you used in the last six months and collect their licence and insurance details.',
      'Check the liability terms you agreed with each against what you promised customers.',
    ],
    next90: [
      'Put a written subcontract agreement in place with each regular subcontractor.',
      'Start a quarterly scorecard review with your main subcontractors.',
    ],
    sources: [cs.rtolGuide, sources.operatorLicensing, cs.postingRsa, sources.cmr, sources.method],
  },
];
