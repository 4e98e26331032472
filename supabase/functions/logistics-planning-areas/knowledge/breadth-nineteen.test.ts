// The breadth-nineteen round (29 November 2026): topics on the official sources'
// own topic lists that an Irish haulier, courier or distributor meets and that had
// no entry, each resting on pages in sources-breadth-nineteen.ts. Each entry must
// be reached by an everyday question on its topic (written from its page, not from
// any evaluation set), lead the brief, state its key figure, and the brief must keep
// its shape: a two-sentence takeaway and 5 to 7 guidance bullets.
import { describe, expect, it } from 'vitest';
import { describeRoundSources, type EverydayAsk, expectBriefShape, sourceUrlsOf, useCurrentKnowledge } from '../testing/round-checks.ts';
import { BREADTH_NINETEEN_CHECKED_ON, breadthNineteenSources } from './sources-breadth-nineteen.ts';

/** Each new entry, an everyday question on its topic, and what the answer must say. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'minimum-notice-periods': {
    area: 'workforce_capability',
    question: 'How many weeks notice do I have to give a warehouse worker who has been with us six years if we let him go?',
    facts: ['13 weeks', 'four weeks'],
  },
  'agency-workers-equal-treatment': {
    area: 'workforce_capability',
    question: 'Do agency workers we bring in for the Christmas peak have to get the same pay as our own staff?',
    facts: ['Temporary Agency Work', 'canteen'],
  },
  'family-leave-entitlements': {
    area: 'workforce_capability',
    question: 'One of our drivers is having a baby. How much paternity leave and parent’s leave is he entitled to?',
    facts: ['2 weeks', '9 weeks'],
  },
  'zero-hours-and-banded-hours': {
    area: 'workforce_capability',
    question: 'Can we still put warehouse pickers on zero-hour contracts and only call them in when it is busy?',
    facts: ['25%', '15 hours'],
  },
  'transfer-of-undertakings': {
    area: 'workforce_capability',
    question: 'We are buying a smaller haulage business. Do its drivers transfer to us on their existing terms?',
    facts: ['131 of 2003', '30 days'],
  },
  'safety-representatives': {
    area: 'workforce_capability',
    question: 'Who picks the safety rep in our depot, and what can the safety rep do?',
    facts: ['section 25', 'inspect'],
  },
  'deductions-from-wages': {
    area: 'workforce_capability',
    question: 'Can we deduct the cost of a damaged mirror from the driver’s wages?',
    facts: ['fair and reasonable', 'one week'],
  },
  'deposit-return-scheme': {
    area: 'risk_resilience',
    question: 'We import canned drinks from Britain to sell to shops here. Do we have to join the deposit return scheme?',
    facts: ['15 cent', 'Re-turn'],
  },
};

describeRoundSources('breadth-nineteen', Object.keys(NEW_ENTRIES), sourceUrlsOf(breadthNineteenSources), BREADTH_NINETEEN_CHECKED_ON);

describe('breadth-nineteen entries answer an everyday question', () => {
  const brief = useCurrentKnowledge();

  it.each(Object.entries(NEW_ENTRIES))('%s leads the brief, states its key figure and keeps the brief’s shape', async (slug, reach) => {
    const answer = await brief(reach);
    expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe(slug);
    for (const fact of reach.facts) expect(answer.markdown.toLowerCase(), fact).toContain(fact.toLowerCase());
    expectBriefShape(answer);
  });
});
