import { defineConfig, devices } from '@playwright/test';
import { isolatedServerEnv } from '../server/src/test-support/isolated-env.ts';

const port = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = `http://127.0.0.1:${port}`;

// The tests drive Debian's Chromium against the production build served by
// the same server `npm start` runs; Playwright's own browsers cannot be downloaded here.
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // A fresh database per run, so tests never see an earlier run's rows.
    command: `rm -rf .data/e2e-pglite-${port} && exec node --import tsx server/src/main.ts`,
    cwd: '..',
    url: `${baseURL}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Playwright passes its own environment on: blank every server variable first.
    env: isolatedServerEnv({
      PORT: String(port),
      DATA_DIR: `.data/e2e-pglite-${port}`,
      RATE_LIMITS: 'off',
      // Analytics ids are configured so the tests can prove nothing loads without consent.
      GA_MEASUREMENT_ID: 'G-E2ETEST01',
      ADS_CONVERSION_ID: 'AW-100000001',
      ADS_CONVERSION_LABEL: 'e2eLabel',
    }),
  },
});
