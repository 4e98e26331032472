import { describe, expect, it } from 'vitest';
import { evaluationCases, runSafetyEvaluation } from './run.ts';

describe('safety talk evaluation set', () => {
  it('has at least 30 cases, each expecting known topics', () => {
    expect(evaluationCases.length).toBeGreaterThanOrEqual(30);
    for (const testCase of evaluationCases) expect(testCase.expected.length).toBeGreaterThan(0);
  });

  it('covers at least 90% of the topics a safety officer would expect', async () => {
    const result = await runSafetyEvaluation();
    const misses = result.results.filter((r) => r.missing.length > 0).map((r) => `${r.description} -> ${r.missing.join(', ')}`);
    expect(result.coverage, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(result.cases).toBe(evaluationCases.length);
    for (const r of result.results) expect(r.points).toBeGreaterThanOrEqual(5);
  });
});
