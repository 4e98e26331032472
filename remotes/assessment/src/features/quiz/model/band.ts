export type ReadinessBand = 'beginning' | 'first-steps' | 'foundations' | 'excellent';

export interface BandMessage {
  band: ReadinessBand;
  title: string;
  message: string;
}

const messages: Record<ReadinessBand, Omit<BandMessage, 'band'>> = {
  beginning: {
    title: 'You are at the beginning of your AI journey',
    message:
      'That is a fine place to start. A short readiness review will show where AI can pay off first and what groundwork your data and your team need before you spend money on tools.',
  },
  'first-steps': {
    title: 'You have taken your first steps',
    message:
      'You have made a start with AI. Clear priorities and a simple roadmap will turn early experiments into measurable savings instead of scattered trials.',
  },
  foundations: {
    title: 'You have good foundations in place',
    message:
      'The groundwork is there. Your next gains come from proving value on one or two well-chosen use-cases and then putting them to work in daily operations.',
  },
  excellent: {
    title: 'Your AI readiness is excellent',
    message: 'Your business is well placed to pilot AI in live operations and scale what works, with measurable results at every step.',
  },
};

/** Band edges, in quarters of the score: below 25, 25 to below 50, 50 to below 75, 75 and above. */
export function bandFor(scorePercent: number): BandMessage {
  const band: ReadinessBand =
    scorePercent < 25 ? 'beginning' : scorePercent < 50 ? 'first-steps' : scorePercent < 75 ? 'foundations' : 'excellent';
  return { band, ...messages[band] };
}
