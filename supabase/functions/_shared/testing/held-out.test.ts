import { describe, expect, it } from 'vitest';
import { scoreCases, splitMoved } from './held-out.ts';

const cases = [{ question: 'one' }, { question: 'two' }, { question: 'three' }];
const name = (testCase: { question: string }) => testCase.question;

describe('held-out sets', () => {
  it('keeps every case held out while nothing was moved', () => {
    expect(splitMoved(cases, name, { cases: [] })).toEqual({ heldOut: cases, moved: [] });
  });

  it('moves a case that was tuned to into development', () => {
    const moved = { cases: [{ case: 'two', reason: 'a synonym was added for it', movedOn: '2026-11-27' }] };
    expect(splitMoved(cases, name, moved)).toEqual({ heldOut: [cases[0], cases[2]], moved: [cases[1]] });
  });

  it('refuses a moved case the set does not have, so a typo cannot hide a tuned case', () => {
    expect(() => splitMoved(cases, name, { cases: [{ case: 'twoo', reason: 'x', movedOn: '2026-11-27' }] })).toThrow(/twoo/);
  });

  it('counts whole cases', async () => {
    const score = await scoreCases(cases, async (testCase) => ({
      case: testCase.question,
      hit: testCase.question !== 'two',
      problems: [],
    }));
    expect({ passed: score.passed, cases: score.cases }).toEqual({ passed: 2, cases: 3 });
  });
});
