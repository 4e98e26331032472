// Duties an Irish haulier or fuel distributor meets in an ordinary year that
// the earlier entries had no figure for: the NORA levy and the State's oil
// reserves, when a VAT invoice must go out, the CSO's road freight survey and
// public holidays for part-time staff. Added from the fifth pass over the
// coverage map (docs/knowledge/logistics-coverage.md).
import { breadthSources } from '../sources-breadth.ts';
import { namedFactSources } from '../sources-named-facts.ts';
import { ownerDutySources as od } from '../sources-owner-duties.ts';
import type { KnowledgeEntry } from '../types.ts';

export const ownerDutyEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'nora-levy-and-oil-reserves',
    area: 'risk_resilience',
    title: 'The NORA levy and the State’s strategic oil reserves',
    keywords: [
      'NORA',
      'NORA levy',
      'National Oil Reserves Agency',
      'oil levy',
      'oil reserves',
      'strategic oil stocks',
      'emergency oil stocks',
      'oil supply disruption',
      'oil supply shock',
      'fuel shortage',
      'heating oil',
      'fuel distributor',
      'oil distributor',
      '90 days',
    ],
    takeaway:
      'The National Oil Reserves Agency (NORA) holds Ireland’s strategic emergency oil stocks of at least 90 days, and it is paid for by the NORA levy of 2 cent (€0.02) a litre that oil companies pay on the oil they sell or use and pass on in their prices.',
    guidance: [
      'Under Directive 2009/119/EC and the International Energy Agency treaty, Ireland must hold at least 90 days of emergency oil stocks for use in a supply disruption; NORA holds them in Ireland or in other EU states under bilateral stockholding agreements.',
      'Section 37 of the National Oil Reserves Agency Act 2007 sets the levy at 2 cent (€0.02) a litre of petroleum products sold or used in the State, paid monthly to NORA on the previous month’s disposals; it also funds the Climate Action Fund.',
      'The levy is paid once in the chain: a distributor buying from an oil company that has paid it owes no levy of its own, but sees it in the price, so it belongs in your fuel cost and your fuel surcharge.',
      'The rate can be cut by law: it was €0.001 a litre from 12 October 2022 to 28 February 2023 and again in spring 2026 up to 1 June 2026, and the 2026 amendment lets the Minister reduce it by order until 31 December 2027, so check the rate on supplier invoices.',
      'An oil consumer holding its own stocks in the State of at least 55 days of its average daily use in the previous year pays no levy, which only suits very large users with their own storage.',
    ],
    options: [
      {
        option: 'Pass the levy through in a fuel surcharge',
        chooseWhen: 'your customer contracts already index fuel, so a change in the levy rate moves the surcharge with it.',
      },
      {
        option: 'Hold more stock of your own',
        chooseWhen:
          'you distribute heating oil or diesel and a supply disruption would stop your own deliveries before the State’s stocks are released.',
      },
    ],
    next30: [
      'Find the NORA levy line on your last supplier invoices and check the rate charged against the current rate.',
      'Note how many days of your own fuel you hold at the depot today.',
    ],
    next90: [
      'Add a supply-disruption scenario to your continuity plan: which customers you would serve first with the stock you hold.',
      'Check that your fuel surcharge formula picks up changes in levies as well as the pump price.',
    ],
    sources: [od.noraLevyAct, od.noraLevyAmendment2026, od.noraStocksAnswer, od.noraConsumerExemption],
    dates: [
      {
        on: '2027-12-31',
        kind: 'ends',
        measure: 'the Minister’s power to reduce the NORA levy by order',
        said: 'the 2026 amendment lets the Minister reduce it by order until 31 December 2027',
        source: od.noraLevyAmendment2026,
      },
    ],
  },
  {
    slug: 'vat-invoice-time-limits',
    area: 'customer_service',
    title: 'When a VAT invoice must be issued to a customer',
    keywords: [
      'VAT invoice',
      'invoice',
      'invoicing',
      'issue an invoice',
      'invoice deadline',
      'time limit for invoices',
      'late invoices',
      'billing customers',
      'credit note',
      'advance payment',
      'deposit',
      'fifteen days',
    ],
    takeaway:
      'A VAT invoice to a business customer must be issued within 15 days of the end of the month in which you did the job, so work done in March must be invoiced by 15 April.',
    guidance: [
      'Only a VAT-registered business charges VAT, and a business supplying services, such as a courier or haulier, must register once its turnover exceeds, or is likely to exceed, €42,500 in any continuous 12 months; Revenue requires it to issue a VAT invoice within 15 days of the end of the month in which the goods or services were supplied, and the same 15-day limit applies to credit notes.',
      'Where a customer pays in advance, in full or in part, a VAT invoice is due for each payment by the 15th of the month after the month the payment was received.',
      'The invoice is the basis for your VAT liability and lets a VAT-registered customer reclaim the VAT, so a late invoice also delays your customer’s reclaim and, usually, your payment.',
      'Invoicing every job within days of proof of delivery shortens the time to cash as well as keeping you inside the legal limit.',
    ],
    options: [
      {
        option: 'Invoice each job on proof of delivery',
        chooseWhen: 'jobs are few and large, or customers pay on invoice date.',
      },
      {
        option: 'One monthly invoice per customer',
        chooseWhen: 'you run many small jobs for regular accounts; send it in the first days of the next month, well before the 15th.',
      },
    ],
    next30: [
      'List every job done last month that is not yet invoiced and clear them before the 15th.',
      'Check your invoices carry the details Revenue requires for a VAT invoice.',
    ],
    next90: [
      'Link invoicing to proof of delivery in your transport system so no job waits for paperwork.',
      'Track days from delivery to invoice for each customer and fix the slowest accounts.',
    ],
    sources: [od.vatInvoiceTiming, od.vatInvoiceAdvancePayments, breadthSources.revenueVatThresholds],
  },
  {
    slug: 'cso-road-freight-survey',
    area: 'technology_data',
    title: 'The CSO road freight survey: a statutory return for sampled trucks',
    keywords: [
      'CSO',
      'Central Statistics Office',
      'road freight survey',
      'Road Freight Transport Survey',
      'survey form',
      'statistics return',
      'sampled vehicle',
      'survey week',
      'Statistics Act',
      'tonne-kilometres',
      'tkm',
    ],
    takeaway:
      'The Central Statistics Office (CSO) Road Freight Transport Survey is statutory, so if one of your goods vehicles is sampled you are obliged to return a week’s record of its journeys and loads.',
    guidance: [
      'The survey is run under the Statistics (Road Freight) Order 2016 (S.I. 146 of 2016) to meet Ireland’s duties under Regulation (EU) 70/2012 on road freight statistics, which makes the return a legal requirement for the owners selected.',
      'It runs every week of the year on a sample of Irish-registered goods vehicles taxed as goods vehicles with an unladen weight of two tonnes and over, and each sampled vehicle is asked about one survey week.',
      'It covers all carriage of goods on public roads, own-account and hire-or-reward alike, recording journeys, weight and type of goods, where they were loaded and unloaded, and kilometres driven loaded and empty.',
      'Tachograph, telematics and job records hold most of what the form asks, so the return takes least time when the vehicle’s week is pulled from them.',
      'Road freight statistics give transport work in tonne-kilometres (tkm): one tkm is one tonne of goods carried over a distance of one kilometre, so a 20-tonne load driven 100 km is 2,000 tkm.',
    ],
    options: [
      {
        option: 'Fill the form from the driver’s records',
        chooseWhen: 'the sampled truck runs a few regular jobs that week.',
      },
      {
        option: 'Export the week from telematics or the transport system',
        chooseWhen: 'the truck runs many drops a day and the system already logs loads and kilometres.',
      },
    ],
    next30: [
      'Check who in the office opens CSO post so a survey form is not missed.',
      'Make sure each truck’s journeys, loads and empty kilometres can be pulled for any single week.',
    ],
    next90: [
      'Compare your own empty-running share with the CSO’s published road freight results.',
      'Keep the completed return with your records in case the CSO follows up.',
    ],
    sources: [od.csoRoadFreightSurvey, namedFactSources.eurostatTonneKm],
  },
  {
    slug: 'part-time-public-holidays',
    area: 'workforce_capability',
    title: 'Public holidays for part-time and casual staff',
    keywords: [
      'public holiday',
      'public holidays',
      'bank holiday',
      'bank holidays',
      'part-time',
      'part timer',
      'casual staff',
      'odd shift',
      'holiday pay',
      'day in lieu',
      'Organisation of Working Time Act',
    ],
    takeaway:
      'A part-time or casual employee is entitled to a public holiday once they have worked at least 40 hours in the 5 weeks ending on the day before it; full-time staff qualify from the start.',
    guidance: [
      'Under the Organisation of Working Time Act 1997, full-time employees qualify for every public holiday, and part-time employees qualify if they have worked at least 40 hours in total in the five weeks ending on the day before the public holiday.',
      'The employer chooses one of four benefits: a paid day off on the public holiday, a paid day off within a month of it, an extra day of annual leave or an extra day’s pay.',
      'An employee can ask, at least 21 days before the holiday, which benefit will apply; if the employer has not said at least 14 days before, the employee gets the paid day off on the holiday itself.',
      'A qualifying part-timer who would not normally work on the day of the public holiday is due one-fifth of their normal weekly pay; one who works or is rostered that day is due a day’s pay on top.',
    ],
    options: [
      {
        option: 'Pay an extra day’s pay',
        chooseWhen: 'the depot runs through the public holiday and the staff member works it.',
      },
      {
        option: 'Give a paid day off within a month',
        chooseWhen: 'cover is short on the holiday itself but quieter in the weeks after.',
      },
    ],
    next30: [
      'Before the next public holiday, total the hours each part-timer worked in the five weeks before it.',
      'Tell staff in writing which of the four benefits applies, at least 14 days ahead.',
    ],
    next90: [
      'Set the payroll to flag part-timers who pass 40 hours in the five-week window.',
      'Put the public holiday rules in the staff handbook and contracts for casual staff.',
    ],
    sources: [od.partTimePublicHolidays],
  },
];
