import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { metaFor } from '../../shell/src/content/page-meta';
import { expectNoConflictingClasses } from '../support/class-conflicts';
import { expect, test } from '../support/fixtures';
import { SITE_URL, siteRoutes, type SiteRouteCase } from '../support/routes';

const NOT_FOUND_PATH = '/this-page-does-not-exist';

/** Waits for what the route finally shows: the page or the loaded remote. */
async function waitForRouteContent(page: Page, route: SiteRouteCase) {
  await expect(page.getByRole('heading', { level: 1, name: route.h1, exact: true })).toBeVisible({
    timeout: route.kind === 'page' ? 10_000 : 15_000,
  });
  // The skeleton is gone once the remote has replaced it.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The not-found page's console problems, less the one it must have: the 404 of its own document. */
function unexpectedOnNotFound(problems: string[]): string[] {
  const missing404 = /^console\.error: Failed to load resource: the server responded with a status of 404/;
  return problems.filter((problem) => !(missing404.test(problem) && problem.endsWith(NOT_FOUND_PATH)));
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test.describe('every route', () => {
  for (const route of siteRoutes) {
    test(`${route.path} answers 200 with one h1, its own head, no errors, no serious axe violations and no conflicting classes`, async ({
      page,
      pageProblems,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await waitForRouteContent(page, route);

      const visibleH1s = page.locator('h1:visible');
      await expect(visibleH1s).toHaveCount(1);

      // The build's clock and this one agree on the day unless a webinar ends in between.
      const meta = metaFor(route.path, new Date());
      expect(meta, `page-meta entry for ${route.path}`).toBeDefined();
      await expect(page).toHaveTitle(meta!.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', meta!.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(route.path, SITE_URL).href);

      await expectNoSeriousAxeViolations(page);
      await expectNoConflictingClasses(page);
      expect(pageProblems).toEqual([]);
    });
  }

  test('every route has a title of its own', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of [...siteRoutes.map((r) => r.path), NOT_FOUND_PATH]) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, `title of ${route}`).toBeTruthy();
      titles.set(route, title!);
    }
    const duplicates = [...titles].filter(([, title], _, all) => all.filter(([, other]) => other === title).length > 1);
    expect(duplicates).toEqual([]);
  });
});

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the Page Not Found page and logs the attempted path', async ({ page, pageProblems }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'log') warnings.push(message.text());
    });
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
    await expect(page.locator('h1:visible')).toHaveCount(1);
    await expect(page).toHaveTitle('Page Not Found | Meitheal AI');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // A page that does not exist has no canonical address.
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect.poll(() => warnings.some((text) => text.includes(NOT_FOUND_PATH))).toBe(true);

    await expectNoSeriousAxeViolations(page);
    expect(unexpectedOnNotFound(pageProblems)).toEqual([]);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock AI-Driven Profit for Irish SMEs' })).toBeVisible();
    // Client-side navigation brings back the head a real page needs.
    await expect(page).toHaveTitle(metaFor('/', new Date())!.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/`);
  });

  test('a nested unknown path is a 404 too, not a blank page', async ({ page }) => {
    const response = await page.goto('/services/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: /Page Not Found/ })).toBeVisible();
  });
});

test.describe('redirects', () => {
  test('/services/assessment is a permanent redirect to /ai-readiness', async ({ request, page }) => {
    const response = await request.get('/services/assessment', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/ai-readiness');

    await page.goto('/services/assessment');
    await expect(page).toHaveURL('/ai-readiness');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible();
  });
});
