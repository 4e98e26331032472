// Building the structure and the roof: falls and dropped loads while frames,
// panels, piles and slates go up.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { GA } from './instruments.ts';

const PLATFORM_INSPECTION =
  'A working platform used for construction work from which anyone could fall 2 m or more must not be used unless it was inspected in that position within the previous 7 days, and the inspector\u2019s report must be handed over within 24 hours.';
const LIFTING_EXAMINATION =
  'Lifting equipment is examined by a competent person before first use and after any repair that affects safe lifting, and used only within any conditions its examination report sets.';

export const structureTopics: readonly SafetyTopic[] = [
  {
    slug: 're-slating-pitched-roofs',
    broader: ['work-at-height'],
    title: 'Re-slating and work on pitched roofs',
    severity: 5,
    summary:
      'Roofers stripping and re-slating pitched roofs fall from the eaves and gables, slide down wet slates, and drop slates on people below.',
    triggers: [
      're-slating',
      'reslating',
      'slating',
      'slater',
      'slates',
      're-roofing',
      'reroofing',
      'pitched roof',
      'roof tiles',
      'ridge tiles',
      'stripping the roof',
      'felt batten',
      'roof ladder',
      'eaves',
      'chimney work',
      'roof valley',
    ],
    points: [
      {
        point: 'Edge protection at the eaves before anyone goes up',
        detail:
          'A scaffold with a working platform and guard-rails at the eaves, and at the gables where you work near them, is what stops a slip becoming a fall. The HSA counts 68 construction deaths from falls on the island of Ireland from 2016 to 2025.',
      },
      {
        point: 'Roof ladders hooked over the ridge',
        detail: 'Work on the slope from a proper roof ladder hooked over the ridge, not from the battens or loose slates.',
      },
      {
        point: 'Nothing thrown down',
        detail:
          'Strip old slates into a chute, skip or hoist, keep brick guards or netting on the scaffold, and fence off the ground below.',
      },
      {
        point: 'Check for asbestos slates',
        detail: 'Fibre-cement slates on older houses may contain asbestos. Find out from the asbestos survey before you strip them.',
      },
      {
        point: 'Come down in wind, rain and frost',
        detail: 'Wet or frosty slates are like glass, and wind catches sheets and people. Stop when the weather turns.',
      },
    ],
    legal: { figure: PLATFORM_INSPECTION, instrument: `${GA}, Part 4 (Work at Height)` },
    sources: [sources.workAtHeight, sources.roofworkCode, sources.fallsCampaign, sources.scaffoldCode],
  },
  {
    slug: 'timber-frame-erection',
    broader: ['work-at-height'],
    title: 'Timber frame erection',
    severity: 5,
    summary:
      'Timber frame crews lift wall panels and cassettes with cranes, work at open floor edges and can be hit by panels caught by the wind.',
    triggers: [
      'timber frame',
      'timber kit',
      'wall panels',
      'floor cassettes',
      'erecting the frame',
      'frame erection',
      'roof trusses',
      'trusses',
      'i-joists',
      'sole plate',
      'kit house',
    ],
    points: [
      {
        point: 'Edge protection or nets before the floor goes on',
        detail:
          'Work at the open edges of a frame from a scaffold, with crash decks or nets inside, never by standing on the top of walls.',
      },
      {
        point: 'Follow the erection sequence and brace as you go',
        detail: 'Panels stay propped and braced as the designer\u2019s sequence says until the frame can stand alone.',
      },
      {
        point: 'Stand clear of lifted panels',
        detail: 'Nobody under or beside a panel on the crane; use tag lines and stop lifting large panels in wind.',
      },
      {
        point: 'Fire on an open frame',
        detail: 'Timber frames burn fast before they are clad. No hot work without a permit, and keep waste cleared.',
      },
    ],
    legal: { figure: PLATFORM_INSPECTION, instrument: `${GA}, Part 4 (Work at Height)` },
    sources: [sources.workAtHeight, sources.workEquipmentGuide, sources.fallsCampaign],
  },
  {
    slug: 'precast-installation',
    title: 'Precast concrete installation',
    severity: 5,
    summary:
      'Precast stairs, hollowcore planks and wall panels are heavy crane lifts landed at open edges, where a dropped load or a fall is often fatal.',
    triggers: [
      'precast',
      'pre-cast',
      'hollowcore',
      'hollow core',
      'precast stairs',
      'precast planks',
      'wall panels',
      'double tees',
      'lifting anchors',
      'grouting planks',
      'precast units',
    ],
    points: [
      {
        point: 'Lift plan for every unit',
        detail:
          'The weight, lifting points and sequence come from the precast supplier\u2019s method statement and the lift plan. Check the lifting anchors before every lift.',
      },
      {
        point: 'Never under or between',
        detail: 'Stay out from under a suspended unit and out of the gap between the unit and the structure as it lands.',
      },
      {
        point: 'Edge protection as the floor grows',
        detail:
          'Collective protection comes first: work from MEWPs or behind edge protection, with safety nets or airbags below where a fall at the landing edge is still possible, and fit rails to new plank edges before other trades come on.',
      },
      {
        point: 'Temporary props stay until the engineer says',
        detail: 'Wall panels and stairs stay propped until grouting and connections are complete and signed off.',
      },
    ],
    legal: { figure: LIFTING_EXAMINATION, instrument: `${GA}, Part 2, Chapter 2 (Use of Work Equipment)` },
    sources: [sources.workEquipment, sources.workEquipmentGuide, sources.workAtHeight, sources.workAtHeightEquipment],
  },
  {
    slug: 'piling',
    title: 'Piling',
    severity: 4,
    summary: 'Piling rigs can topple on poor ground, and the work brings noise, vibration, open pile bores and heavy lifts.',
    triggers: [
      'piling',
      'piling rig',
      'pile',
      'piles',
      'cfa piles',
      'driven piles',
      'sheet piles',
      'pile cropping',
      'cropping piles',
      'bored piles',
      'piling mat',
      'vibro',
    ],
    points: [
      {
        point: 'A working platform under the rig',
        detail:
          'The piling mat is designed for the rig and checked before it tracks on. Report ruts, soft spots or anything dug through it.',
      },
      {
        point: 'Exclusion zone round the rig',
        detail: 'Keep out of the rig\u2019s working area unless the operator has stopped and waved you in.',
      },
      {
        point: 'Cover open bores',
        detail: 'Cover or fence every open pile bore at once; a leg down a bore is a serious injury.',
      },
      {
        point: 'Hearing protection and cropping',
        detail:
          'Driven piling and pile cropping are very loud; hearing protection on in the zone, and crop with hydraulic croppers rather than hand-held breakers where you can.',
      },
    ],
    legal: {
      figure:
        'The lower and upper exposure action values are 80 and 85 dB(A) (peaks of 135 and 137 dB(C)) and the limit is 87 dB(A) (140 dB(C) peak), the limit being measured with any hearing protection worn.',
      instrument: `${GA}, Part 5, Chapter 1 (Control of Noise at Work)`,
    },
    sources: [sources.noise, sources.construction, sources.workEquipment],
  },
  {
    slug: 'hop-ups-and-podiums',
    broader: ['work-at-height'],
    title: 'Hop-ups, podiums and trestles',
    severity: 3,
    summary:
      'Low platforms feel safe, yet falls from hop-ups, trestles and stepladders are a common cause of broken wrists and head injuries indoors.',
    triggers: ['hop-up', 'hop up', 'hop-ups', 'podium', 'podium steps', 'trestles', 'work platform', 'low level platform', 'handrail'],
    points: [
      {
        point: 'Use a podium with guard-rails for longer jobs',
        detail: 'A podium with rails all round is safer than a hop-up for work that keeps you up for long or needs both hands.',
      },
      {
        point: 'Check it before you stand on it',
        detail: 'Locked legs, no cracked treads, brakes on and level ground every time you move it.',
      },
      {
        point: 'No over-reaching',
        detail: 'Move the platform rather than stretching, and never stand on a bucket, a box or the guard-rail.',
      },
      {
        point: 'Keep it clear',
        detail: 'No tools, offcuts or materials on the step where your feet go.',
      },
    ],
    legal: {
      figure:
        'Work equipment for work at height that can deteriorate must be inspected at suitable intervals and again as soon as practicable after anything exceptional that could affect its safety.',
      instrument: `${GA}, Part 4 (Work at Height)`,
    },
    sources: [sources.workAtHeight, sources.workAtHeightGuide],
  },
];
