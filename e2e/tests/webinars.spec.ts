import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

const featured = (page: Page) => page.getByRole('region', { name: 'Featured Webinar' });
const past = (page: Page) => page.getByRole('region', { name: 'Past Webinars' });

/** The Irish weekday and date of an instant, worked out here rather than trusted from the page. */
function irishDate(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-IE', {
    timeZone: 'Europe/Dublin',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

async function openWebinarsAt(page: Page, now: string) {
  await page.clock.setFixedTime(new Date(now));
  await page.goto('/webinars');
  await waitForHydration(page);
}

test.describe('in the run-up to Webinar 3 (1 November 2025)', () => {
  test.beforeEach(async ({ page }) => {
    await openWebinarsAt(page, '2025-11-01T10:00:00Z');
    await expect(featured(page).getByRole('heading', { name: 'Keep Customers: AI-Powered Support That Scales' })).toBeVisible();
  });

  test('features the next webinar as a Live Event with its computed weekday, time, topics and presenters', async ({ page }) => {
    const card = featured(page);
    await expect(card.getByText('Live Event', { exact: true })).toBeVisible();
    await expect(card.getByText('Webinar 3', { exact: true })).toBeVisible();
    await expect(card.getByText('Autumn Webinar Series')).toBeVisible();
    const date = card.locator('time');
    await expect(date).toHaveText(irishDate('2025-11-25T13:10:00Z'));
    await expect(date).toHaveText(/^Tuesday 25 November 2025$/);
    await expect(date).toHaveAttribute('datetime', '2025-11-25T13:10:00+00:00');
    await expect(card.getByText('1:10 PM – 1:55 PM GMT', { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem').filter({ hasText: /^(Mapping|Knowledge-grounded|Meeting|Maximising|Next steps)/ })).toHaveCount(
      5,
    );
    await expect(card.getByRole('img', { name: 'Declan Moran' })).toBeVisible();
    await expect(card.getByRole('img', { name: 'Ciarán Walsh' })).toHaveText('CW');
    await expect(card.getByText('45 minutes')).toBeVisible();
    await expect(card.getByText('SME Leaders & Decision Makers')).toBeVisible();
    // Only the featured event is live, and no other is announced.
    await expect(page.getByText('Live Event', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'More upcoming webinars' })).toHaveCount(0);
  });

  test('lists the past webinars as Completed, most recent first', async ({ page }) => {
    const cards = past(page).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(past(page).getByText('Completed', { exact: true })).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Grow Revenue: AI for Sales & Marketing');
    await expect(cards.nth(0).locator('time')).toHaveText('Thursday 23 October 2025');
    await expect(cards.nth(1)).toContainText('Launch Faster: AI for Websites & Web Apps');
    await expect(cards.nth(1).locator('time')).toHaveText('Tuesday 30 September 2025');
    await expect(past(page).getByText('Live Event')).toHaveCount(0);
  });

  test('Register Now opens the registration page in a new tab', async ({ page }) => {
    const register = featured(page).getByRole('link', { name: /^Register Now/ });
    await expect(register).toBeVisible();
    expect(await register.getAttribute('href')).toMatch(/^https:\/\//);
    await expect(register).toHaveAttribute('target', '_blank');
    await expect(register).toHaveAttribute('rel', /noopener/);
    await expect(register).toHaveAccessibleName(/opens in a new tab/);
  });

  test('Add to calendar downloads an .ics with the event in UTC', async ({ page }) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      featured(page)
        .getByRole('button', { name: /^Add to calendar/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('meitheal-ai-webinar-3.ics');
    const raw = await readFile((await download.path())!, 'utf8');
    expect(raw.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(raw.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    // Undo RFC 5545 line folding before reading values.
    const ics = raw.replace(/\r\n /g, '');
    expect(ics).toMatch(/^DTSTART:20251125T131000Z\r$/m);
    expect(ics).toMatch(/^DTEND:20251125T135500Z\r$/m);
    expect(ics).toMatch(/^SUMMARY:.*Keep Customers: AI-Powered Support That Scales\r$/m);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/^UID:.+@/m);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

test('after the last announced webinar the featured slot says none is scheduled and offers to notify', async ({ page }) => {
  await openWebinarsAt(page, '2027-06-01T09:00:00Z');
  const card = featured(page);
  await expect(card.getByRole('heading', { name: 'No upcoming webinars are scheduled right now' })).toBeVisible();
  await expect(card).toContainText('Get notified');
  const notify = card.getByRole('link', { name: 'Get notified' });
  const mail = new URL((await notify.getAttribute('href'))!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.searchParams.get('subject')).toBe('Notify me about upcoming webinars');
  await expect(page.getByText('Live Event', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'More upcoming webinars' })).toHaveCount(0);
  await expect(past(page).getByText('Completed', { exact: true })).toHaveCount(3);
  await expect(past(page).getByRole('listitem').first()).toContainText('Keep Customers: AI-Powered Support That Scales');
});

test('with the real clock, the featured webinar is still to come and every past one is over', async ({ page }) => {
  await page.goto('/webinars');
  await waitForHydration(page);
  const now = Date.now();
  const featuredTime = featured(page).locator('time');
  if ((await featuredTime.count()) > 0) {
    expect(Date.parse((await featuredTime.getAttribute('datetime'))!)).toBeGreaterThan(now - 24 * 3600_000);
  }
  for (const time of await past(page).locator('time').all()) {
    expect(Date.parse((await time.getAttribute('datetime'))!)).toBeLessThan(now);
  }
});
