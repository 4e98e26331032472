// Occupational health: the harm that builds up over years (dust, noise,
// vibration, chemicals, lifting) and kills or disables more workers than accidents.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';

// Rules in force from a date. Each sentence opens its topic's first point,
// which every talk about the topic includes, and is recorded with its date
// under `dates` so a test can tell when the wording needs to change.
const ASBESTOS_RULES_SAID =
  'Since 21 December 2025, the Exposure to Asbestos Regulations 2006 to 2025 require every structure to be assessed for asbestos before any work starts, and an HSA permit before anyone carries out asbestos work.';
const SILICA_RULES_SAID =
  'Silica dust from cutting, grinding and drilling concrete, stone and blocks is covered by the Carcinogens, Mutagens and Reprotoxic Substances Regulations 2024, in force since 5 April 2024.';
const WOOD_DUST_RULES_SAID =
  'Hardwood dust is covered by the Carcinogens, Mutagens and Reprotoxic Substances Regulations 2024, in force since 5 April 2024.';

export const healthTopics: readonly SafetyTopic[] = [
  {
    slug: 'manual-handling',
    title: 'Manual handling',
    severity: 3,
    summary: 'Lifting, carrying and awkward postures cause the back and joint injuries that keep most construction workers off work.',
    triggers: [
      'manual handling',
      'lifting by hand',
      'carrying',
      'carry',
      'heavy load',
      'blocks',
      'block',
      'bricks',
      'kerbs',
      'slabs',
      'bags of cement',
      'plasterboard',
      'bricklaying',
      'blocklaying',
      'brickie',
      'bricklayer',
      'labourer',
      'shifting',
      'moving materials',
      'pallet',
    ],
    points: [
      {
        point: 'Use the machine, not your back',
        detail: 'Get materials as close to the work as possible with the teleporter, hoist or a trolley before anyone lifts them by hand.',
      },
      {
        point: 'Size up the load before you lift',
        detail:
          'Check the weight on the bag or the delivery docket, the grip and the route. Blocks and kerbs are often heavier than they look; split loads or get help.',
      },
      {
        point: 'Keep the load close and do not twist',
        detail:
          'Hold the load against your body, turn with your feet instead of twisting, and set loads down at a height that saves stooping. Good technique helps, but it does not make a load that is too heavy safe.',
      },
      {
        point: 'Two-person lifts for long or heavy items',
        detail: 'Plasterboard sheets, kerbs, lintels and steel need a team lift with one person calling it, or a lifting aid.',
      },
      {
        point: 'Heavy blocks: the lightest block, delivered close',
        detail:
          'The heavier the block, the higher the risk, and laying above the shoulder or below the knee adds to it. Use the lightest block the design allows, get blocks landed beside where they are laid rather than loaded out by hand, and move them with pallet or sack trucks.',
      },
      {
        point: 'Change tasks and report pain early',
        detail:
          'Long spells of stooping, kneeling or overhead work wear joints out. Rotate jobs and tell your supervisor about aches before they become injuries.',
      },
    ],
    legal: {
      figure:
        'The Regulations set no maximum weight: the employer must avoid manual handling that risks injury, by organising the work or with mechanical equipment, and where it cannot be avoided must carry out a risk assessment of the load, the effort, the workplace and the demands of the task and reduce the risk, particularly of back injury.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 4 (Manual Handling of Loads)',
    },
    sources: [sources.manualHandling, sources.manualHandlingOverview, sources.manualHandlingFaq, sources.heavyBlocks],
  },
  {
    slug: 'asbestos',
    title: 'Asbestos',
    severity: 5,
    summary:
      'Any building built or refurbished before 2004 can contain asbestos, whose fibres cause cancers that can take 15 to 60 years to develop.',
    triggers: [
      'asbestos',
      'refurbishment',
      'refurb',
      'renovation',
      'soft strip',
      'strip out',
      'stripping out',
      'lagging',
      'artex',
      'ceiling tiles',
      'fibre cement',
      'pipe insulation',
      'boiler house',
      'demolition',
    ],
    points: [
      {
        point: 'Find the asbestos before any work starts',
        detail: `${ASBESTOS_RULES_SAID} Any building built or refurbished before 2004 can contain asbestos, so ask where the survey found it before you drill, cut or strip.`,
      },
      {
        point: 'Trained to spot it, and if you suspect it, stop',
        detail:
          'Everyone whose work could disturb asbestos has asbestos awareness training, and anyone who may be exposed to its dust has specific training for the job and its equipment. Old lagging, ceiling tiles, textured coatings, cement sheets and floor tiles can all contain asbestos. Stop work, keep people out and tell your supervisor.',
      },
      {
        point: 'Asbestos removal is for specialists, inside a sealed enclosure',
        detail:
          'It is planned and carried out by trained specialists with enclosures, the right RPE and decontamination. Work that must be notified has to reach the HSA at least 10 days before it starts, with the plan of work and a site-specific risk assessment.',
      },
      {
        point: 'Never sweep or blow dust you are unsure of',
        detail: 'Dry sweeping and compressed air spread fibres. Leave it alone and get it assessed.',
      },
      {
        point: 'The damage shows up decades later',
        detail:
          'Asbestos diseases, mainly cancers of the chest and lungs such as mesothelioma, can take 15 to 60 years to develop, long after the dust is forgotten. Treat every exposure as harmful.',
      },
    ],
    legal: {
      figure:
        'Notifiable asbestos work must be notified so the HSA has it at least 10 days before the work starts, with the plan of work and a site-specific risk assessment, and since 21 December 2025 the exposure limit is 0.01 fibres per cm³ of air.',
      instrument: 'Safety, Health and Welfare at Work (Exposure to Asbestos) Regulations 2006 to 2025',
    },
    sources: [
      sources.asbestos,
      sources.asbestosChanges,
      sources.asbestosNotifications,
      sources.asbestosFaqs,
      sources.asbestosWhatIs,
      sources.asbestosGuidelines,
      sources.asbestosTraining,
    ],
    dates: [
      {
        on: '2025-12-21',
        kind: 'starts',
        measure: 'the Exposure to Asbestos (Amendment) Regulations 2025',
        said: ASBESTOS_RULES_SAID,
        source: sources.asbestos,
      },
    ],
  },
  {
    slug: 'silica-dust',
    title: 'Silica dust',
    severity: 4,
    summary:
      'Cutting, grinding, drilling and demolishing concrete, stone, brick, blocks and tiles releases respirable crystalline silica, which causes silicosis, lung cancer and COPD.',
    triggers: [
      'silica',
      'dust',
      'cutting concrete',
      'cutting blocks',
      'cutting kerbs',
      'cut-off saw',
      'consaw',
      'con saw',
      'quick cut',
      'chasing',
      'wall chaser',
      'scabbling',
      'scabbler',
      'grinding concrete',
      'core drilling',
      'stone cutting',
      'tile cutting',
      'raking out',
      'repointing',
      'new opening',
      'opes',
      'window ope',
      'door ope',
      'knocking through',
      'knock through',
      'breaking out',
      'kango',
      'breaker',
    ],
    points: [
      {
        point: 'Cut wet or with extraction, never dry',
        detail: `${SILICA_RULES_SAID} Use water suppression on cut-off saws and on-tool dust extraction on grinders, chasers and drills: the dust you can\u2019t see does the damage. Water and extraction do not catch it all, so wear your FFP3 mask (RPE) as well.`,
      },
      {
        point: 'Wear the right mask, fitted to you',
        detail:
          'Use the RPE provided, normally an FFP3 or better, face-fit tested for you. It does not seal if you are not clean-shaven where it meets the face.',
      },
      {
        point: 'Order pre-cut where you can',
        detail: 'Planning the job so fewer cuts are made on site is the surest way to reduce dust.',
      },
      {
        point: 'Keep others out of the dust cloud',
        detail: 'Position cutting away from other workers and the public, and clean up with a vacuum or by wetting, not dry sweeping.',
      },
      {
        point: 'Silica damage is permanent',
        detail: 'Silicosis, lung cancer and COPD develop over years and do not heal. Health checks are there to catch it early.',
      },
    ],
    legal: {
      figure: 'The occupational exposure limit for respirable crystalline silica dust is 0.1 mg/m³ averaged over an 8-hour day.',
      instrument:
        'Safety, Health and Welfare at Work (Carcinogens, Mutagens and Reprotoxic Substances) Regulations 2024, giving effect to Directive (EU) 2017/2398',
    },
    sources: [sources.carcinogens, sources.chemicalAgentsCode, sources.silicaCampaign, sources.chemicalAgents, sources.carcinogenLimits],
    dates: [
      {
        on: '2024-04-05',
        kind: 'starts',
        measure: 'the Carcinogens, Mutagens and Reprotoxic Substances Regulations 2024',
        said: SILICA_RULES_SAID,
        source: sources.carcinogens,
      },
    ],
  },
  {
    slug: 'wood-dust',
    title: 'Wood dust',
    severity: 3,
    summary: 'Hardwood and MDF dust from sawing and sanding causes asthma and, for hardwood, nasal cancer.',
    triggers: [
      'wood dust',
      'sanding',
      'sawing timber',
      'cutting timber',
      'mdf',
      'hardwood',
      'joinery',
      'carpentry',
      'chippy',
      'carpenter',
      'skirting',
      'floorboards',
      'chop saw',
      'mitre saw',
    ],
    points: [
      {
        point: 'Extraction on saws and sanders',
        detail: `${WOOD_DUST_RULES_SAID} Use tools fitted with dust extraction connected to a suitable vacuum, and empty it safely.`,
      },
      {
        point: 'Cut outside or in a ventilated area',
        detail: 'Set up cutting stations where dust is carried away from you and from other trades.',
      },
      {
        point: 'Masks when extraction is not enough',
        detail: 'Wear the FFP3 mask provided for sanding and MDF cutting, and clean up with a vacuum, not a brush or airline.',
      },
      {
        point: 'Report wheezing or a constantly blocked nose',
        detail: 'These can be early signs of occupational asthma or sensitisation. Tell your supervisor early.',
      },
    ],
    legal: {
      figure: 'The occupational exposure limit for hardwood dust is 2 mg/m³ averaged over an 8-hour day.',
      instrument:
        'Safety, Health and Welfare at Work (Carcinogens, Mutagens and Reprotoxic Substances) Regulations 2024, giving effect to Directive (EU) 2017/2398',
    },
    sources: [sources.carcinogens, sources.chemicalAgentsCode, sources.chemicalAgents, sources.carcinogenLimits],
    dates: [
      {
        on: '2024-04-05',
        kind: 'starts',
        measure: 'the Carcinogens, Mutagens and Reprotoxic Substances Regulations 2024',
        said: WOOD_DUST_RULES_SAID,
        source: sources.carcinogens,
      },
    ],
  },
  {
    slug: 'noise',
    title: 'Noise and hearing',
    severity: 3,
    summary: 'Breakers, compactors, saws and plant cause permanent hearing loss and tinnitus when exposure is not controlled.',
    triggers: [
      'noise',
      'noisy',
      'loud',
      'breaker',
      'kango',
      'jackhammer',
      'piling',
      'cut-off saw',
      'consaw',
      'con saw',
      'hearing protection',
      'ear defenders',
      'compressor',
      'crusher',
      'generator',
      'compactor',
      'whacker plate',
      'wacker plate',
      'poker',
      'hammer drill',
      'chipping hammer',
      'scabbler',
      'needle gun',
      'cartridge tool',
    ],
    points: [
      {
        point: 'If you have to shout at two metres, it is too loud',
        detail: 'That usually means noise is around or over 85 dB(A), the level where hearing protection must be worn.',
      },
      {
        point: 'Wear hearing protection in the marked zones',
        detail: 'Ear defenders or plugs only work if they are worn the whole time. Fit plugs properly and keep defenders clean.',
      },
      {
        point: 'Quieter ways of working first',
        detail:
          'Use quieter tools and methods, keep compressors and generators closed up and away from where people work, and keep other trades clear of noisy jobs.',
      },
      {
        point: 'Hearing checks for those exposed: hearing loss does not come back',
        detail:
          'The law sets action levels of 80 and 85 dB(A) and a limit of 87 dB(A). Anyone exposed above 85 dB(A) is offered a hearing check by a doctor, and above 80 dB(A) preventive audiometric testing (health surveillance), so damage is caught early: take it. Ringing ears after a shift are a warning.',
      },
    ],
    legal: {
      figure:
        'The lower exposure action value is 80 dB(A) (135 dB(C) peak), the upper one 85 dB(A) (137 dB(C) peak), and the limit is 87 dB(A) (140 dB(C) peak), the limit being measured with any hearing protection worn; above 85 dB(A) the employer offers a hearing check by a doctor, and above 80 dB(A) preventive audiometric testing.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 5, Chapter 1 (Control of Noise at Work)',
    },
    sources: [sources.noise, sources.constructionNoise, sources.noiseHealthSurveillance],
  },
  {
    slug: 'hand-arm-vibration',
    title: 'Hand-arm vibration',
    severity: 3,
    summary: 'Long use of breakers, grinders and compactors damages the nerves and blood vessels in the hands (HAVS).',
    triggers: [
      'vibration',
      'vibrating tools',
      'breaker',
      'kango',
      'jackhammer',
      'hammer drill',
      'compactor',
      'whacker plate',
      'wacker plate',
      'poker',
      'needle gun',
      'grinder',
      'breaking out',
      'sds',
      'sds drill',
      'rotary hammer',
      'wall chaser',
    ],
    points: [
      {
        point: 'Limit trigger time',
        detail: 'Every tool has a vibration level. Know how long you can use it in a day and rotate the job between people.',
      },
      {
        point: 'Low-vibration tools, well maintained',
        detail:
          'Pick the tool that does the job with the least vibration (a low-vibration model, handles that damp the shaking), keep bits and chisels sharp and the kit maintained. Blunt tools shake more and work slower.',
      },
      {
        point: 'Warm clothing against cold and damp',
        detail:
          'Cold hands make vibration damage worse. Where the exposure action value is exceeded the employer provides clothing that protects against cold and damp: wear the gloves and warm gear, and take breaks somewhere warm.',
      },
      {
        point: 'Report tingling, numbness or white fingers',
        detail: 'These are early signs of hand-arm vibration syndrome. Caught early it can be stopped from getting worse.',
      },
    ],
    legal: {
      figure:
        'For hand-arm vibration the daily exposure action value is 2.5 m/s² and the limit value 5 m/s², both averaged over 8 hours (A(8)).',
      instrument:
        'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 5, Chapter 2 (Control of Vibration at Work)',
    },
    sources: [sources.vibration, sources.vibrationProgramme],
  },
  {
    slug: 'lead-work',
    title: 'Lead: old pipework, flashings and lead paint',
    severity: 3,
    summary:
      'Cutting or stripping old lead pipes and flashings, or sanding and burning old lead paint, makes lead dust and fume that is breathed in or swallowed from dirty hands, and it builds up in the body.',
    triggers: [
      'lead pipework',
      'lead pipes',
      'lead pipe',
      'lead flashing',
      'lead flashings',
      'lead paint',
      'lead-based paint',
      'leadwork',
      'old paint',
      'stripping paint',
      'paint stripping',
      'burning off paint',
    ],
    points: [
      {
        point: 'Wash your hands before you eat, drink or smoke',
        detail:
          'Lead gets in mostly from dirty hands and from dust breathed in. Wash hands and face before every break, and never eat, drink or smoke in the work area.',
      },
      {
        point: 'Keep the lead dust down',
        detail:
          'Cut old pipe with cutters rather than a grinder, never dry-sand or burn off old paint without controls, and vacuum rather than sweep.',
      },
      {
        point: 'Work clothes stay at work',
        detail: 'Keep work clothes and boots apart from your own, so you do not bring lead dust home to your family.',
      },
      {
        point: 'Blood tests where the exposure is significant',
        detail:
          'Anyone whose lead exposure is significant is under health surveillance with blood-lead tests. Tell your supervisor about headaches, tiredness or stomach pains.',
      },
    ],
    legal: {
      figure:
        'Lead and its compounds have a binding exposure limit and a biological limit value in blood: the employer must assess and control the exposure, take hygiene measures and keep anyone significantly exposed under health surveillance.',
      instrument: 'Safety, Health and Welfare at Work (Chemical Agents) Regulations 2001 to 2021',
    },
    sources: [sources.chemicalAgents, sources.chemicalAgentsCode, sources.leadPrecautions, sources.leadAtRisk],
  },
  {
    slug: 'chemicals-and-cement',
    title: 'Chemicals and cement burns',
    severity: 3,
    summary: 'Wet cement causes serious alkaline burns and dermatitis, and solvents, resins and fuels harm lungs and skin.',
    triggers: [
      'cement',
      'mortar',
      'screed',
      'render',
      'rendering',
      'plastering',
      'grout',
      'chemical',
      'solvent',
      'resin',
      'adhesive',
      'sealant',
      'epoxy',
      'bitumen',
      'fuel',
      'diesel',
      'bricklaying',
      'blocklaying',
    ],
    points: [
      {
        point: 'Wet cement burns',
        detail:
          'Cement is strongly alkaline. Kneeling in wet concrete or getting it in your boots or gloves can cause deep burns without pain at first. Wash it off at once.',
      },
      {
        point: 'Gloves, long sleeves and eye protection',
        detail: 'Use waterproof gloves and keep concrete and mortar out of boots and off skin. Goggles when mixing or pouring.',
      },
      {
        point: 'List your chemicals and read each safety data sheet',
        detail:
          'Start with an inventory of every product on site, what it is, how much and where it is kept, including waste and what the work itself gives off. For each chemical, know the hazards, the PPE needed and the first aid before using it, and keep products in labelled containers.',
      },
      {
        point: 'Ventilate when using solvents and resins',
        detail: 'Work in well-ventilated areas, use the respirator specified, and keep ignition sources away from flammable products.',
      },
      {
        point: 'Wash before eating and look after your skin',
        detail:
          'Use the washing facilities before breaks, and report dry, cracked or itchy skin: dermatitis is common in trades handling cement.',
      },
    ],
    legal: {
      figure:
        'Cement kept below 0.0002% soluble chromium (VI), the cause of cement allergy, by a reducing agent must show its packing date and storage period on the bag, because the reducer stops working after it.',
      instrument: 'Regulation (EC) No 1272/2008 (CLP), Annex II',
    },
    sources: [sources.chemicalAgents, sources.ppe, sources.cementChromium, sources.chemicalsRiskAssessment],
  },
  {
    slug: 'leptospirosis-biological',
    title: 'Leptospirosis and biological hazards',
    severity: 3,
    summary:
      'Work in drains, sewers, ditches and near stagnant water can expose workers to leptospirosis (Weil\u2019s disease) and sewage infections.',
    triggers: [
      'sewer',
      'sewage',
      'foul drain',
      'ditch',
      'stagnant water',
      'rats',
      'vermin',
      'leptospirosis',
      'weil',
      'septic tank',
      'waste water',
      'pigeon droppings',
    ],
    points: [
      {
        point: 'Cover cuts and wear gloves',
        detail:
          'Leptospirosis gets in through cuts and the eyes and mouth. Cover cuts with waterproof plasters and wear waterproof gloves.',
      },
      {
        point: 'Wash before eating, drinking or smoking',
        detail: 'Use the welfare facilities and never eat with hands that have been in drain water or soil.',
      },
      {
        point: 'Tell your GP about your work if you feel unwell',
        detail: 'Flu-like illness after working in drains or water should be checked, and mention the work so leptospirosis is considered.',
      },
      {
        point: 'Keep rats away from the site',
        detail: 'Keep food waste in closed bins and report signs of rats to your supervisor.',
      },
    ],
    legal: {
      figure:
        'Employers must assess the risk from biological agents such as the leptospira in rat urine, reduce exposure, and provide washing facilities and protective clothing.',
      instrument: 'Safety, Health and Welfare at Work (Biological Agents) Regulations 2013',
    },
    sources: [sources.biologicalAgents],
  },
  {
    slug: 'radon',
    title: 'Radon in basements and ground-floor workplaces',
    severity: 3,
    summary:
      'Radon, a radioactive gas from the ground with no colour, smell or taste, builds up in basements and ground-floor rooms and causes lung cancer in the people who work there for years.',
    triggers: ['radon', 'high radon area', 'radon barrier', 'radon membrane', 'radon sump', 'radon test'],
    points: [
      {
        point: 'A basement or ground-floor workplace in a High Radon Area is tested',
        detail:
          'Where the finished space will be a workplace at basement or ground-floor level in a High Radon Area (on the EPA\u2019s radon map), the employer must have it tested for radon; only detectors left in place can measure it. Tell the client before handover.',
      },
      {
        point: 'Above 300 Bq/m\u00b3 it must be brought down',
        detail:
          'The reference level for workplaces is 300 becquerels per cubic metre: a result above it means the employer must have remedial work done as soon as practicable.',
      },
      {
        point: 'It comes in through the floor',
        detail:
          'Radon seeps from the ground through small cracks in floor slabs and gaps around pipes and cables. Whatever barrier or sump the design gives the floor, keep it intact and seal every penetration you make through it.',
      },
      {
        point: 'The risk is lung cancer, worse for smokers',
        detail:
          'Radon is a Group 1 carcinogen and the second biggest cause of lung cancer in Ireland, and smokers exposed to it are at much greater risk.',
      },
    ],
    legal: {
      figure:
        'Employers must test workplaces at ground floor or basement level in High Radon Areas for radon; the reference level is 300 Bq/m\u00b3, above which remedial action is required.',
      instrument: 'Radiological Protection Act 1991 (Ionising Radiation) Regulations 2019 (S.I. No. 30 of 2019), Article 66',
    },
    sources: [sources.radonEmployers, sources.act],
  },
  {
    slug: 'lasers',
    title: 'Lasers on site',
    severity: 3,
    summary:
      'A powerful laser in the eye can damage the sight for good, even blind, and burn the skin; setting-out lasers and laser pointers used carelessly put the crew around them at risk.',
    triggers: [
      'laser',
      'lasers',
      'laser level',
      'rotating laser',
      'rotary laser',
      'survey laser',
      'laser pointer',
      'laser scanner',
      'laser cutting',
    ],
    points: [
      {
        point: 'Never look into a laser beam or point one at anyone',
        detail:
          'A powerful laser can seriously damage the eye, up to blindness, and burn the skin. Shining a laser pointer into someone\u2019s face is not a joke: stop it and deal with it.',
      },
      {
        point: 'Know the class of every laser on site',
        detail:
          'Check each laser\u2019s class and the maker\u2019s instructions before setting it up: the higher the class, the more hazardous the beam.',
      },
      {
        point: 'Set the beam out of people\u2019s eyes',
        detail:
          'Set levels and survey lasers so the beam does not sweep across head height where others are working, warn the trades around you, and switch it off when it is not in use.',
      },
      {
        point: 'Trained users only for the powerful ones',
        detail:
          'Only people told about the risks and trained in its use set up a laser that can harm the eye, with the eye protection its class calls for.',
      },
    ],
    legal: {
      figure:
        'Employers must assess and control the risks from artificial optical radiation such as lasers, keep exposure below the limit values and inform and train the workers exposed.',
      instrument:
        'Safety, Health and Welfare at Work (General Application) (Amendment) Regulations 2010 (Control of Artificial Optical Radiation at Work), S.I. No. 176 of 2010',
    },
    sources: [sources.opticalRadiation],
  },
];
