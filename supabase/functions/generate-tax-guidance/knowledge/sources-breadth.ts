// The official pages read on 29 November 2026 for the breadth round: topics on
// Revenue's and Citizens Information's own topic lists that an owner of a small
// business meets at work or at home and the knowledge had no entry for (what a
// VAT invoice must show, bad debts, VAT on selling a building, paying tax by
// instalments, owning up to a mistake, artists, tips, maintenance after a
// separation, working across the border, the year you marry, farmland between
// relatives, leases, the diesel rebate, selling through online platforms).
// Each URL was read in a stored copy of that page; what a page did not state is
// left out of the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const BREADTH_CHECKED_ON = '2026-11-29';

export const breadthSources = {
  vatInvoiceContents: {
    title: 'Revenue: Invoices – What information is required on a VAT invoice?',
    url: 'https://www.revenue.ie/en/vat/vat-records-invoices-and-credit-notes/invoices/what-information-is-required-on-a-vat-invoice.aspx',
  },
  vatInvoiceOtherTypes: {
    title: 'Revenue: Invoices – Other types of VAT invoices (electronic, batch, simplified and summary invoicing)',
    url: 'https://www.revenue.ie/en/vat/vat-records-invoices-credit-notes/invoices/other-types-vat-invoices.aspx',
  },
  vatBadDebt: {
    title: 'Revenue: Bad debt relief (VAT)',
    url: 'https://www.revenue.ie/en/vat/charging-vat/vat-and-bad-debt-relief/index.aspx',
  },
  vatPropertyExempt: {
    title: 'Revenue: Supply of property – When is the supply of a property exempt? (and the joint option to tax)',
    url: 'https://www.revenue.ie/en/vat/vat-on-property-and-construction/vat-and-the-supply-of-property/when-is-the-supply-of-a-property-exempt.aspx',
  },
  vatPropertyGuide: {
    title: 'Revenue: VAT on Property Guide – The Supply of Property (new system from 1 July 2008)',
    url: 'https://www.revenue.ie/en/tax/vat/leaflets/property-guide/supply-of-property.html',
  },
  phasedPayment: {
    title: 'Revenue: Phased Payment Arrangements (PPAs)',
    url: 'https://www.revenue.ie/en/starting-a-business/paying-your-tax/phased-payment-arrangements/index.aspx',
  },
  ppaPaymentDifficulties: {
    title: 'Revenue: Phased Payment Arrangements (PPAs) – Payment difficulties (deferrals and payment breaks)',
    url: 'https://www.revenue.ie/en/starting-a-business/paying-your-tax/phased-payment-arrangements/payment-difficulties.aspx',
  },
  taxPaymentDifficulties: {
    title: 'Revenue: Tax payment difficulties',
    url: 'https://www.revenue.ie/en/starting-a-business/paying-your-tax/tax-payment-difficulties.aspx',
  },
  ppaInstalments: {
    title: 'Revenue: Phased Payment Arrangements – Down-payments and instalments',
    url: 'https://www.revenue.ie/en/starting-a-business/paying-your-tax/phased-payment-arrangements/down-payments-and-instalments.aspx',
  },
  debtWarehouse: {
    title: 'Revenue: Debt warehousing – Amendments to the Debt Warehousing Scheme, 5 February 2024 (0% interest)',
    url: 'https://www.revenue.ie/en/starting-a-business/paying-your-tax/debt-warehousing/amendments.aspx',
  },
  qualifyingDisclosure: {
    title: 'Revenue: Making a disclosure – What is a qualifying disclosure?',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/making-a-disclosure/qualifying-disclosure.aspx',
  },
  artistsExemption: {
    title: "Revenue: Artists' Exemption (overview)",
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/artists-exemption/index.aspx',
  },
  artistsDetermination: {
    title: "Revenue: Artists' Exemption – How to get a determination",
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/artists-exemption/how-to-get-a-determination.aspx',
  },
  artistsPrsiUsc: {
    title: "Revenue: Artists' Exemption – PRSI, VAT, USC and the High Earners' Restriction",
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/artists-exemption/prsi-vat-usc-and-the-high-earners-restriction.aspx',
  },
  tipsAnswer: {
    title: 'Dáil Éireann written answers, 15 February 2022 (Questions 293 and 294): tax on tips, gratuities and service charges',
    url: 'https://www.oireachtas.ie/en/debates/question/2022-02-15/294/',
  },
  maintenanceRevenue: {
    title: 'Revenue: Maintenance payments – Legally enforceable maintenance payments',
    url: 'https://www.revenue.ie/en/additional-incomes/maintenance-payments/legally-enforceable-maintenance-payments.aspx',
  },
  maintenanceAnswer: {
    title: 'Dáil Éireann written answer, 14 December 2022 (Question 55): tax treatment of maintenance payments',
    url: 'https://www.oireachtas.ie/en/debates/question/2022-12-14/55/',
  },
  transborderWorkers: {
    title: "Revenue: Transborder Workers' Relief – Who qualifies for Transborder Workers' Relief?",
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/trans-border-workers-relief/who-qualifies-for-trans-border-workers-relief.aspx',
  },
  marriedPeople: {
    title: 'Citizens Information: Taxation of married people and civil partners',
    url: 'https://www.citizensinformation.ie/en/money-and-tax/tax/income-tax/taxation-of-married-people/',
  },
  consanguinityAnswer: {
    title: 'Dáil Éireann written answer, 27 July 2021 (Question 391): consanguinity relief',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-07-27/391/',
  },
  consanguinityManual: {
    title: 'Revenue eBrief No. 119/25 (16 June 2025): Schedule 1 – Consanguinity relief',
    url: 'https://www.revenue.ie/ga/tax-professionals/ebrief/2025/no-1192025.aspx',
  },
  stampDutyLeases: {
    title: 'Revenue: Stamp Duty and leases – Rates',
    url: 'https://www.revenue.ie/en/property/stamp-duty/leases/rates.aspx',
  },
  stampDutyLeasesCurrent: {
    title: 'Revenue: Current rates of Stamp Duty – Leases (including agreements for a lease)',
    url: 'https://www.revenue.ie/en/property/stamp-duty/current-rates-of-stamp-duty/leases-including-agreements-for-a-lease.aspx',
  },
  dieselRebateQualify: {
    title: 'Revenue: Diesel Rebate Scheme – To qualify for the Diesel Rebate Scheme',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/diesel-rebate-scheme/qualify.aspx',
  },
  dieselRebateClaim: {
    title: 'Revenue: Diesel Rebate Scheme – Claim (Republic of Ireland licence holders)',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/diesel-rebate-scheme/claim-roi.aspx',
  },
  dieselRebateFaq: {
    title: 'Revenue: Diesel Rebate Scheme – Frequently Asked Questions (how much is repayable)',
    url: 'https://www.revenue.ie/en/tax/excise/diesel-rebate-scheme/faqs.html',
  },
  liquorLicenceRenewal: {
    title: 'Revenue: Waiver of excise duty on on-trade liquor licences – Renewal application process',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/excise-licensing/waiver-on-trade-liquor-licences/renewal-application-process.aspx',
  },
  publicansLicenceTurnover: {
    title: "Revenue: Publican's Licence – Cost of renewal based on previous turnover",
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/excise-licensing/publicans-licences/cost-of-renewal-based-on-previous-turnover.aspx',
  },
  publicansLicenceNew: {
    title: "Revenue: Excise Licences – Publicans (applying for a new Publican's Licence)",
    url: 'https://www.revenue.ie/en/tax/excise/excise-licensing/publicans-licences.html',
  },
  dac7Sellers: {
    title: 'Revenue: DAC7 – Information reported in respect of sellers (and the tax obligations of sellers using online platforms)',
    url: 'https://www.revenue.ie/en/companies-and-charities/international-tax/aeoi/dac7/information-member-states.aspx',
  },
  dac7Reporting: {
    title: 'Revenue: DAC7 – Reporting obligations for platform operators',
    url: 'https://www.revenue.ie/en/companies-and-charities/international-tax/aeoi/dac7/reporting.aspx',
  },
  // Read on 29 November 2026 for the farming conditions of consanguinity relief.
  consanguinityRelief: {
    title: 'Revenue: Working out your Stamp Duty – Consanguinity Relief',
    url: 'https://www.revenue.ie/en/property/stamp-duty/working-out-your-stamp-duty/consanguinity-relief.aspx',
  },
} satisfies Record<string, OfficialSource>;
