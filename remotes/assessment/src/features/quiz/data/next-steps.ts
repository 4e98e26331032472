import type { ServiceKey } from '../model/recommendation';

export interface NextStep {
  name: string;
  href: string;
  summary: string;
}

export const nextSteps: Record<ServiceKey, NextStep> = {
  plan: {
    name: 'Plan',
    href: '/services/planning',
    summary:
      'We review your data, processes and team, agree a shortlist of use-cases with a clear business case, and give you a roadmap your whole team can follow.',
  },
  prove: {
    name: 'Prove',
    href: '/services/proof-of-concept',
    summary:
      'We build a quick proof of concept on one of your priority use-cases, so you see the savings or revenue gains at small scale before you commit to more.',
  },
  pilot: {
    name: 'Pilot',
    href: '/services/pilot',
    summary:
      'We run your AI solution inside day-to-day operations with measurable results, bring your staff with you, and get it ready for full rollout.',
  },
};
