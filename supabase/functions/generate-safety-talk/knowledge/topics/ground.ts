// Below ground and around the edges of the work: collapse, buried and
// overhead services, confined spaces, water and demolition.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';

export const groundTopics: readonly SafetyTopic[] = [
  {
    slug: 'excavations-and-trenches',
    title: 'Excavations and trenches',
    severity: 5,
    summary: 'Trench sides collapse without warning, and a small fall of earth can crush or bury a worker.',
    triggers: [
      'excavation',
      'excavate',
      'trench',
      'trenching',
      'dig',
      'digging',
      'groundwork',
      'foundation',
      'footing',
      'drainage',
      'drain',
      'pipe laying',
      'manhole',
      'trench box',
      'shoring',
      'sheet piling',
      'battering',
      'spoil heap',
      'pit',
    ],
    points: [
      {
        point: 'Never go into an unsupported trench',
        detail:
          'Any excavation people go into must be supported with a trench box, shoring or sheet piling, or battered back to a safe slope, as the risk assessment for the job sets out. There is no safe depth: the precautions come from that risk assessment, not from a depth, and a shallow trench can still bury someone.',
      },
      {
        point: 'Barriers round the edge and a ladder to get in and out',
        detail:
          'Put solid barriers round the excavation so nobody falls in, and use a ladder tied at the top as the safe way in and out, never the supports.',
      },
      {
        point: 'Inspected before every shift',
        detail:
          'As the HSA puts it, a competent person thoroughly examines the excavation before anyone goes in, inspects it daily or before each shift, and examines it and its supports thoroughly again every seven days or after any alteration, with written records. Check again after heavy rain or a fall of material.',
      },
      {
        point: 'Keep spoil, materials and plant back from the edge',
        detail:
          'Weight near the edge pushes the sides in. Keep spoil heaps and stacks well back, and use stop blocks so dumpers and trucks cannot roll in.',
      },
      {
        point: 'Watch for water, gas and undermining',
        detail:
          'Water in the trench, cracks at the top, bulging sides or nearby walls and footpaths being undermined are signs to get out and report. Deep or enclosed excavations may need gas testing.',
      },
      {
        point: 'Stay clear of the digging machine',
        detail:
          'Nobody in the trench or near the bucket while the excavator is working. Agree a signal with the operator before you approach.',
      },
    ],
    legal: {
      figure:
        'As the HSA words the rule, a competent person thoroughly examines an excavation before anyone enters it, inspects it daily or before each shift, and thoroughly examines it and its supports again every 7 days or after any alteration, with written records.',
      instrument: 'Safety, Health and Welfare at Work (Construction) Regulations 2013 (as explained by the HSA, June 2018)',
    },
    sources: [sources.excavationsFaq, sources.construction, sources.act, sources.excavationInspection],
  },
  {
    slug: 'underground-services',
    title: 'Underground services',
    severity: 5,
    summary: 'Striking a buried electricity cable or gas main can cause burns, explosions and death.',
    triggers: [
      'underground service',
      'buried service',
      'underground cable',
      'buried cable',
      'gas main',
      'gas pipe',
      'water main',
      'esb cable',
      'cable avoidance',
      'cable locator',
      'cat scan',
      'trial hole',
      'slit trench',
      'service drawing',
      'utility',
      'excavation',
      'excavate',
      'trench',
      'dig',
      'digging',
      'breaking ground',
      'ducting',
      'road opening',
      'fence post',
      'fencing post',
      'post driver',
      'post driving',
      'driving posts',
      'post hole',
      'underground service cable',
      'mini pillar',
      'mini-pillar',
      'minipillar',
      'lv cable',
      'low voltage cable',
      'esb supply',
      'moling',
      'directional drilling',
      'thrust boring',
      'trenchless',
    ],
    points: [
      {
        point: 'Get the service drawings before breaking ground',
        detail:
          'Have the up-to-date maps from ESB Networks, Gas Networks Ireland, Uisce Éireann and the telecoms providers on site, and remember they are a guide, not an exact position: the service itself is found on the ground with a locator and by hand-dug trial holes. Assume there are more cables than the map shows.',
      },
      {
        point: 'Scan with a cable avoidance tool (CAT) and genny, then mark it out',
        detail:
          'Before any breaking or digging a trained person (locating underground services is a CSCS task) sweeps the area with a cable avoidance tool and its signal generator, the genny, and marks what is found on the ground with paint or pegs. Plastic pipes do not show on a CAT, so the drawings and hand digging still matter.',
      },
      {
        point: 'Hand-dig near the marked line',
        detail:
          'Dig trial holes by hand to find the service\u2019s exact position before any machine digs near it, and keep digging carefully by hand close to it. Do not use picks, forks or breakers on top of a service.',
      },
      {
        point: 'Cables buried in ducts: red ducting, warning tape above',
        detail:
          'A cable run underground in a trench inside a duct must go in red ducting that can take a knock, with warning tape buried in the fill above it, so whoever next opens the ground meets the tape before the cable (ducts of concrete, or inside a floor slab or void, are the exception).',
      },
      {
        point: 'Treat every cable as live',
        detail:
          'Until the owner confirms in writing that it is dead, a cable is live. Never assume an old or disused-looking cable is safe.',
      },
      {
        point: 'If you strike a service, stop and clear the area',
        detail:
          'Keep everyone away, do not touch the cable or the machine bucket, and call the service owner\u2019s emergency line (ESB Networks: 1800 372 999); report any damage to a cable, however slight, at once. For a gas smell, no flames, no switches, evacuate upwind.',
      },
      {
        point: 'Moling and directional drilling: find what the bore will cross',
        detail:
          'A mole or drill head cannot see what it hits. Locate every service along the bore path and expose each crossing in a hand-dug trial hole before boring.',
      },
    ],
    legal: {
      figure:
        'Before excavation begins, the Construction Regulations require appropriate investigations to locate underground cables, pipes and other services so the digging does not put anyone at risk; before digging near a known or suspected underground cable, its supply is isolated where reasonably practicable and its position found as accurately as it can be.',
      instrument:
        'Safety, Health and Welfare at Work (Construction) Regulations 2013; Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 3 (Electricity)',
    },
    sources: [
      sources.undergroundCode,
      sources.construction,
      sources.excavationsFaq,
      sources.esbConstructionSafety,
      sources.cscs,
      sources.undergroundCables,
    ],
  },
  {
    slug: 'overhead-power-lines',
    title: 'Overhead power lines',
    severity: 5,
    summary: 'Contact with, or arcing from, overhead electricity lines kills plant operators and the people touching the machine.',
    triggers: [
      'overhead line',
      'overhead power line',
      'power line',
      'overhead cable',
      'esb line',
      'electricity line',
      'pylon',
      'goalpost',
      'live line',
      'wires overhead',
      'overhead wires',
      'electricity wires',
      'esb wires',
      'esb pole',
      'electricity pole',
      'kv line',
      'hv line',
      'high voltage line',
      'mv line',
      'medium voltage line',
      'sagging line',
      'fallen line',
      'fallen wire',
      'broken line',
      'line down',
      'lines down',
      'wire down',
      'wires down',
      'cable down',
      'cables down',
      'cable hanging',
      'hanging cable',
      'wire hanging',
      'hanging wire',
      'damaged pole',
      'overhead supply',
      'overhead service',
    ],
    points: [
      {
        point: 'Know where the lines are before plant moves',
        detail:
          'Walk the site and mark every overhead line on the site plan. Talk to ESB Networks early about diverting or isolating lines that cross the work: it will tell you the voltage and the safe distance to keep, and its emergency line is 1800 372 999. Where plant or lorries must pass under a line, the crossing is marked with goalposts and barriers, and nothing goes under unless there are at least 3 m between its highest point and the wires.',
      },
      {
        point: 'Goalposts, barriers and bunting keep plant out of the danger zone',
        detail:
          'Where plant passes under a line, use goalposts set to a safe height and barriers along the line so booms, tipper bodies and jibs cannot get close. Electricity can jump the gap without touching.',
      },
      {
        point: 'Never raise a tipper body or boom under a line',
        detail:
          'Tip and spread well away from the line, travel with jibs, booms and bodies down, and use a banksman when high-reach plant works anywhere near a line.',
      },
      {
        point: 'Treat all lines as live',
        detail: 'Never assume a line is dead or insulated because it looks old or quiet. Only ESB Networks can confirm it.',
      },
      {
        point: 'A fallen or sagging line, or a damaged pole: keep clear, never touch it, call ESB Networks',
        detail:
          'After a storm or a strike, a line that is down, sagging or tangled in a fallen tree may still be live. Never touch or approach it: keep people and plant well clear, and report it to ESB Networks at once on 1800 372 999.',
      },
      {
        point: 'Ask ESB Networks the voltage and the safe distance',
        detail:
          'Before working near a line, ESB Networks will tell you its voltage and the distance to keep. Until they have, treat it as high voltage.',
      },
      {
        point: 'If a machine touches a line: stay in the cab',
        detail:
          'Warn everyone to keep away and call the ESB Networks emergency line, 1800 372 999; report any damage to a wire or cable at once. Only leave if the machine is on fire: jump clear with feet together, never touching the machine and the ground at the same time, and shuffle away.',
      },
    ],
    legal: {
      figure:
        'ESB Networks tells contractors never to carry out any construction activity within 10 metres of an overhead electricity wire and to contact it before planning work near one.',
      instrument: 'ESB Networks Code of Practice for Avoiding Danger from Overhead Electricity Lines 2019 and its contractor guidance',
    },
    sources: [
      sources.overheadLinesCode,
      sources.construction,
      sources.esbOverheadWires,
      sources.esbConstructionSafety,
      sources.esbFallenWires,
      sources.esbHgvAdvice,
    ],
  },
  {
    slug: 'slurry-tanks',
    broader: ['confined-spaces'],
    title: 'Slatted sheds and farm tanks',
    severity: 5,
    summary:
      'Building or repairing slatted sheds and tanks on farms exposes the crew to slurry gases that kill in a breath and to open tanks people drown in.',
    triggers: [
      'slurry tank',
      'slurry pit',
      'slatted shed',
      'slatted unit',
      'slats',
      'tank manhole',
      'agitation point',
      'farm yard',
      'cattle shed',
    ],
    points: [
      {
        point: 'Nobody goes into a slurry tank',
        detail:
          'Work from outside. Entering a tank is confined-space work: only if it cannot be avoided, with a safe system of work, gas testing and a rescue plan in place first.',
      },
      {
        point: 'One breath of slurry gas can kill',
        detail:
          'Slurry gives off hydrogen sulphide, methane, carbon dioxide and ammonia. A single lungful of hydrogen sulphide at high levels can kill.',
      },
      {
        point: 'Your nose will not warn you',
        detail:
          'Hydrogen sulphide smells of rotten eggs at low levels, but higher levels quickly kill the sense of smell, so the gas seems gone just as it gets worse.',
      },
      {
        point: 'No work in or over the shed while slurry is agitated',
        detail:
          'Agitation releases most of the gas, and fatal levels can build soon after it starts. Agree with the farmer that nobody agitates while the crew is on site. Where the tank must be agitated: a windy day only, livestock and people out of the shed, every door and outlet open for ventilation, and everyone stays out of the shed and away from the agitation point for at least 30 minutes after it starts, longer where tanks or sheds are linked.',
      },
      {
        point: 'Cover every opening',
        detail: 'Keep slats, manhole covers and agitation points closed or guarded: people drown in open tanks.',
      },
    ],
    legal: {
      figure:
        'Nobody may enter a confined space such as a slurry tank to work if the job can reasonably be done from outside, and entry needs a safe system of work and emergency rescue arrangements in place before anyone goes in.',
      instrument: 'Safety, Health and Welfare at Work (Confined Spaces) Regulations 2001',
    },
    sources: [sources.slurryGasesAnswer, sources.confinedSpaces, sources.confinedSpacesCode, sources.slurryAgitation],
  },
  {
    slug: 'confined-spaces',
    title: 'Confined spaces',
    severity: 5,
    summary: 'Manholes, tanks, chambers and sewers can hold toxic gas or too little oxygen; many of those who die are would-be rescuers.',
    triggers: [
      'confined space',
      'manhole',
      'chamber',
      'sewer',
      'tank',
      'silo',
      'culvert',
      'sump',
      'attenuation tank',
      'pump station',
      'crawl space',
      'inspection chamber',
      'lift pit',
    ],
    points: [
      {
        point: 'Avoid going in if the job can be done from outside',
        detail: 'Cameras, long-handled tools and remote equipment mean entry is often not needed. Entry is the last option, not the first.',
      },
      {
        point: 'No entry without a permit and a trained team',
        detail: 'Entry needs a safe system of work from a competent person, a permit, and people trained for confined-space work.',
      },
      {
        point: 'Test the atmosphere and ventilate, before and during entry',
        detail:
          'Use a calibrated gas monitor to check oxygen, flammable gas and toxic gases like hydrogen sulphide and carbon monoxide from outside first, and keep monitoring while anyone is in. Where the air is not safe, or the work could spoil it, purge and ventilate the space with forced fresh air before entry and keep the ventilation running while anyone is in.',
      },
      {
        point: 'A standby person at the top and a rescue plan ready',
        detail: 'Someone stays outside the whole time, in contact, with rescue equipment set up and the means to raise the alarm.',
      },
      {
        point: 'Never go in after a collapsed colleague',
        detail:
          'If someone collapses, the air is probably what did it. Raise the alarm and use the rescue plan; do not become the second casualty.',
      },
    ],
    legal: {
      figure:
        'Nobody may enter a confined space to work if the job can reasonably be done from outside, and entry needs a safe system of work and emergency rescue arrangements in place before anyone goes in.',
      instrument: 'Safety, Health and Welfare at Work (Confined Spaces) Regulations 2001',
    },
    sources: [sources.confinedSpaces, sources.confinedSpacesCode],
  },
  {
    slug: 'working-near-water',
    title: 'Working near or over water',
    severity: 5,
    summary: 'Falling into a river, quay, lake or flooded excavation can drown a worker in minutes, especially in cold water.',
    triggers: ['river', 'quay', 'canal', 'lake', 'harbour', 'pier', 'culvert', 'flooded', 'water edge', 'marine'],
    points: [
      {
        point: 'Lifejackets on near open water',
        detail:
          'Wear a lifejacket that has been checked and fits whenever you could fall in. It must be worn correctly with the crotch strap done up.',
      },
      {
        point: 'Barriers at the water\u2019s edge',
        detail:
          'Edge protection or fencing keeps people and plant back from the edge. Treat slippery quaysides and bank edges like any other open edge.',
      },
      {
        point: 'Lifebuoys, throw lines and rescue equipment ready and known',
        detail:
          'Ring buoys (lifebuoys), throw lines and, where needed, a rescue boat must be in place, and everyone must know where they are and how to use them.',
      },
      {
        point: 'Never work alone by water',
        detail: 'Someone must always be able to see you and raise the alarm. Cold water shock takes the breath away within seconds.',
      },
      {
        point: 'Check tides, river levels and the forecast',
        detail: 'Water rises fast after heavy rain and with the tide. Agree in advance when work stops.',
      },
    ],
    legal: {
      figure:
        'Where people work on or next to water they could drown in, the Construction Regulations require precautions against drowning, including rescue equipment and personal flotation devices that are inspected.',
      instrument: 'Safety, Health and Welfare at Work (Construction) Regulations 2013',
    },
    sources: [sources.construction, sources.act],
  },
  {
    slug: 'demolition',
    broader: ['silica-dust'],
    title: 'Demolition and strip-out',
    severity: 5,
    summary: 'Unplanned collapse, falling debris and hidden asbestos make demolition one of the most dangerous site activities.',
    triggers: [
      'demolition',
      'demolish',
      'knock down',
      'knocking down',
      'soft strip',
      'strip out',
      'stripping out',
      'high reach',
      'pulling down',
      'removing a wall',
      'knocking through a wall',
      'chimney breast',
      'chimney stack',
      'taking down the chimney',
    ],
    points: [
      {
        point: 'Work to the demolition plan and method statement',
        detail:
          'The order of demolition is planned by a competent person so the structure stays stable at every stage. Do not improvise, and do not take out a wall or beam that is not on the plan.',
      },
      {
        point: 'Asbestos survey done and services isolated first',
        detail:
          'No demolition starts until a refurbishment and demolition asbestos survey has been done and any asbestos found has been dealt with by specialists, and until electricity, gas and water are confirmed off.',
      },
      {
        point: 'An exclusion zone round the work, the public kept out',
        detail:
          'Keep everyone outside the drop zone of falling debris and the reach of the demolition machine, with hoarding or barriers keeping the public back where the work is beside a street or footpath. Check the zone is clear before each push or pull.',
      },
      {
        point: 'Never stand on or under a part being demolished',
        detail:
          'Floors, walls and roofs weaken as work goes on. Work from a safe position, a MEWP or the machine, not from the structure itself.',
      },
      {
        point: 'Control dust and noise',
        detail: 'Damp down to keep dust down, wear the RPE you have been given, and wear hearing protection near breakers and crushers.',
      },
    ],
    legal: {
      figure:
        'Since 21 December 2025 every structure must be assessed for asbestos before demolition or any other work starts, and anyone who will work with asbestos needs an HSA permit first.',
      instrument: 'Safety, Health and Welfare at Work (Exposure to Asbestos) Regulations 2006 to 2025',
    },
    sources: [sources.construction, sources.asbestosFaqs, sources.asbestos, sources.asbestosChanges, sources.silicaCampaign],
  },
  {
    slug: 'trees-near-overhead-lines',
    broader: ['overhead-power-lines'],
    title: 'Cutting trees and hedges near overhead lines',
    severity: 5,
    summary:
      'Felling, lopping or flailing trees and hedges close to an overhead electricity line can bring a branch, a saw or a machine arm within reach of the line, and electricity jumps the gap without touching.',
    triggers: [
      'tree felling',
      'felling trees',
      'fell a tree',
      'fell the tree',
      'tree surgeon',
      'tree cutting',
      'cutting trees',
      'cutting down trees',
      'lopping',
      'pruning',
      'hedge cutting',
      'hedge trimming',
      'cutting the hedge',
      'hedgecutter',
      'flail',
      'flailing',
      'hedgerow',
      'leylandii',
    ],
    points: [
      {
        point: 'Nothing within 6 metres of a line is cut until ESB Networks is called',
        detail:
          'Any tree or hedge within 6 metres of an electricity wire or equipment is left alone until ESB Networks has been contacted. Electricity can jump the gap to a branch, a saw or a flail arm, so you do not need to touch the line to be killed.',
      },
      {
        point: 'Get the line switched out or dropped first',
        detail:
          'ESB Networks will assess trees near its lines for free and, where a professional contractor does the cutting, switch the line out or drop it beforehand at no charge. Book it well ahead: the assessment can take weeks.',
      },
      {
        point: 'A tree on a line is an emergency',
        detail:
          'A tree leaning on a line, or branches hanging on one, is reported to ESB Networks at once on 1800 372 999; nobody tries to clear it themselves, and everyone keeps well back.',
      },
      {
        point: 'Know an electricity line when you see one',
        detail:
          'ESB Networks poles carry a yellow danger plate and have no footholds at the top; if you are not sure whether a wire through the branches is electricity or telephone, treat it as live and ask ESB Networks.',
      },
    ],
    legal: {
      figure:
        'ESB Networks tells anyone cutting trees or hedges never to cut within 6 metres of its wires or equipment without first contacting it, and never to remove a tree touching a line themselves.',
      instrument:
        'ESB Networks guidance on tree cutting and hedge trimming (read 2026), beside its Code of Practice for Avoiding Danger from Overhead Electricity Lines 2019',
    },
    sources: [sources.esbTreeCutting, sources.overheadLinesCode],
  },
];
