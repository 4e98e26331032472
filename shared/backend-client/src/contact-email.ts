import { invokeFunction } from './invoke-function';

export interface ContactMessage {
  type: 'contact';
  name: string;
  email: string;
  company?: string;
  message: string;
  /** Honeypot: left empty by people, filled by bots. */
  website?: string;
}

export interface ReadinessStageResult {
  stage: string;
  questions: { id: string; question: string; selectedAnswer: number; answerText: string }[];
}

export interface ReadinessReport {
  type: 'ai-readiness';
  name: string;
  email: string;
  aiReadinessData: {
    score: number;
    totalPoints: number;
    maxPoints: number;
    detailedResults: ReadinessStageResult[];
  };
}

/** Sends the contact form or the assessment report to the team's inbox. */
export function sendContactEmail(payload: ContactMessage | ReadinessReport): Promise<unknown> {
  return invokeFunction('send-contact-email', payload);
}
