// The round directed by the nineteenth visitor set's misses (30 November 2026): two topics no entry held, each resting
// on pages in sources-round-nineteen.ts, and named facts added to the entries that should have held them. Every
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
import { ROUND_NINETEEN_CHECKED_ON, roundNineteenSources } from './sources-round-nineteen.ts';

const roundUrls = sourceUrlsOf(roundNineteenSources);

/** Each new entry, an everyday question on its topic, and what the answer must say. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'cmr-carrier-liability-defences': {
    area: 'risk_resilience',
    question: 'The shipper loaded our trailer for Germany themselves and the goods arrived damaged. Are we liable under CMR?',
    facts: ['Article 17', 'loading'],
  },
  'consumer-law-who-is-a-consumer': {
    area: 'customer_service',
    question: 'We only deliver to trade customers. Does consumer law cover our deliveries to other businesses?',
    facts: ['personal use', 'business-to-business'],
  },
};

/** Named facts the round added to existing entries, each from a page now among the entry's sources. */
const NAMED_FACTS: Record<string, EverydayAsk> = {
  'posting-of-drivers': {
    area: 'market_lane',
    question: 'A Polish haulier doing cabotage for us here: where does it send the posting declaration for its driver?',
    facts: ['Workplace Relations Commission', 'paper or electronic'],
  },
  'driver-cpc': {
    area: 'workforce_capability',
    question: 'How much CPC training does a truck driver have to do to keep his card?',
    facts: ['one day'],
  },
  'transport-manager-cpc': {
    area: 'workforce_capability',
    question: 'Can a company hold the transport manager CPC for our licence, or must it be a person?',
    facts: ['natural person'],
  },
  'zero-emission-trucks': {
    area: 'fleet_decarbonisation',
    question: 'When will the EU review the CO2 standards for new trucks?',
    facts: ['2027'],
  },
};

describeRoundSources('round-nineteen', Object.keys(NEW_ENTRIES), roundUrls, ROUND_NINETEEN_CHECKED_ON);

describe('round-nineteen named facts', () => {
  it.each(Object.keys(NAMED_FACTS))('%s cites the page its added fact comes from', (slug) => {
    expect(logisticsEntryBySlug.get(slug)?.sources.some((source) => roundUrls.has(source.url ?? ''))).toBe(true);
  });
});

describeEverydayBriefs('round-nineteen', NEW_ENTRIES, NAMED_FACTS);
