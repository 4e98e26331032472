// The retry schedule on its own: doubling gaps with jitter, capped, and a
// window long enough to outlast a real outage.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_SCHEDULE, RETRY_WINDOW_MS, retryDelayMs } from './retry.ts';

const at = (random: number) => ({ ...DEFAULT_RETRY_SCHEDULE, random: () => random });

describe('retryDelayMs', () => {
  it('doubles the gap after each failed attempt', () => {
    const gaps = [1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, at(0)));
    expect(gaps).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('puts a random half on top of a fixed half, so messages failed together spread out', () => {
    expect(retryDelayMs(3, at(0))).toBe(120_000);
    expect(retryDelayMs(3, at(0.5))).toBe(180_000);
    expect(retryDelayMs(3, at(0.999_999))).toBeCloseTo(240_000, -1);
  });

  it('never waits more than an hour between attempts, however many have failed', () => {
    expect(retryDelayMs(12, at(0.999_999))).toBeLessThanOrEqual(3_600_000);
    expect(retryDelayMs(5_000, at(0.999_999))).toBeLessThanOrEqual(3_600_000);
    expect(retryDelayMs(5_000, at(0))).toBe(1_800_000);
  });

  it('retries for at least 48 hours, as mail servers do', () => {
    expect(RETRY_WINDOW_MS).toBeGreaterThanOrEqual(48 * 3_600_000);
  });
});
