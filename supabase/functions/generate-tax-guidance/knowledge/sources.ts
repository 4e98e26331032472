// The official pages our entries rest on. Figures were checked against these
// (and, where Revenue's page was not yet updated for Budget 2026, against the
// Budget 2026 measures and the Finance Act 2025 as reported when announced).
import type { OfficialSource } from './types.ts';

export const TAX_YEAR = 2026;
export const CHECKED_ON = '2026-11-22';

export const sources = {
  taxRatesCharts: {
    title: 'Revenue: Tax rates, bands and reliefs',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/tax-relief-charts/index.aspx',
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
    title: 'Revenue: USC standard rates and thresholds',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/usc/standard-rates-thresholds.aspx',
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
    title: 'Dáil Éireann, 7 October 2025: Financial Resolutions – Budget Statement 2026',
    url: 'https://www.oireachtas.ie/en/debates/debate/dail/2025-10-07/',
  },
  vatRates: {
    title: 'Revenue: VAT rates',
    url: 'https://www.revenue.ie/en/vat/vat-rates/index.aspx',
  },
  hospitalityVat: {
    title: 'Dáil Éireann written answer, 28 May 2026: VAT reduction for the hospitality sector from 1 July 2026',
    url: 'https://www.oireachtas.ie/en/debates/question/2026-05-28/278/',
  },
  vatThresholds: {
    title: 'Revenue: What are the VAT thresholds?',
    url: 'https://www.revenue.ie/en/vat/vat-registration/who-should-register-for-vat/vat-thresholds.aspx',
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
    title: 'Irish Statute Book: Value-Added Tax Consolidation Act 2010, section 60 (limits on deductibility)',
    url: 'https://www.irishstatutebook.ie/eli/2010/act/31/section/60/enacted/en/html',
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
    title: 'Revenue: Corporation Tax for companies',
    url: 'https://www.revenue.ie/en/companies-and-charities/corporation-tax-for-companies/index.aspx',
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
  cgtReliefs: {
    title: 'Revenue: Capital Gains Tax reliefs',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cgt-reliefs/index.aspx',
  },
  catThresholds: {
    title: 'Dáil Éireann, 1 October 2024: Financial Resolution No. 3 (Capital Acquisitions Tax group thresholds)',
    url: 'https://www.oireachtas.ie/en/debates/debate/dail/2024-10-01/16/',
  },
  cat: {
    title: 'Revenue: Capital Acquisitions Tax',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat/index.aspx',
  },
  stampDutyRate: {
    title: 'Revenue eBrief No. 015/20: Rates of stamp duty – Finance Act 2019 changes',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2020/no-0152020.aspx',
  },
  stampDuty: {
    title: 'Revenue: Stamp Duty',
    url: 'https://www.revenue.ie/en/property/stamp-duty/index.aspx',
  },
  rct: {
    title: 'Revenue: RCT for principal contractors',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/rct/rct-principal-contractors.aspx',
  },
  rctStatute: {
    title: 'Irish Statute Book: Taxes Consolidation Act 1997, section 530E',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/39/section/530E/enacted/en/html',
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
    title: 'Revenue: Benefit-in-kind for employers',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/index.aspx',
  },
  rnd: {
    title: 'Revenue: Research and Development (R&D) Tax Credit',
    url: 'https://www.revenue.ie/en/companies-and-charities/reliefs-and-exemptions/research-and-development-rd-tax-credit/index.aspx',
  },
  keep: {
    title: 'Revenue: Key Employee Engagement Programme (KEEP)',
    url: 'https://www.revenue.ie/en/employing-people/share-schemes/key-employee-engagement-programme/index.aspx',
  },
  eii: {
    title: 'Revenue: Employment Investment Incentive (EII)',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/investment/relief-investment-corporate-trades/employment-investment-incentive.aspx',
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
    title: 'Revenue: Self-assessment and self-employment',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/index.aspx',
  },
  ros: {
    title: 'Revenue Online Service (ROS)',
    url: 'https://www.ros.ie/',
  },
} satisfies Record<string, OfficialSource>;
