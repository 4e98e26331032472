// Running the site: notification and reporting, hours and night work,
// lighting, flooding, waste, intoxicants and stress.
import { sources } from '../sources.ts';
import type { SafetyTopic } from '../types.ts';
import { GA, ACT } from './instruments.ts';

export const siteManagementTopics: readonly SafetyTopic[] = [
  {
    slug: 'project-notification',
    title: 'Project supervisors, the safety plan and notifying the HSA',
    severity: 2,
    summary:
      'Every project needs its PSDP and PSCS appointed and a safety and health plan, and larger projects must be notified to the HSA before work starts.',
    triggers: [
      'pscs',
      'psdp',
      'project supervisor',
      'safety file',
      'af1',
      'af2',
      'notify the hsa',
      'notification',
      'site setup',
      'starting a new job',
      'main contractor',
      'client duties',
      'paperwork',
      'subbies',
      'subcontractors',
      'other contractors',
      'several contractors',
      'new project',
      'start monday',
      'several trades',
      'domestic job',
      'homeowner',
      'home owner',
      'domestic client',
    ],
    points: [
      {
        point: 'Know who the PSCS is',
        detail:
          'The project supervisor for the construction stage, appointed by the client, is there to coordinate the safety work of every contractor on site and keeps the safety and health plan. Each contractor must cooperate with the PSCS, and their rules apply to everyone.',
      },
      {
        point: 'A homeowner paying for the work is the client: project supervisors and the safety file',
        detail:
          'A homeowner who pays for an extension, an attic conversion or a new kitchen is the client under the Construction Regulations (DIY is not covered). She must engage competent contractors and, where more than one contractor will work on the job, the work carries a particular risk or it will last more than 30 working days, appoint a PSDP and a PSCS in writing, and keep the safety file they hand over at the end for whoever works on the house next.',
      },
      {
        point: 'Work to the safety and health plan',
        detail: 'Read the parts of the plan that cover your work, and tell the PSCS when your method changes.',
      },
      {
        point: 'Larger projects are notified before they start',
        detail:
          'When the work will take more than 30 working days or 500 person days, the client notifies the HSA of the PSDP\u2019s appointment (form AF1) and the PSCS notifies the HSA (form AF2 or online) before construction starts.',
      },
      {
        point: 'Feed the safety file',
        detail: 'Hand over the information the safety file needs, such as as-built services and maintenance hazards, as you finish.',
      },
    ],
    legal: {
      figure:
        'Where construction work is likely to take more than 500 person days or 30 working days, the PSCS must notify the HSA before it begins, and the client must notify the appointment of the PSDP.',
      instrument: 'Safety, Health and Welfare at Work (Construction) Regulations 2013',
    },
    sources: [
      sources.constructionNotification,
      sources.construction,
      sources.constructionContractorFaq,
      sources.homeownersFaq,
      sources.homeownersGuide,
    ],
  },
  {
    slug: 'safety-representatives',
    broader: ['project-notification'],
    title: 'Safety representatives and consultation',
    severity: 1,
    summary:
      'The crew can choose a safety representative to speak for them on safety, health and welfare, and on a larger site the PSCS must help them appoint one.',
    triggers: [
      'safety representative',
      'safety representatives',
      'site safety representative',
      'safety rep',
      'safety reps',
      'picking a rep',
      'electing a rep',
      'consultation',
      'safety committee',
      'raise a concern',
    ],
    points: [
      {
        point: 'The crew picks its own safety representative',
        detail:
          'Employees may select and appoint a safety representative from among themselves, or more than one by agreement with the employer, to represent them on safety, health and welfare. On a site where more than 20 people are employed at any one time, the PSCS must help the workers appoint a site safety representative.',
      },
      {
        point: 'What the safety rep can do',
        detail:
          'The rep can inspect the site after giving notice, or at once after an accident, dangerous occurrence or imminent danger; investigate accidents and complaints from the crew; and make representations to the employer on safety, health and welfare.',
      },
      {
        point: 'The rep can go round with the HSA inspector',
        detail:
          'When an HSA inspector inspects the site, the rep may accompany them, and, at the inspector\u2019s discretion, on an inspection into an accident too; a worker interviewed by an inspector about an accident can ask for the rep to be there.',
      },
      {
        point: 'Bring safety concerns to the rep or the foreman',
        detail:
          'Anyone can raise a hazard, a near miss or a worry with the rep, who can investigate complaints from the workers they represent and take them up with the employer and the PSCS.',
      },
    ],
    legal: {
      figure:
        'Employees may select and appoint a safety representative to consult with their employer on safety, health and welfare, and on a construction site where more than 20 persons are employed at any one time the PSCS must facilitate the appointment of a safety representative.',
      instrument:
        'Safety, Health and Welfare at Work Act 2005, section 25; Safety, Health and Welfare at Work (Construction) Regulations 2013',
    },
    sources: [sources.safetyRepresentativesAct, sources.safetyRepresentativesHsa, sources.construction],
  },
  {
    slug: 'accident-reporting',
    title: 'Reporting accidents and near misses',
    severity: 2,
    summary: 'Accidents and dangerous occurrences must be reported inside and outside the company so the causes are found and fixed.',
    triggers: [
      'accident report',
      'reporting accidents',
      'report an accident',
      'near miss',
      'near misses',
      'dangerous occurrence',
      'ir1',
      'ir3',
      'incident report',
      'someone got hurt',
      'injury report',
      'accident book',
      'injured',
      'injury',
      'got hurt',
      'hurt his',
      'hurt her',
      'cut his hand',
      'sliced his hand',
      'went over on his ankle',
      'twisted his ankle',
      'sprained',
      'off work',
      'out injured',
    ],
    points: [
      {
        point: 'Report every injury and near miss on site',
        detail: 'Tell your supervisor the same day and record it, however small. Near misses show where the next injury will come from.',
      },
      {
        point: 'Get the injury treated, by a doctor if it needs one',
        detail:
          'The first aider sees every injury at once; a deep cut, a suspected break or a blow to the head goes to a GP or hospital the same day, not taped up so the person can keep working. Ring the emergency services for anything serious.',
      },
      {
        point: 'Some injuries must go to the HSA',
        detail:
          'An injury that keeps someone off normal work for more than three days in a row, not counting the day it happened, must be reported to the HSA. The weekend counts even if they would not have worked it, and so do days spent on light duties.',
      },
      {
        point: 'A death is reported at once',
        detail:
          'A fatal accident is reported immediately to the HSA or the Garda\u00ed, and the scene is left untouched unless making it safe requires otherwise.',
      },
      {
        point: 'Dangerous occurrences count too',
        detail: 'A collapsed scaffold, an overturned crane or a struck live cable is reported even if nobody was hurt.',
      },
    ],
    legal: {
      figure:
        'An injury that keeps an employee from normal work for more than three consecutive days, not counting the day of the accident, must be reported to the HSA, normally within ten working days.',
      instrument: 'Safety, Health and Welfare at Work (Reporting of Accidents and Dangerous Occurrences) Regulations 2016',
    },
    sources: [sources.accidentReporting, sources.firstAid],
  },
  {
    slug: 'night-work',
    title: 'Night work and night shifts',
    severity: 3,
    summary: 'Night shifts on roads, rail and fit-outs mean working when the body wants to sleep, in poor light, with tired drives home.',
    triggers: [
      'night work',
      'night shift',
      'nights',
      'working nights',
      'overnight',
      'night possession',
      'night pour',
      'graveyard shift',
      'after midnight',
      'night works',
    ],
    points: [
      {
        point: 'Know the hours limit',
        detail:
          'Night workers average no more than 8 hours in 24, and no more than 8 hours in any night where the work is hazardous or heavy.',
      },
      {
        point: 'A free health assessment before night work, and at intervals after',
        detail:
          'Before anyone starts as a night worker, and regularly while they stay on nights, the employer offers them a free assessment by a doctor (or someone the doctor supervises) of whether the night work is harming their health, and gives them the time to attend. The doctor tells both sides whether they are fit for the night work, and what could change to make them fit.',
      },
      {
        point: 'A risk assessment of the night work before it starts',
        detail:
          'The employer assesses the risks of the night work and takes the steps that assessment calls for to protect the night and shift workers; where it finds special hazards or heavy physical or mental strain, nobody works more than 8 hours in any 24 on such nights.',
      },
      {
        point: 'Do the risky jobs when people are most alert',
        detail:
          'Plan lifts, work at height and live traffic work for early in the shift, and expect concentration to dip in the small hours.',
      },
      {
        point: 'Light the work and the way',
        detail: 'Good task lighting and lit access routes, with hi-vis that works under headlights.',
      },
      {
        point: 'Get home safely',
        detail: 'Do not drive home when exhausted; share lifts, take a rest first, and report fatigue.',
      },
    ],
    legal: {
      figure:
        'A night worker may work no more than an average of 8 hours in each 24, and no more than 8 hours in any 24 in which they do night work that involves special hazards or heavy physical or mental strain.',
      instrument: 'Organisation of Working Time Act 1997',
    },
    sources: [sources.nightWorkAct, sources.nightWork, sources.nightShiftGuidance],
  },
  {
    slug: 'site-lighting',
    title: 'Lighting on site and dark mornings',
    severity: 2,
    summary: 'In winter much of the day is dark, and unlit stairs, edges, openings and routes cause falls and plant strikes.',
    triggers: [
      'lighting',
      'site lighting',
      'tower lights',
      'lighting tower',
      'dark',
      'dark mornings',
      'darkness',
      'poorly lit',
      'emergency lighting',
      'festoon lighting',
      'task lighting',
      'winter evenings',
    ],
    points: [
      {
        point: 'Light routes, stairs and edges first',
        detail: 'Access routes, stairs, openings and slab edges need lighting before anyone works in the dark.',
      },
      {
        point: 'Task lighting for the job',
        detail: 'Bring the light to the work rather than working in shadow; position it so it does not dazzle plant drivers.',
      },
      {
        point: 'Emergency lighting where a blackout is dangerous',
        detail: 'Stairs and escape routes inside the building need lighting that stays on if the power fails.',
      },
      {
        point: 'Report failed lights',
        detail: 'Festoon and tower lights get knocked and fail. Report them; do not work on in the gloom.',
      },
    ],
    legal: {
      figure:
        'Places of work must get as much natural light as possible and adequate artificial lighting, with emergency lighting where a failure of the lights would put people at risk.',
      instrument: `${GA}, Part 2, Chapter 1 (Workplace)`,
    },
    sources: [sources.lightingRegulation, sources.workplace],
  },
  {
    slug: 'flooding',
    title: 'Flooding and water rising on site',
    severity: 4,
    summary: 'Heavy rain and rising rivers flood excavations and basements, undermine banks and can trap people below ground.',
    triggers: [
      'flood',
      'flooding',
      'flooded',
      'water rising',
      'river in flood',
      'heavy rain',
      'orange rain warning',
      'red warning',
      'dewatering',
      'water in the trench',
      'basement flooding',
      'burst its banks',
      'burst their banks',
      'burst the banks',
    ],
    points: [
      {
        point: 'Watch the warnings and agree a stop point',
        detail: 'Check Met \u00c9ireann warnings and river levels, and agree in advance when work below ground stops.',
      },
      {
        point: 'Get out of excavations when water comes in',
        detail: 'Water softens the sides and brings collapses. Leave by the ladder and do not go back until a competent person checks it.',
      },
      {
        point: 'Pump safely',
        detail:
          'Pumps and generators away from the edge, discharging where the water will not undermine anything, and never a petrol engine in a basement.',
      },
      {
        point: 'Do not walk or drive through flood water',
        detail: 'You cannot see open excavations, manholes or the depth under it.',
      },
    ],
    legal: {
      figure:
        'The Construction Regulations require precautions against an inrush of water into excavations and underground works, and a way for people to reach safety if it happens.',
      instrument: 'Safety, Health and Welfare at Work (Construction) Regulations 2013',
    },
    sources: [sources.excavationsFaq, sources.construction],
  },
  {
    slug: 'waste-and-skips',
    title: 'Waste, skips and chutes',
    severity: 2,
    summary: 'Overfilled skips, waste thrown from height and piles of rubbish cause falling objects, trips and fires.',
    triggers: [
      'skip',
      'skips',
      'waste',
      'rubbish chute',
      'debris chute',
      'clearing rubbish',
      'bins',
      'wheelie bins',
      'segregating waste',
      'tidy up',
      'clean up',
    ],
    points: [
      {
        point: 'Down by chute, hoist or bag',
        detail: 'Never throw waste from a scaffold or floor; use an enclosed chute into a covered skip, or lower it.',
      },
      {
        point: 'Do not overfill skips',
        detail: 'Load skips level with the sides so nothing falls off when they are lifted.',
      },
      {
        point: 'Keep waste away from hot work',
        detail: 'Rubbish piles are fuel; keep them away from hot work and buildings, and clear them every day.',
      },
      {
        point: 'Segregate the hazardous stuff',
        detail: 'Asbestos, chemicals, fuel and sharps never go in the general skip.',
      },
    ],
    legal: {
      figure:
        'Work at height law requires suitable and sufficient steps to stop materials and objects falling where they could injure anyone.',
      instrument: `${GA}, Part 4 (Work at Height)`,
    },
    sources: [sources.workAtHeight, sources.workplace],
  },
  {
    slug: 'drugs-and-alcohol',
    title: 'Drugs, alcohol and medication',
    severity: 3,
    summary: 'Someone on site under the influence of drink, drugs or drowsy medication puts themselves and everyone around them at risk.',
    triggers: [
      'drugs',
      'alcohol',
      'drink',
      'drinking',
      'hungover',
      'hangover',
      'under the influence',
      'intoxicants',
      'medication',
      'drug testing',
      'cannabis',
      'cocaine',
      'fit for work',
      'half cut',
      'drunk',
      'painkillers',
      'painkiller',
      'sleeping tablets',
    ],
    points: [
      {
        point: 'Come to work fit',
        detail:
          'Nobody works under the influence of drink or drugs, including the morning after and prescription medicine that makes you drowsy.',
      },
      {
        point: 'Tell your supervisor about medication',
        detail: 'If your medicine warns about drowsiness or driving, say so before you drive plant or work at height.',
      },
      {
        point: 'If someone is not fit, act',
        detail: 'Tell the supervisor; the person is taken off the task. It is about safety, not punishment.',
      },
      {
        point: 'Help is available',
        detail: 'Ask about the employee assistance programme or your GP; getting help early is better than a bad day on site.',
      },
    ],
    legal: {
      figure:
        'While at work an employee must not be under the influence of an intoxicant, meaning alcohol or drugs, to the extent that they could endanger their own or anyone else\u2019s safety.',
      instrument: ACT,
    },
    sources: [sources.generalDuties],
  },
  {
    slug: 'work-related-stress',
    title: 'Work-related stress and mental health',
    severity: 3,
    summary:
      'Pressure to finish, long hours, time away from home and bullying harm mental health, and construction workers are slow to ask for help.',
    triggers: [
      'stress',
      'stressed',
      'mental health',
      'pressure',
      'deadlines',
      'burnout',
      'anxiety',
      'depression',
      'bullying',
      'suicide',
      'wellbeing',
      'talking',
      'bereavement',
      'bereaved',
      'grief',
      'grieving',
      'passed away',
      'death in the family',
    ],
    points: [
      {
        point: 'Stress is a hazard like any other',
        detail: 'Workload, deadlines, conflict and bullying are assessed and controlled like other hazards, with the crew involved.',
      },
      {
        point: 'Look out for each other',
        detail: 'Changes in mood, drinking, missed days or withdrawal can be signs. Ask how someone is, and listen.',
      },
      {
        point: 'Know where to get help',
        detail: 'The employee assistance programme, your GP or a support helpline. Asking is a strength.',
      },
      {
        point: 'No bullying on site',
        detail: 'Report bullying to your supervisor; it is a cause of stress the company must deal with.',
      },
    ],
    legal: {
      figure:
        'Employers must protect employees from all hazards that can lead to injury, including stressors that cause mental ill health, and their risk assessments should cover them.',
      instrument: ACT,
    },
    sources: [sources.workRelatedStress, sources.generalDuties],
  },
  {
    slug: 'safety-statement',
    title: 'The safety statement and risk assessment',
    severity: 2,
    summary:
      'Every employer, however small, needs a written safety statement built on a risk assessment of its own work, and main contractors ask to see it before a subcontractor starts.',
    triggers: [
      'safety statement',
      'safety paperwork',
      'risk assessments',
      'taken on',
      'taking on staff',
      'first employee',
      'employing people',
      'set up on my own',
      'subcontractor paperwork',
    ],
    points: [
      {
        point: 'Once you employ anyone, you need a written safety statement',
        detail:
          'Taking on even one worker makes you an employer: write down the hazards of your work, the risk each brings and what you do about it, and keep it for the jobs you actually do.',
      },
      {
        point: 'Say who does what and what happens in an emergency',
        detail:
          'The statement names the people given safety tasks, sets out the workers\u2019 own duties and the plan for an emergency, and lists the protective measures and the resources for them.',
      },
      {
        point: 'Go through it with the crew',
        detail:
          'Bring it to every worker\u2019s attention in words they understand, at least once a year and whenever it changes; a new starter hears it before starting.',
      },
      {
        point: 'Keep it up to date',
        detail:
          'Review it when the work changes significantly or it no longer fits the jobs you do; a main contractor or PSCS will ask to see it.',
      },
    ],
    legal: {
      figure:
        'Every employer must prepare a written safety statement, based on its hazard identification and risk assessment, and bring it to employees\u2019 attention at least once a year and after any change.',
      instrument: 'Safety, Health and Welfare at Work Act 2005, sections 19 and 20',
    },
    sources: [sources.safetyStatementAct, sources.act],
  },
];
