import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { remoteNames } from '@meitheal/federation';
import { expect, test, type Page } from '@playwright/test';
import { extraPort, repoRoot, startSiteServer } from '../support/site-server';
import { serveFolder } from '../support/static-origin';

const consentDeclined = () => window.localStorage.setItem('meitheal.cookie-consent', 'false');

/** Counts React renderers the way React DevTools would see them. */
function installRendererCounter() {
  const renderers = new Map<number, unknown>();
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      checkDCE() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      setStrictMode() {},
    },
  });
}

async function expectShellStillWorks(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(consentDeclined);
});

test("remotes share the shell's React and its one Supabase client", async ({ page }) => {
  await page.addInitScript(installRendererCounter);
  // The shell makes the Supabase client first (contact form) ...
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel(/^Name/).fill('Federation Test');
  await form.getByLabel(/^Email/).fill('federation@example.ie');
  await form.getByLabel(/^Message/).fill('Checking that the demo shares our client.');
  await form.getByRole('button', { name: /send/i }).click();
  await expect(page).toHaveURL(/\/form-submitted$/);
  // ... then a remote uses it after client-side navigation, in the same page.
  await page.getByRole('link', { name: 'View Our Work' }).click();
  await page.getByRole('link', { name: /View details/ }).click();
  await expect(page.getByText('Knowledge base connected')).toBeVisible();

  const runtime = await page.evaluate(() => {
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const providers: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          providers[name] = Object.values(versions)
            .filter((entry) => entry.loaded)
            .map((entry) => entry.from);
        }
      }
    }
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return {
      providers,
      reactRenderers: hook.renderers.size,
      supabaseClients: (globalThis as { __meithealSupabaseClients?: number }).__meithealSupabaseClients,
    };
  });
  expect(runtime.reactRenderers).toBe(1);
  expect(runtime.supabaseClients).toBe(1);
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    'zustand',
    '@tanstack/react-query',
    '@meitheal/ui',
    '@meitheal/backend-client',
  ]) {
    expect(new Set(runtime.providers[name]), name).toEqual(new Set(['shell']));
  }
});

test('a remote that fails to load costs only its route, and Retry loads it', async ({ page }) => {
  await page.route('**/remotes/assessment/mf-manifest.json', (route) => route.abort());
  await page.goto('/ai-readiness');
  await expect(page.getByRole('alert')).toContainText('could not be loaded');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute('**/remotes/assessment/mf-manifest.json');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible();
  await expectShellStillWorks(page);
});

