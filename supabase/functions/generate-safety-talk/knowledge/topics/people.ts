// The site as a whole and the people on it: rules, housekeeping, PPE,
// emergencies, welfare, and workers who need extra care.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { ACT } from './instruments.ts';

/** The talk everyone gets when nothing more specific applies. */
export const GENERAL_TOPIC_SLUG = 'general-site-safety';

export const peopleTopics: readonly SafetyTopic[] = [
  {
    slug: GENERAL_TOPIC_SLUG,
    title: 'General site safety',
    severity: 1,
    summary: 'The basics that apply to everyone on every construction site, every day.',
    triggers: [
      'site rules',
      'site induction',
      'induction',
      'safe pass',
      'general site safety',
      'site safety',
      'toolbox talk',
      'safety statement',
      'method statement',
      'risk assessment',
    ],
    points: [
      {
        point: 'Know today\u2019s plan and its risks',
        detail:
          'Read or be briefed on the risk assessment and method statement for your task before you start, and ask if anything is unclear.',
      },
      {
        point: 'Inducted and carded',
        detail:
          'Everyone on site has been through the site induction and holds a valid Safe Pass, plus the CSCS card for any specialist task they do.',
      },
      {
        point: 'Report hazards and near misses',
        detail: 'If you see something unsafe, make it safe if you can and tell your supervisor. Near misses are free lessons.',
      },
      {
        point: 'Stop if it is not safe',
        detail:
          'You have a duty to look after your own safety and that of others. Stop the job and ask before carrying on with anything that feels wrong.',
      },
      {
        point: 'PPE on, and in good condition',
        detail: 'Helmet, safety boots, hi-vis and gloves as a minimum, plus what your task needs. Replace damaged PPE.',
      },
      {
        point: 'Fit for work',
        detail:
          'Nobody works under the influence of alcohol or drugs, including medication that makes you drowsy. Tell your supervisor if you are not fit.',
      },
    ],
    legal: {
      figure:
        'Everyone doing construction work must hold a valid Safe Pass card and have had a site-specific safety induction, plus a construction skills card for the tasks that require one.',
      instrument: 'Safety, Health and Welfare at Work (Construction) Regulations 2013',
    },
    sources: [sources.act, sources.construction, sources.safePass],
  },
  {
    slug: 'slips-trips-housekeeping',
    title: 'Slips, trips and housekeeping',
    severity: 3,
    summary: 'Untidy sites, trailing cables, mud and uneven ground cause most of the slips, trips and falls on the same level.',
    triggers: [
      'slip',
      'slips',
      'slippery',
      'trip',
      'trips',
      'trip hazard',
      'housekeeping',
      'tidy',
      'untidy',
      'clutter',
      'debris',
      'rubbish',
      'waste',
      'skip',
      'walkway',
      'trailing cable',
      'trailing lead',
      'cables lying',
      'leads lying',
      'hoses lying',
      'uneven ground',
      'mud',
      'muddy',
      'spill',
      'spillage',
      'oil',
      'oily',
      'release agent',
      'clean up',
      'cleaning up',
      'loose material',
      'sweeping up',
    ],
    points: [
      {
        point: 'Clear as you go',
        detail:
          'Keep work areas, stairs and walkways free of offcuts, packaging and tools. Put waste in the skip or bins as you go, not at the end of the day.',
      },
      {
        point: 'Keep cables off the floor',
        detail: 'Run leads and hoses overhead on hooks or along edges so they are not across walkways.',
      },
      {
        point: 'Deal with mud, water, spills and uneven ground',
        detail:
          'Board or stone muddy routes, mark or fill holes and ruts, and keep walkways level and drained. Oil, release agent and other spills make boards and floors slippery: contain them, cordon them off and clean them up.',
      },
      {
        point: 'Stack materials safely',
        detail: 'Store materials in the set-down areas, stacked stable and low, never blocking routes or fire exits.',
      },
      {
        point: 'Light the way',
        detail: 'Make sure stairs, walkways and work areas are lit, especially early morning and in winter. Report failed lights.',
      },
      {
        point: 'Watch your footing',
        detail: 'Wear boots with good grip, do not rush, and do not carry loads that block your view of where you are walking.',
      },
    ],
    legal: {
      figure:
        'The employer must provide, so far as reasonably practicable, a place of work that is safe, with safe means of getting in, out and around it.',
      instrument: ACT,
    },
    sources: [sources.workplace, sources.construction, sources.act, sources.spills],
  },
  {
    slug: 'ppe',
    title: 'Personal protective equipment',
    severity: 2,
    summary: 'PPE is the last line of defence and only protects when it is the right kind, fits and is worn.',
    triggers: [
      'ppe',
      'hard hat',
      'helmet',
      'safety boots',
      'hi-vis',
      'high visibility',
      'gloves',
      'safety glasses',
      'goggles',
      'mask',
      'respirator',
      'rpe',
      'ear defenders',
      'harness',
    ],
    points: [
      {
        point: 'Wear the PPE the task needs',
        detail: 'Check the risk assessment for your task: eye protection, gloves, RPE or hearing protection on top of the site minimum.',
      },
      {
        point: 'Check it before use',
        detail:
          'Cracked helmets, worn boots, torn gloves and damaged harnesses get replaced. Ask for new PPE; your employer provides it free.',
      },
      {
        point: 'Fit matters',
        detail: 'Masks need a face-fit test and a clean shave, helmets need adjusting, and gloves must suit the job and the hand.',
      },
      {
        point: 'PPE is the last line of defence',
        detail:
          'It protects you when everything else has failed. It never replaces guard-rails, extraction or keeping out of danger zones.',
      },
    ],
    legal: {
      figure:
        'Where a risk cannot be removed by other means the employer must provide suitable personal protective equipment free of charge, and employees must wear it as instructed.',
      instrument:
        'Safety, Health and Welfare at Work Act 2005; Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 2, Chapter 3 (Personal Protective Equipment)',
    },
    sources: [sources.ppe, sources.act],
  },
  {
    slug: 'first-aid-and-emergencies',
    title: 'First aid and emergencies',
    severity: 2,
    summary: 'A fast, rehearsed response to injuries and emergencies saves lives on site.',
    triggers: [
      'first aid',
      'first aider',
      'emergency',
      'a&e',
      'hospital',
      'nearest hospital',
      'emergency department',
      'accident',
      'injury',
      'evacuation',
      'fire drill',
      'ambulance',
      'defibrillator',
      'aed',
      'rescue plan',
      'assembly point',
      'site compound',
      'setting up the compound',
      'site set-up',
      'remote site',
      'remote location',
      'miles from anywhere',
      'middle of nowhere',
      'nearest town',
    ],
    points: [
      {
        point: 'Know who the first aiders are',
        detail: 'Their names are on the notice board. Know where the first-aid kit, eyewash and defibrillator are kept.',
      },
      {
        point: 'Call 112 or 999 and give the site address',
        detail: 'Know the site address and Eircode and which gate the ambulance should use, and send someone to meet it.',
      },
      {
        point: 'Know the alarm and the assembly point',
        detail: 'Know how the alarm sounds, the escape routes and where to muster, and do not go back in until told.',
      },
      {
        point: 'Report every injury',
        detail:
          'Record every injury in the accident book. Injuries that keep someone out of work for more than three days after the day of the accident must be reported to the HSA.',
      },
      {
        point: 'Cover for the first aider who is off',
        detail:
          'Holidays and other planned absences need another trained occupational first aider on site to cover them. Only when the first aider is away unexpectedly may someone be designated to take charge of an injured person until help arrives. The HSA\u2019s indicative numbers for a construction site: at least one occupational first aider for 50 to 149 people at any one time, two for 150 to 299, and one more for every further 150.',
      },
    ],
    legal: {
      figure:
        'The employer must provide first-aid equipment and as many trained occupational first-aiders as the size and hazards of the site need, display the names, addresses and phone numbers of the local emergency services on site, and report to the HSA any injury that keeps someone off normal work for more than three consecutive days.',
      instrument:
        'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 7, Chapter 2 (First-Aid); Reporting of Accidents and Dangerous Occurrences Regulations 2016',
    },
    sources: [sources.firstAid, sources.firstAidFaq, sources.accidentReporting, sources.firstAidProvision],
  },
  {
    slug: 'welfare-facilities',
    title: 'Welfare facilities',
    severity: 1,
    summary: 'Toilets, washing, drying and eating facilities protect health and are a legal requirement on every site.',
    triggers: [
      'welfare',
      'canteen',
      'toilets',
      'drying room',
      'washing facilities',
      'lunch break',
      'drinking water',
      'site cabin',
      'changing room',
      'site compound',
      'setting up the compound',
      'site set-up',
    ],
    points: [
      {
        point: 'Use the welfare facilities',
        detail:
          'Toilets, washing with hot and cold water, a drying room, drinking water and a place to take meals with a means of boiling water are there for everyone. Report anything broken or not cleaned.',
      },
      {
        point: 'Wash before eating',
        detail: 'Cement, dust, lead and drain water all get onto food from dirty hands.',
      },
      {
        point: 'Keep the canteen clean',
        detail: 'Clear up after yourself and keep food in the canteen, not on the work floor, so rats stay away.',
      },
      {
        point: 'Drinking water at hand',
        detail: 'Clean drinking water should always be available. Ask if it is not.',
      },
    ],
    legal: {
      figure:
        'Every construction site must have toilets, washing facilities, shelter and somewhere to eat and to dry and store clothing, kept clean and maintained.',
      instrument: 'Safety, Health and Welfare at Work (Construction) Regulations 2013, Part 14 (Construction site welfare facilities)',
    },
    sources: [sources.construction, sources.workplace, sources.constructionWelfare, sources.generalWelfare],
  },
  {
    slug: 'lone-working',
    title: 'Lone working',
    severity: 3,
    summary: 'Someone working alone who is injured or taken ill may not be found in time.',
    triggers: [
      'lone working',
      'lone worker',
      'working alone',
      'on my own',
      'on his own',
      'on her own',
      'by myself',
      'by himself',
      'alone',
      'night security',
      'weekend work',
      'phone signal',
      'mobile signal',
      'no signal',
      'no coverage',
    ],
    points: [
      {
        point: 'Some jobs are never done alone',
        detail: 'Confined spaces, work near water, live electrics, hot work and most work at height need at least two people.',
      },
      {
        point: 'Agree check-in times',
        detail: 'Tell someone where you are and when you will call in, and what happens if you miss a check-in.',
      },
      {
        point: 'Carry a charged phone and know the address',
        detail: 'Make sure you have signal or another way to call for help, and know the site address and Eircode.',
      },
      {
        point: 'First-aid kit with you',
        detail: 'Keep a kit in the van or work area and know how to use it.',
      },
    ],
    legal: {
      figure:
        "The employer's risk assessment must cover the hazards of working alone and set controls such as contact times and emergency arrangements.",
      instrument: ACT,
    },
    sources: [sources.act, sources.workplace],
  },
  {
    slug: 'fatigue-and-long-hours',
    title: 'Fatigue and long hours',
    severity: 3,
    summary: 'Tired workers make mistakes, and tired drivers crash on the way home.',
    triggers: [
      'fatigue',
      'tired',
      'long hours',
      'long shift',
      'night shift',
      'nightshift',
      'night work',
      'double shift',
      'overtime',
      '12 hour',
      'early start',
      'shift work',
      'weekend work',
      'days straight',
      'days in a row',
      'every weekend',
      'no day off',
      'straight through',
      'work through lunch',
      'wrecked',
      'exhausted',
      'worn out',
      'seven days a week',
      '7 days a week',
      'six days a week',
      '6 days a week',
      'seven-day weeks',
      'seven day weeks',
      'every day of the week',
    ],
    points: [
      {
        point: 'Take your breaks',
        detail:
          'The Organisation of Working Time Act sets a 15-minute break after four and a half hours and 30 minutes after six. Take them away from the work.',
      },
      {
        point: 'Rest between shifts and a day off every week',
        detail:
          'You are entitled to 11 hours\u2019 rest in a row in every 24, and to a weekly rest period of 24 hours on top of a daily rest, so working day after day without a day off breaks the law as well as wearing people out. Long hours day after day build up into dangerous tiredness.',
      },
      {
        point: 'Say if you are too tired for the task',
        detail: 'Do not operate plant, work at height or drive when you are struggling to stay alert. Tell your supervisor.',
      },
      {
        point: 'Night work needs extra care',
        detail: 'Concentration dips in the small hours. Plan the riskiest jobs for when people are most alert and keep the work well lit.',
      },
    ],
    legal: {
      figure:
        "The average working week is limited to 48 hours, with at least 11 consecutive hours' rest in every 24, a weekly rest period of 24 hours in a row, a 15-minute break after 4 hours 30 minutes' work and a 30-minute break after 6 hours.",
      instrument: 'Organisation of Working Time Act 1997',
    },
    sources: [sources.workingTime, sources.workingTimeAct, sources.nightWork, sources.nightShiftGuidance],
  },
  {
    slug: 'young-and-new-workers',
    title: 'Young and new workers',
    severity: 3,
    summary:
      'New starters and young workers are far more likely to be hurt in their first months on site: without the experience or training, they do not yet see the risks.',
    triggers: [
      'new starter',
      'new start',
      'apprentice',
      'young worker',
      'trainee',
      'work experience',
      'transition year',
      'student',
      'graduate',
      'school leaver',
      'under 18',
      'under-18',
      '16 year old',
      '17 year old',
      'teenager',
      'little english',
      'no english',
      'poor english',
      'limited english',
      'language barrier',
      'migrant workers',
      'foreign workers',
      'foreign nationals',
      'young lad',
      'young lads',
      'young fella',
      'new lad',
      'new fella',
      'new operator',
      'first day on site',
      'first time on site',
      'never been on site',
    ],
    points: [
      {
        point: 'Induction and training before work',
        detail:
          'New starters get the site induction, in a language they understand, have their Safe Pass (a card lasts 4 years from the course) and the CSCS skills card for any task that needs one (driving plant included, whoever employs them) checked and get the training their tasks need before working, are supervised by a named experienced worker, and know who to ask for help. A young person is never given work with accident risks their lack of experience or training keeps them from seeing.',
      },
      {
        point: 'Supervised by a named experienced worker',
        detail:
          'Give each new or young worker a named person to work alongside, supervise them and learn from, and keep a young worker under close supervision until they have shown they can work safely.',
      },
      {
        point: 'Under-18s: at most 8 hours a day, 40 a week, and no night work',
        detail:
          'A 16 or 17-year-old works no more than 8 hours a day, 40 a week, never 10 p.m. to 6 a.m., and gets a 30-minute break after four and a half hours, 12 hours off in every 24 and two days off in every 7.',
      },
      {
        point: 'Check they understood',
        detail: 'Ask them to explain back the hazards and controls. Language, inexperience and wanting to impress can all hide confusion.',
      },
      {
        point: 'Young workers have limits',
        detail:
          'Under-18s are not given work beyond their physical or mental capacity or with risks they cannot recognise, and their employer must carry out a risk assessment before they start.',
      },
    ],
    legal: {
      figure:
        'Before employing anyone under 18 the employer must carry out a risk assessment for them, and must not employ them where it shows the work is beyond their physical or psychological capacity.',
      instrument:
        'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 6, Chapter 1 (Protection of Children and Young Persons)',
    },
    sources: [
      sources.youngPersons,
      sources.youngPersonsGuide,
      sources.safePass,
      sources.safePassValidity,
      sources.youngPersonsAct,
      sources.trainingLanguage,
      sources.cscs,
    ],
  },
  {
    slug: 'pregnant-workers',
    title: 'Pregnant workers and new mothers',
    severity: 3,
    summary:
      'A worker who is pregnant, has recently given birth or is breastfeeding can be harmed, with her baby, by site risks the general assessment was not written for: lifting, climbing, long standing, heat, vibration and chemicals.',
    triggers: [
      'pregnant',
      'pregnancy',
      'expecting a baby',
      'expectant mother',
      'new mother',
      'breastfeeding',
      'maternity',
      'back from maternity leave',
    ],
    points: [
      {
        point: 'A pregnancy risk assessment as soon as she tells you',
        detail:
          'Once she tells you she is pregnant, has recently given birth or is breastfeeding, assess the specific risks of her job to her and her baby: go back over the site risk assessment for each task she does. The earliest weeks matter most.',
      },
      {
        point: 'Remove the risk, or change the job',
        detail:
          'Where a risk cannot be removed, adjust her working conditions or hours, or give her other work; health and safety leave is for when neither is possible.',
      },
      {
        point: 'Look hard at lifting, climbing, standing and exposure',
        detail:
          'Heavy manual handling, climbing ladders and scaffolds, long spells standing or walking, heat, vibration and chemical or biological agents are the site risks to weigh, and the assessment is reviewed as the pregnancy goes on.',
      },
      {
        point: 'Talk it through with her',
        detail: 'Go over the findings and the controls with her, and take account of advice from her doctor or midwife.',
      },
    ],
    legal: {
      figure:
        'Once an employee tells her employer, with a medical certificate, that she is pregnant, has recently given birth or is breastfeeding, the employer must assess the specific risks to her and make sure she is not exposed to anything that would damage her health or that of her developing child.',
      instrument:
        'Safety, Health and Welfare at Work (General Application) Regulations 2007, Part 6, Chapter 2 (Protection of Pregnant, Post Natal and Breastfeeding Employees)',
    },
    sources: [sources.pregnancyRegulations, sources.pregnancyFaq],
  },
  {
    slug: 'public-protection-site-boundaries',
    title: 'Public protection and site boundaries',
    severity: 4,
    summary: 'Members of the public, especially children, are hurt when site boundaries, gates and pavements are not controlled.',
    triggers: [
      'public',
      'members of the public',
      'pedestrians',
      'hoarding',
      'site boundary',
      'fencing',
      'heras fencing',
      'site security',
      'children',
      'school',
      'neighbours',
      'footpath',
      'occupied building',
      'shop',
      'residents',
      'passers-by',
    ],
    points: [
      {
        point: 'Keep the boundary secure',
        detail:
          'Hoarding and fencing stay closed and in good repair, gates are shut and locked when unattended, and nothing gives children a way in or a climbing aid.',
      },
      {
        point: 'Make the site safe at the end of the day',
        detail: 'Cover or fence excavations, remove ladders or board them, lower plant and take keys, and lock away chemicals and fuel.',
      },
      {
        point: 'Protect people walking past from falling materials',
        detail:
          'Keep footpaths open or provide a safe, signed alternative. Where work goes on above them, toe boards, brick guards, netting, fans or a covered walkway stop falling materials and tools reaching the people below.',
      },
      {
        point: 'Control vehicles at the gate',
        detail: 'A trained person watches for pedestrians when vehicles cross the footpath.',
      },
    ],
    legal: {
      figure:
        'An employer must manage the work so that people who are not employees, such as passers-by and neighbours, are not exposed to risk from it.',
      instrument: ACT,
    },
    sources: [sources.construction, sources.roadworksChapter8, sources.generalDuties, sources.workAtHeight],
  },
  {
    slug: 'occupied-home-work',
    title: 'Working in an occupied home',
    severity: 3,
    summary:
      'In a home the family still lives in, occupants and children walk into the work, trip on cables, touch open wiring or breathe the dust.',
    triggers: [
      'occupied',
      'occupied house',
      'occupied home',
      'lived-in',
      'householder',
      'homeowner',
      'family living',
      'tenants',
      'occupants',
    ],
    points: [
      {
        point: 'Keep the occupants, and children above all, out of the work area',
        detail:
          'Agree with the householder which rooms are closed off, keep them shut or barriered, and never leave tools, cables, chemicals or lifted floorboards where a child can get at them.',
      },
      {
        point: 'Agree a safe way through the house for the family',
        detail: 'Keep stairs, hallways and exits clear, and tell the occupants before the power, water or gas goes off.',
      },
      {
        point: 'Keep the dust in the room you work in',
        detail: 'Sheet and seal the doorway, use extraction on chasers, saws and sanders, and vacuum rather than sweep.',
      },
      {
        point: 'Leave the house safe every evening',
        detail:
          'Make any open wiring dead and covered, take ladders and tools away or lock them up, and put chemicals where children cannot reach them.',
      },
    ],
    legal: {
      figure:
        'Whoever carries out the work must manage it so that people who are not their employees, such as the family living in the house, are not put at risk; a homeowner paying for construction work is the client under the Construction Regulations.',
      instrument: ACT,
    },
    sources: [sources.generalDuties, sources.homeownersFaq, sources.construction],
  },
  {
    slug: 'children-on-farms',
    title: 'Children on farms',
    severity: 4,
    summary:
      'A farm is a home as well as a workplace, so children wander into building work, plant and open tanks; most children killed on Irish farms died in accidents involving a farm vehicle or machine.',
    triggers: ['farmer', 'farmers', 'farmyard', 'farm yard', 'farmhouse', 'farm family', 'farm children'],
    points: [
      {
        point: 'Ask the farmer where the children are',
        detail:
          'Before starting, find out which children live on or visit the farm, and agree that they stay in a safe, fenced play area away from the work, in view of the house, or with an adult who is minding them and not working.',
      },
      {
        point: 'Keep children out of the work area',
        detail:
          'Fence or close off the work, open tanks and stored materials, and put up warning signs. A farmyard is not a playground: no child comes into it unless an adult is minding them.',
      },
      {
        point: 'Children well away from plant',
        detail:
          'Keep children away from machines, tractors and vehicles at work: most children killed on farms died in an accident involving one.',
      },
      {
        point: 'Fences and gates a child cannot get through',
        detail: 'Fencing and gates around the work have mesh right down to the ground, so a child cannot slip under or climb over.',
      },
    ],
    legal: {
      figure:
        'Whoever carries out the work must manage it so that people who are not their employees, children living on or visiting the farm among them, are not put at risk by it.',
      instrument: ACT,
    },
    sources: [sources.childSafetyOnFarms, sources.childSafetyAroundTheFarm, sources.generalDuties],
  },
  {
    slug: 'bullying',
    title: 'Bullying and harassment on site',
    severity: 2,
    summary:
      'Repeated slagging, exclusion, hidden tools or messages about someone in a group chat wear a worker down, and a distracted, isolated worker is an unsafe one.',
    triggers: [
      'bullying',
      'bullied',
      'bully',
      'harassment',
      'harassed',
      'slagging',
      'picking on',
      'ganging up',
      'hiding his tools',
      'hiding her tools',
      'group chat',
      'whatsapp group',
      'dignity at work',
    ],
    points: [
      {
        point: 'Repeated slagging that undermines someone is bullying',
        detail:
          'Bullying is repeated inappropriate behaviour, in person or behind someone\u2019s back, by word, deed or message, that could reasonably be seen as undermining their dignity at work. It does not have to be meant as bullying, and a group chat counts as much as the canteen.',
      },
      {
        point: 'The site has an anti-bullying policy: use it',
        detail:
          'The employer sets out, under the code of practice on bullying, how to raise a complaint informally and formally. Tell your supervisor or the named contact, and keep a note of what happened and when.',
      },
      {
        point: 'Supervisors act early',
        detail:
          'Stop it when you see it: a quiet word at the start often ends it. A new or foreign worker who is being singled out may not know how to complain, so ask.',
      },
      {
        point: 'A once-off row is not bullying, but still deal with it',
        detail:
          'A single incident is an affront to dignity rather than bullying, and fair instructions or feedback on the work are not bullying either; sort both out before they grow.',
      },
    ],
    legal: {
      figure:
        'Employers must manage work so as to prevent, as far as reasonably practicable, improper conduct or behaviour that puts employees at risk, and the joint HSA and WRC code of practice on bullying sets out the policy and procedures expected.',
      instrument:
        'Safety, Health and Welfare at Work Act 2005, section 8, and the Code of Practice for Employers and Employees on the Prevention and Resolution of Bullying at Work 2020',
    },
    sources: [sources.bullyingCode, sources.act],
  },
];
