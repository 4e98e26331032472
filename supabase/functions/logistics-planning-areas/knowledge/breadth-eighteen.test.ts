// The breadth-eighteen round (29 November 2026): topics on the official sources'
// own topic lists that an Irish haulier, courier or distributor meets and that had
// no entry, each resting on pages in sources-breadth-eighteen.ts. Each entry must
// be reached by an everyday question on its topic (written from its page, not from
// any evaluation set), lead the brief, state its key figure, and the brief must keep
// its shape: a two-sentence takeaway and 5 to 7 guidance bullets.
import { describe, expect, it } from 'vitest';
import { describeRoundSources, type EverydayAsk, expectBriefShape, sourceUrlsOf, useCurrentKnowledge } from '../testing/round-checks.ts';
import { BREADTH_EIGHTEEN_CHECKED_ON, breadthEighteenSources } from './sources-breadth-eighteen.ts';

/** Each new entry, an everyday question on its topic, and what the answer must say. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'e-scooters-for-deliveries': {
    area: 'network_capacity',
    question: 'Can our couriers use e-scooters to deliver parcels around the city?',
    facts: ['20 km/h', 'goods'],
  },
  'e-bikes-and-e-mopeds-for-deliveries': {
    area: 'network_capacity',
    question: 'Our bike couriers want to use electric bikes. Do they need tax and insurance?',
    facts: ['250 watts', '25 km/h'],
  },
  'whole-body-vibration': {
    area: 'workforce_capability',
    question: 'Our forklift and shunter drivers complain of bad backs from the bumpy yard. Is there a limit on vibration?',
    facts: ['0.5 m/s²', '1.15 m/s²'],
  },
  'noise-at-work': {
    area: 'workforce_capability',
    question: 'The warehouse is very noisy with the conveyors. Do we have to give the staff ear protection?',
    facts: ['80 dB(A)', '85 dB(A)'],
  },
  'eu-driving-licence-directive-2025': {
    area: 'workforce_capability',
    question: 'Can an 18 year old get a truck licence under the new EU driving licence rules?',
    facts: ['2025/2205', 'Certificate of Professional Competence'],
  },
  'port-traffic-statistics': {
    area: 'market_lane',
    question: 'How much freight goes through Irish ports each year?',
    facts: ['51 million tonnes', 'roll-on/roll-off'],
  },
  'cross-border-traffic-offences': {
    area: 'risk_resilience',
    question: 'One of our drivers got a speeding fine in France. How did they trace it back to us?',
    facts: ['registered keeper', '2024/3237'],
  },
  'cash-controls-at-the-border': {
    area: 'risk_resilience',
    question: 'Does a driver have to declare it if he brings €12,000 in cash back on the ferry from Britain?',
    facts: ['€10,000', 'declare'],
  },
  'business-energy-upgrades-scheme': {
    area: 'cost_unit_economics',
    question: 'Is there an SEAI grant to put a heat pump into our depot building?',
    facts: ['Business Energy Upgrades Scheme', 'November 2024'],
  },
};

describeRoundSources('breadth-eighteen', Object.keys(NEW_ENTRIES), sourceUrlsOf(breadthEighteenSources), BREADTH_EIGHTEEN_CHECKED_ON);

describe('breadth-eighteen entries answer an everyday question', () => {
  const brief = useCurrentKnowledge();

  it.each(Object.entries(NEW_ENTRIES))('%s leads the brief, states its key figure and keeps the brief’s shape', async (slug, reach) => {
    const answer = await brief(reach);
    expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe(slug);
    for (const fact of reach.facts) expect(answer.markdown.toLowerCase(), fact).toContain(fact.toLowerCase());
    expectBriefShape(answer);
  });
});
