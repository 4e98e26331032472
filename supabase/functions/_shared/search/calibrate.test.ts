import { describe, expect, it } from 'vitest';
import { calibrateThreshold } from './calibrate.ts';

describe('calibrateThreshold', () => {
  it('puts the threshold in the gap between declined and answered questions', () => {
    const result = calibrateThreshold([
      { coverage: 0.1, shouldAnswer: false },
      { coverage: 0.2, shouldAnswer: false },
      { coverage: 0.4, shouldAnswer: true },
      { coverage: 0.9, shouldAnswer: true },
    ]);
    expect(result).toEqual({ threshold: 0.3, right: 4, total: 4 });
  });

  it('sorts as many right as it can when the two overlap', () => {
    const result = calibrateThreshold([
      { coverage: 0.1, shouldAnswer: false },
      { coverage: 0.35, shouldAnswer: false },
      { coverage: 0.3, shouldAnswer: true },
      { coverage: 0.5, shouldAnswer: true },
      { coverage: 0.6, shouldAnswer: true },
    ]);
    expect(result.right).toBe(4);
    expect(result.threshold).toBeGreaterThan(0.1);
    expect(result.threshold).toBeLessThanOrEqual(0.3);
  });

  it('takes the widest of the gaps that sort as many right', () => {
    const result = calibrateThreshold([
      { coverage: 0.1, shouldAnswer: false },
      { coverage: 0.2, shouldAnswer: true },
      { coverage: 0.25, shouldAnswer: false },
      { coverage: 0.6, shouldAnswer: true },
    ]);
    // 0.15 and 0.425 both sort three right; the gap from 0.25 to 0.6 is the wider.
    expect(result).toEqual({ threshold: 0.425, right: 3, total: 4 });
  });
});
