import { BookOpen, ClipboardCheck, FileBarChart, Headphones, Network, RefreshCw, Scale, UserCheck } from 'lucide-react';
import type { Feature } from '../../components/FeatureCard';
import type { Step } from '../../components/NumberedSteps';

export const whyPilot: string[] = [
  'A proof of concept shows that AI can work. A pilot shows that it works in your business, with your people, every day.',
  'Running a limited live deployment surfaces the practical issues (integration, training, exceptions, support) while they are still cheap to fix.',
  'You get measured results from real operations to justify full rollout, and a team that already knows how to use the solution.',
];

export const pilotApproach: Step[] = [
  {
    title: 'Prepare',
    description: 'Agree the pilot scope, success measures and team, integrate with your systems and train the users.',
  },
  {
    title: 'Run',
    description: 'Operate the solution in live work for an agreed period, with us on hand to support and fine-tune it.',
  },
  {
    title: 'Measure and scale',
    description: 'Compare results with the baseline, decide on rollout and hand over a plan to scale with confidence.',
  },
];

export const pilotDeliverables: Feature[] = [
  {
    icon: Network,
    title: 'Integrated live solution',
    description: 'The AI solution connected to your systems and running in day-to-day operations.',
  },
  {
    icon: UserCheck,
    title: 'Trained pilot team',
    description: 'Hands-on training for the people using it, with quick-reference guides they can keep.',
  },
  {
    icon: ClipboardCheck,
    title: 'Success criteria',
    description: 'Agreed measures and targets, tracked from the first day of the pilot.',
  },
  {
    icon: FileBarChart,
    title: 'Results report',
    description: 'Measured impact on time, cost and revenue compared with the baseline, in plain figures.',
  },
  {
    icon: RefreshCw,
    title: 'Continuous tuning',
    description: 'Regular reviews during the pilot to improve accuracy and fit based on real feedback.',
  },
  {
    icon: Scale,
    title: 'Governance and compliance',
    description: 'Documented controls for data protection, human oversight and the EU AI Act.',
  },
  {
    icon: BookOpen,
    title: 'Operating playbook',
    description: 'How the solution is run, monitored and supported once the pilot ends.',
  },
  {
    icon: Headphones,
    title: 'Rollout plan and support',
    description: 'A costed plan for full rollout, with ongoing support options to suit your team.',
  },
];
