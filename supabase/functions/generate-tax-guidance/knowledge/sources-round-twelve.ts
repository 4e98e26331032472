// The official pages read on 29 November 2026 for the twelfth round: topics an
// owner meets that had no entry (who pays Local Property Tax on a let home,
// rental losses, CGT on giving an asset away, the vintage rate of motor tax,
// the carbon tax on fuels, the pension standard fund threshold), and named
// facts added to entries that had the topic (VAT on diesel, the top VRT band,
// the licensing year of a pub's licence, health insurance an employer pays).
// Each URL was read in a stored copy of that page or, where the note on an
// entry says so, in a mirror of it (kildarestreet.com for the Dáil record) or
// in secondary copies reporting it; what a page did not state is left out.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const ROUND_TWELVE_CHECKED_ON = '2026-11-29';

export const roundTwelveSources = {
  lptLiable: {
    title: 'Revenue: Local Property Tax (LPT) liability – Who is liable for LPT?',
    url: 'https://www.revenue.ie/en/property/local-property-tax/lpt-liability/who-liable-lpt.aspx',
  },
  lptTenants: {
    title: 'Revenue: Who is liable for Local Property Tax – Liability of tenants and lease-holders',
    url: 'https://www.revenue.ie/en/property/local-property-tax/who-is-liable-for-lpt-and-or-household-charge/are-tenants-liable.aspx',
  },
  rentalLosses: {
    title: 'Revenue: Irish rental income – Rental profit and losses',
    url: 'https://www.revenue.ie/en/property/rental-income/irish-rental-income/rental-profit-and-losses.aspx',
  },
  cgtCalculate: {
    title: 'Revenue: Capital Gains Tax (CGT) on the sale, gift or exchange of an asset – How to calculate CGT',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/transfering-an-asset/how-to-calculate-cgt.aspx',
  },
  cgtWhatOn: {
    title: 'Revenue: Capital Gains Tax (CGT) on the sale, gift or exchange of an asset – What do you pay CGT on?',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/transfering-an-asset/what-do-you-pay-cgt-on.aspx',
  },
  vintageMotorTax: {
    title: 'Wexford County Council (motor tax authority): Vintage vehicles',
    url: 'https://wexfordcoco.ie/motor-tax/vehicle-tax/vintage-vehicles',
  },
  vintageTractorAnswer: {
    title: 'Dáil written answer, Motor Tax Collection (Q452, 30 April 2014): the annual rate of motor tax for vintage vehicles',
    url: 'https://www.oireachtas.ie/en/debates/question/2014-04-30/452/',
  },
  budget2026Statement: {
    title: 'Dáil Éireann, 7 October 2025: Financial Resolutions – Budget Statement 2026 (the carbon tax increase)',
    url: 'https://www.oireachtas.ie/en/debates/debate/dail/2025-10-07/',
  },
  financeBill2025Carbon: {
    title: 'Dáil Éireann, 26 November 2025: Finance Bill 2025, Report Stage (mineral oil tax and its carbon component)',
    url: 'https://www.oireachtas.ie/en/debates/debate/dail/2025-11-26/',
  },
  sftAnswer: {
    title: 'Dáil written answer, Tax Data (Q180, 23 November 2023): the standard fund threshold and chargeable excess tax at 40%',
    url: 'https://www.oireachtas.ie/en/debates/question/2023-11-23/180/',
  },
  sftFinanceAct: {
    title: 'Irish Statute Book: Finance Act 2024, section 13 (pensions: standard fund threshold)',
    url: 'https://www.irishstatutebook.ie/eli/2024/act/43/section/13/enacted/en/html',
  },
  vrtBandsDebate: {
    title:
      'Dáil Éireann, 23 November 2023: Priority Questions – Vehicle Registration Tax (the 20 CO2 bands, from 7% in band 1 to 41% in band 20)',
    url: 'https://www.oireachtas.ie/en/debates/debate/dail/2023-11-23/',
  },
  dieselVatAnswer: {
    title: 'Dáil written answer, VAT Rebates (Q109, 20 June 2018): VAT on diesel deductible, on petrol not',
    url: 'https://www.oireachtas.ie/en/debates/question/2018-06-20/109/',
  },
  licensingYearAnswer: {
    title: "Dáil written answer, Liquor Licensing Laws (Q107, 16 February 2005): publicans' licences expire each year on 30 September",
    url: 'https://www.oireachtas.ie/en/debates/question/2005-02-16/107/',
  },
  registerSelfAssessment: {
    title: 'Revenue: Who should register for Income Tax self-assessment? (and how to de-register)',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/register-it-self-assessment.aspx',
  },
  recordsSixYears: {
    title: 'Revenue: VAT records to be kept – How long do you keep records for?',
    url: 'https://www.revenue.ie/en/vat/vat-records-invoices-and-credit-notes/vat-records-to-be-kept/how-long-do-you-keep-records-for.aspx',
  },
  employerMedicalInsurance: {
    title: 'Revenue: Valuation of benefits – Payment of medical insurance for employees',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/valuation-of-benefits/payment-medical-insurance-employees.aspx',
  },
} as const satisfies Record<string, OfficialSource>;
