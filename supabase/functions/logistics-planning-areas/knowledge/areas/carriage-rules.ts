// Two international carriage rules the knowledge lacked: the ATP agreement's certification of refrigerated and
// insulated equipment for perishable food, and the CMR Convention's rules on claims against the carrier (time limits,
// written claims, reservations). Added in the ninth round from the official texts and the Irish authorities' pages
// (knowledge/sources-named-facts.ts).
import { namedFactSources as n } from '../sources-named-facts.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const carriageRuleEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'atp-perishable-foodstuffs',
    area: 'risk_resilience',
    title: 'Carrying chilled and frozen food abroad: ATP certificates for refrigerated equipment',
    keywords: [
      'ATP',
      'ATP certificate',
      'ATP plate',
      'perishable foodstuffs',
      'perishables',
      'fridge trailer',
      'reefer',
      'refrigerated trailer',
      'refrigerated vehicle',
      'insulated body',
      'frozen food',
      'chilled food',
      'temperature controlled',
      'NSAI',
      'cold chain',
    ],
    takeaway:
      'Refrigerated or insulated trucks and trailers carrying perishable food across borders need an ATP certificate, and in Ireland the National Standards Authority of Ireland (NSAI) certifies the equipment.',
    guidance: [
      'The ATP is the Agreement on the International Carriage of Perishable Foodstuffs and on the Special Equipment to be used for such Carriage, signed in Geneva in 1970; Ireland gives effect to it through the International Carriage of Perishable Foodstuffs Regulations (S.I. No. 188 of 1993).',
      'The Regulations cover insulated, refrigerated, mechanically refrigerated and heated transport equipment used for the international carriage of perishable food, and set temperature limits and insulation standards for it.',
      'NSAI is the competent authority that issues the certificate of compliance or certification plate after the equipment is tested or examined, and a certificate is issued by the authority of the country where the equipment is registered.',
      'Certified equipment is checked periodically and whenever the authorities ask, and the Regulations set rules on maintenance, alterations and damage under which a certificate can be cancelled.',
      'Extra standards apply to equipment with thin side walls carrying frozen or deep-frozen food to or from Italy in the summer months, April to October.',
    ],
    options: [
      {
        option: 'Buy or lease trailers that already hold a valid ATP certificate',
        chooseWhen: 'you need the equipment on the road soon and the certificate has years left to run.',
      },
      {
        option: 'Have your own equipment certified through NSAI',
        chooseWhen: 'you are adding new or imported refrigerated bodies that have no Irish certificate yet.',
      },
    ],
    next30: [
      'Check the ATP certificate or plate and its expiry date on every fridge trailer and body you plan to send abroad.',
      'Ask NSAI what the certification of a new or imported trailer involves and how long it takes.',
    ],
    next90: [
      'Put each certificate’s expiry and the periodic examinations into the maintenance calendar.',
      'Agree with customers which temperature class their products need before quoting international work.',
    ],
    sources: [n.fsaiPerishables, n.perishablesRegulations, n.sncaAtp],
  },
  {
    slug: 'cmr-claims-time-limits',
    area: 'customer_service',
    title: 'Claims on international road journeys under the CMR Convention: time limits and written claims',
    keywords: [
      'CMR claim',
      'CMR Convention',
      'claim time limit',
      'time bar',
      'time-barred',
      'cut-off',
      'take us to court',
      'limitation period',
      'how long to claim',
      'sue the carrier',
      'damaged pallet',
      'goods damaged in transit',
      'lost consignment',
      'wilful misconduct',
      'international haulage claim',
      'treat as lost',
      'not delivered',
      'overdue consignment',
      // The entry also states the Article 23 cap, which owners ask about in these words.
      'liable under CMR',
      'carrier liability',
      'limit of liability',
      'compensation cap',
      'per kilogram',
      'SDR',
    ],
    takeaway:
      'Under the CMR Convention, which is law in Ireland, an action over goods lost, damaged or delayed on an international road journey must be brought within one year, or within three years where the loss came from wilful misconduct.',
    guidance: [
      'The International Carriage of Goods by Road Act 1990 gives CMR, the Convention on the Contract for the International Carriage of Goods by Road (Geneva, 19 May 1956), the force of law in Ireland; it governs every contract to carry goods by road for reward between two countries when at least one of them is a party, whatever the nationality of the sender or carrier.',
      'The three-year period applies to wilful misconduct, or to a default that the court hearing the case treats as equivalent to it; otherwise the limit is one year.',
      'For damage, partial loss or delay the time limit of one year (three years for wilful misconduct) runs from the date of delivery; goods not delivered within 30 days after the agreed delivery deadline, or, with no deadline agreed, within 60 days of the carrier taking them over, count as lost (Article 20), so the claimant may then treat them as lost and claim, and for such a total loss the time limit runs from that 30th or 60th day.',
      'A written claim to the carrier suspends the period until the carrier rejects it in writing and returns the documents sent with it; a further claim on the same matter does not suspend it again.',
      'Compensation for loss or damage is capped at 8.33 units of account (SDRs) per kilogram of gross weight unless a higher value was declared, and no compensation is due for delay unless a written reservation reaches the carrier within 21 days of the goods being placed at the consignee’s disposal.',
    ],
    options: [
      {
        option: 'Answer a late claim by checking its dates first',
        chooseWhen: 'a claim arrives more than a year after delivery and nothing suggests wilful misconduct.',
      },
      {
        option: 'Pass the claim to your goods-in-transit insurer at once',
        chooseWhen: 'the claim is within time or alleges misconduct, and could exceed the weight-based limit.',
      },
    ],
    next30: [
      'Find the CMR note, the delivery date and any written claim or reservation for each open international claim.',
      'Tell your goods-in-transit insurer about any claim or threat of proceedings you have received.',
    ],
    next90: [
      'Keep signed CMR notes and delivery records for at least three years after each international delivery.',
      'Answer every written claim in writing, with a date, so the suspension of the time limit is clear.',
    ],
    sources: [n.cmrAct1990, n.cmrArticle32, n.cmrArticle20, n.cmrDelayReservation, sources.cmr],
  },
];
