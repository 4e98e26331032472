// Workforce & Capability: drivers (shortage, CPC, hours) and the skills of
// planners and managers.
import { officialPageSources as op } from '../sources-official-pages.ts';
import { namedFactSources } from '../sources-named-facts.ts';
import { operatorSources } from '../sources-operators.ts';
import { sources } from '../sources.ts';
import { breadthOfficialSources as bo } from '../sources-breadth-official.ts';
import { roundSeventeenSources as r17 } from '../sources-round-seventeen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const workforceCapabilityEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'driver-cpc',
    area: 'workforce_capability',
    title: 'Driver CPC training and qualifications',
    keywords: [
      'Driver CPC',
      'CPC',
      'periodic training',
      'training',
      'qualification card',
      'modules',
      'licence',
      'C licence',
      'CE licence',
      'new drivers',
      'training centre',
      'who needs CPC',
      'CPC exemption',
      'tradesman',
      'expired CPC',
      'CPC ran out',
      'CPC penalty',
      'agency driver',
      'fine',
    ],
    takeaway: 'Keep every driver’s CPC current with one module a year, and use the training days to build the skills your fleet needs.',
    guidance: [
      'To keep a Driver CPC card, a professional driver completes 35 hours of periodic training every five years, as one seven-hour module a year, so at least 7 hours of training in each year; drivers keeping both bus and truck CPC need 42 hours over the five years.',
      'Only training with an RSA-approved trainer at an RSA-approved centre counts, so check approval before booking; at the end of each five-year cycle the driver receives a driver qualification card valid for the next five years (S.I. 359 of 2008), and a professional driver is held to the lower blood alcohol limit of 20 mg.',
      'A Driver CPC card, the Driver Certificate of Professional Competence, is needed by anyone who drives a truck or bus as their principal occupation, employed or self-employed, and it is illegal to drive professionally without one: the RSA lists fines of up to €2,000 for driving without a valid Driver CPC or failing to produce it, and up to €5,000 for an employer or third party who allows a driver without a valid Driver CPC to drive professionally, or for fake documents.',
      'It is not needed where driving is not the principal occupation, such as a tradesman using a light truck to carry his own materials or a farmer moving his own animals, nor for unpaid volunteers or the emergency services.',
      'A new truck driver must be over 18, hold a full car licence, be medically fit and pass the CPC tests (theory, case study, driving test and a practical test) before getting the qualification card.',
    ],
    options: [
      {
        option: 'In-house scheduling with an approved centre',
        chooseWhen: 'you have enough drivers to book whole module days and want training on your own routes and vehicles.',
      },
      { option: 'Drivers book their own modules', chooseWhen: 'the fleet is small and drivers are spread across the country.' },
    ],
    next30: ['List every driver’s CPC expiry date and modules done this cycle.', 'Book modules for anyone who has not trained this year.'],
    next90: [
      'Set reminders six months before each card expires.',
      'Pick module topics that match your current problems, such as eco-driving or load security.',
    ],
    sources: [sources.driverCpc, operatorSources.whatIsCpc, namedFactSources.cpcCardCycle, r17.rsaCpcRegulations],
  },
  {
    slug: 'driver-recruitment-retention',
    area: 'workforce_capability',
    title: 'Driver shortage: recruitment and retention',
    keywords: [
      'driver shortage',
      'recruitment',
      'recruit',
      'hiring',
      'retention',
      'staff turnover',
      'drivers leaving',
      'wages',
      'pay',
      'apprenticeship',
      'new entrants',
      'young drivers',
      'agency drivers',
      'rosters',
      'home time',
    ],
    takeaway:
      'Retention is cheaper than recruitment, so fix rosters, home time and the first months of a new driver before spending more on adverts.',
    guidance: [
      'Measure turnover and the reasons drivers give when they leave; predictable rosters and nights at home are often cited alongside pay.',
      'Give new drivers a structured first three months with a mentor, set routes and regular check-ins, and track who leaves early so you see where the induction fails.',
      'Support new entrants through the licence and Driver CPC tests with paid time and a guaranteed role, in exchange for a reasonable tie-in.',
      'Plan rosters within the driving-time limits of 9 hours a day (10 twice a week), 56 hours a week and 90 hours in two weeks, so drivers are not asked to bend the rules.',
      'Use agency drivers for peaks, not as a permanent fix: they cost more and know your customers less.',
    ],
    options: [
      { option: 'Grow your own drivers', chooseWhen: 'you can fund licences and mentoring and have steady routes for new drivers.' },
      {
        option: 'Improve conditions for current drivers first',
        chooseWhen: 'turnover is high and exit reasons point to rosters, equipment or home time.',
      },
    ],
    next30: [
      'Calculate driver turnover for the last 12 months and collect leaving reasons.',
      'Ask current drivers what one change would make them stay.',
    ],
    next90: [
      'Introduce a mentoring programme for new drivers and fixed rosters where routes allow.',
      'Fund one or two trainees through the licence and CPC process.',
    ],
    sources: [sources.drivingTime, sources.driverCpc, sources.method],
  },
  {
    slug: 'hours-and-tachograph-compliance',
    area: 'workforce_capability',
    title: 'Driving-time rules and tachograph compliance',
    keywords: [
      'driving time',
      'driving hours',
      'drivers hours',
      'rest period',
      'breaks',
      'tachograph',
      'smart tachograph',
      'infringements',
      'weekly rest',
      'planner',
      'planners',
      'transport office',
      'vans tachograph',
      'hire or reward',
    ],
    takeaway:
      'Planners, not drivers, decide whether the rules can be kept, so build the driving-time limits into every plan and check the tachograph data weekly.',
    guidance: [
      'Daily driving is limited to 9 hours, or 10 hours at most twice a week; weekly driving to 56 hours, and 90 hours over two consecutive weeks; each week a regular weekly rest of at least 45 hours is due (a reduced one of at least 24 hours is allowed in alternate weeks if made up later), and a regular weekly rest may not be taken in the cab.',
      'After four and a half hours of driving, take a 45-minute break, which may be split into 15 minutes then 30 minutes but must total at least 45 minutes; the daily rest between working days is at least 11 hours, which may be reduced to 9 hours three times between the rests at the end of each working week, or split into 3 hours and 9 hours.',
      'Vehicles in international transport had to carry the smart tachograph version 2 by 31 December 2024 if fitted with analogue or older digital units, and by 18 August 2025 if fitted with the first smart version.',
      'Since 1 July 2026 the driving-time rules and smart tachographs also cover vans over 2.5 tonnes (up to 3.5 tonnes) used in international transport or cabotage for hire or reward; own-account work and purely domestic van work are not included.',
      'Download and analyse driver cards and vehicle units on a fixed schedule and review infringements with drivers and planners together.',
    ],
    options: [
      {
        option: 'Planning software with hours built in',
        chooseWhen: 'you run many multi-drop or long routes where manual planning misses limits.',
      },
      { option: 'Weekly manual review of tachograph reports', chooseWhen: 'the fleet is small and routes rarely approach the limits.' },
    ],
    next30: [
      'Review last month’s infringement report and find which plans caused them.',
      'Check every vehicle in international work has the right tachograph version.',
    ],
    next90: [
      'Train planners on the hours rules and add hours checks to route plans.',
      'Set a target for infringements per 1,000 driving hours and report it monthly.',
    ],
    sources: [sources.drivingTime, operatorSources.drivingTimeRules, sources.tachograph, sources.vanTachographs],
    dates: [
      {
        on: '2026-07-01',
        kind: 'starts',
        measure: 'tachographs and driving-time rules for vans over 2.5 tonnes in international hire-or-reward work',
        said: 'Since 1 July 2026 the driving-time rules and smart tachographs also cover vans over 2.5 tonnes',
        source: sources.vanTachographs,
      },
    ],
  },
  {
    slug: 'mobile-worker-working-time',
    area: 'workforce_capability',
    title: 'Working-time limits for drivers (mobile workers)',
    keywords: [
      'periods of availability',
      'POA',
      'availability',
      'waiting time',
      'self-employed driver',
      'working time',
      'working hours',
      'working week',
      '48 hours',
      '48-hour week',
      'average week',
      'night work',
      'night shift',
      'mobile worker',
      'mobile workers',
      'overtime',
      'hours of work',
      'S.I. 36/2012',
      'reference period',
    ],
    takeaway:
      'Drivers’ working time, not just their driving, is capped at an average of 48 hours a week, so count loading, waiting and paperwork as well as wheel time.',
    guidance: [
      'Under S.I. 36/2012, a mobile worker in road transport may work no more than 48 hours a week on average, normally over a reference period of four months, and no more than 60 hours in any single week.',
      'No mobile worker may work more than six hours in a row (6 consecutive hours) without a break: breaks must total at least 30 minutes when working time is between 6 and 9 hours and 45 minutes when it is over 9 hours, in periods of at least 15 minutes.',
      'Where a driver works at night, working time may not exceed 10 hours in any 24 hours.',
      'Working time includes loading, unloading, cleaning, checks, paperwork and waiting when the driver is not free to leave, not only driving; periods of availability are not working time: waiting known in advance with its likely length, time on a ferry or train, waiting at frontiers or for traffic bans, and sitting beside the driver of a moving double-manned vehicle; the Directive has covered self-employed drivers since 23 March 2009.',
      'These limits sit alongside the driving-time rules, so a driver can be inside 56 hours of driving and still over the working-time average; tachograph "other work" entries are the usual record of working time.',
    ],
    options: [
      {
        option: 'Plan rosters on working hours, not driving hours',
        chooseWhen: 'drivers do a lot of loading, waiting or multi-drop work.',
      },
      { option: 'Add a relief driver or shorter shifts at peak', chooseWhen: 'averages approach 48 hours across the reference period.' },
    ],
    next30: [
      'Total each driver’s working hours, including other work, for the last four months.',
      'Flag drivers who worked more than 60 hours in any week.',
    ],
    next90: ['Build working-time limits into roster planning.', 'Review night-work rosters against the 10-hour limit.'],
    sources: [sources.mobileWorkers, operatorSources.workingTimeEu, sources.drivingTime, op.ecWorkingTime, bo.periodsOfAvailabilityEea],
  },
];
