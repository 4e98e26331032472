// Production's shape, on this machine: the build assembled for a static host
// (npm run build:static) served by a generic static file server, with the
// functions and REST reads on another origin, as with hosted Supabase. The
// contact form, the assessment send and the construction demo work through
// it with no CORS or CSP error.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { loadConfig } from '../../server/src/env.ts';
import { assembleStaticSite } from '../../server/src/static-site/assemble.ts';
import { expect, test, toasts, waitForHydration, waitForReact } from '../support/fixtures';
import { extraPort, repoRoot, startSiteServer } from '../support/site-server';
import { serveStaticSite } from '../support/static-host';

test.describe.configure({ mode: 'serial' });

const sitePort = extraPort(6);
const backendPort = extraPort(5);
const siteUrl = `http://127.0.0.1:${sitePort}`;
const backendUrl = `http://127.0.0.1:${backendPort}`;

let site: Awaited<ReturnType<typeof serveStaticSite>>;
let backend: Awaited<ReturnType<typeof startSiteServer>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const outDir = join(repoRoot, `.data/static-site-${sitePort}`);
  await assembleStaticSite({
    config: loadConfig({ PUBLIC_URL: siteUrl, SUPABASE_URL: backendUrl }),
    siteOrigin: siteUrl,
    shellDist: join(repoRoot, 'shell/dist'),
    remotesDir: join(repoRoot, 'remotes'),
    outDir,
  });
  // As on hosted Supabase (supabase secrets set SITE_ORIGINS=...): the
  // functions answer the static site's origin, and no other.
  backend = await startSiteServer(backendPort, { SITE_ORIGINS: siteUrl });
  site = await serveStaticSite(outDir, sitePort);
});

test.afterAll(async () => {
  await site?.close();
  await backend?.stop();
});

/** Every request the page sends to the functions or REST, by origin. */
function backendCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/(functions|rest)\/v1\//.test(request.url())) calls.push(new URL(request.url()).origin);
  });
  return calls;
}

test('the contact form sends through the backend on its own origin', async ({ page, pageProblems }) => {
  const calls = backendCalls(page);
  await page.goto(`${siteUrl}/`);
  await waitForHydration(page);
  await page.locator('#contact-section').scrollIntoViewIfNeeded();
  await waitForReact(page, 'form[aria-label="Get in Touch"] input[name="name"]');
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.getByLabel('Name').fill('Static Host Test');
  await form.getByLabel('Email').fill('static@example.ie');
  await form.getByLabel('Message').fill('Sent from the static build to the backend on another origin.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(`${siteUrl}/form-submitted`);
  expect(calls).toEqual([backendUrl]);
  expect(pageProblems).toEqual([]);
});

test('the assessment sends its results through the backend', async ({ page, pageProblems }) => {
  const calls = backendCalls(page);
  await page.goto(`${siteUrl}/ai-readiness`);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible({ timeout: 15_000 });
  for (let question = 1; question <= 16; question += 1) {
    await page
      .getByRole('radio')
      .nth(question % 4)
      .check();
    await page.getByRole('button', { name: /^(Next|View Results)$/ }).click();
  }
  await page.getByRole('button', { name: 'Get Detailed Analysis' }).click();
  await page.getByLabel('Email address').fill('owner@example.ie');
  await page.getByRole('button', { name: 'Send My Analysis' }).click();
  await expect(toasts(page).first()).toContainText('Results sent successfully!');
  expect(calls).toEqual([backendUrl]);
  expect(pageProblems).toEqual([]);
});

test('the construction demo counts its knowledge and generates a talk across origins', async ({ page, pageProblems }) => {
  const calls = backendCalls(page);
  await page.goto(`${siteUrl}/case-studies/construction`);
  await expect(page.getByText('Knowledge base connected')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Today’s construction activities').fill('Erecting scaffolding beside an open trench');
  await page.getByRole('button', { name: 'Generate Safety Talk' }).click();
  await expect(page.getByRole('region', { name: 'Today’s toolbox talk' }).getByRole('listitem').first()).toBeVisible();
  expect(new Set(calls)).toEqual(new Set([backendUrl]));
  expect(pageProblems).toEqual([]);
});

test("the backend's functions answer the static site's origin and refuse another", async ({ request }) => {
  const preflight = (origin: string) =>
    request.fetch(`${backendUrl}/functions/v1/send-contact-email`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'apikey, content-type' },
    });
  const allowed = await preflight(siteUrl);
  expect(allowed.status()).toBe(204);
  expect(allowed.headers()['access-control-allow-origin']).toBe(siteUrl);
  const other = await preflight('http://127.0.0.1:9');
  expect(other.status()).toBe(403);
  expect(other.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the static host sends the security headers and cache rules, redirects and 404s as the server does', async ({ request }) => {
  const home = await request.get(`${siteUrl}/`);
  const csp = home.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`connect-src 'self' ${backendUrl.replaceAll('.', '\\.')}(;|$)`));
  expect(home.headers()['x-content-type-options']).toBe('nosniff');

  const manifest = await request.get(`${siteUrl}/remotes/assessment/mf-manifest.json`);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = await request.get(`${siteUrl}/remotes/assessment/${exposes[0]!.assets.js.sync[0]}`);
  // One rule per header: the hosts would join competing values into nonsense.
  expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(`${siteUrl}/config.json`)).headers()['cache-control']).toBe('no-cache');

  const redirect = await request.get(`${siteUrl}/services/assessment`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe('/ai-readiness');
  // A remote route paints its remote's first view from the HTML, as on the local server.
  const assessment = await (await request.get(`${siteUrl}/ai-readiness`)).text();
  expect(assessment).toMatch(/<div data-first-view-of="assessment"[^>]*>\s*<[a-z]/);
  expect(assessment).toContain('AI Readiness Assessment');

  const missing = await request.get(`${siteUrl}/no-such-page`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page Not Found');
});
