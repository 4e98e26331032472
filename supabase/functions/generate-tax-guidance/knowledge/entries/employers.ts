// What taking on staff and subcontractors brings: payroll, benefits in kind,
// the small benefit exemption, remote working, and RCT in construction.
import {
  NAMED_FACTS_CHECKED_ON,
  namedFactSources as nf,
  roundEightSources as r8,
  ROUND_SEVEN_CHECKED_ON,
  roundSevenSources as r7,
} from '../sources-named-facts.ts';
import { businessSources as bs } from '../sources-business.ts';
import { CHECKED_ON, sources, TAX_YEAR } from '../sources.ts';
import { roundNineSources as r9 } from '../sources-round-nine.ts';
import type { TaxEntry } from '../types.ts';

const employers = { area: 'Employers and benefits', taxYear: TAX_YEAR, checkedOn: CHECKED_ON } as const;

export const employerEntries: readonly TaxEntry[] = [
  {
    ...employers,
    slug: 'employer-paye',
    title: 'Employer PAYE obligations',
    triggers: [
      'paye obligations',
      'operate paye',
      'employer paye',
      'paye for employees',
      'payroll',
      'employer obligations',
      'first employee',
      'taking on staff',
      'hire staff',
      'hiring staff',
      'employing people',
      'register as an employer',
      'payroll submission',
      'monthly statement',
      'pay my employees',
    ],
    answer:
      'An employer reports each payment of wages to Revenue in real time, on or before the pay date, and pays the income tax, USC and PRSI deducted by the 14th of the following month (the 23rd if you file and pay through ROS).',
    conditions: [
      "Register as an employer before the first pay date and get each employee's tax details (the Revenue Payroll Notification) through your payroll software.",
      'Revenue builds a monthly statement from your submissions; if you do nothing it becomes your return on the 14th of the following month.',
      'Employers whose annual tax, USC and PRSI is €28,800 or less can apply to pay quarterly.',
      'Tax-free expenses and small benefits must also be reported to Revenue when paid (enhanced reporting).',
    ],
    sources: [sources.payeDueDates],
  },
  {
    ...employers,
    slug: 'small-benefit-exemption',
    title: 'Small benefit exemption (tax-free vouchers and gifts)',
    triggers: [
      'meal voucher',
      'meal vouchers',
      'value of a voucher',
      'small benefit',
      'small benefit exemption',
      'voucher',
      'vouchers',
      'gift card',
      'christmas bonus',
      'tax free gift',
      'staff gift',
      'one4all',
      'long service award',
      'long service',
      'years of service',
      'bonus for staff',
    ],
    answer:
      'You can give each employee up to five non-cash benefits a year, tax-free, with a combined value of no more than €1,500; a single benefit over €1,500 is taxable in full.',
    conditions: [
      'Cash, or vouchers that can be turned into cash, never qualify.',
      'Only the first five benefits in a year count; unused allowance does not carry over.',
      'You must report the date and value of each benefit to Revenue when you give it.',
      'The benefit cannot replace salary the employee gives up (salary sacrifice).',
      'A voucher given to an employee is valued at its face value (or its cost, where that is slightly higher); for a meal voucher, the face value less 19c per voucher is treated as pay.',
      'A long service award is separate and tax-free where it marks 20 years or more of service, is a tangible item (not cash, vouchers or bonds), costs €50 or less for each year of service, and no similar award was given in the last five years; otherwise PAYE, PRSI and USC are due on its value.',
    ],
    sources: [sources.smallBenefit, r7.vouchers, r9.longServiceAwards],
    checkedOn: ROUND_SEVEN_CHECKED_ON,
    sourceNotes:
      "Revenue's voucher page in an earlier stored version says a meal voucher's taxable value is its face value less 19c; the latest stored version says only that the face value is generally the value of the benefit, without the 19c. We keep the 19c, which is a long-standing Revenue practice, and say where it comes from.",
  },
  {
    ...employers,
    slug: 'bik-company-cars',
    title: 'Benefit-in-kind on company cars and vans',
    triggers: ['company car', 'company cars', 'car', 'benefit in kind', 'bik', 'electric car', 'company van', 'van', 'car benefit'],
    answer:
      'Benefit-in-kind on a company car is a percentage of its original market value (OMV) that depends on its CO2 emissions and business kilometres: for up to 26,000 business km a year it is 15% for a zero-emission car (new category A1 from 2026) rising to 37.5% for the highest emitters (category E). A company van is taxed at 8% of OMV.',
    changes: [
      'For 2026, €10,000 is deducted from the OMV of vans and cars in categories A1 to D; the Finance Act 2025 set the deduction at €5,000 for 2027, which was to apply from 1 January 2027, and €2,500 for 2028.',
      '2026: a further €20,000 OMV reduction for fully electric cars and vans; 2027: €10,000, as legislated to the end of 2027 (see the electric vehicle BIK entry).',
    ],
    conditions: [
      'The employer calculates BIK and runs it through payroll, so income tax, USC and PRSI are charged on it.',
      'The more business kilometres driven, the lower the percentage: for example a category C car is 30% up to 26,000 km and 12% above 48,000 km.',
      "The top business mileage band starts at 48,001 km: Finance Act 2025 lowered it from 52,001 km permanently from 1 January 2026, as Revenue's eBrief 253/25 confirms.",
      'An electric car or van has €20,000 taken off its OMV in 2026, on top of the general €10,000 reduction, before BIK is worked out (see the electric vehicles entry).',
    ],
    sources: [sources.bik, bs.ebriefVehicles2025, bs.financeAct2025Vans, sources.budget2026],
    checkedOn: NAMED_FACTS_CHECKED_ON,
    dates: [
      {
        on: '2027-01-01',
        kind: 'starts',
        measure: 'the lower €5,000 OMV reduction for vans and cars in categories A1 to D',
        said: 'For 2026, €10,000 is deducted from the OMV of vans and cars in categories A1 to D; the Finance Act 2025 set the deduction at €5,000 for 2027, which was to apply from 1 January 2027, and €2,500 for 2028.',
        source: sources.bik,
      },
    ],
    sourceNotes:
      'Restored on 26 November 2026: Revenue eBrief 253/25 states that the lower limit of the highest mileage band is permanently 48,001 km from 1 January 2026. The OMV reductions for 2026 to 2028 and for electric vehicles are from section 25 of the Finance Act 2025 (and its car equivalent), not from motor-finance summaries.',
  },
  {
    ...employers,
    slug: 'remote-working-relief',
    title: 'Remote working relief and the €3.20 daily allowance',
    triggers: [
      'report the daily allowance',
      'enhanced reporting',
      'remote working',
      'working from home',
      'work from home',
      'wfh',
      'e working',
      'eworking',
      'home office',
      'remote working relief',
      'remote working allowance',
      'broadband',
    ],
    answer:
      'An employer can pay an employee up to €3.20 a day worked from home tax-free. If the employer pays nothing, or less than the costs, the employee can claim Remote Working Relief on 30% of their electricity, heating and broadband bills, apportioned for the days worked at home.',
    conditions: [
      "Relief is given at the employee's highest rate of tax; any allowance the employer paid is deducted from the claim.",
      'Only days actually worked at home count, not weekends, leave, or evenings taking work home.',
      'Laptops, desks and other equipment bought by the employee are not allowable costs.',
      "How to claim: in myAccount, during the year; for an earlier year, enter your bills in myAccount's Receipts Tracker and complete an Income Tax Return for that year.",
      'An employer paying the daily allowance reports it to Revenue under Enhanced Reporting Requirements (ERR): the total number of days, the amount paid and the date paid.',
    ],
    sources: [sources.remoteWorking, nf.remoteWorkingOverview, r7.errReporting],
    checkedOn: ROUND_SEVEN_CHECKED_ON,
  },
  {
    area: 'Construction (RCT)',
    taxYear: TAX_YEAR,
    checkedOn: CHECKED_ON,
    slug: 'relevant-contracts-tax',
    title: 'Relevant contracts tax (RCT) in construction',
    triggers: [
      'rct',
      'relevant contracts tax',
      'relevant contract',
      'subcontractor',
      'subcontractors',
      'subbie',
      'principal contractor',
      'construction tax',
      'deduction authorisation',
      'contract notification',
      'builder',
      'taken on a subcontractor',
      'hired a subcontractor',
      'pay a subcontractor',
      'paying a subcontractor',
      'building contractor',
    ],
    answer:
      'When a principal contractor in construction, forestry or meat processing pays a subcontractor, it must first notify Revenue through ROS, which sets the rate to deduct: 0% for subcontractors with a good compliance record, 20% for those registered but not fully compliant, and 35% for those unknown to Revenue or with a poor record.',
    conditions: [
      'Make a contract notification on ROS as soon as you enter the contract (having checked the subcontractor’s identity, and declaring it is not a contract of employment), then a payment notification of the gross amount before each payment. Revenue replies with a deduction authorisation showing the tax to deduct, whose details you give the subcontractor.',
      'Principal contractors must register with Revenue and deal with RCT through ROS: a deduction summary (your monthly or quarterly return), then payment of the RCT deducted by the 23rd of the following month.',
      'The subcontractor offsets the RCT deducted against its own tax or reclaims it.',
      'Failing to operate RCT exposes the principal to penalties even where the rate would have been 0%.',
      'VAT on construction services between a principal and subcontractor is usually accounted for by the principal (reverse charge).',
    ],
    sources: [sources.rct, sources.rctRates, r8.rctPrincipalNotifications],
  },
];
