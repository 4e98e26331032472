// In CI the functions must have run on Deno, the runtime hosted Supabase uses:
// a Deno smoke test that is missing from the Vitest report, skipped (in whole
// or in part) or left with no test that started a function counts as a failure,
// however it came to be skipped.

const DENO_SMOKE_FILE = 'supabase/functions/deno-smoke.test.ts';
const NOT_RUN = new Set(['skipped', 'pending', 'todo', 'disabled']);

/**
 * Why the Vitest JSON report shows the Deno smoke test not run, or undefined
 * when every one of its tests ran.
 * @param {{ testResults?: Array<{ name: string; assertionResults?: Array<{ fullName: string; status: string }> }> } | undefined} report
 * @returns {string | undefined}
 */
export function denoSmokeNotRun(report) {
  const file = report?.testResults?.find((result) => result.name.replaceAll('\\', '/').endsWith(DENO_SMOKE_FILE));
  if (!file) return `${DENO_SMOKE_FILE} is missing from the test report.`;
  const tests = file.assertionResults ?? [];
  const notRun = tests.filter((test) => NOT_RUN.has(test.status));
  if (notRun.length > 0) return `${DENO_SMOKE_FILE} skipped ${notRun.length} test(s): ${notRun.map((test) => test.fullName).join('; ')}`;
  if (!tests.some((test) => / on Deno\b/.test(test.fullName))) return `${DENO_SMOKE_FILE} started no function on Deno.`;
  return undefined;
}
