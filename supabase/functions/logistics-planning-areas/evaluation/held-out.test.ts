// The held-out run is a report, not a gate (the lead sets a threshold later):
// this only checks that the runner scores every case and explains each miss.
import { describe, expect, it } from 'vitest';
import { AREA_KEYS } from '../contract.ts';
import { HELD_OUT_DAY, heldOutCases, heldOutSetsShareTheirDay, movedCases, runPlanningHeldOut, stillHeldOut } from './held-out.ts';

describe('logistics planning held-out run', () => {
  it("is asked on the set's own day, each case under a real area with facts to find", () => {
    expect(Number.isNaN(HELD_OUT_DAY.getTime())).toBe(false);
    expect(heldOutSetsShareTheirDay).toBe(true);
    expect(stillHeldOut.length + movedCases.length).toBe(heldOutCases.length);
    expect(stillHeldOut.length, 'cases still held out').toBeGreaterThanOrEqual(40);
    for (const testCase of heldOutCases) {
      expect(AREA_KEYS, testCase.question).toContain(testCase.area);
      expect(testCase.expect.length, testCase.question).toBeGreaterThan(0);
    }
  });

  it('scores every held-out case and says what each miss lacked', async () => {
    const { heldOut, moved } = await runPlanningHeldOut();
    expect(heldOut.cases).toBe(stillHeldOut.length);
    expect(moved.cases).toBe(movedCases.length);
    for (const result of heldOut.results) expect(result.hit || result.problems.length > 0, result.case).toBe(true);
    console.log(`logistics held-out: ${heldOut.passed} of ${heldOut.cases}`);
  }, 120_000);
});
