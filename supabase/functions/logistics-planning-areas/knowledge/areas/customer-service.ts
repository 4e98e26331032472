// Customer & Service Model: what to promise, how to measure it, and what each
// promise costs.
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const customerServiceEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'service-metrics',
    area: 'customer_service',
    title: 'Service metrics customers judge you on',
    keywords: [
      'OTIF',
      'on time',
      'in full',
      'KPI',
      'KPIs',
      'metrics',
      'service level',
      'SLA',
      'complaints',
      'late deliveries',
      'proof of delivery',
      'POD',
      'perfect order',
      'scorecard',
      'reporting to customers',
    ],
    takeaway: 'Measure on-time-in-full against the window the customer agreed, and report it before they do.',
    guidance: [
      'Define on-time-in-full (OTIF) per delivery against the agreed window and quantity, and agree the definition in writing with each key customer.',
      'Track the reason for every failure (late loading, traffic, port delay, wrong address, short shipment) so the fix goes to the right team.',
      'Add proof-of-delivery turnaround: invoices wait on PODs, so a slow POD costs cash as well as goodwill.',
      'Share a monthly scorecard with major customers showing failures you caused and failures they caused, such as late loading at their site.',
      'Limit the dashboard to five or six measures that someone owns and acts on each week.',
    ],
    options: [
      {
        option: 'Customer-specific SLAs',
        chooseWhen: 'a few customers make most of your margin and each has different windows and penalties.',
      },
      { option: 'One standard service level', chooseWhen: 'you serve many smaller customers and consistency matters more than tailoring.' },
    ],
    next30: ['Agree the OTIF definition with your three largest customers.', 'Start coding the reason for every late or short delivery.'],
    next90: [
      'Send the first monthly scorecard and review the top failure reasons with each customer.',
      'Set a target per failure reason with a named owner.',
    ],
    sources: [sources.method],
  },
  {
    slug: 'service-tiers-cost-to-serve',
    area: 'customer_service',
    title: 'Service tiers and the cost to serve',
    keywords: [
      'same day',
      'next day',
      'delivery window',
      'time slot',
      'premium service',
      'timed delivery',
      'cost to serve',
      'surcharge',
      'tail lift',
      'two man',
      'white glove',
      'rural deliveries',
      'expectations',
      'e-commerce',
      'home delivery',
    ],
    takeaway: 'Offer service tiers with prices that reflect what each promise costs, so tight windows and remote drops pay their way.',
    guidance: [
      'Cost each service feature separately: a timed slot, a tail lift, a two-person crew or a rural drop each uses more vehicle and driver time.',
      'Build two or three tiers (standard, timed, premium) and price the step between them from those costs.',
      'Tight windows cut the number of drops a route can take; test the route plan before promising a window to a new customer.',
      'Driving-time and break rules apply to the promise too: an early-morning window far from base may need a driver to start earlier or a second vehicle.',
      'Review cost to serve per customer once a year and move loss-making customers to a tier that pays.',
    ],
    options: [
      {
        option: 'Tiered service with surcharges',
        chooseWhen: 'customers ask for different windows and some are willing to pay for tighter ones.',
      },
      {
        option: 'Wider windows with better communication',
        chooseWhen: 'customers mostly want certainty and will accept a wider window if they get a reliable ETA.',
      },
    ],
    next30: [
      'List every service feature you give for free today and estimate its cost per drop.',
      'Draft two or three tiers with indicative prices.',
    ],
    next90: [
      'Move new customers onto the tiers and present them to existing customers at renewal.',
      'Compare drops per route before and after the tiers started.',
    ],
    sources: [sources.method, sources.drivingTime],
  },
  {
    slug: 'customer-visibility-and-data',
    area: 'customer_service',
    title: 'Delivery visibility and customer data requests',
    keywords: [
      'tracking',
      'ETA',
      'visibility',
      'notifications',
      'customer portal',
      'emissions data',
      'carbon footprint',
      'customer asks',
      'tender questionnaire',
      'sustainability questionnaire',
      'shipper requests',
    ],
    takeaway: 'Customers now ask for live ETAs and emissions figures per shipment, so treat both as part of the service you sell.',
    guidance: [
      'A proactive ETA message when a delivery will miss its window prevents most complaint calls; start with the late ones only.',
      'Large shippers ask carriers for emissions per shipment because they must report their own value-chain emissions; answering with a recognised method keeps you on their approved list.',
      'ISO 14083 (published in 2023) and the GLEC Framework are the common methods shippers expect carriers to use for these figures.',
      'Since the Omnibus I Directive (EU) 2026/470 took effect in March 2026, CSRD covers only companies with more than 1,000 employees and over €450 million turnover, and a smaller haulier may decline their data requests beyond the voluntary SME standard (VSME).',
    ],
    options: [
      {
        option: 'Customer portal with tracking and emissions',
        chooseWhen: 'several major customers ask for data regularly and your telematics already collect it.',
      },
      {
        option: 'Exception messages and a periodic emissions report',
        chooseWhen: 'requests are occasional and a monthly report satisfies them.',
      },
    ],
    next30: [
      'List which customers ask for tracking or emissions data and in what format.',
      'Switch on late-delivery alerts from your existing telematics or TMS.',
    ],
    next90: [
      'Produce a first emissions report per customer using an ISO 14083-aligned method.',
      'Decide whether a portal is worth building from the number of requests.',
    ],
    sources: [sources.iso14083, sources.glec, sources.csrdStopTheClock, sources.csrdOmnibus, sources.method],
  },
];
