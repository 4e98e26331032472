// The held-out run is a report, not a gate (the lead sets a threshold later):
// this only checks that the runner scores every case and explains each miss.
import { describe, expect, it } from 'vitest';
import { heldOutCases, movedCases, runSafetyHeldOut, stillHeldOut } from './held-out.ts';

describe('safety talk held-out run', () => {
  it('has words to find for every case', () => {
    expect(stillHeldOut.length + movedCases.length).toBe(heldOutCases.length);
    expect(stillHeldOut.length, 'cases still held out').toBeGreaterThanOrEqual(40);
    for (const testCase of heldOutCases) expect(testCase.expect.length, testCase.description).toBeGreaterThan(0);
  });

  it('scores every held-out case and says what each miss lacked or wrongly said', async () => {
    const { heldOut, moved } = await runSafetyHeldOut();
    expect(heldOut.cases).toBe(stillHeldOut.length);
    expect(moved.cases).toBe(movedCases.length);
    for (const result of heldOut.results) expect(result.hit || result.problems.length > 0, result.case).toBe(true);
    console.log(`safety talks held-out: ${heldOut.passed} of ${heldOut.cases}`);
  }, 120_000);
});
