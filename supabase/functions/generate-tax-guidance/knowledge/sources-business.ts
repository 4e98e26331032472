// The official pages the business-side entries rest on (issue 27, part B):
// VAT beyond the basic rates, employers, companies, payments to others, the
// self-employed and farmers. Each was read in a stored copy on 26 November
// 2026. Where a page was stored under a mirror (kildarestreet.com for an
// Oireachtas answer, legislation.ie for the Irish Statute Book), the address
// given is the official one the mirror copies. Where Revenue's own page lags a
// Finance Act, the entry cites the Act or the Dáil record and says so in its
// sourceNotes. Pages already in sources.ts are reused from there.
import type { OfficialSource } from './types.ts';

/** When the part B entries were checked against these pages. */
export const BUSINESS_CHECKED_ON = '2026-11-26';

export const businessSources = {
  vatLivestock: {
    title:
      'Revenue: VAT rates database – Animals, live (livestock rate, reduced rate for other horses and greyhounds, zero rate for live shellfish)',
    url: 'https://www.revenue.ie/en/vat/vat-rates/search-vat-rates/A/animals-live.aspx',
  },
  flatRateAddition: {
    title: 'Revenue: Farmers and the Flat-rate Scheme – The flat-rate addition',
    url: 'https://www.revenue.ie/en/vat/agricultural-activities/flat-rate-addition/flat-rate-addition.aspx',
  },
  flatRate2026: {
    title:
      "Dáil Éireann written answer, 15 October 2025 (question 112): the farmers' flat-rate addition reduced from 5.1% to 4.5% for 2026",
    url: 'https://www.oireachtas.ie/en/debates/question/2025-10-15/112/',
  },
  rctReverseCharge: {
    title: 'Revenue: Construction industry – Relevant Contracts Tax (RCT) and the VAT reverse charge',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/construction-industry/relevant-contracts-tax-rct.aspx',
  },
  ossUnionScheme: {
    title: 'Revenue: Union scheme – One Stop Shop (OSS)',
    url: 'https://www.revenue.ie/en/vat/vat-ecommerce/union-scheme/index.aspx',
  },
  vatServicesAbroad: {
    title: 'Revenue: VAT obligations of Irish traders when supplying services abroad (business customers in other EU Member States)',
    url: 'https://www.revenue.ie/en/vat/vat-on-services/when-is-vat-charged-on-services/vat-obligations-of-Irish-traders-supplying-services-to-business-customers-abroad.aspx',
  },
  postponedAccounting: {
    title: 'Revenue: Imports – Postponed accounting',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/imports/postponed-accounting.aspx',
  },
  prsiClasses: {
    title: 'gov.ie, Department of Social Protection: The different classes of Pay-Related Social Insurance (PRSI)',
    url: 'https://www.gov.ie/en/department-of-social-protection/publications/the-different-classes-of-pay-related-social-insurance-prsi',
  },
  autoEnrolment: {
    title: 'gov.ie, Department of Social Protection: Auto-enrolment retirement savings system for employees',
    url: 'https://www.gov.ie/en/department-of-social-protection/publications/auto-enrolment-retirement-savings-system-for-employees',
  },
  employerRegistrationThresholds: {
    title:
      'Revenue: Registration of employers for Pay As You Earn (PAYE) – Overview (who must register, and the domestic employee exception)',
    url: 'https://www.revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/registration-of-employers-for-paye-purposes/index.aspx',
  },
  employerRegistration: {
    title: 'Revenue: Registration of employers for PAYE – How to register',
    url: 'https://www.revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/registration-of-employers-for-paye-purposes/how-to-register.aspx',
  },
  financeAct2025Vans: {
    title:
      'Irish Statute Book: Finance Act 2025, section 25 (benefit of use of van: the OMV reductions for 2023 to 2028 and for electric vans)',
    url: 'https://www.irishstatutebook.ie/eli/2025/act/18/section/25/enacted/en/html',
  },
  ebriefVehicles2025: {
    title:
      'Revenue eBrief No. 253/25, 30 December 2025: Employer provided vehicles (Finance Act 2025: OMV reduction for 2026 to 2028, category A1, permanent 48,001 km band)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2025/no-2532025.aspx',
  },
  evBikAnswer: {
    title: 'Dáil Éireann written answer, 8 October 2025 (question 179): tapered BIK relief for electric cars and vans to the end of 2027',
    url: 'https://www.oireachtas.ie/en/debates/question/2025-10-08/179/',
  },
  cycleToWork: {
    title: 'Citizens Information: Cycle to Work Scheme',
    url: 'https://www.citizensinformation.ie/en/travel-and-recreation/cycling/cycle-to-work-scheme/',
  },
  taxClearancePublicContracts: {
    title: 'Revenue: When is a Tax Clearance Certificate required? – To apply for a public sector contract',
    url: 'https://www.revenue.ie/en/starting-a-business/tax-clearance/when-is-a-tax-clearance-certificate-required/to-apply-for-a-public-sector-contract.aspx',
  },
  closeCompanySurcharge: {
    title: 'Revenue: Close companies – Surcharge on undistributed income',
    url: 'https://www.revenue.ie/en/companies-and-charities/corporation-tax-for-companies/close-companies/surcharge.aspx',
  },
  kdb: {
    title: 'Revenue: Knowledge Development Box (KDB)',
    url: 'https://www.revenue.ie/en/companies-and-charities/reliefs-and-exemptions/knowledge-development-box-kdb/index.aspx',
  },
  ebriefPart16: {
    title:
      'Revenue eBrief No. 258/24, 18 October 2024: Relief for Investments in Corporate Trades (EII, SURE and SCI, Tax and Duty Manual Part 16-00-02)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-2582024.aspx',
  },
  financeAct2024Part16: {
    title: 'Irish Statute Book: Finance Act 2024, section 37 (Part 16 reliefs, EII and SURE: shares issued up to 31 December 2026)',
    url: 'https://www.irishstatutebook.ie/eli/2024/act/43/section/37/enacted/en/html',
  },
  financeAct2003WearAndTear: {
    title: 'Irish Statute Book: Finance Act 2003, section 23 (wear and tear allowances at 12.5% a year on plant and machinery)',
    url: 'https://www.irishstatutebook.ie/2003/en/act/pub/0003/sec0023.html',
  },
  financeAct2019Cars: {
    title: 'Irish Statute Book: Finance Act 2019, section 19 (emissions-based limits on capital allowances for cars from 1 January 2021)',
    url: 'https://www.irishstatutebook.ie/2019/en/act/pub/0045/sec0019.html',
  },
  financeAct2024Cars: {
    title:
      'Irish Statute Book: Finance Act 2024, section 33 (lower emissions thresholds for car capital allowances, for spending from 1 January 2027)',
    url: 'https://www.irishstatutebook.ie/eli/2024/act/43/section/33/enacted/en/html',
  },
  tcaLosses: {
    title: 'Irish Statute Book: Taxes Consolidation Act 1997, section 396 (corporation tax relief for trading losses)',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0396.html',
  },
  pswt: {
    title: 'Revenue: Professional Services Withholding Tax (PSWT)',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/pswt/index.aspx',
  },
  pswtCredit: {
    title: 'Revenue: Credit for PSWT deducted (the credit, preliminary tax and interim refunds)',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/pswt/credit-pwst-deducted.aspx',
  },
  pswtAccountablePersons: {
    title: 'Revenue: PSWT for accountable persons (payment notifications, the 20% deduction, the F30 return)',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/pswt/pswt-for-accountable-persons.aspx',
  },
  payAndFile: {
    title: 'Revenue: A guide to self-assessment – Pay and file system, how does it work? (including the surcharge for late returns)',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/pay-file-system.aspx',
  },
  incomeAveraging: {
    title: 'Dáil Éireann written answer, 10 October 2023 (question 134): income averaging for farmers under section 657 TCA 1997',
    url: 'https://www.oireachtas.ie/en/debates/question/2023-10-10/134/',
  },
  stockRelief: {
    title: 'Revenue: Tax reliefs related to farming – Stock relief',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/farm/farming-tax-reliefs/stock-relief.aspx',
  },
  farmConsolidation: {
    title: 'Revenue: Working out your Stamp Duty – Farm Consolidation Relief',
    url: 'https://www.revenue.ie/en/property/stamp-duty/working-out-your-stamp-duty/farm-consolidation-relief.aspx',
  },
  youngTrainedFarmerStampDuty: {
    title:
      'Revenue eBrief No. 090/19, 2 May 2019: Stamp duty relief on the transfer of land to young trained farmers (section 81AA SDCA 1999)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2019/no-0902019.aspx',
  },
} satisfies Record<string, OfficialSource>;
