// VAT: the rates and what falls under each, the change for hospitality and
// hairdressing on 1 July 2026, registration, cash accounting and returns.
import { CHECKED_ON, sources, TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const common = { area: 'VAT', taxYear: TAX_YEAR, checkedOn: CHECKED_ON } as const;

export const vatEntries: readonly TaxEntry[] = [
  {
    ...common,
    slug: 'vat-rates',
    title: 'VAT rates and what falls under each',
    triggers: [
      'vat rate', 'vat rates', 'rate of vat', 'standard rate of vat', 'reduced rate', 'zero rate', 'zero rated',
      'vat on', 'charge vat', '23%', '13.5%', 'how much vat',
    ],
    answer:
      'Ireland\'s VAT rates in 2026: 23% standard rate for most goods and services; 13.5% reduced rate (for example building and construction services, repairs, cleaning and maintenance, hotel and guesthouse accommodation); 9% second reduced rate (for example gas and electricity, the supply and installation of heat pumps, and from 1 July 2026 restaurant and catering services and hairdressing); 4.8% for livestock; 0% for exports, certain food and drink, oral medicines, books, certain newspapers and children\'s clothes and shoes.',
    changes: [
      '1 July 2026: food and catering services (restaurants, cafés, takeaway hot food) and hairdressing move from 13.5% to 9%.',
      '8 October 2025: sales of completed apartments move from 13.5% to 9%, until 31 December 2030.',
      'The 9% rate for gas and electricity is extended to 31 December 2030.',
    ],
    conditions: [
      'Exempt activities (most financial, medical and educational services) charge no VAT and cannot reclaim VAT on their costs, unlike zero-rated supplies.',
      'Which rate applies depends on the exact supply; Revenue\'s VAT rates database lists items one by one.',
    ],
    sources: [sources.vatRates, sources.budget2026],
  },
  {
    ...common,
    slug: 'vat-hospitality-2026',
    title: 'VAT for restaurants, cafés and hairdressers in 2026',
    triggers: [
      'restaurant', 'restaurants', 'cafe', 'café', 'hospitality', 'catering', 'takeaway', 'hairdresser', 'hairdressers',
      'hairdressing', 'barber', 'food service', 'hospitality vat', 'vat on food', 'meal', 'meals', 'restaurant meal',
      'from july', 'july 2026', '1 july', 'breakfast', 'guesthouse', 'guest house', 'hotel', 'hotels', 'bed and breakfast',
    ],
    answer:
      'Restaurant and catering services and hairdressing are charged VAT at 13.5% until 30 June 2026 and at 9% from 1 July 2026, a change announced in Budget 2026 and legislated in the Finance Act 2025, with no end date.',
    changes: ['Up to 30 June 2026: 13.5%.', 'From 1 July 2026: 9%.'],
    conditions: [
      'The date of the supply decides the rate, so update tills and menus for sales from 1 July 2026.',
      'Alcohol, bottled water, soft drinks, sports drinks and vegetable juices stay at the 23% standard rate, even when served with a meal.',
      'Meals served in hotels, guesthouses and B&Bs move to 9%, but the accommodation itself stays at 13.5%: split a room-and-breakfast price fairly between the two rates.',
    ],
    sources: [sources.vatRates, sources.budget2026],
  },
  {
    ...common,
    slug: 'vat-registration',
    title: 'When you must register for VAT',
    triggers: [
      'register for vat', 'vat registration', 'vat threshold', 'vat thresholds', 'registration threshold',
      'need to register', 'must register', 'need to charge vat', 'threshold', 'turnover threshold', 'vat number',
    ],
    answer:
      'You must register for VAT once your turnover exceeds, or is likely to exceed, €42,500 in any continuous 12 months if you supply services, or €85,000 if at least 90% of your turnover comes from supplying goods.',
    conditions: [
      'The €42,500 threshold also covers goods you make from zero-rated materials and sell at the reduced or standard rate.',
      'Below the threshold you may register voluntarily, for example to reclaim VAT on start-up costs.',
      'A business not established in Ireland that supplies taxable goods or services here must generally register whatever its turnover.',
      'Register through ROS: form TR1 for individuals and partnerships, TR2 for companies.',
    ],
    notCovered: 'The EU VAT SME scheme for selling in other Member States below their thresholds.',
    sources: [sources.vatThresholds],
  },
  {
    ...common,
    slug: 'vat-non-deductible',
    title: 'VAT you cannot reclaim',
    triggers: [
      'reclaim vat', 'reclaim the vat', 'claim back vat', 'claim back the vat', 'claim vat back', 'claim the vat back', 'vat back',
      'christmas party', 'staff party', 'input vat', 'recover vat', 'deduct vat', 'vat deductible',
      'vat on a car', 'vat on petrol', 'vat on entertainment', 'vat on meals', 'vat on staff',
    ],
    answer:
      'A VAT-registered business can reclaim VAT on its business costs, except: food, drink, accommodation and other personal services for the owner or staff; entertainment; buying or hiring cars (passenger motor vehicles); and petrol.',
    conditions: [
      'Accommodation for attending a qualifying business conference is an exception: that VAT can be reclaimed.',
      'The car and petrol rules do not apply to a business that deals in or hires out cars or runs a driving school, or to petrol bought as stock.',
      'You need a proper VAT invoice to reclaim VAT at all, and you reclaim nothing on costs of exempt activities.',
    ],
    notCovered: 'The partial reclaim that can apply to certain cars used mainly for business: check the conditions with Revenue.',
    sources: [sources.vatNonDeductible],
  },
  {
    ...common,
    slug: 'vat-cash-receipts',
    title: 'Cash receipts (moneys received) basis for VAT',
    triggers: [
      'cash receipts', 'cash basis', 'cash accounting', 'moneys received', 'money received basis', 'pay vat when paid',
      'vat when customer pays', 'invoice basis',
      'customer pays', 'customers pay', 'account for vat',
    ],
    answer:
      'You can account for VAT when your customers pay you, rather than when you invoice, if your turnover is not likely to exceed €2 million in any continuous 12 months, or if at least 90% of your sales are to customers who are not VAT-registered.',
    conditions: [
      'You still reclaim VAT on purchases by reference to invoices received, so the benefit is cash flow on sales.',
      'Tell Revenue if your turnover is likely to pass €2 million (judged over any four consecutive months), or the authorisation can be cancelled back to the start of that VAT period.',
      'Apply when registering or later through ROS.',
    ],
    sources: [sources.vatMoneysReceived],
  },
  {
    ...common,
    slug: 'vat-returns',
    title: 'VAT return and payment deadlines',
    triggers: [
      'vat return', 'vat returns', 'vat3', 'vat 3', 'vat deadline', 'vat due', 'pay vat', 'file vat', 'vat period',
      'return of trading details', 'rtd',
    ],
    answer:
      'VAT returns (VAT3) are normally made for two-month periods starting in January, March, May, July, September and November, and are due with payment by the 19th of the following month, or the 23rd if you file and pay through ROS.',
    conditions: [
      'Revenue can allow four-monthly returns if your annual VAT bill is €3,001 to €14,400, six-monthly if it is €3,000 or less, or one annual return if you pay by monthly direct debit.',
      'Businesses usually due a refund can ask to file monthly.',
      'Every registered business also files an annual Return of Trading Details (RTD) splitting sales and purchases by VAT rate.',
      'Late returns and payments attract interest and penalties.',
    ],
    sources: [sources.vatPayable, sources.ros],
  },
];
