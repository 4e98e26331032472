import type { Webinar } from '../features/webinars/webinar';
import { founderPerson, growthPartner } from './people';
import { launchContent } from './placeholders';

const founder = { ...founderPerson, role: `${founderPerson.role}, Meitheal AI` };
const audience = 'SME Leaders & Decision Makers';

/**
 * Every webinar we have run or announced (never an invented one), in any order. Whether one shows as
 * the featured event or under Past Webinars follows from its end time, so
 * adding an event is the only edit needed. Offsets must be Irish time on the
 * day: +01:00 from the last Sunday of March to the last Sunday of October,
 * +00:00 otherwise (a test checks this).
 */
export const webinars: Webinar[] = [
  {
    number: 1,
    title: 'Launch Faster: AI for Websites & Web Apps',
    subtitle: 'Ship a better website in weeks, not months',
    series: 'Autumn Webinar Series',
    start: '2025-09-30T13:10:00+01:00',
    end: '2025-09-30T13:55:00+01:00',
    description:
      'How small teams use AI to plan, write, build and test websites and web apps, and where a human still needs to check the work before it goes live.',
    topics: [
      'Where AI saves time in a web project, from brief to launch',
      'Drafting pages and product copy that still sound like you',
      'Building and testing features with AI coding assistants',
      'Keeping quality, accessibility and security in check',
      'A practical first project for your own site',
    ],
    presenters: [founder, growthPartner],
    audience,
  },
  {
    number: 2,
    title: 'Grow Revenue: AI for Sales & Marketing',
    subtitle: 'Find, win and keep more customers with the team you already have',
    series: 'Autumn Webinar Series',
    start: '2025-10-23T13:10:00+01:00',
    end: '2025-10-23T13:55:00+01:00',
    description:
      'Lead scoring, personalised campaigns and faster proposals: the AI tools that are paying off for Irish SMEs in sales and marketing, and how to measure the return.',
    topics: [
      'Spotting your best leads with the data you already hold',
      'Personalised campaigns without a bigger marketing team',
      'Turning proposals and quotes around in hours, not days',
      'Measuring the revenue AI actually adds',
      'Next steps for your sales pipeline',
    ],
    presenters: [founder, growthPartner],
    audience,
  },
  {
    number: 3,
    title: 'Keep Customers: AI-Powered Support That Scales',
    subtitle: 'Retaining customers with AI-powered customer support that scales',
    series: 'Autumn Webinar Series',
    start: '2025-11-25T13:10:00+00:00',
    end: '2025-11-25T13:55:00+00:00',
    description:
      'Customers stay when they get fast, accurate answers. See how SMEs ground AI assistants in their own knowledge so support stays quick, consistent and on-brand as they grow.',
    topics: [
      'Mapping your support workflow and its pain points',
      'Knowledge-grounded support: answers drawn from your own documents',
      'Meeting service-level agreements as volumes grow',
      'Maximising your net promoter score',
      'Next steps: a support pilot you can run this quarter',
    ],
    presenters: [founder, growthPartner],
    audience,
    registrationUrl: launchContent.webinarRegistrationUrl.value,
  },
];
