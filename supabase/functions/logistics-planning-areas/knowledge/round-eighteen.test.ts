// The round directed by the eighteenth visitor set's misses (30 November 2026): two topics no entry held, each resting
// on pages in sources-round-eighteen.ts, and named facts added to the entries that should have held them. Every
// question here is our own, asked in an owner's words; each brief must lead with the right entry (new entries), state
// the fact the round added, and keep its shape: a two-sentence takeaway and 5 to 7 guidance bullets.
import { describe, expect, it } from 'vitest';
import {
  describeEverydayBriefs,
  describeRoundSources,
  type EverydayAsk,
  logisticsEntryBySlug,
  sourceUrlsOf,
} from '../testing/round-checks.ts';
import { ROUND_EIGHTEEN_CHECKED_ON, roundEighteenSources } from './sources-round-eighteen.ts';

const roundUrls = sourceUrlsOf(roundEighteenSources);

/** Each new entry, an everyday question on its topic, and what the answer must say. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'customs-routing-at-ports': {
    area: 'market_lane',
    question: 'Our trailer from Liverpool got routed orange at Dublin Port. Which routing lets the goods leave the port?',
    facts: ['green', 'only green-routed goods'],
  },
  'postal-parcels-returned-to-sender': {
    area: 'customer_service',
    question: 'Why do parcels posted to our customers from America keep getting returned to sender?',
    facts: ['electronic customs', 'TARIC'],
  },
};

/** Named facts the round added to existing entries, each from a page now among the entry's sources. */
const NAMED_FACTS: Record<string, EverydayAsk> = {
  'diesel-rebate-scheme': {
    area: 'cost_unit_economics',
    question: 'Does diesel delivered into our own yard tank count for the diesel rebate, and how big must each delivery be?',
    facts: ['2,000 litres'],
  },
  'operator-licensing': {
    area: 'risk_resilience',
    question: 'What requirements must a haulage firm keep meeting to hold on to its operator licence?',
    facts: ['good repute', 'effective and stable establishment'],
  },
  'driver-cpc': {
    area: 'workforce_capability',
    question: 'A driver got his truck licence in 2005 and never did the CPC tests. Does he need them?',
    facts: ['10 September 2009'],
  },
  'zero-emission-trucks': {
    area: 'fleet_decarbonisation',
    question: 'What CO2 reductions did the EU’s 2019 regulation for trucks set?',
    facts: ['30% from 2030'],
  },
  'employment-permits-drivers': {
    area: 'workforce_capability',
    question: 'Since when can an HGV driver from outside the EU get an employment permit here?',
    facts: ['3 April 2017'],
  },
  'driver-recruitment-retention': {
    area: 'workforce_capability',
    question: 'Who in government works with the industry on the lorry driver shortage?',
    facts: ['National Logistics and Supply Chain Skills Group'],
  },
  'mobile-worker-working-time': {
    area: 'workforce_capability',
    question: 'Besides the hours, what details of each driver must our working time records hold?',
    facts: ['PPS'],
  },
  'road-freight-statistics': {
    area: 'network_capacity',
    question: 'How much of Irish road freight work is done by hire or reward hauliers rather than own account fleets?',
    facts: ['7.5 billion'],
  },
};

describeRoundSources('round-eighteen', Object.keys(NEW_ENTRIES), roundUrls, ROUND_EIGHTEEN_CHECKED_ON);

describe('round-eighteen named facts', () => {
  it.each(Object.keys(NAMED_FACTS))('%s cites the page its added fact comes from', (slug) => {
    expect(logisticsEntryBySlug.get(slug)?.sources.some((source) => roundUrls.has(source.url ?? ''))).toBe(true);
  });
});

describeEverydayBriefs('round-eighteen', NEW_ENTRIES, NAMED_FACTS);