test('Retry loads a remote whose entry failed to download the first time', async ({ page }) => {
  await page.route('**/remotes/assessment/remoteEntry.js*', (route) => route.abort());
  await page.goto('/ai-readiness');
  await expect(page.getByRole('alert')).toContainText('could not be loaded');

  await page.unroute('**/remotes/assessment/remoteEntry.js*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible();
  // The remote itself, not the inert first view the page arrived with.
  await expect(page.locator('[data-remote] [inert]')).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(4);
});

test('a hanging remote times out instead of spinning for ever', async ({ page }) => {
  await page.route('**/remotes/assessment/mf-manifest.json', () => {
    // Never answered.
  });
  await page.goto('/ai-readiness');
  await expect(page.getByText('Loading…')).toBeAttached();
  await expect(page.getByRole('alert')).toContainText('could not be loaded', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expectShellStillWorks(page);
});

function hashTree(folder: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hashes[relative(folder, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(folder);
  return hashes;
}

test('a remote rebuilt and redeployed alone shows its change without touching the shell', async ({ page }) => {
  test.setTimeout(180_000);
  // The change is made and built in a temporary copy of the remote, never in
  // the working tree: a killed run leaves nothing changed behind.
  mkdirSync(join(repoRoot, '.data'), { recursive: true });
  const workDir = mkdtempSync(join(repoRoot, '.data/redeploy-'));
  const copy = join(workDir, 'assessment');
  for (const part of ['src', 'index.html', 'package.json', 'vite.config.ts']) {
    cpSync(join(repoRoot, 'remotes/assessment', part), join(copy, part), { recursive: true });
  }
  const heading = join(copy, 'src/features/quiz/components/Assessment.tsx');
  const original = readFileSync(heading, 'utf8');
  const changed = original.replace('        AI Readiness Assessment\n', '        AI Readiness Check (redeployed)\n');
  expect(changed).not.toBe(original);
  writeFileSync(heading, changed);
  const shellBefore = hashTree(join(repoRoot, 'shell/dist'));
  execFileSync('npx', ['vite', 'build'], { cwd: copy, stdio: 'ignore' });
  expect(hashTree(join(repoRoot, 'shell/dist'))).toEqual(shellBefore);

  // Deploying it is pointing the remote's URL at the new build; the shell is untouched.
  const cdn = await serveFolder(join(copy, 'dist'), extraPort(3));
  const site = await startSiteServer(extraPort(4), { REMOTE_ASSESSMENT_URL: `${cdn.url}/mf-manifest.json` });
  try {
    await page.goto(`${site.url}/ai-readiness`);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Check (redeployed)' })).toBeVisible();
    // Rolling back is the old URL again: the main site still serves the original build.
    await page.goto('/ai-readiness');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible();
  } finally {
    await site.stop();
    await cdn.close();
    rmSync(workDir, { recursive: true, force: true });
  }
});

test('a remote served from another origin loads into the shell', async ({ page }) => {
  test.setTimeout(120_000);
  const cdn = await serveFolder(join(repoRoot, 'remotes/assessment/dist'), extraPort(1));
  const site = await startSiteServer(extraPort(2), { REMOTE_ASSESSMENT_URL: `${cdn.url}/mf-manifest.json` });
  try {
    const fromCdn: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(cdn.url)) fromCdn.push(new URL(request.url()).pathname);
    });
    await page.goto(`${site.url}/ai-readiness`);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible();
    expect(fromCdn).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(fromCdn.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
    expect(fromCdn.some((path) => path.endsWith('.css'))).toBe(true);
  } finally {
    await site.stop();
    await cdn.close();
  }
});

test('remote assets are served for cross-origin use with the right caching', async ({ request }) => {
  const manifest = await request.get('/remotes/assessment/mf-manifest.json');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  expect(manifest.headers()['cache-control']).toContain('no-cache');
  const entry = await request.get('/remotes/assessment/remoteEntry.js');
  expect(entry.headers()['access-control-allow-origin']).toBe('*');
  expect(entry.headers()['cache-control']).toContain('no-cache');
  const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] }; css: { sync: string[] } } }[] };
  const [js] = exposes[0]?.assets.js.sync ?? [];
  const [css] = exposes[0]?.assets.css.sync ?? [];
  for (const asset of [js, css]) {
    const response = await request.get(`/remotes/assessment/${asset}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    expect(response.headers()['cache-control']).toContain('immutable');
  }
});

test("a remote's styles never change the shell around it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const desktopNav = page.getByRole('banner').getByRole('link', { name: 'Webinars', exact: true });
  await expect(desktopNav).toBeVisible();
  await page.goto('/case-studies/construction');
  await expect(page.getByText('Knowledge base connected')).toBeVisible();
  await expect(desktopNav).toBeVisible();
  // Client-side navigation away keeps the remote CSS loaded; the shell must not care.
  await desktopNav.click();
  await expect(page).toHaveURL(/\/webinars$/);
  await expect(desktopNav).toBeVisible();
});

test('remote stylesheets carry utilities only: no base styles, no design tokens, all scoped', async ({ request }) => {
  for (const remote of remoteNames) {
    const manifest = (await (await request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
      exposes: { assets: { css: { sync: string[]; async: string[] } } }[];
    };
    const stylesheets = manifest.exposes.flatMap((expose) => [...expose.assets.css.sync, ...expose.assets.css.async]);
    expect(stylesheets.length, remote).toBeGreaterThan(0);
    for (const stylesheet of stylesheets) {
      const css = await (await request.get(`/remotes/${remote}/${stylesheet}`)).text();
      expect(css, `${remote} defines design tokens`).not.toMatch(/--(color|font|radius|spacing)[\w-]*:/);
      expect(css, `${remote} ships Tailwind's base styles`).not.toContain('-webkit-text-size-adjust');
      expect(css, `${remote} has an unscoped utility`).not.toMatch(/(^|[{}])\.[a-z]/);
      expect(css).toContain(`[data-remote="${remote}"] .`);
    }
  }
});
