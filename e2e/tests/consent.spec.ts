import type { Page } from '@playwright/test';
import { dataLayer, GTAG_SCRIPT } from '../support/analytics';
import { CONSENT_KEY, expect, test, waitForHydration } from '../support/fixtures';

test.use({ consent: 'none' });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const storedConsent = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);

/** Loads a page, then moves to another one client-side, letting the network settle each time. */
async function loadAndNavigate(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webinars' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Webinars for Irish SMEs' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the banner shows on a first visit, on every page, and links to the privacy notice', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Close cookie banner' })).toBeVisible();

  await page.goto('/services/pilot');
  await expect(banner(page)).toBeVisible();

  const privacy = banner(page).getByRole('link', { name: 'privacy policy' });
  await expect(privacy).toHaveAttribute('href', '/privacy');
  await privacy.click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
  // Reading the policy is not a choice: the banner is still there.
  await expect(banner(page)).toBeVisible();
});

test('Accept stores true, hides the banner for good and loads the Google tag with our id', async ({ page, googleRequests }) => {
  await page.goto('/about');
  await waitForHydration(page);
  expect(googleRequests).toEqual([]);
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('true');

  await expect.poll(() => googleRequests).toContain(GTAG_SCRIPT);
  const commands = await dataLayer(page);
  expect(commands).toContainEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);
  expect(commands).toContainEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);
  expect(commands).toContainEqual(['config', 'G-E2ETEST01']);
  expect(commands).toContainEqual(['config', 'AW-100000001']);
  // Consent mode: the default must be queued before the tag is configured.
  const defaultAt = commands.findIndex((entry) => entry[0] === 'consent' && entry[1] === 'default');
  const configAt = commands.findIndex((entry) => entry[0] === 'config');
  expect(defaultAt).toBeLessThan(configAt);

  // A returning visitor's stored choice is re-applied on load, without the banner.
  googleRequests.length = 0;
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => googleRequests).toContain(GTAG_SCRIPT);
  await expect(banner(page)).toBeHidden();
  await page.goto('/webinars');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toBe('true');
});

for (const [label, button] of [
  ['Decline', { name: 'Decline' }],
  ['the close button', { name: 'Close cookie banner' }],
] as const) {
  test(`${label} stores false, hides the banner across reloads and nothing Google loads`, async ({ page, googleRequests }) => {
    await page.goto('/');
    await waitForHydration(page);
    await banner(page).getByRole('button', button).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe('false');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    await loadAndNavigate(page);
    await expect(banner(page)).toBeHidden();
    expect(googleRequests).toEqual([]);
    expect(await page.evaluate(() => typeof (window as { gtag?: unknown }).gtag)).toBe('undefined');
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="googletagmanager"]').length)).toBe(0);
  });
}

test('with no choice made, nothing Google loads across a page load and a navigation', async ({ page, googleRequests }) => {
  const allRequests: string[] = [];
  page.on('request', (request) => allRequests.push(request.url()));
  await loadAndNavigate(page);
  await expect(banner(page)).toBeVisible();
  expect(googleRequests).toEqual([]);
  // Every request stayed on our own origin.
  const origin = new URL(page.url()).origin;
  expect(allRequests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
});
