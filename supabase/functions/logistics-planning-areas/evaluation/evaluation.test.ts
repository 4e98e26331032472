import { describe, expect, it } from 'vitest';
import { AREA_KEYS } from '../contract.ts';
import { logisticsKnowledge } from '../knowledge/index.ts';
import { evaluationCases, runPlanningEvaluation } from './run.ts';

describe('logistics planning evaluation set', () => {
  it('has four or more questions per area, each expecting a known entry and some points', () => {
    const slugs = new Set(logisticsKnowledge.map((entry) => entry.slug));
    for (const area of AREA_KEYS) expect(evaluationCases.filter((c) => c.area === area).length, area).toBeGreaterThanOrEqual(4);
    for (const testCase of evaluationCases) {
      expect(slugs.has(testCase.entry), testCase.entry).toBe(true);
      expect(testCase.mustMention.length).toBeGreaterThan(0);
    }
  });

  it('scores 90% or more on the points a good brief must contain', async () => {
    const result = await runPlanningEvaluation();
    const misses = result.results.filter((r) => r.missing.length > 0).map((r) => `${r.question} -> ${r.missing.join(', ')}`);
    expect(result.score, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(result.cases).toBe(evaluationCases.length);
  });
});
