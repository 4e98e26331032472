// The breadth-sixteen round (29 November 2026): topics on the official sources'
// own lists that an owner meets and that had no entry, each resting on pages in
// sources-breadth-sixteen.ts. Each entry must be reached by an everyday
// question on its topic (written from its page, not from any evaluation set),
// lead the brief, state its key figure, and the brief must keep its shape: a
// two-sentence takeaway and 5 to 7 guidance bullets.
import { describe, expect, it } from 'vitest';
import { describeRoundSources, type EverydayAsk, expectBriefShape, sourceUrlsOf, useCurrentKnowledge } from '../testing/round-checks.ts';
import { BREADTH_SIXTEEN_CHECKED_ON, breadthSixteenSources } from './sources-breadth-sixteen.ts';

/** Each new entry, an everyday question on its topic, and what the answer must say. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'binding-tariff-information': {
    area: 'market_lane',
    question: 'Can Revenue give us a ruling on which commodity code our goods come under, and how long would it last?',
    facts: ['three years', 'C626'],
  },
  'eu-uk-preferential-origin': {
    area: 'market_lane',
    question: 'We buy stock from a manufacturer in England. What do we need so we pay no duty bringing it in?',
    facts: ['statement on origin', '€6,000'],
  },
  'returned-goods-relief': {
    area: 'market_lane',
    question: 'A customer in Britain is sending back goods we exported last year. Do we pay duty and VAT to bring them back in?',
    facts: ['three years', 'F05'],
  },
  'customs-warehousing': {
    area: 'network_capacity',
    question: 'Can we keep goods from China in a bonded warehouse without paying the duty until we sell them, and for how long?',
    facts: ['no time limit'],
  },
  'fuel-in-standard-tanks': {
    area: 'cost_unit_economics',
    question: 'Our trucks fill up in Britain before the ferry home. Is there duty on the fuel in the tank when they land?',
    facts: ['standard tanks', '10 litres'],
  },
  'combined-transport-road-legs': {
    area: 'market_lane',
    question: 'If our trailers go by rail across France, how long can the road part at each end be?',
    facts: ['100 km', '150 km'],
  },
  'serious-infringements-good-repute': {
    area: 'risk_resilience',
    question: 'What sort of driving hours breaches could make us lose our good repute and the haulage licence?',
    facts: ['70 hours', 'most serious'],
  },
  'road-traffic-fines-and-penalty-points': {
    area: 'workforce_capability',
    question: "What's the fine now if one of my drivers is caught holding his phone, and how many penalty points?",
    facts: ['€120', 'three penalty points'],
  },
  'driver-fatigue': {
    area: 'workforce_capability',
    question: 'What should a driver do if he starts getting sleepy at the wheel on a night run?',
    facts: ['15-minute nap', '150 mg'],
  },
  'employing-under-18s': {
    area: 'workforce_capability',
    question: 'Can I take on a 17 year old in the warehouse for the summer, and what hours can he work?',
    facts: ['8 hours a day', '40 hours a week'],
  },
  'business-solar-pv-grant': {
    area: 'fleet_decarbonisation',
    question: 'Is there a grant for putting solar panels on the roof of our depot?',
    facts: ['€2,400', '€162,600'],
  },
  'ecmr-countries': {
    area: 'technology_data',
    question: 'Can we use an electronic CMR instead of the paper one for loads from Ireland to France?',
    facts: ['Ireland', '35 parties'],
  },
};

describeRoundSources('breadth-sixteen', Object.keys(NEW_ENTRIES), sourceUrlsOf(breadthSixteenSources), BREADTH_SIXTEEN_CHECKED_ON);

describe('breadth-sixteen entries answer an everyday question', () => {
  const brief = useCurrentKnowledge();

  it.each(Object.entries(NEW_ENTRIES))('%s leads the brief, states its key figure and keeps the brief’s shape', async (slug, reach) => {
    const answer = await brief(reach);
    expect(answer.used[0]?.slug, answer.used.map((entry) => entry.slug).join(', ')).toBe(slug);
    for (const fact of reach.facts) expect(answer.markdown.toLowerCase(), fact).toContain(fact.toLowerCase());
    expectBriefShape(answer);
  });
});
