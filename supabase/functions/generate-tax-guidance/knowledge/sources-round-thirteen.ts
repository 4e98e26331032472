// The pages read on 30 November 2026 for the thirteenth round: topics an owner
// meets that had no entry (selling goods to VAT-registered businesses in other
// EU countries and the VIES statement for them, the Intrastat return on goods
// moved between EU countries, VRT on vans, lorries and other commercial
// vehicles, business entertainment, the Enhanced Reporting Requirements for
// tax-free payments to staff, VAT on rent, a company's capital gains, bonuses and other extra pay, employing someone in your home, money taken out
// when a company is wound up), and named facts added to entries that had the topic (which
// return a shareholder files for a dividend, the Foreign Earnings Deduction's
// extension to 2030). Each URL was read in a stored copy of that page or,
// where the note on an entry says so, in a copy of it on another site
// (Chartered Accountants Ireland's TaxSource, a consolidated statute, the
// kildarestreet.com mirror of the Dáil record); where a figure was found only
// on a secondary page, the entry's note names that page. What a page did not
// state is left out.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const ROUND_THIRTEEN_CHECKED_ON = '2026-11-30';

export const roundThirteenSources = {
  vatActSection82: {
    title: 'Irish Statute Book: Value-Added Tax Consolidation Act 2010, section 82 (statement of intra-Community supplies of goods)',
    url: 'https://www.irishstatutebook.ie/eli/2010/act/31/section/82/enacted/en/index.html',
  },
  icsZeroRate: {
    title: 'Revenue: Intra-Community supplies (ICS) – Zero rate of VAT on ICS of goods (supplies of goods to businesses in the EU)',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/intracommunity-supplies/supplies-of-goods-to-businesses-in-the-european-union-eu.aspx',
  },
  icsIssuesForSuppliers: {
    title: 'Revenue: Intra-Community supplies (ICS) – Issues for suppliers to be aware of',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/intracommunity-supplies/issues-for-suppliers-to-be-aware-of.aspx',
  },
  intrastatRegulations: {
    title: 'Irish Statute Book: S.I. No. 396/2024, European Union (Statistics) (Intra-Union Trade in Goods) Regulations 2024',
    url: 'https://www.irishstatutebook.ie/eli/2024/si/396/made/en/print',
  },
  vrtApplyingTax: {
    title: 'Revenue: Calculating Vehicle Registration Tax – Applying the tax (the five VRT categories)',
    url: 'https://www.revenue.ie/en/importing-vehicles-duty-free-allowances/guide-to-vrt/calculating-vrt/applying-the-tax.aspx',
  },
  dividendIncome: {
    title: 'Revenue: Dividend income',
    url: 'https://www.revenue.ie/en/additional-incomes/dividend-income/index.aspx',
  },
  financeBill2025Fed: {
    title:
      'Dáil Éireann, 26 November 2025: Finance Bill 2025, Report and Final Stages (the Foreign Earnings Deduction extended to the end of 2030)',
    url: 'https://www.oireachtas.ie/en/debates/debate/dail/2025-11-26/',
  },
  businessEntertainmentSection: {
    title: 'Irish Statute Book: Taxes Consolidation Act 1997, section 840 (business entertainment)',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/39/section/840/enacted/en/html',
  },
  businessEntertainmentFirstAct: {
    title: 'Irish Statute Book: Finance Act 1982, section 20 (business entertainment expenses), the rule section 840 carries on',
    url: 'https://www.irishstatutebook.ie/1982/en/act/pub/0014/sec0020.html',
  },
  errFinanceAct: {
    title:
      'Irish Statute Book: Finance Act 2022, section 9 (section 897C TCA 1997: returns by employers in relation to reportable benefits)',
    url: 'https://www.irishstatutebook.ie/eli/2022/act/44/section/9/enacted/en/html',
  },
  rtdEbrief: {
    title: 'Revenue eBrief No. 024/24, 16 January 2024: VAT Return of Trading Details (the new Tax and Duty Manual)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-0242024.aspx',
  },
  vatRatePropertyLettings: {
    title: "Revenue: VAT rates – Property (Lettings): exempt, with the landlord's option to tax",
    url: 'https://www.revenue.ie/en/vat/vat-rates/search-vat-rates/P/property-lettings-.aspx',
  },
  vatActSection97: {
    title: 'Irish Statute Book: Value-Added Tax Consolidation Act 2010, section 97 (option to tax letting of immovable goods)',
    url: 'https://www.irishstatutebook.ie/eli/2010/act/31/section/97/enacted/en/html',
  },
  capitalGainsCompanies: {
    title: 'Revenue: Capital gains for companies',
    url: 'https://www.revenue.ie/en/companies-and-charities/capital-gains-for-companies/index.aspx',
  },
  companyGainsSection78: {
    title: "Irish Statute Book: Taxes Consolidation Act 1997, section 78 (computation of companies' chargeable gains)",
    url: 'https://www.irishstatutebook.ie/eli/1997/act/39/section/78/enacted/en/html',
  },
  otherPayments: {
    title: 'Revenue: Employee pay day – calculating Income Tax and USC – Other payments (bonuses, arrears, holiday pay)',
    url: 'https://www.revenue.ie/en/employing-people/paying-an-employee/employee-pay-day-calculating-income-tax-and-usc/other-payments.aspx',
  },
  childmindersEmployees: {
    title: 'Revenue: Registering child minders as employees',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/children/registering-childminders-employees.aspx',
  },
  registrationOfEmployers: {
    title: 'Revenue: Registration of employers for Pay As You Earn (PAYE)',
    url: 'https://www.revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/registration-of-employers-for-paye-purposes/index.aspx',
  },
  capitalDistributionsSection583: {
    title: 'Irish Statute Book: Taxes Consolidation Act 1997, section 583 (capital distributions by companies)',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/39/section/583/enacted/en/html',
  },
} as const satisfies Record<string, OfficialSource>;
