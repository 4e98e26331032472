// The quality bar of issue 9: at least 18 of the evaluation questions answered
// right (the facts present and the right section cited, or 'not covered'
// where the document is silent).
import { describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../../database/testing/function-database.ts';
import { runEvaluation } from './run.ts';

const REQUIRED_HITS = 18;

describe('document Q&A evaluation set', () => {
  useFunctionDatabase();

  it(`answers at least ${REQUIRED_HITS} questions right`, async () => {
    const results = await runEvaluation();
    const misses = results.filter((result) => !result.hit).map((result) => `${result.question}: ${result.reason}`);
    const hits = results.length - misses.length;
    expect(results.length).toBeGreaterThanOrEqual(20);
    expect(hits, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_HITS);
  }, 60_000);
});
