// The breadth-twenty round (30 November 2026): topics on the official topic lists for
// commercial vehicle operators and professional drivers that an Irish haulier or van-fleet
// operator meets and that had no entry, each resting on pages in sources-breadth-twenty.ts.
// Each entry must be reached by an everyday question on its topic (written from its page,
// not from any evaluation set), lead the brief, state its key figure, and the brief must
// keep its shape: a two-sentence takeaway and 5 to 7 guidance bullets.
import { describe, expect, it } from 'vitest';
import { describeRoundSources, type EverydayAsk, expectBriefShape, sourceUrlsOf, useCurrentKnowledge } from '../testing/round-checks.ts';
import { BREADTH_TWENTY_CHECKED_ON, breadthTwentySources } from './sources-breadth-twenty.ts';

/** Each new entry, an everyday question on its topic, and what the answer must say. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'towing-trailers-b-and-be-licence': {
    area: 'workforce_capability',
    question: 'Can our van drivers tow a trailer on an ordinary car licence, or do they need a BE licence?',
    facts: ['750 kg', '7,000 kg'],
  },
  'vrt-export-repayment': {
    area: 'cost_unit_economics',
    question: 'We are selling some old vans and cars to a buyer abroad. Can we get any VRT back when they are exported?',
    facts: ['€2,000', '30 days'],
  },
  'tyre-tread-depth-and-condition': {
    area: 'risk_resilience',
    question: 'What is the legal minimum tyre tread depth on our trucks and vans?',
    facts: ['1.6 mm', 'penalty points'],
  },
  'vehicle-conversions-vrt-declaration': {
    area: 'cost_unit_economics',
    question: 'We want to fit a second row of seats in some of our vans to make crew cabs. Do we have to tell Revenue?',
    facts: ['VRTCONV', 'Suitably Qualified Individual'],
  },
};

describeRoundSources('breadth-twenty', Object.keys(NEW_ENTRIES), sourceUrlsOf(breadthTwentySources), BREADTH_TWENTY_CHECKED_ON);

describe('breadth-twenty entries answer an everyday question', () => {
  const brief = useCurrentKnowledge();

  it.each(Object.entries(NEW_ENTRIES))('%s leads the brief, states its key figure and keeps the brief’s shape', async (slug, reach) => {
    const answer = await brief(reach);
    expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe(slug);
    for (const fact of reach.facts) expect(answer.markdown.toLowerCase(), fact).toContain(fact.toLowerCase());
    expectBriefShape(answer);
  });
});
