// The official pages read on 29 November 2026 for the twelfth round: questions
// an owner of a small Irish business asks about tax at home and in family life,
// taken from Citizens Information's "Money and tax" topic lists and the
// matching revenue.ie pages (social welfare payments, couples, separation,
// pensions from abroad, compensation and moving to or leaving Ireland), on
// topics that had no entry. Each URL was read in a stored copy of that page;
// what a page did not state is left out of the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const BREADTH_TWELVE_CHECKED_ON = '2026-11-29';

export const breadthTwelveSources = {
  unemploymentRefund: {
    title: 'Revenue: How to claim a tax and USC refund if you are unemployed',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/periods-of-unemployment/how-to-claim-a-tax-and-usc-refund-if-you-are-unemployed.aspx',
  },
  claimUnemploymentRepayment: {
    title: 'Revenue: Claim an unemployment repayment (myAccount)',
    url: 'https://www.revenue.ie/en/online-services/services/paye-services/claim-unemployment-repayment.aspx',
  },
  unemploymentOverview: {
    title: 'Revenue: Periods of unemployment',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/periods-of-unemployment/index.aspx',
  },
  unemploymentTransferCredits: {
    title: 'Revenue: Transferring tax credits to a spouse or civil partner (periods of unemployment)',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/periods-of-unemployment/transferring-tax-credits-to-a-spouse-or-civil-partner.aspx',
  },
  illnessBenefit: {
    title: 'Revenue: Taxation of illness, occupational injury and partial capacity benefits',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/taxation-of-social-welfare-payments/illness-occupational-injury-partial-capacity-benefits.aspx',
  },
  illnessBenefitEmployers: {
    title: 'Revenue: Taxing Illness Benefit, Occupational Injury Benefit and Partial Capacity Benefit (employers)',
    url: 'https://www.revenue.ie/en/employing-people/taxation-of-social-welfare-payments-illness-benefit/taxing-benefits.aspx',
  },
  jobseekersBenefit: {
    title: "Revenue: Taxation of Jobseeker's Benefit",
    url: 'https://www.revenue.ie/en/jobs-and-pensions/periods-of-unemployment/taxation-of-jobseekers-benefit.aspx',
  },
  shortTermJobseekers: {
    title: 'Revenue: Taxation of short-term jobseekers claims',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/periods-of-unemployment/taxation-of-short-term-jobseekers-claims.aspx',
  },
  maternityBenefitEbrief: {
    title: 'Revenue eBrief No. 102/20: Taxation of Maternity, Paternity, Parent’s, Adoptive and Health and Safety Benefit',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2020/no-1022020.aspx',
  },
  welfareBenefitsFaq: {
    title: 'Revenue: Taxation of Welfare Benefits (questions and answers)',
    url: 'https://www.revenue.ie/en/personal/faqs/taxation-welfare-benefits.html',
  },
  dspTaxablePayments: {
    title: 'Department of Social Protection: Taxable Social Welfare Payments/Schemes',
    url: 'https://www.gov.ie/ga/an-roinn-coimirce-s%C3%B3isialai/foilseachain/taxable-social-welfare-paymentsschemes',
  },
  jointAssessment: {
    title: 'Revenue: Joint assessment',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/marital-status/marriage-and-civil-partnerships/joint-assessment.aspx',
  },
  separateAssessment: {
    title: 'Revenue: Separate assessment',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/marital-status/marriage-and-civil-partnerships/separate-assessment.aspx',
  },
  separateTreatment: {
    title: 'Revenue: Separate treatment',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/marital-status/marriage-and-civil-partnerships/separate-treatment.aspx',
  },
  yearOfSeparation: {
    title: 'Revenue: Year of separation, divorce or dissolution of civil partnership',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/marital-status/separation-divorce-and-civil-annulment/year-of-separation-divorce-or-dissolution-of-civil-partnership.aspx',
  },
  electingMarriedTreatment: {
    title: 'Revenue: Electing for married or civil partnership treatment',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/marital-status/separation-divorce-and-civil-annulment/electing-for-married-or-civil-partnership-treatment.aspx',
  },
  cohabitingAnswer2021: {
    title: 'Dáil Éireann written answer, 13 July 2021: Tax Code (cohabiting couples)',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-07-13/271/',
  },
  cohabitingBereavementAnswer2021: {
    title: 'Dáil Éireann written answer, 25 May 2021: Tax Code (cohabitants after a bereavement)',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-05-25/181/',
  },
  taxCredits: {
    title: 'Revenue: Tax credits',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/tax-credits/index.aspx',
  },
  foreignPensions: {
    title: 'Revenue: Taxation of foreign pensions',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/pension/private/foreign-pensions.aspx',
  },
  nonResidentPension: {
    title: 'Revenue: Taxation of non-residents receiving a pension',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/pension/private/non-residents-receiving-a-pension.aspx',
  },
  personalInjuryExemption: {
    title: 'Revenue: Personal injury compensation payments – How do you qualify for the investment exemption?',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/illness-and-injury/personal-injury-compensation-payments/how-do-you-qualify-for-the-investment-exemption.aspx',
  },
  remittanceBasisAnswer2024: {
    title: 'Dáil Éireann written answer, 20 February 2024: Tax Residency (foreign pensions and the remittance basis)',
    url: 'https://www.oireachtas.ie/en/debates/question/2024-02-20/216/',
  },
} as const satisfies Record<string, OfficialSource>;
