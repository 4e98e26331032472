import { BarChart3, Compass, Database, GraduationCap, Map, ShieldCheck, Target, Wallet } from 'lucide-react';
import type { Feature } from '../../components/FeatureCard';
import type { Step } from '../../components/NumberedSteps';

export const planningFeatures: Feature[] = [
  {
    icon: Compass,
    title: 'AI readiness assessment',
    description: 'A clear picture of where your business stands today: skills, systems, data and appetite for change.',
  },
  {
    icon: Database,
    title: 'Data audit',
    description: 'We review the data you hold, its quality and where it lives, so every recommendation is grounded in reality.',
  },
  {
    icon: Target,
    title: 'Use-case prioritisation',
    description: 'We score opportunities on value, effort and risk so you start with the ones that pay back fastest.',
  },
  {
    icon: Wallet,
    title: 'ROI modelling',
    description: 'A realistic estimate of costs, savings and revenue for each priority, in euro, before you spend.',
  },
  {
    icon: Map,
    title: 'Tailored AI roadmap',
    description: 'A phased plan with owners, milestones and budgets that fits the way your business actually runs.',
  },
  {
    icon: ShieldCheck,
    title: 'Risk and compliance review',
    description: 'GDPR, the EU AI Act and data security covered from day one, in language your board will follow.',
  },
  {
    icon: GraduationCap,
    title: 'Team alignment',
    description: 'Workshops that bring your managers and staff along, so the plan has support where it matters.',
  },
  {
    icon: BarChart3,
    title: 'Success measures',
    description: 'Agreed metrics for every initiative, so you can see what is working and what to stop.',
  },
];

export const planningTimeline: Step[] = [
  {
    title: 'Assessment',
    description: 'Interviews, a readiness review and a data audit to understand your goals, constraints and starting point.',
  },
  {
    title: 'Strategy Development',
    description: 'We shortlist and rank use-cases, model the return on each and agree the priorities with you.',
  },
  {
    title: 'Implementation Roadmap',
    description: 'A phased, costed plan with quick wins first, ready to move into a proof of concept.',
  },
];
