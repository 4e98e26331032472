// Falls from height and falling objects: the biggest killers on Irish sites.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';

export const heightTopics: readonly SafetyTopic[] = [
  {
    slug: 'harnesses-and-fall-arrest',
    broader: ['work-at-height'],
    title: 'Harnesses, lanyards and fall arrest',
    severity: 5,
    summary:
      'A harness only protects someone clipped to a strong anchor with room to fall clear, and a person left hanging in one needs rescuing at once.',
    triggers: [
      'harness',
      'harnesses',
      'lanyard',
      'fall arrest',
      'fall restraint',
      'inertia reel',
      'running line',
      'anchor point',
      'man-safe',
      'clipped on',
    ],
    points: [
      {
        point: 'The rescue is planned before anyone clips on',
        detail:
          'A harness is used only where a platform, guard-rails or nets are not practicable, and only with people on hand who are trained in getting a fallen worker down at once.',
      },
      {
        point: 'Clip to an anchor strong enough to hold a fall',
        detail:
          'Use an anchor point known to be strong enough to hold a fall, not whatever is handy. Stay clipped on whenever you are at the edge.',
      },
      {
        point: 'Restraint beats arrest',
        detail:
          'Set the lanyard short enough that you cannot reach the edge at all. A fall arrest lanyard needs a clear drop below you, allowing for the swing, or you hit the ground or the structure first.',
      },
      {
        point: 'Fitted, checked and kept off sharp edges',
        detail: 'Adjust the harness to fit you, check it before use, and never run a line over a sharp edge that could cut it.',
      },
    ],
    legal: {
      figure:
        'A personal fall protection system may be used only where the risk assessment shows the work can be done safely with it and safer equipment is not practicable, with the user and enough others trained in the operation, immediate rescue included, and attached to an anchor strong enough for any foreseeable load.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.personalFallProtection, sources.workAtHeightGuide],
  },
  {
    slug: 'work-at-height',
    title: 'Work at height',
    severity: 5,
    summary:
      'Falls from height remain one of the leading causes of death and serious injury in construction: 68 construction workers died in falls on the island of Ireland from 2016 to 2025.',
    triggers: [
      'work at height',
      'working at height',
      'fall from height',
      'edge protection',
      'leading edge',
      'scaffold',
      'roof',
      'ladder',
      'stepladder',
      'mewp',
      'platform',
      'upper floor',
      'hop-up',
      'podium',
      'harness',
      'timber frame',
      'gutter',
      'fascia',
      'soffit',
      'chimney',
      'window fitting',
      'mobile tower',
    ],
    points: [
      {
        point: 'Plan the job so nobody can fall',
        detail:
          'The job\u2019s risk assessment decides how it is done at height, however low: do as much as possible from the ground first. Where you must go up, use a platform with guard-rails before reaching for a harness: the law puts collective protection, which covers everyone (guard-rails, nets, airbags), before personal protection each person has to remember.',
      },
      {
        point: 'Guard-rails, mid-rails and toe boards on every open edge',
        detail:
          'Every open edge needs edge protection that stops people and materials going over: a top rail nobody can topple over, an intermediate rail so nobody slips under, and a toe board so nothing gets kicked off. If a rail is missing, stop and report it; do not work next to the gap.',
      },
      {
        point: 'Right access equipment for the job',
        detail:
          'Ladders are for short, light work only. For anything longer or heavier use a scaffold, mobile tower or MEWP that is sized for the task, so you are never over-reaching or balancing.',
      },
      {
        point: 'Harnesses only as a last resort, only if you know how to use them, and with a rescue plan',
        detail:
          'If a harness is needed it must be clipped to a proper anchor, checked before use, and there must be a rescue plan: someone left hanging in a harness needs to be brought down within minutes.',
      },
      {
        point: 'Keep the area below controlled',
        detail:
          'Barrier off the ground underneath and keep people out while work goes on overhead. Tools and materials at height should be tied or kept back from the edge.',
      },
      {
        point: 'Weather and light change the risk',
        detail:
          'Wet boards, frost and strong wind make platforms and ladders far more dangerous. Stop and review before carrying on when conditions turn.',
      },
    ],
    legal: {
      figure:
        "A working platform used for construction work from which anyone could fall 2 m or more must not be used unless it was inspected in that position within the previous 7 days, and the inspector's report must be handed over within 24 hours.",
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [
      sources.workAtHeight,
      sources.workAtHeightGuide,
      sources.construction,
      sources.fallsCampaign,
      sources.workAtHeightEquipment,
      sources.act,
    ],
  },
  {
    slug: 'ladders-and-stepladders',
    broader: ['work-at-height'],
    title: 'Ladders and stepladders',
    severity: 4,
    summary: 'Ladders are involved in many falls because they are used for jobs they are not suited to or are badly set up.',
    triggers: ['ladder', 'stepladder', 'step ladder', 'extension ladder', 'trestle'],
    points: [
      {
        point: 'Tie it or foot it, at the right angle',
        detail:
          'Use the one-out-for-every-four-up rule (about 75 degrees), stand it on firm level ground and tie it at the top. If it cannot be tied, have someone foot it. Keep three points of contact all the way up and down.',
      },
      {
        point: 'Three points of contact and no over-reaching',
        detail:
          'Keep your belt buckle between the stiles. Move the ladder rather than stretching, and carry tools in a belt or haul them up so both hands stay free.',
      },
      {
        point: 'Ladders only for low-risk, short-duration jobs',
        detail:
          'A ladder is a way up, or a place for a quick, light, short-duration task where you keep a secure handhold. For longer work, heavy tools or materials use a tower, podium or scaffold.',
      },
      {
        point: 'Extend it at least a metre above the landing',
        detail:
          'That gives you a handhold to step on and off safely. Never step off the top rungs onto a roof or platform without something to hold.',
      },
      {
        point: 'Check it before you climb',
        detail:
          'Look for bent stiles, missing or loose rungs, worn feet and damage. A damaged ladder gets tagged out of use, not patched up.',
      },
    ],
    legal: {
      figure:
        'A ladder is used for work at height only where the risk assessment shows more suitable equipment is not justified because the risk is low and the use is short (or the place cannot be altered), with a secure handhold and support always available.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.workAtHeight],
  },
  {
    slug: 'scaffolding',
    broader: ['work-at-height'],
    title: 'Scaffolding',
    severity: 5,
    summary: 'Scaffolds fail or cause falls when they are altered by unqualified people, overloaded or used without inspection.',
    triggers: [
      'scaffold',
      'scaffolding',
      'scaff',
      'scaffolder',
      'scaffold tag',
      'loading bay',
      'scaffold tie',
      'scaffold tube',
      'system scaffold',
    ],
    points: [
      {
        point: 'Check the scaffold tag before you go up',
        detail:
          'A scaffold must be inspected by a competent person before first use, at least every seven days and after anything that could affect it, such as high winds. No valid tag, no access.',
      },
      {
        point: 'Only scaffolders alter a scaffold',
        detail:
          'Erecting, altering and striking is a job for scaffolders holding the right CSCS card. Never remove a tie, brace, board or guard-rail to make your own work easier; ask for an adaptation.',
      },
      {
        point: 'Keep guard-rails, toe boards and brick guards in place',
        detail:
          'Every working lift needs full edge protection, and its boards close-laid with no gaps a person or a block could fall through, kept clear so nobody slips or trips. If a rail has been moved, stop work on that lift and get it put back before anyone carries on.',
      },
      {
        point: 'Do not overload the lifts',
        detail:
          'Stack blocks, bricks and materials only in loading bays or over the standards, spread evenly, and never beyond what the scaffold was designed to carry.',
      },
      {
        point: 'Keep the boards clear and use the proper access',
        detail:
          'Use the ladder access or stair tower, not the frame. Keep boards free of rubble, offcuts and trip hazards, and clear them of ice and mud.',
      },
      {
        point: 'Protect the public and workers below',
        detail:
          'Use netting, fans or brick guards where the scaffold overhangs a footpath, and keep the base area fenced so plant and vehicles cannot strike the standards.',
      },
    ],
    legal: {
      figure:
        "A scaffold used for construction work where anyone could fall 2 m or more must not be used unless it was inspected in that position within the previous 7 days and again after anything exceptional such as a storm, with the inspector's report handed over within 24 hours.",
      instrument:
        'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height); HSA Code of Practice for Access and Working Scaffolds 2019',
    },
    sources: [sources.scaffoldCode, sources.workAtHeight, sources.construction, sources.placesAtHeight],
  },
  {
    slug: 'mobile-towers',
    broader: ['work-at-height'],
    title: 'Mobile access towers',
    severity: 4,
    summary: 'Mobile towers topple or collapse when they are built wrongly, over-extended or moved with people on them.',
    // 'Off a tower' is a mobile tower; a tower crane names itself, and its longer site word takes precedence.
    triggers: [
      'mobile tower',
      'tower scaffold',
      'alloy tower',
      'aluminium tower',
      'access tower',
      'podium',
      'zip-up tower',
      'boss tower',
      'tower',
    ],
    points: [
      {
        point: 'Built by a trained person to the manufacturer\u2019s instructions',
        detail: 'Every brace, outrigger and guard-rail in the instructions is there for a reason. Do not mix parts from different makers.',
      },
      {
        point: 'Brakes on and outriggers out before climbing',
        detail: 'Check the ground is firm and level and the castors are locked every time the tower stops.',
      },
      {
        point: 'Never move a tower with anyone on it',
        detail: 'Clear people and materials off first, watch for holes, slopes and overhead cables, and push from the base.',
      },
      {
        point: 'Climb inside the tower',
        detail:
          'Use the built-in ladder or stairway through the trapdoor, never the outside of the frame, and close the trapdoor once on the platform.',
      },
      {
        point: 'Mind the height and the weather',
        detail:
          'Keep within the height the instructions allow for the base size, and bring people down in strong wind: towers are light and catch the wind.',
      },
    ],
    legal: {
      figure:
        "A mobile tower used for construction work where anyone could fall 2 m or more must have been inspected on the site within the previous 7 days, with the inspector's report handed over within 24 hours.",
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.workAtHeight, sources.workEquipment],
  },
  {
    slug: 'mewps',
    broader: ['work-at-height'],
    title: 'Mobile elevating work platforms (MEWPs)',
    severity: 5,
    summary:
      'MEWPs overturn, or the operator is trapped and crushed against beams and structures overhead or strikes overhead lines, when the ground or surroundings are not planned for.',
    triggers: [
      'mewp',
      'cherry picker',
      'scissor lift',
      'boom lift',
      'elevating work platform',
      'aerial work platform',
      'man lift',
      'genie',
      'skyjack',
      'jlg',
      'nifty lift',
      'niftylift',
      'cherrypicker',
    ],
    points: [
      {
        point: 'Check the ground and what is overhead',
        detail:
          'Soft ground, covers, trenches and slopes can tip a MEWP: set it up on firm, level ground with any outriggers or stabilisers down on pads. Look up too: someone in the basket can be trapped and crushed against beams, ceilings and structures, or reach overhead lines.',
      },
      {
        point: 'Trained operators only, and the pre-use check every shift',
        detail:
          'Only people trained on that type of machine, with a card to show it, operate a MEWP. Do the pre-use checks every shift, including the emergency lowering controls.',
      },
      {
        point: 'An exclusion zone below the platform',
        detail:
          'Barrier off the ground under and around the MEWP so nobody walks below where tools and materials can fall, and so site vehicles cannot strike the base.',
      },
      {
        point: 'Clip on in a boom lift, with the rescue planned',
        detail:
          'In a boom-type MEWP wear a harness with a short restraint lanyard clipped to the anchor point in the basket, so a jolt cannot throw you out. A harness is used only where the wearer and enough people nearby are trained in the immediate rescue.',
      },
      {
        point: 'Have a rescue plan and a person on the ground',
        detail:
          'Someone trained in the ground controls must be nearby and know how to bring the platform down if the operator is trapped or taken ill.',
      },
      {
        point: 'Respect the limits',
        detail:
          'Stay within the safe working load and the maximum wind speed on the machine, and never climb on the guard-rails or use ladders in the basket.',
      },
    ],
    legal: {
      figure:
        'A MEWP used for construction work must have been inspected on the site within the previous 7 days, and as lifting equipment it may be used only within any conditions set by its latest examination report.',
      instrument:
        'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height) and Part 2, Chapter 2 (Use of Work Equipment)',
    },
    sources: [
      sources.workAtHeightGuide,
      sources.workEquipmentGuide,
      sources.workAtHeight,
      sources.personalFallProtection,
      sources.overheadLinesCode,
    ],
  },
  {
    slug: 'roof-work-fragile-surfaces',
    broader: ['work-at-height'],
    title: 'Roof work and fragile surfaces',
    severity: 5,
    summary: 'Falls from roof edges and through fragile sheets and rooflights kill roofers and maintenance workers every year.',
    triggers: [
      'roof',
      'roofing',
      'roofer',
      'fragile roof',
      'rooflight',
      'skylight',
      'roof light',
      'roof lights',
      'roof-light',
      'roof sheet',
      'cladding',
      'slating',
      'tiling the roof',
      'roofing felt',
      'torch-on',
      'flat roof',
      'pitched roof',
      'agricultural shed',
      'fibre cement',
      'solar panels',
      'solar pv',
      'pv panels',
      'clear roof panels',
      'clear roof sheets',
      'clear sheets',
      'translucent sheets',
      'perspex',
      'polycarbonate sheets',
    ],
    points: [
      {
        point: 'Treat every roof sheet and rooflight as fragile',
        detail:
          'Unless a competent person has confirmed otherwise, assume fibre cement, plastic rooflights and old sheets will not take your weight. Never walk on them directly. Fixing or replacing roof and wall sheets is a CSCS task: the sheeters hold the SOLAS CSCS card for roof and wall cladding/sheeting.',
      },
      {
        point: 'Crawling boards, covers or nets over fragile areas',
        detail:
          'Use staging or crawling boards to spread the load, and cover or net rooflights so a slip does not become a fall through the roof. Put prominent warning notices at the approaches to a fragile roof, or make sure everyone who may go near it has been told.',
      },
      {
        point: 'Edge protection at the eaves and gables',
        detail: 'Put guard-rails or a scaffold at the edges before work starts. On flat roofs keep well back from unprotected edges.',
      },
      {
        point: 'Plan safe access on and off',
        detail:
          'Use a secured ladder or stair tower to a protected landing point, and lift materials with a hoist rather than carrying them up ladders.',
      },
      {
        point: 'Stop in wind, rain and frost',
        detail: 'Sheets act like sails and wet or frosty roofs are lethal. Bring people down when the weather turns.',
      },
    ],
    legal: {
      figure:
        "The HSA's roofwork code treats every roof sheet and rooflight as fragile until a competent person confirms otherwise, so nobody walks on one without staging, covers or nets.",
      instrument:
        'HSA Code of Practice for Safety in Roofwork; Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.roofworkCode, sources.workAtHeight, sources.cscs, sources.fragileSurfaces],
  },
  {
    slug: 'floor-openings-and-edges',
    title: 'Floor openings, stairwells and lift shafts',
    severity: 5,
    summary: 'Open holes, stairwells and lift shafts inside the building are easy to forget and easy to fall through.',
    triggers: [
      'floor opening',
      'opening in the floor',
      'stairwell',
      'stair void',
      'lift shaft',
      'installing a lift',
      'lift installation',
      'lift installers',
      'riser',
      'void',
      'hole cover',
      'slab edge',
      'open edge',
    ],
    points: [
      {
        point: 'Cover or guard every opening',
        detail:
          'Holes get a cover strong enough to walk on, fixed down so it cannot slide and marked as a cover. Larger voids, stairwells and lift shafts get guard-rails.',
      },
      {
        point: 'Never lift a cover and walk away',
        detail:
          'If you must open a cover or remove a rail, guard the gap yourself while it is open and put protection back before you leave.',
      },
      {
        point: 'Slab edges need rails before trades move in',
        detail: 'Check edge protection is complete on every floor you work on, and report gaps straight away.',
      },
      {
        point: 'Good lighting inside the building',
        detail: 'Dark floors hide openings and trip hazards. Report failed temporary lighting instead of working in the gloom.',
      },
    ],
    legal: {
      figure:
        'Wherever someone could fall, the law requires suitable and sufficient edge protection and working platforms with no gap a person could fall through; Irish law sets no guard-rail height.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.workAtHeight, sources.construction],
  },
  {
    slug: 'falling-objects',
    title: 'Falling objects and materials',
    severity: 4,
    summary: 'Tools, materials and debris dropped from height can kill people working or passing below.',
    triggers: [
      'falling object',
      'falling material',
      'dropped object',
      'debris chute',
      'rubbish chute',
      'working overhead',
      'overhead work',
      'working underneath',
      'working beneath',
      'people underneath',
      'brick guard',
      'tool lanyard',
    ],
    points: [
      {
        point: 'Nothing thrown from height',
        detail: 'Use a chute, hoist or bag to get waste down. Never throw or drop materials from a scaffold or floor.',
      },
      {
        point: 'Toe boards, brick guards and netting in place',
        detail: 'They stop things being kicked or knocked off the edge. Keep stacks below the height of the guards.',
      },
      {
        point: 'Exclusion zone below overhead work',
        detail: 'Barrier off the area underneath and make sure nobody walks through while work is going on above.',
      },
      {
        point: 'Tether tools where they could fall',
        detail: 'Tool lanyards and closed buckets stop a dropped spanner becoming a fatal blow to someone below.',
      },
      {
        point: 'Hard hats on in the zone',
        detail:
          'A helmet is the last line of defence, not a replacement for stopping things falling, but wear it wherever there is work overhead.',
      },
    ],
    legal: {
      figure:
        'Work at height law requires suitable and sufficient steps to stop materials and objects falling where they could injure anyone.',
      instrument: 'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 4 (Work at Height)',
    },
    sources: [sources.workAtHeight, sources.construction],
  },
];
