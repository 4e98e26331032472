// The official pages read on 29 November 2026 for the thirteenth round: what
// an owner meets running a small business, from revenue.ie's topic lists for
// businesses and employers (VAT, Employing people, Excise and licences, Audits
// and compliance, Self-assessment), on topics that had no entry. Each URL was
// read in a stored copy of that page; what a page did not state is left out of
// the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const BREADTH_THIRTEEN_CHECKED_ON = '2026-11-29';

export const breadthThirteenSources = {
  vouchers: {
    title: 'Revenue: Vouchers (VAT)',
    url: 'https://www.revenue.ie/en/vat/charging-vat/vouchers/index.aspx',
  },
  depositsInAdvance: {
    title: 'Revenue: Payments in advance and deposits (VAT)',
    url: 'https://www.revenue.ie/en/vat/charging-vat/payments-in-advance-and-deposits/index.aspx',
  },
  admissionToEvents: {
    title: 'Revenue: Admission to events – what is an admission for VAT purposes?',
    url: 'https://www.revenue.ie/en/vat/vat-on-services/exceptions-to-the-general-place-of-supply-rules-for-services/admission-to-events/what-is-an-admission-for-vat-purposes.aspx',
  },
  sugarSweetenedDrinksTax: {
    title: 'Revenue: Sugar Sweetened Drinks Tax',
    url: 'https://www.revenue.ie/en/corporate/information-about-revenue/statistics/excise/sugar-tax/index.aspx',
  },
  payrollCorrections: {
    title: 'Revenue: Information on payroll submission – Corrections',
    url: 'https://www.revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/information-on-payroll-submission/corrections.aspx',
  },
  codeOfPractice: {
    title: 'Revenue: Code of Practice and Compliance',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/code-of-practice-and-compliance/index.aspx',
  },
  cancelElectedVat: {
    title: 'Revenue: Cancelling your VAT registration – Cancellation by elected persons',
    url: 'https://www.revenue.ie/en/vat/vat-registration/cancelling-my-vat-registration/cancellation-by-elected-persons.aspx',
  },
  cancelFarmerVat: {
    title: 'Revenue: Cancelling your VAT registration – Cancellation by farmers',
    url: 'https://www.revenue.ie/en/vat/vat-registration/cancelling-my-vat-registration/cancellation-by-farmers.aspx',
  },
  cancelHolidayHomeElection: {
    title: 'Revenue: Cancelling your VAT registration – Cancellation of a holiday home election',
    url: 'https://www.revenue.ie/en/vat/vat-registration/cancelling-my-vat-registration/cancellation-of-a-holiday-home-election.aspx',
  },
  expressionOfDoubt: {
    title: 'Revenue: Completing your gift or Inheritance Tax return (IT38) – Expressions of doubt',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/completing-gift-or-inheritance-tax-return-it38/expressions-of-doubt.aspx',
  },
  payeExclusionOrder: {
    title: 'Revenue: PAYE Exclusion Order issued by Revenue',
    url: 'https://www.revenue.ie/en/employing-people/what-constitutes-pay/paye-exclusion-order-issued-by-revenue/index.aspx',
  },
  payeExclusionOrderPrsi: {
    title: 'Revenue: PAYE Exclusion Order – PRSI and Exclusion Orders',
    url: 'https://www.revenue.ie/en/employing-people/what-constitutes-pay/paye-exclusion-order-issued-by-revenue/pay-related-social-insurance-prsi-and-exclusion-orders.aspx',
  },
} as const satisfies Record<string, OfficialSource>;
