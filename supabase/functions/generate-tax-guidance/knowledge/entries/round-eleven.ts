// Topics an owner meets that the knowledge had no entry for: the daily
// interest Revenue charges on VAT and on payroll taxes paid late, the
// two-thirds rule for a service that comes with goods, the section 56 scheme
// that lets an exporter buy without paying VAT, costs paid before a business
// opens, the farm buildings allowance for sheds, fences and roadways, the 20%
// of the VAT a business may reclaim on a car (and pay back if it sells the car
// within two years), and how much a company may pay into a director's or
// employee's PRSA without a benefit-in-kind charge, the login code myAccount
// sends, and where Revenue pays a refund. Each
// entry was written on 29 November 2026 from the official page it cites, read
// in a stored copy, in our own words.
import { ROUND_ELEVEN_CHECKED_ON, roundElevenSources as r11 } from '../sources-round-eleven.ts';
import { TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const round = { taxYear: TAX_YEAR, checkedOn: ROUND_ELEVEN_CHECKED_ON } as const;

export const roundElevenEntries: readonly TaxEntry[] = [
  {
    ...round,
    area: 'Deadlines and filing',
    slug: 'late-payment-interest',
    title: 'Interest on VAT and payroll taxes paid late (0.0274% a day)',
    triggers: [
      'interest on late payment',
      'late payment interest',
      'interest for paying late',
      'paid my vat late',
      'vat paid late',
      'late vat payment',
      'paid the p30 late',
      'late paye payment',
      'paye paid late',
      'interest revenue charge',
      'interest on unpaid tax',
      'how much interest',
      'daily interest',
    ],
    answer:
      'VAT paid late carries interest of 0.0274% a day (or part of a day) from the date it was due until it is paid, and so do the PAYE, PRSI and USC an employer deducts from pay: 0.0274% a day from the due date. Income tax, corporation tax and CGT paid late carry 0.0219% a day instead (see the self-assessment entry).',
    conditions: [
      'The interest is simple interest counted day by day, so paying even a few days late costs something, and paying as soon as you can keeps it down.',
      'A VAT refund you were paid but were not due carries the same 0.0274% a day, counted from the day you received it.',
      'Where Revenue estimates or assesses VAT you owe, the interest still runs from the date the VAT was first due, even if you appeal the assessment.',
      'On the VAT direct debit scheme, if less than 80% of the year’s VAT was paid by the end of the year, Revenue backdates the interest on the balance to six months before the annual return was due.',
      'Payroll taxes are due within 14 days of the end of each month, or by the 23rd if you pay and file through ROS; the interest runs from that due date.',
    ],
    sources: [r11.vatInterest, r11.employerPaying, r11.employerAssessments],
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-two-thirds-rule',
    title: 'The two-thirds rule: VAT on a service that comes with goods (parts and labour)',
    triggers: [
      'two thirds rule',
      'parts and labour',
      'parts and labor',
      'materials and labour',
      'rate for the parts',
      'rate for the labour',
      'repair job vat rate',
      'goods supplied with a service',
      'supply and fit',
    ],
    answer:
      'When goods are used in doing a job for a customer (parts in a repair, for example), compare the cost of the goods with the price you charge, both without VAT: if the goods cost more than two-thirds of the total price, the whole price is taxed at the VAT rate of the goods; if not, the whole price is taxed at the rate of the service. This is the two-thirds rule.',
    conditions: [
      'Work it out on figures without VAT: the cost of the goods to you against the total you charge the customer.',
      'It does not apply to repairing and maintaining motor vehicles or agricultural machinery.',
      'It does not apply to construction work where the principal contractor accounts for the VAT on a subcontractor’s services (the reverse charge), or to construction work between connected parties.',
    ],
    sources: [r11.twoThirdsRule],
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-zero-rating-scheme-exporters',
    title: 'Exporters getting their supplies without VAT: the section 56 zero-rating scheme (75% of turnover)',
    triggers: [
      'section 56',
      '56b',
      '56b authorisation',
      'zero rating scheme',
      'zero rated purchases',
      'not charged vat by suppliers',
      'mostly export',
      'mainly export',
      'exporter vat refunds',
      'always in a vat refund',
    ],
    answer:
      'A VAT-registered business whose exports outside the EU, zero-rated sales of goods to VAT-registered customers in other EU countries and certain contract work abroad make up 75% or more of its total turnover can apply to Revenue for a section 56 authorisation; once authorised, its Irish suppliers charge it VAT at 0%, and it pays no VAT on goods it imports or acquires from other EU countries, instead of paying the VAT and claiming it back.',
    conditions: [
      'You qualify on your turnover in the 12 months before you apply.',
      'Send a copy of the authorisation to each Irish supplier; they quote its number on every invoice they issue to you.',
      'Cars and other motor vehicles, petrol, food and drink, accommodation, entertainment and other personal services, and car rental are left out: VAT is still charged on those.',
      'To import at the zero rate, show the authorisation with the customs declaration and claim the zero rate on it.',
    ],
    sources: [r11.section56],
    sourceNotes:
      "The 75% test, the 12 months and the goods and services left out were read in the stored text of section 56 VATCA 2010 and in Revenue's Note for Guidance and information note on that section, in copies published by Chartered Accountants Ireland; the section is cited from the Irish Statute Book.",
  },
  {
    ...round,
    area: 'Reliefs and incentives',
    slug: 'pre-trading-expenses',
    title: 'Costs paid before the business opened: pre-trading expenses (up to three years before)',
    triggers: [
      'pre trading expenses',
      'pre trading expenditure',
      'before the business opened',
      'before i started trading',
      'before we opened',
      'costs before opening',
      'expenses before starting',
      'set up costs before trading',
    ],
    answer:
      'Costs you paid for a trade or profession before it started can be deducted as if they were paid on the day it started, if they were paid no more than three years before the start and would have been deductible had they been paid after it (wholly and exclusively for the business, not capital).',
    conditions: [
      'Typical examples are accountancy fees, advertising, feasibility studies, business plans and rent for the premises you trade from.',
      'The relief covers trades and professions whether carried on by a sole trader or a company.',
      'A cost relieved this way cannot be relieved again under any other provision.',
    ],
    sources: [r11.preTradingAct, r11.preTradingEbrief],
    sourceNotes:
      "The three years and the test come from section 29 of the Finance Act 1997, now section 82 TCA 1997, whose rule Revenue's eBrief 040/19 describes; the examples (accountancy, advertising, feasibility studies, business plans, rent) are the ones Revenue listed in Tax Briefing 27 and its Note for Guidance on section 82, read in stored copies published by Chartered Accountants Ireland.",
  },
  {
    ...round,
    area: 'Reliefs and incentives',
    slug: 'farm-buildings-allowance',
    title: 'Farm buildings allowance: sheds, fences, roadways and drains written off at 15% a year over seven years',
    triggers: [
      'farm buildings allowance',
      'farm building allowance',
      'farm roadway',
      'fencing',
      'farm fencing',
      'land reclamation',
      'holding yard',
      'drainage on the farm',
      'farm buildings',
    ],
    answer:
      'A farmer who spends capital on building farm buildings (not the farmhouse or any part used as a home), fences, roadways, holding yards, drains or land reclamation for land they farm writes it off against farm profits through farm buildings allowances: 15% of the cost a year for the first six years and 10% in the seventh, over a seven-year period.',
    conditions: [
      'The allowance starts in the year the cost was incurred and is claimed in working out the profits of the farming trade.',
      'A house, or part of a building used as a dwelling, does not qualify.',
      'Machinery and equipment are plant, written off at 12.5% a year over eight years instead (see the capital allowances entry); farm safety equipment can go faster (see the farm safety entry).',
    ],
    sources: [r11.farmBuildingsAct],
    sourceNotes:
      'The rates and the kinds of works come from section 23 of the Finance Act 1994, which set the seven-year period of 15% a year for six years and 10% in the last; the rule is now section 658 TCA 1997, with the same rates.',
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-business-car-deduction',
    title: 'Reclaiming 20% of the VAT on a business car, and paying it back if the car is sold within two years',
    triggers: [
      'vat on a business car',
      'reclaim vat on a car',
      'claim back vat on a car',
      '20% of the vat',
      'qualifying vehicle',
      'vat clawback on a car',
      'pay back the vat on a car',
    ],
    answer:
      'A VAT-registered business can deduct up to 20% of the VAT on buying, renting, leasing or importing a passenger car used at least 60% for business, if the car was first registered from 1 January 2021 with CO2 emissions under 140g/km (under 156g/km for cars first registered from 2009 to 2020). If the car is sold within two years, part of that VAT is paid back: all of it within 6 months, 75% between 6 and 12 months, 50% between 12 and 18 months, 25% between 18 and 24 months, and none after two years.',
    conditions: [
      'The car must be used for business at least 60% of the time, for two years or more; if business use falls below 60% in a period within those two years, the same scale of paying back applies.',
      'Business use means use in taxable or exempt activities, not private use, and the normal rules on deducting VAT still apply.',
      'The payback is made in the VAT return for the period in which the car is sold.',
      'Vans and other commercial vehicles are not limited in this way (see the van entry); the rule covers cars, estate cars, station wagons and motorcycles.',
    ],
    sources: [r11.carVatEbrief, r11.carVatClawback],
    sourceNotes:
      "The 20%, the 60% business use, the two years and the emission limits were read in Revenue's eBrief 031/21 on its Tax and Duty Manual; the paying-back scale (100%, 75%, 50%, 25%) in Revenue's Note for Guidance on section 62 VATCA 2010, in a stored copy published by Chartered Accountants Ireland. The section is cited from the Irish Statute Book.",
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'employer-prsa-contributions',
    title: 'An employer paying into a director’s or employee’s PRSA: no benefit in kind up to 100% of their pay for the year',
    triggers: [
      'employer prsa contribution',
      'company pays into my prsa',
      'company contribution to a prsa',
      'prsa for a director',
      'director prsa',
      'employer limit',
      'prsa benefit in kind',
      'lump sum into a prsa',
      'prsa cap',
    ],
    answer:
      'Since 1 January 2025 an employer can pay into an employee’s or director’s PRSA up to the “employer limit”, 100% of that person’s salary and other emoluments from that employer for the tax year, without it being a benefit in kind; anything above that is taxed on the employee as a benefit in kind and is not deductible for the employer.',
    conditions: [
      'Within the limit, the employer’s contributions do not count towards the employee’s own age-related limits on tax relief (see the pension contributions entry).',
      'From 1 January 2023 to 31 December 2024 there was no such cap: Finance Act 2022 had removed the benefit-in-kind charge on employer PRSA contributions, and Finance Act 2024 brought in the limit after Revenue found contributions far above the employees’ pay.',
      'Before 2023, employer and employee contributions were added together and the part over the employee’s age-related limit was a benefit in kind.',
    ],
    sources: [r11.prsaEmployerLimit],
    sourceNotes:
      "The Department of Finance's written answer gives the 100% limit from 1 January 2025 and its history; that the excess is not deductible for the employer is Revenue's guidance on miscellaneous benefits as updated for Finance Act 2024, read in a stored summary published by Chartered Accountants Ireland.",
  },
  {
    ...round,
    area: 'Deadlines and filing',
    slug: 'myaccount-two-factor-code',
    title: 'The code myAccount sends when you log in (two-factor authentication): valid for 5 minutes',
    triggers: [
      'two factor authentication',
      '2fa',
      'verification code',
      'login code',
      'one time code',
      'code by text',
      'myaccount code',
      'myaccount login',
      'log in to myaccount',
    ],
    answer:
      'myAccount uses two-factor authentication: after your PPS number, date of birth and password, it sends a one-time code by text to your mobile (or to your recovery email address), and the code is valid for 5 minutes.',
    conditions: [
      'To turn it on, sign in, choose to enable two-factor authentication, give a mobile number and a recovery email address, and set three security questions (their answers are case sensitive); then enter the code texted to you.',
      'If you have changed your mobile number, choose “I don’t have access to this phone” when logging in and the code goes to your recovery email address instead.',
      'A mobile number and an email address are needed both to register for myAccount and for two-factor authentication.',
    ],
    sources: [r11.twoFactor],
  },
  {
    ...round,
    area: 'Deadlines and filing',
    slug: 'revenue-refund-bank-account',
    title: 'Which bank account Revenue pays a refund into: the EFT refund account, apart from the one you pay from',
    triggers: [
      'refund account',
      'refund to my bank account',
      'bank details for refunds',
      'electronic funds transfer',
      'eft',
      'ros debit instruction',
      'rdi',
      'direct debit instruction',
      'manage bank accounts',
      'where will my refund go',
      'iban',
    ],
    answer:
      'Revenue keeps your bank accounts by type: a ROS Debit Instruction (RDI) for one-off payments of a tax, a Direct Debit Instruction (DDI) for monthly payments, and an Electronic Funds Transfer (EFT) account into which refunds and repayments are paid. An account you pay from does not receive refunds by itself: to get refunds into your bank, nominate it as your refund (EFT) account in ROS, or in myAccount under My Details.',
    conditions: [
      'In ROS the bank accounts are managed under Payments and Refunds (Manage Bank Accounts, or in the Payment Hub); choose the account to receive refunds and, where asked, the tax type it is for.',
      'You need the account’s IBAN (and BIC where available) and the account holder’s name and address.',
      'A refund account must be with a bank in the Single Euro Payments Area (SEPA); an account you pay from must accept direct debits.',
    ],
    sources: [r11.manageBankAccounts, r11.refundAccount],
  },
];
