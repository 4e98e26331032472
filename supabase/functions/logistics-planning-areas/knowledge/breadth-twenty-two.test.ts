// The breadth-twenty-two round (30 November 2026): topics on the official topic lists an Irish haulier, courier or
// distributor meets on the road and at the port (the RSA and the Directive on mobile workers' working time, the ADR,
// the Railway Safety Act 2005, the Data Protection Commission, the ports' announcements, the Dáil and the EPA on the
// transport emission ceilings, the Department of Transport's charging network plan) that had no entry, each resting
// on pages in sources-breadth-twenty-two.ts. Each entry must be reached by an everyday question on its topic (written
// from its page, not from any evaluation set), lead the brief, state its key figure, and the brief must keep its
// shape: a two-sentence takeaway and 5 to 7 guidance bullets.
import { describeLeadingBriefs, describeRoundSources, type EverydayAsk, sourceUrlsOf } from '../testing/round-checks.ts';
import { BREADTH_TWENTY_TWO_CHECKED_ON, breadthTwentyTwoSources } from './sources-breadth-twenty-two.ts';

/** Each new entry, an everyday question on its topic, and the key figure the brief's first two sentences must state. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'night-work-drivers-10-hour-limit': {
    area: 'workforce_capability',
    question: 'Our drivers on the night trunk start at 1am. Is there a shorter limit on their working day because they work at night?',
    facts: ['10 hours', 'midnight'],
  },
  'adr-fire-extinguishers': {
    area: 'risk_resilience',
    question: 'What size fire extinguishers does a 26 tonne rigid need when it is carrying dangerous goods under ADR?',
    facts: ['2 kg', '12 kg'],
  },
  'railway-bridge-strikes': {
    area: 'risk_resilience',
    question: 'If one of our trucks hits a railway bridge, what must the driver do and what is the penalty?',
    facts: ['number', '€5,000'],
  },
  'employer-vehicle-tracking-guidance': {
    area: 'technology_data',
    question: 'Can we put GPS trackers in the company vans to see where the lads are, and what do we have to tell them?',
    facts: ['Data Protection Commission', 'working hours'],
  },
  'rosslare-continental-ferry-routes': {
    area: 'market_lane',
    question: 'Which ferry companies sail from Rosslare straight to the continent, and is there a route to Belgium?',
    facts: ['Zeebrugge', 'Finnlines'],
  },
  'cork-container-terminal-ringaskiddy': {
    area: 'network_capacity',
    question: 'How many containers can the new terminal at Ringaskiddy in Cork handle, and is it at full capacity?',
    facts: ['330,000 TEU', '50%'],
  },
  'transport-emissions-ceiling-2030': {
    area: 'fleet_decarbonisation',
    question: 'By how much does the Government want transport emissions cut by 2030, and what is the carbon budget for transport?',
    facts: ['50%', '37 Mt'],
  },
  'national-road-ev-charging-plan': {
    area: 'network_capacity',
    question: 'What is the plan for fast chargers along the motorways for electric vans, and how far apart will they be?',
    facts: ['every 60 km', 'National Road EV Charging Network Plan'],
  },
  'uk-hauliers-eu-access-tca': {
    area: 'market_lane',
    question: 'Can a haulier from Northern Ireland do local jobs for us down here after Brexit, and how many?',
    facts: ['Trade and Cooperation Agreement', 'two cabotage operations in Ireland'],
  },
  'emergency-drivers-hours-relaxation': {
    area: 'risk_resilience',
    question: 'If a ferry port closes and freight backs up, can the drivers hours rules be relaxed for a while, and by how much?',
    facts: ['30 days', '11 hours'],
  },
  'national-fleet-database-insurance': {
    area: 'risk_resilience',
    question: 'Our trucks are on a fleet insurance policy. How quickly do we have to put a new truck on the National Fleet Database?',
    facts: ['14 days', 'National Fleet Database'],
  },
  'product-safety-fulfilment-responsible-person': {
    area: 'customer_service',
    question: 'We store and ship goods for an online seller based in China. Are we responsible for product safety under the new EU rules?',
    facts: ['13 December 2024', 'fulfilment service provider'],
  },
  'eu-roadworthiness-package': {
    area: 'risk_resilience',
    question:
      'What do the EU roadworthiness rules say about how often trucks and heavy trailers are tested, and how many get roadside checks?',
    facts: ['one year after first registration', '5%'],
  },
  'fire-safety-at-premises': {
    area: 'risk_resilience',
    question: 'What are our legal duties on fire safety at the warehouse, and can the fire officer make us get an assessment done?',
    facts: ['section 18(2)', 'Fire Services Acts'],
  },
};

describeRoundSources('breadth-twenty-two', Object.keys(NEW_ENTRIES), sourceUrlsOf(breadthTwentyTwoSources), BREADTH_TWENTY_TWO_CHECKED_ON);

describeLeadingBriefs('breadth-twenty-two', NEW_ENTRIES);
