// Capital taxes a family meets: selling the home (PPR relief), using CGT
// losses, and gift and inheritance tax exemptions and reliefs, with the CAT
// pay-and-file dates. The CGT rate and the CAT group thresholds are in
// capital.ts.
import { NAMED_FACTS_CHECKED_ON, namedFactSources as nf } from '../sources-named-facts.ts';
import { PERSONAL_CHECKED_ON, personalSources as ps } from '../sources-personal.ts';
import { sources, TAX_YEAR } from '../sources.ts';
import { roundNineSources as r9 } from '../sources-round-nine.ts';
import type { TaxEntry } from '../types.ts';

const capital = { area: 'Capital taxes and stamp duty', taxYear: TAX_YEAR, checkedOn: PERSONAL_CHECKED_ON } as const;

export const capitalFamilyEntries: readonly TaxEntry[] = [
  {
    ...capital,
    slug: 'cgt-principal-private-residence',
    title: 'Selling your home: principal private residence relief from CGT',
    triggers: [
      'principal private residence',
      'ppr relief',
      'selling my home',
      'sell my house',
      'selling the family home',
      'cgt on my house',
      'capital gains on my home',
      'sold my house',
    ],
    answer:
      'Under principal private residence relief you pay no capital gains tax when you sell your home if it was your only or main residence for the whole time you owned it, including grounds of up to one acre (not counting the site of the house). The last 12 months of ownership always count as lived in.',
    conditions: [
      'If you did not live there for the whole period, only the share of the gain for the time you did is exempt.',
      'If part of the house was used only for a business, that part of the gain is taxable; rent-a-room lodgers do not affect the relief.',
      "Absences count as living there if your employer required you to live elsewhere (up to four years in total), if all your job's duties were abroad, or if you were in hospital, a nursing home or a fee-paying retirement home.",
      'Any part of the price that reflects development value is not covered. You can have only one main residence at a time.',
    ],
    sources: [ps.pprRelief],
  },
  {
    ...capital,
    slug: 'cgt-site-to-child',
    title: 'Giving land to your child to build their home on: the CGT exemption',
    triggers: [
      'site to my son',
      'site to my daughter',
      'site to a child',
      'site for my son',
      'site for my daughter',
      'give a site',
      'giving a site',
      'transfer a site',
      'transfer of a site',
      'site off the farm',
      'land to build a house',
      'site to build a house',
      'build a house on the farm',
    ],
    answer:
      'A parent pays no capital gains tax on transferring land to a child for the child to build a house on, as long as the site is one acre or less and worth €500,000 or less, and the house is to be the child’s only or main residence.',
    conditions: [
      'A transfer by both parents together (you and your spouse or civil partner) qualifies too.',
      'A child here means a son or daughter, a stepchild, a civil partner’s child, or a foster child you maintained for at least five years before they turned 18.',
      'You claim it by including the gain and the relief when you report the disposal to Revenue.',
      'The relief is clawed back from the child, who then pays the CGT you would have paid, if they dispose of the land without having built a house on it, or without having lived in that house as their only or main home for at least three years; a transfer to their own spouse or civil partner does not count.',
      'The gift of the site is a separate matter for the child: gift tax (CAT) applies only above their Group A threshold (see the CAT thresholds entry).',
    ],
    sources: [nf.siteToChild],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
  {
    ...capital,
    slug: 'cgt-losses',
    title: 'Capital losses: setting them against gains',
    triggers: [
      'capital loss',
      'capital losses',
      'cgt loss',
      'loss on shares',
      'sold shares at a loss',
      'offset losses',
      'carry forward losses',
      'loss on crypto',
    ],
    answer:
      'A capital loss is set against your capital gains of the same year, and any loss left over is carried forward against gains in later years. A loss cannot be carried back to an earlier year, except in the year of death.',
    conditions: [
      "A loss gives relief only when there is a gain to set it against; if there is none in the year, you do not have to report it on that year's return to keep it.",
      'A loss is allowable only if a gain on the same asset would have been taxable, so a loss on an exempt asset such as your home gives no relief.',
      "Losses can be transferred between spouses or civil partners: if you are jointly assessed for CGT, your unused losses are set automatically against your spouse's or civil partner's chargeable gains.",
    ],
    sources: [ps.cgtLosses, sources.cgt, r9.cgtLoss],
    sourceNotes:
      "The rule against carrying a loss back was read in Revenue's Note for Guidance on section 546 TCA 1997 (Chartered Accountants Ireland's copy); the reporting point is in Revenue eBrief 124/20 (Tax and Duty Manual Part 19-02-05, paragraph 5.1).",
  },
  {
    ...capital,
    slug: 'cat-small-gift-exemption',
    title: 'Small gift exemption (€3,000 a year)',
    triggers: [
      'small gift exemption',
      'small gift',
      'gift of 3000',
      'give my children money each year',
      'tax free gift to my son',
      'annual gift',
      'gift to grandchildren',
      'christmas money for the kids',
    ],
    answer:
      "Anyone can give anyone else gifts worth up to €3,000 in a calendar year free of gift tax (CAT), and those gifts do not count against the recipient's lifetime group threshold. Each giver has a separate €3,000 for each person they give to.",
    conditions: [
      'So two parents can give each child €6,000 a year between them, tax-free and outside the €400,000 Group A threshold.',
      'It applies only to gifts, not to inheritances.',
      'No return is needed for gifts within the €3,000; a larger gift is reduced by €3,000 before it is counted.',
    ],
    sources: [ps.smallGift],
  },
  {
    ...capital,
    slug: 'cat-dwelling-house-exemption',
    title: 'Inheriting the family home, or a gift of a house to a dependent relative: the dwelling-house exemption',
    triggers: [
      'dwelling house exemption',
      'inherit the family home',
      'inheriting a house',
      'inherit my parents house',
      'left the house in the will',
      'inheritance tax on a house',
      'gift of a house',
    ],
    answer:
      "An inheritance of a house is exempt from CAT if it was the deceased's only or main home, you lived in it as your only or main home for the three years before the inheritance, you own no other house, and you keep living there for six years afterwards.",
    conditions: [
      'The six-year condition does not apply if you are 65 or over when you inherit, or must live elsewhere for work or because of illness certified by a doctor.',
      'You must not acquire an interest in another house from the same person before the valuation date.',
      'Since 25 December 2016 a gift of a house is exempt only for a dependent relative of the giver (aged 65 or over, or permanently incapacitated) who has lived in it as their main home for three years and owns no other house.',
    ],
    sources: [ps.dwellingHouse, ps.dwellingHouseOverview],
  },
  {
    ...capital,
    slug: 'cat-business-relief',
    title: 'CAT business relief (90%) on passing on a business',
    triggers: [
      'business relief',
      'cat business relief',
      'inherit the business',
      'gift the business to my son',
      'pass the company to my children',
      'gift of shares in the family company',
      'succession planning',
    ],
    answer:
      'Business relief reduces the taxable value of business property received as a gift or inheritance by 90%, so CAT is charged on only 10% of its value (after the group threshold).',
    conditions: [
      'A business is any trade, profession or vocation that earns income or profits; farm property that does not get agricultural relief may qualify instead.',
      'For gifts and inheritances taken after 1 January 2024, the relief is withdrawn if the business stops trading or is sold within six years of the valuation date, unless it is replaced within a year; development land sold within ten years also loses it.',
      'It is not withdrawn where the business ends through bankruptcy or an insolvent winding-up.',
    ],
    notCovered:
      'How long the giver must have owned the business before the gift or inheritance: not confirmed on a stored official page when we checked on 26 November 2026.',
    sources: [ps.businessRelief, ps.businessReliefWithdrawn],
  },
  {
    ...capital,
    slug: 'cat-agricultural-relief',
    title: 'CAT agricultural relief (90%) on a farm',
    triggers: [
      'agricultural relief',
      'farm inheritance',
      'inherit the farm',
      'gift the farm',
      'transfer the farm to my son',
      'farm land',
      'acres',
      'farmer test',
      'active farmer',
      'farm succession',
    ],
    answer:
      'Agricultural relief reduces the market value of farm land, buildings, machinery and livestock received as a gift or inheritance by 90%, so CAT is charged on 10% of the value, if the person receiving it passes the farmer test and the active farmer test.',
    conditions: [
      'Farmer test: on the valuation date, at least 80% of everything you own must be agricultural property (the farm received counts).',
      'Active farmer test: you must farm the land on a commercial basis for at least six years, or lease it to someone who does.',
      'You (or the person leasing it) must also hold an agricultural qualification or farm for at least 50% of normal working time.',
      'If agricultural relief is not available, business relief may apply instead.',
    ],
    sources: [ps.agriculturalRelief, ps.businessRelief],
  },
  {
    ...capital,
    slug: 'cat-pay-and-file',
    title: 'Gift and inheritance tax: when to file and pay (IT38)',
    triggers: [
      'it38',
      'cat return',
      'gift tax return',
      'inheritance tax return',
      'when do i pay inheritance tax',
      'when do i pay gift tax',
      'cat deadline',
      'cat pay and file',
    ],
    answer:
      'Gift and inheritance tax (CAT) is paid and the IT38 return filed by 31 October: in the same year if the valuation date falls between 1 January and 31 August, or in the next year if it falls between 1 September and 31 December.',
    conditions: [
      'A return is needed once the taxable value of everything you have received within the same group threshold since 5 December 1991 passes 80% of that threshold (for a child from a parent, 80% of €400,000, so €320,000).',
      'The person receiving the gift or inheritance files and pays, online through myAccount or ROS, or on the paper IT38S in some cases.',
      'CAT is 33% of the amount above the group threshold; late returns bring a surcharge.',
      'Gifts of up to €3,000 a year from each giver are exempt (the small gift exemption) and are left out of that count; no return is needed for them alone.',
    ],
    sources: [ps.catPayFile, ps.smallGift, sources.cat],
    checkedOn: NAMED_FACTS_CHECKED_ON,
  },
];
