import type { Page } from '@playwright/test';
import { expectNoConflictingClasses } from '../support/class-conflicts';
import { expect, gate, test, toasts } from '../support/fixtures';

const FUNCTION_URL = '**/functions/v1/generate-safety-talk';

const scenarios = [
  {
    label: 'Many vehicles on site',
    starts: 'Busy day for deliveries',
    subjects: [/vehicle|reversing|traffic|deliver|banksman|teleporter/i],
  },
  { label: 'Rain: slips, trips and falls', starts: 'Heavy rain forecast', subjects: [/rain|wet|slip|mud|trip/i] },
  { label: 'Scaffolding and excavation', starts: 'Erecting scaffolding', subjects: [/scaffold/i, /excavat|trench/i] },
] as const;

const activities = (page: Page) => page.getByLabel('Today’s construction activities');
const generateButton = (page: Page) => page.getByRole('button', { name: /^(Generate Safety Talk|Generating Safety Guidelines\.\.\.)$/ });
const talk = (page: Page) => page.getByRole('region', { name: 'Today’s toolbox talk' });
const talkingPoints = (page: Page) => talk(page).getByRole('listitem');

test.beforeEach(async ({ page }) => {
  await page.goto('/case-studies/construction');
  await expect(page.getByRole('heading', { level: 1, name: 'Construction Safety Assistant' })).toBeVisible({ timeout: 15_000 });
});

test('the knowledge base reports connected with its topic count', async ({ page }) => {
  const status = page.getByRole('status').filter({ hasText: /Knowledge base/ });
  await expect(status).toContainText('Knowledge base connected');
  await expect(status).toContainText(/\(\d+ safety topics\)/);
  const topics = Number(/\((\d+) safety topics\)/.exec((await status.textContent())!)![1]);
  expect(topics).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
});

test('an empty or blank description asks for input and sends nothing', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/generate-safety-talk')) calls += 1;
  });
  await generateButton(page).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText('Input required');
  await expect(toasts(page).first()).toContainText("Please describe today's construction activities");

  await activities(page).fill('   \n  ');
  await generateButton(page).click();
  await expect(toasts(page)).toHaveCount(1);
  await expect(talk(page)).toHaveCount(0);
  expect(calls).toBe(0);
});

for (const scenario of scenarios) {
  test(`the '${scenario.label}' example gives 5 to 7 talking points about it`, async ({ page }) => {
    await page.getByRole('group', { name: 'Example scenarios' }).getByRole('button', { name: scenario.label }).click();
    await expect(activities(page)).toHaveValue(new RegExp(`^${scenario.starts}`));

    const response = page.waitForResponse(FUNCTION_URL);
    await generateButton(page).click();
    expect((await response).status()).toBe(200);

    await expect(talkingPoints(page).first()).toBeVisible();
    const count = await talkingPoints(page).count();
    expect(count).toBeGreaterThanOrEqual(5);
    expect(count).toBeLessThanOrEqual(7);
    const points = await talkingPoints(page).allInnerTexts();
    for (const subject of scenario.subjects) {
      const mentioning = points.filter((point) => subject.test(point));
      expect(mentioning.length, `points mentioning ${subject}:\n${points.join('\n')}`).toBeGreaterThanOrEqual(2);
    }
    await expect(generateButton(page)).toHaveText('Generate Safety Talk');
    await expect(toasts(page)).toHaveCount(0);
    await expectNoConflictingClasses(page);
  });
}

test('the button says it is generating while the request is in flight, and choosing an example clears the talk', async ({ page }) => {
  const hold = gate();
  await page.route(FUNCTION_URL, async (route) => {
    await hold.opened;
    await route.continue();
  });
  const examples = page.getByRole('group', { name: 'Example scenarios' });
  await examples.getByRole('button', { name: 'Many vehicles on site' }).click();
  await generateButton(page).click();

  await expect(generateButton(page)).toHaveText('Generating Safety Guidelines...');
  await expect(generateButton(page)).toBeDisabled();
  await expect(examples.getByRole('button', { name: 'Rain: slips, trips and falls' })).toBeDisabled();
  hold.open();
  await expect(generateButton(page)).toHaveText('Generate Safety Talk');
  await expect(generateButton(page)).toBeEnabled();
  await expect(talkingPoints(page).first()).toBeVisible();

  await examples.getByRole('button', { name: 'Rain: slips, trips and falls' }).click();
  await expect(activities(page)).toHaveValue(/^Heavy rain forecast/);
  await expect(talk(page)).toHaveCount(0);
});

test('a failed generation shows the fallback point and the Generation failed notice', async ({ page }) => {
  await page.route(FUNCTION_URL, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Generator offline' }) }),
  );
  await activities(page).fill('Pouring the ground floor slab with a concrete pump.');
  await generateButton(page).click();

  await expect(talkingPoints(page)).toHaveCount(1);
  await expect(talkingPoints(page).first()).toContainText('Error Generating Safety Guidance');
  await expect(talkingPoints(page).first()).toContainText(
    'We encountered an issue generating safety guidelines. Please try again or contact support if the problem persists.',
  );
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText('Generation failed');
  // A fallback is not worth copying or printing.
  await expect(talk(page).getByRole('button', { name: 'Copy to clipboard' })).toHaveCount(0);
  await expect(generateButton(page)).toBeEnabled();
  await expect(activities(page)).toHaveValue('Pouring the ground floor slab with a concrete pump.');
});

test.describe('clipboard', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Copy to clipboard puts the activities and every talking point on the clipboard', async ({ page }) => {
    await page.getByRole('group', { name: 'Example scenarios' }).getByRole('button', { name: 'Scaffolding and excavation' }).click();
    await generateButton(page).click();
    await expect(talkingPoints(page).first()).toBeVisible();
    const points = await talkingPoints(page).locator('p.font-semibold').allInnerTexts();

    await talk(page).getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect(toasts(page).first()).toContainText('Copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Toolbox talk\n/);
    expect(copied).toContain("Today's work: Erecting scaffolding on the gable end");
    for (const point of points) {
      // On screen each point carries its number ('1.' then the text); the copy has '1. text'.
      expect(copied).toContain(point.replace(/^(\d+\.)\s*/, '$1 '));
    }
  });
});
