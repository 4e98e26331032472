// Trade work with its own serious hazards: electricity, fire, cutting tools,
// concrete and temporary works, steel.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';

export const tradeTopics: readonly SafetyTopic[] = [
  {
    slug: 'electrical-work',
    title: 'Electrical work and isolation',
    severity: 5,
    summary: 'Working on or near live systems causes electrocution and arc-flash burns; isolation and proving dead prevent it.',
    triggers: [
      'electrical',
      'electrician',
      'sparky',
      'wiring',
      'rewire',
      'live cable',
      'live working',
      'distribution board',
      'fuse board',
      'switchgear',
      'isolation',
      'lockout',
      'light fittings',
      'light fitting',
      'light fixtures',
      'luminaires',
      'first fix electrics',
      'second fix electrics',
      'consumer unit',
      'fuse box',
      'new circuit',
      'radial circuit',
      'swa',
      'armoured cable',
      'ev charger',
      'car charger',
      'charge point',
      'charging point',
      'sockets',
      'rcd',
    ],
    points: [
      {
        point: 'Isolate, lock off and prove dead',
        detail:
          'Switch off, lock the isolator with your own padlock and tag, and test the circuit is dead with a proven tester before touching it.',
      },
      {
        point: 'A Registered Electrical Contractor does the wiring and certifies it',
        detail:
          'Installation work such as a new circuit, a consumer unit change or an EV charger is restricted electrical work: only a Registered Electrical Contractor (Safe Electric) may do it, and it issues a completion certificate for the work. Nobody else opens boards or alters wiring.',
      },
      {
        point: 'No live working',
        detail: 'Working live is only ever done where it is unavoidable and specially planned, never to save time.',
      },
      {
        point: 'Keep boards closed and labelled',
        detail: 'Temporary and permanent boards stay locked and labelled so nobody energises a circuit someone else is working on.',
      },
      {
        point: 'Know what to do after a shock',
        detail: 'Do not touch the casualty until the power is off. Call for first aid and an ambulance, even if they seem fine.',
      },
    ],
    legal: {
      figure:
        'Nobody works on or near a live conductor unless it is unreasonable to make it dead, and then only competent people with precautions that prevent injury.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 3 (Electricity)',
    },
    sources: [sources.electricity, sources.construction, sources.safeElectric],
  },
  {
    slug: 'temporary-electrics-power-tools',
    title: 'Temporary electrics and power tools',
    severity: 4,
    summary: 'Damaged leads, mains-voltage tools and wet conditions cause electric shock, burns and trip hazards on site.',
    triggers: [
      'power tools',
      'power tool',
      'extension lead',
      'extension cable',
      'generator',
      'genny',
      'temporary supply',
      'transformer',
      '110v',
      '110 v',
      'drill',
      'angle grinder',
      'nail gun',
      'site lighting',
      'temporary lighting',
      'plugged into',
      'plugged in',
      'sockets',
      'wall socket',
      'floor sander',
    ],
    points: [
      {
        point: '110 V on site',
        detail:
          'Portable tools on site run on 110 V from a centre-tapped transformer, or are battery powered. No 230 V tools without a residual current device and a good reason.',
      },
      {
        point: 'A visual check of every tool, lead and plug before use',
        detail:
          'Whoever uses a tool or lead looks it over before use, your own tools included: cuts, crushed cable, exposed wires, loose plugs, cracked casings. Damaged kit is tagged out and taken away, not taped up.',
      },
      {
        point: 'Inspected and in date',
        detail: 'Tools and leads carry a current inspection tag. If the tag is missing or out of date, do not use it.',
      },
      {
        point: 'Run cables where nobody trips or drives over them',
        detail: 'Lift leads onto cable hooks or route them along walls, and keep them out of water.',
      },
      {
        point: 'Generators set up properly',
        detail:
          'Earthed as the supplier says, refuelled only when off and cool, and placed outdoors away from doorways so fumes do not build up.',
      },
    ],
    legal: {
      figure:
        'Portable electrical equipment and temporary supplies on site must be suitable for the conditions, protected against wet and damage, and inspected and maintained so they stay safe.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 3 (Electricity)',
    },
    sources: [sources.electricity, sources.workEquipment],
  },
  {
    slug: 'heat-pumps-and-refrigerants',
    title: 'Heat pumps, air conditioning and refrigerant work',
    severity: 3,
    summary:
      'Heat pump and air-conditioning installs bring a heavy outdoor unit to lift into place, brazing of copper refrigerant lines beside timber and insulation, and F-gas refrigerant that only certified people may handle.',
    triggers: [
      'heat pump',
      'heat pumps',
      'air to water',
      'air source',
      'outdoor unit',
      'refrigerant',
      'refrigerant lines',
      'refrigerant pipework',
      'f-gas',
      'f gas',
      'air conditioning',
      'air con',
      'aircon',
      'split unit',
    ],
    points: [
      {
        point: 'F-gas certified technicians for the refrigerant circuit',
        detail:
          'Installing, leak-checking, servicing or recovering refrigerant from a heat pump or air-conditioning unit that holds F-gas is done by a technician with an F-gas certificate, for a company certified to do it; nobody else opens the circuit or lets gas out.',
      },
      {
        point: 'Plan the lift of the outdoor unit: mechanical aid or team lift',
        detail:
          'An outdoor unit is heavy, bulky and hard to grip. Move it with a mechanical aid (a pallet truck, stair climber or the delivery lorry\u2019s crane) or a planned team lift, with the route cleared and the plinth ready before it comes off the lorry.',
      },
      {
        point: 'Brazing is hot work',
        detail:
          'Brazing copper lines is a naked flame: clear or shield timber, insulation and membranes nearby, keep an extinguisher at hand, and watch for smouldering after the work stops.',
      },
      {
        point: 'Isolated supply, wired by a Registered Electrical Contractor',
        detail:
          'The unit\u2019s new circuit is installed and certified by a Registered Electrical Contractor, and isolated and locked off before anyone works on the unit.',
      },
    ],
    legal: {
      figure:
        'People who install, service, leak-check or recover refrigerant from stationary heat pump and air-conditioning equipment containing fluorinated greenhouse gases hold an F-gas certificate, and companies doing that work for others hold a company certificate.',
      instrument:
        'Regulation (EU) 2024/573 on fluorinated greenhouse gases, which replaced Regulation (EU) No 517/2014 (given effect in Ireland by the European Union (Fluorinated Greenhouse Gases) Regulations 2022)',
    },
    sources: [sources.fGasRegulationEu, sources.fGasRegulations, sources.manualHandling, sources.safeElectric],
    broader: ['manual-handling'],
  },
  {
    slug: 'solar-pv-installation',
    title: 'Solar panels (PV) on roofs',
    severity: 5,
    summary:
      'Solar panel installs put people on roofs with heavy, wind-catching panels, and the panels make DC electricity whenever light falls on them, which no switch turns off.',
    triggers: [
      'solar',
      'solar panel',
      'solar panels',
      'solar pv',
      'pv panels',
      'pv array',
      'photovoltaic',
      'inverter',
      'dc cables',
      'dc isolator',
    ],
    points: [
      {
        point: 'Panels are live in daylight: treat the DC side as live',
        detail:
          'A panel makes DC electricity whenever light falls on it, and the isolator does not stop that: the cables between the panels and the DC isolator stay live in daylight, and a few panels in series can give a dangerous shock. Make DC connections with the isolator off, never pull connectors apart under load, and keep hands off bare ends.',
      },
      {
        point: 'Isolate and lock off before the inverter is connected',
        detail:
          'Fit the DC and AC isolators first, lock them off and prove the AC side dead before connecting the inverter; the connection to the house wiring is done and certified by a Registered Electrical Contractor.',
      },
      {
        point: 'Edge protection and a safe way onto the roof',
        detail:
          'Work from a scaffold with edge protection or from a MEWP; a roof ladder gives footing, not protection from the edge. Never stand on panels or roof lights.',
      },
      {
        point: 'Get panels up without carrying them up a ladder',
        detail:
          'Hand panels up from a platform, or use a hoist or the scaffold\u2019s loading bay; a panel catches the wind, so stop lifting when gusts pick up.',
      },
    ],
    legal: {
      figure:
        'Nobody works on or near a live conductor unless it is unreasonable to make it dead, and then only competent people with precautions that prevent injury.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 3 (Electricity)',
    },
    sources: [sources.electricity, sources.solarPvTeagasc, sources.safeElectric, sources.workAtHeight],
    broader: ['work-at-height'],
  },
  {
    slug: 'window-and-glazing-fitting',
    title: 'Window fitting and glazing',
    severity: 4,
    summary:
      'Glazed units are heavy, awkward and sharp: fitters hurt their backs lifting them, are cut by broken glass and edges, and can fall through an upstairs opening once the old frame is out.',
    triggers: [
      'window fitting',
      'fitting windows',
      'new windows',
      'replacement windows',
      'window frames',
      'windows',
      'glazing',
      'glazier',
      'glaziers',
      'glass units',
      'glazed units',
      'double glazed',
      'triple glazed',
      'patio door',
      'patio slider',
      'sliding door',
      'curtain walling',
    ],
    points: [
      {
        point: 'Mechanical lifting aids for heavy units',
        detail:
          'Do not manhandle big units: use a glass vacuum lifter (suction lifter), a glazing robot or a crane, or a planned team lift for what cannot be lifted mechanically, with the weight, size and route checked first.',
      },
      {
        point: 'Cut-resistant gloves and sleeves, broken glass cleared at once',
        detail:
          'Glass edges and broken panes cause deep cuts: wear cut-resistant gloves and arm protection, safety glasses when cutting out old frames, and bag and bin broken glass straight away.',
      },
      {
        point: 'An open window opening upstairs is an edge',
        detail:
          'Once the old frame is out, keep a barrier across the opening until the new unit is in, and never lean out to take a unit in.',
      },
      {
        point: 'Vacuum lifters and the wind',
        detail:
          'A gust can swing or drop a glazing unit; a vacuum lifter is not used in winds above 29 km/h (8 m/s), even when it hangs from a crane.',
      },
    ],
    legal: {
      figure:
        'The Regulations set no maximum weight: the employer must avoid manual handling that risks injury, by organising the work or with mechanical equipment, and where it cannot be avoided must assess the load, the effort, the workplace and the demands of the task and reduce the risk, particularly of back injury.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 4 (Manual Handling of Loads)',
    },
    sources: [sources.manualHandling, sources.glassLiftingWind, sources.workAtHeight],
    broader: ['manual-handling'],
  },
  {
    slug: 'pressure-washing',
    title: 'Pressure washing and jet washing',
    severity: 3,
    summary:
      'A pressure washer\u2019s jet cuts skin and forces water under it, throws grit into eyes and leaves the ground slippery, and a damaged mains washer can electrocute.',
    triggers: ['pressure washer', 'pressure washing', 'power washer', 'power washing', 'jet wash', 'jet washing', 'jet washer'],
    points: [
      {
        point: 'Never point the lance at anyone: the jet causes injection injuries',
        detail:
          'High-pressure water goes through skin and boots. Keep your free hand and feet away from the nozzle, and treat any jet wound as a hospital case however small it looks.',
      },
      {
        point: 'Goggles on, and the spray area coned off',
        detail: 'Wear eye protection against the spray and flying grit, and keep everyone else out of the area until the jet stops.',
      },
      {
        point: 'Mains washers on an RCD, cables checked every day',
        detail:
          'Run an electric washer through a residual current device or from a 110V supply, check its cable and plugs for damage before each use, and keep the connections out of the water.',
      },
      {
        point: 'Wet ground is slippery',
        detail: 'Watch your footing on wet, slimy ground and steps, and work from the ground or a proper platform, not a ladder.',
      },
    ],
    legal: {
      figure:
        'Portable electrical equipment and temporary supplies on site must be suitable for the conditions, protected against wet and damage, and inspected and maintained so they stay safe.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 3 (Electricity)',
    },
    sources: [sources.electricity, sources.pressureCleanerLeaflet, sources.workEquipment],
  },
  {
    slug: 'surfacing-and-tarmac',
    title: 'Surfacing: laying tarmac and hot asphalt',
    severity: 3,
    summary:
      'Surfacing crews work beside hot asphalt that burns on contact and gives off fumes, among tippers reversing to the paver and rollers with blind spots.',
    triggers: [
      'tarmac',
      'tarmacadam',
      'macadam',
      'surfacing',
      'resurfacing',
      'hot asphalt',
      'asphalt',
      'paver',
      'paving machine',
      'road roller',
    ],
    points: [
      {
        point: 'Hot asphalt burns: sleeves down, gloves and boots on',
        detail:
          'Hot asphalt and bitumen stick to skin and keep burning. Stay clear of the hopper and the screed, and cool any burn under cold running water at once, leaving the bitumen on for the hospital to remove.',
      },
      {
        point: 'Tippers reverse to the paver only with a banksman',
        detail:
          'Tippers back up to the hopper where the driver cannot see: one trained banksman guides them, and nobody walks between the tipper and the paver.',
      },
      {
        point: 'Keep the public out of the surfacing area',
        detail:
          'Barrier the road, car park or footpath being surfaced and give pedestrians and traffic a safe signed route round it until the new surface can be used.',
      },
      {
        point: 'Stay out of the rollers\u2019 blind spots',
        detail:
          'Rollers work back and forth behind the paver: make eye contact with the driver before you cross, and never walk behind one.',
      },
      {
        point: 'Work upwind of the fumes',
        detail: 'Bitumen fumes irritate the eyes and lungs: stand upwind of the paver and the hot material where you can.',
      },
    ],
    legal: {
      figure:
        'Where a risk cannot be removed by other means the employer must provide suitable personal protective equipment free of charge, and employees must wear it as instructed.',
      instrument:
        'Safety, Health and Welfare at Work Act 2005; Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 3 (Personal Protective Equipment)',
    },
    sources: [sources.ppe, sources.act, sources.hotTarBurns, sources.vehiclesLegal, sources.roadworksChapter8],
  },
  {
    slug: 'hot-work-and-fire',
    title: 'Hot work and fire',
    severity: 4,
    summary: 'Welding, cutting, grinding and torch-on roofing start fires that can smoulder unseen for hours.',
    triggers: [
      'hot work',
      'welding',
      'welder',
      'burning',
      'gas torch',
      'blowtorch',
      'torch-on',
      'brazing',
      'soldering',
      'oxy-acetylene',
      'gas cylinder',
      'lpg',
      'propane',
      'fire',
      'fire extinguisher',
      'flammable',
      'refuelling',
    ],
    points: [
      {
        point: 'Hot work needs a permit',
        detail:
          'Get the hot-work permit before you start, and follow its conditions for that area and that day: anything combustible cleared or covered, flammable materials stored well away from any source of ignition, an extinguisher beside you and a fire watch after you finish.',
      },
      {
        point: 'Clear or cover anything combustible',
        detail:
          'Move combustible materials well away from the work or protect them with fire blankets, keep flammable liquids, gas and insulation stored away from any source of ignition, and check the other side of walls and floors.',
      },
      {
        point: 'Extinguisher at hand and a fire watch afterwards',
        detail:
          'Have the right extinguisher beside you, and keep checking the area after you finish for as long as the hot-work permit says: smouldering fires can break out long after the work stops.',
      },
      {
        point: 'Gas cylinders upright, secured and outside',
        detail:
          'Chain cylinders upright, keep them out of buildings and basements when not in use, shut the valves after use and use flashback arrestors on gas torches.',
      },
      {
        point: 'Know the fire plan',
        detail: 'Know the alarm, the escape routes and the assembly point, and keep escape routes clear of materials.',
      },
    ],
    legal: {
      figure:
        'Every place of work must have fire-fighting equipment suited to its fire risk, kept maintained and easy to reach, and emergency routes kept clear.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 1 (Workplace)',
    },
    sources: [sources.construction, sources.workplace],
  },
  {
    slug: 'cutting-and-grinding',
    title: 'Cut-off saws, grinders and abrasive wheels',
    severity: 4,
    summary: 'Abrasive wheels that shatter or kick back cause severe cuts and eye injuries.',
    triggers: [
      'cut-off saw',
      'consaw',
      'con saw',
      'quick cut',
      'stihl saw',
      'angle grinder',
      'grinder',
      'grinding',
      'abrasive wheel',
      'disc cutter',
      'cutting disc',
      'chop saw',
      'circular saw',
      'cutting',
    ],
    points: [
      {
        point: 'Only trained people change discs',
        detail:
          'Mounting abrasive wheels needs training. Use the right disc for the tool and the material, with the maximum speed marked on it (in rpm) at least the tool\u2019s own speed.',
      },
      {
        point: 'Guards on, and the right guard position',
        detail:
          'Never remove the guard. Set it so sparks and fragments go away from you, other people and anything that could catch fire: grinding sparks start fires, so grinding near anything that burns is hot work.',
      },
      {
        point: 'Hold it properly and cut steady',
        detail:
          'Two hands, stable footing, and never cut above shoulder height or with the upper quarter of the blade, where kickback happens.',
      },
      {
        point: 'Eye, face and hearing protection',
        detail: 'Wear goggles or a visor, gloves and hearing protection, plus RPE when cutting concrete, stone or blocks.',
      },
      {
        point: 'Support the work piece',
        detail: 'Clamp or support what you are cutting so the cut does not close and pinch the blade.',
      },
    ],
    legal: {
      figure:
        'Where a tool such as an abrasive wheel carries a specific risk, only people given the task and adequate training may use, change or maintain it.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [sources.workEquipment, sources.ppe, sources.construction],
  },
  {
    slug: 'concrete-and-formwork',
    broader: ['chemicals-and-cement'],
    title: 'Concrete pours, formwork and temporary works',
    severity: 4,
    summary: 'Formwork and falsework collapse under wet concrete, and pump booms, hoses and protruding rebar injure workers.',
    triggers: [
      'laying concrete',
      'laying the slab',
      'power float',
      'power floating',
      'ready-mix',
      'readymix',
      'pour',
      'pouring',
      'concrete pump',
      'pump boom',
      'slab pour',
      'casting',
      'formwork',
      'shuttering',
      'falsework',
      'rebar',
      'steel fixing',
      'steel fixer',
      'steel fixers',
      'starter bars',
      'reinforcing bars',
      'reinforcement',
      'kicker',
      'poker',
    ],
    points: [
      {
        point: 'Formwork checked before the pour',
        detail:
          'The temporary works coordinator or a competent person signs off formwork, falsework and props before concrete goes in. Never remove a prop without authorisation.',
      },
      {
        point: 'Readymix trucks reverse only with a banksman',
        detail:
          'Truck mixers and concrete pumps back up to the pour where the driver cannot see: a trained banksman guides them in, and everyone else stays clear of the reversing area.',
      },
      {
        point: 'Watch the pump boom and hose',
        detail:
          'Keep out from under the placing boom, hold the end hose as trained, and stand clear when the line is being cleared or unblocked: a hose can whip violently.',
      },
      {
        point: 'Cap the starter bars',
        detail: 'Protruding rebar can impale anyone who trips or falls onto it. Fit caps or bend-over protection on every exposed bar.',
      },
      {
        point: 'Edge protection and a safe platform for the pour',
        detail: 'Work from guarded platforms at the slab edge, not from the formwork itself or balanced on rebar.',
      },
      {
        point: 'Protect skin from wet concrete',
        detail: 'Waterproof gloves, boots with trousers over them and eye protection. Wash splashes off straight away.',
      },
    ],
    legal: {
      figure:
        'No Irish regulation sets a temporary works procedure; BS 5975-1:2024, followed on Irish sites as good practice, has a temporary works coordinator sign formwork and falsework off before concrete is poured.',
      instrument: 'BS 5975-1:2024 (British Standards Institution, good practice, not Irish law)',
    },
    sources: [sources.temporaryWorksStandard, sources.construction, sources.chemicalAgents, sources.vehiclesLegal],
  },
  {
    slug: 'steel-erection',
    title: 'Steel erection',
    severity: 5,
    summary: 'Steel erectors fall from beams and are struck by loads, and partially erected frames can collapse.',
    triggers: [
      'steel erection',
      'steel frame',
      'steelwork',
      'structural steel',
      'steel erector',
      'erecting steel',
      'purlins',
      'bolting up',
      'steel beam',
    ],
    points: [
      {
        point: 'Follow the erection sequence',
        detail:
          'The method statement sets the order and temporary bracing that keeps the frame stable. Do not release a member from the crane until it is secured as planned.',
      },
      {
        point: 'Connect from a MEWP, not the beam',
        detail: 'Use MEWPs or other working platforms for connections. Walking or sitting on beams is not a safe system of work.',
      },
      {
        point: 'Nets or fall arrest where platforms cannot reach',
        detail: 'Where platforms are not possible, safety nets or harnesses clipped to a proper anchor are needed, with a rescue plan.',
      },
      {
        point: 'Clear zone under the lift',
        detail: 'Keep everyone out from under steel being lifted and landed, and use tag lines to control it.',
      },
      {
        point: 'Stop in high winds',
        detail: 'Long members and decking catch the wind. Follow the wind limits in the lift plan.',
      },
    ],
    legal: {
      figure:
        'MEWPs and working platforms used to connect steel where anyone could fall 2 m or more must have been inspected on the site within the previous 7 days.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.construction, sources.workAtHeight, sources.workEquipmentGuide],
  },
];
