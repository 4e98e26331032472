// The official pages read on 28 November 2026 for the named facts entries had
// left out though an owner asks for them by name: the form that claims a
// refund, the day and count of direct debits, how to apply and how long an
// application lasts, a value limit, a time limit. Each URL was read in a
// stored copy of that page; what a page did not state is left out of the
// entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const NAMED_FACTS_CHECKED_ON = '2026-11-28';

export const namedFactSources = {
  dirtRefund: {
    title: 'Revenue: Can you claim a DIRT refund? (Form 54 Claims)',
    url: 'https://www.revenue.ie/en/additional-incomes/dirt/can-you-claim-a-dirt-refund.aspx',
  },
  preliminaryDirectDebit: {
    title: 'Revenue: Monthly direct debit – Preliminary Income Tax',
    url: 'https://www.revenue.ie/en/starting-a-business/paying-your-tax/monthly-direct-debit/preliminary-income-tax.aspx',
  },
  eTaxClearance: {
    title: 'Revenue: How to apply for a Tax Clearance Certificate – the electronic Tax Clearance (eTC) system',
    url: 'https://www.revenue.ie/en/starting-a-business/tax-clearance/apply-for-tax-clearance-certificate/electronic-tax-clearance-system.aspx',
  },
  siteToChild: {
    title: 'Revenue: CGT reliefs – Transfer of a site from a parent to a child',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cgt-reliefs/transfer-of-a-site-from-a-parent-to-a-child.aspx',
  },
  hiringWorkedBefore: {
    title: 'Revenue: Hiring someone who has worked in the State before (RPN and the emergency basis)',
    url: 'https://www.revenue.ie/en/employing-people/hiring-an-employee/hiring-someone-who-has-worked-in-the-state-before.aspx',
  },
  beginningTaxYear: {
    title: 'Revenue: Beginning the tax year (RPNs and the emergency basis)',
    url: 'https://www.revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/beginning-of-the-tax-year/index.aspx',
  },
  offEmergencyTax: {
    title: 'Revenue: How to get off Emergency Tax',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/emergency-tax/getting-off-emergency-tax.aspx',
  },
  vrtAdditional: {
    title: 'Revenue: Calculating VRT – Additional VRT',
    url: 'https://www.revenue.ie/en/vrt/calculating-vrt/additional-vrt.aspx',
  },
  startUpReliefCalculation: {
    title: 'Revenue: Tax relief for new start-up companies – How is the relief calculated?',
    url: 'https://www.revenue.ie/en/starting-a-business/initiatives-for-startup-businesses-and-smes/tax-relief-for-new-startup-companies/how-is-the-relief-calculated.aspx',
  },
  tuitionHowToClaim: {
    title: 'Revenue: Tuition fees paid for third level education – How to claim relief on tuition fees',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/education/tuition-fees-paid-for-third-level-education/how-to-claim-relief-on-tuition-fees.aspx',
  },
  tuitionRestrictions: {
    title: 'Revenue: Tuition fees paid for third level education – Restrictions',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/education/tuition-fees-paid-for-third-level-education/restrictions.aspx',
  },
  mortgageInterestHowToClaim: {
    title: 'Revenue: Mortgage Interest Tax Credit – How to claim',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/mortgage/how-to-claim.aspx',
  },
  remoteWorkingOverview: {
    title: 'Revenue: Remotely working from home – Overview (claiming the relief)',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/eworking/index.aspx',
  },
  // Read on 28 November 2026 for the fifth visitor set's general causes: starting as a sole trader, donations to
  // a charity, and registering a vehicle brought into the State.
  whatIsABusiness: {
    title: 'Revenue: What is a business? (sole trader, partnership or company)',
    url: 'https://www.revenue.ie/en/starting-a-business/what-is-a-business/index.aspx',
  },
  registerSelfAssessment: {
    title: 'Revenue: A guide to self-assessment – Who should register for Income Tax self-assessment?',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/register-it-self-assessment.aspx',
  },
  charitableDonations: {
    title: 'Revenue: Charitable donations',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/donations-and-covenants/charitable-donations/index.aspx',
  },
  charitableDonationClaiming: {
    title: 'Revenue: Charitable Donation Scheme – Claiming tax relief on donations',
    url: 'https://www.revenue.ie/en/companies-and-charities/charities-and-sports-bodies/charitable-donation-scheme/claiming-tax-relief-on-donations.aspx',
  },
  charitableDonationQualifying: {
    title: 'Revenue: Charitable Donation Scheme – What is a qualifying donation?',
    url: 'https://www.revenue.ie/en/companies-and-charities/charities-and-sports-bodies/charitable-donation-scheme/what-is-a-qualifying-donation.aspx',
  },
  vrtRegistration: {
    title: 'Revenue: VRT and registration',
    url: 'https://www.revenue.ie/en/vrt/vehicle-registration-tax/vrt-and-registration.aspx',
  },
  stampDutyFiling: {
    title: 'Revenue: Filing a Stamp Duty return and paying Stamp Duty – Overview',
    url: 'https://www.revenue.ie/en/property/stamp-duty/filing-and-paying-stamp-duty/index.aspx',
  },
} satisfies Record<string, OfficialSource>;

