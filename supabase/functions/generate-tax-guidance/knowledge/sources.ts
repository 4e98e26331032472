// The official pages our entries rest on. Figures were checked against these
// (and, where Revenue's page was not yet updated for Budget 2026, against the
// Budget 2026 measures and the Finance Act 2025 as reported when announced).
// Each URL below was confirmed against a stored copy of that page (ROS: its
// site, the home page itself was not stored); where a deep link could not be
// confirmed, the nearest confirmed page of the same site is cited instead and
// its title says what it covers.
import { TAX_KNOWLEDGE_REVIEWED_ON } from '../contract.ts';
import type { OfficialSource } from './types.ts';

export const TAX_YEAR = 2026;
export const CHECKED_ON = '2026-11-22';
/** When entries were last re-checked for out-of-date, unsourced and dated claims (the page shows it, so the contract holds it). */
export const REVIEWED_ON: string = TAX_KNOWLEDGE_REVIEWED_ON;

export const sources = {
  taxRatesCharts: {
    title: "Revenue: What is a tax rate band? (links to Revenue's Tax rates, bands and reliefs charts)",
    url: 'https://www.revenue.ie/en/jobs-and-pensions/calculating-your-income-tax/tax-rate-band.aspx',
  },
  taxCredits: {
    title: 'Revenue: Your tax credits',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/tax-credits/index.aspx',
  },
  earnedIncomeCredit: {
    title: 'Revenue: Earned Income Credit',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/earned-income-credit/index.aspx',
  },
  usc: {
    title: 'Revenue: What is USC? (Universal Social Charge section, leading to the standard rates and thresholds)',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/usc/what-is-usc.aspx',
  },
  prsiClassA: {
    title: 'gov.ie: PRSI Class A Rates',
    url: 'https://www.gov.ie/en/department-of-social-protection/publications/prsi-class-a-rates',
  },
  prsiClassS: {
    title: 'gov.ie: PRSI Class S Rates',
    url: 'https://www.gov.ie/en/department-of-social-protection/publications/prsi-class-s-rates',
  },
  prsiSelfEmployedGuide: {
    title: 'gov.ie: Your Guide to PRSI for the Self-Employed',
    url: 'https://www.gov.ie/en/department-of-social-protection/publications/your-guide-to-pay-related-social-insurance-prsi-for-the-self-employed',
  },
  budget2026: {
    title: 'gov.ie, Department of Finance, 7 October 2025: Statement by Minister Donohoe on Budget 2026',
    url: 'https://www.gov.ie/en/department-of-finance/speeches/statement-by-minister-donohoe-on-budget-2026',
  },
  vatRates: {
    title:
      'Revenue: What are VAT rates? – Second reduced rate of VAT (the section also covers the standard, reduced, zero and livestock rates)',
    url: 'https://www.revenue.ie/en/vat/vat-rates/what-are-vat-rates/second-reduced-rate-vat.aspx',
  },
  vatThresholds: {
    title: 'Revenue: What are the VAT thresholds?',
    url: 'https://www.revenue.ie/en/vat/vat-registration/who-should-register-for-vat/what-are-the-vat-thresholds.aspx',
  },
  vatMoneysReceived: {
    title: 'Revenue: Moneys received basis eligibility and cancellation',
    url: 'https://www.revenue.ie/en/vat/accounting-for-vat/accounting-for-vat-on-moneys-received/vat-moneys-received-basis-eligibility-cancellation.aspx',
  },
  vatPayable: {
    title: 'Revenue: When VAT becomes payable',
    url: 'https://www.revenue.ie/en/vat/accounting-for-vat/how-to-account-for-value-added-tax/when-vat-becomes-payable.aspx',
  },
  vatNonDeductible: {
    title: 'Revenue: Who can reclaim Value-Added Tax (VAT)? (includes what VAT you cannot reclaim)',
    url: 'https://www.revenue.ie/en/vat/reclaiming-vat/who-can-reclaim-vat.aspx',
  },
  dwt: {
    title: 'Revenue: Dividend Withholding Tax (DWT)',
    url: 'https://www.revenue.ie/en/companies-and-charities/dividend-withholding-tax/index.aspx',
  },
  pillarTwo: {
    title: 'Dáil Éireann written answer, 5 February 2025: Pillar Two minimum tax rules',
    url: 'https://www.oireachtas.ie/ga/debates/question/2025-02-05/290/',
  },
  corporationTax: {
    title: 'Revenue: Corporation Tax (CT) – Basis of charge',
    url: 'https://www.revenue.ie/en/companies-and-charities/corporation-tax-for-companies/corporation-tax/basis-of-charge.aspx',
  },
  ctPreliminary: {
    title: 'Revenue: When is preliminary Corporation Tax (CT) due?',
    url: 'https://www.revenue.ie/en/companies-and-charities/corporation-tax-for-companies/corporation-tax-payment-and-filing/when-is-preliminary-ct-due.aspx',
  },
  startUpRelief: {
    title: 'Revenue: Tax relief for new start-up companies',
    url: 'https://www.revenue.ie/en/starting-a-business/initiatives-for-startup-businesses-and-smes/tax-relief-for-new-startup-companies/index.aspx',
  },
  cgt: {
    title: 'Revenue: When and how do you pay and file CGT?',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/transfering-an-asset/when-and-how-do-you-pay-and-file-cgt.aspx',
  },
  retirementRelief: {
    title: 'Revenue: Disposal of a business or farm (Retirement Relief)',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cgt-reliefs/disposal-of-a-business-or-farm.aspx',
  },
  entrepreneurRelief: {
    title: 'Revenue: Capital Gains Tax (CGT) reliefs – Revised Entrepreneur Relief',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cgt-reliefs/revised-entrepreneur-relief.aspx',
  },
  catThresholds: {
    title: 'Dáil Éireann, 1 October 2024: Financial Resolution No. 3 (Capital Acquisitions Tax group thresholds)',
    url: 'https://www.oireachtas.ie/en/debates/debate/dail/2024-10-01/16/',
  },
  cat: {
    title: 'Revenue: Capital Acquisitions Tax (CAT) thresholds, rates and aggregation rules – CAT groups',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-thresholds-rates-and-aggregation-rules/cat-groups.aspx',
  },
  stampDutyRate: {
    title: 'Revenue eBrief No. 015/20: Rates of stamp duty – Finance Act 2019 changes',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2020/no-0152020.aspx',
  },
  stampDuty: {
    title: 'Revenue: Current rates of Stamp Duty – Shares, stocks and marketable securities',
    url: 'https://www.revenue.ie/en/property/stamp-duty/current-rates-of-stamp-duty/shares-stocks-and-marketable-securities.aspx',
  },
  rct: {
    title: 'Revenue: Relevant Contracts Tax (RCT) – Notifications for principal contractors',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/rct/notifications-principal-contractors.aspx',
  },
  rctRates: {
    title: 'Revenue: Relevant Contracts Tax (RCT) – RCT for subcontractors (the 0%, 20% and 35% rates)',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/rct/rct-subcontractors.aspx',
  },
  payeDueDates: {
    title: 'Revenue: Employer payroll obligations – returns and payment due dates',
    url: 'https://www.revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/employer-obligations-from-01-01-2019/returns-and-payment-due-dates.aspx',
  },
  smallBenefit: {
    title: 'Revenue: Small Benefit Exemption',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/valuation-of-benefits/small-benefit-exemption.aspx',
  },
  bik: {
    title: 'Revenue: Private use of employer-provided vehicles – How to calculate the taxable benefit',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/private-use-company-cars/calculate-value-benefit.aspx',
  },
  rnd: {
    title:
      'Revenue: Research and Development (starting a business section; introduces the R&D Tax Credit and links to its Companies and charities pages)',
    url: 'https://www.revenue.ie/en/starting-a-business/initiatives-for-startup-businesses-and-smes/research-and-development.aspx',
  },
  keep: {
    title: 'Revenue: Key Employee Engagement Programme (KEEP)',
    url: 'https://www.revenue.ie/en/additional-incomes/employment-related-shares/key-employee-engagement-programme-keep/index.aspx',
  },
  eii: {
    title: 'Revenue: Employment Investment Incentive (EII)',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/investment/relief-for-investment-in-corporate-trades-for-in/employment-investment-incentive.aspx',
  },
  remoteWorking: {
    title: 'Revenue: Remote working – what costs can you claim for?',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/eworking/what-costs-can-you-claim-for.aspx',
  },
  preliminaryTax: {
    title: 'Revenue: What is preliminary tax?',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/what-is-preliminary-tax.aspx',
  },
  selfAssessment: {
    title: 'Revenue: A guide to self-assessment',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/index.aspx',
  },
  eiiFinanceAct2023: {
    title:
      'Irish Statute Book: Finance (No. 2) Act 2023, section 31 (relief for investment in corporate trades, for shares issued from 1 January 2024)',
    url: 'https://www.irishstatutebook.ie/2023/en/act/pub/0039/sec0031.html',
  },
  civilServiceRates: {
    title: 'Revenue: Civil service rates (motoring, bicycle and subsistence rates)',
    url: 'https://www.revenue.ie/en/employing-people/employee-expenses/travel-and-subsistence/civil-service-rates.aspx',
  },
  ros: {
    title: 'Revenue Online Service (ROS)',
    url: 'https://www.ros.ie/',
  },
} satisfies Record<string, OfficialSource>;
