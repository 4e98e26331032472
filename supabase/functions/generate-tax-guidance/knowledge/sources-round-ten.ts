// The official pages read on 29 November 2026 for the tenth round: topics an
// owner meets that had no entry (the yearly imputed distribution from an ARF
// or vested PRSA, the scheme for drivers and passengers with disabilities and
// its fuel grant, foster care and HSE Home Sharing payments, income protection
// premiums, Section 72 life policies, the spouse exemption from CAT, stamp
// duty on transfers after a divorce and on financial cards, farm safety
// equipment allowances, a landlord's retrofit and pre-letting deductions and
// the widowed person's credit). Each URL was read in a stored copy of that page
// (or, where the note on an entry says so, of the Revenue text behind it);
// what a page did not state is left out of the entries.
import type { OfficialSource } from './types.ts';

/** When the entries citing these pages were checked against them. */
export const ROUND_TEN_CHECKED_ON = '2026-11-29';

export const roundTenSources = {
  imputedDistributions: {
    title:
      'Revenue: Pensions Manual, Chapter 28 – Imputed distributions from Approved Retirement Funds and vested PRSAs (section 790D TCA 1997)',
    url: 'https://www.revenue.ie/en/tax-professionals/tdm/pensions/chapter-28.pdf',
  },
  disabilityScheme: {
    title: 'Revenue: VRT reliefs and exemptions – Scheme for persons with disabilities',
    url: 'https://www.revenue.ie/en/vrt/reliefs-and-exemptions/scheme-for-persons-with-disabilities.aspx',
  },
  disabilityCitizens: {
    title: 'Citizens Information: Tax relief for drivers and passengers with disabilities',
    url: 'https://www.citizensinformation.ie/en/travel_and_recreation/transport_and_disability/tax_relief_for_disabled_drivers_and_disabled_passengers.html',
  },
  disabilityDail: {
    title: 'Dáil Éireann written answer, 29 April 2025: Disabled Drivers and Disabled Passengers Scheme (VRT and VAT relief, fuel grant)',
    url: 'https://www.oireachtas.ie/en/debates/question/2025-04-29/594',
  },
  fosterCare: {
    title: 'Revenue: Foster care related payments',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/children/foster-care-related-payments.aspx',
  },
  phbContributions: {
    title: 'Revenue: Permanent Health Benefit contributions',
    url: 'https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/health-and-age/permanent-health-benefit-contributions/index.aspx',
  },
  phbEmployer: {
    title: 'Revenue: Employee’s pension contributions – Permanent Health Benefits (PHB)',
    url: 'https://www.revenue.ie/en/employing-people/what-constitutes-pay/employees-pension-payments/permanent-health-benefits-phb.aspx',
  },
  section72Origin: {
    title:
      'Irish Statute Book: Finance Act 1985, section 60 (relief in respect of certain policies of insurance, now section 72 CATCA 2003)',
    url: 'https://www.irishstatutebook.ie/eli/1985/act/10/section/60/enacted/en/index.html',
  },
  catcaExemptions: {
    title:
      'Irish Statute Book: Capital Acquisitions Tax Consolidation Act 2003, Part 9 (sections 70 and 71, exemptions for spouses; section 72, certain insurance policies)',
    url: 'https://www.irishstatutebook.ie/eli/2003/act/1/section/72/enacted/en/html',
  },
  section73Origin: {
    title: 'Irish Statute Book: Finance Act 1991, section 119 (policies to pay tax on gifts, now section 73 CATCA 2003)',
    url: 'https://www.irishstatutebook.ie/eli/1991/act/13/section/119/enacted/en/html',
  },
  divorceStampDuty: {
    title:
      'Irish Statute Book: Stamp Duties Consolidation Act 1999, section 97 (certain transfers following the dissolution of a marriage)',
    url: 'https://www.irishstatutebook.ie/eli/1999/act/31/section/97/enacted/en/html',
  },
  divorceFamilyLaw: {
    title: 'Irish Statute Book: Family Law Act 1995, section 50 (exemption of certain transfers from stamp duty)',
    url: 'https://www.irishstatutebook.ie/eli/1995/act/26/section/50/enacted/en/html',
  },
  financialCardsRevenue: {
    title: 'Revenue: Stamp Duty on financial cards – ATM, debit and combined cards',
    url: 'https://www.revenue.ie/en/property/stamp-duty/other-stamp-duty/financial-cards/atm-and-debit-cards.aspx',
  },
  financialCardsCitizens: {
    title: 'Citizens Information: Stamp duty on financial cards',
    url: 'https://www.citizensinformation.ie/en/money-and-tax/tax/duties-and-vat/stamp-duty-on-financial-cards/',
  },
  farmSafetyEbrief: {
    title: 'Revenue eBrief No. 223/22: Accelerated Capital Allowances for Farm Safety Equipment manual (section 285D TCA 1997)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2022/no-2232022.aspx',
  },
  farmSafetyLaunch: {
    title:
      'Department of Agriculture, Food and the Marine: Ministers launch expanded Acceleration of Wear and Tear Allowances for Farm Safety Equipment',
    url: 'https://www.gov.ie/en/department-of-agriculture-food-and-the-marine/press-releases/ministers-heydon-and-healy-rae-launch-expanded-acceleration-of-wear-and-tear-allowances-for-farm-safety-equipment',
  },
  retrofitHowMuch: {
    title: 'Revenue: Deduction for retrofitting expenditure – How much relief can you claim?',
    url: 'https://www.revenue.ie/en/property/rental-income/deduction-for-retrofitting-expenditure/how-much-relief.aspx',
  },
  retrofitClawback: {
    title: 'Revenue: Deduction for retrofitting expenditure – Clawback of the relief',
    url: 'https://www.revenue.ie/en/property/rental-income/deduction-for-retrofitting-expenditure/clawback-of-the-relief.aspx',
  },
  retrofitFinanceAct2025: {
    title: 'Revenue eBrief No. 255/25: Deduction for Retrofitting Expenditure (Finance Act 2025 amendments)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2025/no-2552025.aspx',
  },
  rentalNotAllowed: {
    title: 'Revenue: Irish rental income – What expenses are not allowed?',
    url: 'https://www.revenue.ie/en/property/rental-income/irish-rental-income/what-expenses-are-not-allowed.aspx',
  },
  preLettingEbrief: {
    title:
      'Revenue eBrief No. 300/24: Pre-letting expenditure in respect of vacant residential premises (section 97A TCA 1997, Finance Act 2024)',
    url: 'https://www.revenue.ie/en/tax-professionals/ebrief/2024/no-3002024.aspx',
  },
  widowedAfterBereavement: {
    title: 'Revenue: Widowed person or surviving civil partner – How are you taxed in the years after bereavement?',
    url: 'https://www.revenue.ie/en/life-events-and-personal-circumstances/death-and-bereavement/widowed-person-or-surviving-civil-partner/how-taxed-after-bereavement.aspx',
  },
} satisfies Record<string, OfficialSource>;
