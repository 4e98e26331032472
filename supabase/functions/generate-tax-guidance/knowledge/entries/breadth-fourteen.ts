// What an owner of a small business meets at work or at home, from revenue.ie's
// topic lists (customs, excise, property, employing people, farming,
// companies, self-employed, capital taxes, vehicles), on topics that had no
// entry: Local Property Tax when selling a home, health insurance an employer
// pays for, the VAT refund for unregistered farmers (VAT 58), commercial
// woodland income, moving a sole trade into a company, the first and last
// years of a sole trade, partnerships, iXBRL accounts with the CT1, bringing a
// car in from Great Britain, stamp duty on a gift, Electricity Tax, and goods
// returned from outside the EU. Each entry was written on 29 November
// 2026 from the official page it cites, read in a stored copy, in our own
// words; where that copy was a third party's, the entry's sourceNotes says so.
import { BREADTH_FOURTEEN_CHECKED_ON, breadthFourteenSources as r14 } from '../sources-breadth-fourteen.ts';
import { TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const round = { taxYear: TAX_YEAR, checkedOn: BREADTH_FOURTEEN_CHECKED_ON } as const;

export const breadthFourteenEntries: readonly TaxEntry[] = [
  {
    ...round,
    area: 'Home, property and vehicles',
    slug: 'lpt-selling-a-property',
    title: 'Local Property Tax clearance: LPT paid up and cleared before a home is sold or transferred',
    triggers: [
      'lpt clearance',
      'selling my house lpt',
      'lpt when selling',
      'lpt on sale',
      'sale of a house lpt',
      'transfer of a property lpt',
      'buying a house lpt',
      'local property tax clearance',
      'property tax when selling',
      'general clearance',
      'specific clearance',
    ],
    answer:
      'Before a sale or transfer of a home closes, the seller must have filed every Local Property Tax return and paid all LPT, interest and penalties (including any old Household Charge), so that Revenue’s LPT clearance is in place and given to the buyer; a home sold for €400,000 or less needs general clearance only, while some sellers also need specific clearance.',
    conditions: [
      'Whoever owns the property on the liability date, 1 November, is liable for the next year’s LPT.',
      'A deferral must be paid off, with its interest, before the sale: clearance is not given while a deferral is in place, and unpaid LPT and interest stay a charge on the property until paid.',
      'The seller should check that the valuations declared (for 1 May 2013 and 1 November 2021) were reasonable and honest, correct any under-declared return and pay the extra tax and interest, and make sure any exemption claimed was due and has been verified by Revenue.',
      'The €400,000 limit for general clearance only was raised from €350,000 with effect from 13 November 2023.',
      'The buyer or their solicitor should get the property ID, valuation and any exemption details from the seller, check for unpaid LPT, and insist on copies of the clearance, including any from an earlier sale since 2013.',
    ],
    sources: [r14.lptSellingOverview, r14.lptSelling, r14.lptBuying],
    notCovered: 'When exactly a seller needs specific clearance above €400,000 is not stated here.',
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'employer-paid-health-insurance',
    title: 'Paying an employee’s health insurance: a benefit in kind on the gross premium',
    triggers: [
      'pay health insurance for my staff',
      'pay health insurance for staff',
      'health insurance for employees',
      'company health insurance',
      'employer paid health insurance',
      'medical insurance for staff',
      'pay my employees vhi',
      'health insurance benefit in kind',
      'medical insurance benefit in kind',
    ],
    answer:
      'Health insurance an employer pays for an employee is a taxable benefit in kind: the gross premium, before the insurer’s 20% tax relief at source, is added to the employee’s pay as notional pay and taxed through payroll, and the employer pays the tax relief it got at source back to Revenue.',
    conditions: [
      'Example from Revenue: a premium of €1,000 costs the employer €800 after tax relief at source of €200; payroll taxes are deducted on €1,000, the employee gets a tax credit for the gross premium (€1,000 at 20%), and the employer pays the €200 to Revenue.',
      'A company pays the relief back as part of its preliminary corporation tax and accounts for it on its CT1; others pay it to the Collector-General’s TRS section (for individuals and partnerships, before the return date for the year).',
      'The employer may deduct the gross premium in working out its trading profits.',
      'Insurance against the cost of sick pay for all staff, paid to the business, is not a benefit in kind; a policy that pays a named employee or director is, at the premium paid. Approved income protection schemes are relieved up to 10% of the person’s income.',
      'One medical check-up a year for each employee, or any check-up the work requires, is not a benefit in kind.',
    ],
    sources: [r14.medicalInsuranceEmployees, r14.medicalInsurancePlans],
    notCovered:
      'Medical and dental insurers and their tied agents follow different rules. The relief limits on a policy are in the health insurance relief entry.',
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-refund-unregistered-farmers',
    title: 'VAT back for a farmer not registered for VAT: the VAT 58 refund on farm buildings, fencing, drainage and reclamation',
    triggers: [
      'vat 58',
      'vat58',
      'vat58 claim',
      'vat refund for farmers',
      'farmer vat refund',
      'vat back on a shed',
      'vat on a slatted shed',
      'vat on farm buildings',
      'vat on fencing',
      'vat on land drainage',
      'land reclamation',
      'flat rate farmer refund',
      'refund order',
    ],
    answer:
      'A farmer who is not registered for VAT (a flat-rate farmer) can claim back, on a VAT 58 claim, the VAT paid on building, extending, altering or reconstructing farm buildings or structures; on fencing, draining or reclaiming farmland; and on putting in equipment that generates electricity for use in the farm business. VAT on other costs, such as farm machinery or movable equipment, cannot be refunded.',
    conditions: [
      'The building or structure must be designed solely for farming and actually used in the farm business, and the land put to use in it.',
      'A claim needs the VAT invoices (or import receipts) showing the VAT paid, and, if Revenue asks, the plans, specifications or other evidence of the work.',
      'The claimant must be up to date with their tax returns and payments (VAT, income tax, corporation tax and CGT).',
      'Claims are made on a self-assessment basis: Revenue’s Tax and Duty Manual on the Flat-Rate Farmers Refund Order (guidance published 4 June 2024) sets out what qualifies, and a claimant should be satisfied a claim complies with the Order before making it.',
      'A flat-rate farmer is otherwise compensated for VAT on farm inputs through the flat-rate addition (see that entry).',
    ],
    sources: [r14.farmerRefundGuidance, r14.farmerRefundOrder],
    notCovered:
      'The minimum claim, the time limit and how to file a claim online were found only in farming newspapers’ reports of Revenue’s guidance, so they are not stated here.',
    sourceNotes:
      'The Order (S.I. 201 of 2012), cited on irishstatutebook.ie, was read in a consolidated copy of Articles 4 and 7 on a third-party site; Revenue’s statement to the Joint Oireachtas Committee on Agriculture on 8 May 2024 (read in a kildarestreet.com copy) confirms that machinery and equipment are outside it.',
  },
  {
    ...round,
    area: 'Reliefs and incentives',
    slug: 'woodlands-income-exemption',
    title: 'Income from commercial forestry (woodlands): exempt from income tax and corporation tax, not from USC and PRSI',
    triggers: [
      'forestry',
      'forestry income',
      'forestry premium',
      'forestry premiums',
      'woodland',
      'woodlands',
      'commercial woodland',
      'selling timber',
      'timber sales',
      'clearfell',
      'planting trees',
    ],
    answer:
      'Profits from occupying woodland in Ireland that is managed on a commercial basis with a view to profit are exempt from income tax and corporation tax (section 232 TCA 1997), but an individual still pays USC and PRSI on them.',
    conditions: [
      'The exemption is for woodland in the State, run commercially and aiming at a profit; a company’s woodland profits are exempt from corporation tax on the same terms.',
      'For an individual, exempt woodland income is a specified relief under the High Income Earners Restriction, so a high earner with large woodland profits may have the exemption restricted.',
      'Revenue has said the exempt income of someone not carrying on a forestry trade cannot be spread over several years using accounting principles to avoid that restriction.',
      'Revenue’s manual on the profits from the occupation of woodlands (Tax and Duty Manual Part 07-03-09) sets out which activities qualify and how the profit is worked out.',
    ],
    sources: [r14.woodlandsExemption, r14.woodlandsEbrief],
    notCovered:
      'Which grants and premiums count as the exempt profit, the income limits of the High Income Earners Restriction, and capital taxes on forestry land are not covered here.',
    sourceNotes:
      'eBrief 80/2015 was read in a copy on charteredaccountants.ie (the address given is Revenue’s eBrief address for that issue); Revenue’s own page read is the companies’ woodlands exemption page.',
  },
  {
    ...round,
    area: 'Capital taxes and stamp duty',
    slug: 'cgt-transfer-business-to-company',
    title: 'Moving a sole trade into a limited company: deferring CGT on the assets in exchange for shares (section 600 relief)',
    triggers: [
      'incorporate my business',
      'incorporating my business',
      'move my business into a company',
      'transfer my business to a company',
      'sole trader to limited company',
      'from sole trader to company',
      'incorporation relief',
      'section 600',
      'set up a limited company',
    ],
    answer:
      'When a sole trader or partnership transfers a business as a going concern to a company, with all its assets (or all but cash), wholly or partly in exchange for shares, the capital gains on the assets are not taxed now to the extent the payment is in shares: that part of the gain is deducted from the cost of the shares and taxed when the shares are sold. Any part paid in cash, or credited to a loan or current account with the company, is taxed now.',
    conditions: [
      'The transfer must be made for genuine commercial reasons and not as part of a scheme to avoid tax.',
      'The gain is split between the shares and the other payment in proportion to their value.',
      'By a long-standing concession, the company taking over the business’s genuine trade creditors (suppliers of goods or services to it) is not treated as other payment, where the assets are worth more than the liabilities; bank loans and tax debts the company takes over are.',
      'VAT on the transfer is covered in the entry on transfers of a business as a going concern.',
    ],
    sources: [r14.transferToCompanyEbrief, r14.transferToCompanyAct],
    notCovered: 'Stamp duty on the transfer and the capital allowances position of the company are not covered here.',
    sourceNotes:
      'eBrief 111/2014 was read in a copy on charteredaccountants.ie, and section 600 in Revenue’s Note for Guidance and Tax and Duty Manual Part 19-06-04 on third-party sites; the addresses given are the official ones those copies reproduce.',
  },
  {
    ...round,
    area: 'Income tax, USC and PRSI',
    slug: 'sole-trader-first-and-last-years',
    title: 'A sole trader’s first three years and last two years: which profits are taxed (commencement and cessation rules)',
    triggers: [
      'first year of trading',
      'first year in business',
      'second year of trading',
      'third year of trading',
      'commencement rules',
      'cessation rules',
      'closing my business tax',
      'stop trading',
      'stopped trading',
      'final year of trading',
      'basis of assessment',
      'accounting year end',
    ],
    answer:
      'In the first tax year you are taxed on the profits from the day you start to 31 December; in the second, usually on the 12-month accounts ending in that year; and in the third you may claim to reduce the profits taxed by any amount by which the second year’s taxed profits exceeded that year’s actual profits (1 January to 31 December). When you stop, the final year is taxed on the profits from 1 January to the date you cease, and the year before is raised to its actual profits if those were higher.',
    conditions: [
      'Second year in more detail: one 12-month account ending in the year is taxed as it is; one account longer than 12 months, the 12 months to its end.',
      'Profits of an account that straddles the start are divided by time (a business started on 1 July with 12 months’ profits of €12,000 to 30 June is taxed on €6,000 in its first year).',
      'On stopping, if the year before the last was taxed on less than its actual profits, you must bring the revision to Revenue’s notice and pay the extra tax.',
      'A business that starts and stops within three tax years can have the year before the last reduced so that it is taxed on its actual profits over its life, by telling Revenue in writing by the return filing date for the year it stops.',
      'A change of owner (a sole trader taking on a partner, or passing the business on) is treated as the old trade ceasing and a new one starting.',
      'With accounts made up to 31 December every year, these rules change nothing: each year is taxed on its actual profits.',
    ],
    sources: [r14.commencementRules, r14.cessationRules],
    notCovered: 'Losses in the opening and closing years and a change of accounting date are not covered here.',
    sourceNotes:
      'Tax and Duty Manual Part 04-03-03 was read in a copy on studylib.net (the version updated November 2014), Part 04-03-05 in a copy on documentine.com (reviewed March 2024), and Revenue’s Notes for Guidance on sections 66 to 69 TCA 1997 on charteredaccountants.ie; the addresses given are Revenue’s for those manuals.',
  },
  {
    ...round,
    area: 'Income tax, USC and PRSI',
    slug: 'partnership-tax',
    title: 'A business partnership: each partner is taxed on their own share, and the precedent partner files the partnership return',
    triggers: [
      'business partnership',
      'business partner',
      'in partnership',
      'partnership tax',
      'partners in a business',
      'partnership return',
      'partnership accounts',
      'precedent partner',
      'precedent acting partner',
      'form 1 firms',
      'share of the profits',
      'join a partnership',
      'leave a partnership',
    ],
    answer:
      'A partnership does not pay income tax itself: each partner is taxed, on their own return, on their share of the partnership’s profits (or gets relief for their share of a loss) under the profit-sharing terms of the partnership agreement, as if they carried on a trade of their own. The precedent partner files the partnership’s return of its income and the partners’ shares.',
    conditions: [
      'The precedent partner is the partner resident in Ireland named first in the partnership agreement (or, without an agreement, named first in the firm’s name), or the precedent acting partner if the one named first does not act.',
      'A partner’s own trade is treated as starting when they join the partnership and ending when they leave, so the first-year and last-year rules for a sole trader apply to each partner (see that entry).',
      'Each partner files their own income tax return (Form 11) and pays their own preliminary tax and balance.',
      'The partnership return (Form 1 (Firms)) gives every source of the partnership’s income and the amount from each for the year.',
    ],
    sources: [r14.partnersAssessment, r14.partnershipReturns],
    notCovered: 'Partnerships with a company as a partner, limited partnerships and the return’s due date are not covered here.',
    sourceNotes:
      'The definition of precedent partner is in section 1007 TCA 1997, read in a consolidated copy on a third-party site; the name Form 1 (Firms) is from the notes on a copy of Revenue’s Form 1.',
  },
  {
    ...round,
    area: 'Corporation tax',
    slug: 'ixbrl-financial-statements',
    title: 'Filing a company’s accounts with the CT1 in iXBRL: what is included and which companies must',
    triggers: [
      'ixbrl',
      'i x b r l',
      'xbrl',
      'tagged accounts',
      'financial statements with the ct1',
      'accounts with my ct1',
      'submit accounts to revenue',
      'detailed profit and loss',
    ],
    answer:
      'A company’s financial statements form part of its corporation tax return, and where they must be filed electronically they are filed in iXBRL (inline eXtensible Business Reporting Language) through ROS, fully tagged, including a detailed profit and loss account, a balance sheet and the notes. Revenue brought the obligation in by phases; when it extended it to all companies it excluded a company meeting all three of: a balance sheet total of no more than €4.4 million, turnover of no more than €8.8 million and an average of no more than 50 employees.',
    conditions: [
      'The statements include, where the company prepares them, the directors’ report, the auditor’s report, the profit and loss and balance sheet, cash flows, changes in equity, the notes and a detailed profit and loss account.',
      'iXBRL filers do not complete the CT1’s extracts from accounts, so some items must be tagged in the accounts (turnover, government grants, other income, gross profit, staff costs, subcontractors, profit before tax and shareholders’ funds), at zero if the company has none.',
      'Companies dealt with in Revenue’s Large Corporates Division or High Wealth and Financial Services Division must file in iXBRL.',
      'A company not obliged to may still file in iXBRL voluntarily.',
    ],
    sources: [r14.ixbrlHowTo, r14.ixbrlPhases, r14.ixbrlEbrief],
    notCovered:
      'Whether the three limits have changed since (eBrief 255/24 says Revenue’s manual now uses updated small company thresholds under the Companies Act 2014) and any extra time for filing the accounts after the CT1 were not confirmed on an official page.',
    sourceNotes:
      'The three limits are from Revenue’s iXBRL page in the stored copy read (its Phase 2 wording); Revenue’s Tax and Duty Manual Part 41A-03-01, which now sets out who must file, was read only in a partial third-party copy.',
  },
  {
    ...round,
    area: 'Home, property and vehicles',
    slug: 'car-from-great-britain',
    title:
      'Buying a car or van in Great Britain and bringing it in: customs duty (10%, or 0% for UK origin) and 23% VAT before registering',
    triggers: [
      'car from the uk',
      'car from england',
      'car from britain',
      'car from great britain',
      'import a car from the uk',
      'importing a car from the uk',
      'buy a car in the uk',
      'van from the uk',
      'used car from the uk',
      'customs duty on a car',
      'vat on a car from the uk',
    ],
    answer:
      'Since Brexit a car or van brought in from Great Britain is an import from outside the EU: before it can be registered (and VRT paid) you must make a customs declaration showing its VIN and pay customs duty, usually 10% of its customs value, and VAT at 23% on the customs value plus the duty.',
    conditions: [
      'The duty is 0% if the vehicle is of UK origin under the EU-UK Trade and Cooperation Agreement and the preference is claimed on the customs declaration; a car made in the EU or elsewhere that was used in the UK is not of UK origin, so 10% applies.',
      'The customs value is the price paid plus transport, insurance and handling; VAT paid in Great Britain does not reduce the import VAT.',
      'A vehicle bought in Northern Ireland is not an import where it has Union goods status (made or in free circulation in the EU); VAT is not due on a vehicle shown to have been owned and used in Northern Ireland before Brexit or brought in with VAT paid there, unless it is a new means of transport.',
      'The customs declaration and payment come before the vehicle is presented for registration; registering it and its time limits are in the entry on registering an imported vehicle.',
    ],
    sources: [r14.carFromBritain2024, r14.carFromBritain2022, r14.carFromBritain2021],
    notCovered: 'Returned goods relief and the VRT itself are not covered here (see the VRT entries).',
    sourceNotes: 'The 2021 answer was read in the Irish-language view of the Oireachtas page (the answer text is in English).',
  },
  {
    ...round,
    area: 'VAT',
    slug: 'electricity-tax',
    title: 'Electricity Tax on a business electricity bill (€1 per megawatt hour)',
    triggers: [
      'electricity tax',
      'tax on my electricity bill',
      'electricity bill tax',
      'energy tax',
      'tax on electricity',
      'megawatt hour',
      'mwh',
    ],
    answer:
      'Electricity Tax is an excise duty of €1 per megawatt hour (0.1 cent per kWh) on electricity supplied for business use, charged by the electricity supplier on your bill; electricity supplied for household use pays none.',
    conditions: [
      'The supplier, not the customer, is responsible for paying the tax and making the returns; it applies the business rate to any supply not billed at a household tariff or made to a non-business body named by Revenue (also €1 per megawatt hour).',
      'The business rate was €0.50 per megawatt hour up to 31 December 2019.',
      'Electricity a business generates for its own use is taxable only above 50 units (megawatt hours) a year, so back-up generators and building-site supplies are left out and need no registration.',
      'There are reliefs for electricity generated from renewable sources or by environmentally friendly combined heat and power, and for electricity used in chemical reduction, electrolytic or metallurgical processes (claimed by repayment).',
    ],
    sources: [r14.electricityTaxRates, r14.electricityTaxSupplies, r14.electricityTaxReliefs],
    notCovered: 'Carbon taxes on gas and solid fuel, and VAT on electricity, are not covered here.',
    sourceNotes:
      'Revenue’s Electricity Tax rates page gives €1 per megawatt hour for business use from 1 January 2020; an older stored copy of Revenue’s excise duty rates table still showed €0.50. We follow the Electricity Tax page.',
  },
  {
    ...round,
    area: 'Savings and investments',
    slug: 'foreign-deposit-interest',
    title: 'Interest on a bank account abroad (EU, UK or elsewhere): how it is taxed in Ireland',
    triggers: [
      'foreign deposit interest',
      'foreign bank account',
      'bank account abroad',
      'account in the uk',
      'uk bank account',
      'savings abroad',
      'interest from a foreign bank',
      'interest from abroad',
      'deposit account abroad',
      'foreign savings',
    ],
    answer:
      'If you are resident and domiciled in Ireland, interest on a deposit account abroad is taxable here even though no DIRT is deducted: interest from a bank in another EU country is generally taxed at the DIRT rate of 33%, while interest from outside the EU, including UK accounts, is taxed at the higher of the DIRT rate and your marginal rate, so a higher-rate taxpayer pays 40%.',
    conditions: [
      'A foreign bank deducts no Irish DIRT, so the interest is taxed through your own income tax return.',
      'The Universal Social Charge does not apply to deposit interest, whatever its source; PRSI may apply.',
      'Interest on savings with an Irish bank, credit union or An Post normally has DIRT at 33% deducted by the deposit taker (see the DIRT entry).',
      'Someone resident but not domiciled in Ireland may be taxed on foreign interest differently (see the remittance basis entry).',
    ],
    sources: [r14.foreignDepositIncome],
    notCovered: 'Relief for any tax deducted abroad on the interest is not covered here.',
  },
  {
    ...round,
    area: 'Income tax, USC and PRSI',
    slug: 'sole-trader-losses',
    title: 'A loss in your business as a sole trader: setting it against other income or carrying it forward',
    triggers: [
      'loss in my business',
      'business made a loss',
      'made a loss',
      'trading loss',
      'sole trader loss',
      'loss relief',
      'carry forward the loss',
      'terminal loss',
      'loss against my salary',
    ],
    answer:
      'A sole trader or partner whose trade makes a loss in a tax year can claim to set it against their other income of that year (section 381 TCA 1997); any loss not used that way is carried forward and set against later profits of the same trade (section 382). When the trade ends, a terminal loss from its last 12 months can be set against the trade’s profits of the three tax years before the year it ended (section 385).',
    conditions: [
      'A loss set against other income reduces that income as a specific deduction in working out total income for the year.',
      'Relief against other income is restricted for losses from a passive (non-active) trade or from tax avoidance arrangements, for certain land and farming losses (farming losses after three years of losses in a row), and for some capital allowances.',
      'Relief for the same loss is given only once, and a terminal loss is set against the latest year first.',
      'A company’s losses follow different rules (see the company trading losses entry).',
    ],
    sources: [r14.lossReliefManual, r14.lossReliefEbrief, r14.terminalLoss],
    notCovered: 'The time limit for claiming, and how losses interact with the opening and closing year rules, are not covered here.',
    sourceNotes:
      'Tax and Duty Manual Part 12-01-02 was read in a third-party copy of an earlier version (its contents list and introduction); eBrief 176/20 on revenue.ie confirms the specific-deduction point; section 385 was read in a consolidated copy of the section. The addresses given are the official ones.',
  },
];
