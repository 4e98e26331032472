// The generator end to end on a real (PGlite) database with every migration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleScenarios } from '../../../remotes/construction-demo/src/features/safety-talk/data/examples.ts';
import { TALK_SIZE } from './compose.ts';
import { evaluationCases } from './evaluation/run.ts';
import type { TestDatabase } from '../../database/testing/test-databases.ts';
import { openSafetyKnowledgeDatabase } from './evaluation/knowledge-database.ts';
import { generateSafetyTalk, NO_ACTIVITY_NOTE } from './generate.ts';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await openSafetyKnowledgeDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.dispose();
});

const scenarios = evaluationCases.filter((testCase) => testCase.scenario);

describe('generateSafetyTalk', () => {
  it('evaluates exactly the three example scenarios the page offers', () => {
    expect(scenarios.map((s) => [s.scenario, s.description])).toEqual(exampleScenarios.map((e) => [e.id, e.description]));
  });

  it.each(scenarios.map((s) => [s.scenario, s] as const))('gives the %s scenario 5 to 7 points on its own hazards', async (_, scenario) => {
    const talk = await generateSafetyTalk(db, scenario.description);
    expect(talk.talking_points.length).toBeGreaterThanOrEqual(TALK_SIZE.min);
    expect(talk.talking_points.length).toBeLessThanOrEqual(TALK_SIZE.max);
    expect(talk.point_topics).toEqual(expect.arrayContaining(scenario.expected));
    expect(talk.error).toBeUndefined();
    expect(talk.sources.length).toBeGreaterThan(0);
  });

  // A trade name in two words reaches its topic as a one-word one does; a site word inside a longer one said in the
  // same place ('heat' in 'heat pump', 'traffic' in 'site traffic') does not raise its own topic.
  it.each([
    ['Laying kerbs and cutting them with the quickie saw', ['silica-dust', 'kerbs-and-paving'], []],
    ['Fitting a heat pump outdoor unit on a plinth', ['heat-pumps-and-refrigerants'], ['heat-and-sun']],
    ['Working in the heat today, roofing', ['heat-and-sun'], []],
    ['Site traffic: dumpers and deliveries all day', ['site-traffic-management'], ['roadworks-traffic-management']],
    ['Tarmacing the car park, traffic still coming through', ['roadworks-traffic-management'], ['machinery-maintenance']],
    ['Stripping out the old kitchen and bathroom in a 1970s house', ['asbestos', 'demolition'], []],
    ['Pouring the ground floor slab today', ['concrete-and-formwork'], ['drylining']],
    ['Changing the light fittings in the school hall off a tower', ['mobile-towers'], []],
    ['Tower crane lifting the steel today', ['lifting-operations-cranes'], ['mobile-towers']],
    ['Installing a lift in the new apartment block', ['floor-openings-and-edges'], []],
    // The dumper or roller driver is the one whole-body vibration reaches.
    ['Dumper driver hauling stone across the site all week', ['site-dumpers', 'whole-body-vibration'], []],
    // Asbestos cement is asbestos: what to do if you suspect it comes with the sheets' own points.
    ['Taking down the old asbestos cement soffits on the garage', ['asbestos-cement-sheets', 'asbestos'], []],
    // Weather and bare skin reach the sun; a question about a fire reaches the fire plan; stacked materials are not piling.
    ['Clear blue skies forecast and the lads have their shirts off', ['heat-and-sun'], []],
    ['Forecast says clear skies all day', ['heat-and-sun'], []],
    ['Clear skies tonight, so watch for frost on the scaffold boards first thing', ['cold-and-ice'], ['heat-and-sun']],
    ['Going through what to do in case of fire on the site', ['first-aid-and-emergencies'], []],
    ['Plasterboard and insulation piled up in the hall', [], ['piling']],
    // A pump truck is a concrete pump, and what the slab is for (a farm shed) is not old roof sheets being worked on.
    [
      'Pouring a concrete slab for a farm shed with a pump truck',
      ['concrete-and-formwork'],
      ['asbestos-cement-sheets', 'heat-pumps-and-refrigerants'],
    ],
    // Torch-on felt is laid with a gas torch: hot work, not only roof work.
    ['Torch-on felt going down on the garage roof this morning', ['roof-work-fragile-surfaces', 'hot-work-and-fire'], []],
  ])('reads the trade words of "%s"', async (description, raised, notRaised) => {
    const talk = await generateSafetyTalk(db, description);
    expect(talk.point_topics).toEqual(expect.arrayContaining(raised));
    for (const slug of notRaised) expect(talk.point_topics).not.toContain(slug);
  });

  // The control or figure a job turns on, as the official pages state it, is said in the talk.
  it.each([
    // A control the topic lacked: cover for an absent first aider (HSA first aid FAQ), overturning plant (HSA).
    ['The first aider is on annual leave next week, labourers clearing the yard', /\bcover\b/],
    ['Dumper and roller working the slope of the new embankment', /\bROPS\b.*\bseatbelt\b/s],
    // A figure an official page states that the topic left out: the safe working load marked on lifting machinery
    // (Regulation 42), the 85 dB(A) at which a breaker's noise needs hearing protection.
    ['Mini crane with the vacuum lifter setting the glass panels', /safe working load/],
    ['Breaking out the footpath with the breaker on the mini digger. Dumper taking the rubble to the skip.', /85 dB\(A\)/],
    // A control said only in a point's detail, now in the headline a topic's first point lists: the rescue a harness
    // needs (Regulation 109), the RPE for spraying, the chains and slings an excavator lifts with, the slab edge's
    // protection at a pour.
    [
      'Boom lift for the cladding fixers on the warehouse wall. Steel delivery coming in on the artic and the teleporter unloading it.',
      /\brescue\b/,
    ],
    ['Painters spraying the basement car park walls', /\bRPE\b/],
    // The statute's own term for a duty: the risk assessment before an under-18 starts (Regulation 145).
    ['A 17-year-old apprentice starting with the chippies on Monday', /risk assessment/],
    ['Lifting the manhole rings into the trench with the 360', /Chains and slings/],
    ['Pouring the second-floor slab with the pump this morning', /Edge protection/],
    [
      'Relaying the kerbs and flags outside the shops, plate compactor and the teleporter going too',
      /^(?=[\s\S]*\bsilica\b)(?=[\s\S]*Barriers and a signed route)/,
    ],
    ['Taking the old asbestos roof sheets off the cattle shed, new cladding going on after', /plan against a fall/],
    // A control an official text states that the topic lacked: a cable buried in a duct goes in red ducting under
    // warning tape (General Application Regulations, Regulation 93).
    ['Running a cable out to the garden office in a trench across the yard', /red ducting[\s\S]*warning tape/],
    // ...and a night worker's free health assessment before nights start and at intervals (Regulation 157).
    ['Starting a run of night shifts on the station platforms next week', /health assessment/],
    // ...and the carbon monoxide alarm a new or replacement stove, boiler or fire brings (Building Regulations, Part J).
    ['Plumber replacing the old oil boiler in the utility room', /carbon monoxide alarm/],
    // ...and the carbon monoxide stored wood pellets give off with nothing burning (HSA safety alert, 2018).
    ['Servicing the pellet boiler at the hotel and clearing a blockage in the pellet store', /wood pellets give off carbon monoxide/],
    // The legal figure a talk always quotes says what an asbestos notification carries: the plan of work (HSA).
    ['Soft strip of the 1960s office block before the fit-out', /plan of work/],
    // Working time in the crew's words: a run of days without one off reaches the weekly rest period, a day
    // worked without stopping the breaks (Organisation of Working Time Act 1997).
    ['Third weekend in a row on the job and the gang has had no day off in a fortnight', /weekly rest period/],
    ['Long day blockwork on the gable, the lads want to work straight through and head home early', /30-minute break/],
    // A raised tipper or trailer body is fully lowered or propped before anyone reaches under it (HSA tipping trailer alerts).
    ['Greasing the pivots on the grain trailer in the yard with the body up', /propped/],
    // A generator in a power cut never goes into a socket or the board, and a standby set goes in through a change-over
    // switch (ESB Networks; HSA alert, 2014).
    ['Power cut at the bungalow we are renovating, we have a petrol generator in the van', /socket or the fuse board/],
    ['Wiring in a standby generator for the dairy on the farm job', /change-over switch/],
    // Trees and hedges near a line: nothing within 6 metres is cut until ESB Networks is called, and the line is switched
    // out or dropped first (ESB Networks tree cutting pages).
    ['Cutting back the overgrown hedgerow along the front boundary with the digger flail', /6 metres/],
    // An injury in the crew's words reaches accident reporting: a doctor for anything beyond first aid, and the HSA
    // report after more than three days off normal work, weekends counted (HSA accident reporting FAQ).
    ['One of the labourers went over on his ankle jumping off the trench box and is off work', /weekend counts/],
    ['Carpenter cut his hand badly on the saw this morning', /GP or hospital/],
    // A small firm taking on its first workers needs a written safety statement (Safety, Health and Welfare at Work Act
    // 2005, section 20).
    ['Plasterer who has always worked alone has just taken on an apprentice', /written safety statement/],
    // Several contractors on one job reach the PSCS, who coordinates them, and a project's start its notification forms
    // (HSA notification page and contractor FAQs).
    ['Five different subcontractors on the hotel job this week, all working around each other', /coordinate/],
    ['New project starting on site next month, a six-month build for about twenty men', /AF2/],
    // The sun's UV damages the eyes as well as the skin: sunglasses or UV-protective eyewear (HSA sun safety, 2025).
    ['Groundworkers laying kerbs all day in bright sunshine', /eyes/],
    // A workplace at basement or ground-floor level in a High Radon Area is tested, and above 300 Bq/m³ brought down
    // (EPA radon page for employers; S.I. No. 30 of 2019).
    ['Shop fit-out on the ground floor in a high radon area', /300 Bq/],
    // Bullying in the crew's words reaches the anti-bullying policy (HSA and WRC code of practice, 2020).
    ['Some of the gang keep slagging the new labourer and posting about him in the group chat', /anti-bullying policy/],
    // Tools plugged into a building's own sockets are temporary electrics: 110 V or a residual current device.
    ['Flooring crew running a floor sander off the sockets in the front room', /residual current device/],
    // Lasers (HSA optical radiation page; S.I. No. 176 of 2010) and powered gates (HSA alert, 2015) have topics of their own.
    ['Setting out the block walls with the rotary laser level on the slab', /Never look into a laser beam/],
    ['Commissioning the electric gates at the yard entrance this afternoon', /safe edges/],
    // A day of chemicals starts with a list of what is on site (HSA chemicals risk assessment page).
    ['Sorting out the store of sealants, solvents and resin tins before the fit-out starts', /List your chemicals/],
    // A lorry loader is lifting equipment, examined and certified (General Application Regulations, Use of Work Equipment).
    ['Hiab lorry dropping off the steel lintels this morning', /Examined and certified/],
    // Asbestos names the awareness and specific training its workers need (HSA asbestos training page).
    ['Stripping out the ceilings in a 1960s bungalow that may have asbestos', /asbestos awareness training/],
  ])('says what "%s" turns on', async (description, said) => {
    const talk = await generateSafetyTalk(db, description);
    expect(talk.talking_points.map(({ point, detail }) => `${point}\n${detail}`).join('\n\n')).toMatch(said);
  });

  it('gives a topic raised again later in the day the point that later piece names', async () => {
    const talk = await generateSafetyTalk(
      db,
      'Formwork going up for the lift shaft walls. Later the starter bars along the stair core need doing.',
    );
    const formwork = talk.talking_points.filter((_, i) => talk.point_topics[i] === 'concrete-and-formwork').map((p) => p.point);
    expect(formwork.some((point) => point.endsWith('Cap the starter bars'))).toBe(true);
  });

  it('covers scaffolding and excavation together, naming each activity, most serious first', async () => {
    const talk = await generateSafetyTalk(db, 'Erecting scaffolding on the gable end and digging the trench for the drainage.');
    const points = talk.talking_points.map((p) => p.point);
    expect(points.some((p) => p.startsWith('Erecting scaffolding on the gable end:'))).toBe(true);
    expect(points.some((p) => p.startsWith('Digging the trench for the drainage:'))).toBe(true);
    expect(talk.point_topics[0]).toMatch(/scaffolding|excavations-and-trenches|work-at-height|underground-services/);
  });

  it('keeps a topic the day names by its title, however strongly another job matches the same words', async () => {
    // 'scaffold' weighs little in the search (many topics mention it), yet the steelwork done from it does not explain its hazards away.
    const talk = await generateSafetyTalk(db, 'Steel erectors bolting the purlins on the new shed from the scaffold.');
    expect(talk.point_topics).toContain('scaffolding');
  });

  it('does not raise a topic on one of its words and a word every topic holds', async () => {
    // 'keep' is no evidence: cutting slurry in the gullies is not a farm slurry tank.
    const talk = await generateSafetyTalk(db, 'Wet cutting the kerbs, keep the slurry out of the gullies.');
    expect(talk.point_topics).toContain('cutting-concrete-kerbs-blocks');
    expect(talk.point_topics).not.toContain('slurry-tanks');
  });

  it('puts the more serious risk first whatever the order of the description', async () => {
    const talk = await generateSafetyTalk(db, 'Tidying up the canteen. Then working under the ESB lines with the digger.');
    expect(talk.point_topics[0]).toBe('overhead-power-lines');
  });

  it('understands site slang: a teleporter, a dumper and a digger are the telehandler, site dumper and excavator topics', async () => {
    const talk = await generateSafetyTalk(db, 'Teleporter, dumper and digger all on the go');
    const topics = talk.activities.flatMap((a) => a.topics);
    expect(topics).toEqual(expect.arrayContaining(['telehandlers', 'site-dumpers', 'excavators']));
  });

  it('finds a topic by its site word alone, not by a word it shares with another', async () => {
    const talk = await generateSafetyTalk(db, 'Breaking out the old slab with two Kangos');
    const topics = talk.activities.flatMap((a) => a.topics);
    expect(topics).toEqual(expect.arrayContaining(['breaking-out-concrete', 'hand-arm-vibration']));
    expect(topics).not.toContain('concrete-and-formwork');
  });

  it('treats a brickie on the scaffold as work at height', async () => {
    const talk = await generateSafetyTalk(db, 'brickie on the scaffold');
    expect(talk.point_topics).toEqual(expect.arrayContaining(['work-at-height', 'scaffolding']));
  });

  it('reaches a topic from the everyday words for its thing (eleventh visitor set round)', async () => {
    const topicsOf = async (day: string) => (await generateSafetyTalk(db, day)).activities.flatMap((a) => a.topics);
    expect(await topicsOf('Putting the work cage on the teli to reach the gutters')).toContain('lifting-people');
    expect(await topicsOf('Replacing two broken roof lights on the barn')).toContain('roof-work-fragile-surfaces');
    expect(await topicsOf('Replacing two broken roof lights on the barn')).not.toContain('site-lighting');
    expect(await topicsOf('One of the lads came in half cut on Monday')).toContain('drugs-and-alcohol');
    expect(await topicsOf('A fitter is on painkillers for his knee')).toContain('drugs-and-alcohol');
    expect(await topicsOf('Kerbs going in beside the ESB mini pillar')).toContain('underground-services');
    expect(await topicsOf('Two new carpenters with very little English')).toContain('young-and-new-workers');
    expect(await topicsOf('The nearest hospital is an hour away')).toContain('first-aid-and-emergencies');
    expect(await topicsOf('A labourer had a bereavement last week')).toContain('work-related-stress');
  });

  it('reads the second or top lift as a scaffold lift, and A&E as the hospital', async () => {
    expect((await generateSafetyTalk(db, 'Brickies going up to the top lift')).point_topics).toContain('scaffolding');
    expect((await generateSafetyTalk(db, 'The nearest A&E is miles away')).point_topics).toContain('first-aid-and-emergencies');
  });

  it("states each topic's legal figure with its units and the control the day turns on (eleventh visitor set round)", async () => {
    const textOf = async (day: string) =>
      (await generateSafetyTalk(db, day)).talking_points.map(({ point, detail }) => `${point} ${detail}`).join(' ');
    expect(await textOf('Compactor and breaker all day')).toMatch(/80 dB\(A\)/);
    expect(await textOf('Mobile crane lifting the steel')).toMatch(/rated capacity indicator/);
    expect(await textOf('Brazing pipes in the kitchen')).toMatch(/ignition/);
    expect(await textOf('Excavating near the gas service pipe')).toMatch(/Dial Before You Dig/);
  });

  it('reaches a topic from the site words for its thing (thirteenth visitor set round)', async () => {
    const topicsOf = async (day: string) => (await generateSafetyTalk(db, day)).activities.flatMap((a) => a.topics);
    expect(await topicsOf('A couple of portaloos at the compound')).toContain('welfare-facilities');
    expect(await topicsOf('Scabbling the old floor slab all week')).toContain('noise');
    expect(await topicsOf('The lads are electing a safety rep')).toContain('safety-representatives');
    expect(await topicsOf('Dumpers running up and down the haul road')).toContain('site-traffic-management');
    expect(await topicsOf('A job on a remote site, miles from anywhere')).toContain('first-aid-and-emergencies');
    expect(await topicsOf('The hire yard sent out a mixer')).toContain('work-equipment-inspection');
  });

  it('says the control an official page or the Regulations set for the job (thirteenth visitor set round)', async () => {
    const textOf = async (day: string) =>
      (await generateSafetyTalk(db, day)).talking_points.map(({ point, detail }) => `${point} ${detail}`).join(' ');
    expect(await textOf('Hiab lifting the trusses off the lorry')).toMatch(/planned/);
    expect(await textOf('Slinging the precast with chain slings and shackles')).toMatch(/thoroughly examined/);
    expect(await textOf('Kango breaking out the yard all week')).toMatch(/hearing check/);
    expect(await textOf('Going into the sewer chamber to clear a blockage')).toMatch(/ventilat/);
    expect(await textOf('Tippers running under the ESB wires')).toMatch(/goalposts/);
    expect(await textOf('Drilling with the power tools and extension leads')).toMatch(/visual check/);
    expect(await textOf('Fixing track with the cartridge tool')).toMatch(/Eye protection/);
    expect(await textOf('Lashing rain and the lads soaked through')).toMatch(/drying room/);
  });

  it('does not take power tools for power lines', async () => {
    const talk = await generateSafetyTalk(db, 'Charging the power tools in the container');
    expect(talk.point_topics).not.toContain('overhead-power-lines');
  });

  it('is deterministic', async () => {
    const text = 'Pouring the slab with the concrete pump, then cutting blocks with the con saw';
    expect(await generateSafetyTalk(db, text)).toEqual(await generateSafetyTalk(db, text));
  });

  it('gives general site-safety points and says so when no construction activity is described', async () => {
    const talk = await generateSafetyTalk(db, 'I would like a recipe for brown bread please');
    expect(talk.error).toBe(NO_ACTIVITY_NOTE);
    expect(new Set(talk.point_topics)).toEqual(new Set(['general-site-safety']));
    expect(talk.talking_points.length).toBeGreaterThanOrEqual(TALK_SIZE.min);
    expect(talk.activities).toEqual([]);
  });

  it('says which activities it left out when there are too many for one talk', async () => {
    const talk = await generateSafetyTalk(
      db,
      'Scaffolding. Excavation. Welding. Asbestos removal. Crane lift. Confined space entry. Roadworks. Kerb cutting with the con saw. Night shift.',
    );
    expect(talk.talking_points).toHaveLength(TALK_SIZE.max);
    expect(talk.error).toMatch(/Give these their own talk: /);
  });
});
