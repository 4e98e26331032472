// Breaking, cutting, chasing and propping concrete and masonry: dust,
// vibration and collapse on the jobs groundworkers and labourers do daily.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { GA } from './instruments.ts';

const CMR =
  'Safety, Health and Welfare at Work (Carcinogens, Mutagens and Reprotoxic Substances) Regulations 2024, giving effect to Directive (EU) 2017/2398';
const SILICA_LIMIT =
  'The occupational exposure limit for respirable crystalline silica dust is 0.1 mg/m\u00b3 averaged over an 8-hour day.';

export const concreteMasonryTopics: readonly SafetyTopic[] = [
  {
    slug: 'breaking-out-concrete',
    broader: ['hand-arm-vibration', 'noise', 'silica-dust'],
    title: 'Breaking out concrete with breakers (Kangos)',
    severity: 4,
    summary:
      'Breaking out slabs, floors and foundations with hand-held breakers shakes the hands and arms, is loud enough to damage hearing, throws up silica dust and fragments, and can undermine what is left standing.',
    triggers: [
      'breaking out',
      'break out',
      'kango',
      'kangos',
      'breaker',
      'jackhammer',
      'hydraulic breaker',
      'pneumatic breaker',
      'demolition hammer',
      'breaking concrete',
      'breaking the slab',
      'removing the floor',
      'hilti breaker',
      'pecker',
    ],
    points: [
      {
        point: 'Count the trigger time',
        detail:
          'A heavy breaker can use up a whole day\u2019s safe vibration dose in well under an hour. Know the tool\u2019s vibration figure, share the work out and stop at the time you were given.',
      },
      {
        point: 'Use the machine where you can',
        detail:
          'A breaker on a mini digger or a remote demolition machine keeps the vibration and the dust away from your body. Hand-held breakers are for what the machine cannot reach.',
      },
      {
        point: 'Wet the work and wear the mask',
        detail:
          'Broken concrete releases silica dust. Damp it down as you go and wear the FFP3 mask you were fitted for, with goggles against flying chips.',
      },
      {
        point: 'Ear defenders and a clear zone',
        detail:
          'Breakers are well above 85 dB(A), the level where hearing protection must be worn. Keep other trades out of the noise and the flying debris.',
      },
      {
        point: 'Know what is under and inside the slab',
        detail:
          'Check the drawings and scan for cables, pipes and post-tensioned tendons before you break, and confirm the slab is not holding anything up.',
      },
    ],
    legal: {
      figure:
        'For hand-arm vibration the daily exposure action value is 2.5 m/s\u00b2 and the limit value 5 m/s\u00b2, both averaged over 8 hours (A(8)); for noise, hearing protection must be worn at a daily exposure of 85 dB(A), the upper action value, and the limit is 87 dB(A).',
      instrument: `${GA}, Part 5, Chapters 1 and 2 (Control of Noise at Work; Control of Vibration at Work)`,
    },
    sources: [sources.vibration, sources.noise, sources.silicaCampaign, sources.carcinogens],
  },
  {
    slug: 'cutting-concrete-kerbs-blocks',
    broader: ['silica-dust', 'noise'],
    title: 'Cutting kerbs, blocks and slabs with a cut-off saw (consaw)',
    severity: 4,
    summary:
      'Dry cutting kerbs, blocks, paving and concrete with a petrol cut-off saw sends out a cloud of silica dust, and the blade can kick back or shatter.',
    triggers: [
      'consaw',
      'con saw',
      'cut-off saw',
      'quick cut',
      'quickcut',
      'stihl saw',
      'husqvarna saw',
      'disc cutter',
      'cutting kerbs',
      'cutting blocks',
      'cutting slabs',
      'cutting paving',
      'cutting concrete',
      'cutting flags',
      'cutting pipes',
      'kerb cutting',
      'block cutting',
      'diamond blade',
      'road saw',
      'floor saw',
    ],
    points: [
      {
        point: 'Never cut dry',
        detail:
          'Connect the water feed or use a saw with on-tool extraction every time. A dry cut throws more silica dust into the air than a day of breathing should ever take. Wear your fitted FFP3 mask as well.',
      },
      {
        point: 'FFP3 mask, fitted to your face',
        detail:
          'Water cuts the dust but does not stop it all. Wear the FFP3 mask you were face-fit tested for, and be clean-shaven where it seals.',
      },
      {
        point: 'Kickback and the blade',
        detail:
          'Use a blade rated for the saw\u2019s speed and the material, keep the guard on, cut with the lower part of the blade, support the kerb so the cut does not pinch, and never cut above shoulder height.',
      },
      {
        point: 'Set up the cutting station away from others',
        detail: 'Cut in one marked spot, downwind of other workers and the public, with the slurry contained and cleaned up wet.',
      },
      {
        point: 'Hearing and eyes',
        detail:
          'Cut-off saws are above 85 dB(A), the level where hearing protection must be worn, and chips fly: goggles or a visor as well as the mask.',
      },
    ],
    legal: { figure: SILICA_LIMIT, instrument: CMR },
    sources: [sources.carcinogens, sources.carcinogenLimits, sources.silicaCampaign, sources.chemicalAgentsCode, sources.workEquipment],
  },
  {
    slug: 'chasing-and-drilling',
    broader: ['silica-dust', 'noise'],
    title: 'Chasing walls and drilling concrete',
    severity: 3,
    summary:
      'Chasing walls for cables and pipes and drilling or coring concrete indoors fills rooms with fine silica dust that lingers long after the tool stops.',
    triggers: [
      'chasing',
      'wall chaser',
      'chasing walls',
      'chasing out',
      'channel for cables',
      'core drilling',
      'coring',
      'hammer drill',
      'sds drill',
      'sds',
      'drilling concrete',
      'drilling blocks',
      'drilling holes',
      'anchors',
      'resin anchors',
    ],
    points: [
      {
        point: 'Extraction on the tool',
        detail:
          'Use a chaser or drill with a shroud connected to an M- or H-class dust extractor. Indoors the dust has nowhere to go but your lungs.',
      },
      {
        point: 'Mask and eyes',
        detail: 'Wear the FFP3 mask you were fitted for and eye protection, even for a few holes.',
      },
      {
        point: 'Scan before you drill',
        detail:
          'Check drawings and use a cable detector for hidden cables and pipes, and never drill into post-tensioned slabs without the engineer\u2019s approval.',
      },
      {
        point: 'Clean up without raising dust',
        detail: 'Vacuum with the extractor or wet the floor; never dry sweep or blow dust off with an airline.',
      },
    ],
    legal: { figure: SILICA_LIMIT, instrument: CMR },
    sources: [sources.carcinogens, sources.carcinogenLimits, sources.silicaCampaign, sources.undergroundCode],
  },
  {
    slug: 'propping-and-back-propping',
    title: 'Propping and back-propping (Acrows)',
    severity: 5,
    summary: 'Props holding up slabs, walls and openings fail or are removed too early, dropping floors and walls on the people below.',
    triggers: [
      'acrow',
      'acrows',
      'acro',
      'props',
      'propping',
      'back-propping',
      'back propping',
      'needling',
      'strongboys',
      'temporary support',
      'opening up a wall',
      'removing a wall',
      'knocking through a wall',
      'putting in a steel beam',
      'chimney breast',
      'rsj',
      'temporary works',
    ],
    points: [
      {
        point: 'Props go where the design says',
        detail:
          'Temporary works are designed: the spacing, size and base of every prop come from the design or the temporary works coordinator, not from guesswork.',
      },
      {
        point: 'Firm base, plumb and pinned',
        detail:
          'Stand props on sole plates on firm ground or a slab that can take the load, plumb, with the correct steel pins, never nails or rebar.',
      },
      {
        point: 'Never knock out a prop without the say-so',
        detail:
          'Props and back-props stay until the person in charge of temporary works says the structure can carry itself. Removing one early has killed people.',
      },
      {
        point: 'Check them every day',
        detail: 'Look for props that have moved, bent, lost a pin or been struck by plant, and report them at once.',
      },
    ],
    legal: {
      figure:
        'No Irish regulation sets a temporary works procedure; BS 5975-1:2024, followed on Irish sites as good practice, has a temporary works coordinator approve propping before it is loaded and before it is struck.',
      instrument: 'BS 5975-1:2024 (British Standards Institution, good practice, not Irish law)',
    },
    sources: [sources.temporaryWorksStandard, sources.construction],
  },
  {
    slug: 'kerbs-and-paving',
    broader: ['manual-handling'],
    title: 'Footpaths, kerbing and paving',
    severity: 3,
    summary: 'Kerbing and paving crews lift heavy kerbs by hand, run whacker plates and work beside live traffic on footpaths and estates.',
    triggers: [
      'kerbing',
      'kerbs',
      'laying kerbs',
      'paving',
      'footpath',
      'footpaths',
      'cobble lock',
      'block paving',
      'flags',
      'whacker plate',
      'wacker plate',
      'plate compactor',
      'vibrating roller',
      'kerb lifter',
      'vacuum lifter',
      'estate roads',
    ],
    points: [
      {
        point: 'Lift kerbs with a lifter, not your back',
        detail: 'Use kerb lifters, vacuum lifters or the machine. A single kerb can weigh more than one person should lift.',
      },
      {
        point: 'Gloves on for the wet concrete bed',
        detail:
          'Kerbs and flags are bedded and haunched in wet concrete and mortar, which cause cement burns and dermatitis: waterproof gloves, sleeves down, and wash any splash off the skin at once.',
      },
      {
        point: 'Watch the trigger time on the plate',
        detail: 'Whacker plates and rollers shake the hands and arms. Rotate the work and use low-vibration plates.',
      },
      {
        point: 'Barriers and a signed route keep the public and traffic out',
        detail:
          'Barrier the footpath work, give pedestrians, buggies and wheelchairs a safe signed route, and follow the traffic management layout.',
      },
      {
        point: 'Cut wet: the dust is silica',
        detail: 'Cutting kerbs and paving with a consaw throws up silica dust: it needs water or extraction and a fitted FFP3 mask.',
      },
    ],
    legal: {
      figure:
        'For hand-arm vibration the daily exposure action value is 2.5 m/s\u00b2 and the limit value 5 m/s\u00b2, both averaged over 8 hours (A(8)).',
      instrument: `${GA}, Part 5, Chapter 2 (Control of Vibration at Work)`,
    },
    sources: [sources.vibration, sources.manualHandling, sources.roadworksChapter8, sources.silicaCampaign, sources.chemicalAgents],
  },
];
