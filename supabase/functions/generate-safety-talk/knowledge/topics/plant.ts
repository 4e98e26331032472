// Vehicles, mobile plant and lifting: people struck, crushed or run over.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { ACT } from './instruments.ts';

export const plantTopics: readonly SafetyTopic[] = [
  {
    slug: 'lifting-people',
    broader: ['work-at-height'],
    title: 'Lifting people: man-baskets on telehandlers and cranes',
    severity: 5,
    summary:
      'People lifted on forks, in a bucket or in a basket on a machine not made for it fall, or are crushed when the machine tips or the operator leaves the controls.',
    triggers: [
      'man basket',
      'man-basket',
      'manbasket',
      'personnel basket',
      'work basket',
      'crane basket',
      'telehandler basket',
      'lifting people',
      'lifting a man',
      'man cage',
      'man-cage',
      'mancage',
      'work cage',
    ],
    points: [
      {
        point: 'People go up only in equipment made to lift people',
        detail:
          'A MEWP or a proper basket, never the forks, a pallet, a skip or a digger bucket. Machines not designed to lift people are marked to say so.',
      },
      {
        point: 'A basket on a telehandler or crane is the exception, never the routine',
        detail:
          'Only where nothing better will do, with the basket secured to the machine, the people in it unable to reach its controls, and the operator at the controls the whole time.',
      },
      {
        point: 'Firm level ground and half the rated load',
        detail: 'The machine stands on even, reasonably flat ground and stays stable, and the total load is under half its rated capacity.',
      },
      {
        point: 'Talk to each other and have a way down',
        detail: 'Agree how the people in the basket and the operator will communicate, and how to get them down if the machine fails.',
      },
    ],
    legal: {
      figure:
        'Equipment not designed to lift people may lift them only in exceptional circumstances: supervised, with the control position manned throughout, the basket secured and its occupants unable to reach the controls, on even ground, with the total load under half the rated capacity and, unless its maker says otherwise, a machine rated for at least 1,000 kg.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [sources.liftingPersons],
  },
  {
    slug: 'load-securing',
    title: 'Securing loads, loading and unloading',
    severity: 4,
    summary:
      'Loads that are not secured shift in transit, fall off on the road or on the site, and collapse on the people who open the sides or unload them.',
    triggers: [
      'load securing',
      'securing the load',
      'strapping the load',
      'ratchet straps',
      'flatbed',
      'curtain sider',
      'trailer',
      'loading the truck',
      'loading the van',
      'tail lift',
    ],
    points: [
      {
        point: 'Every load strapped, however short the trip',
        detail:
          'Secure the load so it cannot move or fall, even for a short run at low speed. Its weight and friction alone never hold it.',
      },
      {
        point: 'Stop it moving and stop it falling off',
        detail:
          'Straps, chains or blocking stop the load shifting on the bed; sides, nets or sheets stop loose material falling. Use both where the load needs it.',
      },
      {
        point: 'Check before you open up',
        detail:
          'A load that shifted on the way can fall when the sides, curtains or doors open. Look first, keep others back, and never climb onto the bed to drag a shifted load by hand.',
      },
      {
        point: 'Tools and materials in the van secured too',
        detail: 'Loose tools and materials in a van or cab become missiles in a sudden stop or a collision.',
      },
    ],
    legal: {
      figure:
        'A vehicle is a place of work under the 2005 Act, so the employer plans how loads are secured, carried and unloaded; the HSA and An Garda S\u00edoch\u00e1na say every load is secured so it cannot move or fall, however short the journey.',
      instrument: ACT,
    },
    sources: [sources.loadSecuring, sources.loadSecurityBasics, sources.vehiclesLegal, sources.act],
  },
  {
    slug: 'driving-for-work',
    title: 'Driving for work',
    severity: 4,
    summary:
      'Just under a quarter of road collisions in Ireland are work-related: crews driving vans between sites, to suppliers and home again.',
    triggers: [
      'driving for work',
      'company van',
      'work van',
      'crew van',
      'driving between sites',
      'driving to the site',
      'collecting materials',
      'going to the suppliers',
      'phone while driving',
      'on the phone driving',
      'texting',
    ],
    points: [
      {
        point: 'Driving for work is work',
        detail:
          'Driving the company van or jeep, or your own car paid by the mile, is part of the job, and so is driving from home to a site that is not your usual place of work. The same care applies as on site.',
      },
      {
        point: 'Just under a quarter of road collisions are work-related',
        detail: 'Work driving puts the driver, the crew in the van, pedestrians and other road users at risk.',
      },
      {
        point: 'Nothing loose in the cab',
        detail: 'Tools, gear and materials go secured in the back. Loose items fly forward in a sudden stop or a collision.',
      },
      {
        point: 'Phone down while you drive',
        detail:
          'Holding a mobile phone while driving is an offence, even against your shoulder; call only 999 or 112 in an emergency. Hands-free still distracts: pull in safely to take the call.',
      },
      {
        point: 'Follow the company driving rules',
        detail:
          'Your employer sets policies and procedures for driving its vehicles, and your own, on work journeys: know them and keep to them.',
      },
    ],
    legal: {
      figure:
        'Employers and the self-employed must by law manage the risks that arise when they or their employees drive for work, including to other road users and pedestrians.',
      instrument: ACT,
    },
    sources: [sources.drivingForWork, sources.loadSecurityBasics, sources.act, sources.mobilePhonesDriving],
  },
  {
    slug: 'forklifts',
    title: 'Forklifts and rough-terrain lift trucks',
    severity: 5,
    summary:
      'Forklifts overturn, strike people on foot and drop loads; incidents happen to trained drivers where the ground, the truck or the supervision is not safe.',
    triggers: ['forklift', 'fork lift', 'forklift truck', 'lift truck', 'rough terrain forklift', 'counterbalance'],
    points: [
      {
        point: 'Belted in under the roll-over protection',
        detail:
          'A forklift that carries a driver must have protection against overturning: a cab, a roll-over frame or a restraint. Wear the seatbelt every time so you stay inside it if the truck tips.',
      },
      {
        point: 'Trained and authorised for that truck',
        detail:
          'Only operators trained for that type of truck drive it. Training alone is not enough: the ground, the truck, the way the job is run and the supervision must all be safe too.',
      },
      {
        point: 'Keep people on foot away from the forks',
        detail: 'Nobody walks under raised forks or a load, or beside a truck that is lifting or stacking.',
      },
      {
        point: 'Check the truck before each shift',
        detail:
          'Do the operator\u2019s pre-use checks before the shift and report any defect; a faulty truck is parked up until it is fixed.',
      },
    ],
    legal: {
      figure:
        'A fork-lift truck carrying employees must be equipped or adapted to limit the risk of overturning: an enclosure for the driver, a structure that stops it overturning or leaves clearance if it does, or a restraint that keeps the driver in the seat.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [sources.forkLiftTrucks, sources.industrialTrucksCode, sources.industrialTrucksConsultation, sources.vehiclesLegal],
  },
  {
    slug: 'vehicles-plant-reversing',
    title: 'Vehicles, mobile plant and reversing',
    severity: 5,
    summary: 'People struck or run over by reversing vehicles and mobile plant is one of the main causes of death on construction sites.',
    triggers: [
      'vehicle',
      'plant',
      'mobile plant',
      'reversing',
      'reverse',
      'lorry',
      'truck',
      'tipper',
      'van',
      'delivery',
      'deliveries',
      'roller',
      'dozer',
      'loading shovel',
      'machine',
      'machinery',
      'banksman',
      'haul road',
      'wagon',
      'artic',
    ],
    points: [
      {
        point: 'Keep people and vehicles apart',
        detail:
          'Walk only on the marked pedestrian routes the site\u2019s traffic management plan sets out, cross at the marked crossings, and never take a short cut through a plant area. Big plant has blind spots all round it where a driver cannot see you even with mirrors: stay out of them and wear your hi-vis.',
      },
      {
        point: 'Plan reversing out, and never walk behind a reversing vehicle',
        detail:
          'Drivers cannot see behind them. A one-way route through the site or a turning area means lorries need not reverse at all; where reversing cannot be avoided it happens only in a cleared reversing area, with a trained banksman in view of the driver directing it.',
      },
      {
        point: 'Make eye contact before you approach',
        detail:
          'Get the operator\u2019s attention and a clear signal before walking up to any machine. If you cannot see the driver\u2019s eyes, they cannot see you.',
      },
      {
        point: 'Trained, carded operators only',
        detail:
          'Only people with the right CSCS card or training for that machine drive it, and they do the daily checks and report defects before starting.',
      },
      {
        point: 'Seatbelts on, keys out when parked',
        detail:
          'Wear the seatbelt in every machine that has one. Park on level ground with attachments lowered, the brake on and the keys removed.',
      },
      {
        point: 'Slopes, edges and soft ground overturn plant: roll-over protection and the belt on',
        detail:
          'Rollers, dumpers, excavators and other plant overturn on slopes too steep for them, on soft, loose or uneven ground and at the edges of embankments and excavations. Keep to the planned routes and gradients and stay back from edges and fresh fill. Roll-over protection (ROPS) only protects a driver held in the seat: wear the seatbelt, and never try to jump clear of a machine that starts to overturn.',
      },
      {
        point: 'Hi-vis on and be seen',
        detail: 'Wear your high-visibility clothing properly fastened, and keep it clean: dirty hi-vis is not hi-vis.',
      },
    ],
    legal: {
      figure:
        'Where mobile plant moves in a work area the employer must set traffic rules for it and organise the work so people on foot are kept out of its path.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [
      sources.vehiclesLegal,
      sources.vehicleOverturns,
      sources.construction,
      sources.workEquipment,
      sources.reversingOneWay,
      sources.constructionTransport,
    ],
  },
  {
    slug: 'site-traffic-management',
    title: 'Site traffic management and deliveries',
    severity: 4,
    summary: 'Busy sites with deliveries, plant and pedestrians sharing space need a traffic plan or someone will be hit.',
    triggers: [
      'traffic management',
      'site traffic',
      'traffic plan',
      'delivery',
      'deliveries',
      'many vehicles',
      'several vehicles',
      'busy site',
      'site entrance',
      'gateman',
      'site gate',
      'speed limit',
      'pedestrian route',
      'unloading',
      'vehicle',
      'haul road',
      'haul roads',
    ],
    points: [
      {
        point: 'Follow the traffic management plan',
        detail:
          'Know today\u2019s routes, the one-way system, the speed limit and where the pedestrian walkways are. If the layout has changed, the plan and the signs change with it.',
      },
      {
        point: 'Deliveries booked in and met at the gate',
        detail:
          'Stagger deliveries so vehicles do not queue on site or on the public road, and have someone meet each driver, explain the site rules and guide them to the unloading area.',
      },
      {
        point: 'Unload only in the set-down area',
        detail: 'Keep people clear of the vehicle while it is unloaded, and do not let drivers wander site without PPE and an escort.',
      },
      {
        point: 'Keep routes clear and firm',
        detail:
          'Do not block traffic routes with materials, and report potholes, soft ground or mud that could cause a vehicle to slide or tip.',
      },
      {
        point: 'Watch the site entrance',
        detail:
          'Vehicles entering and leaving cross the footpath. Use a trained person to control the gate and keep pedestrians safe outside.',
      },
    ],
    legal: {
      figure:
        'Traffic routes on site must be laid out and kept so pedestrians and vehicles can use them safely, with enough clearance between vehicles and people on foot.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 1 (Workplace)',
    },
    sources: [sources.vehiclesLegal, sources.construction, sources.workplace, sources.constructionTransport],
  },
  {
    slug: 'roadworks-traffic-management',
    title: 'Roadworks and working beside live traffic',
    severity: 5,
    summary: 'Workers on or beside public roads are struck by passing traffic when signing, lighting and guarding is missing or wrong.',
    triggers: [
      'roadworks',
      'road works',
      'public road',
      'live traffic',
      'lane closure',
      'stop/go',
      'chapter 8',
      'traffic cone',
      'resurfacing',
      'road opening',
      'road crossing',
      'traffic diversion',
      // A bridge's parapet is the edge of the road it carries: work on it is work beside that road's traffic.
      'bridge parapet',
      // A site manager's 'traffic' is the public's passing traffic; vehicles of the site are plant, dumpers or deliveries.
      'traffic',
    ],
    points: [
      {
        point: 'Set out signs and cones to the agreed layout',
        detail:
          'Temporary traffic management follows the Chapter 8 layout in the plan and any road opening licence, set out in order before work starts by trained people holding the CSCS card for signing, lighting and guarding on roads.',
      },
      {
        point: 'Stay inside the safety zone',
        detail:
          'Keep the buffer between you and the traffic clear. Never step into the live lane to fetch materials or direct traffic without being trained to.',
      },
      {
        point: 'Traffic slowed past the works: the road works speed limit',
        detail:
          'Where the council has made a road works speed limit order for the job, its reduced speed limit signs go up with the Chapter 8 layout and stay while the works are there. The order sets the speed, not the crew: if traffic is still passing too fast or too close, stop and tell the supervisor.',
      },
      {
        point: 'Highest class hi-vis on the road',
        detail: 'Full hi-vis jacket and trousers, clean and fastened, so drivers see you from a distance, day and night.',
      },
      {
        point: 'Stop/Go boards by trained operatives only',
        detail:
          'Whoever controls traffic must be trained, stand where drivers can see them, and have a way out if a driver ignores the board.',
      },
      {
        point: 'Look after pedestrians and cyclists',
        detail: 'Keep a safe, signed route for people walking, including buggies and wheelchairs, when a footpath is closed.',
      },
    ],
    legal: {
      figure:
        "Signing, lighting and guarding for work on a public road follows the Department of Transport's Traffic Signs Manual, Chapter 8, and the conditions of the road opening licence.",
      instrument:
        'Traffic Signs Manual, Chapter 8 (Department of Transport); Safety, Health and Welfare at Work (Construction) Regulations 2013',
    },
    sources: [sources.roadworksChapter8, sources.construction, sources.cscs, sources.roadWorksSpeedLimit],
  },
  {
    slug: 'telehandlers',
    broader: ['vehicles-plant-reversing'],
    title: 'Telehandlers',
    severity: 5,
    summary: 'Telehandlers tip over when overloaded or on slopes, and crush people when used to lift them or driven with the boom up.',
    triggers: ['telehandler', 'telescopic handler', 'rough terrain forklift', 'forks'],
    points: [
      {
        point: 'A CSCS-carded operator, working to the load chart',
        detail:
          'Telescopic handler operation is a CSCS task: only an operator holding the SOLAS CSCS card for it drives, new starts and agency drivers included. What it can safely lift drops sharply as the boom goes out and up: check the weight and the reach against the chart, not by feel.',
      },
      {
        point: 'Firm, level ground under the machine before it lifts',
        detail:
          'Check the ground conditions where it will stand and travel: soft ground after rain, slopes, potholes, trench edges and fresh fill tip a loaded telehandler. Mobile lifting equipment must be used so it stays stable, taking the ground into account.',
      },
      {
        point: 'Keep pedestrians out of the working area',
        detail:
          'Nobody under a load being lifted or between the machine and a wall. Use a banksman where visibility is poor, and watch the back end when reversing.',
      },
      {
        point: 'Travel with the boom down and the load low',
        detail:
          'Drive with the load just off the ground and tilted back, slowly, on firm ground. A raised boom on a slope is how they roll over.',
      },
      {
        point: 'Never lift people on the forks or a pallet',
        detail:
          'Only an approved work platform, fitted and used as the manufacturer allows, may lift a person. A pallet on forks is not a platform.',
      },
      {
        point: 'Only approved attachments, locked on',
        detail: 'Use only attachments approved for that machine, properly locked on and checked before the lift.',
      },
    ],
    legal: {
      figure:
        'A telehandler is lifting equipment: it is examined by a competent person before first use and after any repair that affects safe lifting, and used only within any conditions its examination report sets.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [
      sources.vehiclesLegal,
      sources.workEquipment,
      sources.workEquipmentGuide,
      sources.cscs,
      sources.liftingLoads,
      sources.vehicleOverturns,
    ],
  },
  {
    slug: 'site-dumpers',
    broader: ['vehicles-plant-reversing'],
    title: 'Site dumpers',
    severity: 5,
    summary: 'Forward-tipping dumpers overturn on slopes and at excavation edges, crushing drivers who are untrained or not belted in.',
    triggers: [
      'dumper',
      'site dumper',
      'dumper driver',
      'forward tipping dumper',
      'tipping into',
      'skip loader',
      'forward tipper',
      'tracked dumper',
    ],
    points: [
      {
        point: 'Seatbelt on and roll bar up',
        detail:
          'A dumper that tips over kills the driver who is thrown out or not protected. Belt on every time with the roll-over protection raised.',
      },
      {
        point: 'Daily check before the first run, defects reported',
        detail:
          'Before the day\u2019s first run the driver does the daily check the manufacturer\u2019s instructions set out and reports any defect; a dumper with a fault that affects safety is taken out of use until it is put right.',
      },
      {
        point: 'Trained, CSCS-carded drivers only, and no passengers',
        detail:
          'Site dumper and articulated dumper operation are CSCS tasks: only a driver holding the SOLAS CSCS card for the machine drives it, and a dumper carries one person, the driver.',
      },
      {
        point: 'Stop blocks at every tipping point',
        detail: 'Never tip into an excavation or over an edge without a stop block fixed well back from the edge.',
      },
      {
        point: 'Go straight up and down slopes',
        detail:
          'Do not turn or drive across a slope, and keep the skip low. Loaded, drive up a slope forwards and down it in reverse, as the manufacturer says.',
      },
      {
        point: 'Do not overload or block your view',
        detail: 'Load only what the dumper is rated for, and never so high you cannot see ahead. If you cannot see, get a banksman.',
      },
    ],
    legal: {
      figure:
        'Where mobile plant could roll over with its driver on board, the law requires a structure that protects the driver and, where the driver could be crushed, a restraining system such as a seatbelt.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [sources.vehiclesLegal, sources.workEquipment, sources.cscs, sources.dumpers, sources.vehicleOverturns],
  },
  {
    slug: 'excavators',
    broader: ['vehicles-plant-reversing'],
    title: 'Excavators and quick hitches',
    severity: 5,
    summary: 'People are struck by slewing excavators and by buckets falling from badly locked quick hitches.',
    triggers: [
      'excavator',
      'digger',
      'mini digger',
      'tracked excavator',
      '360',
      'tracked 360',
      'slew',
      'quick hitch',
      'bucket',
      'breaker attachment',
      'track machine',
    ],
    points: [
      {
        point: 'Stay out of the slew radius',
        detail:
          'The back of an excavator swings out as it turns. Keep out of the whole working circle, the exclusion zone round the machine, unless the operator has stopped and signalled you in.',
      },
      {
        point: 'Quick hitch and safety pin checked after every change',
        detail:
          'After every change of bucket or breaker the operator makes sure the locking mechanism and the safety pin are fully in and secured, then, with everyone well clear, shakes the arm hard to prove the attachment cannot come loose. Nobody works directly under the attachment, and a machine whose safety pin is missing is not used until one is got. A bucket falling off has killed workers.',
      },
      {
        point: 'A CSCS card for the machine',
        detail:
          '360 and 180 excavator and mini-digger operation are CSCS tasks: the operator holds the SOLAS CSCS card for that kind of machine, and a slinger or signaller for a lift with it holds the slinging/signalling card.',
      },
      {
        point: 'Lifting only when set up for it',
        detail:
          'An excavator used as a crane needs to be rated for lifting, with check valves, a safe load indicator, proper lifting points and a slinger.',
      },
      {
        point: 'Keep clear of trench edges with the machine',
        detail: 'The weight of the machine can collapse the side of an excavation. Work to the plan for where plant may track.',
      },
      {
        point: 'Operator checks before starting',
        detail: 'Daily checks on tracks, hoses, mirrors and cameras, and defects reported before work, not after.',
      },
    ],
    legal: {
      figure:
        'An excavator used to lift loads is lifting equipment: it is examined by a competent person before first use and after any repair that affects safe lifting, and used only within any conditions its examination report sets.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [sources.vehiclesLegal, sources.workEquipment, sources.excavationsFaq, sources.cscs, sources.quickHitchAlert],
  },
  {
    slug: 'lifting-operations-cranes',
    title: 'Lifting operations and cranes',
    severity: 5,
    summary: 'Dropped loads, overturned cranes and people trapped by swinging loads come from poorly planned lifts.',
    triggers: [
      'crane',
      'tower crane',
      'mobile crane',
      'crane lift',
      'heavy lift',
      'lift plan',
      'lifting operation',
      'slinger',
      'signaller',
      'rigger',
      'sling',
      'lifting chain',
      'suspended load',
      'spreader beam',
      'precast',
      'hollowcore',
      'steel beam',
      'crane erection',
      'crane set-up',
    ],
    points: [
      {
        point: 'Never stand under a suspended load',
        detail:
          'Keep an exclusion zone beneath and around a load in the air, barriered where people pass, and let nobody in it until the load is landed. Use tag lines to steady it rather than your hands.',
      },
      {
        point: 'Trained slinger/signaller and one voice',
        detail:
          'Only the trained slinger/signaller, holding the CSCS card for slinging and signalling, directs the crane, with agreed signals or radios. Everyone else keeps quiet on the channel.',
      },
      {
        point: 'A lift plan for every lift, with the ground checked under the outriggers',
        detail:
          'The lift plan covers the weight, the crane set-up, the ground under each outrigger (on mats, clear of voids and buried services), the route of the load and who does what. If the lift changes, the plan changes.',
      },
      {
        point: 'Tackle thoroughly examined, certified and on the register',
        detail:
          'Chains, slings and shackles must be marked with their safe working load and carry a current report of thorough examination by a competent person. New tackle is given its number and entered on the site’s register of lifting equipment and accessories, with the date of its last thorough examination, before it is used. Damaged tackle is taken out of use.',
      },
      {
        point: 'The rated capacity indicator works and the radius is known',
        detail:
          'The further a crane reaches, the less it can lift. A crane whose working radius varies shows its safe working load at each radius and has a safe load indicator or rated capacity indicator the driver can see, giving the radius and the load allowed at it; it is tested after the crane is set up, and a long reach is planned on the load chart, never guessed.',
      },
      {
        point: 'Stop lifting in high wind',
        detail:
          'Follow the crane\u2019s wind limit. Large flat loads like glazing units, cladding panels and formwork catch the wind well below it, and a glass vacuum lifter keeps its own lower wind limit even when it hangs from the crane.',
      },
    ],
    legal: {
      figure:
        'Lifting machinery is clearly marked with its safe working load and never used beyond it except in a test a competent person directs; cranes and lifting tackle are examined by a competent person before first use, after any repair relevant to safe operation and at the intervals the Regulations set, and used only within any conditions the examination report sets; a chain, sling or other lifting accessory is used only with a test certificate from a competent person giving its safe working load, marked with that load, and a hook has a safety catch or a shape that stops the load slipping off.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [
      sources.workEquipmentGuide,
      sources.workEquipment,
      sources.liftingAccessories,
      sources.liftingLoads,
      sources.cranes,
      sources.liftingRegister,
      sources.construction,
      sources.cscs,
      sources.glassLiftingWind,
    ],
  },
  {
    slug: 'lorry-loaders',
    broader: ['vehicles-plant-reversing'],
    title: 'Lorry loaders (HIABs)',
    severity: 4,
    summary: 'Lorry-mounted cranes overturn on soft ground and strike overhead lines during deliveries.',
    triggers: ['lorry loader', 'lorry mounted crane', 'crane lorry', 'hiab', 'grab lorry', 'offloading'],
    points: [
      {
        point: 'Outriggers fully out on firm ground',
        detail:
          'Set the stabilisers on pads on firm, level ground, never over covers, trenches or soft fill. Everyone stands clear of the legs while they go out and come in: the operator works them from a safe position, by the remote where the crane has one, never standing between a leg and the lorry body.',
      },
      {
        point: 'Every lift planned, supervised and within the safe working load',
        detail:
          'A lorry loader lift is a lifting operation like any crane lift: it is planned before it starts (the weight, kept within the safe working load marked for the crane at that reach, where the lorry stands, the landing place, who slings and who lands the load) and supervised while it happens. When the driver lifts alone off the remote, the plan still says who keeps everyone clear and how the load is landed.',
      },
      {
        point: 'Look up before you lift',
        detail: 'Check for overhead lines and structures before the crane is unfolded. Offload away from lines.',
      },
      {
        point: 'Keep the delivery area clear',
        detail:
          'Nobody near the vehicle or under the load while offloading. The driver controls the lift from a position where they can see the load.',
      },
      {
        point: 'Examined and certified before it lifts',
        detail:
          'A lorry loader is lifting equipment: a competent person examines it before first use, after any repair that affects its safety and at the intervals the regulations set, and the driver carries the current report of thorough examination. Its chains and slings are certified and marked with their safe working load.',
      },
      {
        point: 'Do not climb on the load',
        detail: 'Sling and unsling from the ground where possible. Falls from lorry beds are a common serious injury.',
      },
    ],
    legal: {
      figure:
        'ESB Networks tells contractors never to carry out any construction activity, including offloading with a crane, within 10 metres of an overhead electricity wire.',
      instrument: 'ESB Networks Code of Practice for Avoiding Danger from Overhead Electricity Lines 2019 and its contractor guidance',
    },
    sources: [
      sources.workEquipmentGuide,
      sources.overheadLinesCode,
      sources.workEquipment,
      sources.esbOverheadWires,
      sources.liftingOperations,
      sources.lorryLoaderStabilisers,
    ],
  },
  {
    slug: 'work-equipment-inspection',
    title: 'Hired and moved plant and tools: inspected, with the record',
    severity: 3,
    summary:
      'Plant and tools that arrive from the hire yard or another job can come with faults nobody has found, unless each has been inspected by a competent person and the record travels with it.',
    triggers: [
      'hire yard',
      'hire shop',
      'hired in',
      'hired plant',
      'from the hire',
      'other job',
      'another job',
      'another site',
      'plant inspection',
      'inspection record',
      'inspection records',
      'equipment inspection',
    ],
    points: [
      {
        point: 'No evidence of its last inspection, no use',
        detail:
          'Equipment that comes from the hire yard or from another of our jobs arrives with evidence of its last inspection by a competent person (a tag, a certificate or the record). If it has none, or the date is out, it is not used until a competent person has inspected it.',
      },
      {
        point: 'Inspected again once it is set up here',
        detail:
          'Where its safety depends on how it is set up (a mixer on its stand, a generator, a compressor, a hoist), it is inspected after it is assembled on this site and before anyone uses it.',
      },
      {
        point: 'Regular inspections, and again after damage or a long lay-up',
        detail:
          'Plant and tools that wear or sit out in the weather are inspected at set intervals, and again after damage, an accident, a repair or modification, a storm or a long time unused, so faults are found and fixed in good time. Operators still look over guards, hoses, leads and controls before each use.',
      },
      {
        point: 'The records are kept, and you can ask to see them',
        detail:
          'Inspection results are written down and kept for 5 years; whoever uses the equipment can ask to see when it was last inspected and what was found.',
      },
    ],
    legal: {
      figure:
        'Work equipment exposed to wear is inspected by a competent person at intervals and after exceptional events, the results are recorded and kept for 5 years, and equipment used at another place of work goes with evidence of its last inspection.',
      instrument:
        'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment), Regulation 30',
    },
    sources: [sources.workEquipmentInspection, sources.workEquipmentGuide],
  },
  {
    slug: 'raised-tipping-bodies',
    broader: ['vehicles-plant-reversing'],
    title: 'Working under a raised tipper or trailer body',
    severity: 5,
    summary:
      'A raised tipper, trailer or skip-loader body held up only by its hydraulics can drop without warning and crush anyone reaching or climbing in beneath it, as it has on Irish farms.',
    triggers: [
      'raised body',
      'body up',
      'body raised',
      'tipping body',
      'tipping trailer',
      'tipper trailer',
      'silage trailer',
      'grain trailer',
      'dump trailer',
      'tipping position',
      'hook loader',
      'hooklift',
      'skip loader',
      'under the body',
      'body stuck',
      'trailer stand',
      'hydraulic ram',
    ],
    points: [
      {
        point: 'Nobody goes under a raised body unless it is propped',
        detail:
          'Before anyone reaches or climbs between the body and the chassis, lower the body fully, or, if it has to stay up, fit the maker\u2019s prop or a purpose-made stand so it cannot come down. The hydraulics alone are never the support: a hose, a valve or a knock on the lever lets it drop.',
      },
      {
        point: 'Never go in while the body is moving',
        detail:
          'The gap between body and chassis closes as the body lowers. Keep everyone out of it while it is being raised or lowered, and stand clear of the sides as a load is tipped.',
      },
      {
        point: 'A body that sticks half up is cleared from outside',
        detail:
          'Never climb in under a stuck body to knock out the load. Lower it, prop it, or clear it with a long-handled tool from the side, and get the fault fixed before it is used again.',
      },
      {
        point: 'Fit the prop without reaching under the load',
        detail:
          'Where the prop or stand is stored under the chassis, getting it means reaching under the body: have a competent person move its storage point so it can be fitted from a safe place.',
      },
      {
        point: 'Switch off and tell the others',
        detail:
          'Engine off, key out and the controls left so nobody can operate them while someone works underneath; hold-to-run controls and the maker\u2019s manual at hand, and everyone who uses the machine told the rule.',
      },
    ],
    legal: {
      figure:
        'Work equipment must be used safely, with the information and instructions needed; the HSA\u2019s alerts on tipping trailers (2009, re-issued 2024) say nobody enters the space between body and chassis while it moves, and anyone who must reach it has the body fully lowered or suitably propped.',
      instrument:
        'Safety, Health and Welfare at Work (General Application) Regulations 2007, Use of Work Equipment, and the HSA safety alerts on tipping trailers',
    },
    sources: [sources.tippingTrailersAlert, sources.workEquipment],
  },
  {
    slug: 'powered-gates',
    title: 'Installing and commissioning powered gates',
    severity: 5,
    summary:
      'An electrically powered gate can trap and crush an adult or a child at its closing edge or against a post, above all when it is opened by a fob or phone out of sight; people have been killed.',
    triggers: [
      'electric gate',
      'electric gates',
      'powered gate',
      'powered gates',
      'automatic gate',
      'automatic gates',
      'sliding gate',
      'sliding gates',
      'gate motor',
      'gate automation',
      'swing gates',
    ],
    points: [
      {
        point: 'A moving gate crushes: nobody near it while it is tested',
        detail:
          'Keep residents, children and the public away while gates are commissioned, and never run a gate by fob or remote where you cannot see the whole of its travel.',
      },
      {
        point: 'Limit the force: safe edges or force control',
        detail:
          'The gate must stop and reverse when it meets a person: fit force limitation, from safe edges (sensitive rubber strips) or a drive that senses an obstruction, and test it before handover.',
      },
      {
        point: 'Guard every trap point',
        detail:
          'Protect every place where the gate can crush, shear, draw in or strike someone: the closing edge, the gap against posts and walls, and the rollers and rack of a sliding gate.',
      },
      {
        point: 'Hand over procedures and maintenance',
        detail:
          'Leave instructions for safe operation, a plan for freeing someone trapped or opening the gate in a power failure, and a schedule of regular maintenance; a gate put into service is machinery with its CE marking and declaration of conformity.',
      },
    ],
    legal: {
      figure:
        'Whoever controls a workplace with powered gates must protect every crushing, shearing, drawing-in and impact area, limit the force the gate can exert on a person, maintain it and have emergency procedures; the installer of a gate puts machinery into service and must meet the Machinery Regulations.',
      instrument:
        'HSA safety alert on electrically powered gates (2015), under the Safety, Health and Welfare at Work Act 2005 and the European Communities (Machinery) Regulations 2008',
    },
    sources: [sources.poweredGatesAlert, sources.machinery, sources.act],
  },
];
