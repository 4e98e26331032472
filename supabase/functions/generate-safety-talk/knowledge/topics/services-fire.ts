// Live services, fumes, gas cylinders and asbestos cement: the hazards that
// come with the materials and the ground, not the task itself.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { GA } from './instruments.ts';

const ASBESTOS_SHEETS_SAID =
  'Since 21 December 2025, the exposure limit for asbestos is 0.01 fibres per cm\u00b3 and an HSA permit is needed before anyone works with asbestos, including cement roof sheets.';

export const servicesFireTopics: readonly SafetyTopic[] = [
  {
    slug: 'carbon-monoxide',
    title: 'Carbon monoxide from engines, generators and heaters',
    severity: 5,
    summary:
      'Petrol and diesel engines, generators and fuel-burning heaters run indoors or in enclosed spaces fill the air with carbon monoxide, which gives no warning before it kills.',
    triggers: [
      'carbon monoxide',
      'exhaust fumes',
      'engine fumes',
      'petrol generator',
      'diesel generator',
      'generator indoors',
      'generator',
      'gas heater',
      'patio heater',
      'heater',
      'space heater',
      'site heater',
      'drying out heater',
      'flue',
      'flues',
      'vents blocked',
      'stove',
      'gas boiler',
      'oil boiler',
      'biomass boiler',
      'wood pellet',
      'wood pellets',
      'pellet store',
      'pellet boiler',
    ],
    points: [
      {
        point: 'Generators and petrol plant run outside',
        detail:
          'A generator, petrol saw or engine-driven pump runs in the open air. It never runs indoors, in a basement or under sheeting unless the exhaust is piped outside or the space is ventilated enough to keep the fumes from harming anyone.',
      },
      {
        point: 'You will not see or smell it',
        detail:
          'Carbon monoxide has no colour and no smell and comes from any burning fuel: petrol, diesel, gas, oil, coal, turf or wood. It kills on average six people in Ireland every year.',
      },
      {
        point: 'Heaters and gas appliances fitted and serviced properly',
        detail:
          'Gas appliances are installed and serviced by a Registered Gas Installer. Never use an appliance meant for outdoors inside, such as a patio heater or barbecue.',
      },
      {
        point: 'Keep vents and flues open',
        detail:
          'Never block a vent or cover a flue with sheeting, boards or insulation, in a cabin or in a house you are working in. Sooting or staining around an appliance and heavy condensation on windows are warning signs.',
      },
      {
        point: 'A carbon monoxide alarm goes in with a new stove, boiler or fire',
        detail:
          'Since 1 September 2014 the Building Regulations (Part J) call for a carbon monoxide alarm in a home when an open-flued or flueless appliance is fitted in a new dwelling or replaces one in an existing dwelling. Leave it fitted and working at handover: it backs up a sound flue, a good installation and ventilation, and never takes their place.',
      },
      {
        point: 'A wood pellet store fills with carbon monoxide, with nothing burning',
        detail:
          'Stored wood pellets give off carbon monoxide on their own, and it can reach a deadly level in a store, hopper or tank however short a time they are kept there. Assume it is there: never go in or put your head in unless you are trained for confined space entry and the precautions are in place, take most care clearing a blockage or when the pellets run low, and remember only a gas detector will tell you.',
      },
    ],
    legal: {
      figure:
        'A generator must never be used indoors unless its exhaust gases are carried into the open air or the working area is ventilated enough to prevent danger to health; the employer must warn workers of this danger.',
      instrument:
        'HSA warning to the construction industry on generators and carbon monoxide (2008), under the Safety, Health and Welfare at Work Act 2005',
    },
    sources: [sources.generatorsAlert, sources.carbonMonoxideGni, sources.act, sources.carbonMonoxideAlarmsPartJ, sources.woodPelletsAlert],
  },
  {
    slug: 'utilities-gas-and-water-mains',
    title: 'Gas mains, water mains and utility connections',
    severity: 5,
    summary:
      'Digging for new connections or near gas and water mains risks gas escapes, explosions, flooding trenches and striking cables laid in the same route.',
    triggers: [
      'gas main',
      'gas mains',
      'gas connection',
      'gas service',
      'gas networks',
      'water main',
      'water mains',
      'water connection',
      'uisce eireann',
      'irish water',
      'utility connection',
      'service connection',
      'tapping the main',
      'dial before you dig',
      'gas pipe',
      'gas pipeline',
      'transmission pipeline',
      'gas marker post',
      'pipeline marker',
    ],
    points: [
      {
        point: 'Maps from every utility before you dig',
        detail:
          'Get current drawings from Gas Networks Ireland (its free Dial Before You Dig service, 1800 42 77 47, gives maps and advice), Uisce \u00c9ireann, ESB Networks and the telecoms providers, and treat them as a guide only.',
      },
      {
        point: 'No digger within 500 mm of a gas pipe',
        detail:
          'Gas Networks Ireland\u2019s safe digging distance: no mechanical excavator within 500 mm of a distribution main or service pipe (usually yellow plastic) or within 3 m of a transmission pipeline, and no hand-held power tools directly over a gas pipe until it has been found by hand.',
      },
      {
        point: 'Locate by scanning and hand-dug trial holes',
        detail: 'Scan, mark, then find the exact line by careful hand digging before any machine goes near a main.',
      },
      {
        point: 'A gas leak: no naked flames, clear the area, call',
        detail: 'No flames, no switches, no engines started. Move everyone upwind and call the Gas Networks Ireland emergency line.',
      },
      {
        point: 'A high-pressure gas pipeline nearby: Gas Networks Ireland first',
        detail:
          'Transmission pipelines carry gas at very high pressure. Digging in the pipeline corridor, driving fence posts or putting in drains near one counts as an encroachment; in 2024 there were 53 on transmission pipelines and 173 accidental hits on distribution pipes. Contact Gas Networks Ireland before the work.',
      },
      {
        point: 'Only the utility works on its main',
        detail:
          'Connections and repairs to live mains are for the utility or its approved contractor. Support exposed pipes so they do not sag or crack.',
      },
    ],
    legal: {
      figure:
        'Before excavation begins, the Construction Regulations require appropriate investigations to locate underground cables, pipes and other services so the digging does not put anyone at risk.',
      instrument: 'Safety, Health and Welfare at Work (Construction) Regulations 2013',
    },
    sources: [
      sources.construction,
      sources.excavationsFaq,
      sources.undergroundCode,
      sources.gasPipelineStrikes,
      sources.gniDiggingNearGas,
      sources.gniDialBeforeYouDig,
    ],
  },
  {
    slug: 'welding-fumes',
    title: 'Welding and cutting fumes',
    severity: 3,
    summary:
      'Welding, flame cutting and hot cutting of coated steel give off metal fumes and gases that damage the lungs and can cause cancer.',
    triggers: [
      'welding fumes',
      'welding',
      'welder',
      'mig welding',
      'arc welding',
      'stick welding',
      'flame cutting',
      'gas cutting',
      'cutting steel',
      'galvanised steel',
      'fume extraction',
      'plasma cutting',
    ],
    points: [
      {
        point: 'Extract the fume at the arc',
        detail: 'Use on-torch or local extraction placed close to the weld; general ventilation alone does not clear welding fume.',
      },
      {
        point: 'Respiratory protection when extraction is not enough',
        detail: 'Wear the respirator the risk assessment specifies, such as a powered air helmet, especially indoors or in tight spaces.',
      },
      {
        point: 'Know what is on the steel',
        detail: 'Paint, galvanising and primers give off extra toxic fumes; strip coatings back where you can.',
      },
      {
        point: 'Keep others out of the fume and the arc flash',
        detail: 'Screen the welding area so nobody nearby breathes the fume or looks at the arc.',
      },
    ],
    legal: {
      figure:
        'The employer must assess the risk from hazardous chemical agents such as welding fume and keep exposure below the occupational exposure limits in the HSA\u2019s 2024 Code of Practice, preferably by controls at source.',
      instrument: 'Safety, Health and Welfare at Work (Chemical Agents) Regulations 2001 to 2021 and the 2024 Code of Practice',
    },
    sources: [sources.chemicalAgents, sources.chemicalAgentsCode],
  },
  {
    slug: 'lpg-cylinders',
    title: 'LPG and gas cylinders',
    severity: 4,
    summary: 'Leaking propane and acetylene cylinders collect in low spots and basements and explode when they meet a flame or spark.',
    triggers: [
      'lpg',
      'propane',
      'gas bottle',
      'gas bottles',
      'gas cylinder',
      'gas cylinders',
      'acetylene',
      'oxygen cylinder',
      'calor gas',
      'space heater',
      'gas heater',
      'cylinder store',
      'bitumen boiler',
    ],
    points: [
      {
        point: 'Store cylinders outside in a ventilated cage',
        detail:
          'Upright, chained, in a locked ventilated store away from drains, basements and excavations, where leaking gas cannot gather.',
      },
      {
        point: 'Bring in only what you need',
        detail: 'Take cylinders into the building for the job in hand and take them back out at the end of the shift.',
      },
      {
        point: 'Check hoses, regulators and arrestors',
        detail: 'Leak-test connections with soapy water, never a flame, and use flashback arrestors on torches.',
      },
      {
        point: 'Close the valve when not in use',
        detail: 'Shut the cylinder valve, not just the torch or heater, at every break and at the end of the day.',
      },
    ],
    legal: {
      figure:
        'Where gas could form an explosive atmosphere, the employer must assess the explosion risk, classify and sign the places where it may occur, and keep ignition sources out of them.',
      instrument: `${GA}, Part 8 (Explosive Atmospheres at Places of Work)`,
    },
    sources: [sources.explosiveAtmospheres],
  },
  {
    slug: 'explosive-atmospheres',
    title: 'Flammable vapour and explosive atmospheres (old fuel tanks, forecourts)',
    severity: 5,
    summary:
      'Old fuel tanks, forecourt pipework and other places that held petrol, fuel or flammable gas can still hold vapour that a spark, a hot tool or static sets off in an explosion.',
    triggers: [
      'explosive atmosphere',
      'explosive atmospheres',
      'atex',
      'flammable vapour',
      'flammable vapours',
      'petrol vapour',
      'fuel vapour',
      'explosion protection document',
      'hazardous area',
      'petrol station',
      'filling station',
      'forecourt',
      'underground fuel tank',
      'petrol tank',
      'tank removal',
    ],
    points: [
      {
        point: 'The explosion protection document comes first',
        detail:
          'Where fuel vapour or flammable gas may be present, the employer assesses the explosion risk before work starts and sets out in an explosion protection document where an explosive atmosphere may form (its zones), what could ignite it and the measures for the job. Know what it says for your work, and work only as it says.',
      },
      {
        point: 'Get rid of the vapour, or keep every ignition source away',
        detail:
          'The first choice is to stop an explosive atmosphere forming: the tank or line emptied and made safe by a competent person and the vapour vented to a safe place. Where vapour may remain, no flames, hot work, grinding, smoking or sparking tools near it, and mind static.',
      },
      {
        point: 'A permit to work from a competent person',
        detail:
          'Where the explosion protection document calls for one, work in the hazardous area starts only under written instructions and a permit to work issued by the competent person responsible, before the job begins.',
      },
      {
        point: 'Only equipment the document allows in the zone',
        detail:
          'Plant, tools, lights and pumps are used where vapour may be only if the explosion protection document says they are safe in that atmosphere. An ordinary drill, extension lead or engine can ignite it.',
      },
      {
        point: 'Trained and supervised',
        detail: 'Everyone working where an explosive atmosphere may occur is trained in explosion protection, and the work is supervised.',
      },
      {
        point: 'Do not go into the tank',
        detail:
          'A tank or pit that held fuel is a confined space as well: nobody enters it without the confined-space permit, gas testing from outside and a rescue plan.',
      },
    ],
    legal: {
      figure:
        'Where an explosive atmosphere may be present, the employer assesses the explosion risk and prepares an explosion protection document before work starts, prevents the atmosphere forming or else keeps ignition sources out, uses only equipment that document allows and, where it requires, runs the work under a permit to work issued by a competent person.',
      instrument: `${GA}, Part 8 (Explosive Atmospheres at Places of Work), Regulations 169 to 173`,
    },
    sources: [
      sources.explosionRiskAssessment,
      sources.explosionPrevention,
      sources.explosionEquipment,
      sources.explosionPermits,
      sources.explosiveAtmospheres,
      sources.confinedSpacesCode,
    ],
  },
  {
    slug: 'asbestos-cement-sheets',
    // Asbestos cement sheets are a fragile roof as well as asbestos: the HSA roofwork code, among its sources, says so.
    broader: ['asbestos', 'roof-work-fragile-surfaces'],
    title: 'Asbestos cement roof sheets and slates',
    severity: 5,
    summary:
      'Old corrugated roof sheets, slates, soffits and downpipes on farm sheds, garages and houses often contain asbestos cement that releases fibres when broken, cut or drilled.',
    triggers: [
      'asbestos cement',
      'asbestos sheets',
      'asbestos roof',
      'corrugated roof sheets',
      'old roof sheets',
      'shed roof',
      'farm shed',
      'fibre cement sheets',
      'cement slates',
      'eternit',
      'asbestos soffit',
      'asbestos downpipe',
      'removing roof sheets',
      'taking down sheets',
    ],
    points: [
      {
        point: 'Permit and survey before anyone touches it',
        detail: `${ASBESTOS_SHEETS_SAID} The survey tells you whether the sheets contain asbestos; assume they do until it says otherwise.`,
      },
      {
        point: 'Notify the HSA in time',
        detail:
          'Notifiable asbestos work must reach the HSA at least 10 days before it starts, with the plan of work and a site-specific risk assessment.',
      },
      {
        point: 'Remove whole, never break or cut',
        detail: 'Sheets come down whole, wetted, unbolted and lowered, not smashed, cut with a grinder or thrown off the roof.',
      },
      {
        point: 'The sheets and rooflights are fragile: plan against a fall through them',
        detail:
          'Asbestos cement sheets, and the plastic rooflights among them, will not take your weight, and a fall through one can kill. Work from staging or a MEWP, with edge protection and nets.',
      },
      {
        point: 'Wrap it and dispose of it properly',
        detail: 'Wrap sheets in heavy polythene, label them and send them to a licensed facility. Decontaminate before you leave the area.',
      },
    ],
    legal: {
      figure:
        'Notifiable asbestos work must be notified so the HSA has it at least 10 days before the work starts, with the plan of work and a site-specific risk assessment, and since 21 December 2025 the exposure limit is 0.01 fibres per cm\u00b3 of air.',
      instrument: 'Safety, Health and Welfare at Work (Exposure to Asbestos) Regulations 2006 to 2025',
    },
    sources: [sources.asbestos, sources.asbestosChanges, sources.asbestosNotifications, sources.roofworkCode],
    dates: [
      {
        on: '2025-12-21',
        kind: 'starts',
        measure: 'the Exposure to Asbestos (Amendment) Regulations 2025',
        said: ASBESTOS_SHEETS_SAID,
        source: sources.asbestos,
      },
    ],
  },
  {
    slug: 'generators-and-backfeed',
    broader: ['electrical-work'],
    title: 'Generators in a power cut and standby generators',
    severity: 5,
    summary:
      'A generator wired or plugged into a building\u2019s circuits in a power cut can feed electricity back out onto the network and kill the repair crews working on lines they believe are dead.',
    triggers: [
      'standby generator',
      'backup generator',
      'portable generator',
      'generator',
      'power cut',
      'power outage',
      'outage',
      'power out',
      'power is out',
      'no power',
      'no electric',
      'no electricity',
      'backfeed',
      'back feed',
      'changeover switch',
      'change-over switch',
    ],
    points: [
      {
        point: 'Never plug a generator into a socket or the fuse board',
        detail:
          'A lead from a generator into a wall socket, the distribution board or the meter point feeds power back out through the supply onto the network, where ESB Networks repair crews are working on lines they expect to be dead. Run tools and heaters off the generator\u2019s own outlets instead.',
      },
      {
        point: 'A standby generator goes in through a change-over switch',
        detail:
          'A generator that powers a building\u2019s own circuits is installed by a Registered Electrical Contractor to the National Wiring Rules and always connected through a manual or automatic change-over switch, so it can never run with the mains. Tell the local ESB Networks office when one is installed.',
      },
      {
        point: 'Backfeeding gets the building cut off',
        detail:
          'ESB Networks disconnects an installation it finds feeding the network in an outage, and reconnects only on a Registered Electrical Contractor\u2019s certificate for the whole installation.',
      },
      {
        point: 'Run it outside, away from openings',
        detail:
          'A generator\u2019s exhaust is carbon monoxide: it runs in the open air, never indoors or in an enclosed space unless the exhaust is carried outside or the space is ventilated enough.',
      },
    ],
    legal: {
      figure:
        'ESB Networks requires a standby generator to be installed by a Registered Electrical Contractor and always connected through a change-over switch, never by temporary means such as a plug into a socket; the HSA warns that a generator connected to a socket or distribution board endangers repair crews.',
      instrument: 'ESB Networks requirements for standby generators and the HSA safety alert on generators in power outages (2014)',
    },
    sources: [sources.esbStandbyGenerators, sources.generatorsInOutagesAlert, sources.electricity, sources.generatorsAlert],
  },
];
