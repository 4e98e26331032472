import type { ReadinessReport } from '@meitheal/backend-client';
import { MAX_POINTS } from '../data/questions';
import { buildDetailedResults } from './detailed-results';
import { scorePercent, totalPoints, type Answers } from './scoring';

/** A fixed sender label, because the visitor gives only an e-mail address, no name. */
export const REPORT_SENDER_NAME = 'AI Readiness Assessment';

/** The `ai-readiness` payload of send-contact-email. */
export function buildReadinessReport(email: string, answers: Answers): ReadinessReport {
  const points = totalPoints(answers);
  return {
    type: 'ai-readiness',
    name: REPORT_SENDER_NAME,
    email,
    aiReadinessData: {
      score: scorePercent(points),
      totalPoints: points,
      maxPoints: MAX_POINTS,
      detailedResults: buildDetailedResults(answers),
    },
  };
}
