// The official pages read on 29 November 2026 for the eleventh round: topics on
// Revenue's own topic lists that an owner meets at work or at home and that had
// no entry (long service awards, removal and relocation expenses, the Retail
// Export Scheme, employee share options, approved and restricted share schemes,
// ordinary residence, alcohol and tobacco brought from another EU country,
// carrying cash in or out of the EU, VAT on business gifts and samples, tax
// after a death, marked gas oil, scholarships, buying online from outside the
// EU and VAT on solar panels for a home). Each URL was read in a stored copy of
// that page; what a page did not state is left out of the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const BREADTH_ELEVEN_CHECKED_ON = '2026-11-29';

export const breadthElevenSources = {
  serviceAwards: {
    title: 'Revenue: Service and performance schemes and awards',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/other-benefits/service-and-performance-schemes-and-awards.aspx',
  },
  removalExpenses: {
    title: 'Revenue: Removal and relocation expenses',
    url: 'https://www.revenue.ie/en/employing-people/employee-expenses/removal-and-relocation-expenses/index.aspx',
  },
  retailExportOverview: {
    title: 'Revenue: Retail Export Scheme – Overview',
    url: 'https://www.revenue.ie/en/vat/retail-export-scheme/index.aspx',
  },
  retailExportRetailers: {
    title: 'Revenue: Retail Export Scheme – How do retailers operate the scheme?',
    url: 'https://www.revenue.ie/en/vat/retail-export-scheme/how-do-retailers-operate-the-scheme.aspx',
  },
  retailExportAgents: {
    title: 'Revenue: Retail Export Scheme – How do refund agents operate the scheme?',
    url: 'https://www.revenue.ie/en/vat/retail-export-scheme/vat-refund-agent.aspx',
  },
  unapprovedOptionsEmployer: {
    title: 'Revenue: Shares for employees – Unapproved share options',
    url: 'https://www.revenue.ie/en/employing-people/share-schemes/employees/unapproved-options.aspx',
  },
  unapprovedOptionsRtso: {
    title: 'Revenue: Unapproved share option schemes – How to calculate and pay Relevant Tax on Share Options',
    url: 'https://www.revenue.ie/en/additional-incomes/employment-related-shares/unapproved-share-option-schemes/calculate-pay-rtso.aspx',
  },
  approvedShareSchemes: {
    title: 'Revenue: Employment related shares – Approved share schemes',
    url: 'https://www.revenue.ie/en/additional-incomes/employment-related-shares/approved-share-schemes.aspx',
  },
  restrictedShares: {
    title: 'Revenue: Taxation of employment related shares – Restricted shares',
    url: 'https://www.revenue.ie/en/additional-incomes/employment-related-shares/taxation-of-employment-related-shares/restricted-shares.aspx',
  },
  ordinaryResidence: {
    title: 'Revenue: How to know if you are ordinarily resident for tax purposes',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/tax-residence/how-to-know-if-you-are-ordinarily-resident-for-tax-purposes.aspx',
  },
  travelWithinEu: {
    title: 'Revenue: Travelling from within the EU – Duty-paid and tax-paid goods',
    url: 'https://www.revenue.ie/en/importing-vehicles-duty-free-allowances/customs-information-travelling-duty-free-allowances/travelling-from-within-the-eu/duty-paid-and-tax-paid-goods.aspx',
  },
  cashControls: {
    title: 'Revenue: Customs and Excise – Cash Controls (information for travellers entering or leaving the EU)',
    url: 'https://www.revenue.ie/en/customs/leaflets/customs-excise-cash-controls.html',
  },
  unaccompaniedCash: {
    title: 'Revenue: Travelling with, or sending, cash – Unaccompanied cash',
    url: 'https://www.revenue.ie/en/customs/individuals/travelling-with-sending-cash/unaccompanied-cash.aspx',
  },
  customsActCash: {
    title: 'Irish Statute Book: Customs Act 2015, section 42 (controls of cash entering or leaving the EU)',
    url: 'https://www.irishstatutebook.ie/2015/en/act/pub/0018/sec0042.html',
  },
  vatGifts: {
    title: 'Revenue: VAT on gifts, advertising goods, samples and replacements',
    url: 'https://www.revenue.ie/en/vat/vat-on-goods/when-is-vat-charged-on-goods/vat-gifts-advertising-goods-samples-replacements.aspx',
  },
  personalRepresentative: {
    title: 'Revenue: Information on tax after a bereavement – Duties of a personal representative',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/death-and-bereavement/information-on-tax-after-a-bereavement/duties-of-a-personal-representative.aspx',
  },
  fuelMarker: {
    title: 'Revenue: Fuel marker (Marked Gas Oil and Marked Kerosene)',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/mineral-oil-tax/mineral-oil-traders/fuel-marker.aspx',
  },
  scholarships: {
    title: 'Irish Statute Book: Taxes Consolidation Act 1997, section 193 (income from scholarships)',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0193.html',
  },
  buyingOnlineOverview: {
    title: 'Revenue: Buying goods online for personal use – Overview',
    url: 'https://www.revenue.ie/en/importing-vehicles-duty-free-allowances/buying-of-goods-online-for-personal-use/index.aspx',
  },
  buyingOnlineOutsideEu: {
    title: 'Revenue: Buying goods online for personal use – Buying goods from outside the European Union (EU), including the UK',
    url: 'https://www.revenue.ie/en/importing-vehicles-duty-free-allowances/buying-of-goods-online-for-personal-use/outside-the-eu.aspx',
  },
  buyingOnlineFromEu: {
    title: 'Revenue: Buying goods online for personal use – Buying goods from a European Union (EU) country',
    url: 'https://www.revenue.ie/en/customs/individuals/buying-online-personal/from-eu.aspx',
  },
  solarPanels: {
    title: 'Revenue: Solar panels – supply and installation',
    url: 'https://www.revenue.ie/en/vat/vat-on-services/solar-panels/index.aspx',
  },
  solarResolution: {
    title:
      'Dáil Éireann debate, 18 April 2023: Finance Bill 2023 Financial Resolution (zero rate of VAT on solar panels for private dwellings)',
    url: 'https://www.oireachtas.ie/ga/debates/debate/dail/2023-04-18/10/',
  },
  solarSchools: {
    title: 'Dáil Éireann written answer, 1 February 2024: Tax Code (zero rate for solar panels on private dwellings and schools)',
    url: 'https://www.oireachtas.ie/en/debates/question/2024-02-01/149/',
  },
} as const satisfies Record<string, OfficialSource>;
