import type { LucideIcon } from 'lucide-react';
import { ClipboardList, FlaskConical, Rocket } from 'lucide-react';

export interface JourneyStage {
  step: 'Plan' | 'Prove' | 'Pilot';
  title: string;
  description: string;
  href: string;
  linkLabel: string;
  icon: LucideIcon;
}

/** Our 3-Step AI Journey, as shown on the home page. */
export const journey: JourneyStage[] = [
  {
    step: 'Plan',
    title: 'Plan your AI roadmap',
    description:
      'We assess how ready your business and your data are, then agree a tailored roadmap that puts the highest-value opportunities first.',
    href: '/services/planning',
    linkLabel: 'Explore AI strategy planning',
    icon: ClipboardList,
  },
  {
    step: 'Prove',
    title: 'Prove the value quickly',
    description:
      'We build a focused proof of concept that shows real savings or revenue gains at small scale, before you commit a bigger budget.',
    href: '/services/proof-of-concept',
    linkLabel: 'Explore proof of concept',
    icon: FlaskConical,
  },
  {
    step: 'Pilot',
    title: 'Pilot it in your operations',
    description: 'We run the solution inside your day-to-day work with your team, measure the results and get it ready for full rollout.',
    href: '/services/pilot',
    linkLabel: 'Explore AI pilot implementation',
    icon: Rocket,
  },
];
