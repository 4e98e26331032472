// The official pages read on 29 November 2026 for the tenth round: topics on
// Revenue's own topic lists that an owner meets at work or at home and that had
// no entry (split-year residence, EORI numbers, buying goods from EU
// suppliers, selling a business as a going concern, LPT exemptions, selling
// personal belongings, crypto-assets, a first job,
// employer-paid courses, tax-free perks, the Receipts Tracker and
// de-registering from self-assessment). Each URL was read in a stored copy of
// that page; what a page did not state is left out of the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const BREADTH_TEN_CHECKED_ON = '2026-11-29';

export const breadthTenSources = {
  splitYearArrival: {
    title: 'Revenue: Moving or returning to Ireland – Split-year treatment in your year of arrival',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/moving-to-or-from-ireland/moving-or-returning-to-ireland/split-year-treatment-in-your-year-of-arrival.aspx',
  },
  splitYearDeparture: {
    title: 'Revenue: Leaving Ireland – Split-year treatment in your year of departure',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/moving-to-or-from-ireland/leaving-ireland/split-year-treatment-in-your-year-of-departure.aspx',
  },
  eori: {
    title: 'Revenue: Economic Operators Registration and Identification system (EORI)',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/customs-electronic-systems/eori-system.aspx',
  },
  icaOverview: {
    title: 'Revenue: Acquisitions from other EU Member States – Overview',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/acquisitions-from-other-eu-member-states/index.aspx',
  },
  icaSelfAccounting: {
    title: 'Revenue: Acquisitions from other EU Member States – Self accounting for VAT',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/acquisitions-from-other-eu-member-states/self-accounting-for-vat.aspx',
  },
  icaInformation: {
    title: 'Revenue: What information on your ICAs must you submit to Revenue?',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/acquisitions-from-other-eu-member-states/information-icas-submit-revenue.aspx',
  },
  icaRegister: {
    title: 'Revenue: When are you required to register solely because of intra-Community acquisitions (ICAs)?',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/acquisitions-from-other-eu-member-states/register-intra-community-acquisitions.aspx',
  },
  transferOfBusiness: {
    title: 'Revenue: VAT information leaflet – Transfer of Business',
    url: 'https://www.revenue.ie/en/tax/vat/leaflets/transfer-business.html',
  },
  lptIncapacitated: {
    title: 'Revenue: LPT exemptions – Properties purchased, adapted or built for use by incapacitated persons',
    url: 'https://www.revenue.ie/en/property/local-property-tax/lpt-exemptions/incapacitated-persons.aspx',
  },
  lptExemptionsCi: {
    title: 'Citizens Information: Exemptions from Local Property Tax',
    url: 'https://www.citizensinformation.ie/en/money_and_tax/tax/housing_taxes_and_reliefs/local_property_tax_exemptions.html',
  },
  chattelExemption: {
    title: 'Irish Statute Book: Taxes Consolidation Act 1997, section 602 (chattel exemption)',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0602.html',
  },
  crypto: {
    title: 'Revenue eBrief No. 88/18: The tax treatment of cryptocurrency transactions',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2018/no-0882018.aspx',
  },
  firstJob: {
    title: 'Revenue: Starting your first job',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/index.aspx',
  },
  firstJobWhatToDo: {
    title: 'Revenue: Starting your first job – What you should do',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/starting-your-first-job/what-you-should-do.aspx',
  },
  courseFees: {
    title: 'Revenue: Benefit in kind – Examinations, courses and professional subscriptions',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/other-benefits/examinations-courses-professional-subscriptions.aspx',
  },
  nonTaxableBenefits: {
    title: 'Revenue: Taxation of employer benefits – Non-taxable employer benefits',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/taxation-of-employer-benefits/non-taxable-employer-benefits.aspx',
  },
  receiptsTracker: {
    title: 'Revenue: Receipts Tracker',
    url: 'https://www.revenue.ie/en/online/receipts-tracker.html',
  },
  realTimeClaim: {
    title: 'Revenue: Real Time Credits – How to make a Real Time Credit claim',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/real-time-credits/making-real-time-credit-claim.aspx',
  },
  registerSelfAssessment: {
    title: 'Revenue: Who should register for Income Tax self-assessment?',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/register-it-self-assessment.aspx',
  },
  capitalGoodsScheme: {
    title: 'Revenue: Capital Goods Scheme (CGS)',
    url: 'https://www.revenue.ie/en/vat/vat-on-property-and-construction/capital-goods-scheme/index.aspx',
  },
  capitalGoodsSchemeAct: {
    title:
      'Irish Statute Book: Value-Added Tax Consolidation Act 2010, section 64 (capital goods scheme: 20 intervals, 10 for a refurbishment)',
    url: 'https://www.irishstatutebook.ie/2010/en/act/pub/0031/sec0064.html',
  },
  catSupportMaintenance: {
    title: 'Revenue: CAT exemptions – Exemption for support, maintenance and education payments',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-exemptions/support-maintenance-education-payments/index.aspx',
  },
  seafarersAllowance: {
    title: "Revenue: Seafarers' Allowance, Fisher Tax Credit and Sea-going Naval Personnel Tax Credit – Seafarers' Allowance",
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/seafarers-allowance-fisher-tax-credit/seafarers-allowance.aspx',
  },
} as const satisfies Record<string, OfficialSource>;
