// Hoists, lifting with excavators, and the tools and plant that shake, blow
// or fire: whole-body vibration, compressed air, nail guns, chainsaws.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { GA, ACT } from './instruments.ts';

const HAV_FIGURE =
  'For hand-arm vibration the daily exposure action value is 2.5 m/s\u00b2 and the limit value 5 m/s\u00b2, both averaged over 8 hours (A(8)).';

export const sitePlantTopics: readonly SafetyTopic[] = [
  {
    slug: 'hoists',
    title: 'Goods and passenger hoists',
    severity: 4,
    summary:
      'Site hoists carry materials and people up the building; people are hurt by open landing gates, overloaded cars and reaching into the hoistway.',
    triggers: [
      'hoist',
      'goods hoist',
      'passenger hoist',
      'material hoist',
      'rack pinion hoist',
      'builders hoist',
      'gin wheel',
      'landing gate',
      'hoistway',
      'alimak',
      'scaffold hoist',
    ],
    points: [
      {
        point: 'Landing gates shut every time',
        detail: 'A landing gate left open is an open edge into the hoistway. Never wedge or override a gate interlock.',
      },
      {
        point: 'Know the limits',
        detail:
          'The safe working load, and for a passenger hoist the number of people, are on the car. Goods-only hoists never carry people.',
      },
      {
        point: 'Trained operators only',
        detail: 'Only the trained, named operator runs the hoist, does the daily checks and records them.',
      },
      {
        point: 'A winch hoist stops when the control is let go',
        detail:
          'On a winch-driven hoist or scaffold winch the brake must come on by itself the moment the operator lets go of the control: never tie, wedge or bypass the hold-to-run control or a pendant switch, and take a winch out of use if the load creeps or the brake slips.',
      },
      {
        point: 'Nothing sticking out, nobody leaning in',
        detail: 'Load so nothing projects from the car, and never put your head or arm into the hoistway.',
      },
    ],
    legal: {
      figure:
        'A hoist is not taken into use for the first time until it has been tested and thoroughly examined by a competent person and has a certificate stating its safe working load and, for people, the maximum number allowed; a hoist worked by a winch has a hold-to-run control, its brake going on whenever the control is let go.',
      instrument: `${GA}, Part 2, Chapter 2 (Use of Work Equipment)`,
    },
    sources: [sources.workEquipment, sources.workEquipmentGuide, sources.winchHoists],
  },
  {
    slug: 'lifting-with-excavators',
    title: 'Lifting with a 360 excavator',
    severity: 5,
    summary:
      'Excavators are often used as cranes to lift pipes, manholes, kerbs and beams; a load swinging off a bucket tooth or an overloaded machine tipping kills the slinger.',
    triggers: [
      'digger lifting',
      'lifting using the excavator',
      'excavator lift',
      'object handling',
      'lifting pipes',
      'lifting rings',
      'manhole rings',
      'lifting eye',
      'check valves',
      'safe load indicator',
    ],
    points: [
      {
        point: 'Only a machine set up for lifting',
        detail:
          'The excavator must be rated for object handling, with hose-burst check valves, a safe load indicator and a proper lifting point, and its examination report must cover lifting.',
      },
      {
        point: 'Chains and slings from the lifting eye, never off the bucket teeth',
        detail: 'Sling only from the marked lifting eye, with tested, tagged tackle. A chain round the teeth slips.',
      },
      {
        point: 'Plan the lift, use a slinger',
        detail: 'Know the weight and the radius, check the duty chart, and have a trained slinger/signaller direct the lift.',
      },
      {
        point: 'Nobody in the trench under the load',
        detail: 'Keep people out of the trench and from under the load until it is lowered and the operator signals.',
      },
    ],
    legal: {
      figure:
        'An excavator used to lift loads is lifting equipment: it is examined by a competent person before first use and after any repair that affects safe lifting, and used only within any conditions its examination report sets.',
      instrument: `${GA}, Part 2, Chapter 2 (Use of Work Equipment)`,
    },
    sources: [sources.workEquipment, sources.workEquipmentGuide, sources.vehiclesLegal],
  },
  {
    slug: 'whole-body-vibration',
    title: 'Whole-body vibration from driving plant',
    severity: 2,
    summary: 'Long days on dumpers, rollers, excavators and tractors over rough ground jolt the spine and contribute to back pain.',
    triggers: [
      'whole body vibration',
      'whole-body vibration',
      'bumpy ground',
      'rough ground',
      'driving the dumper',
      'dumper driver',
      'roller driver',
      'driving the roller',
      'plant operator',
      'machine driver',
      'back pain',
      'seat suspension',
      'rock breaker',
      'tracking over',
      'tracking across',
    ],
    points: [
      {
        point: 'Smooth the haul roads',
        detail: 'Grade and fill haul routes: potholes and ruts are what throw the driver about.',
      },
      {
        point: 'Adjust the seat and drive to the ground',
        detail: 'Set the seat suspension for your weight and slow down over rough ground.',
      },
      {
        point: 'Break up long spells in the seat',
        detail: 'Get out and move between loads, and share long driving spells where you can.',
      },
      {
        point: 'Report back pain early',
        detail: 'Tell your supervisor about back pain before it becomes an injury.',
      },
    ],
    legal: {
      figure:
        'For whole-body vibration the daily exposure action value is 0.5 m/s\u00b2 and the limit value 1.15 m/s\u00b2, both averaged over 8 hours (A(8)).',
      instrument: `${GA}, Part 5, Chapter 2 (Control of Vibration at Work)`,
    },
    sources: [sources.vibration, sources.vehiclesLegal],
  },
  {
    slug: 'compressed-air-tools',
    title: 'Compressors, airlines and air tools',
    severity: 3,
    summary:
      'Whipping hoses, bursting couplings and air blown at the skin injure people around compressors, air breakers and blowing-out lines.',
    triggers: [
      'compressor',
      'compressed air',
      'airline',
      'air line',
      'air hose',
      'air tools',
      'pneumatic tools',
      'blowing out',
      'air lance',
      'sand blasting',
      'sandblasting',
      'shot blasting',
      'grit blasting',
    ],
    points: [
      {
        point: 'Whip checks and proper couplings',
        detail: 'Fit whip-check restraints across hose joints and use couplings rated for the pressure. Check hoses for cuts and bulges.',
      },
      {
        point: 'Pressure off before you disconnect',
        detail: 'Shut the valve and bleed the line before breaking a coupling or changing a tool.',
      },
      {
        point: 'Never at a person, never to clean clothes',
        detail: 'Compressed air can enter the skin and the blood. Do not blow dust off yourself or anyone else.',
      },
      {
        point: 'Place the compressor well',
        detail: 'Outdoors, away from doorways and excavations where exhaust gathers, on level ground, with its guards on.',
      },
      {
        point: 'The air receiver examined and tested, the records kept',
        detail:
          'A compressor\u2019s air receiver is pressure equipment: it is run within its safe operating limits, examined and tested as the pressure systems rules require, and the records of its tests and examinations are kept.',
      },
    ],
    legal: {
      figure:
        'Where a tool carries a specific risk, only people given the task and adequate training may use, repair or maintain it, and it must be maintained in a safe condition.',
      instrument: `${GA}, Part 2, Chapter 2 (Use of Work Equipment)`,
    },
    sources: [
      sources.workEquipment,
      sources.noise,
      {
        name: 'Safety, Health and Welfare at Work (General Application) (Amendment) Regulations 2012 (S.I. No. 445 of 2012), Pressure Systems',
        publisher: 'Health and Safety Authority',
        url: 'https://www.hsa.ie/eng/Legislation/Acts/Safety_Health_and_Welfare_at_Work/Safety_Health_and_Welfare_at_Work_General_Application_Amendment_Regulations_2012/',
        asOf: '2026-11-29',
        note: 'The HSA\u2019s page on the Regulations read on 29 November 2026, not the Regulations themselves: they insert Part 10 and Schedule 12 into the General Application Regulations, setting requirements for the design, construction, safe operation, examination and testing of pressure equipment and for keeping records of its tests and examinations, in all workplaces that use pressure systems, from 1 January 2013; they replace the 1956 and 1978 Factories regulations on the examination of steam boilers, steam receivers and air receivers.',
      },
    ],
  },
  {
    slug: 'nail-guns',
    title: 'Nail guns and cartridge tools',
    severity: 3,
    summary: 'Nail guns fire nails through hands and into people nearby, and cartridge tools add loud impulse noise.',
    triggers: [
      'nail gun',
      'nail guns',
      'nailer',
      'first fix nailer',
      'paslode',
      'framing nailer',
      'cartridge tool',
      'hilti gun',
      'powder actuated',
      'stapler',
      'nailing',
    ],
    points: [
      {
        point: 'Sequential trigger for framing',
        detail: 'Use the single-shot sequential trigger setting; bump firing is how double shots and stray nails happen.',
      },
      {
        point: 'Hands away from the nose',
        detail: 'Keep your other hand well clear of where the nail will go, and never carry the gun with a finger on the trigger.',
      },
      {
        point: 'Disconnect before clearing jams',
        detail: 'Take out the battery, gas or air before clearing a jam or handing the tool over.',
      },
      {
        point: 'Eye protection and hearing protection',
        detail: 'Safety glasses for you and anyone nearby; hearing protection for cartridge tools.',
      },
    ],
    legal: {
      figure:
        'The lower and upper exposure action values are 80 and 85 dB(A) (peaks of 135 and 137 dB(C)) and the limit is 87 dB(A) (140 dB(C) peak), the limit being measured with any hearing protection worn.',
      instrument: `${GA}, Part 5, Chapter 1 (Control of Noise at Work)`,
    },
    sources: [sources.noise, sources.workEquipment],
  },
  {
    slug: 'chainsaws',
    title: 'Chainsaws and site clearance',
    severity: 4,
    summary:
      'Chainsaws cause deep cuts from kickback, vibrate the hands, and felling or clearing trees brings falling branches and trunks.',
    triggers: [
      'chainsaw',
      'chain saw',
      'stihl chainsaw',
      'tree felling',
      'felling trees',
      'site clearance',
      'clearing trees',
      'felling',
      'tree surgeon',
      'tree surgeons',
      'tree removal',
      'cutting down trees',
      'hedge cutting',
      'cutting branches',
      'logging',
      'stumps',
      'trees',
      'tree line',
      'treeline',
      'branches',
    ],
    points: [
      {
        point: 'Trained users in full chainsaw PPE',
        detail:
          'Only trained people use a chainsaw, in chainsaw protective trousers (cut-resistant leg protection), chainsaw boots and gloves, a helmet with visor and ear defenders.',
      },
      {
        point: 'Check the chain brake and the chain',
        detail: 'Test the chain brake and keep the chain sharp and tensioned; a blunt chain kicks back more.',
      },
      {
        point: 'Felling is a job for specialists, with a clear felling zone',
        detail:
          'Large trees and trees near lines, roads or buildings are felled by competent tree surgeons, with everyone kept out of the felling zone where the tree or its branches could land.',
      },
      {
        point: 'Limit vibration time',
        detail: 'Chainsaws shake the hands and arms; share the work and warm the hands between spells.',
      },
    ],
    legal: { figure: HAV_FIGURE, instrument: `${GA}, Part 5, Chapter 2 (Control of Vibration at Work)` },
    sources: [sources.vibration, sources.workEquipment, sources.ppe, sources.chainsawPpe],
  },
  {
    slug: 'tyre-inflation',
    title: 'Changing and inflating plant tyres',
    severity: 5,
    summary:
      'A plant or lorry tyre holds enough stored air to kill: a damaged or run-flat tyre can burst during inflation, and a split rim\u2019s locking ring can fly off with explosive force.',
    triggers: [
      'tyre',
      'tyres',
      'split rim',
      'split-rim',
      'multi-piece wheel',
      'locking ring',
      'inflating',
      'reinflating',
      'puncture',
      'flat tyre',
      'tyre change',
      'changing a wheel',
    ],
    points: [
      {
        point: 'Inflate in a tyre cage, standing aside',
        detail:
          'Check the sidewall before inflating, and use a suitable tyre cage wherever the tyre or wheel calls for one. Clip the chuck onto the valve and run a hose long enough that you work the gauge from outside the path of a burst, which can fan out at up to 45 degrees from the point where the tyre ruptures.',
      },
      {
        point: 'Check before you deflate, and do not reinflate a run-flat tyre',
        detail:
          'Check and chalk the pressure first. A tyre that has run flat or badly underinflated may have hidden cord damage that splits open along its length (a zipper failure) when reinflated: a competent person inspects it first.',
      },
      {
        point: 'Split rims are for trained fitters',
        detail:
          'Deflate fully before undoing a split or multi-piece wheel, inspect the rim, ring and tyre for damage or wrong parts, and leave the job to a trained tyre fitter if there is any doubt.',
      },
      {
        point: 'Support the machine and handle the wheel safely',
        detail: 'Put the raised machine on stands, never only on a jack, and move heavy wheels with a mechanical aid.',
      },
    ],
    legal: {
      figure:
        'The employer\u2019s risk assessment must cover tyre work and set a safe system of work for it; the HSA asks for one, and an inspection of the tyre and wheel, before any work on a split rim or multi-piece wheel.',
      instrument: ACT,
    },
    sources: [sources.largeTyreInflation, sources.tyreChangingHsa, sources.act],
  },
  {
    slug: 'machinery-maintenance',
    title: 'Machinery maintenance, isolation and guarding',
    severity: 5,
    summary:
      'Fitters working on conveyors, mixers and other machines are caught, crushed or entangled by moving parts when a machine starts up while they work on it or runs with a guard off.',
    triggers: [
      'machinery',
      'conveyor',
      'conveyors',
      'conveyor belt',
      'shutdown',
      'planned shutdown',
      'moving parts',
      'machine guard',
      'machine guarding',
      'lock out',
      'lock-out',
      'loto',
      'bearings',
      'gearbox',
      'drive belt',
      'auger',
    ],
    points: [
      {
        point: 'Isolate, lock out and test before you touch it',
        detail:
          'Stop the machine, isolate every energy source it has, lock and tag each isolator, and test that the isolation holds before anyone reaches in.',
      },
      {
        point: 'Guards back on before it runs',
        detail:
          'Moving parts that can be touched are guarded. Never run or test a machine with a guard off or defeated, and put every guard back before the machine is handed back.',
      },
      {
        point: 'Work on it shut down, under a permit',
        detail:
          'Maintenance is done with the machinery shut down wherever possible; where it cannot be, follow the safe system of work, and use a permit to work for jobs like dismantling or clearing a machine.',
      },
      {
        point: 'Safe access to machines at height',
        detail:
          'Work on a raised conveyor or gantry is work at height: work from the walkway or a platform with guard rails, so nobody can fall from the edge.',
      },
    ],
    legal: {
      figure:
        'Where contact with moving parts of work equipment could cause an accident, those parts must have guards or protection devices that keep people out of the danger zone or stop the movement first; guards must be robust and not easily removed or defeated, and let maintenance be done, where possible, without taking them off.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [sources.guardsAndProtection, sources.machinery, sources.workEquipmentIbec, sources.electricity, sources.workAtHeight],
  },
];
