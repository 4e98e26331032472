// The official pages read on 29 November 2026 for the fourteenth round: what
// an owner of a small business meets at work or at home, from revenue.ie's
// topic lists (customs, property, employing people, VAT for farmers, companies,
// self-employed, capital taxes, vehicles), on topics that had no entry. Each
// URL was read in a stored copy of that page; where only a third party's copy
// of an official text was found (a Revenue eBrief or Tax and Duty Manual on
// charteredaccountants.ie, studylib.net or documentine.com, a consolidated
// section of an Act), the address given is the official one that copy
// reproduces and the entry's sourceNotes says so. What a page did not state is
// left out of the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const BREADTH_FOURTEEN_CHECKED_ON = '2026-11-29';

export const breadthFourteenSources = {
  lptSellingOverview: {
    title: 'Revenue: Local Property Tax – Selling, buying or transferring a property',
    url: 'https://www.revenue.ie/en/property/local-property-tax/selling-buying-or-transferring-a-property/index.aspx',
  },
  lptSelling: {
    title: 'Revenue: Local Property Tax – You are selling a property',
    url: 'https://www.revenue.ie/en/property/local-property-tax/selling-buying-or-transferring-a-property/you-are-selling-a-property.aspx',
  },
  lptBuying: {
    title: 'Revenue: Local Property Tax – You are buying a property',
    url: 'https://www.revenue.ie/en/property/local-property-tax/selling-buying-or-transferring-a-property/you-are-buying-a-property.aspx',
  },
  medicalInsuranceEmployees: {
    title: 'Revenue: Valuation of benefits – Payment of medical insurance for employees',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/valuation-of-benefits/payment-medical-insurance-employees.aspx',
  },
  medicalInsurancePlans: {
    title: 'Revenue: Medical insurance plans and check-ups (benefit in kind)',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/other-benefits/medical-insurance-plans-check-ups.aspx',
  },
  farmerRefundGuidance: {
    title: 'Revenue press release 4 June 2024: Revenue publishes guidance on the Flat-Rate Farmers VAT Refund Order',
    url: 'https://www.revenue.ie/en/corporate/press-office/press-releases/2024/pr-060424-guidance-vat.aspx',
  },
  farmerRefundOrder: {
    title: 'Value-Added Tax (Refund of Tax) (Flat-rate Farmers) Order 2012 (S.I. No. 201 of 2012)',
    url: 'https://www.irishstatutebook.ie/eli/2012/si/201/made/en/print',
  },
  woodlandsExemption: {
    title: 'Revenue: Woodlands exemption (companies)',
    url: 'https://www.revenue.ie/en/companies-and-charities/reliefs-and-exemptions/woodlands-exemption/index.aspx',
  },
  woodlandsEbrief: {
    title: 'Revenue eBrief No. 80/2015: High Income Earners Restriction and exempt woodlands income',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2015/no-802015.aspx',
  },
  transferToCompanyEbrief: {
    title: 'Revenue eBrief No. 111/2014: Capital Gains Tax – Transfer of a business to a company (section 600 TCA 1997)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2014/no-1112014.aspx',
  },
  transferToCompanyAct: {
    title: 'Taxes Consolidation Act 1997, section 600: Transfer of business to company',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0600.html',
  },
  commencementRules: {
    title: 'Revenue Tax and Duty Manual Part 04-03-03: Trade or profession – commencement rules',
    url: 'https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-04/04-03-03.pdf',
  },
  cessationRules: {
    title:
      'Revenue Tax and Duty Manual Part 04-03-05: Cessation of a trade or profession or change in accounting date – review of preceding year',
    url: 'https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-04/04-03-05.pdf',
  },
  partnersAssessment: {
    title: 'Taxes Consolidation Act 1997, section 1008: Separate assessment of partners',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec1008.html',
  },
  partnershipReturns: {
    title: 'Taxes Consolidation Act 1997, section 880: Partnership returns',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/39/section/880/enacted/en/index.html',
  },
  ixbrlHowTo: {
    title: 'Revenue: Submitting financial statements in iXBRL – How to file and what to include',
    url: 'https://www.revenue.ie/en/companies-and-charities/corporation-tax-for-companies/submitting-financial-statements/how-to.aspx',
  },
  ixbrlPhases: {
    title: 'Revenue: Submission of Financial Statements in iXBRL (the phased obligation and its exclusion criteria)',
    url: 'https://www.revenue.ie/en/online/ros/ixbrl/index.html',
  },
  ixbrlEbrief: {
    title: 'Revenue eBrief No. 255/24: Submission of iXBRL Financial Statements as part of Corporation Tax Returns',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-2552024.aspx',
  },
  carFromBritain2024: {
    title: 'Dáil written answer, 6 March 2024 (Question 68): Customs and Excise – importing a vehicle from the UK',
    url: 'https://www.oireachtas.ie/en/debates/question/2024-03-06/68/',
  },
  carFromBritain2022: {
    title: 'Dáil written answer, 29 September 2022 (Question 109): Vehicle Registration Tax – used vehicles from Great Britain',
    url: 'https://www.oireachtas.ie/en/debates/question/2022-09-29/109/',
  },
  carFromBritain2021: {
    title: 'Dáil written answer, 31 March 2021 (Question 123): Customs and Excise – second-hand cars from the UK',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-03-31/123/',
  },
  electricityTaxRates: {
    title: 'Revenue: Electricity Tax – Rates',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/energy-taxes/electricity-tax/rates.aspx',
  },
  electricityTaxSupplies: {
    title: 'Revenue: Electricity Tax – Taxable supplies',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/energy-taxes/electricity-tax/taxable-supplies.aspx',
  },
  electricityTaxReliefs: {
    title: 'Revenue: Electricity Tax – Reliefs',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/energy-taxes/electricity-tax/reliefs.aspx',
  },
  foreignDepositIncome: {
    title: 'Revenue: Deposit Interest – Foreign deposit income',
    url: 'https://www.revenue.ie/en/additional-incomes/dirt/foreign-deposit-income.aspx',
  },
  lossReliefManual: {
    title: 'Revenue Tax and Duty Manual Part 12-01-02: Income tax relief for losses incurred in a trade or profession',
    url: 'https://www.revenue.ie/en/tax-professionals/tdm/income-tax-capital-gains-tax-corporation-tax/part-12/12-01-02.pdf',
  },
  lossReliefEbrief: {
    title: 'Revenue eBrief No. 176/20: Tax and Duty Manual on income tax relief for losses incurred in a trade or profession updated',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2020/no-1762020.aspx',
  },
  terminalLoss: {
    title: 'Taxes Consolidation Act 1997, section 385: Terminal loss',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0385.html',
  },
} as const satisfies Record<string, OfficialSource>;
