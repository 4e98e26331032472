import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../../database/testing/function-database.ts';
import { runVisitorSet, visitorSets, visitorSetsShareTheDay } from './held-out.ts';
import { AREA_KEYS } from '../contract.ts';
import { logisticsKnowledge } from '../knowledge/index.ts';
import {
  evaluationCases,
  openLogisticsKnowledgeDatabase,
  runLeadEvaluation,
  runPlanningEvaluation,
  situationCases,
  visitorCases,
} from './run.ts';

describe('logistics planning evaluation set', () => {
  it('has four or more questions per area, each expecting a known entry and some points', () => {
    const slugs = new Set(logisticsKnowledge.map((entry) => entry.slug));
    for (const area of AREA_KEYS) expect(evaluationCases.filter((c) => c.area === area).length, area).toBeGreaterThanOrEqual(4);
    for (const testCase of evaluationCases) {
      expect(slugs.has(testCase.entry), testCase.entry).toBe(true);
      expect(testCase.mustMention.length).toBeGreaterThan(0);
    }
  });

  it('scores 90% or more on the points a good brief must contain', async () => {
    const result = await runPlanningEvaluation();
    const misses = result.results.filter((r) => r.missing.length > 0).map((r) => `${r.question} -> ${r.missing.join(', ')}`);
    expect(result.score, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(result.cases).toBe(evaluationCases.length);
    // Its database is synced to the knowledge as written first, which takes seconds more on a busy machine.
  }, 120_000);
});

describe("logistics briefs in owners' own words and situations", () => {
  it("has at least 40 owners' questions and 20 situations (wrong area, figures, follow-ups, dates), each with a fact to find", () => {
    expect(visitorCases.length).toBeGreaterThanOrEqual(40);
    expect(situationCases.length).toBeGreaterThanOrEqual(20);
    for (const kind of ['wrong area', 'figures', 'follow-up', 'dated']) {
      expect(situationCases.filter((testCase) => testCase.kind === kind).length, kind).toBeGreaterThanOrEqual(3);
    }
    for (const testCase of [...visitorCases, ...situationCases]) {
      expect((testCase.lead?.length ?? 0) + (testCase.mustContain?.length ?? 0), testCase.question).toBeGreaterThan(0);
    }
  });

  // Back at the targets since the composer leads with the sentence that answers the question (answer-focus.ts);
  // the held-out set (npm run bench) is the measure that cannot flatter us.
  it("leads with the key fact for at least 90% of the owners' questions, and passes at least 95% of the situations", async () => {
    const { visitor, situations } = await runLeadEvaluation();
    const explain = (results: typeof visitor.results) =>
      results
        .filter((r) => !r.hit)
        .map((r) => `[${r.area}] ${r.question} -> ${r.problems.join('; ')}\n   lead: ${r.lead}`)
        .join('\n');
    expect(visitor.score, explain(visitor.results)).toBeGreaterThanOrEqual(0.9);
    expect(situations.score, explain(situations.results)).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});

/**
 * Each visitor set's size and floor, the latest score less one (the second's leaves room for two wording
 * changes), with its history: what it scored as written and what each round of general fixes brought.
 */
const VISITOR_SET_FLOORS: Record<string, { size: number; floor: number }> = {
  // Written on 26 November 2026 from official pages by someone who had not read the entries, then looked at (so
  // development, not held out): 12 of 40 before the breadth work, 24 of 40 after the first pass, 38 of 40 after
  // the second (which these questions directed); 39 after the ninth set's round (a driver on a work permit is a
  // non-EU national, so the driver attestation entry is found for one); 40 once the driver-day entry is found for
  // journey times and delivery windows and calls 80 km/h the speed limit.
  second: { size: 40, floor: 38 },
  // Written the same way by someone who had not read the entries, the wording rules, the code or any other set,
  // for development: 20 of 40 as written, before any work on it; 21 once the fourth pass had landed; 28 after the
  // fifth pass (NORA levy, VAT invoice limits, CSO survey, part-timers' public holidays, wear-and-tear rate, CPC
  // hours a year, 'write it off'); 31 after the sixth round of general fixes (cabotage said in plain words, 'BIK'
  // read as benefit in kind, the truck grant found by its everyday names, another entry's leaning sentence kept
  // out of the bullets, the DPC's vehicle tracking rules); 33 after the fifth set's round (employment permits for
  // drivers with CE/C1E licences); 37 after the eighth round (the asked kind of figure from another entry ahead of
  // the leading entry's sentences that do not touch the question, 'how is it worked out' asking for a rate,
  // 'tracker' read as tracking, and entries from the sources' own topic lists: VAT thresholds, faulty goods,
  // hauling without a licence, ECMT licences); 39 with the RSA's enforcement page (the €1,904 maximum fine for
  // hauling without a licence, the harvest carriage exempt from 1 August to 30 November); 40 after the eighth set's
  // round (what a webshop must tell buyers before they order, from the CCPC).
  third: { size: 40, floor: 39 },
  // Written the same way after the third set's rounds of fixes: 30 of 40 as written; 35 after its first round
  // (the 45-minute break stated as at least 45 minutes, the national-to-international licence rule beside the
  // Community licence, hire-or-reward, driving-hours and injury words as synonyms, headcount questions answered
  // by the sentence giving a size, NIS2's size-cap rule); 36 with the LEO's Energy Efficiency Grant entry; 37 after
  // the fifth set's round (employment permits for drivers); 38 after the sixth set's round (the HSA's EN 12642-XL
  // rule for curtains in the load-security entry); 39 after the ninth set's round, where the driving-time entry
  // reaches the brief of the two-week rush job (its lead is still the VAT invoice entry, so the pass is fragile); 40
  // once the VAT invoice entry says who charges VAT at all (registration above €42,500 for a services business).
  fourth: { size: 40, floor: 39 },
  // Written the same way after the fourth set's rounds of fixes: 26 of 40 as written, before any work on it; 40
  // after its round of entries written from official pages (eTenders thresholds, consumers' delivery rights and
  // small claims, ComReg postal authorisation, the M50 toll deadline, abnormal load notice, Dublin Tunnel rules,
  // employment permits, e-invoicing, invoice fraud reporting, the SEAI dealer step, the licence's 5-year term,
  // new starters' words for the written terms), with the new entries' titles kept off everyday question words.
  fifth: { size: 40, floor: 39 },
  // Written on 28 November 2026 the same way, after the fifth set's round, by someone who had not read the entries,
  // the wording rules, the code or any other set: 31 of 40 as written, before any work on it; 40 after its round of
  // names and limits the entries' own official pages gave but the entries left out (an acronym spelt out, a
  // consumer right by its name, a motor tax form, a load-restraint standard, a toll rebate scheme's end, a grant's
  // earlier name, the register energy-efficient kit must be on), and two entries on topics the knowledge lacked (ATP
  // certification of refrigerated equipment, the CMR Convention's time limits for claims); no composer change.
  sixth: { size: 40, floor: 39 },
  // Written on 28 November 2026 the same way, after the sixth set's round, on topics the earlier sets had not asked
  // about, by someone who had not read the entries, the wording rules, the code or any other set: 27 of 40 as written,
  // before any work on it; 39 after its round of entries on everyday topics the knowledge lacked, each from its
  // official page (a direct ferry route, the scheme for goods into Northern Ireland, civil service subsistence and
  // mileage, a home charger grant, motor tax on small electric vans, dash cams, data breaches, weather warnings), a
  // licence named in full and a stale fine corrected from the regulator's current page, and one composer change: a
  // question asking for a liability limit is answered by the leading entry's sentence stating a cap per kilogram or
  // in SDRs, even in words the question does not share. 40 after the ninth set's round: the driver card entry names
  // 'a tachograph driver card' and is found by 'Category B licence' (the heavier electric van driven on a car licence).
  seventh: { size: 40, floor: 39 },
  // Written on 28 November 2026 the same way, after the seventh set's round, by someone who had not read the entries,
  // the wording rules, the code or any other set: 18 of 40 as written, before any work on it; 39 after its round,
  // which found most entries but without the named fact asked for: the facts read again on their official pages (a
  // CPC cannot be loaned, the re-check after minor deficiencies, documentary evidence for zero-rated haulage, claim
  // Form A, tolls by distance travelled, eFTI obliges no operator, hybrid vans, Category B driver cards, a webshop's
  // information duties, the landbridge guarantee and TRACES), entries for topics the knowledge lacked (trailer
  // categories, the weights and dimensions law, the maintenance regulations, roadside inspections, importing a
  // vehicle, record keeping, cyber incident reporting, digital tachographs, transit through Northern Ireland), and one
  // composer change: another entry's sentence that answers the question comes before the leading entry's sentences
  // that do not touch it.
  eighth: { size: 40, floor: 38 },
  // Written on 28 November 2026, in the evening session, the same way, by someone who had not read the entries, the
  // wording rules, the code or any other set: 35 of 40 as written, before any work on it. The writer named the figures
  // it took from memory rather than a page it read (CMR's 8.33 and claim periods, late-payment fees, lengths); a miss
  // on one of them is mended only from an official page. 39 after its round: entries found without the named fact
  // asked (CMR's Article 20, when overdue goods may be treated as lost; the maximum lengths and turning circle of
  // Directive 96/53/EC; the weekend rest out of the cab and home every four weeks, from Regulation (EU) 2020/1054),
  // and 'wear and tear' written as the Act writes it (with the round's other named facts: an external transport
  // manager's four undertakings and 50 vehicles, 'smart tachograph version 2' as the Commission names it). Left: the diesel rebate's €1.23 VAT-inclusive start, which no
  // official page we could read states (Dáil answers give €1.00 before VAT). 40 after the eleventh set's round, which
  // added the €1.23 beside the €1.00 before VAT, from a secondary copy of Revenue's 2013 scheme notes (the source says so).
  ninth: { size: 40, floor: 39 },
  // Written on 29 November 2026 the same way, by someone who had not read the entries, the wording rules, the code or
  // any other set (from stored copies of official pages, each cited): 29 of 40 as written, before any work on it. 39
  // after its round: entries found without the named fact asked, each added from its official page (an authorised
  // consignor starts transit without presenting the goods; ICS2's road go-live of 1 April 2025; EMCS for excise goods
  // with Northern Ireland; cabotage from the day of unloading; VAT at 23% on the CVR levy; SEAI's CO2 factor for
  // gas/diesel oil; what a tonne-kilometre is; 'a certified eFTI platform' and 'medium-sized enterprise' as the
  // official texts name them), and two entries on topics the knowledge lacked (manual handling instructors, the Irish
  // Motor Insurance Database). Left: the cabotage question asked under network design, whose own area's weaker
  // entries still break the near-tie.
  tenth: { size: 40, floor: 38 },
  // Written on 29 November 2026 the same way, by someone who had not read the entries, the wording rules, the code or
  // any other set (from stored copies of official pages, several older ones named in the file): 32 of 40 as written,
  // before any work on it. 35 after the named facts its misses asked for, each from its official page (a licence
  // cannot pass to a new company, a truck added to the licence takes three to four weeks to show on ROS, 'Fail
  // Dangerous' at the CVR test); 37 with two entries on topics the knowledge lacked (Relevant Contracts Tax on
  // haulage for hire, from Revenue; driving for work, from the HSA); 38 once goods from Britain through Northern
  // Ireland are found by the route's words and the entry's takeaway names the ENS and GMR due before they leave Britain.
  // 39 once the picked area keeps a question only when its best entry scores half the best anywhere (0.45 before;
  // area-tie.test.ts): the ferry-rest question asked under network capacity is answered from workforce.
  eleventh: { size: 40, floor: 38 },
  // Written on 29 November 2026 (morning) the same way, from official pages no earlier set had used, by someone who had
  // not read the knowledge, the wording rules, the code or any other set, asked for the less common topics a haulier,
  // courier or distributor meets (ferry notifications, parcels and gift relief, ADR, tolls, biofuels, EU inspections):
  // 9 of 40 as written, before any work on it. 22 with twelve entries on topics the knowledge lacked (GVMS, the UK HGV
  // levy and clandestine entrant penalties, gift relief, the EU parcel regulation, mineral oil tax, EVR, the biofuels
  // obligation, on-street charge points, Revenue's arrivals system, EMCS, working time for warehouse and night staff);
  // 31 with the named facts added to existing entries (toll liability and TII, AFIR's hydrogen stations, the four
  // tachograph cards, the smart tachograph's three-hourly position, overloading as an offence, keeping pedestrians
  // apart from vehicles) and three more entries (the 2022 haulage support, secure truck parking levels, Euro 7). Left:
  // facts no official page could be read for (roadside inspection share, test intervals by mileage, the RSA's 40 km/h
  // tachograph exemption, the UK's main-roads wording, the parcel regulation's reporting dates, qualifying Northern
  // Ireland goods, combined transport, Border Force's first contact) and the PBN's customs declaration.
  twelfth: { size: 40, floor: 30 },
  // Written on 29 November 2026 (afternoon) from RSA, Revenue, gov.ie, Oireachtas, revised-Acts and EU pages by someone
  // who had not read the knowledge, the code or any other set (areas mapped to the chat's eight by the lead before the
  // first run): 18 of 40 as written. 31 after its round: a
  // takeaway sentence always opens with a capital; the named facts added from their official pages (GVMS's boarding
  // check, AEO not mandatory, the 2022 support paid out, clean-fuel and aerodynamic derogations, manual handling's
  // Schedule 3 factors); two entries on topics the knowledge lacked (Mineral Oil Tax on substitute fuels and biofuels;
  // forklifts and lifting equipment under S.I. 299/2007). Left: NI cabotage, drivers' mates' age, CSO freight figures,
  // the 2026 support terms, the French border at Dover, ADR spill notification, the landbridge guarantee, weekly rest.
  // 33 with 'fault' read as the knowledge's 'defect' (synonyms.json; fault-words.test.ts): the walk-around check.
  thirteenth: { size: 40, floor: 32 },
  // Fourteenth (29 November, afternoon): 16 cases, the writer stopping short rather than cite a page it could not
  // check, mostly from Oireachtas written answers; 4 of 16 as written, before any change made for it. 9 of 16 after
  // the seventeenth round's twelve entries on topics no entry held (motor tax non-use, speed limiters, toll incentive,
  // AFHDV grant, who may check tachographs, CSO freight figures, the landbridge and others), each from its own page.
  fourteenth: { size: 16, floor: 8 },
  // Fifteenth (29 November, evening): 29 cases across the eight areas, the writer stopping short rather than cite a page
  // it could not check; eleven rest on news or trade pages and two on a statute mirror (its `about` says so): 13 of 29
  // as written, before any change made for it; 22 after six entries for topics it showed missing (postal complaints,
  // the carbon tax trajectory, the 2026 renewable fuel rates, an operator's business address, ransomware, ADR tank
  // inspection) and 'fastest' read as speed.
  fifteenth: { size: 29, floor: 21 },
  // Sixteenth (29 November, night): 40 cases, five per area, mostly on Oireachtas answers, Revenue, the EU and gov.ie;
  // nine on trade, news or statute-mirror pages (its `about` says which): 15 of 40 as written, before any change; 16
  // after the breadth-sixteen round; 31 after its own round: seven entries on topics it showed missing (temporary
  // admission and its oral declaration, deferred payment of customs charges, annual leave, statutory redundancy, the
  // HSA's injury triggers for the sector, the €3 duty on parcels under €150, tachograph interference devices) and the
  // named facts added from official pages (the CSO's 2023 road freight, An Post's €15 complaint payment, the Tier 2
  // ports, VAT at 23% on HVO, the RSA's ten-week test target, and the goods vehicle motor tax bands since 2016, which
  // replace stale pre-2016 rates). Left: operator and licensed-vehicle counts, the EU digital licence, the Holyhead
  // hours derogation, bridge-strike penalties, the 2030 transport emissions target, ADR extinguishers, charger counts,
  // fulfilment service providers under the GPSR, and the Ringaskiddy terminal (a news page).
  sixteenth: { size: 40, floor: 30 },
  // Seventeenth (29 November, late night): written unseen, five per area, 22 cases on official pages (Revenue, the RSA,
  // Oireachtas answers, the Irish Statute Book, the CSO, Eurostat, the CCPC, the DPC, the EU's pages) and 18 on trade,
  // law-firm or news pages (its `about` names them): 10 of 40 as written, before any change. 38 after its round
  // (round-seventeen.ts): fifteen entries on topics it showed missing (clean vehicles in public contracts, the
  // Accessibility Act, data access requests, the card surcharge ban, the insurance levy, small benefits, enhanced
  // reporting, Sunday work, WRC time limits, domestic violence leave, AI literacy, the Data Act, whistleblowing
  // channels, the ban on Russian-owned hauliers, Rail Freight 2040) and named facts from their pages (the 2026 EU
  // tender thresholds, 2.55 m and 4 working days for abnormal loads, Eurostat's food tonne-km, TEN-T parking every
  // 150 km, reversing in 11% of fatal transport accidents, no duty to e-invoice public bodies, no HDV scrappage and the
  // 30 percent pledge, Driver CPC fines, four tonnes for zero-emission artics, the vehicle unit's 365 days, the RTFO).
  // Left: NI hauliers' cabotage 'within 7 days' (only a UK guidance copy on a trade site; the Commission's Q&A copy
  // gives two operations and no period) and 28 days for CCTV (a 2016 law firm's summary of an older DPC note; the
  // current DPC guidance was not found stating it).
  seventeenth: { size: 40, floor: 37 },
  // Eighteenth (30 November): written unseen from Oireachtas answers, the Statute Book, the CSO's road freight
  // surveys and, where no unused official page turned up, KildareStreet's records, trade and training sites and
  // UK/NI pages (named in its about text), by someone who had not read the knowledge, the code or any other set:
  // 16 of 40 as written, before any change. 35 after its round (round-eighteen.ts): two entries on topics it showed
  // missing (customs routing green, orange and red at the port, with the declarations a load from Britain needs; parcels
  // from outside the EU returned to sender for want of electronic customs data) and named facts from official pages
  // (the diesel rebate's 2,000-litre bulk deliveries, CSO price, operators licensed in other Member States and claims
  // online since 1 July 2013; the operator licence's four requirements, a transport manager resident in the EU and six
  // months to replace one; Driver CPC acquired rights before 10 September 2009; the 2019 truck CO2 standard's 15% and
  // 30%; HGV driver permits from April 2017; the 2019 Skills Group; mobile workers' records; the CSO's 2015 and 2016
  // freight figures). Left: the Rosslare–Zeebrugge ferry and the weekly sailings (only Wikipedia and news pages, and
  // routes change), the 31 March 2025 smart tachograph grace (a UK DVSA bulletin; no Irish page found stating it), and UK
  // consumer law and the FSA's food delivery advice for England and Northern Ireland (UK sources, not Irish knowledge).
  eighteenth: { size: 40, floor: 34 },
  // Nineteenth (30 November): written unseen beside the eighteenth's round, before it was merged, from Citizens
  // Information, the CCPC, the DPC, the Statute Book, the Revised Acts, EUR-Lex, a county council's motor tax page and,
  // where no unused official page turned up, trade, training and news pages (named in its about text), by someone who
  // had not read the knowledge, the code or any other set: 26 of 40 as written. 34 after its round (round-nineteen.ts):
  // two entries on topics it showed missing (the CMR carrier's liability under Articles 17 and 18, with the special
  // risks such as loading and stowage by the sender that relieve it; who counts as a consumer, so business-to-business
  // deliveries fall outside consumer law, and that a product sold to one comes with its instructions and is installed
  // correctly) and named facts from official pages (drivers posted to Ireland declared to the WRC through IMI, the
  // declaration carried in paper or electronic form; Driver CPC as one day of training a year; the transport manager a
  // natural person under Article 4 of Regulation 1071/2009; the 2027 review of the truck CO2 standards, read in a CLECAT
  // report of the Council's position). Left: the forklift cases (conversion training, basic training and testing before
  // occasional use, a driving licence on a public road), which rest on a training firm's page citing the superseded 2001
  // HSA code, with no official page found stating them under the 2025 code; €1,886 motor tax for 9,540 kg, a pre-2016
  // rate left on a council page that the Minister's April 2025 answer (€500 for 4,001–12,000 kg) contradicts; the CVRT
  // re-test at half the fee (a test centre's page; cvrt.ie's fee table gives re-test fees well under half); the €800
  // cordon fine (a news page, no official page found).
  nineteenth: { size: 40, floor: 33 },
};

describe('logistics briefs on sets written unseen to direct general fixes', () => {
  // One database synced to the knowledge as written for every set: syncing one per set cost seconds each in CI.
  const knowledge = useFunctionDatabase(openLogisticsKnowledgeDatabase);
  it('holds a floor for every visitor set, each asked on the held-out sets’ day', () => {
    expect(visitorSets.map((set) => set.name)).toEqual(Object.keys(VISITOR_SET_FLOORS));
    expect(visitorSetsShareTheDay).toBe(true);
  });

  for (const { name, cases } of visitorSets) {
    const { size, floor } = VISITOR_SET_FLOORS[name] ?? { size: 0, floor: Number.POSITIVE_INFINITY };
    it(`holds the asked facts for at least ${floor} of the ${name} set’s ${size} questions`, async () => {
      expect(cases.length).toBe(size);
      const result = await runVisitorSet(cases, knowledge().db);
      const misses = result.results.filter((r) => !r.hit).map((r) => `${r.case} -> ${r.problems.join('; ')}`);
      expect(result.passed, misses.join('\n')).toBeGreaterThanOrEqual(floor);
    }, 120_000);
  }
});
