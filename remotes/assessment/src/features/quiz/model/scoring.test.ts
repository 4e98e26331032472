import { describe, expect, it } from 'vitest';
import { answersFrom, answersWithPoints } from '../testing/answers';
import { scorePercent, totalPoints } from './scoring';

describe('scoring', () => {
  it('scores all least-mature answers as 0 of 48, 0%', () => {
    const points = totalPoints(answersFrom(() => 0));
    expect(points).toBe(0);
    expect(scorePercent(points)).toBe(0);
  });

  it('scores all most-mature answers as 48 of 48, 100%', () => {
    const points = totalPoints(answersFrom(() => 3));
    expect(points).toBe(48);
    expect(scorePercent(points)).toBe(100);
  });

  it('adds the option index of each answer', () => {
    expect(totalPoints(answersFrom((id) => (id.startsWith('1.') ? 3 : id.startsWith('2.') ? 1 : 0)))).toBe(16);
    expect(totalPoints(answersWithPoints(31))).toBe(31);
  });

  it('counts unanswered questions and unknown ids as nothing', () => {
    expect(totalPoints({ '1.1': 2, '9.9': 3 })).toBe(2);
  });

  it('rounds the percent to the nearest whole number, halves up', () => {
    expect(scorePercent(1)).toBe(2); // 2.08
    expect(scorePercent(6)).toBe(13); // 12.5
    expect(scorePercent(7)).toBe(15); // 14.58
    expect(scorePercent(31)).toBe(65); // 64.58
    expect(scorePercent(8, 12)).toBe(67);
  });
});
