// Publications behind the owner-duties entries (knowledge/areas/owner-duties.ts):
// a fifth pass through duties an Irish haulier or distributor meets that the
// knowledge lacked: the NORA oil levy and the State's oil reserves, VAT
// invoice time limits, the CSO's road freight survey and part-time staff's
// public holidays, plus the rate of the wear-and-tear allowance.
// Each page was read on the check date; where we read a copy of an official
// page, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const OWNER_DUTIES_CHECKED = '2026-11-26';

export const ownerDutySources = {
  noraLevyAct: {
    title:
      'National Oil Reserves Agency Act 2007, section 37 (as amended): oil companies and oil consumers pay NORA a monthly levy on their disposals of petroleum products in the previous month, at €0.02 per litre; no levy where it was already paid by the supplying oil company',
    publisher: 'Law Reform Commission (Revised Acts)',
    url: 'https://revisedacts.lawreform.ie/eli/2007/act/7/section/37/revised/en/html',
    asOf: OWNER_DUTIES_CHECKED,
  },
  noraLevyAmendment2026: {
    title:
      'National Oil Reserves Agency (Amendment) Act 2026, section 1: the levy at €0.001 per litre from 1 April (or commencement) to 1 June 2026, and a power for the Minister to reduce the €0.02 rate by order between 2 June 2026 and 31 December 2027',
    publisher: 'Office of the Attorney General (Irish Statute Book)',
    url: 'https://www.irishstatutebook.ie/eli/2026/act/6/section/1/enacted/en/html',
    asOf: OWNER_DUTIES_CHECKED,
    published: '2026',
    note: 'Read in a mirror of the Irish Statute Book page; whether an order under the new subsection (1B) is in force was not confirmed.',
  },
  noraStocksAnswer: {
    title:
      'Written answer on the National Oil Reserves Agency: NORA ensures Ireland holds a minimum of 90 days of strategic emergency oil stocks under Directive 2009/119/EC and the IEA treaty, held in Ireland or in other EU states under bilateral agreements; the levy is payable on all disposals of oil, with specified exemptions',
    publisher: 'Houses of the Oireachtas (via KildareStreet.com)',
    url: 'https://www.kildarestreet.com/wrans/?id=2015-01-14a.2554',
    asOf: OWNER_DUTIES_CHECKED,
    published: '2015-01-14',
    note: 'A copy of the Oireachtas written answer on KildareStreet.com.',
  },
  noraConsumerExemption: {
    title:
      'National Oil Reserves Agency Act 2007, section 38: no levy for an oil consumer that held stocks of its own in the State of at least 55 times its average daily consumption in the previous calendar year',
    publisher: 'Office of the Attorney General (Irish Statute Book)',
    url: 'https://www.irishstatutebook.ie/2007/en/act/pub/0007/sec0038.html',
    asOf: OWNER_DUTIES_CHECKED,
  },
  vatInvoiceTiming: {
    title:
      'What is a VAT invoice? A VAT invoice must issue within fifteen days of the end of the month in which goods or services are supplied; it is the basis of your VAT liability and lets VAT-registered customers reclaim the VAT',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/vat/vat-records-invoices-and-credit-notes/invoices/what-is-a-vat-invoice.aspx',
    asOf: OWNER_DUTIES_CHECKED,
  },
  vatInvoiceAdvancePayments: {
    title:
      'Invoice requirements if payments received in advance: a VAT invoice for each payment, not later than the 15th day of the month after the month it was received',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/vat/vat-records-invoices-and-credit-notes/vat-invoice-requirements-if-payments-received-in-advance/index.aspx',
    asOf: OWNER_DUTIES_CHECKED,
  },
  csoRoadFreightSurvey: {
    title:
      'Road Freight Transport Survey, background notes: a statutory survey under the Statistics (Road Freight) Order 2016 (S.I. 146 of 2016) to meet Regulation (EU) 70/2012, run weekly through the year on a sample of Irish goods vehicles of two tonnes unladen and over, covering own-account and hire-or-reward work',
    publisher: 'Central Statistics Office',
    url: 'https://www.cso.ie/en/methods/surveybackgroundnotes/roadfreighttransportsurvey/',
    asOf: OWNER_DUTIES_CHECKED,
  },
  partTimePublicHolidays: {
    title:
      'Public holidays: part-time employees qualify once they have worked at least 40 hours in the five weeks ending on the day before the public holiday; the employer chooses a paid day off on the day, a paid day off within a month, an extra day of annual leave or an extra day’s pay; one-fifth of the normal weekly pay where the holiday falls on a day not normally worked',
    publisher: 'Citizens Information (Organisation of Working Time Act 1997)',
    url: 'https://www.citizensinformation.ie/en/employment/employment-rights-and-conditions/leave-and-holidays/public-holidays/',
    asOf: OWNER_DUTIES_CHECKED,
    note: 'The official page could not be read here; the rules were checked against secondary copies that quote the Act (peoplematters.ie, mcmahonandco.ie, payrollassist.ie) and Citizens Information’s own case study on part-time public holiday pay.',
  },
  wearAndTearRate: {
    title:
      'Taxes Consolidation Act 1997, section 284(2)(ad): the wear and tear allowance on machinery or plant bought on or after 4 December 2002 is 12.5% of its actual cost a year, with separate rules for cars',
    publisher: 'Office of the Attorney General (Irish Statute Book)',
    url: 'https://www.irishstatutebook.ie/eli/2003/act/3/section/23/enacted/en/html',
    asOf: OWNER_DUTIES_CHECKED,
    note: 'Read in a consolidated copy of Finance Act 2003, section 23, which inserted paragraph (ad).',
  },
} satisfies Record<string, KnowledgeSource>;
