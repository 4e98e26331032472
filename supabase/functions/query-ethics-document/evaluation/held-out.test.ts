// The held-out run is a report, not a gate (the lead sets a threshold later):
// this only checks that the runner scores every case and explains each miss.
import { beforeAll, describe, expect, it } from 'vitest';
import { useFunctionDatabase } from '../../../database/testing/function-database.ts';
import { readHeldOutCases, runDocumentHeldOut } from './held-out.ts';

describe('document Q&A held-out run', () => {
  useFunctionDatabase();

  beforeAll(() => {
    process.env.RATE_LIMITS = 'off';
  });

  it('still holds out at least 30 questions on at least three documents', async () => {
    const { heldOut } = await readHeldOutCases();
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
    expect(new Set(heldOut.map((testCase) => testCase.document)).size).toBeGreaterThanOrEqual(3);
  });

  it('scores every held-out case and says what each miss got wrong', async () => {
    const { heldOut: cases } = await readHeldOutCases();
    const { heldOut } = await runDocumentHeldOut();
    expect(heldOut.cases).toBe(cases.length);
    for (const result of heldOut.results) expect(result.hit || result.problems.length > 0, result.case).toBe(true);
    console.log(`document Q&A held-out: ${heldOut.passed} of ${heldOut.cases}`);
  }, 240_000);
});
