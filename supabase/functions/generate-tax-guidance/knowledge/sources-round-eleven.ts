// The official pages read on 29 November 2026 for the eleventh round: topics an
// owner meets that had no entry (interest on VAT and payroll taxes paid late,
// the two-thirds rule for goods supplied with a service, the section 56
// zero-rating scheme for exporters, pre-trading expenses, the farm buildings
// allowance, the 20% VAT deduction on a business car and the employer limit on
// PRSA contributions, the code myAccount texts at login, and the bank accounts
// Revenue pays refunds into), and named facts added to entries that had the
// topic (when a VAT invoice must issue, when a VIES return for services is due,
// who is a proprietary director, the VAT rate on hiring out a room). Each URL
// was read in a stored copy of that page (or, where the note on an entry says
// so, of the Revenue text on the same section); what a page did not state is
// left out of the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const ROUND_ELEVEN_CHECKED_ON = '2026-11-29';

export const roundElevenSources = {
  vatInterest: {
    title: 'Revenue: When is interest applied by Revenue? (VAT)',
    url: 'https://www.revenue.ie/en/vat/interest-and-penalties/when-is-interest-applied-by-revenue/index.aspx',
  },
  employerPaying: {
    title: "Revenue: Paying your employees' tax to Revenue – Paying tax to Revenue",
    url: 'https://www.revenue.ie/en/employing-people/paying-your-employees-tax-to-revenue/paying-tax-to-revenue.aspx',
  },
  employerAssessments: {
    title: "Revenue: Paying your employees' tax to Revenue – Revenue assessments",
    url: 'https://www.revenue.ie/en/employing-people/paying-your-employees-tax-to-revenue/revenue-assessments.aspx',
  },
  twoThirdsRule: {
    title: 'Revenue: Services taxable at the rate of the goods (the two-thirds rule)',
    url: 'https://www.revenue.ie/en/vat/vat-on-services/services-taxable-at-the-rate-of-the-goods-the-two/index.aspx',
  },
  section56: {
    title: 'Irish Statute Book: Value-Added Tax Consolidation Act 2010, section 56 (zero-rating scheme for qualifying businesses)',
    url: 'https://www.irishstatutebook.ie/eli/2010/act/31/section/56/enacted/en/html',
  },
  preTradingAct: {
    title: 'Irish Statute Book: Finance Act 1997, section 29 (relief for pre-trading expenditure, now section 82 TCA 1997)',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0022/sec0029.html',
  },
  preTradingEbrief: {
    title: 'Revenue eBrief No. 040/19: Relief for pre-trading expenses (section 82 TCA 1997)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2019/no-0402019.aspx',
  },
  farmBuildingsAct: {
    title:
      'Irish Statute Book: Finance Act 1994, section 23 (farming: allowances for capital expenditure on farm buildings and other works, now section 658 TCA 1997)',
    url: 'https://www.irishstatutebook.ie/1994/en/act/pub/0013/sec0023.html',
  },
  whatIsAVatInvoice: {
    title: 'Revenue: Invoices – What is a VAT invoice?',
    url: 'https://www.revenue.ie/en/vat/vat-records-invoices-and-credit-notes/invoices/what-is-a-vat-invoice.aspx',
  },
  viesServices: {
    title: 'Irish Statute Book: Value-Added Tax Consolidation Act 2010, section 83 (statement of intra-Community supplies of services)',
    url: 'https://www.irishstatutebook.ie/eli/2010/act/31/section/83/enacted/en/html',
  },
  proprietaryDirector: {
    title: 'Irish Statute Book: Taxes Consolidation Act 1997, section 472 (the meaning of proprietary director)',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/39/section/472/enacted/en/html',
  },
  carVatEbrief: {
    title: 'Revenue eBrief No. 031/21: Partial Recovery of VAT on Qualifying Passenger Motor Vehicles',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2021/no-0312021.aspx',
  },
  carVatClawback: {
    title:
      'Irish Statute Book: Value-Added Tax Consolidation Act 2010, section 62 (reduction of tax deductible in relation to qualifying vehicles)',
    url: 'https://www.irishstatutebook.ie/eli/2010/act/31/section/62/enacted/en/html',
  },
  prsaEmployerLimit: {
    title:
      'Dáil Éireann written answer, 5 November 2024: the employer limit on contributions to a PRSA from 1 January 2025 (Department of Finance)',
    url: 'https://www.oireachtas.ie/en/debates/question/2024-11-05/259',
  },
  twoFactor: {
    title: 'Revenue: myAccount and Two-Factor Authentication (2FA)',
    url: 'https://www.revenue.ie/en/online-services/support/data-and-security/security/two-factor-authentication-2fa.aspx',
  },
  manageBankAccounts: {
    title: 'Revenue: Manage your bank accounts (ROS Debit Instruction, Direct Debit Instruction and Electronic Funds Transfer)',
    url: 'https://www.revenue.ie/en/online-services/services/common/manage-your-bank-accounts.aspx',
  },
  refundAccount: {
    title: 'Revenue: ROS help – How to set up a refund account',
    url: 'https://www.revenue.ie/en/online-services/support/ros-help/updating-your-contact-details-on-ros/how-to-set-up-a-refund-account/index.aspx',
  },
  roomHire: {
    title: 'Revenue: VAT on services – Hire of a room',
    url: 'https://www.revenue.ie/en/vat/vat-on-services/professional-services/room-hire.aspx',
  },
} as const satisfies Record<string, OfficialSource>;
