// Risk, Resilience & Governance: operator licensing and the transport manager,
// cargo liability and insurance, cyber rules and business continuity.
import { breadthSources } from '../sources-breadth.ts';
import { namedFactSources } from '../sources-named-facts.ts';
import { operatorSources } from '../sources-operators.ts';
import { ownersQuestionSources } from '../sources-owners-questions.ts';
import { roundEighteenSources as r18 } from '../sources-round-eighteen.ts';
import { sources } from '../sources.ts';
import type { KnowledgeEntry } from '../types.ts';

export const riskResilienceEntries: readonly KnowledgeEntry[] = [
  {
    slug: 'operator-licensing',
    area: 'risk_resilience',
    title: 'Operator licensing and the transport manager',
    keywords: [
      'operator licence',
      'operators licence',
      'haulage licence',
      'RTOL',
      'transport manager',
      'CPC holder',
      'good repute',
      'financial standing',
      'compliance',
      'governance',
      'audit',
      'enforcement',
      'licence conditions',
      'own account',
      'licence renewal',
      'exempt from licence',
      'go limited',
      'limited company',
      'incorporate',
      'change of entity',
      'transfer the licence',
      'licence requirements',
      'four requirements',
      'requirements for a licence',
      'tests for a licence',
      'establishment',
      'transport manager leaves',
      'replacement transport manager',
      'resident in the EU',
    ],
    takeaway:
      'The operator licence is the business’s licence to trade, so treat its conditions and the transport manager’s role as board-level risks.',
    guidance: [
      'Carrying goods for hire or reward in a vehicle over 3.5 tonnes needs a road haulage operator licence, issued by the Road Transport Operator Licensing Unit; own-account work (your own goods in your own vehicles, or delivering goods a customer bought from you) does not, and hauling for reward without a licence can bring a fine of up to €500,000, the RSA’s current enforcement page says.',
      'Road haulage operator licences are issued for up to five years to the named holder and cannot be transferred: a sole trader who goes limited (or a company that becomes a sole trader or partnership) must apply for a new licence in the new name, return the old licence documents and register the vehicles to the new holder, so apply well before the change.',
      'Some carriage within the State needs no licence, such as cattle, sheep, pigs, turf, milk to a creamery, and newly harvested wheat, oats and barley carried from 1 August to 30 November from a farm to a place of storage, assembly or processing (the RSA’s list); check the full list before relying on it.',
      'A condition of the licence is a transport manager holding a Certificate of Professional Competence in road transport management (issued by the Chartered Institute of Logistics and Transport) who manages the transport continuously and effectively and is resident in the EU, so since Brexit one living in Northern Ireland or Britain no longer qualifies; if the transport manager leaves or stops meeting the good repute or competence test, the Department can give the operator up to six months to recruit a replacement.',
      'The Department checks four requirements before it grants a licence and for as long as you hold it (Article 3(1) of Regulation (EC) 1071/2009): good repute, appropriate financial standing, professional competence (the transport manager) and an effective and stable establishment; vans over 2.5 tonnes used for international hire-or-reward work have needed a licence since 21 May 2022.',
    ],
    options: [
      { option: 'In-house transport manager', chooseWhen: 'the fleet is large enough to need daily compliance oversight.' },
      { option: 'External transport manager', chooseWhen: 'the fleet is small, but the contract must give them real authority and time.' },
    ],
    next30: [
      'Check the licence covers every vehicle and operating centre you use today.',
      'Review what the transport manager actually does each week against the role.',
    ],
    next90: ['Run an independent compliance audit and fix its findings.', 'Put licence compliance on the board agenda every quarter.'],
    sources: [
      sources.operatorLicensing,
      sources.accessToOccupation,
      operatorSources.rtolGuideFiveYears,
      breadthSources.rsaRoadTransportEnforcement,
      ownersQuestionSources.rsaEnforcement,
      namedFactSources.rtolFaqNewEntity,
      namedFactSources.govieLicenceChanges,
      r18.operatorRequirementsAnswer2022,
      r18.transportManagerResidenceAnswer2021,
      r18.transportManagerReplacement,
    ],
  },
  {
    slug: 'cargo-liability-insurance',
    area: 'risk_resilience',
    title: 'Cargo liability and insurance',
    keywords: [
      'insurance',
      'goods in transit',
      'liability',
      'CMR liability',
      'claims',
      'damage',
      'theft',
      'cargo theft',
      'contract terms',
      'indemnity',
      'premiums',
      'high value',
    ],
    takeaway:
      'Know the liability limit in every contract and insure to the gap, because a single high-value load can exceed what the standard terms cover.',
    guidance: [
      'For international road carriage under the CMR Convention, the carrier’s liability for loss or damage is limited to 8.33 SDR (Special Drawing Rights) per kilogram of gross weight unless a higher value is declared.',
      'Domestic work runs on your own terms and conditions, so check each contract for liability caps, indemnities and delay penalties.',
      'High-value, low-weight goods are where the gap between weight-based limits and the goods’ value is widest; price and insure them separately.',
      'Keep a claims log with causes: most claims trace back to a few routes, sites or handling steps you can fix.',
      'Review premiums against claims history each year and share improvement evidence with your broker.',
    ],
    options: [
      {
        option: 'Standard goods-in-transit cover at CMR limits',
        chooseWhen: 'loads are mostly low value per kilogram and contracts stick to standard terms.',
      },
      {
        option: 'Extended cover or declared values',
        chooseWhen: 'you carry high-value loads or customers require liability above the standard limits.',
      },
    ],
    next30: ['List the liability terms in your ten largest contracts.', 'Identify loads whose value exceeds the standard limit.'],
    next90: ['Align contract terms and insurance cover with your broker.', 'Start a claims-cause log and review it quarterly.'],
    sources: [sources.cmr, sources.method],
  },
  {
    slug: 'cyber-and-continuity',
    area: 'risk_resilience',
    title: 'Cyber security and business continuity',
    keywords: [
      'cyber',
      'cyber attack',
      'ransomware',
      'NIS2',
      'courier',
      'hacked',
      'IT security',
      'business continuity',
      'resilience',
      'disruption',
      'contingency',
      'backup',
      'strike',
      'storm',
      'fuel shortage',
      'supplier failure',
      'risk register',
    ],
    takeaway:
      'Plan for the few disruptions that would stop you trading within days, including a cyber attack on your planning systems, and rehearse them.',
    guidance: [
      'NIS2 (Directive (EU) 2022/2555) is not yet Irish law as far as we could confirm: the last official statement we found (8 September 2025) said the National Cyber Security Bill was still being drafted, and the earlier NIS rules (S.I. 360 of 2018) stay in force meanwhile.',
      'Once transposed, NIS2 covers road authorities and transport system operators as highly critical, and medium and large postal and courier firms under Annex II; most other hauliers are not directly in scope, but ports and large shippers will ask suppliers about security.',
      'Entities in scope must give an early warning of a significant incident within 24 hours and a notification within 72 hours, a useful pace to copy in your own plan.',
      'Keep offline backups of the TMS data and a paper fallback for a day’s planning, and test restoring them.',
      'Keep a short risk register of the disruptions that would stop work (port closure, storms, cyber attack, fuel supply, loss of a key customer) with an owner and a first-hour plan each.',
    ],
    options: [
      {
        option: 'Basic controls and a tested continuity plan',
        chooseWhen: 'you are not in scope of NIS2 and want to satisfy customer questionnaires.',
      },
      { option: 'Formal security certification', chooseWhen: 'large customers or ports require certified controls from their suppliers.' },
    ],
    next30: [
      'Turn on multi-factor authentication for email, the TMS and banking.',
      'Write a one-page first-hour plan for a cyber attack and for a port closure.',
    ],
    next90: [
      'Test restoring the TMS from backup and run a tabletop exercise of one scenario.',
      'Answer your largest customer’s security questionnaire and close the gaps it shows.',
    ],
    sources: [sources.nis2, sources.nis2Ireland, sources.nis1Ireland, sources.method],
  },
];
