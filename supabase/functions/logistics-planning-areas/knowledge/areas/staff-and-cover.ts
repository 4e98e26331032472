// Two topics the knowledge lacked, shown by the tenth visitor set (29 November): who may give manual handling
// training in a warehouse, and how motor insurance cover is now checked at the roadside. Facts from the HSA, the
// revised Road Traffic Act 1961 and the Motor Insurers' Bureau of Ireland, read on 29 November 2026.
import { breadthTwentyThreeSources as b23 } from '../sources-breadth-twenty-three.ts';
import { ferryParcelsAndDutiesSources as f15 } from '../sources-ferry-parcels-and-duties.ts';
import { namedFactSources as n } from '../sources-named-facts.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const staffAndCoverEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'manual-handling-training',
    area: 'workforce_capability',
    title: 'Manual handling training for warehouse and delivery staff',
    keywords: [
      'manual handling',
      'manual handling training',
      'manual handling instructor',
      'lifting training',
      'lifting and carrying',
      'back injuries',
      'warehouse training',
      'QQI',
      'trainer qualification',
      'people handling',
      'manual handling risk assessment',
      'risk factors',
    ],
    takeaway:
      'Manual handling training at workplace level should be given by an instructor holding the QQI Level 6 Manual Handling Instruction award, the level the Health and Safety Authority agreed for manual handling instructors.',
    guidance: [
      'The Level 6 Manual Handling Instruction and People Handling Instruction awards are managed by Quality and Qualifications Ireland (QQI), and QQI-registered training providers offer them.',
      'The content of the training should meet Appendix 3 of the Health and Safety Authority’s Guidance on the Manual Handling Training System (2010 revision), so ask a trainer to show how the course covers it.',
      'An instructor who gained the QQI Level 6 award by recognition of prior learning need not be registered with QQI to train your employees.',
      'Training works best on your own loads, cages, tail lifts and pallet trucks, after the manual handling risk assessment, and alongside changes to the task rather than instead of them.',
      'The manual handling risk assessment looks at the four groups of risk factors in Schedule 3 of the General Application Regulations 2007, each a risk particularly of back injury: the load (too heavy, unwieldy, unstable, held away from the trunk), the effort (strenuous, twisting, sudden, unstable posture), the working environment (cramped space, uneven or slippery floors, changes of level, and an unsuitable temperature, humidity or ventilation, as in chill and freezer rooms) and the activity (too frequent or prolonged, too little time to recover, long carrying distances, a pace set by the process).',
    ],
    options: [
      {
        option: 'Bring in an external QQI Level 6 instructor',
        chooseWhen: 'you train a few people a year and have no one in-house with the award.',
      },
      {
        option: 'Put a supervisor through the QQI Level 6 instructor award',
        chooseWhen: 'staff turnover is high and you train new starters every month.',
      },
    ],
    next30: [
      'Ask any trainer you book for their QQI Level 6 Manual Handling Instruction certificate.',
      'List the staff who lift, carry or push loads and when each was last trained.',
    ],
    next90: [
      'Review the manual handling risk assessment for the heaviest and most frequent lifts.',
      'Decide whether an in-house instructor would pay for itself against external courses.',
    ],
    sources: [n.hsaManualHandlingFaq, f15.manualHandlingRiskFactors, sources.method],
  },
  {
    slug: 'motor-insurance-checks',
    area: 'risk_resilience',
    title: 'Motor insurance for vans and trucks: the Irish Motor Insurance Database and Garda checks',
    keywords: [
      'motor insurance',
      'fleet insurance',
      'van insurance',
      'truck insurance',
      'insurance disc',
      'insurance database',
      'uninsured',
      'MIBI',
      'IMID',
      'Garda insurance check',
      'named drivers',
    ],
    takeaway:
      'The Motor Insurers’ Bureau of Ireland (MIBI) keeps the Irish Motor Insurance Database (IMID) of motor policies, which the Gardaí use to check at the roadside that a vehicle has the legal minimum cover section 56 of the Road Traffic Act 1961 requires, against injury to people and damage to property, so the details your insurer reports for each vehicle must be right.',
    guidance: [
      'The policy section 56 asks for covers injury to people without limit, while the cover for damage to property may be capped at €1,300,000 per claim, whatever the number of people whose property is damaged: third-party cover is the legal minimum, not a recommendation.',
      'Under section 78A of the Road Traffic Act 1961 MIBI maintains the database, and a vehicle insurer must notify MIBI within 5 working days after issuing a policy of the policyholder, named drivers, any limits on use, the policy number and period of cover and the vehicle’s registration.',
      'The Irish Motor Insurance Database is used with Automatic Number Plate Recognition so the Gardaí can more easily identify vehicles driven without insurance.',
      'A new van, a changed registration or a new driver not yet on the policy is where the database and your fleet drift apart, so tell your broker the day it changes.',
    ],
    options: [
      {
        option: 'One fleet policy for every vehicle',
        chooseWhen: 'you run several vans or trucks and want one renewal date and one list of drivers.',
      },
      {
        option: 'Separate policies per vehicle',
        chooseWhen: 'you have only one or two vehicles with different drivers and uses.',
      },
    ],
    next30: [
      'Check that every vehicle registration and named driver on your policy matches the fleet you run today.',
      'Agree with your broker who tells them of a new vehicle or driver, and how fast.',
    ],
    next90: [
      'Add an insurance check to the steps for putting a new vehicle or driver on the road.',
      'Review the limits on use in the policy against the work each vehicle now does.',
    ],
    sources: [b23.roadTrafficActCompulsoryInsurance, n.roadTrafficActMibiDatabase, n.mibiImid, sources.method],
  },
];
