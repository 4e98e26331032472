// Company taxes and incentives: corporation tax rates, the start-up relief,
// paying and filing, and the R&D credit, KEEP and EII at a high level.
import {
  LATER_NAMED_FACTS_CHECKED_ON,
  laterNamedFactSources as lnf,
  NAMED_FACTS_CHECKED_ON,
  namedFactSources as nf,
} from '../sources-named-facts.ts';
import { BUSINESS_CHECKED_ON, businessSources as bs } from '../sources-business.ts';
import { CHECKED_ON, REVIEWED_ON, sources, TAX_YEAR } from '../sources.ts';
import { roundEightSources as r8 } from '../sources-named-facts.ts';
import { roundThirteenSources as r13 } from '../sources-round-thirteen.ts';
import type { TaxEntry } from '../types.ts';

const company = { area: 'Corporation tax', taxYear: TAX_YEAR, checkedOn: CHECKED_ON } as const;
const reliefs = { area: 'Reliefs and incentives', taxYear: TAX_YEAR, checkedOn: CHECKED_ON } as const;

export const businessEntries: readonly TaxEntry[] = [
  {
    ...company,
    slug: 'corporation-tax-rates',
    title: 'Corporation tax rates',
    triggers: [
      'corporation tax',
      'corporation tax rate',
      'company tax',
      'companies tax',
      '12.5%',
      'trading income',
      'non trading income',
      'passive income',
      'rental income',
      'company pay',
      'company pays',
      'profit',
      'profits',
      'company profits',
      'limited company tax',
      'tax on company profits',
      'profits of my company',
    ],
    answer:
      'A company pays corporation tax at 12.5% on trading profits and 25% on non-trading (passive) income such as rent, interest and most investment income.',
    conditions: [
      'The 12.5% rate needs a genuine trade carried on in Ireland; holding property or investments is not a trade.',
      'Groups with worldwide revenue of €750 million or more pay a minimum effective 15% (see the Pillar Two entry); a small or medium business stays at 12.5%.',
      'A new company may pay no corporation tax on a new trade in its first five years under start-up relief (section 486C) if its corporation tax for the year is €40,000 or less, with partial (marginal) relief between €40,000 and €60,000; the relief is limited to the employer PRSI it pays, at most €5,000 per employee and €40,000 in all (see the start-up relief entry).',
      'Close companies that do not distribute investment or rental income can face a 20% surcharge.',
    ],
    sources: [sources.corporationTax, sources.startUpRelief],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...company,
    slug: 'pillar-two-minimum-tax',
    title: 'The 15% minimum tax for large groups (Pillar Two)',
    triggers: [
      'pillar two',
      'pillar 2',
      'minimum tax',
      'minimum effective tax',
      '15% tax',
      'global minimum',
      'large groups',
      'multinational',
    ],
    answer:
      'Groups with annual consolidated revenue of €750 million or more in at least two of the previous four years must pay an effective rate of at least 15% on their Irish profits; Ireland collects the top-up itself through a domestic top-up tax.',
    conditions: [
      'The rules apply to fiscal years starting on or after 31 December 2023, for multinational and large purely domestic groups alike.',
      'The first pay-and-file date for groups in scope in Ireland was 30 June 2026; that date has passed, and later returns follow the yearly cycle.',
      'Companies below the €750 million threshold keep the 12.5% trading rate.',
    ],
    sources: [sources.pillarTwo],
    checkedOn: REVIEWED_ON,
    dates: [
      {
        on: '2026-06-30',
        kind: 'due',
        measure: 'the first Pillar Two pay-and-file date',
        said: 'The first pay-and-file date for groups in scope in Ireland was 30 June 2026; that date has passed, and later returns follow the yearly cycle.',
        source: sources.pillarTwo,
      },
    ],
  },
  {
    ...company,
    slug: 'start-up-relief',
    title: 'Corporation tax relief for new start-up companies',
    triggers: [
      'start up relief',
      'startup relief',
      'new company relief',
      'section 486c',
      'first five years',
      'new start up',
      'start up company',
      'startup company',
      'starting a company',
      'new companies',
      'relief for new companies',
      'start up exemption',
      'exemption for new companies',
      'marginal relief',
      'corporation tax relief',
      'relief on corporation tax',
    ],
    answer:
      'A new company can pay no corporation tax on its new trade for its first five years if its total corporation tax for the year is €40,000 or less, with partial relief between €40,000 and €60,000; the relief is capped at the employer PRSI the company pays.',
    conditions: [
      'The relief equals the employer PRSI paid, up to €5,000 per employee and €40,000 in total; from 2025 Class S PRSI paid for directors also counts, up to €1,000 each.',
      'The trade must be new: not taken over from someone else, and not land development, natural resources or a professional service company.',
      "A company with no employees or directors' PRSI gets no relief; unused relief from the first five years can be carried forward.",
      'The relief is for companies that start a new trade by 31 December 2026; as legislated it does not reach a trade begun in 2027, and no extension had been confirmed when we checked on 25 November 2026.',
      'Example from Revenue: a company that pays €6,000 employer PRSI for one employee can count only €5,000 of it towards the relief.',
    ],
    sources: [sources.startUpRelief, nf.startUpReliefCalculation],
    checkedOn: NAMED_FACTS_CHECKED_ON,
    dates: [
      {
        on: '2026-12-31',
        kind: 'ends',
        measure: 'start-up relief for companies that begin a new trade',
        said: 'The relief is for companies that start a new trade by 31 December 2026; as legislated it does not reach a trade begun in 2027, and no extension had been confirmed when we checked on 25 November 2026.',
        source: sources.startUpRelief,
      },
    ],
  },
  {
    ...company,
    slug: 'ct-payment-filing',
    title: 'Paying and filing corporation tax (CT1 and preliminary tax)',
    triggers: [
      'ct1',
      'ct 1',
      'corporation tax return',
      'corporation tax deadline',
      'preliminary corporation tax',
      'company tax return',
      'company return',
      'when does my company pay',
      'corporation tax due',
      'pay corporation tax',
      'pay my corporation tax',
    ],
    answer:
      'A company files its CT1 return and pays any balance by the 23rd day of the ninth month after its accounting period ends (23 September 2026 for a December 2025 year-end), through ROS. Preliminary tax is due earlier, during the period.',
    conditions: [
      "Small companies (corporation tax under €200,000 in the previous period) pay preliminary tax in one instalment, by the 23rd of the month before the period ends (23 November for a December year-end): 100% of last period's tax or 90% of this period's.",
      'Large companies pay two instalments, in the 6th and 11th months, bringing the total to 90% of the current liability.',
      'Companies must pay and file electronically through ROS; late payment costs interest at 0.0219% a day and late returns a surcharge.',
    ],
    sources: [sources.ctPreliminary, sources.ros],
  },
  {
    ...company,
    slug: 'dividends-dwt',
    title: 'Dividends and dividend withholding tax (DWT)',
    triggers: [
      'dividend',
      'dividends',
      'dividend withholding tax',
      'dwt',
      'pay myself a dividend',
      'take money out of the company',
      'distribution',
      'distributions',
      'dividends from my company',
      'dividend tax',
      'tax on dividends',
      'dividends taxed',
      'dwt return',
      'withholding tax return',
    ],
    answer:
      'An Irish company paying a dividend must withhold dividend withholding tax (DWT) at 25% and pay it to Revenue by the 14th of the following month. An Irish resident shareholder is then taxed on the gross dividend as income, at their own rates, with a credit (and any refund) for the DWT withheld.',
    conditions: [
      'Some shareholders can be paid without DWT if the right declaration is in place, for example other Irish resident companies, charities and pension funds.',
      'The company pays dividends out of profits already taxed at corporation tax rates, so a dividend is not deductible for the company, unlike salary.',
      'The company must keep the tax reference number of each person entitled to the dividend.',
      'The DWT return and payment are made through ROS by the 14th of the month after the month the dividend is paid (a dividend paid on 10 June is due by 14 July); a return is needed even if no DWT was deducted, and each shareholder gets a statement of the dividend and the DWT deducted.',
      'The shareholder declares the gross dividend on their own income tax return: if their income not taxed through PAYE comes to less than €5,000 a year, on Form 12 through myAccount; above that, they register for self-assessment and file Form 11 on ROS (a director who controls the company usually files Form 11 anyway). Dividends are also liable to USC and PRSI.',
    ],
    sources: [sources.dwt, r8.dwtFiling, r13.dividendIncome],
  },
  {
    ...reliefs,
    slug: 'rnd-tax-credit',
    title: 'Research and development (R&D) tax credit',
    triggers: [
      'r&d',
      'r and d',
      'research and development',
      'research',
      'rnd',
      'r&d tax credit',
      'research credit',
      'innovation tax credit',
      'pre filing notification',
    ],
    answer:
      'The R&D corporation tax credit is 35% of qualifying R&D spending from 2026 (up from 30%). It is paid in three annual instalments, which the company can have set against its tax or repaid; a claim of up to €87,500 can be paid in full in the first year (up from €75,000).',
    changes: ['Budget 2026: rate 30% → 35% and first-year payment threshold €75,000 → €87,500.'],
    conditions: [
      'The work must be systematic, in science or technology, seek a scientific or technological advance and resolve scientific or technological uncertainty; it can be carried out in Ireland, the EEA or the UK.',
      'Claim through ROS on the corporation tax return within 12 months of the end of the accounting period in which the spending was incurred.',
      "A company claiming the credit for the first time, or that has not claimed it in any of the three preceding years, must tell Revenue in advance: it files a pre-filing notification at least 90 days before the claim is made (for accounting periods beginning on or after 1 January 2024), through MyEnquiries on ROS under 'Corporation Tax (CT)', 'R&D Pre-filing Notification'.",
      'Keep records of the project and time spent as the work happens: claims are checked against them.',
    ],
    sources: [sources.rnd, lnf.rndPreFiling, sources.budget2026],
    checkedOn: LATER_NAMED_FACTS_CHECKED_ON,
    notCovered:
      "The rule that an employee who spends at least 95% of their time on R&D can have all their pay counted: issue 27 says it has a source, but we could not find it on an official page when we checked on 26 November 2026 or searched again on 29 November 2026, so we do not state it as confirmed. Check Revenue's R&D Tax Credit manual (Part 29-02-03) before relying on it.",
    sourceNotes:
      "Searched again on 29 November 2026 for the 95% rule on staff time, on revenue.ie (Tax and Duty Manual Part 29-02-03) and irishstatutebook.ie (section 766 of the Taxes Consolidation Act 1997): the stored pages were Revenue eBriefs 045/19 and 089/21, which name the manual's updates but not this rule, and older copies of Revenue's guidelines on document-sharing sites; none states it. An adviser's page found the same day (not an official source) describes staff costs as apportioned by the share of time spent on qualifying R&D, with no 95% threshold. The entry states no rule on counting staff time until the manual's own text is read.",
  },
  {
    ...reliefs,
    slug: 'keep-share-options',
    title: 'Key Employee Engagement Programme (KEEP)',
    triggers: [
      'keep scheme',
      'keep share',
      'keep limits',
      'keep limit',
      'keep options',
      'keep programme',
      'key employee engagement',
      'share options',
      'share option',
      'employee shares',
      'equity for employees',
    ],
    answer:
      'KEEP lets a qualifying unquoted SME grant share options to key employees so that the gain is taxed as a capital gain when the shares are sold, instead of income tax, USC and PRSI when the option is exercised. Budget 2026 announced an extension of KEEP to share options granted up to 31 December 2028, subject to European Commission approval; when we checked on 26 November 2026 no stored official page confirmed that approval or the extension, so treat it as announced, not confirmed.',
    conditions: [
      "Per employee, options over shares worth up to €100,000 can be granted in a year (and no more than the employee's salary), and €300,000 in total; the limits are tested when the option is granted.",
      'Per company, issued but unexercised KEEP options can be worth up to €6 million.',
      'The company must be an unquoted SME and grant the options at market value.',
    ],
    sources: [sources.keep, sources.budget2026],
    checkedOn: BUSINESS_CHECKED_ON,
    dates: [
      {
        on: '2028-12-31',
        kind: 'ends',
        measure: 'the KEEP extension for share options granted',
        said: 'Budget 2026 announced an extension of KEEP to share options granted up to 31 December 2028, subject to European Commission approval; when we checked on 26 November 2026 no stored official page confirmed that approval or the extension, so treat it as announced, not confirmed.',
        pending: 'European Commission approval (state aid)',
        source: sources.budget2026,
      },
    ],
    sourceNotes:
      'The end date counts share options granted, as Budget 2026 put it. We could not read S.I. No. 687 of 2025 itself to confirm whether it words the date by grant or by exercise: check that order before relying on the extension.',
  },
  {
    ...reliefs,
    slug: 'eii-investment',
    title: 'Employment Investment Incentive (EII)',
    triggers: [
      'eii',
      'eiis',
      'employment investment incentive',
      'employment and investment incentive',
      'investor relief',
      'raise investment',
      'angel investor',
      'investor',
      'investors',
      'investing in',
    ],
    answer:
      'EII gives individuals income tax relief for buying new shares in qualifying trading companies, held for at least four years. The Finance Act 2024 raised the amount an investor can claim relief on from €500,000 to €1 million a year. Relief covers only shares issued by 31 December 2026 (section 508Z of the Taxes Consolidation Act 1997, as the Finance Act 2024 extended it), so as legislated it does not reach shares issued from 1 January 2027; no extension had been confirmed when we checked on 26 November 2026.',
    conditions: [
      "Since 2024 the relief rate depends on the company's stage: from 20% up to 50% for companies that have not yet operated in any market.",
      'The investor (and family) must not already own capital in the company.',
      'The company self-certifies that it qualifies and issues a statement of qualification to investors.',
    ],
    sources: [bs.financeAct2024Part16, sources.eiiFinanceAct2023, sources.eii],
    checkedOn: BUSINESS_CHECKED_ON,
    dates: [
      {
        on: '2026-12-31',
        kind: 'ends',
        measure: 'EII relief on newly issued shares',
        said: 'Relief covers only shares issued by 31 December 2026 (section 508Z of the Taxes Consolidation Act 1997, as the Finance Act 2024 extended it), so as legislated it does not reach shares issued from 1 January 2027; no extension had been confirmed when we checked on 26 November 2026.',
        source: bs.financeAct2024Part16,
      },
    ],
    sourceNotes:
      "Revenue's EII page still shows the limits that applied to shares issued before 2024 (€250,000 a year with a four-year hold, €500,000 with seven). We follow the statute: the Finance (No. 2) Act 2023, as the Minister for Finance set out at Committee Stage on 7 November 2023, set one four-year holding period and a €500,000 annual limit for shares issued from 1 January 2024. Correction of 26 November 2026: the Finance Act 2024 then raised that annual limit to €1 million and extended the relief to shares issued by 31 December 2026, as Chartered Accountants Ireland reported on the Finance Bill 2024 (\"What does Finance Bill 2024 mean for employers and small businesses\"). We read the Act's section 37 only through annotated copies of section 508Z, and found no commencement condition for the €1 million limit on an official page; confirm on Revenue's EII manual before relying on it. No Budget 2027 change to EII had been confirmed from an official source.",
  },
];
