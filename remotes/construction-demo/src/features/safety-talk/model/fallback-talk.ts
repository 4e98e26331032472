// What the page shows when generation fails: one fallback point, with the
// reason kept for the yellow note.
import { FAILURE_MESSAGES } from '@meitheal/ui/demo-kit';
import type { SafetyTalk } from '../api/safety-talk';

export function fallbackTalk(reason: string): SafetyTalk {
  return {
    talking_points: [{ point: 'Error Generating Safety Guidance', detail: FAILURE_MESSAGES.safetyTalk.unexpected }],
    sources: [],
    error: reason,
    generatedBy: 'offline',
  };
}
