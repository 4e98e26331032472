// The breadth-seventeen round (29 November 2026): topics on the official sources'
// own lists that an owner meets and that had no entry, each resting on pages in
// sources-breadth-seventeen.ts. Each entry must be reached by an everyday
// question on its topic (written from its page, not from any evaluation set),
// lead the brief, state its key figure, and the brief must keep its shape: a
// two-sentence takeaway and 5 to 7 guidance bullets.
import { describe, expect, it } from 'vitest';
import { describeRoundSources, type EverydayAsk, expectBriefShape, sourceUrlsOf, useCurrentKnowledge } from '../testing/round-checks.ts';
import { BREADTH_SEVENTEEN_CHECKED_ON, breadthSeventeenSources } from './sources-breadth-seventeen.ts';

/** Each new entry, an everyday question on its topic, and what the answer must say. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'night-worker-health-assessment': {
    area: 'workforce_capability',
    question: 'Do I have to pay for a medical for lads starting on the night shift in the warehouse?',
    facts: ['free of charge', 'registered medical practitioner'],
  },
  'pregnant-employees-at-work': {
    area: 'workforce_capability',
    question: 'One of our van drivers has told us she is pregnant. What do we have to do, and can she keep working nights?',
    facts: ['14 weeks', 'risk assessment'],
  },
  'customs-representation': {
    area: 'market_lane',
    question: 'If our customs broker lodges the import declarations for us, who is liable if the duty turns out to be wrong?',
    facts: ['direct representation', 'indirect representation'],
  },
  'workplace-bullying-code': {
    area: 'workforce_capability',
    question: 'A driver says the yard supervisor keeps bullying him. How should we deal with the complaint?',
    facts: ['23 December 2020', 'code of practice'],
  },
  'work-related-stress': {
    area: 'workforce_capability',
    question:
      'Our planners and drivers are all stressed out with the delivery windows. Is stress something we have to manage under safety law?',
    facts: ['Work Positive', 'not reportable'],
  },
  'lone-workers': {
    area: 'workforce_capability',
    question: 'We have one man working alone in the depot overnight. What do we need to have in place for him?',
    facts: ['section 19', 'means of communication'],
  },
  'racking-inspection': {
    area: 'network_capacity',
    question: 'How often does the pallet racking in our warehouse need to be inspected after forklifts keep hitting it?',
    facts: ['12 months', 'person responsible for racking safety'],
  },
  'loading-bay-drive-away': {
    area: 'network_capacity',
    question: 'A trucker pulled away from our loading dock while the forklift was still in the trailer. How do we stop that happening?',
    facts: ['drive-away', 'creep'],
  },
  'falls-from-vehicles': {
    area: 'workforce_capability',
    question: 'Our drivers have to climb up on the flatbed to strap and sheet the loads. How do we stop them falling off?',
    facts: ['1 metre', 'handholds'],
  },
  'vehicle-recalls': {
    area: 'risk_resilience',
    question: 'How would we find out if one of our trucks has a manufacturer recall for a safety defect?',
    facts: ['National Vehicle and Driver File', 'manufacturer'],
  },
};

describeRoundSources('breadth-seventeen', Object.keys(NEW_ENTRIES), sourceUrlsOf(breadthSeventeenSources), BREADTH_SEVENTEEN_CHECKED_ON);

describe('breadth-seventeen entries answer an everyday question', () => {
  const brief = useCurrentKnowledge();

  it.each(Object.entries(NEW_ENTRIES))('%s leads the brief, states its key figure and keeps the brief’s shape', async (slug, reach) => {
    const answer = await brief(reach);
    expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe(slug);
    for (const fact of reach.facts) expect(answer.markdown.toLowerCase(), fact).toContain(fact.toLowerCase());
    expectBriefShape(answer);
  });
});
