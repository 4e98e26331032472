import { describe, expect, it } from 'vitest';
import { answersFrom } from '../testing/answers';
import { stageBreakdown } from './stage-breakdown';

describe('stageBreakdown', () => {
  it('gives points, maximum and rounded percent per stage, in stage order', () => {
    const answers = answersFrom((id) => ({ '1': 3, '2': 2, '3': 1, '4': 0 })[id.charAt(0)] ?? 0);
    const breakdown = stageBreakdown({ ...answers, '4.4': 1 });
    expect(breakdown.map(({ title, points, maxPoints, percent }) => ({ title, points, maxPoints, percent }))).toEqual([
      { title: 'Baseline Readiness', points: 12, maxPoints: 12, percent: 100 },
      { title: 'Prioritise Use-Cases', points: 8, maxPoints: 12, percent: 67 },
      { title: 'Roadmap & PoC Status', points: 4, maxPoints: 12, percent: 33 },
      { title: 'Pilot and Scale', points: 1, maxPoints: 12, percent: 8 },
    ]);
  });
});
