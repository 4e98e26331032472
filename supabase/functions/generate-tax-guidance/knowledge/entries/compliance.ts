// Self-assessment: preliminary tax, the Form 11 deadline and ROS, which is how
// sole traders and company directors meet them.
import { NAMED_FACTS_CHECKED_ON, namedFactSources as nf, ROUND_SEVEN_CHECKED_ON, roundSevenSources as r7 } from '../sources-named-facts.ts';
import { businessSources as bs } from '../sources-business.ts';
import { CHECKED_ON, REVIEWED_ON, sources, TAX_YEAR } from '../sources.ts';
import { breadthSources as bd } from '../sources-breadth.ts';
import { roundNineSources as r9 } from '../sources-round-nine.ts';
import { roundElevenSources as r11 } from '../sources-round-eleven.ts';
import type { TaxEntry } from '../types.ts';

const common = { area: 'Deadlines and filing', taxYear: TAX_YEAR, checkedOn: CHECKED_ON } as const;

export const complianceEntries: readonly TaxEntry[] = [
  {
    ...common,
    slug: 'preliminary-tax',
    title: 'Preliminary income tax',
    triggers: [
      'preliminary tax',
      'preliminary income tax',
      'pay tax in advance',
      'how much preliminary',
      'tax in advance',
      'pay preliminary tax monthly',
    ],
    answer:
      'Preliminary tax for a tax year is due by 31 October of that year (later if you pay and file through ROS): for 2026 it was due by 31 October 2026, and for 2027 it is due by 31 October 2027. To avoid interest it must be at least 90% of your final 2026 tax, or 100% of your 2025 tax, or 105% of your 2024 tax if you pay by monthly direct debit.',
    conditions: [
      'It covers income tax, USC and Class S PRSI on income not taxed through payroll.',
      'The 105% option is not available where the tax for the earlier year was nil.',
      "In your first year of self-assessment you can usually base it on the previous year's liability, which is normally nil, so little or no preliminary tax is due; the bill then comes the following year.",
      'If you pay too little, interest runs from the preliminary tax date on the whole shortfall.',
      'Companies have their own preliminary tax rules: see the corporation tax filing entry.',
      'You can pay it by monthly direct debit, set up through ROS: Revenue collects on the 9th (ninth) day of each month, or the next working day, and you cannot choose another day. You need at least three monthly payments in your first year in the scheme and at least eight in each later year; only then can you use the 105% option.',
    ],
    sources: [sources.preliminaryTax, nf.preliminaryDirectDebit],
    checkedOn: NAMED_FACTS_CHECKED_ON,
    dates: [
      {
        on: '2026-10-31',
        kind: 'due',
        measure: 'preliminary tax for 2026',
        said: 'Preliminary tax for a tax year is due by 31 October of that year (later if you pay and file through ROS): for 2026 it was due by 31 October 2026, and for 2027 it is due by 31 October 2027.',
        source: sources.preliminaryTax,
      },
    ],
  },
  {
    ...common,
    slug: 'form-11-deadline',
    title: 'Self-assessment deadline (Form 11) and pay and file',
    triggers: [
      'form 11',
      'self assessment',
      'tax return deadline',
      'income tax return',
      'pay and file',
      'sole trader tax return',
      'return for self employed',
      'when is my tax return due',
      'file my tax return',
      'tax return due',
      'chargeable person',
      'deadline for self employed',
      'tax return',
      'deadline for my tax return',
      'filing deadline',
      'late filing',
      'file late',
      'surcharge',
    ],
    answer:
      "The Form 11 return for a tax year is due by 31 October of the following year, with the balance of that year's tax and preliminary tax for the current year: the 2025 return was due by 31 October 2026, and the 2026 return is due by 31 October 2027. If you both file and pay through ROS, Revenue extends that deadline each year to a date in mid-November.",
    conditions: [
      'The ROS extension only applies if you do both online; otherwise the 31 October date stands.',
      'Sole traders, partners, proprietary directors and anyone with significant non-PAYE income are "chargeable persons" who must file a Form 11. A proprietary director is a director who owns or controls, directly or indirectly, more than 15% of the company\'s ordinary share capital, and files a Form 11 even when all their pay goes through PAYE.',
      'A late return is surcharged even if the tax was paid on time: 5% of the tax for the year (at most €12,695) if it is filed within two months of the deadline, 10% (at most €63,485) after that.',
      'Tax paid late is charged interest at 0.0219% a day from the date it was due until it is paid.',
      'If you cannot pay the tax by the deadline, contact Revenue: you can apply in ROS (form ePPA1) for a phased payment arrangement to pay by monthly instalments, normally over at most 36 months, with a down-payment and interest.',
    ],
    notCovered: 'The exact ROS extended date for 2026, which Revenue announces each autumn.',
    sources: [
      sources.selfAssessment,
      bs.payAndFile,
      sources.preliminaryTax,
      sources.ctPreliminary,
      sources.ros,
      bd.phasedPayment,
      bd.taxPaymentDifficulties,
      r11.proprietaryDirector,
    ],
    checkedOn: REVIEWED_ON,
    dates: [
      {
        on: '2026-10-31',
        kind: 'due',
        measure: 'the Form 11 return for 2025',
        said: "The Form 11 return for a tax year is due by 31 October of the following year, with the balance of that year's tax and preliminary tax for the current year: the 2025 return was due by 31 October 2026, and the 2026 return is due by 31 October 2027.",
        source: sources.selfAssessment,
      },
    ],
  },
  {
    ...common,
    slug: 'ros-online',
    title: 'Revenue Online Service (ROS)',
    triggers: [
      'renew digital certificate',
      'ros certificate',
      'ros',
      'revenue online service',
      'digital certificate',
      'myaccount',
      'file online',
      'online filing',
      'sub user',
      'ros access for staff',
      'ros administrator',
    ],
    answer:
      "ROS is Revenue's online service for businesses and the self-employed: you register for taxes, file returns (Form 11, CT1, the VAT3 for each two-month VAT period, payroll) and pay through it, and filing and paying there gives later deadlines, for example the 23rd instead of the 19th for VAT.",
    conditions: [
      'Companies must pay and file corporation tax electronically through ROS.',
      'You need a ROS digital certificate; employees without a business use myAccount instead.',
      'The Form 11 deadline is extended each year, to mid-November, for those who both file and pay on ROS.',
      'A ROS digital certificate must be renewed at least every two years or it expires and you lose access to ROS; near expiry, ROS asks you to renew when you log in.',
      'Digital certificates should not be shared: to give a staff member access, the ROS administrator applies for a sub-user certificate for them and manages what each sub-user may do (permissions), and can revoke it.',
    ],
    sources: [sources.ros, sources.vatPayable, r7.rosCertRenewal, r9.rosSubUser],
    checkedOn: ROUND_SEVEN_CHECKED_ON,
  },
];
