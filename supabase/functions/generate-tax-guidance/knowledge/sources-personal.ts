// The official pages the personal-side entries rest on (issue 27, part A):
// credits and reliefs, property and vehicles, savings, capital taxes at home.
// Each was read in a stored copy on 26 November 2026. Where Revenue's own page
// still shows an earlier year's figure, the entry cites the eBrief, the Budget
// 2026 statement or the Dáil record that gives the current one and says so in
// its sourceNotes. Pages already in sources.ts are reused from there. Where a
// page was stored under a mirror host (control., live. or a trailing dot), the
// address is given on its www. host, where the same path is published.
import type { OfficialSource } from './types.ts';

/** When the part A entries were checked against these pages. */
export const PERSONAL_CHECKED_ON = '2026-11-26';

export const personalSources = {
  ebriefCredits2025: {
    title:
      "Revenue eBrief No. 337/24, 31 December 2024: Part 15 tax credits, Finance Act 2024 updates (Dependent Relative, Home Carer, Blind Person's and Single Person Child Carer credits from 1 January 2025)",
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-3372024.aspx',
  },
  ebriefIncapacitatedChild: {
    title:
      'Revenue eBrief No. 308/24, 10 December 2024: Part 15 tax credits, Finance Act 2024 updates (Incapacitated Child Tax Credit €3,800 from 1 January 2025)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-3082024.aspx',
  },
  ageCredit: {
    title: 'Revenue: Age Tax Credit',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/health-and-age/age-tax-credit/index.aspx',
  },
  ageExemption: {
    title: 'Revenue: Exemption and marginal relief – Exemption limits (aged 65 or over)',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/marital-and-civil-status/exemption-and-marginal-relief/exemption-limits.aspx',
  },
  homeCarerCitizens: {
    title: 'Citizens Information: Home Carer Tax Credit',
    url: 'https://www.citizensinformation.ie/en/money-and-tax/tax/income-tax-credits-and-reliefs/home-carers-tax-credit/',
  },
  blindPerson: {
    title: "Revenue: Blind Person's Tax Credit",
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/persons-with-a-disability/blind-persons-tax-credit.aspx',
  },
  widowedParent: {
    title: 'Revenue: Widowed Parent Tax Credit',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/children/widowed-parent-tax-credit/index.aspx',
  },
  rentCredit: {
    title: 'Revenue: Rent Tax Credit – How much can you claim?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-credit/how-much-claim.aspx',
  },
  mortgageInterest: {
    title: 'Revenue: Mortgage Interest Tax Credit – Overview',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/mortgage/index.aspx',
  },
  mortgageInterestHowMuch: {
    title: 'Revenue: Mortgage Interest Tax Credit – How much can you claim?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/mortgage/how-much-can-you-claim.aspx',
  },
  fisherCredit: {
    title: 'Revenue: Fisher Tax Credit',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/seafarers-allowance-fisher-tax-credit/fisher-tax-credit.aspx',
  },
  healthExpenses: {
    title: 'Revenue: Health expenses – What are qualifying expenses?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/health-and-age/health-expenses/what-are-qualifying-expenses.aspx',
  },
  routineEyeCareExcluded: {
    title:
      'Dáil Éireann, written answer 403 of 8 September 2022 (Tax Reliefs): the Minister for Finance on routine ophthalmic treatment, excluded from health expenses by section 469(1) of the Taxes Consolidation Act 1997',
    url: 'https://www.oireachtas.ie/ga/debates/question/2022-09-08/403/',
  },
  dentalExpenses: {
    title: 'Revenue: Health expenses – Dental expenses',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/health-and-age/health-expenses/dental-expenses.aspx',
  },
  nursingHome: {
    title: 'Revenue: Health expenses – Nursing home and additional nursing care expenses',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/health-and-age/health-expenses/nursing-home-and-additional-nursing-care-expenses.aspx',
  },
  medicalInsurance: {
    title: 'Revenue: Medical insurance premiums',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/health-and-age/medical-insurance-premiums/index.aspx',
  },
  tuitionFees: {
    title: 'Revenue: Tuition fees paid for third level education – How do you calculate the relief?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/education/tuition-fees-paid-for-third-level-education/how-do-you-calculate-the-relief.aspx',
  },
  pensionLimits: {
    title: 'Revenue: Tax relief on pension contributions – Tax relief limits',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/pension/relief/tax-relief-limits.aspx',
  },
  flatRateExpenses: {
    title: 'Revenue: Flat Rate Expense (FRE) allowances – How to claim an FRE allowance',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/flat-rate-expenses/how-to-claim-an-fre-allowance.aspx',
  },
  selfAssessmentRegister: {
    title: 'Revenue: Who should register for Income Tax self-assessment?',
    url: 'https://www.revenue.ie/en/self-assessment-and-self-employment/guide-to-self-assessment/register-it-self-assessment.aspx',
  },
  extraIncome: {
    title: 'Revenue: Is your extra income taxable?',
    url: 'https://www.revenue.ie/en/additional-incomes/is-your-extra-income-taxable/index.aspx',
  },
  statementOfLiability: {
    title: 'Revenue: PAYE customers end of year process – Statement of Liability (time limits for a review)',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/end-of-year-process/statement-of-liability.aspx',
  },
  lumpSumBasic: {
    title: 'Revenue: Lump sum payments – Basic exemption',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/lump-sum-payments/basic-exemption.aspx',
  },
  lumpSumIncreased: {
    title: 'Revenue: Lump sum payments – Increased exemption',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/lump-sum-payments/increased-exemption.aspx',
  },
  lumpSumExempt: {
    title: 'Revenue: Lump sum payments – Other tax-exempt termination payments (statutory redundancy)',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/lump-sum-payments/tax-exempt.aspx',
  },
  guideDogDail: {
    title: 'Dáil Éireann written answer, 29 May 2025, Question 47: tax relief for the costs of a guide dog (section 469 TCA 1997)',
    url: 'https://www.oireachtas.ie/en/debates/question/2025-05-29/47/',
  },
  childcareServices: {
    title: 'Revenue: Childcare services (childcare services relief)',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/children/childcare-services/index.aspx',
  },
  microgeneration: {
    title:
      'Revenue eBrief No. 016/24, 11 January 2024: Exemption of certain profits of microgeneration of electricity (Tax and Duty Manual Part 07-01-44, section 216D TCA 1997)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-0162024.aspx',
  },
  rentARoom: {
    title: 'Revenue: Rent-a-Room Relief – Overview',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rent-a-room-relief/index.aspx',
  },
  rentARoomCitizens: {
    title: 'Citizens Information: Renting out a room in your home (rent-a-room relief)',
    url: 'https://www.citizensinformation.ie/en/housing/owning-a-home/home-owners/renting-a-room-in-your-home/',
  },
  helpToBuy: {
    title: 'Revenue: Help to Buy (HTB) incentive',
    url: 'https://www.revenue.ie/en/property/help-to-buy-incentive/index.aspx',
  },
  helpToBuyDail: {
    title: 'Dáil Éireann written answer, 19 March 2025, Question 444: the Help to Buy qualifying period (section 477C TCA 1997)',
    url: 'https://www.oireachtas.ie/en/debates/question/2025-03-19/444/',
  },
  helpToBuyAmountDail: {
    title:
      'Dáil Éireann written answer, 29 July 2025, Question 652: the level of Help to Buy support (the lesser of €30,000, 10% of the price, or the income tax and DIRT paid in four years)',
    url: 'https://www.oireachtas.ie/en/debates/question/2025-07-29/652/',
  },
  stampDutyResidential: {
    title: 'Revenue eBrief No. 261/24, 21 October 2024: Revised rates of Stamp Duty on residential property',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-2612024.aspx',
  },
  lptBands: {
    title: 'Revenue: Local Property Tax – Valuation bands and rates (valuation period 2026 to 2030)',
    url: 'https://www.revenue.ie/en/property/local-property-tax/valuing-your-property/valuation-bands-rates.aspx',
  },
  lptPhased: {
    title: 'Revenue: Local Property Tax – Paying your LPT in phased payments',
    url: 'https://www.revenue.ie/en/property/local-property-tax/paying-your-lpt/paying-lpt-phased-payments.aspx',
  },
  vacantHomesAct: {
    title: 'Irish Statute Book: Finance Act 2022, section 96 (Vacant homes tax, Part 22B TCA 1997)',
    url: 'https://www.irishstatutebook.ie/2022/en/act/pub/0044/sec0096.html',
  },
  rentalExpenses: {
    title: 'Revenue: Irish rental income – What expenses are allowed?',
    url: 'https://www.revenue.ie/en/property/rental-income/irish-rental-income/what-expenses-are-allowed.aspx',
  },
  rprir: {
    title: 'Revenue: Residential Premises Rental Income Relief (RPRIR) – How much relief can you claim?',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/land-and-property/rprir/how-much-can-you-claim.aspx',
  },
  pprRelief: {
    title: 'Revenue: Capital Gains Tax (CGT) reliefs – Principal Private Residence (PPR) Relief',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cgt-reliefs/principal-private-residence-ppr-relief.aspx',
  },
  cgtLosses: {
    title: 'Revenue eBrief No. 202/19, 5 December 2019: Treatment of allowable losses for CGT (Tax and Duty Manual Part 19-02-05)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2019/no-2022019.aspx',
  },
  smallGift: {
    title: 'Revenue: Small Gift Exemption',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-exemptions/small-gift-exemption/index.aspx',
  },
  dwellingHouse: {
    title: 'Revenue: Exemption for a dwelling house – Qualifying conditions for inheritance on, or after, 25 December 2016',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-exemptions/dwelling-house/qualifying-conditions-inheritance-on-after-251216.aspx',
  },
  dwellingHouseOverview: {
    title: 'Revenue: Exemption for Dwelling House (gifts to a dependent relative)',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-exemptions/exemption-for-dwelling-house/index.aspx',
  },
  businessRelief: {
    title: 'Revenue: Business Relief (CAT) – Overview',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-reliefs/business-relief/index.aspx',
  },
  businessReliefWithdrawn: {
    title: 'Revenue: Business Relief – Circumstances in which relief can be withdrawn',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-reliefs/business-relief/circumstances-in-which-relief-can-be-withdrawn.aspx',
  },
  agriculturalRelief: {
    title: 'Revenue: Agricultural Relief – What are the conditions for Agricultural Relief?',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/cat-reliefs/agricultural-relief/what-are-the-conditions-for-agricultural-relief.aspx',
  },
  catPayFile: {
    title: 'Revenue: Gift and Inheritance Tax (CAT) – How and when do you pay and file?',
    url: 'https://www.revenue.ie/en/gains-gifts-and-inheritance/gift-and-inheritance-tax-cat/how-and-when-do-you-pay-and-file.aspx',
  },
  vrtApplyingTax: {
    title: 'Revenue: Calculating Vehicle Registration Tax – Applying the tax (VRT categories and the CO2 rates)',
    url: 'https://www.revenue.ie/en/vrt/calculating-vrt/applying-tax.aspx',
  },
  vrtNoxCharge: {
    title: 'Revenue: Calculating Vehicle Registration Tax – NOx charge',
    url: 'https://www.revenue.ie/en/importing-vehicles-duty-free-allowances/guide-to-vrt/calculating-vrt/calculating-the-nox-charge.aspx',
  },
  vrtElectric: {
    title: 'Revenue: Calculating Vehicle Registration Tax (VRT) – Electric vehicles',
    url: 'https://www.revenue.ie/en/vrt/calculating-vrt/electric-vehicles.aspx',
  },
  motorTaxAct2012: {
    title: 'Irish Statute Book: Motor Vehicle (Duties and Licences) Act 2012 (rates of motor tax by engine size and by CO2 band)',
    url: 'https://www.irishstatutebook.ie/eli/2012/act/10/section/2/enacted/en/print.html',
  },
  motorTaxDail: {
    title:
      'Dáil Éireann written answer, 18 December 2019, Question 137: financial incentives for electric vehicles (VRT relief and the €120 motor tax rate)',
    url: 'https://www.oireachtas.ie/en/debates/question/2019-12-18/137/',
  },
  dirtExempt: {
    title: 'Revenue: Deposit Interest Retention Tax (DIRT) – Who is exempt from DIRT?',
    url: 'https://www.revenue.ie/en/additional-incomes/dirt/who-is-exempt-from-dirt.aspx',
  },
  dirtCitizens: {
    title: 'Citizens Information: Deposit Interest Retention Tax (DIRT)',
    url: 'https://www.citizensinformation.ie/en/money-and-tax/tax/tax-on-savings-and-investments/deposit-interest-retention-tax/',
  },
  exitTaxDail: {
    title:
      'Dáil Éireann written answer, 9 October 2025, Question 150: Budget 2026 and the rate of tax on investment funds and life assurance products',
    url: 'https://www.oireachtas.ie/en/debates/question/2025-10-09/150/',
  },
  deemedDisposalDail: {
    title: 'Dáil Éireann written answers, 14 December 2021, Questions 203 and 204: the eight-year deemed disposal rule',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-12-14/204/',
  },
} satisfies Record<string, OfficialSource>;
