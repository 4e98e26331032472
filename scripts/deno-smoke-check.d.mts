// Types of deno-smoke-check.mjs, which plain Node runs for npm test.
export function denoSmokeNotRun(
  report: { testResults?: Array<{ name: string; assertionResults?: Array<{ fullName: string; status: string }> }> } | undefined,
): string | undefined;
