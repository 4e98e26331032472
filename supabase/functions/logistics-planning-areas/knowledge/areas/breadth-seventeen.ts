// Topics an Irish haulier, courier, distributor or warehouse operator meets that no entry held, found in a breadth pass
// over the official sources' own topic lists (29 November 2026): night workers' health assessments, pregnant and
// new-mother employees, customs representation through an agent or broker, the bullying code of practice, work-related
// stress, lone workers, racking inspection, drive-away and creep at loading bays, falls from vehicles and vehicle recalls.
// Facts from the pages in knowledge/sources-breadth-seventeen.ts, in our own words.
import { breadthSeventeenSources as s } from '../sources-breadth-seventeen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthSeventeenEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'night-worker-health-assessment',
    area: 'workforce_capability',
    title: 'Night workers’ health assessment: free of charge before night work starts and at regular intervals',
    keywords: [
      'night worker health assessment',
      'health assessment for night workers',
      'night shift medical',
      'medical for night shift',
      'night workers medical',
      'fit for night work',
      'unfit for night work',
      'transfer to day work',
      'night shift health check',
      'Regulation 157',
      'shift workers health',
    ],
    takeaway:
      'Before anyone starts as a night worker, and at regular intervals after, the employer must offer a health assessment by a registered medical practitioner free of charge, and where the doctor finds the night work is harming the worker, plan a change of conditions or a move to day work.',
    guidance: [
      'Regulation 157 of the General Application Regulations 2007 requires the assessment to be made available free of charge before a person is employed as a night worker and at regular intervals while they remain one.',
      'The assessment is by a registered medical practitioner or someone under the practitioner’s supervision, and the employer must facilitate the worker’s attendance if needed.',
      'The assessor tells employer and employee whether the worker is fit or unfit for the night work, and where unfitness is due only to the conditions of the work, suggests changes that would make the worker fit.',
      'Clinical details go only to the employee (or a designated person); the employer receives the opinion on fitness, not the medical detail.',
      'The assessment follows the night work risk assessment under Regulation 155, and Regulation 156 requires protective measures suited to the work for night and shift workers.',
    ],
    options: [
      {
        option: 'Occupational health provider on contract',
        chooseWhen: 'you run regular night shifts in the warehouse or on the road and want assessments at set intervals.',
      },
      {
        option: 'The worker’s own GP, paid by you',
        chooseWhen: 'only a few staff work nights and they are spread across sites.',
      },
      {
        option: 'Move the worker to day work',
        chooseWhen: 'the doctor finds the night work is damaging the worker’s health and changed conditions will not help.',
      },
    ],
    next30: [
      'List everyone who works nights regularly and when each was last offered a health assessment.',
      'Check your night work risk assessment is written and current.',
    ],
    next90: [
      'Book assessments for new night starters before their first night shift.',
      'Set the interval for repeat assessments and diary it for each night worker.',
    ],
    sources: [s.nightWorkHealthAssessment, s.nightWorkProtectiveMeasures, s.sensitiveRiskGroups],
  },
  {
    slug: 'pregnant-employees-at-work',
    area: 'workforce_capability',
    title: 'Pregnant, post-natal and breastfeeding employees: the risk assessment and night work',
    keywords: [
      'pregnant employee',
      'pregnant driver',
      'pregnant warehouse worker',
      'pregnancy risk assessment',
      'employee is pregnant',
      'expecting a baby',
      'pregnancy at work',
      'breastfeeding employee',
      'post natal employee',
      'new mother at work',
      'pregnant night shift',
      'maternity and night work',
    ],
    takeaway:
      'Once an employee tells you she is pregnant, has recently given birth or is breastfeeding, assess the risks of her job to her and her child and remove or adjust what is unsafe; if a doctor certifies it, she cannot be required to work nights during pregnancy or for 14 weeks after childbirth.',
    guidance: [
      'Chapter 2 of Part 6 of the General Application Regulations 2007 protects pregnant employees, post-natal employees (who gave birth not more than 14 weeks before) and breastfeeding employees (who gave birth not more than 26 weeks before).',
      'On notification the employer assesses the risks from any agent, process or working condition in Schedule 8, such as heavy lifting, long periods standing or sitting, vibration and extreme temperatures, and acts on what it finds.',
      'For night work, the Regulations define it as work between 11 p.m. and 6 a.m. where at least 3 hours fall in that period as a normal course or at least 25% of monthly working time does.',
      'Where a registered medical practitioner certifies that she should not work nights, she must be moved to daytime work or, if that is not feasible on substantiated grounds, given leave or an extension of maternity leave.',
      'The HSA provides a pregnancy risk assessment template; a general risk assessment should already have flagged hazards that matter in pregnancy, so this is a re-appraisal of them for her job.',
    ],
    options: [
      {
        option: 'Adjust the job',
        chooseWhen: 'the risk comes from one task, such as manual handling or long drives, that another employee can take on.',
      },
      {
        option: 'Move her to other suitable work',
        chooseWhen: 'the job itself cannot be made safe, for example night shifts a doctor has certified against.',
      },
      {
        option: 'Health and safety leave',
        chooseWhen: 'no safe adjustment or alternative work is possible.',
      },
    ],
    next30: [
      'Use the HSA’s pregnancy risk assessment template for any employee who has told you she is pregnant.',
      'Check which jobs involve night work, heavy lifting or vibration.',
    ],
    next90: [
      'Write the pregnancy step into your safety statement so supervisors know what to do on notification.',
      'Identify day-work roles that could take an employee moved off nights.',
    ],
    sources: [s.pregnantNightWork, s.pregnantEmployeesRegulations, s.sensitiveRiskGroups],
  },
  {
    slug: 'customs-representation',
    area: 'market_lane',
    title: 'Customs agents and brokers: direct or indirect representation, and who owes the duty',
    keywords: [
      'customs agent',
      'customs broker',
      'customs representative',
      'direct representation',
      'indirect representation',
      'clearing agent',
      'who is liable for the customs debt',
      'who is liable for the duty',
      'agent lodges the declaration',
      'power of attorney customs',
      'customs clearance agent',
      'Article 18',
    ],
    takeaway:
      'Under the Union Customs Code a customs agent acts either in your name (direct representation), leaving you liable for the customs debt, or in its own name on your behalf (indirect representation), making both of you liable, so the written mandate should say which kind you give before the broker lodges declarations for you.',
    guidance: [
      'Article 18 of the Union Customs Code lets any person appoint a customs representative to carry out the acts and formalities customs law requires.',
      'In direct representation the agent acts in the name of and on behalf of the trader, who is the declarant and owes the duty and VAT.',
      'In indirect representation the agent acts in its own name but on the trader’s behalf; under Article 77(3) the trader is also a debtor, so the duty can be pursued from both; it is the usual form where the owner of the goods is not established in the EU.',
      'A representative must normally be established in the customs territory of the EU, must say whom it represents and whether directly or indirectly, and may be asked for proof that it is empowered.',
      'Under Article 19 an agent that does not state that it acts as a representative, or acts without being empowered, is treated as acting in its own name and on its own behalf.',
    ],
    options: [
      {
        option: 'Direct representation',
        chooseWhen: 'you hold an EORI number and the authorisations, and want the declarations and the debt in your own name.',
      },
      {
        option: 'Indirect representation',
        chooseWhen: 'the owner of the goods is outside the EU, or your agent will accept joint liability for a fee.',
      },
      {
        option: 'Declare yourself',
        chooseWhen: 'you move enough goods to justify customs software and trained staff.',
      },
    ],
    next30: [
      'Check the written mandate with each customs agent says whether it acts directly or indirectly.',
      'Confirm each agent uses your EORI number and sends copies of every declaration.',
    ],
    next90: [
      'Review a sample of declarations made in your name for commodity codes and values.',
      'Decide whether the volume justifies an in-house declarant or a second agent.',
    ],
    sources: [s.customsRepresentation],
  },
  {
    slug: 'workplace-bullying-code',
    area: 'workforce_capability',
    title: 'Bullying at work: the 2020 code of practice for employers and employees',
    keywords: [
      'bullying',
      'bullying at work',
      'workplace bullying',
      'bullying complaint',
      'anti-bullying policy',
      'dignity at work',
      'bullying code of practice',
      'driver bullied',
      'harassment complaint',
      'S.I. 674 of 2020',
    ],
    takeaway:
      'The Code of Practice for Employers and Employees on the Prevention and Resolution of Bullying at Work, in effect from 23 December 2020, sets out how an employer should prevent bullying and handle complaints in every employment, including mobile staff such as drivers, and a court or the WRC takes it into account.',
    guidance: [
      'The code was made jointly by the HSA and the Workplace Relations Commission by S.I. No. 674 of 2020, replacing the HSA’s 2007 code and the Labour Relations Commission’s 2002 code.',
      'It defines bullying as repeated inappropriate behaviour that could reasonably be regarded as undermining a person’s right to dignity at work; a once-off incident is not bullying under the code.',
      'It expects a written anti-bullying policy, with complaints dealt with informally where possible and through a formal process where needed, and records kept in line with the GDPR and the Data Protection Act 2018.',
      'It applies whether employees work at a fixed place, at home or on the road, so it covers drivers and couriers as well as depot staff.',
      'Under section 42(4) of the Industrial Relations Act 1990 a code of practice is admissible in evidence, and a relevant provision is taken into account.',
    ],
    options: [
      { option: 'Informal process first', chooseWhen: 'the behaviour is recent and both people are willing to talk.' },
      {
        option: 'Formal investigation',
        chooseWhen: 'the informal route failed or the behaviour is serious or repeated.',
      },
      {
        option: 'External investigator',
        chooseWhen: 'the complaint concerns a manager or owner, or nobody inside is independent.',
      },
    ],
    next30: [
      'Check your anti-bullying policy names the code and the steps a complaint follows.',
      'Tell drivers and night staff who they can raise a complaint with.',
    ],
    next90: [
      'Train supervisors to handle complaints informally and to record what they do.',
      'Add bullying to the risk assessment in your safety statement.',
    ],
    sources: [s.bullyingCode, s.stressRoleOfHsa],
  },
  {
    slug: 'work-related-stress',
    area: 'workforce_capability',
    title: 'Work-related stress: a hazard to assess, and the HSA’s free Work Positive tool',
    keywords: [
      'work-related stress',
      'workplace stress',
      'stress at work',
      'staff stress',
      'drivers stressed',
      'burnout',
      'mental health at work',
      'psychosocial risk',
      'Work Positive',
      'stress risk assessment',
      'stress absence',
    ],
    takeaway:
      'Stress is not reportable to the HSA, but the 2005 Act requires employers to protect employees from hazards that can cause mental ill health, so stressors belong in your risk assessment, and the HSA’s free Work Positive tool, made with the State Claims Agency, gives a structured way to assess them.',
    guidance: [
      'The HSA treats a stressor as a hazard that can lead to personal injury in the form of mental ill health, so risk assessments should cover stressors, the control measures and their review.',
      'Assess and act in consultation with staff, which the HSA asks for in its guidance on stress.',
      'Stress absence is not notifiable and the HSA does not investigate stress as it does accidents, but the duty to assess stressors under the 2005 Act stands all the same.',
      'Work Positive is a free online tool for a confidential psychosocial risk assessment of a whole workforce, run over three to six months and repeated every few years.',
      'Bullying is one of the main causes of stress the HSA names, so the bullying code and its procedures sit alongside the stress assessment.',
    ],
    options: [
      {
        option: 'Run Work Positive',
        chooseWhen: 'you have enough staff for an anonymous survey to mean something.',
      },
      {
        option: 'Targeted assessment of one group',
        chooseWhen: 'the pressure points are clear, such as delivery windows, night shifts or customer abuse.',
      },
      {
        option: 'Employee assistance programme',
        chooseWhen: 'you need support for people already affected while the causes are tackled.',
      },
    ],
    next30: [
      'Add stressors such as workload, deadlines, hours and conflict to your risk assessment.',
      'Look at absence records for patterns by shift, depot or route.',
    ],
    next90: [
      'Run a Work Positive survey or a short staff consultation and agree an action plan.',
      'Review whether delivery windows and schedules leave realistic time for the work.',
    ],
    sources: [s.stressRoleOfHsa, s.workPositiveLaunch],
  },
  {
    slug: 'lone-workers',
    area: 'workforce_capability',
    title: 'Lone workers: drivers, couriers and night staff working alone',
    keywords: [
      'lone worker',
      'lone workers',
      'working alone',
      'works alone',
      'alone in the warehouse',
      'lone driver',
      'single-manned',
      'lone worker alarm',
      'man down alarm',
      'check-in calls',
      'working on their own',
    ],
    takeaway:
      'A lone worker works without close or direct supervision, which includes drivers, couriers and anyone alone in a warehouse at night, and the employer must assess the extra risks under section 19 of the 2005 Act, including a means of communication and a way to raise the alarm.',
    guidance: [
      'The HSA counts as lone workers people alone on a premises, people working separately from others in a warehouse or factory, and service workers such as drivers and postal staff visiting other premises.',
      'The risk assessment under section 19 should ask whether the job can be done safely by one person, and what happens if they are injured, taken ill or threatened.',
      'Controls the HSA lists include a mobile phone or radio, controlled periodic checks, automatic warning devices such as panic or no-movement alarms, training, personal protective equipment, health surveillance and first aid.',
      'Where workstations are occupied by lone employees, the necessary supervision or means of communication must be provided.',
      'Where the assessment shows a task carries a risk one person cannot manage, such as serious injury with nobody to raise the alarm, plan it for two people.',
    ],
    options: [
      {
        option: 'Scheduled check-in calls',
        chooseWhen: 'the lone work is short and predictable, such as a night shift in a small depot.',
      },
      {
        option: 'Lone worker device or app',
        chooseWhen: 'drivers or couriers work alone for long periods or in remote places.',
      },
      {
        option: 'Two-person working',
        chooseWhen: 'the task carries a risk of serious injury or violence that one person cannot manage.',
      },
    ],
    next30: [
      'List the jobs and shifts where someone works alone.',
      'Check each has a way to call for help and someone who will notice if they do not check in.',
    ],
    next90: ['Add lone working to the risk assessment in your safety statement.', 'Test the check-in or alarm system on a night shift.'],
    sources: [s.loneWorkers],
  },
  {
    slug: 'racking-inspection',
    area: 'network_capacity',
    title: 'Warehouse racking inspection: damage reports, regular visual checks and an expert inspection at least every 12 months',
    keywords: [
      'racking inspection',
      'pallet racking',
      'rack inspection',
      'racking damage',
      'damaged racking',
      'racking safety',
      'SEMA',
      'PRRS',
      'person responsible for racking safety',
      'racking upright hit',
      'shelving inspection',
    ],
    takeaway:
      'Racking is work equipment that forklift knocks weaken, so name a person responsible for racking safety, have damage reported at once and inspect it visually at regular intervals, and have a technically competent person make an expert inspection at intervals of not more than 12 months.',
    guidance: [
      'HSG76 sets three levels: immediate reporting of any damage, visual inspections weekly or at other regular intervals set by risk assessment, and an expert inspection at least every 12 months.',
      'A nominated person responsible for racking safety (PRRS) decides the inspection frequency from how busy the site is, the equipment used and who works there.',
      'Keep a written record of the visual inspections, and the expert sends the PRRS a written report with the action needed.',
      'Any damage reduces the racking’s load capacity; damaged bays should be unloaded and taken out of use until repaired.',
      'Train staff on safe use of the racking, show the safe working load on each run, and report every strike however small.',
    ],
    options: [
      {
        option: 'Trained in-house PRRS with an annual expert inspection',
        chooseWhen: 'you run your own racked warehouse with regular forklift traffic.',
      },
      {
        option: 'More frequent expert inspections',
        chooseWhen: 'the site runs around the clock, uses agency drivers or has frequent strikes.',
      },
      {
        option: 'Landlord or 3PL inspection records',
        chooseWhen: 'you rent space in a shared-user warehouse.',
      },
    ],
    next30: [
      'Name a person responsible for racking safety and set the visual inspection frequency.',
      'Check when the last expert inspection was and whether its actions were closed.',
    ],
    next90: [
      'Book the next expert inspection within 12 months of the last.',
      'Fit upright protectors and end barriers where strikes recur.',
    ],
    sources: [s.rackingInspection],
  },
  {
    slug: 'loading-bay-drive-away',
    area: 'network_capacity',
    title: 'Loading bays: stopping drive-away and vehicle creep during loading',
    keywords: [
      'loading bay',
      'loading dock',
      'dock safety',
      'drive-away',
      'driveaway',
      'vehicle creep',
      'trailer creep',
      'trailer restraint',
      'wheel chocks',
      'dock leveller',
      'driver pulled away while loading',
    ],
    takeaway:
      'At a loading bay the two dangers are drive-away, when a driver pulls out while a forklift is still loading, and creep, when handling equipment jolts the trailer away from the bay edge, and engineered measures such as trailer restraints, traffic lights and key control are more reliable than relying on people.',
    guidance: [
      'Drive-away is a driver moving the vehicle too early; creep is the trailer moving away as machines go between the bay platform and the vehicle, opening a gap or dropping the dock plate.',
      'Site-based measures include vehicle or trailer restraints, traffic lights, barriers or other stop signals, control of the vehicle keys or the cab, and a safe system of work telling the driver when it is safe to leave.',
      'Measures built into the vehicle depend on the haulier maintaining them, so the site should take its own precautions for visiting vehicles.',
      'Wheel chocks should be large enough to be noticed and brightly coloured, and the safe system must cover who places and removes them, since that person stands in a dangerous place.',
      'Include both risks in the risk assessment for the site, along with falls from the bay edge and the forklift route onto the trailer.',
    ],
    options: [
      {
        option: 'Trailer restraints interlocked with the door or leveller',
        chooseWhen: 'you have busy bays with forklifts entering trailers.',
      },
      {
        option: 'Key or cab control',
        chooseWhen: 'bays are few and a low-cost system with strict discipline will work.',
      },
      {
        option: 'Traffic lights with chocks',
        chooseWhen: 'visiting drivers vary and you need a visible signal at each bay.',
      },
    ],
    next30: [
      'Walk each bay and record how drive-away and creep are prevented today.',
      'Brief visiting drivers on where to wait and when they may move.',
    ],
    next90: [
      'Fit restraints or lights to the bays with the most forklift traffic.',
      'Add drive-away and creep to the site risk assessment and audit the system quarterly.',
    ],
    sources: [s.loadingBayDriveaway],
  },
  {
    slug: 'falls-from-vehicles',
    area: 'workforce_capability',
    title: 'Falls from vehicles: working on trailers, sheeting and climbing down from cabs',
    keywords: [
      'falls from vehicles',
      'fall from trailer',
      'fell off the trailer',
      'working on the trailer bed',
      'climbing on trailers',
      'sheeting loads',
      'jumping from the cab',
      'flatbed unloading',
      'edge protection trailer',
      'gantry',
      'work at height on vehicles',
    ],
    takeaway:
      'Many falls from vehicles happen during loading and unloading and people do not need to fall far to be seriously hurt, so plan the work so nobody needs to climb onto the trailer and, where they must, give steps, handholds and edge protection.',
    guidance: [
      'Avoid the need to climb onto trailers: load and unload from the ground with a forklift, and use restraints and sheets that can be worked from the ground.',
      'Where access is needed, provide steps and handholds and check the handholds regularly for wear.',
      'Never stand with your back to the edge when within 1 metre of it, and never walk backwards on a trailer.',
      'Do not jump down from a cab or trailer; use the steps and handholds facing the vehicle.',
      'Choose footwear for slip resistance, look for access features when buying vehicles, and use gantries or edge protection where work on the load is unavoidable.',
    ],
    options: [
      {
        option: 'Ground-level loading and restraint',
        chooseWhen: 'the load can be handled by forklift and strapped or sheeted from the ground.',
      },
      {
        option: 'Loading gantry or edge protection',
        chooseWhen: 'drivers must work on the load area at your site, such as for sheeting or flatbed work.',
      },
      {
        option: 'Vehicle-fitted steps and rails',
        chooseWhen: 'drivers need access at customers’ sites you do not control.',
      },
    ],
    next30: [
      'Ask drivers where they climb onto trailers or loads and why.',
      'Check steps and handholds on every vehicle during the walk-around check.',
    ],
    next90: [
      'Add access steps and edge protection to the specification for new trailers.',
      'Agree with regular customers how their loads will be sheeted or unloaded without climbing.',
    ],
    sources: [s.fallsFromVehicles],
  },
  {
    slug: 'vehicle-recalls',
    area: 'risk_resilience',
    title: 'Vehicle recalls: how a manufacturer’s safety recall reaches a fleet owner',
    keywords: [
      'vehicle recall',
      'recall notice',
      'safety recall',
      'truck recall',
      'van recall',
      'manufacturer recall',
      'recall letter',
      'recalled vehicle',
      'defect recall',
      'National Vehicle and Driver File',
      'NVDF',
    ],
    takeaway:
      'A manufacturer recalling vehicles for a safety defect finds the registered owners through the Department of Transport’s National Vehicle and Driver File, and a recall letter reaches only the owner and address on record, so keep the registered owner and address of every vehicle up to date.',
    guidance: [
      'Manufacturers and distributors recalling vehicles for defects that could endanger road users ask the National Vehicle and Driver File (NVDF) for the registered owners’ names and addresses, then write to them.',
      'A letter can miss you if the vehicle is leased, recently bought, imported privately or registered to an old address, so check recalls with the dealer when you buy or import.',
      'All recalled vehicles have EC whole vehicle type approval, the EU system of safety, environmental and construction tests a vehicle must pass before it can be registered.',
      'Not every vehicle whose details are released is affected: the manufacturer decides which are, and for newer vehicles may use its own ownership records instead.',
      'An outstanding recall is a known defect: fix it before the vehicle’s next roadworthiness test and note it in the maintenance file.',
    ],
    options: [
      {
        option: 'Dealer checks at every service',
        chooseWhen: 'your fleet is serviced by franchised dealers of the makes you run.',
      },
      {
        option: 'Fleet register with VIN-based recall checks',
        chooseWhen: 'you run mixed makes, leased vehicles or imports.',
      },
      {
        option: 'Take the vehicle off the road until repaired',
        chooseWhen: 'the recall notice says the defect is an immediate danger.',
      },
    ],
    next30: [
      'Check the registered owner and address for every vehicle on the Vehicle Registration Certificate.',
      'Ask your dealers for any open recalls on your VINs.',
    ],
    next90: ['Add a recall check to the vehicle purchase and import checklist.', 'Record recall work in each vehicle’s maintenance file.'],
    sources: [s.vehicleRecalls],
  },
];
