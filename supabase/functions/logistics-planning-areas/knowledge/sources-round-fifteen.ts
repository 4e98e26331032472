// Publications behind the round directed by the fifteenth visitor set's misses (29 November 2026): ComReg's postal
// complaints pages, the carbon tax trajectory in the Oireachtas record, the 2026 renewable transport fuel rates, the
// 2025 amendment of the operator's licence application rules, the National Cyber Security Centre's ransomware advice
// and the HSA's page on ADR tank inspection. Each page was read on the check date in a stored copy; where the copy
// was a mirror or a secondary page of an official text, the note says so.
import type { KnowledgeSource } from './types.ts';

/** The day these pages were checked. */
const CHECKED = '2026-11-29';

export const roundFifteenSources = {
  postalComplaintSteps: {
    title:
      'Make a complaint to your postal service provider: under the Communications Regulation (Postal Services) Act 2011 every postal service provider must have a code of practice with procedures for resolving disputes; step 1 is the provider’s customer services, step 2 the provider’s Advocate for independent review; An Post should acknowledge a complaint within 3 working days and resolve it within 30 days for packets posted and delivered within the State, 40 days for international destinations where electronic communication can be used and 60 days otherwise',
    publisher: 'Commission for Communications Regulation (ComReg)',
    url: 'https://www.comreg.ie/advice-information/postal/make-complaint-postal-service-provider',
    asOf: CHECKED,
  },
  postalComplaintFaq: {
    title:
      'Making a complaint about postal services (FAQ): complain to the postal service provider first; ComReg Document 14/06, Complaints and Redress Procedures: Guidelines for Postal Service Providers, guides each provider’s code of practice; An Post’s code of practice is “Getting it sorted – Resolving your complaints”; ComReg has no role over post office closures or postal staff’s behaviour',
    publisher: 'Commission for Communications Regulation (ComReg)',
    url: 'https://comreg.ie/ga/faq/making-a-complaint-about-postal-services',
    asOf: CHECKED,
  },
  postalDisputeResolution: {
    title:
      'Postal dispute resolution: after the provider’s code of practice steps (customer services, then the Advocate) are completed, a user may apply to ComReg with an application form and a fee; Express, Document Exchange and unaddressed mail fall outside ComReg’s remit',
    publisher: 'Commission for Communications Regulation (ComReg)',
    url: 'https://www.comreg.ie/advice-information/postal/dispute-resolution',
    asOf: CHECKED,
  },
  postalComplaintsConsultation: {
    title:
      'Consultation on the Code of Practice for Postal Complaints Handling (closing 20 February 2026): proposed minimums of three complaint channels, one free; 12 months to complain; a reference and acknowledgement within two working days; a full response within 20 working days; referral to ComReg after 20 working days',
    publisher: 'Commission for Communications Regulation (ComReg)',
    url: 'https://www.comreg.ie/consultation-on-the-code-of-practice-for-postal-complaints-handling/?type=consumer-news',
    asOf: CHECKED,
    note: 'Proposals under consultation, not yet the rule on the check date.',
  },
  carbonTaxTrajectoryDail: {
    title:
      'Dáil debates, 29 May 2025, Tax Yield (Minister for Finance): the Finance Act 2020 legislated annual carbon tax increases of €7.50 a tonne until 2029 and a final €6.50, reaching €100 per tonne of CO2 in 2030, from €63.50 then; the carbon component of mineral oil tax on petrol and auto-diesel rises each October up to and including 2029, other fuels such as kerosene the following May',
    publisher: 'Houses of the Oireachtas (record read on KildareStreet.com)',
    url: 'https://www.kildarestreet.com/debates/?id=2025-05-29a.124',
    asOf: CHECKED,
    published: '2025-05-29',
    note: 'Read in the KildareStreet.com copy of the Oireachtas record.',
  },
  carbonTaxPricePerLitre: {
    title:
      'Written answer 386, 19 March 2025, Tax Code (Minister for Finance, advised by Revenue): the scheduled carbon charge increases to 2030 add an estimated 6.85% to a litre of auto diesel and 5.83% to petrol, VAT included, against January 2025 prices of €1.754 and €1.781; about 1.41% a year on diesel from 2026 to 2029 and 1.22% in 2030',
    publisher: 'Houses of the Oireachtas (record read on KildareStreet.com)',
    url: 'https://www.kildarestreet.com/wrans/?id=2025-03-19a.870',
    asOf: CHECKED,
    published: '2025-03-19',
    note: 'Read in the KildareStreet.com copy of the Oireachtas record.',
  },
  renewableFuelRates2026: {
    title:
      'Minister O’Brien announces 2026 renewable fuel rates: from 1 January 2026 the Renewable Transport Fuel Obligation rate is 32%, the advanced biofuel and renewable fuel of non-biological origin (RFNBO) obligation 5%, the crop cap 3% and the high indirect land use change risk cap 60% of the 2019 amount; the Renewable Transport Fuel Policy 2025–2027 sets annual increases to 2030, reviewed each year with analysis from NORA',
    publisher: 'Department of Transport (gov.ie)',
    url: 'https://www.gov.ie/en/department-of-transport/press-releases/minister-obrien-announces-2026-renewable-fuel-rates',
    asOf: CHECKED,
  },
  renewableFuelRegulations2025: {
    title:
      'S.I. No. 664/2025, European Union (Renewable Transport Fuel Obligation) Regulations 2025: amend Part 5A of the National Oil Reserves Agency Act 2007 from 1 January 2026; the 2025 rates had been 25% for the renewable transport fuel obligation and 1.5% for advanced biofuels (S.I. No. 665/2024)',
    publisher: 'Irish Statute Book (Office of the Attorney General)',
    url: 'https://www.irishstatutebook.ie/eli/2025/si/664/made/en/html',
    asOf: CHECKED,
    note: 'Read in a stored copy of the statutory instrument (legislation.ie) and, for the 2025 rates, of S.I. No. 665/2024.',
  },
  operatorLicenceAddress2025: {
    title:
      'S.I. No. 529/2025, Road Transport (Operator’s Licence Application) (Amendment) Regulations 2025, in operation from 10 November 2025: defines the business address of the operator as premises in the State where the operator can access the originals of its core business documents, electronic or otherwise, including transport contracts, vehicle documents, accounts, personnel and labour contracts, social security records and data on dispatching and posting drivers; also refers to Annex 31 (transport of goods by road) of the EU–UK Trade and Cooperation Agreement',
    publisher: 'Irish Statute Book (Office of the Attorney General)',
    url: 'https://www.irishstatutebook.ie/eli/2025/si/529/made/en/html',
    asOf: CHECKED,
    published: '2025-11-07',
    note: 'Read in a stored mirror copy of the statutory instrument.',
  },
  ncscRansomware: {
    title:
      'Ransomware: malware that encrypts files and the systems relying on them; attackers demand a ransom for a decryption key or to stop data being leaked; an attack follows three steps (gaining access, preparation, impact), each a chance to stop it with good practice; the NCSC Quick Guide to Ransomware',
    publisher: 'National Cyber Security Centre (NCSC)',
    url: 'https://www.ncsc.gov.ie/ransomware/',
    asOf: CHECKED,
  },
  ncscGardaRansomwareLetter: {
    title:
      'Increased threat of ransomware for small and medium business (gov.ie press release, 12 August 2022): the NCSC and the Garda National Cyber Crime Bureau wrote to the Small Firms Association that smaller Irish businesses are increasingly targeted; there is no guarantee that paying a ransom gets the data back, and payment can bring further demands; State policy is not to encourage or condone paying; report an attack to the Gardaí',
    publisher: 'National Cyber Security Centre and Garda National Cyber Crime Bureau (gov.ie, read on the IISF copy)',
    url: 'https://iisf.ie/increased-threat-of-ransomware-for-small-medium-business',
    asOf: CHECKED,
    published: '2022-08-12',
    note: 'The gov.ie press release read in its copy on the Irish Information Security Forum site; the Garda advice (do not engage or pay, no guarantee, report to the Gardaí and the Data Protection Commission) also read in news reports of Garda statements.',
  },
  hsaAdrTanks: {
    title:
      'Tanks – ADR information and guidance: S.I. No. 5 of 2017, in operation from 1 July 2017, brought ADR tank-vehicles built since 1 July 2003 and used for national transport only back under ADR, so they must be inspected and tested to ADR standards by accredited inspection bodies approved by the competent authority (two Type C bodies approved by the HSA); Exemption 02/2017 allowed such tanks to run to 31 December 2018 and their next inspection date; a tank failing ADR standards may need an exceptional check and repairs; national-only use may be sought on a robust justification',
    publisher: 'Health and Safety Authority',
    url: 'https://www.hsa.ie/eng/Your_Industry/ADR_-_Carriage_of_Dangerous_Goods_by_Road/Information_Guidance/Tanks/',
    asOf: CHECKED,
  },
} satisfies Record<string, KnowledgeSource>;
