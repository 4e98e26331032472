// Capital taxes an owner meets when selling, gifting or buying: CGT and its
// reliefs, CAT thresholds, and stamp duty on commercial property and shares.
import { CHECKED_ON, REVIEWED_ON, sources, TAX_YEAR } from '../sources.ts';
import type { TaxEntry } from '../types.ts';

const common = { area: 'Capital taxes and stamp duty', taxYear: TAX_YEAR, checkedOn: CHECKED_ON } as const;

export const capitalEntries: readonly TaxEntry[] = [
  {
    ...common,
    slug: 'cgt-rate-and-payment',
    title: 'Capital gains tax: rate, exemption and payment dates',
    triggers: [
      'capital gains', 'capital gains tax', 'cgt', 'sell shares', 'selling shares', 'sell property', 'selling property',
      'sell an asset', 'gain on sale', 'annual exemption',
    ],
    answer:
      'Capital gains tax is 33% of the gain, after an exemption for the first €1,270 of an individual\'s gains each year. Tax on gains made from 1 January to 30 November 2026 is due by 15 December 2026; on gains made in December 2026 by 31 January 2027.',
    conditions: [
      'The €1,270 exemption is per person and cannot be transferred between spouses.',
      'You also report the gain on your income tax return (Form 11 or Form 12) by 31 October 2027.',
      'Reliefs can cut the bill on business disposals: retirement relief and revised entrepreneur relief (10%).',
      'Selling your main home is usually exempt under principal private residence relief, if its conditions are met.',
    ],
    sources: [sources.cgt],
  },
  {
    ...common,
    slug: 'retirement-relief',
    title: 'CGT retirement relief on passing on or selling a business',
    triggers: ['retirement relief', 'retire', 'retiring', 'pass on the business', 'hand over the business', 'transfer business to my son', 'transfer business to my daughter', 'succession', 'transfer to a child'],
    answer:
      'Retirement relief can remove CGT when someone aged 55 or over disposes of business or farm assets. To a child: relief up to €10 million of value if aged 55 to 69, or €3 million from age 70. To anyone else: full relief if the proceeds are €750,000 or less (55 to 69) or €500,000 or less (70 and over).',
    conditions: [
      'You do not have to retire. You must have owned and used the assets (or been a working director, full-time for at least five years) for at least ten years.',
      'The limits are lifetime limits; marginal relief may apply just above the €750,000 or €500,000 limits.',
      'These limits have applied since 1 January 2025. If the child disposes of the assets within six years, the relief is withdrawn and the child pays the CGT on your disposal as well as their own.',
      'On a transfer to a child of value above €10 million, relief on the part above €10 million comes with a 12-year clawback: if the child disposes of the assets within 12 years, that relief is withdrawn.',
      'Under 55, relief may still apply if ill health forces you to stop and you reach 55 within 12 months of the disposal.',
    ],
    sources: [sources.retirementRelief],
    checkedOn: REVIEWED_ON,
  },
  {
    ...common,
    slug: 'entrepreneur-relief',
    title: 'Revised entrepreneur relief (10% CGT)',
    triggers: ['entrepreneur relief', 'entrepreneurs relief', 'revised entrepreneur relief', 'selling my business', 'sell my business', 'sale of my business', 'sell the company', 'sale of business'],
    answer:
      'Revised entrepreneur relief taxes gains on qualifying business assets at 10% instead of 33%, up to a lifetime limit of €1.5 million of gains for disposals from 1 January 2026 (the limit was €1 million before).',
    changes: ['1 January 2026: lifetime limit €1 million → €1.5 million.'],
    conditions: [
      'Conditions apply on how long you owned the assets or shares, how much of the company you hold and your work in the business; check them before you sell.',
      'Gains above the lifetime limit are taxed at 33%.',
      'It can be combined with retirement relief on the same disposal.',
    ],
    sources: [sources.entrepreneurRelief, sources.budget2026],
  },
  {
    ...common,
    slug: 'cat-thresholds',
    title: 'Capital acquisitions tax (gift and inheritance tax) thresholds',
    triggers: [
      'capital acquisitions tax', 'cat', 'gift tax', 'inheritance tax', 'inheritance', 'inherit', 'gift to my child',
      'group a threshold', 'group b', 'group c', 'tax free threshold', 'gift', 'gifts', 'kids', 'children', 'give my',
    ],
    answer:
      'Gift and inheritance tax (CAT) is 33% on the amount above the recipient\'s lifetime group threshold: Group A (mainly children from parents) €400,000, Group B (other close relatives such as siblings, nieces, nephews, grandparents) €40,000, Group C (everyone else) €20,000.',
    conditions: [
      'These thresholds apply to gifts and inheritances taken on or after 2 October 2024 and were not changed in Budget 2026. No Budget 2027 change to them had been confirmed from an official source when we checked on 25 November 2026: for a gift or inheritance taken in 2027, check Revenue\'s CAT pages.',
      'Example: a child who receives €450,000 from a parent, with no earlier Group A gifts or inheritances, pays 33% on the €50,000 above the €400,000 threshold: €16,500. A gift is reported to Revenue on an IT38 return.',
      'The threshold is a lifetime total: earlier gifts and inheritances within the same group count against it.',
      'Business relief can reduce the taxable value of qualifying business assets by 90%.',
    ],
    sources: [sources.catThresholds, sources.cat],
    checkedOn: REVIEWED_ON,
  },
  {
    ...common,
    slug: 'stamp-duty-commercial-property',
    title: 'Stamp duty on commercial (non-residential) property',
    triggers: [
      'stamp duty', 'commercial property', 'non residential', 'buying premises', 'buy a premises', 'buy premises', 'buying a unit',
      'office building', 'buy land', 'buying land',
    ],
    answer:
      'Stamp duty on non-residential property (offices, shops, sites, land, goodwill) is 7.5% of the price, a rate in force since 9 October 2019; the premium on a commercial lease is charged at the same rate.',
    conditions: [
      'The buyer pays the duty and files the stamp duty return through ROS.',
      'Part of the duty can be refunded if the land is later used to build housing, under the residential development refund scheme extended in Budget 2026.',
      'Residential property is charged at different rates.',
    ],
    notCovered: 'Residential stamp duty bands and the detailed conditions of the refund scheme.',
    sources: [sources.stampDutyRate, sources.budget2026],
  },
  {
    ...common,
    slug: 'stamp-duty-shares',
    title: 'Stamp duty on shares',
    triggers: ['stamp duty on shares', 'shares stamp duty', 'buying shares', 'buy shares', 'share transfer', 'transfer of shares', 'buying out a partner'],
    answer:
      'Stamp duty on a transfer of shares in an Irish company is 1% of the price paid (or of market value for a gift).',
    conditions: [
      'The buyer pays and files the return through ROS.',
      'Budget 2026 announced an exemption, until 31 December 2030, for shares in certain smaller Irish listed companies (valued up to €1 billion).',
    ],
    sources: [sources.stampDuty, sources.budget2026],
  },
];
