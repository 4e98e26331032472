// The breadth-twenty-one round (30 November 2026): topics on the official topic lists an Irish haulier, courier or
// distributor meets as an employer and a buyer of vehicles (Revenue, Citizens Information, the WRC, the Department of
// Social Protection, IHREC, the HSA and the General Application Regulations 2007) that had no entry, each resting on
// pages in sources-breadth-twenty-one.ts. Each entry must be reached by an everyday question on its topic (written
// from its page, not from any evaluation set), lead the brief, state its key figure, and the brief must keep its
// shape: a two-sentence takeaway and 5 to 7 guidance bullets.
import { describeLeadingBriefs, describeRoundSources, type EverydayAsk, sourceUrlsOf } from '../testing/round-checks.ts';
import { BREADTH_TWENTY_ONE_CHECKED_ON, breadthTwentyOneSources } from './sources-breadth-twenty-one.ts';

/** Each new entry, an everyday question on its topic, and the key figure the brief's first two sentences must state. */
const NEW_ENTRIES: Record<string, EverydayAsk> = {
  'registering-as-an-employer': {
    area: 'workforce_capability',
    question: 'I am a one-man haulier about to take on my first driver. What do I have to set up with Revenue before I pay him?',
    facts: ['register with Revenue as an employer', 'on or before'],
  },
  'unfair-dismissal': {
    area: 'workforce_capability',
    question: 'Can a driver who has been with us over a year take an unfair dismissal case if we let him go, and what could it cost us?',
    facts: ['12 months', '104 weeks'],
  },
  'employment-status-employee-or-self-employed': {
    area: 'workforce_capability',
    question: 'We use owner-drivers who invoice us for each job. Could Revenue treat them as our employees instead of self-employed?',
    facts: ['Code of Practice on Determining Employment Status', 'five-step'],
  },
  'vat-on-vans-and-cars': {
    area: 'cost_unit_economics',
    question: 'Can we claim back the VAT when we buy a new van, and is it the same for a company car for the manager?',
    facts: ['20%', '60%'],
  },
  'lay-off-and-short-time': {
    area: 'workforce_capability',
    question: 'We lost a big contract and have no work for some drivers for a few weeks. Can we put them on short time or lay them off?',
    facts: ['half', '4 weeks'],
  },
  'protective-equipment-who-pays': {
    area: 'risk_resilience',
    question: 'Do we have to pay for safety boots and hi-vis for the warehouse lads, or can we take it out of their wages?',
    facts: ['protective equipment', 'deposit'],
  },
  'payslips-statement-of-wages': {
    area: 'workforce_capability',
    question: 'What has to be on the payslips we give our drivers, and do they need one every week?',
    facts: ['gross wages', 'each deduction'],
  },
  'display-screen-eye-tests': {
    area: 'workforce_capability',
    question:
      'One of our transport planners says the company has to pay for her eye test because she is on the computer all day. Is that right?',
    facts: ['eye and eyesight test', 'one continuous hour'],
  },
  'employment-equality-grounds': {
    area: 'workforce_capability',
    question: 'Can we turn down an older applicant for a driving job, or is that age discrimination?',
    facts: ['nine grounds', 'age'],
  },
};

describeRoundSources('breadth-twenty-one', Object.keys(NEW_ENTRIES), sourceUrlsOf(breadthTwentyOneSources), BREADTH_TWENTY_ONE_CHECKED_ON);

describeLeadingBriefs('breadth-twenty-one', NEW_ENTRIES);
