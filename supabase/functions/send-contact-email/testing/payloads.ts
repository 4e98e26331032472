// Realistic payloads as the shell's contact form and the assessment send them.
export function contactPayload(overrides: Record<string, unknown> = {}) {
  return {
    type: 'contact',
    name: 'Aoife Byrne',
    email: 'aoife@example.ie',
    company: 'Byrne Haulage',
    message: 'We would like to talk about route planning.',
    ...overrides,
  };
}

const STAGES = ['Baseline Readiness', 'Prioritise Use-Cases', 'Roadmap & PoC Status', 'Pilot and Scale'];

export function assessmentPayload(overrides: Record<string, unknown> = {}) {
  return {
    type: 'ai-readiness',
    name: 'AI Readiness Assessment',
    email: 'owner@example.ie',
    aiReadinessData: {
      score: 63,
      totalPoints: 30,
      maxPoints: 48,
      detailedResults: STAGES.map((stage, s) => ({
        stage,
        questions: [0, 1, 2, 3].map((q) => ({
          id: `${s + 1}.${q + 1}`,
          question: `Question ${s + 1}.${q + 1} about ${stage}?`,
          selectedAnswer: String((s + q) % 4),
          answerText: `Answer option ${(s + q) % 4} for ${s + 1}.${q + 1}`,
        })),
      })),
    },
    ...overrides,
  };
}
