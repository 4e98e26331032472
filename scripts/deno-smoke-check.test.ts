// npm test fails in CI when the functions did not run on Deno.
import { describe, expect, it } from 'vitest';
import { denoSmokeNotRun } from './deno-smoke-check.mjs';

const FILE = '/repo/supabase/functions/deno-smoke.test.ts';
const ran = (status: string) => ({
  testResults: [
    {
      name: FILE,
      assertionResults: [
        { fullName: 'query-ethics-document has a smoke request (testing/smoke-request.ts)', status: 'passed' },
        { fullName: 'functions on Deno, on PGlite over the wire protocol query-ethics-document starts and answers', status },
      ],
    },
  ],
});

describe('denoSmokeNotRun', () => {
  it('passes a report where every function started on Deno, even one that failed (the failure is counted elsewhere)', () => {
    expect(denoSmokeNotRun(ran('passed'))).toBeUndefined();
    expect(denoSmokeNotRun(ran('failed'))).toBeUndefined();
  });

  it.each(['skipped', 'pending', 'todo'])('names a test reported %s', (status) => {
    expect(denoSmokeNotRun(ran(status))).toMatch(/skipped 1 test\(s\): functions on Deno.*query-ethics-document starts and answers/);
  });

  it('fails a report without the file, or where no function started on Deno', () => {
    expect(denoSmokeNotRun({ testResults: [] })).toMatch(/missing from the test report/);
    expect(denoSmokeNotRun(undefined)).toMatch(/missing from the test report/);
    const onlyChecks = { testResults: [{ name: FILE, assertionResults: [ran('passed').testResults[0]!.assertionResults[0]!] }] };
    expect(denoSmokeNotRun(onlyChecks)).toMatch(/started no function on Deno/);
  });
});
