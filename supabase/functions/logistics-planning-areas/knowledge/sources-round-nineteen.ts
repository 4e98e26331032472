// Publications behind the round directed by the nineteenth visitor set's misses (30 November 2026): the CMR
// Convention's Articles 17 and 18 on the carrier's liability and the special risks that relieve it (the Convention is
// law in Ireland through the International Carriage of Goods by Road Act 1990), the CCPC and Citizens Information on
// who counts as a consumer and what a product sold to one must come with, Directive (EU) 2020/1057 and the Irish
// regulation on posting declarations for drivers posted to Ireland, the Driver CPC's one day of training a year,
// Regulation (EC) No 1071/2009 on the transport manager as a natural person, and the 2027 review of the EU CO2 standards
// for trucks. Each page was read on the check date in a stored copy; where only a secondary copy could be read, the
// note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
export const ROUND_NINETEEN_CHECKED_ON = '2026-11-30';
const CHECKED = ROUND_NINETEEN_CHECKED_ON;

export const roundNineteenSources = {
  cmrArticle17: {
    title:
      'CMR Convention, Article 17: the carrier is liable for total or partial loss of the goods and for damage between taking them over and delivery, and for delay; it is relieved where the loss, damage or delay came from the claimant’s wrongful act or neglect or instructions, inherent vice of the goods or circumstances it could not avoid, and under Article 17(4) where it arose from special risks, among them the handling, loading, stowage or unloading of the goods by the sender, the consignee or persons acting for them',
    publisher:
      'United Nations Economic Commission for Europe (text as set out in the Schedule to the International Carriage of Goods by Road Act 1990; copy kept by Lex Mercatoria)',
    url: 'https://www.jus.uio.no/lm/un.cmr.road.carriage.contract.convention.1956/17.html',
    asOf: CHECKED,
    published: '1956-05-19',
    note: 'Read in a stored copy of the Convention’s English text; the International Carriage of Goods by Road Act 1990 (Irish Statute Book) gives the same text the force of law in the State in its Schedule.',
  },
  cmrArticle18: {
    title:
      'CMR Convention, Article 18: the carrier proves that the loss, damage or delay came from a cause in Article 17(2); where it shows the loss or damage could be put down to one or more of the special risks in Article 17(4), it is presumed to have been so caused, and the claimant may then prove it was not',
    publisher:
      'United Nations Economic Commission for Europe (text as set out in the Schedule to the International Carriage of Goods by Road Act 1990; copy kept by Lex Mercatoria)',
    url: 'https://www.jus.uio.no/lm/un.cmr.road.carriage.contract.convention.1956/18.html',
    asOf: CHECKED,
    published: '1956-05-19',
    note: 'Read in a stored copy of the Convention’s English text, as for Article 17.',
  },
  ccpcSellProducts: {
    title:
      'If You Sell Products to Consumers: under the Consumer Rights Act 2022, for products sold on or after 29 November 2022, a product must be fit for purpose, as described, delivered with all accessories and instructions, installation instructions included, and installed correctly by the trader where the trader installs it',
    publisher: 'Competition and Consumer Protection Commission',
    url: 'https://ccpc.ie/business/?p=6569',
    asOf: CHECKED,
  },
  ciConsumerRights: {
    title:
      'Your consumer rights: Irish and EU consumer laws apply only to transactions between a consumer, someone who buys goods or services for their own personal use, and a trader; they do not apply to goods or services bought for use in a business (business-to-business transactions)',
    publisher: 'Citizens Information',
    url: 'https://www.citizensinformation.ie/en/consumer/consumer-laws/your-consumer-rights/',
    asOf: CHECKED,
  },
  postingDirective2020: {
    title:
      'Directive (EU) 2020/1057, Article 1(11): an operator posting a driver submits a posting declaration to the host Member State’s national competent authorities through the multilingual public interface of the Internal Market Information System (IMI), at the latest at the start of the posting, and ensures the driver has, in paper or electronic form, a copy of the declaration and evidence of the transport operation to show at the roadside',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/eli/dir/2020/1057/oj',
    asOf: CHECKED,
    published: '2020-07-31',
  },
  postingDriversIreland: {
    title:
      'Regulation 4D, posting of drivers (Irish regulations transposing Directive (EU) 2020/1057): an operator established in another Member State that posts a driver to the State submits a posting declaration to the Workplace Relations Commission no later than the posting date, on the multilingual standard form of the public interface connected to IMI, and the driver keeps the declaration in paper or electronic form for roadside checks',
    publisher: 'Better Regulation (copy of the Irish regulations)',
    url: 'https://service.betterregulation.com/document/590854',
    asOf: CHECKED,
    note: 'A secondary copy of the regulation’s text: no official page found in the stored corpus states that drivers’ posting declarations go to the Workplace Relations Commission (the WRC’s own posting pages, workplacerelations.ie, say foreign service providers posting workers to Ireland notify the WRC).',
  },
  driverCpcAnswer2021: {
    title:
      'Dáil written answer on Driver CPC (Minister of State at the Department of Transport, 9 November 2021): after the initial qualification, professional drivers complete periodic training in five-year cycles, one day of training a year, and receive a driver qualification card valid for the next five years; they keep the Driver CPC by doing one day of CPC training a year for the whole of their driving career',
    publisher: 'Houses of the Oireachtas',
    url: 'https://www.oireachtas.ie/en/debates/question/2021-11-09/201/',
    asOf: CHECKED,
    published: '2021-11-09',
    note: 'Read in KildareStreet’s copy of the same answer (https://www.kildarestreet.com/wrans/?id=2021-11-09a.356), which links to this Oireachtas record.',
  },
  transportManagerArticle4: {
    title:
      'Regulation (EC) No 1071/2009, Article 4 (consolidated text of 21 February 2022): an undertaking engaged in road transport designates at least one natural person, the transport manager, who effectively and continuously manages its transport activities, has a genuine link with it (employee, director, owner or shareholder) and is resident in the Union; an undertaking without one may designate a natural person under contract, an external transport manager',
    publisher: 'EUR-Lex',
    url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:02009R1071-20220221',
    asOf: CHECKED,
  },
  hdvCo2Review: {
    title:
      'Heavy-duty vehicles: the Council’s position on the revised CO2 standards (16 October 2023) kept the Commission’s targets of 45% from 2030, 65% from 2035 and 90% from 2040 and moved the review clause to 2027, when the Commission assesses the regulation’s effectiveness, the roll-out of charging and refuelling infrastructure and a possible carbon correction factor for renewable fuels',
    publisher: 'CLECAT (report of the Council of the EU’s general approach)',
    url: 'https://www.clecat.org/en/news/newsletters/council-adopts-general-approach-on-hdv-co2-standar',
    asOf: CHECKED,
    published: '2023-10-20',
    note: 'A secondary report of the Council’s position, read for the review year; the adopted Regulation (EU) 2024/1610 (EUR-Lex, already among the entry’s sources) keeps the 2025 cut of 15% from Regulation (EU) 2019/1242 and has the Commission review the Regulation in 2027.',
  },
} satisfies Record<string, KnowledgeSource>;
