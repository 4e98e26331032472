// Everyday questions an owner asks before any tax is named: paying a spouse
// or a child in the business, which running costs come off the profits,
// selling goods over the border, and which taxes to register for when starting
// out as a sole trader. Each entry was written on 28 November 2026 from the
// official page it cites, read in a stored copy.
import { businessSources as bs } from '../sources-business.ts';
import { LATER_NAMED_FACTS_CHECKED_ON, laterNamedFactSources as lnf, namedFactSources as nf } from '../sources-named-facts.ts';
import { TAX_YEAR } from '../sources.ts';
import type { OfficialSource, TaxEntry } from '../types.ts';

/** When these entries were checked against their pages. */
const OWNERS_EVERYDAY_CHECKED_ON = '2026-11-28';

const everydaySources = {
  familyEmployment: {
    title: 'Department of Social Protection: PRSI and Family Employment',
    url: 'https://www.gov.ie/en/department-of-social-protection/publications/prsi-and-family-employment/',
  },
  increasedRateBand: {
    title: 'Revenue: What is an increased rate band?',
    url: 'https://www.revenue.ie/en/jobs-and-pensions/calculating-your-income-tax/increased-rate-band.aspx',
  },
  deductionsRule: {
    title: 'Taxes Consolidation Act 1997, section 81: general rule as to deductions',
    url: 'https://www.irishstatutebook.ie/1997/en/act/pub/0039/sec0081.html',
  },
  goodsNorthernIreland: {
    title: 'Revenue: VAT – Trade in goods with Northern Ireland',
    url: 'https://www.revenue.ie/en/customs/businesses/brexit/info-businesses-trading-ni/vat-after-transition/trade-in-goods-with-northern-ireland.aspx',
  },
  intraCommunitySupplies: {
    title: 'Revenue: Intra-Community supplies (ICS) – Zero rate of VAT on ICS of goods',
    url: 'https://www.revenue.ie/en/vat/goods-and-services-to-and-from-abroad/intracommunity-supplies/supplies-of-goods-to-businesses-in-the-european-union-eu.aspx',
  },
} as const satisfies Record<string, OfficialSource>;

const everyday = { taxYear: TAX_YEAR, checkedOn: OWNERS_EVERYDAY_CHECKED_ON } as const;

