// The official pages read on 29 November 2026 for the ninth round: topics an
// owner meets that had no entry (appealing a Revenue assessment, bringing goods
// home from outside the EU, authorising a PAYE agent, the VAT margin scheme,
// ATA carnets, VRT back on a car sold abroad, Binding Tariff Information, a new
// company telling Revenue it has started, retired sportspeople, rent from a
// property abroad, a motor tax refund) and named facts missing from entries
// that had the topic. Each URL was read in a stored copy of that page; what a
// page did not state is left out of the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const ROUND_NINE_CHECKED_ON = '2026-11-29';

export const roundNineSources = {
  appealHow: {
    title: 'Revenue: Appeals – How to make an appeal',
    url: 'https://www.revenue.ie/en/corporate/information-about-revenue/appeals/how-to-make-an-appeal.aspx',
  },
  appealAfter: {
    title: 'Revenue: Appeals – What happens after an appeal is accepted',
    url: 'https://www.revenue.ie/en/corporate/information-about-revenue/appeals/what-happens-after-an-appeal-is-accepted.aspx',
  },
  travellersAllowances: {
    title: 'Revenue: Travelling from outside the EU – Duty-free allowances',
    url: 'https://www.revenue.ie/en/importing-vehicles-duty-free-allowances/customs-information-travelling-duty-free-allowances/travelling-from-outside-the-eu/duty-free-allowances.aspx',
  },
  travellersRules: {
    title: 'Revenue: Travelling from outside the EU – Duty-free rules',
    url: 'https://www.revenue.ie/en/customs/individuals/info-travelling-duty-free/from-outside-eu/rules.aspx',
  },
  taxAgent: {
    title: 'Revenue: Using a tax agent or tax service',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/tax-agent-tax-service/index.aspx',
  },
  taxAgentChanges: {
    title: 'Revenue: Upcoming changes to tax agent authorisations (withdrawal of the A2 process)',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/tax-agent-tax-service/changes-agent-authorisations.aspx',
  },
  marginScheme: {
    title: 'Revenue: Margin scheme',
    url: 'https://www.revenue.ie/en/vat/vat-on-goods/schemes/margin-scheme/index.aspx',
  },
  marginSchemeAct: {
    title: 'Irish Statute Book: Finance Act 2010, section 119 (second-hand means of transport brought into the margin scheme)',
    url: 'https://www.irishstatutebook.ie/2010/en/act/pub/0005/sec0119.html',
  },
  ataCarnets: {
    title: 'Revenue: ATA carnets – temporary admission and export of certain goods',
    url: 'https://www.revenue.ie/en/customs/businesses/temp-admission-exports/ata-carnets/index.aspx',
  },
  vrtExportWhat: {
    title: 'Revenue: What is the VRT Export Repayment Scheme?',
    url: 'https://www.revenue.ie/en/vrt/export-repayment-scheme/what-is-the-vrt-export-repayment-scheme.aspx',
  },
  vrtExportClaim: {
    title: 'Revenue: Export Repayment Scheme – Making a claim',
    url: 'https://www.revenue.ie/en/vrt/export-repayment-scheme/making-a-claim.aspx',
  },
  btiUsing: {
    title: 'Revenue: Using Binding Tariff Information (BTI)',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/importing-and-exporting/binding-tarrif-information-bti/using-binding-tariff-information-bti.aspx',
  },
  btiApply: {
    title: 'Revenue: How to apply for Binding Tariff Information (BTI)',
    url: 'https://www.revenue.ie/en/customs/businesses/importing-exporting/bti/how-to-apply.aspx',
  },
  newCompanyParticulars: {
    title: 'Irish Statute Book: Taxes Consolidation Act 1997, section 882 (particulars to be supplied by new companies)',
    url: 'https://www.irishstatutebook.ie/eli/1997/act/39/section/882/enacted/en/index.html',
  },
  sportsperson: {
    title: 'Revenue: Sportsperson Relief',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/sports-person-relief/index.aspx',
  },
  foreignRentDouble: {
    title: 'Revenue: Foreign rental income and double taxation',
    url: 'https://www.revenue.ie/en/property/rental-income/foreign-rental-income/foreign-rental-income-double-taxation.aspx',
  },
  taxTreaties: {
    title: 'Revenue: Tax treaties between Ireland and other countries',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/tax-residence/tax-treaties-ireland-other-countries.aspx',
  },
  motorTaxRefund: {
    title: 'Department of Housing, Local Government and Heritage: Refunds of Motor Tax',
    url: 'https://www.housing.gov.ie/local-government/motor-tax/refunds/refunds',
  },
  longServiceAwards: {
    title: 'Revenue: Service and performance schemes and awards',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/other-benefits/service-and-performance-schemes-and-awards.aspx',
  },
  emergencyBasis: {
    title: 'Revenue: Methods of calculating tax – Emergency basis',
    url: 'https://www.revenue.ie/en/employing-people/paying-an-employee/methods-of-calculating-tax/emergency-basis.aspx',
  },
  cgtLoss: {
    title: 'Revenue: Capital Gains Tax – If you make a loss',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/transfering-an-asset/if-you-make-a-loss.aspx',
  },
  vatCancelElected: {
    title: 'Revenue: Cancelling your VAT registration – Cancellation by elected persons',
    url: 'https://www.revenue.ie/en/vat/vat-registration/cancelling-my-vat-registration/cancellation-by-elected-persons.aspx',
  },
  rosSubUser: {
    title: 'Revenue: ROS help – Sub-user or linked certificate',
    url: 'https://www.revenue.ie/en/online-services/support/ros-help/using-ros/sub-user-or-linked-certificate/index.aspx',
  },
  trainingCourses: {
    title: 'Revenue leaflet IT 31A: Tax relief on fees paid for certain training courses in Foreign Language and Information Technology',
    url: 'https://www.revenue.ie/en/tax/it/leaflets/it31a.html',
  },
  lptBill2025Statement: {
    title:
      'gov.ie: Minister for Finance Opening Statement – Finance (Local Property Tax and Other Provisions) (Amendment) Bill 2025, Second Stage',
    url: 'https://www.gov.ie/en/department-of-finance/press-releases/minister-for-finance-opening-statement-finance-local-property-tax-and-other-provisions-amendment-bill-2025-second-stage',
  },
  lptAct2025Section8: {
    title:
      'Irish Statute Book: Finance (Local Property Tax and Other Provisions) (Amendment) Act 2025, section 8 (amendment of section 17 of the 2012 Act)',
    url: 'https://www.irishstatutebook.ie/eli/2025/act/6/section/8/enacted/en/index.html',
  },
  amrfAbolished: {
    title: 'Revenue eBrief No. 133/22: Revenue Pensions Manual – abolition of Approved Minimum Retirement Fund requirement',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2022/no-1332022.aspx',
  },
  amrfFinanceAct: {
    title: 'Irish Statute Book: Finance Act 2021, section 14 (removal of the Approved Minimum Retirement Fund)',
    url: 'https://www.irishstatutebook.ie/2021/en/act/pub/0045/sec0014.html',
  },
} satisfies Record<string, OfficialSource>;
