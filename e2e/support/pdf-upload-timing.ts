// Times a PDF's way through the document Q&A page in Debian's Chromium: from
// the moment the visitor chooses the file to the moment the page says the
// document is ready, split at the upload request. Used by `npm run bench --
// document`; the server is the caller's, already serving the production build.
import { chromium, type Page } from '@playwright/test';

export interface UploadTiming {
  /** Choosing the file to the upload request: reading the PDF and laying its text out. */
  readingMs: number;
  /** The upload request: the function chunks and stores the text. */
  requestMs: number;
  /** Choosing the file to 'Your document' on the page. */
  totalMs: number;
}

/** How long the visitor's file dialog stays open: the page starts its PDF reader when the pointer reaches the file input. */
const FILE_DIALOG_MS = 1000;

interface PageClock {
  chosen?: number;
  sent?: number;
  answered?: number;
  ready?: number;
}

/** The page's own clock at each step, so nothing of Playwright's round trips is counted. */
function installClock(): void {
  const clock: PageClock = {};
  (window as unknown as { uploadClock: PageClock }).uploadClock = clock;
  document.addEventListener('change', () => (clock.chosen = performance.now()), true);
  const fetchOriginal = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('/process-ethics-document')) return fetchOriginal(input, init);
    clock.sent = performance.now();
    const response = await fetchOriginal(input, init);
    await response.clone().arrayBuffer();
    clock.answered = performance.now();
    return response;
  };
  new MutationObserver(() => {
    if (clock.ready === undefined && [...document.querySelectorAll('h2')].some((heading) => heading.textContent === 'Your document'))
      clock.ready = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

async function uploadOnce(page: Page, origin: string, file: { name: string; buffer: Buffer }): Promise<UploadTiming> {
  await page.goto(`${origin}/case-studies/ethics-rag-demo`);
  await page.getByRole('button', { name: 'Upload and Process' }).waitFor();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel('Document file').click()]);
  await page.waitForTimeout(FILE_DIALOG_MS);
  await chooser.setFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
  await page.getByRole('button', { name: 'Upload and Process' }).click();
  await page.getByRole('heading', { name: 'Your document' }).waitFor({ timeout: 30_000 });
  const clock = await page.evaluate(() => (window as unknown as { uploadClock: PageClock }).uploadClock);
  const { chosen, sent, answered, ready } = clock;
  if (chosen === undefined || sent === undefined || answered === undefined || ready === undefined)
    throw new Error(`The page's clock missed a step: ${JSON.stringify(clock)}`);
  // The next upload starts from an empty page, not from this document restored.
  await page.evaluate(() => window.localStorage.clear());
  return { readingMs: sent - chosen, requestMs: answered - sent, totalMs: ready - chosen };
}

/** The first upload in a new browser (cold) and `warmRuns` more after it, each on a freshly opened page. */
export async function timePdfUploads(
  origin: string,
  file: { name: string; buffer: Buffer },
  warmRuns: number,
): Promise<{ cold: UploadTiming; warm: UploadTiming[] }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext();
    await context.addInitScript(installClock);
    const page = await context.newPage();
    const cold = await uploadOnce(page, origin, file);
    const warm: UploadTiming[] = [];
    for (let run = 0; run < warmRuns; run += 1) warm.push(await uploadOnce(page, origin, file));
    return { cold, warm };
  } finally {
    await browser.close();
  }
}
