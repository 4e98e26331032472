// The breadth-twenty-three round (30 November 2026): a fact owners ask about that an entry named but did not state
// (how far RoRo traffic moved from the UK landbridge to direct continental ferries after Brexit, now in
// uk-landbridge-importance) and a topic from the official topic lists a depot meets that had no entry (the legal
// minimum temperature at work and the HSA's hot weather advice), and the legal minimum motor insurance the
// motor insurance entry named only through its database (section 56 of the Road Traffic Act 1961), each resting on pages in
// sources-breadth-twenty-three.ts. Each must be reached by an everyday question on its topic (written from its page,
// not from any evaluation set), lead the brief, state its key figure, and the brief must keep its shape: a
// two-sentence takeaway and 5 to 7 guidance bullets.
import { describeLeadingBriefs, describeRoundSources, type EverydayAsk, sourceUrlsOf } from '../testing/round-checks.ts';
import { BREADTH_TWENTY_THREE_CHECKED_ON, breadthTwentyThreeSources } from './sources-breadth-twenty-three.ts';

/** Each new or extended entry, an everyday question on its topic, and the key figure the brief's first two sentences must state. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'workplace-temperature-and-hot-weather': {
    area: 'workforce_capability',
    question: 'The traffic office is freezing in the mornings. Is there a legal minimum temperature we have to keep it at?',
    facts: ['17.5°C', 'no maximum'],
  },
  'motor-insurance-checks': {
    area: 'risk_resilience',
    question: 'What insurance do I legally need for my trucks?',
    facts: ['section 56', 'injury to people'],
  },
  'uk-landbridge-importance': {
    area: 'market_lane',
    question: 'How much of our traffic to the continent has moved off the landbridge onto direct ferries since Brexit?',
    facts: ['94%', 'one third'],
  },
};

describeRoundSources(
  'breadth-twenty-three',
  ['workplace-temperature-and-hot-weather', 'uk-landbridge-importance', 'motor-insurance-checks'],
  sourceUrlsOf(breadthTwentyThreeSources),
  BREADTH_TWENTY_THREE_CHECKED_ON,
);

describeLeadingBriefs('breadth-twenty-three', NEW_ENTRIES);
