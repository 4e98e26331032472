// Days no topic covered until the breadth round of 29 November 2026 (docs/knowledge/safety-coverage.md):
// rope access, diesel plant working indoors, gas work in homes, underpinning, flat roofing, kitchen and
// bathroom fitting, and building work in a school, office, shop or hospital that stays open. Each is
// written in our own words from the official page named in its sources.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { GA } from './instruments.ts';

export const lessCommonWorkTopics: readonly SafetyTopic[] = [
  {
    slug: 'rope-access',
    title: 'Rope access and abseiling',
    severity: 5,
    summary:
      'Rope access teams hang on ropes to work on facades, towers, bridges and shafts, where a single rope, a poor anchor or a slow rescue can kill.',
    triggers: [
      'rope access',
      'abseiling',
      'abseil',
      'abseiler',
      'abseilers',
      'on ropes',
      'bosun chair',
      'bosun\u2019s chair',
      'work positioning',
      'irata',
    ],
    points: [
      {
        point: 'Two ropes on two separate anchors',
        detail:
          'Every rope access set-up has a working line and a separate safety line, each on its own anchor, and the harness is connected to both. One line only where the risk assessment shows a second would be more dangerous.',
      },
      {
        point: 'A locking descender and a back-up that travels with you',
        detail:
          'The working line has a self-locking device that holds you if you lose control; the safety line has a fall arrester that moves with you. For long jobs a proper seat is rigged.',
      },
      {
        point: 'The rescue is ready before anyone goes over the edge',
        detail:
          'Someone hanging in a harness must be reached quickly. The team plans how to get a casualty down, with the kit and trained people at the top, before the first drop.',
      },
      {
        point: 'Trained technicians and checked kit',
        detail: 'Only trained, supervised rope access workers, with harnesses, ropes, anchors and devices checked before every use.',
      },
      {
        point: 'Tools tied on, the drop zone closed off',
        detail: 'Tools and materials are secured to the harness or seat, and the area below is barriered so nobody walks under the work.',
      },
    ],
    legal: {
      figure:
        'Rope access or positioning is allowed only with at least two separately anchored lines: a working line with safe means of going up and down and a self-locking system, and a safety line whose fall protection travels with the user, who wears a harness connected to both.',
      instrument: `${GA}, Part 4 (Work at Height), rope access or positioning technique`,
    },
    sources: [sources.ropeAccess, sources.personalFallProtection, sources.workAtHeight],
    broader: ['work-at-height', 'harnesses-and-fall-arrest'],
  },
  {
    slug: 'diesel-exhaust',
    title: 'Diesel exhaust from plant working indoors',
    severity: 3,
    summary:
      'Diesel dumpers, diggers, generators and vans running indoors, underground or in any closed-in space fill the air with exhaust whose fine soot causes lung cancer.',
    triggers: [
      'diesel exhaust',
      'diesel fumes',
      'diesel smoke',
      'exhaust smoke',
      'plant running indoors',
      'plant working indoors',
      'fumes building up',
      'tunnel',
      'tunnelling',
    ],
    points: [
      {
        point: 'Keep the engines out, or use electric',
        detail:
          'The best control is at the source: battery or electric plant inside, and generators and compressors left outside with their fumes blowing away from openings.',
      },
      {
        point: 'Engines off when not working',
        detail: 'No idling in a basement, shed or tunnel. Switch off between loads and never warm plant up inside.',
      },
      {
        point: 'Get the fumes out',
        detail:
          'Open up, and use fans or ducting to push fresh air through the work area; fit exhaust extraction or filters where a machine must run inside.',
      },
      {
        point: 'A well-kept engine gives off less',
        detail: 'How much exhaust an engine gives off depends on its condition and maintenance. Report plant blowing black smoke.',
      },
      {
        point: 'The harm builds up over years',
        detail:
          'Diesel exhaust is a known cause of lung cancer, and it carries carbon monoxide too. Tell the supervisor when fumes hang in the air.',
      },
    ],
    legal: {
      figure:
        'Diesel engine exhaust is a carcinogen with a workplace limit of 0.05 mg/m\u00b3 of air, measured as elemental carbon, in tunnel construction and underground mining as elsewhere.',
      instrument:
        'Safety, Health and Welfare at Work (Carcinogens, Mutagens and Reprotoxic Substances) Regulations 2024, giving effect to Directive 2004/37/EC, Annex III',
    },
    sources: [sources.dieselExhaustLimit, sources.dieselExhaustOshwiki, sources.carcinogens],
    broader: ['carbon-monoxide'],
  },
  {
    slug: 'gas-fitting',
    title: 'Gas work in homes: boilers, hobs, fires and gas pipework',
    severity: 5,
    summary:
      'Fitting, moving or disconnecting a gas boiler, hob, fire or the pipe to it can cause a gas leak, an explosion or carbon monoxide poisoning.',
    triggers: [
      'gas fitter',
      'gas fitting',
      'gas hob',
      'gas cooker',
      'gas fire',
      'gas meter',
      'gas pipework',
      'gas supply',
      'gas boiler',
      'boiler swap',
      'registered gas installer',
      'rgi',
      'disconnect the gas',
      'cap off the gas',
    ],
    points: [
      {
        point: 'Gas work in a home is for a Registered Gas Installer only',
        detail:
          'Installing, removing, repairing or replacing a gas fitting in a house, whether a boiler, hob, fire or the pipe to it, is illegal for anyone who is not an RGI. Nobody else on the crew touches it.',
      },
      {
        point: 'Gas made safe before the strip-out',
        detail: 'Before a kitchen, boiler or wall comes out, the RGI isolates and caps the gas. Treat any pipe you cannot trace as live.',
      },
      {
        point: 'Smell gas: no flames, no switches, get out',
        detail:
          'Put out flames, do not operate switches or start engines, get everyone out and call the Gas Networks Ireland emergency line.',
      },
      {
        point: 'Flues and vents are part of the job',
        detail:
          'A boiler or fire needs its flue and air vents clear. Boxing in, insulating or plastering over them can fill the house with carbon monoxide.',
      },
    ],
    legal: {
      figure:
        'Only a Registered Gas Installer may carry out gas works on natural gas fittings in homes, meaning their installation, removal, repair or replacement; it is illegal for anyone else to do them.',
      instrument:
        'Energy (Miscellaneous Provisions) Act 2006 and the regulator\u2019s designation of domestic gas works (Commission for Regulation of Utilities)',
    },
    sources: [sources.domesticGasWorks, sources.rgiCriteria, sources.carbonMonoxideGni],
    broader: ['carbon-monoxide'],
  },
  {
    slug: 'underpinning',
    title: 'Underpinning a standing wall',
    severity: 5,
    summary:
      'Underpinning digs out under a standing wall to carry it deeper, so a hole opened too far or left unsupported can bring the wall and the ground down on the people in it.',
    triggers: ['underpinning', 'underpin', 'underpins', 'lowering the floor'],
    points: [
      {
        point: 'Dig only what the engineer\u2019s design allows, in its order',
        detail:
          'Underpinning goes in a set sequence so most of the wall always stands on solid ground. Never open the next hole, or a longer one, without the engineer\u2019s say-so.',
      },
      {
        point: 'Support the sides and the wall above',
        detail:
          'Shore the sides of every hole and prop the wall as the temporary works design says. An unsupported hole under a loaded wall can collapse without warning.',
      },
      {
        point: 'Examined before anyone goes in, inspected every shift',
        detail:
          'A competent person examines the excavation before entry and inspects it daily, and again after rain, a collapse or any change to the propping.',
      },
      {
        point: 'Find the services and check the neighbours first',
        detail:
          'Drains, gas pipes and cables run under and beside old walls: locate them before digging, and report new cracks in the wall or the house next door at once.',
      },
      {
        point: 'A ladder in, spoil and plant back from the edge',
        detail: 'A safe way in and out of every hole, and no spoil, materials or machines loading the ground next to it.',
      },
    ],
    legal: {
      figure:
        'As the HSA words the rule, a competent person thoroughly examines an excavation before anyone enters it, inspects it daily or before each shift, and thoroughly examines it and its supports again every 7 days or after any alteration, with written records.',
      instrument: 'Safety, Health and Welfare at Work (Construction) Regulations 2013 (as explained by the HSA)',
    },
    sources: [sources.construction, sources.excavationsFaq, sources.excavationInspection, sources.temporaryWorksStandard],
    broader: ['excavations-and-trenches', 'propping-and-back-propping'],
  },
  {
    slug: 'flat-roofing',
    title: 'Flat roofing: torch-on felt, hot bitumen and single-ply',
    severity: 4,
    summary:
      'Flat roofers work beside open roof edges and rooflights with gas torches, hot bitumen and solvent adhesives, so falls and roof fires are the main dangers.',
    triggers: [
      'flat roof',
      'flat roofing',
      'torch-on',
      'torch on felt',
      'felting the roof',
      'felt roof',
      'roofing felt',
      'bitumen',
      'hot bitumen',
      'mastic asphalt',
      'single ply',
      'epdm',
      'rubber roof',
      'fibreglass roof',
      'grp roof',
    ],
    points: [
      {
        point: 'Edge protection round the roof before work starts',
        detail:
          'A flat roof is open on every side. Guard-rails, or a parapet high enough to stop a fall, go up before anyone works near an edge.',
      },
      {
        point: 'Rooflights and old roof decks are holes',
        detail: 'Cover or guard every rooflight, and treat an old deck as fragile until someone competent says it will hold you.',
      },
      {
        point: 'Torch-on is hot work',
        detail:
          'Work under a hot work permit, keep the flame away from timber, insulation and gaps at upstands and eaves, keep an extinguisher on the roof, and check for smouldering before you leave.',
      },
      {
        point: 'Gas bottles upright, secured and shut off',
        detail: 'Keep cylinders upright and away from the torch, check hoses, and close the cylinder valve at every break.',
      },
      {
        point: 'Hot bitumen and solvents',
        detail:
          'Hot bitumen burns deep: sleeves down, gloves and boots on. Primers and adhesives give off vapour, so read the safety data sheet and keep them away from flames.',
      },
    ],
    legal: {
      figure:
        'A place of work at height and the way to it must have suitable and sufficient edge protection and a surface with no gap a person could fall through.',
      instrument: `${GA}, Part 4 (Work at Height)`,
    },
    sources: [sources.placesAtHeight, sources.roofworkCode, sources.workplace, sources.explosiveAtmospheres, sources.hotTarBurns],
    broader: ['roof-work-fragile-surfaces', 'hot-work-and-fire'],
  },
  {
    slug: 'kitchen-and-bathroom-fitting',
    title: 'Kitchen and bathroom fitting',
    severity: 3,
    summary:
      'Fitters strip out old units, carry worktops and appliances, cut and fix in tight rooms, and need the gas, water and power made safe before they start.',
    triggers: [
      'kitchen fitting',
      'kitchen fitter',
      'kitchen fitters',
      'fitting the kitchen',
      'new kitchen',
      'kitchen units',
      'worktop',
      'worktops',
      'bathroom fitting',
      'bathroom fitter',
      'new bathroom',
      'sanitaryware',
      'vanity unit',
      'shower tray',
    ],
    points: [
      {
        point: 'Gas, power and water made safe before strip-out',
        detail:
          'A Registered Gas Installer disconnects and caps any gas, the electrics are isolated and new circuits left to a Registered Electrical Contractor, and the water is turned off.',
      },
      {
        point: 'Stone worktops: cut wet or in the workshop',
        detail:
          'Quartz and stone give off silica dust when cut. Have them cut to size by the supplier, or cut wet with extraction and a fitted mask.',
      },
      {
        point: 'Worktops and appliances are two-person lifts',
        detail:
          'Long worktops, stone tops, range cookers and baths are heavy and awkward: two people or a lifting aid, and plan the route through the house first.',
      },
      {
        point: 'Check the wall before you drill',
        detail: 'Pipes and cables run behind units and tiles. Scan before fixing rails, cabinets or shower screens.',
      },
      {
        point: 'Keep the room clear',
        detail: 'Packaging, offcuts and old units pile up fast in a small room: clear them as you go so nobody trips or cuts themselves.',
      },
    ],
    legal: {
      figure:
        'The Regulations set no maximum weight: the employer must avoid manual handling that risks injury, by organising the work or with mechanical equipment, and where it cannot be avoided must assess the load, the effort, the workplace and the demands of the task and reduce the risk.',
      instrument: `${GA}, Part 2, Chapter 4 (Manual Handling of Loads)`,
    },
    sources: [sources.manualHandling, sources.domesticGasWorks, sources.safeElectric, sources.carcinogens],
    broader: ['manual-handling'],
  },
  {
    slug: 'occupied-buildings',
    title: 'Working in schools, offices, shops and hospitals that stay open',
    severity: 3,
    summary:
      'Building work in a school, office, shop or hospital that stays open puts staff, pupils, patients and customers beside dust, noise, deliveries and open work areas.',
    triggers: [
      'occupied building',
      'school extension',
      'in the school',
      'school is open',
      'school stays open',
      'fit-out',
      'fit out',
      'office fit-out',
      'shop fit-out',
      'shopfitting',
      'staff still working',
      'open to the public',
      'nursing home',
      'in the hospital',
      'live environment',
    ],
    points: [
      {
        point: 'Wall the work off from the people who use the building',
        detail:
          'Hoarding, locked doors and a separate way in for the crew, so no pupil, patient, customer or member of staff can walk into the work area.',
      },
      {
        point: 'Keep their escape routes open',
        detail:
          'Never block a fire exit, corridor or stairs the building relies on; agree any change with the building\u2019s manager first.',
      },
      {
        point: 'Agree the noisy, dusty and heavy work times',
        detail:
          'Deliveries, lifts and loud or dusty jobs go outside opening hours, class changes or visiting times, as agreed with the person in charge of the building.',
      },
      {
        point: 'Keep the dust and fumes in',
        detail: 'Seal the work area, cut with extraction and clean up without raising dust, so it does not spread through the building.',
      },
      {
        point: 'Vehicles kept apart from pupils and the public',
        detail: 'Deliveries and plant come and go through a controlled gate with a banksman, never through a yard or car park in use.',
      },
    ],
    legal: {
      figure:
        'An employer must manage the work so that people who are not employees, such as the staff, pupils, patients and customers of an occupied building, are not exposed to risk from it.',
      instrument: 'Safety, Health and Welfare at Work Act 2005 (duties to people who are not employees)',
    },
    sources: [sources.generalDuties, sources.act, sources.workplace],
    broader: ['public-protection-site-boundaries'],
  },
];