/** When the entries citing the pages below, read on 29 November 2026, were checked against them. */
export const LATER_NAMED_FACTS_CHECKED_ON = '2026-11-29';

/**
 * Pages read on 29 November 2026 for named facts the found entry lacked: the
 * notice a first R&D credit claim needs, and whose VAT applies to services for
 * a business in the UK.
 */
export const laterNamedFactSources = {
  rndPreFiling: {
    title: 'Revenue: R&D Corporation Tax credit – Pre-filing notification requirement',
    url: 'https://www.revenue.ie/en/companies-and-charities/reliefs-and-exemptions/research-and-development-rd-tax-credit/pre-filing.aspx',
  },
  brexitVatOnServices: {
    title: 'Revenue: Brexit and VAT changes – VAT on services',
    url: 'https://www.revenue.ie/en/customs/businesses/brexit/info-businesses/vat-changes/vat-on-services.aspx',
  },
} satisfies Record<string, OfficialSource>;

/** When the entries citing the pages below, read on 29 November 2026 (afternoon round), were checked against them. */
export const ROUND_SEVEN_CHECKED_ON = '2026-11-29';

/**
 * Official pages read on 29 November 2026 for topics and named facts the knowledge lacked: reliefs and credits for
 * carers, guide dogs, the long-term unemployed and farm leases; benefits in kind (loans, accommodation, vouchers);
 * pension lump sums, social welfare, CAT and CGT; VAT on acquisitions and for farmers; PRSI Class J; LPT and motor tax.
 */
export const roundSevenSources = {
  employingCarer: {
    title: 'Revenue: Employing a carer – Amount of relief',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/health-and-age/employing-a-carer/amount-of-relief.aspx',
  },
  guideDog: {
    title: 'Revenue: Guide Dog Allowance',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/health-and-age/guide-dog-allowance/index.aspx',
  },
  preferentialLoans: {
    title: 'Revenue: Preferential loans (benefit in kind for employers)',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/other-benefits/preferential-loans.aspx',
  },
  vouchers: {
    title: 'Revenue: Valuation of benefits – Vouchers provided to employees',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/valuation-of-benefits/vouchers-provided-employees.aspx',
  },
  syobOverview: {
    title: 'Revenue: Start your own Business Relief – Overview',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/investment/start-your-own-business-relief/index.aspx',
  },
  syobCalculation: {
    title: 'Revenue: Start your own Business Relief – How do you calculate the relief?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/investment/start-your-own-business-relief/calculating-the-relief.aspx',
  },
  syobWhoQualifies: {
    title: 'Revenue: Start your own Business Relief – Who qualifies for this relief?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/investment/start-your-own-business-relief/who-qualifies-for-relief.aspx',
  },
  favouriteNephew: {
    title: 'Revenue: Favourite Nephew or Niece Relief',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-reliefs/favourite-nephew-or-niece-relief/index.aspx',
  },
  cg50a: {
    title: 'Revenue: Tax Clearance Certificate CG50A',
    url: 'https://www.revenue.ie/en/tax/cgt/tax-clearance-certificate-cg50a.html',
  },
  farmLandLeasing: {
    title: 'Taxes Consolidation Act 1997, section 664: relief for certain income from leasing of farm land',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0664.html',
  },
  retirementLumpSums: {
    title: 'Revenue: Taxation of retirement lump sums',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/pension/private/retirement-lump-sums.aspx',
  },
  socialWelfareTax: {
    title: 'Revenue: Taxation of social welfare payments – Overview',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/taxation-of-social-welfare-payments/index.aspx',
  },
  accommodationBik: {
    title: 'Revenue: Free or subsidised accommodation (benefit in kind for employers)',
    url: 'https://www.revenue.ie/en/employing-people/benefit-in-kind-for-employers/free-or-subsidised-accommodation/index.aspx',
  },
  icaRegistration: {
    title: 'Revenue: When are you required to register solely because of intra-Community acquisitions (ICAs)?',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/acquisitions-from-other-eu-member-states/register-intra-community-acquisitions.aspx',
  },
  vat58Guidance: {
    title: 'Revenue press release, 4 June 2024: Revenue publishes guidance on the Flat-Rate Farmers VAT Refund Order',
    url: 'https://www.revenue.ie/en/corporate/press-office/press-releases/2024/pr-060424-guidance-vat.aspx',
  },
  prsiClassJ: {
    title: 'Department of Social Protection: PRSI Class J Rates',
    url: 'https://www.gov.ie/en/department-of-social-protection/publications/prsi-class-j-rates/',
  },
  lptSurcharge: {
    title: 'Revenue: Local Property Tax (LPT) surcharge',
    url: 'https://www.revenue.ie/en/property/local-property-tax/what-happens-if-you-do-not-comply/local-property-tax-lpt-surcharge.aspx',
  },
  errReporting: {
    title: 'Revenue: Enhanced Reporting Requirements (ERR) – Information you need to report',
    url: 'https://www.revenue.ie/en/employing-people/becoming-an-employer-and-ongoing-obligations/err-jan-2024/information-you-need-to-report.aspx',
  },
  loansToParticipators: {
    title: 'Taxes Consolidation Act 1997, section 438: loans to participators, etc.',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0438.html',
  },
  rosCertRenewal: {
    title: 'Revenue: Renewing your ROS digital certificate',
    url: 'https://www.revenue.ie/en/online-services/support/ros-help/using-ros/renewing-your-ros-digital-certificate/index.aspx',
  },
  receivedServices: {
    title: 'Revenue: Self-accounting for VAT on received services',
    url: 'https://www.revenue.ie/en/vat/vat-on-services/exceptions-general-place-supply-rules-services/received-services/index.aspx',
  },
} satisfies Record<string, OfficialSource>;

