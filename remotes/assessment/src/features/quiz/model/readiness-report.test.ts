import { describe, expect, it } from 'vitest';
import { answersFrom } from '../testing/answers';
import { buildDetailedResults } from './detailed-results';
import { buildReadinessReport } from './readiness-report';

describe('buildDetailedResults', () => {
  it('lists each stage with its questions, chosen index and the chosen answer text', () => {
    const results = buildDetailedResults(answersFrom((id) => (id === '1.1' ? 2 : 0)));
    expect(results).toHaveLength(4);
    expect(results.map((stage) => stage.stage)).toEqual([
      'Baseline Readiness',
      'Prioritise Use-Cases',
      'Roadmap & PoC Status',
      'Pilot and Scale',
    ]);
    expect(results.every((stage) => stage.questions.length === 4)).toBe(true);
    expect(results[0]?.questions[0]).toEqual({
      id: '1.1',
      question: 'Where does your business data live today?',
      selectedAnswer: 2,
      answerText: 'In core systems such as accounts, CRM or job management, but joining it up takes manual work',
    });
    expect(results[3]?.questions[3]).toMatchObject({ id: '4.4', selectedAnswer: 0, answerText: "We haven't thought about it yet" });
  });

  it('leaves out unanswered questions', () => {
    const results = buildDetailedResults({ '2.3': 1 });
    expect(results.map((stage) => stage.questions.map((question) => question.id))).toEqual([[], ['2.3'], [], []]);
  });
});

describe('buildReadinessReport', () => {
  it('builds the ai-readiness payload of send-contact-email', () => {
    const report = buildReadinessReport(
      'aoife@example.ie',
      answersFrom(() => 2),
    );
    expect(report).toMatchObject({
      type: 'ai-readiness',
      name: 'AI Readiness Assessment',
      email: 'aoife@example.ie',
      aiReadinessData: { score: 67, totalPoints: 32, maxPoints: 48 },
    });
    expect(report.aiReadinessData.detailedResults).toEqual(buildDetailedResults(answersFrom(() => 2)));
  });
});
