import { describe, expect, it } from 'vitest';
import { openCases, runOpenQuestions } from './open-questions.ts';

/**
 * The open questions' floor, the latest score less one, with its history. Written on 28 November 2026 before any
 * work on them: 3 of 17 as written.
 */
const OPEN_QUESTIONS_FLOOR = 2;

describe('tax guidance on open, everyday owners’ questions', () => {
  it('has 17 questions, each naming the entries that may lead its answer', () => {
    expect(openCases.length).toBe(17);
    for (const testCase of openCases) expect(testCase.lead.length, testCase.question).toBeGreaterThan(0);
  });

  it(`leads at least ${OPEN_QUESTIONS_FLOOR} of them with a right entry, holding the facts named`, async () => {
    const result = await runOpenQuestions();
    const misses = result.results.filter((r) => !r.hit).map((r) => `${r.question} -> [${r.entries.join(', ')}] ${r.problems.join('; ')}`);
    expect(result.passed, misses.join('\n')).toBeGreaterThanOrEqual(OPEN_QUESTIONS_FLOOR);
  }, 120_000);
});
