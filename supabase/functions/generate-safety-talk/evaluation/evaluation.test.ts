import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../../database/testing/function-database.ts';
import { openSafetyKnowledgeDatabase } from './knowledge-database.ts';
import { evaluationCases, runSafetyEvaluation } from './run.ts';
import { runVisitorSet, visitorSets } from './held-out.ts';

describe('safety talk evaluation set', () => {
  it('has at least 30 cases, each expecting known topics', () => {
    expect(evaluationCases.length).toBeGreaterThanOrEqual(30);
    for (const testCase of evaluationCases) expect(testCase.expected.length).toBeGreaterThan(0);
  });

  it('covers at least 90% of the topics a safety officer would expect', async () => {
    const result = await runSafetyEvaluation();
    const misses = result.results.filter((r) => r.missing.length > 0).map((r) => `${r.description} -> ${r.missing.join(', ')}`);
    expect(result.coverage, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(result.cases).toBe(evaluationCases.length);
    for (const r of result.results) expect(r.points).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it("says the control or figure each job turns on, and no other activity's points, in at least 90% of the cases that name them", async () => {
    const named = evaluationCases.filter((testCase) => testCase.facts ?? testCase.avoid);
    const result = await runSafetyEvaluation(undefined, named);
    const wordMisses = result.results.filter((r) => r.missing.some((problem) => /^(missing|says) /.test(problem)));
    expect(named.length).toBeGreaterThanOrEqual(15);
    expect(
      1 - wordMisses.length / named.length,
      wordMisses.map((r) => `${r.description} -> ${r.missing.join(', ')}`).join('\n'),
    ).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});

/**
 * Each visitor set's size and floor, the latest score less one, with its history: what it scored as written and what
 * each round of general fixes brought.
 */
const VISITOR_SET_FLOORS: Record<string, { size: number; floor: number }> = {
  // Written on 26 November 2026 from HSA pages by someone who had not read the topics, then looked at (so
  // development, not held out): 11 of 30 before the work on each job's second and third controls, 15 once a
  // topic's first point names its next two, 24 once the topics' headlines name their controls and three HSA
  // controls were added, 26 with a topic for work in an occupied home and 'new start' reaching the new-starter
  // topic, 27 with a pressure-washing topic, 28 with a lead topic and the tile saw's electrics, 29 with a
  // surfacing topic, 30 once a bridge parapet reached the traffic of the road the bridge carries (the word-sense
  // round).
  second: { size: 30, floor: 29 },
  // Written on 26 November 2026 from HSA and statute pages by someone who had not read the topics, the
  // lexicon, the code or any other set, for development: 30 of 40 as written, before any work on it; 38 once
  // noise, silica and lead name the tools and jobs that bring them, 'kV line' reaches overhead lines, and the
  // telehandler, excavation and slurry topics put the controls a lift, a pit and agitation need where a talk quotes them;
  // 39 once "off a tower" reached mobile towers and their controls; 40 once the grinder's guard point says its
  // sparks start fires (the sixth set's round).
  third: { size: 40, floor: 39 },
  // Written the same way after the third set's round of fixes: 33 of 40 as written, 40 of 40 after its round of
  // general fixes (machinery maintenance and children on farms as topics; felling, masonry dust, light fittings
  // and glazing lifts in wind reached).
  fourth: { size: 40, floor: 39 },
  // Written the same way after the fourth set's round of fixes: 24 of 40 as written, 40 of 40 after its round
  // of general fixes (pregnant workers, heat pumps, solar PV, window fitting and tyre inflation as topics; CSCS
  // cards for plant and roof sheeting, CAT and genny, Gas Networks Ireland's 500 mm, under-18s' hours, a
  // Registered Electrical Contractor, the ladder's short-duration rule stated; lone working and trees reached).
  fifth: { size: 40, floor: 39 },
  // Written on 28 November 2026 the same way, from HSA, statute and other pages, by someone who had not read the
  // topics, the lexicon, the code or any other set: 34 of 40 as written, before any work on it; 38 once a topic
  // raised again later in the day puts first the points that later piece names, a topic's first point names its
  // next three controls, the hot-work permit names the extinguisher and fire watch it turns on, the HSA's 11am to
  // 3pm UV hours are said, steel fixers and starter bars reach the capping point, and spills reach slips. The two
  // left expect figures no official Irish page we could read states (a 6-monthly examination of lifting
  // accessories, 20 kg blocks). 37 once the shared search read a synonym phrase's words once (torch-on felt lost its
  // double count), 38 again once the synonym data said torch-on felt is laid with a gas torch.
  sixth: { size: 40, floor: 37 },
  // Written on 28 November 2026, in the evening session, the same way, from HSA, statute and other pages, by someone who
  // had not read the topics, the lexicon, the code or any other set: 32 of 40 as written, before any work on it; 34 once
  // clear skies and bare backs reach the sun, a question about a fire breaking out reaches the alarm and assembly point,
  // and materials 'piled up' are stacked, not piling; 37 with cover for an absent first aider and overturning plant's
  // roll-over protection and seatbelt (HSA pages); 39 once lifting's law says the safe working load marked on the
  // machine (Regulation 42) and breaking out's law the 85 dB(A) at which hearing protection must be worn; 40 once the
  // RPE for spraying and the rescue a harness needs (Regulation 109) are in the headlines a topic's first point lists.
  seventh: { size: 40, floor: 39 },
  // Written on 29 November 2026 the same way, from HSA, statute (the Law Reform Commission's revised text of the 2007
  // Regulations) and other official pages, by someone who had not read the topics, the lexicon, the code or any other
  // set: 33 of 40 as written, before any work on it; 40 once the dumper topic says its daily pre-start check, the
  // telehandler its firm, level ground (Regulation 42), public protection the falling materials work above a footpath
  // brings, young workers their lack of experience and training (Regulation 145), overhead lines a fallen or sagging
  // line after a storm and the site words naming one; a temperature said in degrees reaches heat or cold, 'last night'
  // is no longer night work, a site compound reaches welfare and first aid, and 'site' alone no longer names the
  // new-worker topic (its 'first day on site' site word lost every word but 'site').
  eighth: { size: 40, floor: 39 },
  // Written on 29 November 2026 the same way, from HSA, statute, ESB Networks, Gas Networks Ireland, HSE and EU-OSHA
  // pages, by someone who had not read the topics, the lexicon, the code or any other set, favouring a small builder's
  // jobs and less common days: 26 of 40 as written, before any work on it; 36 once generators, heaters, stoves and
  // boilers reach carbon monoxide (a door 'pulled down' is shut, not demolition), road openings and fence posts
  // reach underground services, a cable that comes in overhead or hangs off a pole reaches overhead lines, people
  // working underneath reach falling objects, 'taking down the old' building and a chimney breast reach
  // demolition, and a warm day of 21 to 25 degrees reads as sun. The four left need controls no official page we
  // could read this round states: a CO alarm, red ducting and warning tape over a new cable, a night worker's
  // health assessment, and asbestos removal's plan of work said where the talk quotes it. 37 on the round after, once
  // a cable buried in a duct goes in red ducting under warning tape (Regulation 93, read in the revised text); 38 once
  // a night worker is offered a free health assessment before nights and at intervals (Regulation 157); 39 once a
  // new or replacement stove, boiler or fire brings a carbon monoxide alarm (Part J, in a written Dáil answer); 40
  // once the asbestos topics' legal figure says a notification goes with the plan of work (HSA notifications page).
  ninth: { size: 40, floor: 39 },
  // Written on 29 November 2026 (morning) the same way, from official pages no earlier set had used, by someone who had
  // not read the topics, the lexicon, the code or any other set (UV and lasers, chemicals and fumes, rest breaks,
  // generators in an outage, lines and trees, reporting injuries, diisocyanates, reversing, PPE as a last resort,
  // notifiable projects, radon, bullying, working over water, electric gates, raised bodies, snow): 12 of 40 as
  // written, before any work on it; 33 once working time in the crew's words reaches the weekly rest and the breaks
  // (Organisation of Working Time Act 1997), a raised tipper or trailer body is propped (HSA alerts), a generator in
  // a power cut never goes into a socket and a standby set goes in through a change-over switch (ESB Networks), trees
  // and hedges within 6 metres of a line wait for ESB Networks, an injury in the crew's words reaches accident
  // reporting, a new employer needs a safety statement (2005 Act, section 20), the PSCS coordinates the contractors
  // and the AF1 and AF2 are named, the sun's UV reaches the eyes, radon (S.I. No. 30 of 2019), bullying (the 2020
  // code), tools on a building's sockets reach the RCD point, lasers (S.I. No. 176 of 2010) and powered gates (HSA
  // alert) have topics, and a chemicals day starts with an inventory; 34 once a lorry loader names its thorough
  // examination and report (Use of Work Equipment; the examined-equipment list read only in secondary copies); 35
  // once asbestos names the awareness and specific training its workers need (HSA asbestos training page). The five
  // left need controls no official page was read for this round: carbon monoxide from welding in an enclosed space,
  // staying in the cab when tipping near a line, shrouding a service cable, working over water (life jackets) and
  // deferring non-essential work in snow.
  tenth: { size: 40, floor: 34 },
  // Written on 29 November 2026 (afternoon) from HSA, statute (revised Acts) and a few HSE pages by someone who had not
  // read the topics, the code or any other set: 15 of 40 as written; 36 once the everyday words reach their topics (a
  // man-cage, roof lights, half cut and painkillers, a mini-pillar or LV cable, very little English, the nearest
  // hospital or A&E, the second or top lift of a scaffold) and the topics state the figure or control the day turns on,
  // each from the regulation's revised text: warning notices at a fragile roof (Regulation 115), clothing against cold
  // and damp for vibration (138), boiling water and meals (18), a rated capacity indicator showing the radius (43), the
  // register of lifting accessories (54), the emergency services' numbers displayed (165), no gaps and no slips or
  // trips on a working platform (99), collective protection first (100), a cable's supply isolated before digging
  // (93), 80 dB(A) stated on its own, a man-basket machine rated for 1,000 kg, training in a language understood (2005
  // Act, section 10), Gas Networks Ireland's Dial Before You Dig, ESB Networks' safe distance and emergency number with
  // the first point on lines, blind spots and hi-vis with the first point on plant, and combustible and flammable
  // materials stored away from ignition in hot work. Four left: a bereavement said only as 'his father passed' with the
  // Lighthouse Club helpline (CIF, no official page read); securing a delivery's load; a tower crane's weekly check
  // (no Irish source read); a CIF figure for new workers' first six months.
  eleventh: { size: 40, floor: 35 },
  // Twelfth (29 November, afternoon): written unseen from HSA pages, statute and copies of official guidance (the
  // writer found few unused official pages; each source's title says what it is); 29 of 40 as written, before any
  // change made for it; 40 once the site words reach their topics (an SDS or rotary hammer reaches hand-arm vibration,
  // a rock breaker on a machine and tracking over rough ground whole-body vibration, a lift pit confined spaces, clear
  // roof sheets, perspex and polycarbonate the fragile roof, a young or new lad the new-worker topic, seven-day weeks
  // the working-time topic, a summer month said of the work the sun), a span of clock times reads as long hours or
  // night work, and the topics say what was already theirs where the talk quotes them: silicosis named in the silica
  // summary (HSA silica campaign page), the atmosphere tested in confined spaces, the rooflights among asbestos cement
  // sheets, a risk assessment of night work, and the CSCS card, hired-in plant drivers included, at induction.
  twelfth: { size: 40, floor: 39 },
  // Thirteenth (29 November, evening): written unseen from HSA, statute and (about a dozen cases, for want of an Irish
  // page) UK or trade pages, over plant, finishing trades, welfare and people: 21 of 40 as written, before any change
  // made for it; 33 once the site words reach their topics (portaloos the toilets, scabbling the noise of a scabbler,
  // a haul road site traffic, a remote site miles from anywhere first aid and the emergency services, a safety rep the
  // new safety-representatives topic: Act 2005 section 25 and the HSA page on the PSCS facilitating one where more
  // than 20 are employed) and the topics say the control the day turns on where a
  // talk quotes it: a lorry-loader lift planned, supervised and within its safe working load (Regulation 42), lifting
  // tackle thoroughly examined and certified, hearing checks and audiometric testing (Regulation 131), ventilating a
  // confined space, goalposts under a line, a visual check of tools and leads before use, eye protection with cartridge
  // tools, and a warm shelter and drying room on wet days. Seven left: an appointed person for a crane lift, a fire watch
  // of an hour after hot work and a disc's speed rating (no Irish official page read states them), asbestos
  // notification 14 days ahead (the HSA's current page says 10 since the 2025 amendment; older pages still say 14),
  // inspection records for hired or moved plant (the new work-equipment-inspection topic, Regulation 30, is reached but
  // its point does not fit that seven-point day), the PSCS on a domestic job with several trades, and boarding out as
  // drylining (its words are a scaffold's boards and loading out, so no site word was kept for it).
  thirteenth: { size: 40, floor: 32 },
  // Fourteenth (29 November, night): 26 day descriptions by two writers, the official Irish pages being mostly used
  // by earlier sets: ten on sections of the General Application Regulations 2007, sixteen on the UK HSE's pages for
  // controls that apply here and four trade pages (its `about` says which): 16 of 26 as written, before any change;
  // after the breadth round: 16; after round fourteen: 23. That round read ringing ears as noise, 'a few trips' as
  // journeys (not tripping) and a building with 'no lift' as carrying by hand up the stairs (senses.json); let a
  // topic said again in a later clause come in with every activity's second topic (compose.ts: 'his ears are
  // ringing' had raised the noise topic, held fourth under the consaw); and gave topics controls they lacked: a winch
  // hoist's hold-to-run control and brake (GA Regulation 47), a lifting accessory's test certificate and a hook's
  // safety catch (GA Regulation 57), reversing planned out with a one-way route or turning area (HSA page on
  // reversing), and, from UK HSE pages because no Irish page read states them, a lorry loader's legs worked from a
  // safe position clear of them and plasterboard stored flat or racked, not stood against a wall. Three left, their
  // figures in no Irish official page read: 30 minutes on a ladder (UK HSE), 17 mph for a tower (PASMA) and
  // 10 metres cleared round torch-on work (an insurer's page).
  fourteenth: { size: 26, floor: 22 },
  // Fifteenth (29 November, late night): written unseen by a writer who found few unused Irish official pages (five HSA,
  // SOLAS and HPSC pages, four HSA documents on copy sites); the rest on CIF, utility, trade and news pages, sixteen
  // partly on UK pages for controls that apply here (its `about` says which): 22 of 40 as written, before any change;
  // after round fifteen: 35. That round let a '360' (and '360s') be an excavator, not a lift with one, so a day with a
  // 360 hears its slew radius and quick hitch (the HSA's quick hitch alert: the safety pin in, the arm shaken, nobody
  // under the attachment); read asbestos cement sheets as a fragile roof as well (a cubicle shed's roof hears the
  // competent person's say on what is fragile); made a homeowner the client who appoints the project supervisors and
  // keeps the safety file (HSA Homeowners FAQs and guide); and said controls the topics lacked or hid: the lowest-
  // vibration tool (Regulation 138), a Safe Pass card lasting 4 years (the Minister's answer), chainsaw protective
  // trousers, lifebuoys, a dumper's daily check, the risk assessment deciding work at height, the excavator's working
  // circle as its exclusion zone and, from secondary copies of the utilities' advice, Gas Networks Ireland's Dial
  // Before You Dig number (yellow gas marker posts now reach it), ESB Networks' 3 m under a line for lorries and its
  // 'keep clear' of fallen wires. Five left: 0.1 fibres and 14 days for asbestos (the HSA's current page gives 0.01
  // and 10 since the 2025 amendment), an hour's fire watch (a UK guidance copy), a piling mat's working platform
  // certificate (UK trade news), a rubble chute's barriers and 'heavy' (a UK wiki) and soap in the washing facilities
  // (UK pages; Regulation 20 asks only for hot and cold running water).
  fifteenth: { size: 40, floor: 34 },
  // Sixteenth (30 November): written unseen by someone who had not read the topics, the code or any other set, from
  // the few unused Irish official pages (S.I. 299/2007 on the Law Reform Commission's site, a county council) and,
  // as the used-URL list now holds nearly every HSA page, Irish and UK contractors', trainers' and regulators' pages
  // (the about text names each; no figure that differs in Irish law taken from a UK page): 22 of 40 as written;
  // after round sixteen: 34. That round read in their sense a tradesman alone on site ('nobody else around', 'only one
  // electrician on site'), a building with no water or power (no welfare facilities yet), something running
  // somewhere under the slab, yard or floor (a buried service to find) and old or underground fuel tanks (flammable
  // vapour, not a bowser); wrote a topic on flammable vapour and explosive atmospheres from Part 8 of the General
  // Application Regulations (the explosion protection document, vapour removed or ignition kept out, equipment the
  // document allows, permits to work from a competent person: Regulations 169 to 173); and said controls where the
  // talk quotes them: the traffic management plan behind the pedestrian routes (the HSA's transport management
  // page), the CSCS card for signing, lighting and guarding, a road works speed limit order (Road Traffic Act 2004,
  // section 10, in a council's notice), the MEWP's pre-use check every shift, a standby person at a confined space,
  // a disc's marked speed in rpm and hand-dug trial holes. Six left, each resting on a UK or trade figure or scheme:
  // wind limits for a vacuum lifter and a mini crane (an Irish hire firm's, from makers' manuals), a tower's 17 mph
  // and PASMA (UK; Irish law asks for the CSCS card for mobile tower scaffolds), 20 kg blocks (UK guidance; the
  // Regulations set no maximum weight) and a handrail on the stairs when carrying boards (a UK trainer's tips).
  sixteenth: { size: 40, floor: 33 },
};

describe('safety talks on sets written unseen to direct general fixes', () => {
  // One database synced to the knowledge as written for every set: syncing one per set cost seconds each in CI.
  const knowledge = useFunctionDatabase(openSafetyKnowledgeDatabase);
  it('holds a floor for every visitor set', () => {
    expect(visitorSets.map((set) => set.name)).toEqual(Object.keys(VISITOR_SET_FLOORS));
  });

  for (const { name, cases } of visitorSets) {
    const { size, floor } = VISITOR_SET_FLOORS[name] ?? { size: 0, floor: Number.POSITIVE_INFINITY };
    it(`passes at least ${floor} of the ${name} set’s ${size} cases whole`, async () => {
      expect(cases.length).toBe(size);
      const result = await runVisitorSet(cases, knowledge().db);
      const misses = result.results.filter((r) => !r.hit).map((r) => `${r.case} -> ${r.problems.join('; ')}`);
      expect(result.passed, misses.join('\n')).toBeGreaterThanOrEqual(floor);
    }, 120_000);
  }
});
