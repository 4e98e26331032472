// What the page shows when generation fails (spec section 8): one fallback
// point, with the reason kept for the yellow note.
import type { SafetyTalk } from '../api/safety-talk';

export function fallbackTalk(reason: string): SafetyTalk {
  return {
    talking_points: [
      {
        point: 'Error Generating Safety Guidance',
        detail:
          'We encountered an issue generating safety guidelines. Please try again or contact support if the problem persists.',
      },
    ],
    sources: [],
    error: reason,
    generatedBy: 'offline',
  };
}
