// VAT beyond the basic rates: livestock, the farmer's flat-rate addition, the
// reverse charge in construction, selling to other EU countries, and imports
// after Brexit.
import { BUSINESS_CHECKED_ON, businessSources as bs } from '../sources-business.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const vat = { area: 'VAT', taxYear: TAX_YEAR, checkedOn: BUSINESS_CHECKED_ON } as const;

export const vatMoreEntries: readonly TaxEntry[] = [
  {
    ...vat,
    slug: 'vat-livestock-rate',
    title: 'VAT on livestock, horses and greyhounds (the 4.8% livestock rate)',
    triggers: [
      'livestock rate', 'vat on livestock', 'vat on cattle', 'selling cattle', 'vat on sheep', 'vat on pigs', 'vat on horses', 'vat on a horse',
      'greyhound', 'greyhounds', '4.8%', 'mart', 'calves', 'bullocks', 'live animals',
    ],
    answer:
      'Live cattle, sheep, goats, pigs and deer, and horses normally meant for food production or farming, are charged VAT at the livestock rate of 4.8%. Other live horses, the hire of horses and live greyhounds are charged at the 13.5% reduced rate, and most other live animals at the 23% standard rate.',
    conditions: [
      'Live poultry and ostriches are at the 13.5% reduced rate; live shellfish are zero-rated.',
      'What decides the rate for a horse is what it is normally meant for: food production or farming takes the livestock rate, sport or leisure the reduced rate.',
      'A farmer who is not registered for VAT does not charge these rates but may add the flat-rate addition when selling to a VAT-registered buyer (see the flat-rate addition entry).',
    ],
    sources: [bs.vatLivestock, sources.vatRates],
  },
  {
    ...vat,
    slug: 'vat-farmer-flat-rate-addition',
    title: 'The farmer\'s flat-rate addition (VAT flat-rate scheme for farmers)',
    triggers: [
      'flat rate addition', 'flat rate scheme', 'flat rate farmer', 'flat rate farmers', 'farmers flat rate', 'unregistered farmer', 'farmer not registered for vat',
      'flat rate top up', 'flat rate invoice', '4.5%', 'farmer vat', 'vat for farmers', 'farmers and vat',
    ],
    answer:
      'For 2026 the flat-rate addition is 4.5% (it was 5.1% in 2025). A farmer who is not registered for VAT adds it to the price of farm produce or agricultural services sold to a VAT-registered business, keeps it as compensation for the VAT paid on farm inputs, and the buyer reclaims it like ordinary input VAT.',
    changes: ['1 January 2026: flat-rate addition 5.1% → 4.5%, set on Revenue\'s calculation from 2023 to 2025 data.'],
    conditions: [
      'It is not added on sales to another flat-rate farmer or to anyone not registered for VAT, since they cannot reclaim it.',
      'The addition is shown on a flat-rate invoice from the farmer or on a settlement voucher from the buyer.',
      'The rate is reviewed every year at Budget time on EU rules and cannot over-compensate farmers. No rate for 2027 had been confirmed on an official page when we checked on 26 November 2026.',
    ],
    sources: [bs.flatRate2026, bs.flatRateAddition],
    sourceNotes: 'Revenue\'s flat-rate addition page explains the scheme but links elsewhere for the percentage; the 4.5% rate for 2026 is from the Minister for Finance\'s written answer of 15 October 2025, which gives the reduction from 5.1%.',
  },
  {
    ...vat,
    slug: 'vat-reverse-charge-construction',
    title: 'VAT reverse charge on construction services (principal contractors and subcontractors)',
    triggers: [
      'reverse charge', 'vat reverse charge', 'reverse charge vat', 'subcontractor vat', 'subbie vat', 'vat on subcontractor invoice',
      'principal contractor vat', 'do i charge vat to the main contractor', 'construction vat', 'vat to be accounted for by the principal contractor',
    ],
    answer:
      'When a subcontractor does construction work for a principal contractor under RCT, the subcontractor does not charge VAT: the principal contractor works out the VAT (usually 13.5%) on the subcontractor\'s charge and accounts for it on its own VAT return, normally reclaiming it in the same return.',
    conditions: [
      'The subcontractor\'s invoice shows everything a VAT invoice would, except the VAT rate and amount, and says "VAT on this supply to be accounted for by the principal contractor".',
      'It applies only to construction operations within RCT (not haulage for hire); work for a private householder or a non-construction customer is invoiced with VAT in the normal way.',
      'RCT, where due, is deducted from the VAT-exclusive amount paid.',
      'A subcontractor below the VAT registration threshold and not registered has no VAT to account for on the work.',
    ],
    sources: [bs.rctReverseCharge, sources.rct],
  },
  {
    ...vat,
    slug: 'vat-eu-distance-sales-oss',
    title: 'Selling online to consumers in other EU countries (the One Stop Shop, OSS)',
    triggers: [
      'one stop shop', 'oss', 'vat oss', 'distance sales', 'distance selling', 'selling online to eu', 'selling to customers in france',
      'selling to customers in germany', 'eu consumers', 'ecommerce vat', 'online shop vat', 'etsy', 'shopify', 'sell to other eu countries',
    ],
    answer:
      'Once an Irish business\'s sales of goods and certain services to consumers in other EU countries pass €10,000 a year in total, it charges each customer\'s own country\'s VAT rate. Instead of registering in each of those countries, it can register in Ireland for the Union One Stop Shop (OSS) through ROS and declare and pay all that VAT on one quarterly return.',
    conditions: [
      'Below the €10,000 EU-wide total, an Irish business may keep charging Irish VAT on those consumer sales.',
      'OSS is optional, but once registered every sale within the scheme must go through it; it does not replace the normal Irish VAT3 return.',
      'It covers sales to consumers only. Sales to VAT-registered businesses in other EU countries use the reverse charge instead (see the entry on services to EU businesses).',
      'Goods imported from outside the EU and sold to EU consumers have a separate Import One Stop Shop (IOSS).',
    ],
    sources: [bs.ossUnionScheme],
    sourceNotes: 'Revenue\'s Union scheme page describes OSS registration and the quarterly return; the €10,000 EU-wide threshold is the EU e-commerce rule in force since 1 July 2021, which the Revenue page we read does not itself state. We found it consistently in professional guidance but not on a stored Revenue page, so confirm it on Revenue\'s VAT e-commerce pages before relying on it.',
  },
  {
    ...vat,
    slug: 'vat-services-to-eu-businesses',
    title: 'VAT on services to business customers in other EU countries (reverse charge and VIES)',
    triggers: [
      'invoice a company in germany', 'invoice an eu customer', 'eu business customer', 'b2b services eu', 'vies', 'vies return',
      'customer vat number', 'check a vat number', 'do i charge vat to a french company', 'services abroad vat', 'consultancy for eu client',
      'customer outside the eu', 'invoice a uk company',
    ],
    answer:
      'For most services supplied to a VAT-registered business in another EU country, you charge no Irish VAT: the customer accounts for VAT in its own country under the reverse charge. You must get and check the customer\'s VAT number, put it on the invoice with a note that the reverse charge applies, and report the sale on your VIES return.',
    conditions: [
      'If you wrongly treat a private customer as a business and charge no VAT, you owe the VAT yourself, with interest and possibly penalties.',
      'Business customers outside the EU are generally not charged Irish VAT either, but keep proof that the customer is in business.',
      'Some services follow other rules, for example work on land or buildings, which is taxed where the property is.',
    ],
    sources: [bs.vatServicesAbroad],
  },
  {
    ...vat,
    slug: 'vat-imports-postponed-accounting',
    title: 'VAT on imports from Britain and outside the EU (postponed accounting)',
    triggers: [
      'postponed accounting', 'import vat', 'vat on imports', 'importing from the uk', 'importing from britain', 'goods from england',
      'brexit vat', 'customs vat', 'buying stock from china', 'importing goods', 'eori', 'northern ireland goods',
    ],
    answer:
      'Since Brexit, goods from Great Britain are imports, like goods from any country outside the EU. A business registered for both VAT and customs (with an EORI number) can use postponed accounting: instead of paying import VAT at the port, it declares the import VAT on its VAT3 return and reclaims it there in the same return, subject to the normal deduction rules.',
    conditions: [
      'Postponed accounting is optional and covers imports from all countries outside the EU, including Great Britain; goods moving between Northern Ireland and Ireland are not imports.',
      'The customs declaration must show that postponed accounting is being used, or the VAT is collected at import.',
      'A business not registered for VAT and customs pays the import VAT when the goods arrive.',
      'Revenue can ask you to show that you meet the conditions for postponed accounting.',
    ],
    sources: [bs.postponedAccounting],
  },
  {
    ...vat,
    slug: 'vat-exports-outside-eu',
    title: 'VAT on goods exported outside the EU, including to Great Britain (zero rate)',
    triggers: [
      'export', 'exports', 'exporting', 'selling to the uk', 'selling to england', 'selling to america', 'ship goods abroad',
      'customer in the usa', 'vat on exports', 'zero rated export', 'sell to great britain',
    ],
    answer:
      'Goods exported to a destination outside the EU, which since Brexit includes Great Britain, are zero-rated: you charge 0% VAT on the sale and can still reclaim the VAT on your costs.',
    conditions: [
      'Keep proof that the goods left the EU, such as customs and transport documents, or the sale can be taxed at the Irish rate.',
      'Northern Ireland is treated differently for goods and is not an export destination in the same way.',
      'The customer may have to pay import VAT and duty in their own country.',
    ],
    sources: [sources.vatRates, bs.postponedAccounting],
  },
];
