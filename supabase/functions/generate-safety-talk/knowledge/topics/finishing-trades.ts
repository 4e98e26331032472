// Second-fix and finishing trades: plaster, screed, tiles, boards, paint and
// insulation, where the harm is mostly to skin, lungs and backs.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { GA } from './instruments.ts';

const DIISOCYANATES = 'Commission Regulation (EU) 2020/1149 (REACH restriction on diisocyanates)';

// Dated rule: stated in the first point of each topic that gives it, recorded under `dates`.
const DIISOCYANATE_TRAINING_SAID =
  'Since 24 August 2023, anyone using products with 0.1% or more diisocyanates at work must first complete training in their safe use, renewed at least every five years.';
const DIISOCYANATE_FIGURE =
  'Since 24 August 2023, products containing 0.1% or more diisocyanates by weight may be used at work only by people who have completed training in their safe use, renewed at least every five years.';

export const finishingTradeTopics: readonly SafetyTopic[] = [
  {
    slug: 'plastering-and-screeding',
    title: 'Plastering, rendering and screeding',
    severity: 2,
    summary: 'Plasterers and screeders handle wet cement and lime all day, kneel for hours and mix bagged materials that raise dust.',
    triggers: [
      'plastering',
      'plasterer',
      'skimming',
      'rendering',
      'render',
      'screed',
      'screeding',
      'floor screed',
      'sand cement',
      'liquid screed',
      'pumped screed',
      'dashing',
      'pebble dash',
      'scratch coat',
      'mixing plaster',
      'lime plaster',
    ],
    points: [
      {
        point: 'Keep wet cement off your skin',
        detail: 'Waterproof gloves, long sleeves and knee pads. Wet screed and render burn without warning; wash splashes off at once.',
      },
      {
        point: 'Mix where the dust goes away from you',
        detail: 'Open and mix bags outdoors or with extraction, pour low, and wear a mask when the dust rises.',
      },
      {
        point: 'Check the bag\u2019s date',
        detail: 'Cement past its storage date may have lost the additive that stops chromium allergy. Use stock in date order.',
      },
      {
        point: 'Save your knees and back',
        detail: 'Use long-handled tools, knee pads, and a pump or mixer close to the work rather than carrying buckets up stairs.',
      },
    ],
    legal: {
      figure:
        'Cement kept below 0.0002% soluble chromium (VI), the cause of cement allergy, by a reducing agent must show its packing date and storage period on the bag, because the reducer stops working after it.',
      instrument: 'Regulation (EC) No 1272/2008 (CLP), Annex II',
    },
    sources: [sources.cementChromium, sources.chemicalAgents, sources.manualHandling],
  },
  {
    slug: 'tiling',
    title: 'Tiling and tile cutting',
    severity: 2,
    summary: 'Tilers cut ceramic and stone tiles that release silica dust, handle adhesives and grout, and spend long hours kneeling.',
    triggers: [
      'tiling',
      'tiler',
      'tiles',
      'tile cutting',
      'cutting tiles',
      'porcelain tiles',
      'floor tiles',
      'wall tiles',
      'grouting',
      'tile adhesive',
      'wet saw',
      'tile saw',
    ],
    points: [
      {
        point: 'Cut with water or a score-and-snap cutter',
        detail: 'Use a wet saw or manual cutter; dry-cutting porcelain and stone with a grinder fills the room with silica dust.',
      },
      {
        point: 'Wet saw on 110V or an RCD, leads kept out of the water',
        detail:
          'A tile saw runs in water: plug it into a 110V supply or through an RCD, keep the plug and lead off the wet floor, and check the cable before use.',
      },
      {
        point: 'Mask when dust is made',
        detail: 'Wear a fitted FFP3 mask for any dry cutting or grinding, and vacuum rather than sweep.',
      },
      {
        point: 'Protect your skin',
        detail: 'Cement-based adhesive and grout can burn and cause dermatitis. Gloves on, wash before breaks.',
      },
      {
        point: 'Knees and backs',
        detail: 'Knee pads, kneeling mats and breaks to stand up. Large-format tiles need two people or a lifter.',
      },
    ],
    legal: {
      figure: 'The occupational exposure limit for respirable crystalline silica dust is 0.1 mg/m\u00b3 averaged over an 8-hour day.',
      instrument:
        'Safety, Health and Welfare at Work (Carcinogens, Mutagens and Reprotoxic Substances) Regulations 2024, giving effect to Directive (EU) 2017/2398',
    },
    sources: [sources.carcinogens, sources.carcinogenLimits, sources.chemicalAgents, sources.electricity],
  },
  {
    slug: 'drylining',
    title: 'Drylining and plasterboard',
    severity: 3,
    summary:
      'Drylining means carrying and lifting heavy boards, working overhead from hop-ups, and sanding joint compound that raises dust; a stack of sheets stood against a wall can topple onto whoever pulls one out.',
    triggers: [
      'drylining',
      'dry lining',
      'dryliner',
      'plasterboard',
      // 'Slabbing' is plasterboarding, but its stem is a concrete slab's: only with what is slabbed.
      'slabbing the walls',
      'slabbing the ceilings',
      'stud partitions',
      'metal studs',
      'ceiling boards',
      'taping joints',
      'sanding joints',
      'board lifter',
      'plasterboard sheets',
    ],
    points: [
      {
        point: 'Boards are a two-person or a lifter job',
        detail: 'Full sheets are heavy and awkward. Carry them with two people on edge, and use a board lifter for ceilings.',
      },
      {
        point: 'Store the sheets flat, never stood up against a wall',
        detail:
          'Boards leaned against a wall slide and fall together and can crush the person pulling one out. Lay the delivery flat on bearers on a floor that takes the weight, or keep it in a purpose-made rack, and take sheets off one at a time.',
      },
      {
        point: 'Proper platforms for ceilings',
        detail: 'Use hop-ups, podiums or towers with guard-rails, never buckets, trestles on boards or the top of a stepladder.',
      },
      {
        point: 'Sand with extraction',
        detail: 'Use a sander connected to an extractor and wear a mask; jointing dust irritates lungs and eyes.',
      },
      {
        point: 'Keep offcuts and screws off the floor',
        detail: 'Clear as you go: offcuts, packaging and loose screws cause slips and trips in rooms full of trades.',
      },
    ],
    legal: {
      figure:
        'The Regulations set no maximum weight: the employer must avoid manual handling that risks injury, by organising the work or with mechanical equipment, and where it cannot be avoided must assess the load, the effort, the workplace and the demands of the task and reduce the risk, particularly of back injury.',
      instrument: `${GA}, Part 2, Chapter 4 (Manual Handling of Loads)`,
    },
    sources: [sources.manualHandling, sources.workAtHeight, sources.stackedBoards],
  },
  {
    slug: 'painting-and-spraying',
    title: 'Painting, spraying and coatings',
    severity: 3,
    summary:
      'Paints, solvents and two-pack coatings give off vapours that harm the lungs, skin and brain, and isocyanates in spray coatings cause occupational asthma.',
    triggers: [
      'painting',
      'painter',
      'decorating',
      'decorator',
      'spray painting',
      'spraying',
      'airless sprayer',
      'two-pack',
      '2k paint',
      'isocyanate',
      'isocyanates',
      'solvent',
      'thinners',
      'varnish',
      'floor coating',
      'epoxy coating',
      'polyurethane',
      'intumescent paint',
    ],
    points: [
      {
        point: 'Trained before you use isocyanates',
        detail: `${DIISOCYANATE_TRAINING_SAID} Check the label and safety data sheet for diisocyanates before you open a tin.`,
      },
      {
        point: 'Ventilate, and wear the RPE the job needs',
        detail:
          'Work with doors and windows open or forced ventilation, and get out of the vapour if you cannot clear it. Spraying two-pack coatings needs air-fed breathing apparatus (RPE), not a dust mask.',
      },
      {
        point: 'Skin and eyes',
        detail: 'Wear the gloves the safety data sheet names (often nitrile, not latex), overalls and eye protection.',
      },
      {
        point: 'No flames near solvents',
        detail: 'Solvent vapour is flammable. No smoking, hot work or sparks nearby, and store tins closed and away from heat.',
      },
    ],
    legal: { figure: DIISOCYANATE_FIGURE, instrument: DIISOCYANATES },
    sources: [sources.diisocyanates, sources.chemicalAgents, sources.chemicalAgentsCode],
    dates: [
      {
        on: '2023-08-24',
        kind: 'starts',
        measure: 'the REACH training requirement for diisocyanates',
        said: DIISOCYANATE_TRAINING_SAID,
        source: sources.diisocyanates,
      },
    ],
  },
  {
    slug: 'insulation-work',
    title: 'Insulation: mineral wool, boards and spray foam',
    severity: 2,
    summary:
      'Fitting insulation irritates skin, eyes and lungs, often happens in lofts with fragile ceilings, and spray foam gives off isocyanates.',
    triggers: [
      'insulation',
      'insulating',
      'mineral wool',
      'rockwool',
      'glass wool',
      'fibreglass',
      'loft insulation',
      'spray foam',
      'pir boards',
      'kingspan',
      'cavity wall insulation',
      'external insulation',
      'ewi',
      'pumped beads',
      'attic insulation',
    ],
    points: [
      {
        point: 'Spray foam needs training and air-fed masks',
        detail: `${DIISOCYANATE_TRAINING_SAID} Keep everyone else out while foam is sprayed and until it has cured.`,
      },
      {
        point: 'Cover up for mineral wool',
        detail: 'Long sleeves, gloves, goggles and a mask when cutting or laying wool; wash skin and clothes afterwards.',
      },
      {
        point: 'Walk on joists or boards, not the ceiling',
        detail: 'In lofts, crawl boards across the joists: a foot through the plasterboard is a fall through the ceiling.',
      },
      {
        point: 'Cut boards outside or with extraction',
        detail: 'Cutting foil-backed boards makes fine dust; use a saw with extraction or a knife where possible.',
      },
    ],
    legal: { figure: DIISOCYANATE_FIGURE, instrument: DIISOCYANATES },
    sources: [sources.diisocyanates, sources.chemicalAgents, sources.workAtHeight],
    dates: [
      {
        on: '2023-08-24',
        kind: 'starts',
        measure: 'the REACH training requirement for diisocyanates',
        said: DIISOCYANATE_TRAINING_SAID,
        source: sources.diisocyanates,
      },
    ],
  },
];
