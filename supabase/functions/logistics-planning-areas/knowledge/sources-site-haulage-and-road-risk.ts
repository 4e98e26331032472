// Publications behind two topics the knowledge lacked, shown by the eleventh visitor set (29 November, night):
// Relevant Contracts Tax on haulage for construction, forestry and meat processing work, and an employer's duty
// for staff who drive for work (knowledge/areas/site-haulage-and-road-risk.ts). Each page was read on the check date
// in a stored copy; where a figure comes from a secondary copy of an official release, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const CHECKED = '2026-11-29';

export const siteHaulageAndRoadRiskSources = {
  rctActivities: {
    title:
      'Relevant Contracts Tax (RCT), what activities are covered: certain construction, forestry and meat processing activities; construction includes site clearance, earth moving, excavation and access roads, and transporting someone else’s materials or machinery for use in those activities (known as haulage for hire); forestry includes hauling thinned, lopped or felled trees',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/rct/activities-covered-under-rct.aspx',
    asOf: CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of Revenue’s page.',
  },
  rctSubcontractors: {
    title:
      'RCT for subcontractors: a subcontractor gives the principal contractor the name Revenue holds and its tax reference number; Revenue confirms the contract and the rate in a contract confirmation letter; the rate is 0% with an up-to-date tax compliance record, 20% with a substantially up-to-date one, and 35% with a poor one or when not registered; the principal receives a deduction authorisation for each payment and gives the subcontractor a copy when tax is deducted',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/self-assessment-and-self-employment/rct/rct-subcontractors.aspx',
    asOf: CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of Revenue’s page.',
  },
  rctPrincipals: {
    title:
      'RCT for principal contractors: who is a principal (a business in construction, forestry or meat processing that uses subcontractors, local authorities, public utilities, statutory bodies and others); a principal must register with Revenue and deal with it through ROS, notifying each relevant contract and payment, telling the subcontractor the tax it will deduct, filing a deduction summary and paying over the RCT deducted',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/self-assessment-and-self-employment/rct/rct-principal-contractors.aspx',
    asOf: CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of Revenue’s page.',
  },
  hsaDrivingForWork: {
    title:
      'Driving for Work: research shows just under a quarter (23%) of all road collisions in Ireland are work-related; driving for work covers anyone who drives on a road as part of their work, in a vehicle their employer provides or in their own vehicle with an allowance or payment for the distance; commuting is generally not driving for work unless the journey starts from home to a place that is not the normal place of work; an employer or self-employed person must by law manage the risks of driving for work',
    publisher: 'Health and Safety Authority',
    url: 'https://hsa.ie/eng/vehicles_at_work/driving_for_work',
    asOf: CHECKED,
    note: 'Read on 29 November 2026 in a stored copy of the HSA’s page.',
  },
  rsaDrivingForWorkAnalysis: {
    title:
      'RSA analysis of road traffic collision data, 2018 to 2022 (released for its Driving for Work webinar, November 2023): 8% of drivers killed and 12% of drivers seriously injured were driving for work; 23% of drivers involved in fatal collisions and 19% of those in serious injury collisions were driving for work; the figures are provisional',
    publisher: 'HGV Ireland (a secondary copy of the Road Safety Authority’s release)',
    url: 'https://www.hgvireland.com/eight-per-cent-of-drivers-killed-were-driving-for-work-analysis-shows/',
    asOf: CHECKED,
    published: '2023-11-21',
    note: 'Read on 29 November 2026 in secondary copies only (HGV Ireland, bodyshop.ie): no copy of the release on rsa.ie was stored.',
  },
} satisfies Record<string, KnowledgeSource>;
