// Two topics the knowledge lacked, shown by the eleventh visitor set (29 November, night): Relevant Contracts Tax
// on haulage for building sites, forestry and meat plants, and an employer's duty for staff who drive for work.
// Facts from Revenue's RCT pages and the Health and Safety Authority, read on 29 November 2026.
import { siteHaulageAndRoadRiskSources as s } from '../sources-site-haulage-and-road-risk.ts';
import type { KnowledgeEntry } from '../types.ts';

export const siteHaulageAndRoadRiskEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'rct-haulage-for-hire',
    area: 'cost_unit_economics',
    title: 'Relevant Contracts Tax (RCT) on haulage for building sites, forestry and meat plants',
    keywords: [
      'RCT',
      'Relevant Contracts Tax',
      'haulage for hire',
      'principal contractor',
      'subcontractor',
      'building contractor',
      'main contractor',
      'construction site',
      'site work',
      'plant hire',
      'muck away',
      'timber haulage',
      'forestry',
      'meat processing',
      'deduction authorisation',
      'tax deducted',
      'withholding tax',
    ],
    takeaway:
      'Carrying someone else’s materials or machinery for use in construction work is haulage for hire under Relevant Contracts Tax (RCT), so the principal contractor paying you deducts tax at the 0%, 20% or 35% rate Revenue sets for you.',
    guidance: [
      'Revenue lists transporting another person’s materials or machinery for use in construction operations, such as site clearance, earth moving, excavation or access roads, as haulage for hire, one of the activities RCT covers; in forestry, hauling thinned, lopped or felled trees is covered, and RCT also reaches meat processing.',
      'The principal contractor (a builder or developer using subcontractors, a local authority, a public utility or a statutory body, among others) notifies Revenue of the contract and of each payment through ROS, and gets back a deduction authorisation stating the tax to deduct.',
      'The rate follows your tax record with Revenue: 0% when it is up to date, 20% when it is substantially up to date, and 35% when it is poor or you are not registered.',
      'Give the principal the name Revenue holds for you and your tax reference number; Revenue then confirms the contract and your rate in a contract confirmation letter, and where tax is deducted the principal should give you a copy of the deduction authorisation.',
      'A 20% or 35% deduction comes straight out of the cash you are paid, so keep returns and payments current before taking site work.',
    ],
    options: [
      {
        option: 'Keep your tax record current and work at 0%',
        chooseWhen: 'site, forestry or meat plant haulage is a steady part of your work.',
      },
      {
        option: 'Price the deduction into the rate',
        chooseWhen: 'a deduction is being made while you bring your tax affairs up to date.',
      },
    ],
    next30: [
      'List the customers you haul for who are building, forestry or meat processing businesses and check each notifies Revenue of your contract.',
      'Check your RCT rate on ROS and the contract confirmation letters Revenue has sent you.',
    ],
    next90: [
      'Reconcile the deduction authorisations you received with the payments and your own tax position.',
      'Agree with your accountant how RCT deducted is reflected in your cash flow forecast.',
    ],
    sources: [s.rctActivities, s.rctPrincipals, s.rctSubcontractors],
  },
  {
    slug: 'driving-for-work',
    area: 'risk_resilience',
    title: 'Driving for work: the employer’s duty for staff on the road',
    keywords: [
      'driving for work',
      'driving-for-work policy',
      'work-related crashes',
      'work-related collisions',
      'road crashes',
      'road collisions',
      'crash statistics',
      'road risk',
      'fleet safety',
      'staff who drive',
    ],
    takeaway:
      'Just under a quarter (23%) of all road collisions in Ireland are work-related, the Health and Safety Authority says, and an employer must by law manage the risks of staff driving for work like any other work risk.',
    guidance: [
      'Driving for work covers anyone who drives on a road as part of their work, in a vehicle the employer provides or in their own vehicle with an allowance or payment for the distance; commuting is generally not driving for work, unless the journey starts from home and goes to a place that is not the normal place of work.',
      'An employer or self-employed person must by law manage the risks that arise when they or their staff drive for work, and those risks reach fellow workers, pedestrians and other road users as well as the driver.',
      'Where the employer provides a van, jeep or fleet car, it owes a duty of care to the people using it, so have written policies and procedures both for work vehicles and for staff who drive their own.',
      'The Road Safety Authority’s analysis of collisions from 2018 to 2022 found that 8% of drivers killed and 12% of drivers seriously injured were driving for work.',
      'An employer cannot control the road but can shape how staff drive: plan journeys with time for breaks, check vehicles, and set rules on phones, speed, tiredness and alcohol in the policy.',
    ],
    options: [
      {
        option: 'A written driving-for-work policy with journey planning',
        chooseWhen: 'staff drive for work every week, in your vehicles or their own.',
      },
      {
        option: 'Telematics and driver coaching',
        chooseWhen: 'you run a fleet large enough that speeding, harsh braking or long hours show up in the data.',
      },
    ],
    next30: [
      'List everyone who drives for work, in which vehicle, and how far each month.',
      'Check the safety statement covers driving for work and who manages it.',
    ],
    next90: [
      'Write or update the driving-for-work policy and brief every driver on it.',
      'Review collisions and near misses on the road each quarter with the drivers involved.',
    ],
    sources: [s.hsaDrivingForWork, s.rsaDrivingForWorkAnalysis],
  },
];
