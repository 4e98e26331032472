// Technology & Data: TMS, telematics, tachograph data and electronic freight
// documents.
import { officialPageSources as op } from '../sources-official-pages.ts';
import { coverageSources } from '../sources-coverage.ts';
import { namedFactSources } from '../sources-named-facts.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const technologyDataEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'tms-selection',
    area: 'technology_data',
    title: 'Choosing and rolling out a TMS',
    keywords: [
      'TMS',
      'transport management system',
      'software',
      'system',
      'route planning software',
      'route optimisation',
      'routing',
      'planning tool',
      'spreadsheets',
      'ERP',
      'integration',
      'digitalise',
      'digital',
      'AI',
      'automation',
    ],
    takeaway: 'Buy a TMS for the two or three processes that cost you most today, and get the data clean before you switch it on.',
    guidance: [
      'Write down the processes that hurt now (order entry, planning, POD to invoice) and score systems on those, not on feature lists.',
      'Route optimisation pays back where there are many drops per route; on long single-drop trunks the gain is small.',
      'Clean master data first: customer addresses, delivery windows, vehicle capacities and rates; a new system on messy data plans badly.',
      'Insist on open interfaces to your accounts package, telematics and customers’ systems, and on your right to export your data.',
      'Roll out one depot or customer group first, with the old process kept as a fallback for a few weeks.',
    ],
    options: [
      {
        option: 'Cloud TMS from a specialist vendor',
        chooseWhen: 'you want quick start-up, little in-house IT and standard haulage processes.',
      },
      {
        option: 'Extend your current system or spreadsheets',
        chooseWhen: 'the fleet is small and the pain is in one process a simple tool can fix.',
      },
    ],
    next30: [
      'Map the order-to-invoice process and mark the three slowest or most error-prone steps.',
      'Audit customer addresses, windows and rates for completeness.',
    ],
    next90: [
      'Demo two or three systems against your own scenarios and data.',
      'Pilot the chosen system in one depot with clear success measures.',
    ],
    sources: [sources.method],
  },
  {
    slug: 'telematics-and-tachograph-data',
    area: 'technology_data',
    title: 'Using telematics and tachograph data',
    keywords: [
      'telematics',
      'GPS',
      'tracking',
      'fuel data',
      'driver behaviour',
      'idling',
      'harsh braking',
      'dashboard',
      'data',
      'analytics',
      'tachograph data',
      'tachograph download',
      'downloads',
      'download',
      'fuel efficiency',
      'eco-driving',
    ],
    takeaway:
      'You probably already hold the data to cut fuel and empty running, so make telematics and tachograph data part of weekly decisions.',
    guidance: [
      'Start with three measures from telematics: fuel per 100 km by vehicle and driver, idle time and empty kilometres.',
      'Coach drivers on eco-driving using their own figures; Driver CPC modules can cover the same topic.',
      'The RSA asks for driver cards, each valid for five years and holding 28 days of data (€45 from the RSA online, €60 by post), to be downloaded every 21 days, inside the EU maximum of 28 days, and vehicle units at least every 90 days; combine those downloads with telematics to see which routes are under-planned.',
      'Smart tachographs record border crossings and positions, which also feeds cabotage and vehicle-return checks for international work.',
      'Give one person ownership of the data and a weekly review slot; dashboards nobody reviews change nothing.',
    ],
    options: [
      {
        option: 'Use the telematics you have',
        chooseWhen: 'your vehicles already report fuel and location and the gap is in using the data.',
      },
      { option: 'Replace or add a telematics platform', chooseWhen: 'data is missing for part of the fleet or cannot be exported.' },
    ],
    next30: [
      'Produce a fuel, idle and empty-kilometre report per vehicle for last month.',
      'Name an owner and a weekly review slot for the figures.',
    ],
    next90: [
      'Run an eco-driving coaching round and compare fuel per 100 km before and after.',
      'Join tachograph and telematics data to find routes that need replanning.',
    ],
    sources: [
      sources.tachograph,
      sources.tachographDownloads,
      coverageSources.rsaDriverCard,
      namedFactSources.rsaDriverCardApply,
      sources.driverCpc,
      sources.method,
    ],
  },
  {
    slug: 'electronic-freight-documents',
    area: 'technology_data',
    title: 'Electronic freight documents: eCMR and eFTI',
    keywords: [
      'eFTI',
      'eCMR',
      'e-CMR',
      'CMR',
      'consignment note',
      'paperwork',
      'electronic documents',
      'paperless',
      'digital documents',
      'proof of delivery',
      'e-POD',
      'customs documents',
      'inspections',
    ],
    takeaway:
      'From 2027 EU authorities must accept freight information shared electronically through certified eFTI platforms, so plan to retire paper where it slows you down.',
    guidance: [
      'Regulation (EU) 2020/1056 on electronic freight transport information (eFTI) has set 9 July 2027 as the date from which authorities must accept freight information shared through certified eFTI platforms; before that date acceptance is not guaranteed.',
      'Operators are not obliged to make freight information available electronically: eFTI is optional, but when you choose it the data must come from a certified eFTI platform and be shown in readable form on request.',
      'Implementing Regulation (EU) 2024/1942 sets how authorities access the data, and Implementing Regulation (EU) 2025/2243 sets the functional requirements eFTI platforms must meet to be certified.',
      'Electronic PODs pay back fastest: invoices go out the day of delivery instead of when the paper returns.',
      'Ask your TMS and telematics vendors for their plan to support certified eFTI platforms before you sign a long contract.',
    ],
    options: [
      {
        option: 'Electronic POD now, eFTI through your vendor later',
        chooseWhen: 'paper PODs delay invoicing and your vendor has an eFTI roadmap.',
      },
      {
        option: 'Stay on paper for now',
        chooseWhen: 'customers and partners cannot yet receive electronic documents and volumes are low.',
      },
    ],
    next30: [
      'Measure the days from delivery to invoice and how many are waiting on paper PODs.',
      'Ask your software vendors about electronic PODs and certified eFTI support.',
    ],
    next90: [
      'Move one customer group to electronic PODs and compare days to invoice.',
      'Put eFTI support into the requirements for your next system contract.',
    ],
    sources: [sources.efti, sources.eftiPlatforms, sources.eftiAcceptanceDate, op.eurLexEftiSummary, sources.method],
    dates: [
      {
        on: '2027-07-09',
        kind: 'starts',
        measure: 'the duty on authorities to accept eFTI information',
        said: 'has set 9 July 2027 as the date from which authorities must accept',
        source: sources.eftiAcceptanceDate,
      },
    ],
  },
];
