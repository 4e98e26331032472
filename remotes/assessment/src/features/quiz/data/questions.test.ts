import { describe, expect, it } from 'vitest';
import { MAX_POINTS, TOTAL_QUESTIONS, stages } from './questions';

describe('question set', () => {
  it('has the four spec stages in order, four questions each, ids 1.1 to 4.4', () => {
    expect(stages.map((stage) => stage.title)).toEqual([
      'Baseline Readiness',
      'Prioritise Use-Cases',
      'Roadmap & PoC Status',
      'Pilot and Scale',
    ]);
    const ids = stages.flatMap((stage) => stage.questions.map((question) => question.id));
    expect(ids).toEqual(['1.1', '1.2', '1.3', '1.4', '2.1', '2.2', '2.3', '2.4', '3.1', '3.2', '3.3', '3.4', '4.1', '4.2', '4.3', '4.4']);
    expect(TOTAL_QUESTIONS).toBe(16);
    expect(MAX_POINTS).toBe(48);
  });

  it('gives every question four distinct options and its own text', () => {
    const texts = new Set<string>();
    for (const { question } of stages.flatMap((stage) => stage.questions.map((question) => ({ question })))) {
      expect(new Set(question.options).size).toBe(4);
      texts.add(question.text);
    }
    expect(texts.size).toBe(16);
  });
});
