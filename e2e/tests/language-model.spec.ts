// With a language model configured (an OpenAI-compatible fake on loopback),
// the tax page shows the answer's words as they are written, keeping its
// loading state until the first ones arrive, then the whole answer with the
// 'Worded by AI from our sources' badge. A site server of its own, so every
// other test keeps the offline default.
import { expect, test } from '../support/fixtures';
import { extraPort, startSiteServer } from '../support/site-server';
import { startFakeLlmServer, type FakeLlmServer } from '../../supabase/functions/_shared/llm/testing/fake-llm-server.ts';

test.describe.configure({ mode: 'serial' });

const FIRST =
  'For 2026 you pay USC at 0.5% on the first €12,012, 2% from €12,012.01 to €28,700, 3% from €28,700.01 to €70,044 and 8% above that.';
const SECOND = ' If your total income is €13,000 or less you pay none.';

let llm: FakeLlmServer;
let site: Awaited<ReturnType<typeof startSiteServer>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  llm = await startFakeLlmServer();
  site = await startSiteServer(extraPort(7), { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'fake-model' });
});

test.afterAll(async () => {
  await site?.stop();
  await llm?.close();
});

test('the tax page streams a model answer as it is written, then shows the whole answer', async ({ page, pageProblems }) => {
  llm.reply({ stream: [FIRST, SECOND], pauseMs: 1_500 });
  await page.goto(`${site.url}/case-studies/tax-navigator`);
  await expect(page.getByRole('heading', { level: 1, name: 'Irish Tax Navigator' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Your tax question' }).fill('What are the USC rates for 2026?');
  await page.getByRole('button', { name: 'Get tax guidance' }).click();

  const writing = page.getByRole('region', { name: 'Tax guidance being written' });
  await expect(writing).toContainText('0.5% on the first €12,012');
  // The model is still writing: the finished answer is not there yet.
  await expect(page.getByRole('region', { name: 'Tax guidance', exact: true })).toHaveCount(0);

  const answer = page.getByRole('region', { name: 'Tax guidance', exact: true });
  await expect(answer).toContainText('€13,000 or less');
  await expect(answer.getByText('Worded by AI from our sources')).toBeVisible();
  await expect(writing).toHaveCount(0);
  expect(pageProblems).toEqual([]);
});
