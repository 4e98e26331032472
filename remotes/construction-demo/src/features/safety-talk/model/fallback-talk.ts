// What the page shows when generation fails: one fallback point, with the
// reason kept for the yellow note.
import { SAFETY_TALK_FAILURES } from '@meitheal/ui/demo-kit';
import type { SafetyTalk } from '../api/safety-talk';

export function fallbackTalk(reason: string): SafetyTalk {
  return {
    talking_points: [{ point: 'Error Generating Safety Guidance', detail: SAFETY_TALK_FAILURES.unexpected }],
    sources: [],
    error: reason,
    generatedBy: 'offline',
  };
}