export const ownersEverydayEntries: readonly TaxEntry[] = [
  {
    ...everyday,
    area: 'Employers and benefits',
    slug: 'employing-family-members',
    title: 'Paying a wage to your spouse, civil partner or a family member in your business',
    triggers: [
      'pay my wife',
      'pay my husband',
      'pay my spouse',
      'pay my partner',
      'employ my wife',
      'employ my husband',
      'employ my spouse',
      'employ my son',
      'employ my daughter',
      'employing family',
      'family employment',
      'family member',
      'family business',
      'spouse works in the business',
      'wife works in the business',
      'husband works in the business',
      "use my spouse's tax band",
      'son works for me',
      'daughter works for me',
      'apprentice',
      'apprenticeship',
    ],
    answer:
      'A wage you pay your spouse, civil partner or child for real work in your business comes off your profits like any other wage, because it is laid out wholly and exclusively for the business; money given to keep your family is not, as the law allows no deduction for maintaining your family or for private purposes. You register as an employer and run PAYE on the wage, and the PRSI depends on who employs them: a spouse or civil partner employed by a sole trader is not insurable (Class M, no PRSI), while a son or daughter employed in the business pays PRSI like any other employee (Class A or J), unless the work is in a home or on a farm you both live in.',
    conditions: [
      'This is "family employment": a sole trader employing a family member. A job with a limited company or a partnership is not family employment, because the employer is the company or partnership, so a spouse employed by your company is insured like any other employee.',
      'An apprentice employed by a parent or other close relative is insured (Class A or J) even where the work is in the shared home or on the family farm, as long as there is a registered contract of apprenticeship.',
      'The close relatives ("prescribed relatives") are a parent, grandparent, step-parent, son, daughter, grandchild, stepchild, brother, sister, half-brother and half-sister.',
      "Since 2014, a spouse or civil partner who helps in a self-employed person's business, doing the same or related work but not as a partner or an employee, can pay PRSI as self-employed (Class S) once their income reaches the yearly threshold.",
      "Pay the wage for work actually done and in line with the work, through the payroll: an amount that is really for the family's upkeep is not a business expense.",
      "A wage paid to your spouse or civil partner is their own income, so under joint assessment it can raise the couple's standard rate (20%) band: for 2026 the €53,000 band rises by up to €35,000, limited to the lower earner's income (see the entry on rates and bands). The increase is not given where the couple claims the Home Carer credit.",
    ],
    notCovered:
      'Which tax credits the employed spouse gets against the wage: we did not confirm them on a stored official page when we checked on 28 November 2026.',
    sources: [everydaySources.familyEmployment, everydaySources.deductionsRule, bs.employerRegistration, everydaySources.increasedRateBand],
    sourceNotes:
      "The PRSI position is from the Department of Social Protection's family employment page (its covered and not covered lists); the wage as an expense is the general rule of section 81 of the Taxes Consolidation Act 1997, which bars expenses not laid out wholly and exclusively for the trade and expenses of maintaining the owner's family; registering as an employer and running PAYE follow Revenue's employer registration page; how a second income raises a couple's standard rate band is Revenue's increased rate band page (read on 28 November 2026), with the 2026 figures of the income tax bands entry.",
  },
  {
    ...everyday,
    area: 'Income tax, USC and PRSI',
    slug: 'business-expenses-sole-trader',
    title: 'Business running costs you can deduct (wholly and exclusively for the business)',
    triggers: [
      'allowable expenses',
      'business expenses',
      'claim expenses',
      'deduct expenses',
      'expenses i can claim',
      'claim the cost',
      'tax deductible',
      'deductible expense',
      'put through the business',
      'put it through the business',
      'through the books',
      'running costs',
      'phone bill',
      'mobile phone',
      'work phone',
      'broadband',
      'motor expenses',
      'diesel',
      'fuel',
      'insurance for the business',
    ],
    answer:
      'As a sole trader you deduct from your takings the running costs laid out wholly and exclusively for the business (stock and materials, wages, rent, insurance, phone and broadband, fuel for business driving and the like), and pay tax only on the profit that is left. The law allows no deduction for private or domestic spending, for keeping yourself or your family, or for capital; for a cost that is partly private, such as a phone or a car you also use yourself, claim only the business part.',
    conditions: [
      'Buying equipment, a van or machinery is capital, not a running cost: it is written off through capital allowances instead (see the capital allowances entries).',
      'For part of your home used for the business, the law allows only the share used for the business, and no more than two-thirds of the rent of the home unless the inspector agrees to more.',
      'Repairs count only at what was actually spent, and a loss that does not come from the business does not count.',
      'Revenue can ask to see the invoices and receipts behind every expense (see the record-keeping entry).',
    ],
    notCovered:
      "Revenue's own lists of what it accepts for particular costs (travel, meals, clothing): we did not find them on a stored official page when we checked on 28 November 2026.",
    sources: [everydaySources.deductionsRule],
    sourceNotes:
      "Section 81(2) of the Taxes Consolidation Act 1997 lists what may not be deducted in working out trading profits: expenses not wholly and exclusively for the trade, private and domestic spending and the keep of the owner's family, rent of a dwelling beyond the business part (at most two-thirds unless the inspector allows more), repairs beyond what was spent, losses not from the trade, and capital.",
  },
  {
    ...everyday,
    area: 'VAT',
    slug: 'vat-goods-northern-ireland',
    title: 'VAT on selling goods to Northern Ireland (treated like trade within the EU)',
    triggers: [
      'sell to northern ireland',
      'selling to northern ireland',
      'customer in northern ireland',
      'customers in the north',
      'goods to northern ireland',
      'goods to the north',
      'xi vat number',
      'xi prefix',
      'windsor framework',
      'northern ireland protocol',
    ],
    answer:
      "Northern Ireland still follows the EU's VAT rules for goods, so selling and sending goods there is treated as it was before Brexit: an intra-Community supply, exactly as a sale of goods to a business in another EU country. So you charge no Irish VAT (the zero rate) on goods you sell to a VAT-registered business there, using its VAT number beginning XI, when the conditions below are met; otherwise you charge Irish VAT at the goods' usual rate.",
    conditions: [
      "The zero rate needs all five of Revenue's conditions: the customer is VAT-registered (for Northern Ireland, with an XI number); you get and keep its VAT number; both VAT numbers are on the invoice; the goods are sent or taken out of the State to it; and you make correct VIES returns. If any one is not met, or you are in doubt, charge Irish VAT.",
      'Report these sales as you would sales of goods to other EU countries: on your VIES return and, above its thresholds, on Intrastat.',
      'Goods you buy from Northern Ireland are intra-Community acquisitions, the same as goods from another EU country; VAT paid in Northern Ireland on goods can be reclaimed through the Electronic VAT Refund (EVR) system.',
      'EU simplifications such as call-off stock and triangulation still apply to goods moving between Ireland and Northern Ireland.',
      'Whether you must register for VAT at all is decided by the usual turnover thresholds (see the VAT registration entry). Goods from Great Britain are imports (see the imports entry).',
      'Services are different: for VAT on services Northern Ireland is part of the UK, outside the EU, so on services you provide to a company based there, in general UK VAT is due, not Irish VAT (see the entry on VAT on services to business customers abroad).',
    ],
    notCovered: "Sales of goods to private customers in Northern Ireland: see Revenue's pages on trade with Northern Ireland.",
    sources: [everydaySources.goodsNorthernIreland, everydaySources.intraCommunitySupplies, lnf.brexitVatOnServices],
    checkedOn: LATER_NAMED_FACTS_CHECKED_ON,
    sourceNotes:
      "Revenue's Northern Ireland page treats goods sent there as intra-Community supplies; its intra-Community supplies page gives the five conditions for the zero rate and says to charge Irish VAT when one is not met. The zero rate to a Northern Ireland business follows from the two read together (read on 28 November 2026). Revenue's Brexit page on VAT on services (read on 29 November 2026) applies the UK's place of supply rules for services to the UK including Northern Ireland: in general UK VAT is due on services provided to a company based in the UK.",
  },
  {
    ...everyday,
    area: 'Income tax, USC and PRSI',
    slug: 'starting-as-a-sole-trader',
    title: 'Starting a business on your own: registering for tax with Revenue',
    triggers: [
      'starting a business',
      'start a business',
      'starting up a business',
      'setting up a business',
      'set up a business',
      'set up as a sole trader',
      'setting up as a sole trader',
      'starting as a sole trader',
      'become a sole trader',
      'becoming a sole trader',
      'register as a sole trader',
      'register as self employed',
      'registering as self employed',
      'register for income tax',
      'self assessment registration',
    ],
    answer:
      'To start as a sole trader you register with Revenue as a self-employed person (for Income Tax self-assessment) once your net income from the business is over €5,000, and you then pay Income Tax, PRSI and the Universal Social Charge on your net business profits. Each year you file your tax return, the Form 11, on ROS (the Revenue Online Service).',
    conditions: [
      'You must register for self-assessment if your taxable non-PAYE income is over €5,000 or your gross non-PAYE income is over €30,000; register through eRegistration on ROS or on parts A and B of Form TR1. Below those amounts, an employee can declare the income on a Form 12 in myAccount instead.',
      "As a sole trader your tax is dealt with under your own PPSN, and you keep the business's records yourself (see the record-keeping entry).",
      'If you take on employees you also register as an employer and run PAYE and employer PRSI on their wages, and you may have to register for VAT (above the turnover thresholds) and RCT; TR1 covers those registrations too (see those entries).',
      'Self-assessed income tax is paid as preliminary tax for the year and a balance with the Form 11 (see the preliminary tax and Form 11 entries); PRSI for the self-employed is Class S (see that entry).',
    ],
    sources: [nf.whatIsABusiness, nf.registerSelfAssessment],
    sourceNotes:
      "Revenue's 'What is a business?' page gives the €5,000 net income point, the taxes on a sole trader's profits, the PPSN and the Form 11 on ROS; its self-assessment guide gives the €5,000 taxable and €30,000 gross non-PAYE income tests, eRegistration and Form TR1, and the Form 12 below them.",
  },
];
