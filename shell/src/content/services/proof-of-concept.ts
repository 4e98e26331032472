import { Gauge, Layers, LineChart, Lock, MessageSquare, Plug, Timer, Users } from 'lucide-react';
import type { Feature } from '../../components/FeatureCard';
import type { Step } from '../../components/NumberedSteps';

export const proofOfConceptFeatures: Feature[] = [
  {
    icon: Timer,
    title: 'Working results in weeks',
    description: 'A focused build that shows real outcomes in weeks, not a slide deck that promises them.',
  },
  {
    icon: Layers,
    title: 'Built on your own data',
    description: 'We test with a sample of your real records, so the results reflect your business and not a textbook.',
  },
  {
    icon: LineChart,
    title: 'Measured savings and gains',
    description: 'Every proof of concept reports time saved, cost reduced or revenue gained against an agreed baseline.',
  },
  {
    icon: Plug,
    title: 'Fits your existing tools',
    description: 'We connect to the systems you already use where we can, rather than asking you to replace them.',
  },
  {
    icon: Users,
    title: 'Hands-on with your team',
    description: 'The people who will use the solution try it early and shape it, so it suits the way they work.',
  },
  {
    icon: Lock,
    title: 'Secure and GDPR-aware',
    description: 'Your data stays protected, with EU hosting and clear rules on what the AI may and may not see.',
  },
  {
    icon: Gauge,
    title: 'A scope agreed up front',
    description: 'The goal, the data and the measure of success are agreed with you before anything is built.',
  },
  {
    icon: MessageSquare,
    title: 'A clear go or no-go',
    description: 'An honest recommendation at the end: scale it, change it or stop, backed by the numbers.',
  },
];

export const proofOfConceptMethodology: Step[] = [
  {
    title: 'Define the goal',
    description: 'Agree the business problem, who it affects and the result that would make the project worthwhile.',
  },
  {
    title: 'Set the baseline',
    description: 'Measure how the work is done today, in time, cost or errors, so the improvement can be proven.',
  },
  {
    title: 'Prepare the data',
    description: 'Gather, clean and secure a representative sample of your data for the build.',
  },
  {
    title: 'Build the prototype',
    description: 'Develop a working prototype in short cycles, reviewing progress with you every week.',
  },
  {
    title: 'Test with your team',
    description: 'Put the prototype in front of real users with real tasks, and capture what works and what does not.',
  },
  {
    title: 'Report and recommend',
    description: 'Present the measured results against the baseline with a costed recommendation for the pilot.',
  },
];

export const prototypingReasons: Step[] = [
  {
    title: 'Lower risk',
    description: 'Find out whether an idea works for a fraction of the cost of a full rollout.',
  },
  {
    title: 'Faster decisions',
    description: 'Real results from your own data end the debate and give your board something concrete to approve.',
  },
  {
    title: 'Early buy-in',
    description: 'Staff who helped shape the prototype become its champions when it is time to scale.',
  },
];
