import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectNoConflictingClasses } from '../support/class-conflicts';
import { expect, gate, test, toasts } from '../support/fixtures';

const FUNCTION_URL = '**/functions/v1/generate-tax-guidance';

const questionBox = (page: Page) => page.getByLabel('Your tax question');
const askButton = (page: Page) => page.getByRole('button', { name: /^(Get tax guidance|Generating guidance\.\.\.)$/ });
const guidance = (page: Page) => page.getByRole('region', { name: 'Tax guidance' });
const examples = (page: Page) => page.getByRole('group', { name: 'Example questions' });

test.beforeEach(async ({ page }) => {
  await page.goto('/case-studies/tax-navigator');
  await expect(page.getByRole('heading', { level: 1, name: 'Irish Tax Navigator' })).toBeVisible({ timeout: 15_000 });
});

test('the page explains itself: How It Works in four steps, the covered areas and the disclaimer', async ({ page }) => {
  await expect(page.getByRole('region', { name: 'How It Works' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'What the navigator covers' })).toContainText('Relevant contracts tax');
  await expect(page.getByRole('region', { name: 'Legal disclaimer' })).toContainText('not tax, legal or financial advice');
});

test('an empty question asks for one and sends nothing', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/generate-tax-guidance')) calls += 1;
  });
  await askButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a tax question');
  await questionBox(page).fill('   ');
  await askButton(page).click();
  await expect(guidance(page)).toHaveCount(0);
  expect(calls).toBe(0);
});

test('an example question gives the figure, its official source link and the tax year', async ({ page }) => {
  const hold = gate();
  await page.route(FUNCTION_URL, async (route) => {
    await hold.opened;
    await route.continue();
  });
  await examples(page).getByRole('button', { name: 'When do I have to register for VAT?' }).click();
  await expect(questionBox(page)).toHaveValue('When do I have to register for VAT?');
  await askButton(page).click();
  await expect(askButton(page)).toHaveText('Generating guidance...');
  await expect(askButton(page)).toBeDisabled();
  hold.open();

  await expect(guidance(page)).toContainText('€42,500');
  await expect(guidance(page)).toContainText('€85,000');
  await expect(guidance(page)).toContainText('Tax year 2026');
  const source = guidance(page)
    .getByRole('link', { name: /^Revenue: / })
    .first();
  await expect(source).toHaveAttribute('href', /^https:\/\/www\.revenue\.ie\//);
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(askButton(page)).toHaveText('Get tax guidance');
  await expect(toasts(page)).toHaveCount(0);
  await expectNoConflictingClasses(page);
  // The guidance is rendered Markdown: it must stay accessible too.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});

test("another country's tax gets an honest not covered, with no figure", async ({ page }) => {
  await questionBox(page).fill('What is the VAT rate in the UK?');
  await askButton(page).click();
  await expect(guidance(page)).toContainText('Not covered');
  await expect(guidance(page)).toContainText('HMRC');
  await expect(guidance(page)).not.toContainText('%');
  await expect(guidance(page)).not.toContainText('Tax year 2026');
});

test('a question we do not cover offers the nearest topics; a follow-up asks one and the last answer stays until the next arrives', async ({
  page,
}) => {
  // Both answers are the function's (its own tests ask the real search); here the page's part: the buttons, the keyboard, the focus and the kept answer.
  const asked: string[] = [];
  const hold = gate();
  await page.route(FUNCTION_URL, async (route) => {
    const { question } = route.request().postDataJSON() as { question: string };
    asked.push(question);
    if (asked.length === 1) {
      await route.fulfill({
        json: {
          guidance:
            '### Not covered by our knowledge base\n\nWe could not find that in our knowledge base of Irish tax for 2026, so we will not guess a figure.',
          sources: [],
          taxYear: null,
          covered: false,
          reviewedOn: '2026-11-25',
          generatedBy: 'offline',
          suggestions: ['Universal Social Charge (USC)', 'VAT registration thresholds', 'Corporation tax rates'],
        },
      });
      return;
    }
    await hold.opened;
    await route.fulfill({
      json: {
        guidance: '### Universal Social Charge (USC)\n\nUSC is charged at **0.5%** on the first €12,012.',
        sources: [],
        taxYear: 2026,
        covered: true,
        reviewedOn: '2026-11-25',
        generatedBy: 'offline',
        suggestions: [],
      },
    });
  });
  await questionBox(page).fill('What is the excise duty on a pint of beer from my craft brewery?');
  await askButton(page).click();
  const followUps = guidance(page).getByRole('group', { name: 'Nearest topics we cover' });
  await expect(followUps.getByRole('button')).toHaveCount(3);
  const first = followUps.getByRole('button', { name: 'Ask instead: Universal Social Charge (USC)' });
  await expect(first).toHaveText('Ask instead: Universal Social Charge (USC)');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // From the keyboard, as a visitor without a mouse would.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(questionBox(page)).toHaveValue('Universal Social Charge (USC)');
  await expect(questionBox(page)).toBeFocused();
  await expect(guidance(page)).toHaveAttribute('aria-busy', 'true');
  await expect(guidance(page)).toContainText('You asked: What is the excise duty on a pint of beer from my craft brewery?');
  await expect(first).toBeDisabled();
  hold.open();

  await expect(guidance(page)).toContainText('You asked: Universal Social Charge (USC)');
  await expect(guidance(page)).toContainText('Tax year 2026');
  await expect(guidance(page)).not.toHaveAttribute('aria-busy');
  await expect(followUps).toHaveCount(0);
  expect(asked).toEqual(['What is the excise duty on a pint of beer from my craft brewery?', 'Universal Social Charge (USC)']);
  await expectNoConflictingClasses(page);
});

test('a failed call shows the spec message and a destructive notice, and the question stays', async ({ page }) => {
  await page.route(FUNCTION_URL, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Guidance offline' }) }),
  );
  await questionBox(page).fill('What are the USC rates for 2026?');
  await askButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Failed to generate tax guidance. Please try again.');
  await expect(toasts(page).first()).toContainText('Failed to generate tax guidance. Please try again.');
  await expect(guidance(page)).toHaveCount(0);
  await expect(askButton(page)).toBeEnabled();
  await expect(questionBox(page)).toHaveValue('What are the USC rates for 2026?');
});

test('an empty answer says no guidance was generated', async ({ page }) => {
  await page.route(FUNCTION_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ guidance: '', sources: [], taxYear: null, covered: false }),
    }),
  );
  await questionBox(page).fill('What are the USC rates for 2026?');
  await askButton(page).click();
  await expect(guidance(page)).toContainText('No guidance was generated. Please try again or rephrase it for better results.');
  await expect(toasts(page).first()).toContainText('No guidance generated. Please try again.');
});
