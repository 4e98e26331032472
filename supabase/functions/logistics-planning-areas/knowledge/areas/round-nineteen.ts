// Topics the knowledge lacked, shown by the nineteenth visitor set's misses (30 November 2026): when the CMR carrier
// is liable for loss and damage on an international road journey and the special risks that relieve it (Articles 17
// and 18), and who counts as a consumer, with what a product sold to one must come with when it is delivered and
// installed. Facts from the pages in knowledge/sources-round-nineteen.ts, read on the check date, in our own words.
import { roundNineteenSources as s } from '../sources-round-nineteen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const roundNineteenEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'cmr-carrier-liability-defences',
    area: 'risk_resilience',
    title: 'CMR carrier liability: when the haulier pays for loss or damage, and the special risks that relieve it',
    keywords: [
      'Article 17',
      'Article 18',
      'CMR Article 17',
      'on the hook',
      'are we liable',
      'are we responsible',
      'who pays for the damage',
      'carrier liability',
      'carrier’s liability',
      'loaded by the customer',
      'customer loaded',
      'shipper loaded',
      'stacked by the customer',
      'loaded by the sender',
      'stowage',
      'poor packing',
      'inadequate packing',
      'inherent vice',
      'arrived broken',
      'arrived damaged',
      'special risks',
      'CMR defences',
      'relieved of liability',
    ],
    takeaway:
      'Under Article 17 of the CMR Convention the carrier is liable for loss of or damage to the goods between taking them over and delivering them, but it is relieved where the damage came from special risks such as handling, loading or stowage by the sender or the consignee, or their people.',
    guidance: [
      'CMR is law in Ireland through the International Carriage of Goods by Road Act 1990, and Article 17(1) makes the carrier liable for total or partial loss of the goods, for damage to them between the time it takes them over and delivery, and for delay in delivery.',
      'Article 17(2) relieves the carrier where the loss, damage or delay came from the claimant’s wrongful act or neglect, from the claimant’s instructions, from inherent vice of the goods, or from circumstances the carrier could not avoid and whose consequences it could not prevent; a defective vehicle is no excuse (Article 17(3)).',
      'The special risks in Article 17(4) also relieve the carrier: open unsheeted vehicles where expressly agreed and entered in the consignment note, missing or defective packing, handling, loading, stowage or unloading of the goods by the sender, the consignee or people acting for them, goods whose nature makes them liable to breakage, rust, decay, leakage or normal wastage, inadequate marks or numbers on packages, and livestock.',
      'Under Article 18 the carrier must prove a cause in Article 17(2); for a special risk it need only show the damage could be put down to it, and it is then presumed so caused unless the claimant proves otherwise, and where the carrier is only partly to blame it pays only to the extent its own fault contributed (Article 17(5)).',
      'When the customer’s own crew loads or stacks the trailer, have the driver note it, and any visible fault in packing or stowage, as a reservation on the CMR consignment note at collection, with photos, because that is the evidence behind an Article 17(4) defence.',
    ],
    options: [
      {
        option: 'Let the customer load, and record it on the CMR note',
        chooseWhen: 'the sender insists on its own loading crew and your driver can check and photograph the load before leaving.',
      },
      {
        option: 'Have your driver supervise or do the loading and securing',
        chooseWhen: 'the goods are fragile or high value and you want control of the stowage you may be held liable for.',
      },
    ],
    next30: [
      'Brief drivers to enter reservations on the CMR note when the sender loads, packs or stacks the goods badly.',
      'Check your goods-in-transit policy covers CMR liability and what it says about sender-loaded trailers.',
    ],
    next90: [
      'Agree in writing with regular customers who loads, stows and secures each trailer.',
      'Review last year’s damage claims for ones where sender loading or packing could have been a defence.',
    ],
    sources: [s.cmrArticle17, s.cmrArticle18],
  },
  {
    slug: 'consumer-law-who-is-a-consumer',
    area: 'customer_service',
    title: 'Consumer law: who counts as a consumer, and what a product sold to one must come with',
    keywords: [
      'consumer law',
      'consumer rights',
      'who is a consumer',
      'business customers',
      'trade customers',
      'business-to-business',
      'business to business',
      'B2B',
      'B2C',
      'personal use',
      'shops',
      'builders providers',
      'not the public',
      'the public',
      'instructions',
      'installation',
      'installed wrong',
      'fitted wrong',
      'fitting',
      'delivery and fitting',
      'delivery and installation',
      'two-man delivery',
      'white goods',
      'appliances',
      'Consumer Rights Act 2022',
    ],
    takeaway:
      'Irish and EU consumer law applies only when a trader sells to a consumer, someone buying for their own personal use, so deliveries to shops, builders’ providers and other businesses fall under your contract and general sale of goods law instead, while a product sold to a consumer must come with its instructions and, where the trader installs it, be installed correctly.',
    guidance: [
      'Citizens Information explains that consumer laws cover only transactions between a consumer, who buys goods or services for their own personal use, and a trader; they do not apply to goods or services bought for use in a business, so business-to-business (B2B) deliveries are governed by the contract with your customer.',
      'For products sold to consumers on or after 29 November 2022 the Consumer Rights Act 2022 applies, and the CCPC tells sellers the product must be fit for purpose, match the description, type, quantity and quality agreed, and be delivered with all accessories and instructions, installation instructions included.',
      'Where the trader installs the product, the CCPC says it must be installed correctly by the trader, so a washing machine or other appliance fitted wrong by the retailer’s delivery and installation crew is the retailer’s problem to put right with the customer.',
      'The consumer’s rights run against the retailer (the trader who sold the goods), not the haulier or the fitter the retailer hired; your liability for a bad delivery or installation runs to the retailer under your contract with it.',
      'The product must also be durable, fit for the purposes such goods are normally used for and match any advertising or labelling, and the consumer may be entitled to repair, replacement, a price reduction or a refund when it does not.',
    ],
    options: [
      {
        option: 'Agree installation standards and liability with each retailer',
        chooseWhen: 'you deliver and fit appliances or furniture for online shops selling to consumers.',
      },
      {
        option: 'Rely on your trade terms for business customers',
        chooseWhen: 'your customers are shops, builders’ providers and other businesses buying for their trade.',
      },
    ],
    next30: [
      'Check each retail contract says who pays when an item is fitted wrong or arrives without its instructions.',
      'Add a check that the instructions and accessories are handed over at every installation.',
    ],
    next90: [
      'Train fitting crews to the manufacturers’ installation instructions for the appliances you install most.',
      'Review your trade terms for business customers, since consumer law does not set them for you.',
    ],
    sources: [s.ciConsumerRights, s.ccpcSellProducts],
  },
];
