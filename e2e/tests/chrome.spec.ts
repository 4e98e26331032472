import type { Page } from '@playwright/test';
import { expectNoConflictingClasses } from '../support/class-conflicts';
import { expect, test, waitForHydration } from '../support/fixtures';
import { marketingRoutes } from '../support/routes';

const serviceItems = [
  { name: 'Plan', href: '/services/planning' },
  { name: 'Prove', href: '/services/proof-of-concept' },
  { name: 'Pilot AI', href: '/services/pilot' },
  { name: 'Assess Your AI Readiness', href: '/ai-readiness' },
];

const desktopNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const servicesTrigger = (page: Page) => desktopNav(page).getByRole('button', { name: 'Services' });
/** A Services dropdown item; its accessible name starts with the label and goes on with the description. */
const serviceLink = (page: Page, name: string) => desktopNav(page).getByRole('link', { name: new RegExp(`^${name}\\b`) });

test.describe('navigation bar (desktop)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
  });

  test('links the logo home and every top-level page, and marks the current one', async ({ page }) => {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Meitheal AI' })).toHaveAttribute('href', '/');
    const nav = desktopNav(page);
    for (const [name, href] of [
      ['Industry Implementations', '/case-studies'],
      ['Customer Success Stories', '/success-stories'],
      ['About', '/about'],
      ['Webinars', '/webinars'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Webinars', exact: true }).click();
    await expect(page).toHaveURL('/webinars');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Webinars for Irish SMEs' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Webinars', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Free AI Webinars for SME Leaders | Meitheal AI');
  });

  test('Services opens on hover with its four items and closes when the pointer leaves', async ({ page }) => {
    await expect(servicesTrigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(serviceLink(page, 'Plan')).toHaveCount(0);
    await servicesTrigger(page).hover();
    await expect(servicesTrigger(page)).toHaveAttribute('aria-expanded', 'true');
    for (const item of serviceItems) {
      await expect(serviceLink(page, item.name)).toBeVisible();
      await expect(serviceLink(page, item.name)).toHaveAttribute('href', item.href);
    }
    await expectNoConflictingClasses(page);
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(servicesTrigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(serviceLink(page, 'Plan')).toHaveCount(0);
  });

  test('a Services item navigates and closes the dropdown', async ({ page }) => {
    await servicesTrigger(page).hover();
    await serviceLink(page, 'Prove').click();
    await expect(page).toHaveURL('/services/proof-of-concept');
    await expect(page.getByRole('heading', { level: 1, name: 'Proof of Concept Development' })).toBeVisible();
    await expect(servicesTrigger(page)).toHaveAttribute('data-active', '');
  });

  test('Services works from the keyboard: opens, reaches its items, Escape closes and returns focus', async ({ page }) => {
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab');
    await expect(servicesTrigger(page)).toBeFocused();
    // It opens on focus after a short delay; Enter opens it at once if it has not yet.
    if ((await servicesTrigger(page).getAttribute('aria-expanded')) === 'false') {
      const openedOnFocus = await expect(servicesTrigger(page))
        .toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
        .then(
          () => true,
          () => false,
        );
      if (!openedOnFocus) await page.keyboard.press('Enter');
    }
    await expect(servicesTrigger(page)).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('Tab');
    await expect(serviceLink(page, 'Plan')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(serviceLink(page, 'Prove')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(serviceLink(page, 'Pilot AI')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(servicesTrigger(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesTrigger(page)).toBeFocused();
    await expect(serviceLink(page, 'Plan')).toHaveCount(0);

    // Enter on the focused trigger opens it again, and Enter on an item follows it.
    await page.keyboard.press('Enter');
    await expect(servicesTrigger(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(serviceLink(page, 'Plan')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services/planning');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Strategy Planning' })).toBeVisible();
  });

  test("Book a Consultation opens a mail draft with the subject 'Book a Consultation'", async ({ page }) => {
    const link = page.getByRole('banner').getByRole('link', { name: 'Book a Consultation' });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^mailto:/);
    const mail = new URL(href!);
    expect(mail.pathname).toBe('hello@meitheal.ie');
    expect(mail.searchParams.get('subject')).toBe('Book a Consultation');
  });

  test('the skip link is the first Tab stop and moves focus to the main content', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    // The next Tab continues inside the page, not back in the navigation bar.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.closest('header, main, footer')?.tagName);
    expect(next).toBe('MAIN');
  });
});

test.describe('footer', () => {
  test('has its three link columns, the current year and a LinkedIn link that opens a new tab', async ({ page, context }) => {
    await context.route('https://www.linkedin.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>LinkedIn</title>' }),
    );
    await page.goto('/webinars');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');

    const services = footer.getByRole('list', { name: 'Services' });
    const expectedServices = [
      ['AI Strategy Planning', '/services/planning'],
      ['Proof of Concept', '/services/proof-of-concept'],
      ['AI Pilot Implementation', '/services/pilot'],
      ['AI Readiness Assessment', '/services/assessment'],
    ];
    await expect(services.getByRole('link')).toHaveCount(expectedServices.length);
    for (const [name, href] of expectedServices) {
      await expect(services.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    const company = footer.getByRole('list', { name: 'Company' });
    await expect(company.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/about');
    await expect(company.getByRole('link', { name: 'Industry Implementations' })).toHaveAttribute('href', '/case-studies');

    const contact = footer.getByRole('list', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: 'hello@meitheal.ie' })).toHaveAttribute('href', 'mailto:hello@meitheal.ie');

    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} Meitheal AI Ltd. All rights reserved.`);
    await expect(footer).toContainText('Meitheal AI Ltd, registered in Ireland, with the Companies Registration Office, company number');
    await expect(footer).toContainText('Registered office:');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    const linkedin = contact.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toHaveAccessibleName(/LinkedIn \(opens in a new tab\)/);
    const [popup] = await Promise.all([context.waitForEvent('page'), linkedin.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://www.linkedin.com/company/meitheal-ai');
    // rel=noopener: the new tab cannot reach back into our page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toMatch(/\/webinars$/);
    await popup.close();

    // The footer's assessment link reaches the assessment through the redirect.
    await services.getByRole('link', { name: 'AI Readiness Assessment' }).click();
    await expect(page).toHaveURL('/ai-readiness');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible({ timeout: 15_000 });
  });

  test("switches every mail link to the operator's address from /config.json once the visitor engages", async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), contactEmail: 'team@example.ie' } });
    });
    let configRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/config.json')) configRequests += 1;
    });
    await page.goto('/about');
    await waitForHydration(page);
    const contact = page.getByRole('contentinfo').getByRole('list', { name: 'Contact' });
    // Nothing is read for a visitor who has not engaged with the page yet.
    await expect(contact.getByRole('link', { name: 'hello@meitheal.ie' })).toBeVisible();
    expect(configRequests).toBe(0);

    await page.mouse.wheel(0, 600);
    await expect(contact.getByRole('link', { name: 'team@example.ie' })).toHaveAttribute('href', 'mailto:team@example.ie');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute(
      'href',
      'mailto:team@example.ie?subject=Book%20a%20Consultation',
    );
    expect(configRequests).toBe(1);
  });
});

test.describe('floating Get in Touch button', () => {
  test('is on the home page and scrolls to the contact section', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('link', { name: 'Get in Touch', exact: true });
    await expect(button).toBeVisible();
    await expect(page.locator('#contact-section')).not.toBeInViewport();
    await button.click();
    await expect(page.locator('#contact-section')).toBeInViewport();
    await expect(page.locator('#contact-section')).toBeFocused();
    // Smooth scrolling is handled in script: no jump to a #hash URL.
    expect(new URL(page.url()).hash).toBe('');
  });

  test('is not on other pages', async ({ page }) => {
    for (const path of ['/about', '/webinars', '/services/planning', '/form-submitted']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Get in Touch', exact: true }), path).toHaveCount(0);
    }
  });
});

test.describe('small screens (375 x 812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('no marketing page scrolls sideways', async ({ page }) => {
    const tooWide: string[] = [];
    for (const route of marketingRoutes) {
      await page.goto(route.path);
      await waitForHydration(page);
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (width > 375) tooWide.push(`${route.path} is ${width}px wide`);
    }
    expect(tooWide).toEqual([]);
  });

  test('the menu toggle opens a menu whose links navigate and close it; Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Services' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const height = await panel.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(100);
    expect(height).toBeLessThanOrEqual(384);
    await expectNoConflictingClasses(page);
    await panel.getByRole('link', { name: 'Customer Success Stories' }).click();
    await expect(page).toHaveURL('/success-stories');
    await expect(page.getByRole('heading', { level: 1, name: 'Real Results for Irish Businesses' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await panel.getByRole('button', { name: 'Services' }).click();
    await panel.getByRole('link', { name: 'Plan', exact: true }).click();
    await expect(page).toHaveURL('/services/planning');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('a small phone (375 x 667)', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the open menu shows every top-level link and the consultation button without scrolling', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const topLevel = [
      panel.getByRole('button', { name: 'Services' }),
      ...['Industry Implementations', 'Customer Success Stories', 'About', 'Webinars'].map((name) =>
        panel.getByRole('link', { name, exact: true }),
      ),
      panel.getByRole('link', { name: 'Book a Consultation' }),
    ];
    for (const item of topLevel) await expect(item).toBeInViewport({ ratio: 1 });
    expect(await panel.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    expect(await panel.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(384);

    // Opening Services shows its four links, scrolling inside the capped panel if need be.
    await panel.getByRole('button', { name: 'Services' }).click();
    const assess = panel.getByRole('link', { name: 'Assess Your AI Readiness' });
    await assess.scrollIntoViewIfNeeded();
    await expect(assess).toBeInViewport();
  });
});
