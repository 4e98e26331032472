import { describe, expect, it } from 'vitest';
import { evaluationCases, runTaxEvaluation } from './run.ts';

describe('tax guidance evaluation set', () => {
  it('has at least 50 questions, each with facts to find or marked out of scope, including out-of-scope ones', () => {
    expect(evaluationCases.length).toBeGreaterThanOrEqual(50);
    for (const testCase of evaluationCases) {
      expect(testCase.covered === false || (testCase.mustContain?.length ?? 0) > 0, testCase.question).toBe(true);
    }
    expect(evaluationCases.filter((testCase) => testCase.covered === false).length).toBeGreaterThanOrEqual(5);
  });

  it('hits at least 95% of the questions', async () => {
    const result = await runTaxEvaluation();
    const misses = result.results.filter((r) => !r.hit).map((r) => `${r.question} -> [${r.entries.join(', ')}] ${r.problems.join('; ')}`);
    expect(result.score, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(result.cases).toBe(evaluationCases.length);
  });
});
