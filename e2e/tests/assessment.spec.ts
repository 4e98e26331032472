import type { Page, Request } from '@playwright/test';
import { expectNoConflictingClasses } from '../support/class-conflicts';
import { expect, gate, test, toasts } from '../support/fixtures';
import { tabTo } from '../support/keyboard';

/*
 * One answer per question (the option index is also its score): stage 1 all
 * top answers, stage 2 all third answers, stage 3 all first answers, stage 4
 * all second answers. That is 12 + 8 + 0 + 4 = 24 of 48 points, 50%.
 */
const answers = [3, 3, 3, 3, 2, 2, 2, 2, 0, 0, 0, 0, 1, 1, 1, 1];
const stageTitles = ['Baseline Readiness', 'Prioritise Use-Cases', 'Roadmap & PoC Status', 'Pilot and Scale'];

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Assessment progress' });
const nextButton = (page: Page) => page.getByRole('button', { name: /^(Next|View Results)$/ });
const radios = (page: Page) => page.getByRole('radio');

async function openAssessment(page: Page) {
  await page.goto('/ai-readiness');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible({ timeout: 15_000 });
}

async function expectQuestion(page: Page, number: number) {
  await expect(page.getByText(`Question ${number} of 16`, { exact: true })).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', String(Math.round((number / 16) * 100)));
  await expect(page.getByText(`Stage ${Math.ceil(number / 4)} of 4`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: stageTitles[Math.ceil(number / 4) - 1] })).toBeVisible();
  await expect(radios(page)).toHaveCount(4);
}

/**
 * Chooses option `index` with the keyboard only: Tab into the radio group
 * (which lands on the checked option, or the first), then Space or the arrow keys.
 */
async function chooseWithKeyboard(page: Page, index: number) {
  const checked = await radios(page).evaluateAll((inputs) => inputs.findIndex((input) => (input as HTMLInputElement).checked));
  const start = checked === -1 ? 0 : checked;
  await tabTo(page, radios(page).nth(start));
  if (checked === -1 && index === 0) await page.keyboard.press('Space');
  for (let at = start; at < index; at += 1) await page.keyboard.press('ArrowDown');
  for (let at = start; at > index; at -= 1) await page.keyboard.press('ArrowUp');
  await expect(radios(page).nth(index)).toBeChecked();
  await expect(radios(page).nth(index)).toBeFocused();
}

/** Answers questions `from` to `to` (1-based) with the keyboard, confirming each with Enter. */
async function answerQuestions(page: Page, from: number, to: number) {
  for (let number = from; number <= to; number += 1) {
    await expectQuestion(page, number);
    await expect(nextButton(page)).toBeDisabled();
    await expect(nextButton(page)).toHaveText(number === 16 ? 'View Results' : 'Next');
    await chooseWithKeyboard(page, answers[number - 1]!);
    await expect(nextButton(page)).toBeEnabled();
    await page.keyboard.press('Enter');
  }
}

