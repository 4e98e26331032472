// The breadth-twenty-four round (30 November 2026): topics on the official topic lists an Irish haulier, courier or
// distributor meets as a vehicle operator, an employer and a customs trader (Citizens Information and An Garda
// Síochána on road collisions, the Protection of Employment Act 1977, the Work Life Balance and Miscellaneous
// Provisions Act 2023, the Courts Service on jury service, the 2022 probation rules, the WRC's Code of Practice on the
// Right to Disconnect, the Department of Social Protection's PRSI rates, Revenue's comprehensive guarantee, Toll Collect
// on the German truck toll and the county councils on a change of vehicle ownership) that had
// no entry, each resting on pages in sources-breadth-twenty-four.ts. Each entry must be reached by an everyday
// question on its topic (written from its page, not from any evaluation set), lead the brief, state its key figure in
// the brief's first two sentences, and the brief must keep its shape: a two-sentence takeaway and 5 to 7 guidance
// bullets.
import { describeLeadingBriefs, describeRoundSources, type EverydayAsk, sourceUrlsOf } from '../testing/round-checks.ts';
import { BREADTH_TWENTY_FOUR_CHECKED_ON, breadthTwentyFourSources } from './sources-breadth-twenty-four.ts';

/** Each new entry, an everyday question on its topic, and the key figure the brief's first two sentences must state. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'road-collision-driver-duties': {
    area: 'risk_resilience',
    question: 'One of our drivers clipped a parked car in town and nobody was around. What does he legally have to do?',
    facts: ['section 106', 'report the collision'],
  },
  'collective-redundancies': {
    area: 'workforce_capability',
    question: 'We may have to let a dozen warehouse staff go when the depot closes. What do we have to do before the redundancies?',
    facts: ['30 days', 'notify the Minister'],
  },
  'remote-and-flexible-working-requests': {
    area: 'workforce_capability',
    question:
      'One of our transport planners has asked to work from home two days a week. Do we have to agree, and how long do we have to reply?',
    facts: ['4 weeks', '6 months'],
  },
  'leave-for-medical-care': {
    area: 'workforce_capability',
    question: 'A driver needs a few days off to look after his mother who is seriously ill. Is he entitled to leave for that?',
    facts: ['5 days', 'unpaid'],
  },
  'jury-service-employees': {
    area: 'workforce_capability',
    question: 'One of my drivers got a jury summons. Do I have to pay him while he is on the jury?',
    facts: ['section 29', 'pay'],
  },
  'probation-periods': {
    area: 'workforce_capability',
    question: 'How long can the probation be for a new driver, and can I extend it?',
    facts: ['6 months', '12 months'],
  },
  'right-to-disconnect-code': {
    area: 'workforce_capability',
    question: 'Our planners keep getting WhatsApp messages from managers at night. Is there a rule about contacting staff after hours?',
    facts: ['1 April 2021', 'Code of Practice'],
  },
  'employer-prsi-rates': {
    area: 'cost_unit_economics',
    question: 'What rate of employer PRSI do I pay on a driver’s wages?',
    facts: ['11.4%', '€552'],
  },
  'customs-comprehensive-guarantee': {
    area: 'market_lane',
    question: 'Revenue wants a guarantee for our transit movements. Can we get one comprehensive guarantee and can it be reduced?',
    facts: ['comprehensive guarantee', '50%'],
  },
  'german-truck-toll': {
    area: 'cost_unit_economics',
    question: 'Our trucks will start doing runs through Germany. Do we have to pay the German toll and how is it worked out?',
    facts: ['3.5 tonnes', '€200 per tonne'],
  },
  'vehicle-change-of-ownership': {
    area: 'risk_resilience',
    question: 'We sold one of our old vans to a private buyer. What do we need to do to take it out of the company’s name?',
    facts: ['change of ownership', '30 minutes'],
  },
};

describeRoundSources(
  'breadth-twenty-four',
  Object.keys(NEW_ENTRIES),
  sourceUrlsOf(breadthTwentyFourSources),
  BREADTH_TWENTY_FOUR_CHECKED_ON,
);

describeLeadingBriefs('breadth-twenty-four', NEW_ENTRIES);
