// `npm test`: every check the project has: lint, types, the production build
// (some integration tests inspect it, such as the scan for secrets in browser
// bundles), unit and integration tests (Vitest), then end-to-end tests in
// Chromium against the served build.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, rootDir, run, runOrExit } from './ensure-install.mjs';
import { denoSmokeNotRun } from './deno-smoke-check.mjs';

ensureInstalled();

const reportDir = join(rootDir, 'test-results', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const started = Date.now();
const step = (name) => console.log(`\n▶ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);

step('lint (ESLint, then knip: undeclared or unused packages, unused exports)');
runOrExit('npm', ['run', 'lint']);
step('typecheck');
runOrExit('npx', ['tsc', '-p', 'tsconfig.json']);

step('production build');
runOrExit('npm', ['run', 'build']);

step('unit and integration tests (Vitest)');
const vitestReport = join(reportDir, 'vitest.json');
const vitestStatus = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);

step('end-to-end tests (Playwright, Chromium)');
const playwrightReport = join(reportDir, 'playwright.json');
const playwrightStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const vitest = readJson(vitestReport);
const playwright = readJson(playwrightReport);
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const reportsMissing = !vitest || !playwright;
// In CI the functions must have run on Deno, the runtime production uses; a skip there is a failure.
const denoNotRun = process.env.CI && vitest ? denoSmokeNotRun(vitest) : undefined;

console.log(`\nFinished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (vitestStatus !== 0 || playwrightStatus !== 0 || failed > 0 || reportsMissing || passed === 0 || denoNotRun) {
  if (reportsMissing) console.error('A test report is missing: a runner crashed before reporting.');
  if (denoNotRun) console.error(`CI needs the functions tested on Deno: ${denoNotRun}`);
  process.exit(1);
}
