// Topics the knowledge lacked, shown by the fifteenth visitor set's misses (29 November 2026): postal complaints and
// the Advocate, the carbon tax trajectory on road fuel, the 2026 renewable transport fuel rates, the business address
// an operator's licence now asks for, ransomware and ADR tank inspection. Facts from the pages in
// knowledge/sources-round-fifteen.ts, read on the check date, in our own words.
import { roundFifteenSources as s } from '../sources-round-fifteen.ts';
import { roundSixteenSources as r16 } from '../sources-round-sixteen.ts';
import type { KnowledgeEntry } from '../types.ts';

export const roundFifteenEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'postal-complaints-code-of-practice',
    area: 'customer_service',
    title: 'Postal complaints: the provider’s code of practice, the Advocate, An Post’s time limits and ComReg',
    keywords: [
      'postal complaint',
      'complaint to An Post',
      'An Post complaint',
      'lost packet',
      'lost parcel complaint',
      'complaints procedure',
      'complaints process',
      'code of practice',
      'Advocate',
      'customer advocate',
      'postal dispute',
      'ComReg dispute resolution',
      'redress',
      'acknowledge complaint',
    ],
    takeaway:
      'Every postal operator must run complaints through a code of practice ending in an independent Advocate, so a sender complains first, escalates to the Advocate, and only then goes to ComReg.',
    guidance: [
      'Under the Communications Regulation (Postal Services) Act 2011 every postal service provider must have a code of practice setting out its procedures for resolving disputes, drawn up along ComReg’s guidelines for postal service providers (ComReg Document 14/06).',
      'The code has two steps: the complaint goes first to the provider’s customer services, and if the user is still not satisfied it is escalated to the provider’s Advocate, who is independent of customer service and operations and reviews what was done.',
      'An Post should acknowledge a complaint within 3 working days and give a reference number, and resolve it within 30 days for packets posted and delivered within the State, 40 days for international destinations reachable electronically and 60 days otherwise; if An Post misses those limits the sender may be entitled to a payment of €15.',
      'Once both steps of the code are completed, a user still dissatisfied may apply to ComReg for postal dispute resolution, with an application form and a fee; Express, Document Exchange and unaddressed mail fall outside ComReg’s remit.',
      'An operator being authorised must give ComReg its complaints and redress procedures; ComReg consulted to February 2026 on stricter minimums (acknowledgement within two working days, a full response within 20).',
    ],
    options: [
      {
        option: 'Complain on the customer’s behalf and keep the reference',
        chooseWhen: 'you posted the item and hold the proof of posting and the value of the goods.',
      },
      {
        option: 'Escalate to the Advocate, then ComReg',
        chooseWhen: 'the provider’s answer is late or refuses a fair claim for a service ComReg regulates.',
      },
      {
        option: 'Write your own code of practice with an Advocate',
        chooseWhen: 'you are notifying ComReg as a postal or parcel operator yourself.',
      },
    ],
    next30: [
      'Log every open postal complaint with its reference number and the date it was lodged.',
      'Diary the acknowledgement and resolution deadlines for each complaint.',
    ],
    next90: [
      'Review which services you use fall outside ComReg’s remit, such as express products.',
      'If you are authorised as a postal operator, check your code of practice names an independent Advocate.',
    ],
    sources: [
      s.postalComplaintSteps,
      s.postalComplaintFaq,
      s.postalDisputeResolution,
      s.postalComplaintsConsultation,
      r16.postalComplaintCompensation,
    ],
  },
  {
    slug: 'carbon-tax-trajectory',
    area: 'cost_unit_economics',
    title: 'Carbon tax on diesel: the yearly October increases to €100 a tonne in 2030 and what they add per litre',
    keywords: [
      'carbon tax',
      'carbon charge',
      'carbon tax increase',
      'carbon tax on diesel',
      'carbon tax trajectory',
      'carbon tax 2030',
      'fuel price rise',
      'price of diesel',
      'budget fuel increase',
      'per tonne of CO2',
      'hikes',
    ],
    takeaway:
      'The carbon tax on road diesel rises each October until it reaches €100 a tonne of CO2 in 2030, adding roughly 7% to a litre over 2025 prices, so build the steps into fuel budgets and rates.',
    guidance: [
      'The Finance Act 2020 set the carbon tax to rise by €7.50 a tonne of CO2 each year until 2029 and by a final €6.50, so that it reaches €100 per tonne in 2030; the rate was €63.50 a tonne in spring 2025.',
      'The carbon component of mineral oil tax on auto-diesel and petrol goes up each October, from Budget night, up to and including 2029; other fuels such as kerosene and marked gas oil follow on 1 May of the next year.',
      'Revenue estimated that the scheduled increases to 2030 add about 6.85% to a litre of auto diesel (5.83% to petrol), VAT included, over January 2025 prices, about 1.41% a year on diesel from 2026 to 2029 and 1.22% in 2030.',
      'Each step lands on Budget night in October, so a rate agreed in spring already carries one increase before the year is out, and five more steps are legislated to 2030.',
      'Put an October fuel step in the budget each year and a fuel clause in contracts that run over a Budget, rather than absorbing each increase.',
    ],
    options: [
      {
        option: 'A fuel surcharge indexed to the pump price',
        chooseWhen: 'contracts run longer than a year or cross a Budget in October.',
      },
      {
        option: 'Fixed rates with a yearly review in October',
        chooseWhen: 'customers want fixed prices and fuel is a smaller share of your cost.',
      },
      { option: 'Cut litres instead: routing, eco-driving and lower-carbon fuels', chooseWhen: 'fuel is your largest variable cost.' },
    ],
    next30: [
      'Add the next October carbon tax step to the fuel line of this year’s budget.',
      'Check which customer contracts have no fuel clause.',
    ],
    next90: [
      'Model fuel cost per kilometre to 2030 with the scheduled increases.',
      'Agree a fuel surcharge mechanism with your largest customers.',
    ],
    sources: [s.carbonTaxTrajectoryDail, s.carbonTaxPricePerLitre],
  },
  {
    slug: 'renewable-fuel-obligation-rates',
    area: 'fleet_decarbonisation',
    title: 'Renewable Transport Fuel Obligation rates for 2026: 32% overall, 5% advanced biofuels and RFNBOs',
    keywords: [
      'renewable transport fuel obligation',
      'RTFO',
      'RTFO rate',
      'renewable fuel rate',
      'renewable fuel rates 2026',
      'fuel suppliers obligation',
      'advanced biofuel obligation',
      'RFNBO',
      'crop cap',
      'biofuel blending obligation',
      'Renewable Transport Fuel Policy',
    ],
    takeaway:
      'Fuel suppliers must meet a 32% Renewable Transport Fuel Obligation in 2026, rising each year to 2030, which pushes more biofuel into pump diesel and adds to its price.',
    guidance: [
      'From 1 January 2026 the Renewable Transport Fuel Obligation (RTFO) rate is 32%, the combined obligation for advanced biofuels and renewable fuels of non-biological origin (RFNBOs) is 5%, the crop cap 3% and the high indirect land use change risk cap 60% of the 2019 amount.',
      'The rates rose from 25% and 1.5% in 2025; the Department of Transport signed the 2026 regulations (S.I. No. 664 of 2025) under Part 5A of the National Oil Reserves Agency Act 2007.',
      'The obligation falls on fuel suppliers, not hauliers, and is administered by NORA; the Renewable Transport Fuel Policy 2025–2027 plans annual increases in the rate to 2030, reviewed each year.',
      'The cost of meeting the obligation is passed into the price of pump and bulk diesel, so expect a step each January as the rate rises, beside the carbon tax step each October.',
    ],
    options: [
      { option: 'Stay on standard blended diesel', chooseWhen: 'price matters most and customers do not ask for lower-carbon fuel.' },
      {
        option: 'Switch part of the fleet to HVO',
        chooseWhen: 'customers pay for lower emissions and your engines are approved for HVO.',
      },
    ],
    next30: [
      'Ask your fuel supplier how the 2026 obligation shows in your bulk price.',
      'Note the January obligation step beside the October carbon tax step in the budget.',
    ],
    next90: [
      'Compare the cost per kilometre of blended diesel and HVO on one route.',
      'Check engine makers’ approval for higher biofuel blends across the fleet.',
    ],
    sources: [s.renewableFuelRates2026, s.renewableFuelRegulations2025],
  },
  {
    slug: 'operator-licence-business-address',
    area: 'market_lane',
    title: 'The business address an operator’s licence asks for: premises in the State with the original core documents',
    keywords: [
      'business address',
      'premises in the State',
      'premises in Ireland',
      'establishment',
      'effective and stable establishment',
      'office abroad',
      'run the business from abroad',
      'core business documents',
      'operator licence address',
      'haulage licence address',
      'new rules',
      'S.I. 529 of 2025',
    ],
    takeaway:
      'Since 10 November 2025 an operator’s licence application needs a business address in Ireland where the originals of the core business documents can be reached, so the admin cannot simply sit abroad.',
    guidance: [
      'The Road Transport (Operator’s Licence Application) (Amendment) Regulations 2025 (S.I. No. 529 of 2025), in operation from 10 November 2025, define the business address of the operator as premises in the State.',
      'At the premises in the State given as the business address, the operator must be able to access the originals of its core business documents, on paper or electronic: transport contracts, vehicle documents, accounting, personnel and labour contracts, social security records, and data on dispatching and posting drivers.',
      'So the admin side cannot simply be run from a relative’s address in another country with nothing in Ireland: the Irish premises must be where the originals can be reached.',
      'The same regulations bring in Annex 31 (transport of goods by road) of the EU–UK Trade and Cooperation Agreement for licence applications.',
    ],
    options: [
      {
        option: 'An Irish office or yard holding the records',
        chooseWhen: 'the business is run day to day in Ireland.',
      },
      {
        option: 'A small Irish premises with electronic access to the originals',
        chooseWhen: 'some administration is done abroad but the records can be reached from the Irish premises.',
      },
    ],
    next30: [
      'Name the premises in the State you will give as the business address.',
      'List where each kind of core business document is kept today.',
    ],
    next90: [
      'Move or mirror the originals so they can be reached at the Irish premises.',
      'Check the rest of the application: financial standing, good repute and the transport manager.',
    ],
    sources: [s.operatorLicenceAddress2025],
  },
  {
    slug: 'ransomware-response',
    area: 'technology_data',
    title: 'Ransomware: why not to pay, who to tell and how to recover',
    keywords: [
      'ransomware',
      'ransom',
      'pay the ransom',
      'systems locked',
      'files encrypted',
      'locked out',
      'decryption key',
      'extortion',
      'National Cyber Security Centre',
      'NCSC',
      'Garda National Cyber Crime Bureau',
      'backups',
    ],
    takeaway:
      'The Irish authorities advise against paying a ransom, since paying guarantees nothing, so prepare offline backups and a recovery plan and report an attack to the Gardaí.',
    guidance: [
      'Ransomware encrypts files and the systems that rely on them, and the attackers demand a ransom for the decryption key or to stop stolen data being leaked or sold.',
      'The National Cyber Security Centre (NCSC) and the Garda National Cyber Crime Bureau advise against paying: there is no guarantee that paying gets the data back, paying can bring further demands, and State policy does not encourage or condone payment.',
      'Report an attack to An Garda Síochána, get professional IT help to secure the network, and if personal data was reached report the breach to the Data Protection Commission.',
      'The NCSC and Gardaí warned in 2022 that small and medium Irish businesses are increasingly targeted, not only large firms and critical infrastructure.',
      'An attack passes through gaining access, preparation and impact, and each can be broken: patch systems, use multi-factor authentication on remote access, and keep backups separate from the network so dispatch can be restored without paying.',
    ],
    options: [
      {
        option: 'Restore from offline backups',
        chooseWhen: 'backups are recent and held apart from the network the attacker reached.',
      },
      {
        option: 'Run on a paper fallback while systems are rebuilt',
        chooseWhen: 'dispatch and proof of delivery must continue while IT recovers.',
      },
    ],
    next30: [
      'Check that at least one backup of dispatch and accounts data is kept off the network.',
      'Write down who calls the Gardaí, IT support and the insurer if systems are locked.',
    ],
    next90: ['Test restoring the dispatch system from backup.', 'Turn on multi-factor authentication for remote access and email.'],
    sources: [s.ncscRansomware, s.ncscGardaRansomwareLetter],
  },
  {
    slug: 'adr-tank-inspection',
    area: 'risk_resilience',
    title: 'Inspecting and testing ADR road tankers: accredited inspection bodies, even for national-only tanks',
    keywords: [
      'tanker',
      'fuel tanker',
      'road tanker',
      'tank test',
      'tank inspection',
      'tank testing',
      'periodic inspection',
      'intermediate inspection',
      'inspection body',
      'accredited',
      'national transport only',
      'tank-vehicle',
    ],
    takeaway:
      'An ADR tank-vehicle built since July 2003 must be inspected and tested to ADR standards by an accredited inspection body approved by the HSA, even if it never leaves Ireland.',
    guidance: [
      'Since 1 July 2017 (S.I. No. 5 of 2017) ADR tank-vehicles built since 1 July 2003 and used for national transport only are back under ADR, and must be inspected and tested to ADR standards by accredited inspection bodies approved by the competent authority, the Health and Safety Authority.',
      'Under the older national rules a tank could be tested by a competent person, effectively self-declared; an accredited inspection body is independently assessed and formally approved, and the HSA has approved Type C inspection bodies for this work.',
      'A transition exemption (02/2017) let tanks certified for national use only run until 31 December 2018 and their next inspection; after that each falls under ADR at its next periodic or intermediate inspection.',
      'A tank failing ADR standards at that inspection may need an exceptional check and repairs; continued national-only use needs an application to the HSA with a robust justification.',
    ],
    options: [
      {
        option: 'Book an HSA-approved inspection body for each periodic and intermediate test',
        chooseWhen: 'the tank was built since July 2003 to ADR design.',
      },
      {
        option: 'Apply to the HSA for continued national-only use',
        chooseWhen: 'an older tank cannot meet ADR and you have a robust justification.',
      },
    ],
    next30: [
      'List each tanker with its construction date and next inspection date.',
      'Confirm the body testing your tanks is approved by the HSA.',
    ],
    next90: [
      'Budget for any repairs an ADR inspection may find on older tanks.',
      'Keep each tank’s inspection certificates with the vehicle records.',
    ],
    sources: [s.hsaAdrTanks],
  },
];
