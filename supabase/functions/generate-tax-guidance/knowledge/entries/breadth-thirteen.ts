// What an owner meets running a small business, from revenue.ie's topic lists
// for businesses and employers, on topics that had no entry: VAT on gift
// vouchers, on deposits and on tickets to events, the Sugar Sweetened Drinks
// Tax, correcting a payroll submission, not deducting PAYE for an employee
// working abroad (PAYE Exclusion Order), Revenue's Code of Practice and its
// three levels of compliance intervention, cancelling a voluntary VAT
// registration or a holiday home election, and an expression of doubt. Each
// entry was written on 29 November 2026 from the official page it cites, read
// in a stored copy, in our own words.
import { BREADTH_THIRTEEN_CHECKED_ON, breadthThirteenSources as r13 } from '../sources-breadth-thirteen.ts';
import { TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const round = { taxYear: TAX_YEAR, checkedOn: BREADTH_THIRTEEN_CHECKED_ON } as const;

export const breadthThirteenEntries: readonly TaxEntry[] = [
  {
    ...round,
    area: 'VAT',
    slug: 'vat-vouchers',
    title: 'VAT on gift vouchers and gift cards: single-purpose and multi-purpose vouchers',
    triggers: [
      'gift voucher',
      'gift vouchers',
      'gift card',
      'gift cards',
      'selling vouchers',
      'single purpose voucher',
      'multi purpose voucher',
    ],
    answer:
      'Since 1 January 2019, VAT on a voucher depends on its type: on a single-purpose voucher, where the place of supply and the VAT due on the goods or services are known when it is issued, VAT is charged when the voucher is sold (issued); on a multi-purpose voucher, any other voucher, no VAT is charged on the sale and VAT arises only when it is redeemed for goods or services.',
    conditions: [
      'A single-purpose voucher is one that can only be used for goods or services whose VAT rate and place of supply are known at issue, for example a voucher for one service at one rate.',
      'A multi-purpose voucher can be spent on goods or services at different VAT rates or with different suppliers; the handing over of the goods or services in exchange for it is the supply that is taxed.',
      'The taxable amount on a multi-purpose voucher is what was paid for the voucher, or, if that is not known, the value shown on it.',
      'If a business that issues or passes on a multi-purpose voucher supplies other services with it (other than the underlying supply), those other services are taxable.',
      'Vouchers outside these rules (issued before 2019, or that only give a discount) follow older rules set out in Revenue’s further guidance.',
    ],
    sources: [r13.vouchers],
    sourceNotes:
      'Revenue’s vouchers page names the two kinds and their effect on the taxing point; the definitions and the taxable amount of a multi-purpose voucher are from Revenue’s Note for Guidance on section 43A of the VAT Consolidation Act 2010, which that page refers to as further guidance.',
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-deposits-cancellations',
    title: 'VAT on deposits and payments in advance, and on a deposit kept when a customer cancels',
    triggers: [
      'booking deposit',
      'deposit not refunded',
      'prepayment',
      'payment in advance',
      'paid in advance',
      'forfeited deposit',
      'customer cancelled',
    ],
    answer:
      'When you take a deposit or pre-payment before you have supplied the goods or services, the supply is treated as made when you receive the payment, up to its value, so VAT is due on the deposit in that VAT period and goes in that VAT return.',
    conditions: [
      'Issue the invoice (and any credit note) as the VAT invoice rules for payments received in advance require.',
      'Where a customer cancelled the whole transaction before 1 January 2022 and you kept the deposit, you could reduce your VAT for the period the deposit was forfeited by the VAT you had paid on it, if the supply did not happen, the cancellation was recorded in your books, the deposit was not refunded and nothing else was given in its place.',
      'That reduction is only for deposits received and cancelled before 1 January 2022; Revenue’s page does not offer it for later cancellations.',
    ],
    sources: [r13.depositsInAdvance],
    sourceNotes:
      'Two stored copies of Revenue’s page differ: the older one allows the reduction for any forfeited deposit; the later one limits it to deposits received and cancelled before 1 January 2022, in line with the Finance Act 2021 change. We follow the later page.',
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-admission-to-events',
    title: 'VAT on tickets and admission to events, conferences, concerts and exhibitions',
    triggers: [
      'tickets',
      'ticket sales',
      'admission',
      'admission fee',
      'conference',
      'seminar',
      'concert',
      'exhibition',
      'trade fair',
      'festival',
    ],
    answer:
      'Admission to an event (a show, concert, exhibition, fair, match, conference or seminar, paid by ticket, fee, season ticket or subscription) is taxed where the event takes place, so a ticket for an event in Ireland carries Irish VAT whether the buyer is a business or a consumer; the rate depends on the kind of event.',
    conditions: [
      'Exempt from VAT: circuses, live theatrical and musical events (other than dances) where no food or drink is available, sporting events, and conferences and seminars shown to be vocational training or education.',
      'The reduced rate applies to cinema admissions, among others listed on Revenue’s page.',
      'Registration fees for a conference or seminar, paid in advance or on the day, are generally payment for admission.',
      'An event is something held for a set time at a particular place, such as a two-day trade exhibition; a continuous course of coaching over a long period is not, and membership fees for a gym or sports facility are not admission to an event; the normal place of supply rules apply to those.',
      'Services that go with the admission follow the same place of supply rule as the event.',
    ],
    sources: [r13.admissionToEvents],
    notCovered: 'The full list of admissions at the reduced rate: the stored copy of the page was cut short after the first examples.',
    sourceNotes:
      'That the place of supply of admission is where the event takes place, for business and consumer buyers alike, is from Revenue’s information leaflet on the place of supply of admissions (section 34 of the VAT Consolidation Act 2010), the rule under which this page sits.',
  },
  {
    ...round,
    area: 'Deadlines and filing',
    slug: 'sugar-sweetened-drinks-tax',
    title: 'Sugar Sweetened Drinks Tax (sugar tax): €16.26 and €24.39 per hectolitre',
    triggers: ['sugar tax', 'sugar sweetened drinks tax', 'sugary drinks', 'soft drinks', 'fizzy drinks', 'energy drinks', 'SSDT'],
    answer:
      'Sugar Sweetened Drinks Tax is charged on the first supply in Ireland of water- and juice-based drinks with added sugar and a total sugar content of 5 grammes or more per 100 millilitres: €16.26 per hectolitre (100 litres) for 5 to under 8 grammes, and €24.39 per hectolitre for 8 grammes or more.',
    conditions: [
      'It works as an excise duty and is self-assessed by the supplier.',
      'Since January 2019 it also covers certain plant protein drinks and drinks containing milk fats.',
      'A supplier must register with Revenue before making its first supplies of sugar-sweetened drinks in Ireland.',
      'A return must be filed, and the tax paid, within one month after the end of the accounting period in which the supplies were made.',
    ],
    sources: [r13.sugarSweetenedDrinksTax],
    sourceNotes:
      'The rates are those on Revenue’s Sugar Sweetened Drinks Tax page, read on 29 November 2026; they have applied since the tax started in May 2018 and we found no later change.',
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'payroll-submission-corrections',
    title: 'Fixing a mistake in payroll: correcting a payroll submission to Revenue',
    triggers: [
      'payroll mistake',
      'payroll error',
      'mistake in payroll',
      'correct a payroll submission',
      'correcting payroll',
      'wrong payroll submission',
      'overpaid an employee',
      'underpaid an employee',
      'payroll correction',
    ],
    answer:
      'If you overpaid or underpaid an employee, put it right in the next payroll; if you reported wrong details to Revenue, amend that payroll submission, through your payroll software or ROS, before the return due date to avoid penalties.',
    conditions: [
      'Valid corrections update your financial totals once Revenue processes them.',
      'If the correction is for an earlier billing period, Revenue issues a revised return for that period.',
    ],
    sources: [r13.payrollCorrections],
  },
  {
    ...round,
    area: 'Employers and benefits',
    slug: 'paye-exclusion-order',
    title: 'PAYE Exclusion Order for an employee based abroad: no PAYE deducted',
    triggers: [
      'PAYE exclusion order',
      'exclusion order',
      'employee working abroad',
      'employee abroad',
      'working outside Ireland',
      'employee living abroad',
      'director living abroad',
      'non resident employee',
      'not resident in ireland',
      'working abroad for the year',
      'posted abroad',
    ],
    answer:
      'An Irish employer can ask Revenue for a PAYE Exclusion Order so that no income tax or USC is deducted from an employee who carries out all the duties of the job abroad and will be non-resident in Ireland for the tax year; incidental duties in Ireland of up to 30 days a year are allowed.',
    conditions: [
      'An order can also be sought for an occupational pension paid to a former employee who is non-resident and lives in a country with which Ireland has a Double Taxation Agreement.',
      'The order may cover a full or part tax year and has an expiry date; apply again or for an extension if the employee keeps working abroad and stays non-resident.',
      'While an order is in effect you need not request a Revenue Payroll Notification (RPN); until it is granted, request an RPN as usual.',
      'Employee and employer PRSI may still be due (the Department of Social Protection advises on this); include any PRSI, the PRSI class and insurable weeks on the payroll submission.',
    ],
    sources: [r13.payeExclusionOrder, r13.payeExclusionOrderPrsi],
  },
  {
    ...round,
    area: 'Deadlines and filing',
    slug: 'revenue-compliance-interventions',
    title: 'A Revenue audit or risk review: the Code of Practice and the three levels of compliance intervention',
    triggers: [
      'revenue audit',
      'audited',
      'tax audit',
      'risk review',
      'compliance intervention',
      'level 2',
      'revenue investigation',
      'code of practice',
      'profile interview',
      'self review',
    ],
    answer:
      'Revenue’s Code of Practice for Revenue Compliance Interventions sets the rules Revenue, taxpayers and tax practitioners follow when Revenue checks your affairs; each intervention is Level 1 (a self-review, profile interview or filing reminder), Level 2 (a risk review or an audit) or Level 3 (an investigation), and the notification says which.',
    conditions: [
      'At Level 1 you can still correct errors or make an unprompted qualifying disclosure.',
      'Once notified of a Level 2 risk review or audit you can no longer make an unprompted disclosure, but you can make a prompted qualifying disclosure within 28 days of the notification.',
      'At Level 3, an investigation into suspected serious evasion or fraud, a qualifying disclosure is no longer available.',
      'A qualifying disclosure lowers any penalty, keeps your name off the published list of tax defaulters and prevents prosecution.',
      'The Code also explains your entitlements when Revenue contacts you and when a penalty or interest may be due.',
    ],
    sources: [r13.codeOfPractice],
    sourceNotes:
      'Revenue’s Code of Practice page states what the Code covers and what a qualifying disclosure does. The three levels and the 28 days are from the Code itself (in force since 1 May 2022), which we read in published summaries of it, not in the Code’s own text.',
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-cancel-voluntary-registration',
    title: 'Cancelling a VAT registration you elected to take (voluntary registration, including farmers)',
    triggers: [
      'cancel my VAT registration',
      'cancel VAT registration',
      'cancelling VAT registration',
      'deregister for VAT',
      'voluntary VAT registration',
      'elected to register',
      'come off VAT',
      'cancel my VAT',
      'registered for VAT voluntarily',
      'voluntarily registered for VAT',
      'pay back VAT',
    ],
    answer:
      'If you elected (chose) to register for VAT, you can cancel by contacting your Revenue office, but you must repay any VAT refunded to you in excess of the VAT you paid during the review period: the shorter of the periods the election was in force or the three years before you applied to cancel.',
    conditions: [
      'The amount to repay is (A + B) − C: A is the VAT repaid to you in the review period, B the VAT deductible on intra-Community acquisitions in that period, and C the net VAT you paid in it.',
      'A farmer who elected to register works it out in the same way, but increases the VAT paid by the flat-rate addition they would have received had they not registered, and reduces the amount refunded by what the farmers’ refund order would have repaid.',
    ],
    sources: [r13.cancelElectedVat, r13.cancelFarmerVat],
  },
  {
    ...round,
    area: 'VAT',
    slug: 'vat-holiday-home-election-cancellation',
    title: 'Cancelling a VAT election for letting holiday homes: the cancellation amount',
    triggers: [
      'holiday accommodation',
      'holiday cottage',
      'holiday home election',
      'VAT on holiday lets',
      'VAT on holiday homes',
      'short term letting',
    ],
    answer:
      'If you elected to register for VAT on letting holiday accommodation and cancel the election, what you pay back depends on when the property was bought or developed: on or after 1 July 2008, an adjustment under the Capital Goods Scheme may be needed; before 1 July 2008, cancelling within 10 years of the first letting means paying a cancellation amount.',
    conditions: [
      'For a property acquired or developed before 1 July 2008, the cancellation amount is A × (10 − B) ÷ 10: A is the VAT deductible on buying or developing the property (or that would have been but for the transfer of business rules), B the number of full years it was let.',
      'The sooner you cancel, the larger the share of the VAT you repay.',
      'For property acquired or developed on or after 1 July 2008, the Capital Goods Scheme adjustment is based on the VAT claimed on acquiring or developing it.',
    ],
    sources: [r13.cancelHolidayHomeElection],
  },
  {
    ...round,
    area: 'Deadlines and filing',
    slug: 'expression-of-doubt',
    title: 'Not sure how the tax law applies? Making an expression of doubt with your return',
    triggers: [
      'expression of doubt',
      'express doubt',
      'not sure how the law applies',
      'unsure how the law applies',
      'unsure of the tax treatment',
      'doubt on my return',
      'letter of expression of doubt',
    ],
    answer:
      'If you are genuinely in doubt about how the law applies to something in your return, you can make an expression of doubt, as long as the return is filed on time; if Revenue accepts it as genuine it rules on the treatment, and extra tax paid within one month of the ruling carries no interest.',
    conditions: [
      'For a gift or inheritance tax return (IT38), indicate the expression of doubt on the return and send a letter or MyEnquiries message to the National CAT Unit.',
      'The letter must say clearly that it is an expression of doubt, set out the full facts, name the law giving rise to the doubt and the amount of tax in doubt, enclose supporting documents and say whether professional advice was taken.',
      'Revenue may refuse it where it has published guidelines on similar cases, considers the matter sufficiently free from doubt, or considers the aim is to avoid or evade tax; interest is then due on any extra tax.',
      'You can appeal a refusal to the Tax Appeals Commission.',
      'The same facility exists for income tax, corporation tax, capital gains tax and VAT returns.',
    ],
    sources: [r13.expressionOfDoubt],
    sourceNotes:
      'The page read is Revenue’s page for gift and inheritance tax returns; that the facility also covers the other direct taxes and VAT is from Revenue’s Note for Guidance on section 46A of the Capital Acquisitions Tax Consolidation Act 2003, and for income tax it is section 959P of the Taxes Consolidation Act 1997.',
  },
];