test('the whole assessment by keyboard, resuming after a reload, to the score, breakdown and recommendation', async ({ page }) => {
  await openAssessment(page);
  await expectQuestion(page, 1);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(nextButton(page)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  await answerQuestions(page, 1, 6);
  await expectQuestion(page, 7);
  // After Enter, focus is on the new question so the keyboard user carries on from there.
  await expect(page.getByRole('heading', { level: 3 })).toBeFocused();

  // Pick an option on question 7 without confirming, then reload.
  await chooseWithKeyboard(page, 1);
  await expectNoConflictingClasses(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible({ timeout: 15_000 });
  await expectQuestion(page, 7);
  await expect(radios(page).nth(1)).toBeChecked();
  await expect(nextButton(page)).toBeEnabled();

  // Change the pending choice to the planned answer and go on to the end.
  await chooseWithKeyboard(page, 2);
  await expect(radios(page).nth(1)).not.toBeChecked();
  await page.keyboard.press('Enter');
  await answerQuestions(page, 8, 16);

  const scoreHeading = page.getByRole('heading', { level: 2, name: 'Your AI readiness score' });
  await expect(scoreHeading).toBeVisible();
  await expect(scoreHeading).toBeFocused();
  await expect(page.getByTestId('score-percent')).toHaveText('50%');
  await expect(page.getByTestId('score-points')).toHaveText('24 out of 48 points');
  await expect(page.getByRole('heading', { level: 3, name: 'You have good foundations in place' })).toBeVisible();

  const breakdown = page.getByRole('region', { name: 'Your score by stage' });
  const stageLines = breakdown.getByRole('listitem');
  await expect(stageLines).toHaveCount(4);
  await expect(stageLines.nth(0)).toContainText('Baseline Readiness12 of 12 points (100%)');
  await expect(stageLines.nth(1)).toContainText('Prioritise Use-Cases8 of 12 points (67%)');
  await expect(stageLines.nth(2)).toContainText('Roadmap & PoC Status0 of 12 points (0%)');
  await expect(stageLines.nth(3)).toContainText('Pilot and Scale4 of 12 points (33%)');

  const recommendation = page.getByRole('region', { name: 'Your recommended next step: Prove' });
  await expect(recommendation).toContainText('Your lowest-scoring stage is Roadmap & PoC Status (0%).');
  await expect(recommendation.getByRole('link', { name: 'Learn about our Prove service' })).toHaveAttribute(
    'href',
    '/services/proof-of-concept',
  );
  await expectNoConflictingClasses(page);

  // The result survives a reload too.
  await page.reload();
  await expect(page.getByTestId('score-percent')).toHaveText('50%', { timeout: 15_000 });
});

test.describe('after finishing', () => {
  test.beforeEach(async ({ page }) => {
    // Start from a finished quiz saved on this device, as the reload test shows the app does.
    await page.addInitScript(
      (saved) => {
        if (!localStorage.getItem('meitheal.assessment.v1')) localStorage.setItem('meitheal.assessment.v1', saved);
      },
      JSON.stringify({
        state: {
          questionIndex: 15,
          selected: null,
          finished: true,
          answers: Object.fromEntries(answers.map((answer, index) => [`${Math.floor(index / 4) + 1}.${(index % 4) + 1}`, answer])),
        },
        version: 1,
      }),
    );
    await openAssessment(page);
    await expect(page.getByTestId('score-percent')).toHaveText('50%');
  });

  test('Get Detailed Analysis sends the results by e-mail and returns to the score', async ({ page }) => {
    const sends: Request[] = [];
    const hold = gate();
    await page.route('**/functions/v1/send-contact-email', async (route) => {
      sends.push(route.request());
      await hold.opened;
      await route.continue();
    });

    await tabTo(page, page.getByRole('button', { name: 'Get Detailed Analysis' }));
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: 'Get your detailed analysis' });
    await expect(heading).toBeFocused();

    const sendButton = page.getByRole('button', { name: /Send My Analysis|Sending\.\.\./ });
    await expect(sendButton).toBeDisabled();
    // Back returns to the score without sending.
    await tabTo(page, page.getByRole('button', { name: 'Back' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('score-percent')).toHaveText('50%');
    await tabTo(page, page.getByRole('button', { name: 'Get Detailed Analysis' }));
    await page.keyboard.press('Enter');

    const email = page.getByLabel('Email address');
    await tabTo(page, email);
    await page.keyboard.type('niamh@kellyfreight.ie');
    await expect(sendButton).toBeEnabled();
    const response = page.waitForResponse('**/functions/v1/send-contact-email');
    await page.keyboard.press('Enter');

    await expect(sendButton).toHaveText('Sending...');
    await expect(sendButton).toBeDisabled();
    hold.open();
    expect((await response).status()).toBe(200);

    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page).first()).toContainText('Results sent successfully!');
    await expect(toasts(page).first()).toContainText(
      'Your detailed analysis has been sent to our team and will be delivered within 4 hours',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Your AI readiness score' })).toBeFocused();
    await expect(page.getByTestId('score-percent')).toHaveText('50%');

    expect(sends).toHaveLength(1);
    const payload = sends[0]!.postDataJSON() as {
      type: string;
      email: string;
      name: string;
      aiReadinessData: {
        score: number;
        totalPoints: number;
        maxPoints: number;
        detailedResults: Array<{ stage: string; questions: Array<{ selectedAnswer: number; answerText: string }> }>;
      };
    };
    expect(payload).toMatchObject({
      type: 'ai-readiness',
      email: 'niamh@kellyfreight.ie',
      aiReadinessData: { score: 50, totalPoints: 24, maxPoints: 48 },
    });
    expect(payload.name).toBeTruthy();
    expect(payload.aiReadinessData.detailedResults.map((stage) => stage.stage)).toEqual(stageTitles);
    expect(payload.aiReadinessData.detailedResults.flatMap((stage) => stage.questions.map((q) => q.selectedAnswer))).toEqual(answers);
    for (const stage of payload.aiReadinessData.detailedResults) {
      for (const question of stage.questions) expect(question.answerText.length).toBeGreaterThan(5);
    }
  });

  test('a failed send shows the error toast and keeps the e-mail form', async ({ page }) => {
    await page.route('**/functions/v1/send-contact-email', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('button', { name: 'Get Detailed Analysis' }).click();
    await page.getByLabel('Email address').fill('niamh@kellyfreight.ie');
    await page.getByRole('button', { name: 'Send My Analysis' }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page).first()).toContainText('Error sending results');
    await expect(toasts(page).first()).toContainText('Please try again later or contact us directly at hello@meitheal.ie');
    await expect(page.getByLabel('Email address')).toHaveValue('niamh@kellyfreight.ie');
    await expect(page.getByRole('button', { name: 'Send My Analysis' })).toBeEnabled();
  });

  test('Retake resets to the first question with nothing chosen', async ({ page }) => {
    await tabTo(page, page.getByRole('button', { name: 'Retake Assessment' }));
    await page.keyboard.press('Enter');
    await expectQuestion(page, 1);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(nextButton(page)).toBeDisabled();
    await expect(page.getByTestId('score-percent')).toHaveCount(0);

    // The reset is saved: a reload does not bring the old result back.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'AI Readiness Assessment' })).toBeVisible({ timeout: 15_000 });
    await expectQuestion(page, 1);
    await expect(page.getByTestId('score-percent')).toHaveCount(0);
  });
});
