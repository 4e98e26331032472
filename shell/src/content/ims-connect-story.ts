import type { LucideIcon } from 'lucide-react';
import { CalendarClock, Target, TrendingUp, Users } from 'lucide-react';
import { testimonials } from './testimonials';

export interface ResultMetric {
  icon: LucideIcon;
  label: string;
  value: string;
}

const testimonial = testimonials.find((candidate) => candidate.company === 'IMS Connect');
if (!testimonial) throw new Error('The IMS Connect testimonial is missing from content/testimonials.ts.');

export const imsConnectStory = {
  title: 'IMS Connect: A Clear AI Strategy in Three Months',
  intro:
    'IMS Connect, an Irish technology services company, wanted to use AI to grow but did not know where to start. Our AI Strategy & Planning service gave them a prioritised, costed roadmap and a team ready to deliver it.',
  testimonial,
  company: {
    industry: 'Technology Services',
    location: 'Ireland',
    focus: 'Innovation & Digital Transformation',
  },
  challenge: [
    'Identify where AI could make the biggest difference to the business, among dozens of possible ideas',
    'Understand whether their data and systems were ready to support AI',
    'Build a business case with realistic costs and returns before committing budget',
    'Bring leadership and staff to a shared view of the plan and their part in it',
  ],
  solution: [
    'An AI readiness assessment covering people, processes, data and technology',
    'Use-case workshops that scored each opportunity on value, effort and risk',
    'ROI modelling for the top priorities, with conservative and expected cases',
    'A phased implementation roadmap with owners, milestones and success measures',
  ],
  results: [
    { icon: Target, label: 'Strategic Clarity', value: '100%' },
    { icon: TrendingUp, label: 'ROI Projection', value: '200%+' },
    { icon: CalendarClock, label: 'Timeline', value: '3 Months' },
    { icon: Users, label: 'Team Alignment', value: 'Complete' },
  ] satisfies ResultMetric[],
  outcomes: [
    'A prioritised list of AI use-cases ranked by value and effort',
    'A projected return of more than 200% on the first wave of initiatives',
    'A three-month roadmap from strategy to the first proof of concept',
    'Leadership and staff aligned behind one plan with clear owners',
    'A clear view of the data work needed before each initiative starts',
  ],
};
