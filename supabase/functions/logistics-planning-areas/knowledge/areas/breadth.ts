// Topics an Irish haulier, courier or distributor meets that the knowledge lacked, taken from the official
// sources' own topic lists rather than from a question set (the eighth round over
// docs/knowledge/logistics-coverage.md): the VAT registration thresholds, consumers' 30-day right to reject
// faulty goods, the offence of carrying for reward without a licence (and of hiring an unlicensed haulier), and
// ECMT multilateral licences for haulage beyond the EU.
import { officialPageSources as op } from '../sources-official-pages.ts';
import { breadthSources as b } from '../sources-breadth.ts';
import { namedFactSources } from '../sources-named-facts.ts';
import { ownersQuestionSources as o } from '../sources-owners-questions.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const breadthEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'vat-registration-thresholds',
    area: 'cost_unit_economics',
    title: 'When a small transport business must register for VAT',
    keywords: [
      'VAT registration',
      'register for VAT',
      'VAT threshold',
      'VAT thresholds',
      'turnover threshold',
      'charge VAT',
      'VAT number',
      'sole trader VAT',
      'small business VAT',
      'services threshold',
      '€42,500',
      'elect to register',
    ],
    takeaway:
      'Since 1 January 2025 a business supplying services only, such as a courier or haulier, must register for VAT once its turnover exceeds, or is likely to exceed, €42,500 in any continuous 12 months; where 90% or more of turnover is from supplying goods the threshold is €85,000.',
    guidance: [
      'Registration is obligatory once turnover exceeds, or is likely to exceed, the threshold in any continuous 12-month period, not only in a calendar year, so watch a rolling total.',
      'You register on Revenue’s form TR1 (individuals, partnerships, trusts) or TR2 (companies); below the threshold you may still elect to register, which lets you reclaim the VAT on diesel, vehicles and repairs but means charging VAT on your invoices.',
      'A business customer registered for VAT can usually reclaim the VAT you charge, so registering costs them little; private customers bear it in full.',
      'The thresholds were €40,000 and €80,000 in 2024: Budget 2025 raised them, in line with the EU’s VAT rules for small businesses from 1 January 2025, so an older page or invoice template may still show the old figures.',
      'Once registered, you charge the standard rate of VAT on transport and haulage of goods; carrying goods from the State to a destination outside the EU is zero-rated only if you hold documentary evidence that they left the EU (otherwise the standard rate applies), as is transport linked to an import when its cost is included in the value charged import VAT.',
    ],
    options: [
      {
        option: 'Register voluntarily below the threshold',
        chooseWhen: 'your customers are mostly VAT-registered businesses and you pay VAT on a lot of fuel, vehicles and repairs.',
      },
      {
        option: 'Stay unregistered while under the threshold',
        chooseWhen: 'you work mostly for private customers and your turnover stays well under the services threshold.',
      },
    ],
    next30: [
      'Add up your turnover for the last 12 months and project the next 12.',
      'Ask your accountant whether registering voluntarily pays, given the VAT on your costs.',
    ],
    next90: [
      'Set a monthly check of rolling 12-month turnover against the threshold.',
      'If you register, update your invoice template and price lists to show VAT.',
    ],
    sources: [b.revenueVatThresholds, b.revenueTaxRegistrationForms, namedFactSources.revenueHaulageVat, op.revenueHaulageVat],
  },
  {
    slug: 'consumer-faulty-goods-rights',
    area: 'customer_service',
    title: 'Faulty goods: the consumer’s 30-day right to a refund and the seller’s duties',
    keywords: [
      'faulty goods',
      'faulty item',
      'right to reject',
      'short-term right to terminate',
      'right to cancel',
      'refund',
      'repair or replacement',
      'price reduction',
      'returns',
      'return costs',
      'Consumer Rights Act 2022',
      'CCPC',
      '30 days',
    ],
    takeaway:
      'Under the Consumer Rights Act 2022 a consumer who finds goods faulty within 30 days of receiving them has a short-term right to terminate: they can end the contract and get a full refund from the seller rather than a repair, and the 30 days start when a delivered item is received, or when installation is finished for goods the seller installs.',
    guidance: [
      'The seller must refund the price and the return costs without undue delay, at most within 14 days of getting the item back, through the payment method the consumer used unless they agree another.',
      'After 30 days the seller can offer a repair or replacement first, and the consumer may ask for a price reduction or a refund when that fails; a fault appearing within 12 months is presumed to have been there at the sale.',
      'Consumers have 6 years to use these remedies, and the rules apply to goods bought on or after 29 November 2022.',
      'The duty is the seller’s, not the courier’s: a webshop you deliver for owes the refund, and what you owe the webshop depends on your contract with it.',
    ],
    options: [
      {
        option: 'Offer the webshop a returns collection service',
        chooseWhen: 'you deliver for online sellers whose customers return faulty goods within the 30 days.',
      },
      {
        option: 'Keep returns out of your contract',
        chooseWhen: 'you only carry outbound parcels and the seller arranges returns through another carrier.',
      },
    ],
    next30: [
      'Check what your contracts with online sellers say about returns and damaged goods.',
      'Record proof of delivery and the condition of each parcel at handover.',
    ],
    next90: [
      'Price a returns collection service for your retail customers.',
      'Agree with each seller how claims for goods damaged in transit reach you.',
    ],
    sources: [b.ccpcShortTermRight, b.citizensFaultyGoods],
  },
  {
    slug: 'unlicensed-haulage-offence',
    area: 'risk_resilience',
    title: 'Hauling for reward without an operator licence, and hiring a haulier who has none',
    keywords: [
      'unlicensed haulier',
      'unlicensed haulage',
      'illegal haulage',
      'fine for no licence',
      'penalty',
      'summary conviction',
      'Road Transport Act',
      'report an unlicensed operator',
      'without a licence',
      'no operator licence',
      'need an operator licence',
    ],
    takeaway:
      'Hauling goods for hire or reward without an operator licence is an offence under the Road Transport Acts with a maximum fine of €500,000, the RSA’s current page says (an older RSA page gave €1,904), and a business that hires an unlicensed haulier is also at risk of a fine.',
    guidance: [
      'The RSA and An Garda Síochána enforce the licensing rules, and the RSA says an unlicensed haulier can expect it to look closely at its compliance with other laws as well; the Road Transport Act 1986 set the fines in Irish pounds (£1,000 summary, £5,000 on indictment).',
      'Since the Road Transport Act 1999 no one may engage or use the services of an undertaking for carriage by road for reward unless it holds a road freight carrier’s licence or the carriage needs none; breaking this is an offence with a fine on summary conviction.',
      'The licence is needed for carrying goods for hire or reward in a vehicle over 3.5 tonnes; own-account work, carrying your own goods in your own vehicles, needs none.',
      'When a rival undercuts you without a licence, tell your customers that using an unlicensed haulier is itself an offence, and show them your own licence and insurance.',
    ],
    options: [
      {
        option: 'Report the operator to the licensing authority and the RSA',
        chooseWhen: 'you have the vehicle, dates and customers, and the work is clearly for hire or reward.',
      },
      {
        option: 'Compete on proof of compliance',
        chooseWhen: 'your customers care about liability: put your licence number and insurance on quotes and tenders.',
      },
    ],
    next30: [
      'Put your operator licence number on every quote and invoice.',
      'Note the details of any operator you believe is hauling without a licence.',
    ],
    next90: [
      'Brief your main customers on their duty to use licensed hauliers.',
      'Check that every subcontractor you use holds a current licence.',
    ],
    sources: [
      o.rsaEnforcement,
      b.rsaRoadTransportEnforcement,
      b.unlicensedCarriageAct1986s14,
      b.unlicensedCarriageAct1933s36,
      sources.operatorLicensing,
    ],
  },
  {
    slug: 'ecmt-multilateral-licence',
    area: 'market_lane',
    title: 'Haulage beyond the EU: ECMT multilateral licences (Turkey and the Balkans)',
    keywords: [
      'ECMT',
      'ECMT permit',
      'ECMT licence',
      'multilateral quota',
      'International Transport Forum',
      'ITF',
      'Turkey',
      'non-EU countries',
      'outside the EU',
      'road haulage permit',
      'logbook',
    ],
    takeaway:
      'The Community licence covers haulage within the EU; for countries outside it, such as Turkey, a haulier needs a bilateral permit or a multilateral licence of the European Conference of Ministers of Transport (ECMT), a quota of licences the International Transport Forum shares out among 43 member countries, Ireland among them.',
    guidance: [
      'An ECMT licence lets the holder make an unlimited number of multilateral journeys between the participating countries, which include Turkey, Serbia, Switzerland, Norway and the United Kingdom.',
      'Each country receives a limited quota of licences, and its transport ministry issues them, so apply early and expect them to be scarce; the vehicle must meet the EURO safe lorry standards the system sets.',
      'The licence, its logbook and the vehicle’s EURO safe lorry certificate stay in the truck and are produced on request; recurring journeys between two member countries outside your own are restricted.',
    ],
    options: [
      {
        option: 'Apply for an ECMT licence',
        chooseWhen: 'you expect regular loads to or through non-EU member countries such as Turkey.',
      },
      {
        option: 'Subcontract the non-EU leg',
        chooseWhen: 'the work is occasional: a haulier from the destination country, or one holding ECMT licences, carries it.',
      },
    ],
    next30: [
      'Ask the Department of Transport’s road haulage section how to apply for an ECMT licence and when.',
      'Check that your truck holds the EURO safe lorry certificate the system asks for.',
    ],
    next90: [
      'Price the Turkish or other non-EU lane with transit, ferry and waiting time included.',
      'Line up a partner haulier for loads beyond your licences.',
    ],
    sources: [b.itfMultilateralQuota, b.itfQuotaMembers, b.itfQuotaFaq],
  },
  {
    slug: 'ioss-low-value-imports',
    area: 'customer_service',
    title: 'Parcels from outside the EU to consumers: the Import One Stop Shop and charges at the door',
    keywords: [
      'IOSS',
      'Import One Stop Shop',
      'import VAT',
      'low-value parcels',
      'charges on delivery',
      'customs charges',
      'VAT at the door',
      'parcels from the UK',
      'parcels from outside the EU',
      'eCommerce Package',
      '€150',
      'webshop outside the EU',
    ],
    takeaway:
      'A seller shipping goods from outside the EU to consumers here in consignments worth no more than €150 can register for the Import One Stop Shop and charge the VAT at the checkout, so the buyer pays no VAT at the door.',
    guidance: [
      'Where the seller uses the IOSS, Customs collects no import VAT when the parcel arrives; the seller declares and pays it in one monthly IOSS return.',
      'The IOSS applies only to goods outside the EU when sold, in consignments of an intrinsic value not exceeding €150, and not subject to excise duties; it is optional.',
      'A seller outside the EU, including one in Britain, must appoint an intermediary established in the EU to use the IOSS.',
      'Where the seller does not use it, the import VAT is collected on arrival, so the buyer may be asked to pay before delivery: the seller should say so before the order is placed.',
      'The Competition and Consumer Protection Commission (CCPC) reminds Irish webshops that before a consumer orders they must give the geographical address where the business is established and the total price including taxes and import duties or customs charges (or how it will be worked out).',
    ],
    options: [
      {
        option: 'Ask the seller to register for the IOSS',
        chooseWhen: 'you deliver many low-value parcels for a seller outside the EU and refused deliveries cost you failed runs.',
      },
      {
        option: 'Collect the charges at the door',
        chooseWhen: 'the parcels are worth more than €150 or the seller will not register, and your contract pays you for collecting.',
      },
    ],
    next30: [
      'Find out which of your clients outside the EU use the IOSS and which leave the VAT to the buyer.',
      'Count the deliveries refused last month because of charges at the door.',
    ],
    next90: [
      'Agree with each such client who tells the buyer about charges, and when.',
      'Price failed and returned deliveries caused by unpaid charges into the contract.',
    ],
    sources: [b.revenueIoss, op.ccpcBrexitBusinessGuidance],
  },
];
