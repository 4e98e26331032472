import { describe, expect, it } from 'vitest';
import { bandFor } from './band';

describe('bandFor', () => {
  it.each([
    [0, 'beginning'],
    [24, 'beginning'],
    [25, 'first-steps'],
    [49, 'first-steps'],
    [50, 'foundations'],
    [74, 'foundations'],
    [75, 'excellent'],
    [100, 'excellent'],
  ])('puts %i%% in the %s band', (percent, band) => {
    expect(bandFor(percent).band).toBe(band);
  });

  it('uses a different message for each band', () => {
    const messages = [10, 30, 60, 90].map((percent) => bandFor(percent).message);
    expect(new Set(messages).size).toBe(4);
    expect(bandFor(10).title).toMatch(/beginning of your AI journey/);
  });
});
