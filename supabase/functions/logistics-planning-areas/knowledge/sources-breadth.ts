// Publications behind the entries of the eighth round (knowledge/areas/breadth.ts): topics an Irish haulier,
// courier or distributor meets that the knowledge lacked, taken from the official sources' own topic lists
// (Revenue's VAT registration pages, the CCPC's faulty-goods pages, the Road Transport Acts as revised by the
// Law Reform Commission, the International Transport Forum's multilateral quota pages), not from a question set.
// Each page was read on the check date in a stored copy; where a page is secondary, or a figure is dated, the
// note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const BREADTH_CHECKED = '2026-11-26';

export const breadthSources = {
  revenueVatThresholds: {
    title:
      'What are the VAT thresholds? Registration is obligatory when turnover in any continuous 12-month period exceeds, or is likely to exceed, the threshold for services only or for goods; below a threshold you may elect to register',
    publisher: 'Revenue',
    url: 'https://www.revenue.ie/en/vat/vat-registration/who-should-register-for-vat/vat-thresholds.aspx',
    asOf: BREADTH_CHECKED,
    note: 'The stored copy of this page still shows the 2024 thresholds of €40,000 and €80,000. Budget 2025 raised them to €42,500 and €85,000 from 1 January 2025 (EY, VAT snapshot Q3 2024, a secondary source), the figures the tax assistant states from Revenue’s “What are the VAT thresholds?” page; the entry follows them.',
  },
  ccpcShortTermRight: {
    title:
      'Short-term right to terminate: if an item is faulty or does not meet the sales contract and it is less than 30 days since the consumer received it, they may end the contract and get a refund; the 30 days start on receipt for deliveries and on completion for installed goods; the business must refund the price and the return costs without undue delay, at most within 14 days of receiving the item back, by the same payment method',
    publisher: 'Competition and Consumer Protection Commission',
    url: 'https://www.ccpc.ie/consumers/shopping/faulty-goods/short-term-right-to-terminate',
    asOf: BREADTH_CHECKED,
  },
  citizensFaultyGoods: {
    title:
      'Problems with faulty goods: under the Consumer Rights Act 2022 (goods bought on or after 29 November 2022) the seller must put things right; repair or replacement, a refund, a price reduction or withholding payment; a fault within the first 12 months is presumed to have been there at the sale; 6 years to use the remedies; a 30-day short-term right to cancel with a refund within 14 days and the seller covering the return',
    publisher: 'Citizens Information',
    url: 'https://citizensinformation.ie/en/consumer/shopping/problems-with-faulty-goods',
    asOf: BREADTH_CHECKED,
  },
  unlicensedCarriageAct1933s36: {
    title:
      'Road Transport Act 1933, section 36 (as revised): no person shall engage or use the services of an undertaking for the carriage by road for reward of merchandise unless it holds a road freight carrier’s licence or the carriage needs none (subsection (1) substituted by the Road Transport Act 1999, s. 9); a person in contravention is guilty of an offence, liable on summary conviction to a fine not exceeding £1,000 (subsection (2) substituted by the Road Transport Act 1986, s. 14(6))',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/1933/act/8/section/36/revised/en/html',
    asOf: BREADTH_CHECKED,
    note: 'The revised text gives the fine in Irish pounds as set in 1986; the Fines Act 2010 adjusts older fines, and we did not confirm the euro amount that now applies.',
  },
  unlicensedCarriageAct1986s14: {
    title:
      'Road Transport Act 1986, section 14 (increase in penalties): every person who carries merchandise in contravention of section 9 of the Principal Act (carriage for reward without a licence) is guilty of an offence, liable on summary conviction to a fine not exceeding £1,000 or on conviction on indictment to a fine not exceeding £5,000',
    publisher: 'Law Reform Commission, Revised Acts',
    url: 'https://revisedacts.lawreform.ie/eli/1986/act/16/section/14/revised/en/html',
    asOf: BREADTH_CHECKED,
    published: '1986-06-12',
    note: 'Fines as enacted in 1986, in Irish pounds; the amount now applying after the Fines Act 2010 was not confirmed.',
  },
  revenueTaxRegistrationForms: {
    title:
      'Revenue Tax Briefing Issue 64 (August 2006), Business Tax Registration: form TR1 registers an individual, partnership, trust or unincorporated body for income tax, PAYE/PRSI (PREM), RCT and VAT; form TR2 registers a company for corporation tax, PAYE/PRSI, RCT and VAT',
    publisher: 'Revenue (via Chartered Accountants Ireland TaxSource)',
    url: 'https://www.charteredaccountants.ie/taxsourcetotal/1997/en/act/pub/0039/tb/sec0530-1-tb.html',
    asOf: '2026-11-28',
    published: '2006-08-01',
    note: 'Read on 28 November 2026 in the Chartered Accountants Ireland copy of Revenue’s Tax Briefing 64 for which form each kind of business uses. The briefing dates from 2006; secondary guides of 2022 still name TR1 and TR2 as the forms, completed online through ROS, but no current Revenue page giving them was found in the stored pages.',
  },
  itfMultilateralQuota: {
    title:
      'About the Multilateral Quota: a system of transport licences for pan-European road haulage introduced by the ECMT on 1 January 1974, letting hauliers undertake an unlimited number of multilateral freight operations in the 43 participating member countries; managed by the ITF’s Road Transport Group, which allocates licences to member countries; EURO VI safe lorries; a Quality Charter for companies, managers and drivers since 1 January 2016',
    publisher: 'International Transport Forum (OECD)',
    url: 'https://www.itf-oecd.org/multilateral-quota',
    asOf: '2026-11-28',
    note: 'Re-read on 28 November 2026 for the full name: the European Conference of Ministers of Transport (ECMT) introduced the licences on 1 January 1974 and evolved into the ITF in 2006.',
  },
  itfQuotaMembers: {
    title:
      'About the Multilateral Quota: member countries participating in the quota system include Ireland, Turkey, Ukraine, Serbia, Switzerland, Norway, Georgia, Moldova and the United Kingdom among 43',
    publisher: 'International Transport Forum',
    url: 'https://www.internationaltransportforum.org/IntOrg/quota/index.html',
    asOf: BREADTH_CHECKED,
    note: 'An older ITF page listing the participating countries; the current page gives the number (43) without the list.',
  },
  itfQuotaFaq: {
    title:
      'Frequently Asked Questions on the Multilateral Quota: the licence, the logbook and the EURO safe lorry certificate are kept in the vehicle and produced on request; control officials may stamp the logbook but stamps from transit countries are not required; recurring transport between two member countries outside the country of registration is restricted',
    publisher: 'International Transport Forum',
    url: 'https://itf-oecd.org/frequently-asked-questions-multilateral-quota',
    asOf: BREADTH_CHECKED,
  },
  rsaRoadTransportEnforcement: {
    title:
      'Road transport enforcement: a haulier carrying goods for hire or reward on a public road without an operator’s licence may be prosecuted and fined under the Road Transport Acts, maximum fine €1,904, and a trader or business owner hiring an unlicensed haulier is also at risk of a fine; the RSA and An Garda Síochána enforce; no licence needed within Ireland for cattle, sheep, pigs, livestock or turf, milk to or from a creamery, or newly harvested wheat, oats and barley from 1 August to 30 November each year from a farm to a place of storage, assembly or processing; none below 3.5 tonnes maximum authorised weight',
    publisher: 'Road Safety Authority',
    url: 'https://www.rsa.ie/ga-IE/RSA/Gairmiula/Uineiri--Bainisteoiri/Cur-i-bhfeidhm-tarlu-bothair/',
    asOf: BREADTH_CHECKED,
    note: 'Read in a stored copy of an older RSA page (its Irish-language address, English text); the fine is the RSA’s figure, the 1986 Act’s amounts being in pounds.',
  },
  revenueIoss: {
    title:
      'Import One Stop Shop (IOSS): part of the eCommerce Package; a taxable person registers in one Member State to declare and pay EU import VAT in a monthly return; usable where the goods are outside the EU when sold, dispatched in consignments of an intrinsic value not exceeding €150 and not subject to excise; not mandatory; where used, Customs collects no import VAT at importation, the consumer pays the VAT at the point of sale and avoids further tax or customs charges on delivery; non-EU suppliers need an EU-established intermediary',
    publisher: 'Revenue',
    url: 'https://revenue.ie/en/vat/vat-ecommerce/import-oss/index.aspx',
    asOf: BREADTH_CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