/** When the entries citing the pages below, read on 29 November 2026 (eighth round), were checked against them. */
export const ROUND_EIGHT_CHECKED_ON = '2026-11-29';

/**
 * Official pages read on 29 November 2026 for topics an owner asks about by name that the knowledge lacked:
 * reliefs for staff sent to or from abroad, farm succession and restructuring, zoned land, travel passes, customs
 * origin of UK goods, small breweries, non-resident landlords, LPT deferral, VRT on moving home, JobsPlus, tax
 * residence, the Import One Stop Shop and e-invoicing; and named facts entries lacked (DWT filing, RAC ages, PRSA
 * AVC backdating, real-time health credits, RCT notifications).
 */
export const roundEightSources = {
  sarpRelief: {
    title: 'Revenue: Special Assignee Relief Programme (SARP) – How do you calculate how much relief is due?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/special-assignee-relief-programme/how-do-you-calculate-how-much-relief-is-due.aspx',
  },
  sarpConditions: {
    title: 'Revenue: Special Assignee Relief Programme (SARP) – What are the conditions to qualify?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/special-assignee-relief-programme/what-are-the-conditions-to-qualify.aspx',
  },
  fedWhoQualifies: {
    title: 'Revenue: Foreign Earnings Deduction (FED) – Who qualifies for FED?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/foreign-earnings-deduction/who-qualifies-fed.aspx',
  },
  fedApply: {
    title: 'Revenue: Foreign Earnings Deduction (FED) – How do you apply for FED?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/foreign-earnings-deduction/apply-for-fed.aspx',
  },
  successionFarmPartnership: {
    title: 'Department of Agriculture, Food and the Marine: Succession Farm Partnership',
    url: 'https://www.gov.ie/en/department-of-agriculture-food-and-the-marine/services/succession-farm-partnership/',
  },
  rzltLiability: {
    title: 'Revenue: Residential Zoned Land Tax (RZLT) – Liability',
    url: 'https://www.revenue.ie/en/property/rzlt/liable/index.aspx',
  },
  travelPass: {
    title: 'Revenue: Items not treated as pay – Travel pass scheme',
    url: 'https://www.revenue.ie/en/employing-people/what-constitutes-pay/items-not-treated-as-pay/travel-pass-scheme.aspx',
  },
  euUkPreference: {
    title: 'Revenue: EU-UK preferential origin – Preferential tariff treatment',
    url: 'https://www.revenue.ie/en/customs-traders-and-agents/importing-and-exporting/origin/eu-uk-trade-and-cooperation-agreement/preferential-tariff-treatment.aspx',
  },
  microbrewery: {
    title: 'Revenue: Microbreweries – establishment and relief: What is a microbrewery?',
    url: 'https://www.revenue.ie/en/companies-and-charities/excise-and-licences/alcohol-products-tax/microbreweries-establishment-and-relief/what-is-a-microbrewery.aspx',
  },
  nlwtOverview: {
    title: 'Revenue: Non-Resident Landlord Withholding Tax (NLWT) – Overview',
    url: 'https://www.revenue.ie/en/property/rental-income/nlwt/index.aspx',
  },
  nlwtTenants: {
    title: 'Revenue: Non-Resident Landlord Withholding Tax (NLWT) – Tenants',
    url: 'https://www.revenue.ie/en/property/rental-income/nlwt/tenants.aspx',
  },
  nrlLocalAuthorities: {
    title: 'Revenue: Non-resident landlords – Local authorities and housing authorities',
    url: 'https://www.revenue.ie/en/property/rental-income/non-resident-landlords/local-and-housing-authorities.aspx',
  },
  lptDeferralMortgage: {
    title: 'Revenue: Deferral of Local Property Tax (LPT) payment – Mortgage-adjusted income threshold',
    url: 'https://www.revenue.ie/en/property/local-property-tax/deferral-of-payment/mortgage-adjusted-income-threshold.aspx',
  },
  lptDeferralIncome: {
    title: 'Revenue: Deferral of Local Property Tax payment – Income thresholds',
    url: 'https://www.revenue.ie/en/property/local-property-tax/deferral-of-payment/income-thresholds.aspx',
  },
  lptDeferral2022: {
    title: 'Revenue: LPT deferrals for 2022 to 2025',
    url: 'https://www.revenue.ie/en/property/local-property-tax/lpt-2022-2025/deferrals.aspx',
  },
  vrtTransferOfResidence: {
    title: 'Revenue: VRT reliefs and exemptions – Transfer of residence (TOR)',
    url: 'https://www.revenue.ie/en/vrt/reliefs-and-exemptions/transfer-of-residence.aspx',
  },
  vrtTorFiveYears: {
    title: 'Dáil Éireann written answer, 24 February 2009: VRT exemption on transfer of residence (S.I. No. 59 of 1993)',
    url: 'https://www.oireachtas.ie/en/debates/question/2009-02-24/109/',
  },
  jobsPlus: {
    title: 'Department of Social Protection: JobsPlus',
    url: 'https://www.gov.ie/en/service/eecbb7-jobsplus/',
  },
  residenceStatute: {
    title: 'Taxes Consolidation Act 1997, section 819: residence',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0819.html',
  },
  farmRestructuring: {
    title: 'Revenue: Capital Gains Tax (CGT) reliefs – Farm Restructuring Relief',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cgt-reliefs/farm-restructuring-relief.aspx',
  },
  ioss: {
    title: 'Revenue: Import One Stop Shop (IOSS)',
    url: 'https://www.revenue.ie/en/vat/vat-ecommerce/import-oss/index.aspx',
  },
  eInvoicing: {
    title: 'Revenue: ViDA and VAT modernisation – Large corporates for Phase One of VAT modernisation',
    url: 'https://www.revenue.ie/en/vat/vida-vat-modernisation/large-corporates-vat-modernisation.aspx',
  },
  dwtFiling: {
    title: 'Revenue: Dividend Withholding Tax (DWT) – Payment and filing a return',
    url: 'https://www.revenue.ie/en/companies-and-charities/dividend-withholding-tax/payment-and-filing-a-return.aspx',
  },
  retirementAnnuities: {
    title: 'Revenue: Retirement annuities',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/pensions-and-retirement/retirement-annuities.aspx',
  },
  prsaAvc: {
    title: 'Revenue: Tax relief on pension contributions – Contributions paid to a PRSA for AVC purposes',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/pension/relief/contributions-to-prsa-avc.aspx',
  },
  realTimeCredits: {
    title: 'Revenue: Real Time Credits',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/real-time-credits/index.aspx',
  },
  spcccRelinquish: {
    title: 'Revenue: Single Person Child Carer Credit – Can you give up your SPCCC claim to a secondary claimant?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/children/single-person-child-carer-credit/can-you-give-spccc-secondary-claimant.aspx',
  },
  rctPrincipalNotifications: {
    title: 'Revenue: Relevant Contracts Tax (RCT) – Notifications for principal contractors',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/rct/notifications-principal-contractors.aspx',
  },
  rentCreditChild: {
    title: 'Revenue: Rent Tax Credit – Further conditions where a property is used by your child',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/rent-credit/used-by-child.aspx',
  },
} satisfies Record<string, OfficialSource>;
