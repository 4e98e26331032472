// Resilience, people, data and the wider plan: ISO 22301, NIS2 for transport,
// customer concentration, the HGV driver apprenticeship, driver monitoring,
// peaks, consolidation, tenders and the national haulage strategy. Added from
// the November 2026 coverage map.
import { coverageSources as cs } from '../sources-coverage.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const operationsMoreEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'iso-22301-business-continuity',
    area: 'risk_resilience',
    title: 'ISO 22301 business continuity for a transport business',
    keywords: ['ISO 22301', 'business continuity', 'BCP', 'business continuity plan', 'BCMS', 'business impact analysis', 'BIA', 'disaster recovery', 'continuity certification', 'resilience standard', 'customer asks for continuity plan'],
    takeaway: 'ISO 22301 gives a certifiable structure for keeping deliveries going through a disruption, starting from a business impact analysis of what must not stop and for how long.',
    guidance: [
      'ISO 22301 sets the requirements for a business continuity management system; its second edition (2019) clarified the 2012 text without adding new requirements and gathered the continuity-specific steps in clause 8.',
      'It follows the plan-do-check-act cycle shared with ISO 9001, ISO 14001 and ISO/IEC 27001, so it can sit in one management system with quality and security.',
      'The core is a business impact analysis: which services (trunking, a key customer’s deliveries, the planning office) must restart within what time, and what they depend on.',
      'Plans must be tested and improved; a tabletop exercise of a depot loss, a cyber attack or a port closure is the usual start.',
      'Certification is optional; many hauliers adopt the structure to answer customer questionnaires without an external audit.',
    ],
    options: [
      { option: 'Certify to ISO 22301', chooseWhen: 'large customers or tenders require certified continuity.' },
      { option: 'Follow the structure without certification', chooseWhen: 'you need a sound plan but no customer asks for a certificate.' },
    ],
    next30: [
      'List the five services that would hurt most if stopped for a day and the maximum time each can be down.',
      'Name an owner for business continuity and a deputy.',
    ],
    next90: [
      'Write recovery plans for the top three disruptions and run a tabletop test of one.',
      'Decide whether certification would win or keep a contract.',
    ],
    sources: [cs.iso22301, sources.method],
  },
  {
    slug: 'nis2-for-transport',
    area: 'risk_resilience',
    title: 'NIS2 cyber security rules: does a haulier or courier fall in scope',
    keywords: ['NIS2', 'NIS 2', 'cyber security law', 'National Cyber Security Bill', 'NCSC', 'essential entity', 'important entity', 'incident reporting', 'cyber compliance', 'courier NIS2', 'supply chain security', 'cyber regulation Ireland'],
    takeaway: 'Ireland had not yet enacted NIS2 when we last checked on 26 November 2026, but once it does firms in scope must register, manage cyber risk and report incidents fast, and customers in scope will pass security demands down to you.',
    guidance: [
      'NIS2 (Directive (EU) 2022/2555) is transposed in Ireland by the National Cyber Security Bill; the last official statement we found (8 September 2025) said drafting was at an advanced stage, and no stored page confirmed enactment by 26 November 2026.',
      'Until then the earlier NIS rules (S.I. 360 of 2018) cover the most critical operators, including some in transport.',
      'Under NIS2, 18 sectors are covered; entities must assess for themselves whether they are in scope and register on a portal to be run by the National Cyber Security Centre.',
      'In-scope entities must manage cyber risk, including supply-chain security, and report a significant incident with an early warning within 24 hours and a notification within 72 hours.',
      'Most small hauliers are not directly in scope, but medium and large postal and courier firms are listed, and ports and large shippers in scope will put security clauses in your contracts.',
    ],
    options: [
      { option: 'Prepare as if in scope', chooseWhen: 'you are a medium or large courier or serve ports, energy or health customers.' },
      { option: 'Meet customer security clauses only', chooseWhen: 'you are a small haulier clearly outside the sectors and sizes covered.' },
    ],
    next30: [
      'Check whether your business falls under a NIS2 sector and size band, with your adviser.',
      'Collect the security questionnaires your customers have sent and list the gaps.',
    ],
    next90: [
      'Write a 24-hour incident reporting procedure and test it.',
      'Add supplier security checks for your TMS, telematics and IT providers.',
    ],
    sources: [sources.nis2, sources.nis2Ireland, sources.nis1Ireland, cs.nis2Bill2025, cs.nis2Scheme],
  },
  {
    slug: 'customer-concentration-risk',
    area: 'risk_resilience',
    title: 'Customer concentration: depending on one or two big customers',
    keywords: ['customer concentration', 'one big customer', 'losing a contract', 'key account risk', 'dependence on customer', 'contract loss', 'diversify customers', 'single customer', 'revenue concentration'],
    takeaway: 'When one customer carries a large share of revenue its decision can close the business, so measure the share, lengthen the contract and grow a second pillar.',
    guidance: [
      'Calculate each customer’s share of revenue and of contribution; a customer with a large share of contribution matters more than one with a large share of turnover at thin margin.',
      'Match vehicle finance terms to contract length: a five-year lease on trucks dedicated to a one-year contract is the usual trap.',
      'Agree notice periods and volume commitments that give you time to redeploy vehicles and drivers if the contract ends.',
      'Grow a second customer group in a different sector, so demand cycles do not move together.',
      'Keep the relationship wide: several contacts at the customer, regular reviews and service data they value.',
    ],
    options: [
      { option: 'Lock in the big customer with a longer contract', chooseWhen: 'the customer values your service and will commit volume for longer.' },
      { option: 'Diversify with new sectors', chooseWhen: 'the big customer will not commit or its sector is shrinking.' },
    ],
    next30: [
      'Work out each customer’s share of revenue and contribution for the last 12 months.',
      'Compare vehicle finance end dates with the end dates of the contracts they serve.',
    ],
    next90: [
      'Open talks on notice periods and volume commitments with the largest customer.',
      'Set a target share for the largest customer and a plan to win two new accounts.',
    ],
    sources: [sources.method],
  },
  {
    slug: 'hgv-driver-apprenticeship',
    area: 'workforce_capability',
    title: 'The HGV driver apprenticeship (Transport Operations and Commercial Driving)',
    keywords: ['apprenticeship', 'HGV apprenticeship', 'truck driver apprenticeship', 'lorry driver apprenticeship', 'Transport Operations and Commercial Driving', 'ATU Sligo', 'earn and learn', 'young drivers', 'training new drivers', 'FTAI apprenticeship', 'new entrants'],
    takeaway: 'Ireland’s two-year Transport Operations and Commercial Driving apprenticeship lets you employ a trainee who earns while gaining a higher-education award and the professional driving qualification.',
    guidance: [
      'The apprenticeship was launched on 26 May 2022 as the first on the national framework of qualifications linked to HGV driving, proposed by Freight Transport Association Ireland with Atlantic Technological University (ATU) Sligo as coordinating provider.',
      'It runs for two years: the apprentice is employed by a business throughout and attends lectures at ATU Sligo, earning a higher-education qualification as well as the professional driving qualification.',
      'The programme started in September 2022 with 21 apprentices.',
      'At its launch the average commercial vehicle driver was over 50 and only 2% of commercial licence holders were women, which is the gap the apprenticeship is meant to close.',
      'An employer needs a steady role, a mentor driver and routes suited to a learner, so plan those before taking an apprentice on.',
    ],
    options: [
      { option: 'Take on an apprentice', chooseWhen: 'you have steady routes, a willing mentor and want drivers for the long term.' },
      { option: 'Fund licences for existing staff instead', chooseWhen: 'warehouse staff already want to drive and a shorter route to the licence suits you.' },
    ],
    next30: [
      'Contact the apprenticeship’s coordinating provider about the next intake and employer requirements.',
      'Pick a mentor driver and a set of routes suitable for a learner.',
    ],
    next90: [
      'Recruit an apprentice for the next intake, with a clear role after qualification.',
      'Review your Driver CPC and induction plans so apprentices move into them smoothly.',
    ],
    sources: [cs.apprenticeship, cs.apprenticeshipStart, sources.driverCpc],
    dates: [
      {
        on: '2022-05-26',
        kind: 'starts',
        measure: 'the Transport Operations and Commercial Driving apprenticeship',
        said: 'The apprenticeship was launched on 26 May 2022',
        source: cs.apprenticeship,
      },
    ],
  },
  {
    slug: 'driver-monitoring-privacy',
    area: 'technology_data',
    title: 'Tracking drivers: telematics, cameras and data protection',
    keywords: ['GDPR', 'data protection', 'driver tracking', 'vehicle tracking', 'dash cams', 'cameras in cabs', 'monitoring drivers', 'privacy', 'telematics data', 'driver consent', 'location data'],
    takeaway: 'Vehicle tracking and cab cameras process drivers’ personal data, so under the GDPR you need a stated purpose, a lawful basis and clear notice before you switch them on.',
    guidance: [
      'Location, driving-style and camera data that can be linked to a driver is personal data under the General Data Protection Regulation (Regulation (EU) 2016/679).',
      'Set out why you collect each kind of data (safety, theft recovery, billing, legal records) and use it only for those purposes.',
      'Tell drivers in writing what is recorded, when, who sees it and how long it is kept; keep it no longer than you need.',
      'Tachograph records are required by law, but telematics and cameras beyond that need their own justification, especially outside working hours.',
      'Limit access to the people who need it, and record who looks at footage and why.',
    ],
    options: [
      { option: 'Tracking during working hours only', chooseWhen: 'vans go home with drivers and private use is allowed.' },
      { option: 'Full-time tracking with a privacy switch', chooseWhen: 'vehicles carry high-value goods and theft recovery matters.' },
    ],
    next30: [
      'List every system that records driver location, behaviour or images and its purpose.',
      'Check that drivers have a written notice covering each system.',
    ],
    next90: [
      'Set retention periods for each kind of data and delete older records.',
      'Carry out a data protection impact assessment before adding cab cameras.',
    ],
    sources: [cs.gdpr, sources.method],
  },
  {
    slug: 'peak-capacity-planning',
    area: 'network_capacity',
    title: 'Planning capacity for seasonal peaks',
    keywords: ['peak season', 'Christmas peak', 'seasonal demand', 'surge', 'extra trucks', 'hire vehicles', 'temporary drivers', 'capacity plan', 'busy season', 'black friday', 'harvest'],
    takeaway: 'Peaks are predictable, so agree volumes with customers early and line up hired vehicles, agency drivers and subcontractors before the rush, within the hours rules.',
    guidance: [
      'Ask your main customers for their peak forecasts by week at least two months ahead, and agree cut-off times and booking rules for the period.',
      'Price the peak: short-term hire, agency drivers and overtime cost more, so peak rates or surcharges should cover them.',
      'Line up short-term rental vehicles and vetted subcontractors in advance; rental fleets run out in the same weeks you need them.',
      'Plan rosters within the driving-time limits and the 48-hour average working week; the peak is when infringements happen.',
      'After the peak, review missed deliveries and costs per extra load to plan better next year.',
    ],
    options: [
      { option: 'Hire vehicles and agency drivers', chooseWhen: 'the peak is short and your depot can handle more vehicles.' },
      { option: 'Pre-book subcontractors', chooseWhen: 'the extra volume is on lanes others already run.' },
    ],
    next30: [
      'Ask your five largest customers for weekly volume forecasts for the next peak.',
      'Book rental vehicles and agency drivers for the forecast gap.',
    ],
    next90: [
      'Agree peak rates or surcharges with customers for next year.',
      'Review the last peak’s costs and service and set targets for the next.',
    ],
    sources: [sources.drivingTime, sources.mobileWorkers, sources.method],
  },
  {
    slug: 'freight-consolidation',
    area: 'network_capacity',
    title: 'Freight consolidation centres and shared deliveries',
    keywords: ['consolidation', 'consolidation centre', 'urban consolidation', 'shared deliveries', 'collaboration', 'pooling loads', 'multi-user warehouse', 'city deliveries', 'load sharing', 'groupage'],
    takeaway: 'Consolidating several customers’ loads raises fill and cuts city trips, and the Department has been studying consolidation centres, so test sharing on the lanes where your vans run half full.',
    guidance: [
      'The Department of Transport’s 2023 progress report on the Road Haulage Strategy lists work on the feasibility of freight consolidation centres.',
      'Consolidation trades an extra handling step for fuller vehicles and fewer trips, which pays where loads are small and destinations crowded.',
      'Groupage partners or a shared-user warehouse can give the same effect without building your own centre.',
      'Agree data sharing, liability and cut-off times with partners before the first shared load.',
      'Measure load fill and cost per drop before and after, so the extra handling is judged on results.',
    ],
    options: [
      { option: 'Join a groupage network', chooseWhen: 'you carry many part loads to regions others serve daily.' },
      { option: 'Share a city delivery with partners', chooseWhen: 'several carriers deliver small loads to the same urban area.' },
    ],
    next30: [
      'Measure load fill on your part-load and city routes for a month.',
      'List other carriers or customers whose loads go the same way.',
    ],
    next90: [
      'Trial shared loads on one lane and compare cost per drop.',
      'Decide whether to join a groupage network for the weakest lanes.',
    ],
    sources: [cs.haulageStrategyProgress, sources.method],
  },
  {
    slug: 'tender-response',
    area: 'customer_service',
    title: 'Answering a transport tender',
    keywords: ['tender', 'RFQ', 'RFP', 'bid', 'tender response', 'contract bid', 'pricing a tender', 'service level tender', 'public tender', 'questionnaire', 'win contracts'],
    takeaway: 'Win tenders you can serve at a margin by pricing from your own cost per kilometre and answering the compliance and emissions questions with evidence, not promises.',
    guidance: [
      'Read the volume, lanes, service levels and penalties first, and decide whether to bid before spending time on the price.',
      'Price each lane from your cost per kilometre and per hour, with a floor you will not go below, and state what is included (tolls, fuel surcharge, waiting time).',
      'Have the standard evidence ready: operator licence, insurance, CVRT and maintenance records, tachograph compliance and any certifications.',
      'Emissions questions are increasingly common: answer with figures calculated on EN ISO 14083 where you have them, and say plainly where you do not.',
      'Public contracts must be paid within 30 days under the late payment rules, which helps cash flow on public tenders.',
    ],
    options: [
      { option: 'Bid for the whole contract', chooseWhen: 'you have the capacity and the lanes fit your network.' },
      { option: 'Bid for selected lanes', chooseWhen: 'only some lanes pair with your existing work.' },
      { option: 'Decline', chooseWhen: 'the rates the tender implies sit below your floor on most lanes.' },
    ],
    next30: [
      'Build a tender pack with your licence, insurance, maintenance and compliance evidence.',
      'Set a floor rate per lane from your cost model.',
    ],
    next90: [
      'Review the last tenders won and lost, with the reasons given.',
      'Prepare a short emissions statement on an ISO 14083 basis for tender answers.',
    ],
    sources: [sources.iso14083, cs.latePayment, sources.method],
  },
  {
    slug: 'road-haulage-strategy',
    area: 'market_lane',
    title: 'Ireland’s Road Haulage Strategy 2022–2031',
    keywords: ['Road Haulage Strategy', 'haulage strategy', 'government plan for haulage', 'Department of Transport strategy', 'Road Freight Forum', 'policy', 'future of haulage', 'longer semi-trailers', 'licence exchange', 'government support hauliers'],
    takeaway: 'The Department’s first Road Haulage Strategy sets the policy direction for the sector to 2031, so track its actions on decarbonisation, skills and charging that change your costs.',
    guidance: [
      'Ireland’s Road Haulage Strategy 2022–2031 is the first government strategy dedicated to haulage and road freight, with seven themes: Brexit, Covid and crisis management; sustainability and decarbonisation; road infrastructure and charging; intermodal transport; road safety; the EU Mobility Package and licensing; and labour and skills.',
      'When it was published about 99% of heavy goods vehicles were diesel, which is why decarbonisation is a central theme.',
      'The 2023 progress report noted the Road Freight Forum linking the Department, its agencies and industry, a national eco-driving standard, a study of freight consolidation centres and a possible longer semi-trailer trial.',
      'The RSA has recommended driving licence exchange agreements with more countries to help with the HGV driver shortage.',
      'Raise your issues through your trade association at the Road Freight Forum rather than alone.',
    ],
    options: [
      { option: 'Engage through a trade association', chooseWhen: 'you want a say in charging, skills or grant design.' },
      { option: 'Monitor and plan only', chooseWhen: 'you have little time and mainly need early warning of changes.' },
    ],
    next30: [
      'Read the strategy’s action list and mark the actions that touch your costs or drivers.',
      'Check whether your trade association sits on the Road Freight Forum.',
    ],
    next90: [
      'Feed one issue, such as charging or driver supply, into the next consultation.',
      'Add the strategy’s relevant actions to your own three-year plan.',
    ],
    sources: [cs.haulageStrategy, cs.haulageStrategyProgress],
  },
];
