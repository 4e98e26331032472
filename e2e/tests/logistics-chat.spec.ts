import type { Page } from '@playwright/test';
import { expectNoConflictingClasses } from '../support/class-conflicts';
import { expect, gate, test, toasts } from '../support/fixtures';

const FUNCTION_URL = '**/functions/v1/logistics-planning-areas';

const areaGroup = (page: Page) => page.getByRole('group', { name: 'Choose a planning area' });
const question = (page: Page) => page.getByRole('textbox', { name: 'Your question' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const replies = (page: Page) => conversation(page).getByRole('article', { name: /Planning assistant/ });
const urlBox = (page: Page) => page.getByRole('textbox', { name: 'Website to read with your next question' });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggested websites' });

test.beforeEach(async ({ page }) => {
  await page.goto('/case-studies/logistics-planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Logistics Planning Assistant' })).toBeVisible({ timeout: 15_000 });
});

test('the page shows eight areas, the info panel, 11 trusted sites and a 600 px chat panel', async ({ page }) => {
  await expect(areaGroup(page).getByRole('radio')).toHaveCount(8);
  await expect(page.getByText('An executive takeaway of 2 sentences')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Irish Government & Agencies' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'European Union' }).getByRole('listitem')).toHaveCount(5);
  // Retried until the remote's styles have settled: a bounding box read once can come back empty while the panel mounts.
  await expect(conversation(page).locator('..')).toHaveCSS('height', '600px');
  await expectNoConflictingClasses(page);
});

test('pick an area, send with Enter, see the loading note, then a brief with its sections and sources', async ({ page }) => {
  const hold = gate();
  await page.route(FUNCTION_URL, async (route) => {
    await hold.opened;
    await route.continue();
  });
  await areaGroup(page).getByRole('radio', { name: 'Fleet & Decarbonisation' }).check();
  await expect(areaGroup(page).getByRole('radio', { name: 'Fleet & Decarbonisation' })).toBeChecked();

  await question(page).fill('We run 40 vans around Cork.');
  await question(page).press('Shift+Enter');
  await question(page).pressSequentially('Is electric realistic?');
  await expect(question(page)).toHaveValue('We run 40 vans around Cork.\nIs electric realistic?');

  const response = page.waitForResponse(FUNCTION_URL);
  await question(page).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Drafting structured guidance…' })).toBeVisible();
  await expect(question(page)).toBeDisabled();
  await expect(question(page)).toHaveValue('');
  hold.open();
  expect((await response).status()).toBe(200);

  const reply = replies(page).first();
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('Executive takeaway (Fleet & Decarbonisation)');
  await expect(reply).toContainText('40 vans');
  for (const heading of ['Guidance', 'Options and decision criteria', 'Next steps', 'Sources', 'Attempted sources']) {
    await expect(reply.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const bullets = await reply.getByRole('heading', { name: 'Guidance' }).locator('xpath=following-sibling::ul[1]/li').count();
  expect(bullets).toBeGreaterThanOrEqual(5);
  expect(bullets).toBeLessThanOrEqual(7);
  await expect(reply).toContainText('€3,800');
  await expect(reply).toContainText('knowledge base');
  await expect(reply).toBeInViewport();
  await expect(question(page)).toBeEnabled();
  await expect(toasts(page)).toHaveCount(0);
});

test('a blank message is ignored and choosing another area clears the conversation', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/logistics-planning-areas')) calls += 1;
  });
  await question(page).fill('   ');
  await question(page).press('Enter');
  expect(calls).toBe(0);

  await question(page).fill('Which lanes should we drop?');
  await question(page).press('Enter');
  await expect(replies(page)).toHaveCount(1);
  await question(page).fill('half-typed follow-up');

  await areaGroup(page).getByRole('radio', { name: 'Workforce & Capability' }).check();
  await expect(replies(page)).toHaveCount(0);
  await expect(conversation(page).getByRole('article')).toHaveCount(0);
  await expect(question(page)).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'Planning chat: Workforce & Capability' })).toBeVisible();
});

test('a failed call says so and keeps the chat usable', async ({ page }) => {
  await page.route(FUNCTION_URL, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Planner offline' }) }),
  );
  await question(page).fill('How do we cut empty running?');
  await question(page).press('Enter');
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText('Error');
  await expect(toasts(page).first()).toContainText('Failed to get response. Please try again.');
  await expect(replies(page)).toHaveCount(0);
  await expect(question(page)).toBeEnabled();
});

test('suggested websites: add, refuse a duplicate and an invalid URL, remove, and send with the question', async ({ page }) => {
  await expect(suggestions(page)).toHaveCount(0);
  await urlBox(page).fill('https://www.dublinport.ie/');
  await page.getByRole('button', { name: 'Add' }).click();
  await urlBox(page).fill('https://www.rosslareeuroport.ie/');
  await urlBox(page).press('Enter');
  await expect(suggestions(page).getByRole('listitem')).toHaveCount(2);

  await urlBox(page).fill('https://www.dublinport.ie/');
  await urlBox(page).press('Enter');
  await expect(toasts(page).first()).toContainText('URL already suggested');

  await urlBox(page).fill('dublinport');
  await urlBox(page).press('Enter');
  await expect(toasts(page).first()).toContainText('Invalid URL');
  await expect(toasts(page).first()).toContainText('Please enter a valid URL starting with http:// or https://');
  await expect(suggestions(page).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Remove https://www.dublinport.ie/' }).click();
  await expect(suggestions(page).getByRole('listitem')).toHaveCount(1);

  const request = page.waitForRequest(FUNCTION_URL);
  await question(page).fill('Should we route through Rosslare?');
  await question(page).press('Enter');
  expect((await request).postDataJSON()).toMatchObject({ area: 'market_lane', suggestedUrls: ['https://www.rosslareeuroport.ie/'] });
  const reply = replies(page).first();
  await expect(reply.getByRole('heading', { name: 'Attempted sources' })).toBeVisible();
  await expect(reply).toContainText('https://www.rosslareeuroport.ie/ (your suggestion)');

  await page.getByRole('button', { name: 'Remove https://www.rosslareeuroport.ie/' }).click();
  await expect(suggestions(page)).toHaveCount(0);
});
