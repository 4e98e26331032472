// Tax withheld from what a business is paid, or must withhold from what it
// pays: RCT seen from the subcontractor's side, and PSWT on professional fees
// paid by public bodies.
import { BUSINESS_CHECKED_ON, businessSources as bs } from '../sources-business.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const withheld = { taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;

export const paymentsToOthersEntries: readonly TaxEntry[] = [
  {
    ...withheld,
    area: 'Construction (RCT)',
    slug: 'rct-for-subcontractors',
    title: 'RCT for subcontractors: your rate (0%, 20% or 35%) and getting the tax back',
    triggers: [
      'rct rate',
      'my rct rate',
      'rct 35%',
      'rct 20%',
      'rct 0%',
      'rct refund',
      'rct deducted from me',
      'subcontractor rct',
      'subbie tax',
      'main contractor took 20%',
      'get my rct back',
      'rct credit',
      'rct for subcontractors',
    ],
    answer:
      'As a construction subcontractor, the rate the principal contractor deducts from your payments is set by Revenue from your tax record: 0% if you are fully compliant, 20% if you are registered but not fully compliant, and 35% if you are not registered or your record is poor. What is deducted is a credit against your own tax, and any excess can be repaid.',
    conditions: [
      'Register for tax with Revenue and keep returns and payments up to date to get or keep the 0% rate; Revenue reviews rates and tells you of changes through ROS.',
      'You can see each deduction made on your payments in ROS or myAccount.',
      'The deduction is worked out on the payment excluding VAT; VAT itself is usually accounted for by the principal contractor under the reverse charge.',
      'Public bodies paying construction contracts also check that your rate is 0% or 20% as part of tax clearance.',
    ],
    sources: [sources.rctRates, sources.rct, bs.taxClearancePublicContracts],
  },
  {
    ...withheld,
    area: 'Income tax, USC and PRSI',
    slug: 'professional-services-withholding-tax',
    title: 'Professional services withholding tax (PSWT): the 20% taken from fees paid by public bodies',
    triggers: [
      'pswt',
      'professional services withholding tax',
      'withholding tax',
      '20% withheld',
      'hse deducted 20%',
      'council deducted tax',
      'public body paid me less',
      'f45',
      'payment notification',
      'fees from the hse',
      'fees from a government department',
    ],
    answer:
      'When a government department, local authority, the HSE, a semi-state body or another "accountable person" pays for certain professional services, such as medical, dental, veterinary, legal, accountancy, engineering, architectural or surveying work, it must deduct professional services withholding tax (PSWT) at 20% and pay it to Revenue.',
    conditions: [
      "The accountable person records each payment on Revenue's ePSWT system (a payment notification, which replaced the paper F45) and pays the 20% over with its monthly F30 return.",
      "PSWT is not deducted from employees' pay taxed under PAYE, from payments where RCT applies, or between accountable persons.",
      'Some services are generally outside PSWT, for example teaching or training, translation, contract cleaning, and maintenance and repair work.',
    ],
    sources: [bs.pswt, bs.pswtAccountablePersons],
  },
  {
    ...withheld,
    // Re-read on Revenue's own page when a helper found the preliminary tax rule contradicted.
    checkedOn: '2026-11-29',
    area: 'Income tax, USC and PRSI',
    slug: 'pswt-credit-and-refunds',
    title: 'Getting PSWT back: credit against your tax and interim refunds',
    triggers: [
      'claim back pswt',
      'pswt refund',
      'pswt credit',
      'interim refund',
      'withholding tax refund',
      'get the 20% back',
      'pswt on my tax return',
      'specified person',
      'hold back 20%',
      'held back 20%',
      'they hold back',
      'refund during the year',
    ],
    answer:
      'The professional who was paid (the "specified person") claims the PSWT withheld as a credit against their income tax or corporation tax for the year, on their return, and is repaid any excess. They can see each payment notification made in their name in ROS or myAccount.',
    conditions: [
      'PSWT withheld cannot be used to pay any part of your preliminary tax: pay that in full by 31 October, and the credit comes off the final bill.',
      "An interim refund can be claimed during the year on Form F50A, sent through MyEnquiries, once your profits for the previous year are finalised and that year's tax is fully paid; Revenue can waive these conditions in hardship, and someone who has recently started in business can also apply.",
      "Keep your own record of fees received and tax withheld to check against Revenue's payment notifications.",
    ],
    sources: [bs.pswtCredit, bs.pswt],
    sourceNotes:
      "The credit, preliminary tax and interim refund rules are from Revenue's page 'Credit for PSWT deducted', re-read on 29 November 2026: it says PSWT cannot be used as payment, or part-payment, of preliminary tax (our entry had said the opposite until then), and that interim refunds are claimed on Form F50A through MyEnquiries.",
  },
];
