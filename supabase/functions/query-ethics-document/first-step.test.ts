import { describe, expect, it } from 'vitest';
import { givesFirst } from './first-step.ts';

describe('first step', () => {
  it('knows the sentence or heading giving it', () => {
    expect(givesFirst('The first stage of the process is the knowledge acquisition phase.', 'Stage 1')).toBe(true);
    expect(givesFirst('It is agreed at the outset.', 'Stage 1')).toBe(true);
    expect(givesFirst('1. Involve your employees.', 'Where do I begin?')).toBe(true);
    expect(givesFirst('The second stage involves more detail.', 'Stage 2')).toBe(false);
    expect(givesFirst('The second stage involves more detail.', 'Stage 12')).toBe(false);
  });
});
