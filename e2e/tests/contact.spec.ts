import type { Page, Request } from '@playwright/test';
import { dataLayer, gtagEvents, GTAG_SCRIPT } from '../support/analytics';
import { expect, gate, test, toasts, waitForHydration, waitForReact } from '../support/fixtures';

const FUNCTION_URL = '**/functions/v1/send-contact-email';
const form = (page: Page) => page.getByRole('form', { name: 'Get in Touch' });
const sendButton = (page: Page) => form(page).getByRole('button', { name: /Send Message|Sending\.\.\./ });

/** Opens the home page and brings the deferred contact form in, ready for typing. */
async function openContactForm(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('#contact-section').scrollIntoViewIfNeeded();
  await waitForReact(page, 'form[aria-label="Get in Touch"] input[name="name"]');
}

async function fillValid(page: Page, name = 'Aoife Byrne') {
  await form(page).getByLabel('Name').fill(name);
  await form(page).getByLabel('Email').fill('aoife@byrne-joinery.ie');
  await form(page).getByLabel('Company (optional)').fill('Byrne Joinery');
  await form(page).getByLabel('Message').fill('We quote 40 kitchen jobs a month by hand. Could AI draft the quotes?');
}

/** Every POST to the contact function this page makes. */
function recordSends(page: Page): Request[] {
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/functions/v1/send-contact-email')) sends.push(request);
  });
  return sends;
}

test('the form says how the details are used and links to the privacy notice before they are sent', async ({ page }) => {
  await openContactForm(page);
  await expect(form(page).getByText(/We use your details only to reply to your message and keep them for 24 months/)).toBeVisible();
  await form(page).getByRole('link', { name: 'privacy notice' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { name: 'Who processes it for us' })).toBeVisible();
});

test('the required fields block submission and nothing is sent', async ({ page }) => {
  const sends = recordSends(page);
  await openContactForm(page);

  await sendButton(page).click();
  await expect(form(page).getByText('Please enter your name.')).toBeVisible();
  await expect(form(page).getByText('Please enter your email address.')).toBeVisible();
  await expect(form(page).getByText('Please tell us how we can help.')).toBeVisible();
  await expect(form(page).getByLabel('Name')).toBeFocused();
  await expect(form(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Name')).toHaveAccessibleDescription('Please enter your name.');

  // Spaces only do not count, and the e-mail must pass the browser's e-mail check.
  await form(page).getByLabel('Name').fill('   ');
  await form(page).getByLabel('Email').fill('aoife-at-byrne');
  await form(page).getByLabel('Message').fill('Hello');
  await sendButton(page).click();
  await expect(form(page).getByText('Please enter your name.')).toBeVisible();
  await expect(form(page).getByText('Please enter a valid email address, like name@company.ie.')).toBeVisible();
  await expect(form(page).getByText('Please tell us how we can help.')).toBeHidden();

  await form(page).getByLabel('Name').fill('Aoife');
  await sendButton(page).click();
  await expect(form(page).getByLabel('Email')).toBeFocused();

  await expect(page).toHaveURL('/');
  expect(sends).toHaveLength(0);
});

test('a valid message shows Sending... and then the thank-you page', async ({ page }) => {
  const sends = recordSends(page);
  const hold = gate();
  await page.route(FUNCTION_URL, async (route) => {
    await hold.opened;
    await route.continue();
  });
  await openContactForm(page);
  await fillValid(page);
  await sendButton(page).click();

  await expect(sendButton(page)).toHaveText('Sending...');
  await expect(sendButton(page)).toBeDisabled();
  const response = page.waitForResponse((r) => r.url().includes('/functions/v1/send-contact-email'));
  hold.open();
  expect((await response).status()).toBe(200);

  await expect(page).toHaveURL('/form-submitted');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(page.getByText('Your message has been sent. We will get back to you within 24 hours.')).toBeVisible();
  await expect(page).toHaveTitle('Thank You for Getting in Touch | Meitheal AI');

  expect(sends).toHaveLength(1);
  expect(sends[0]!.postDataJSON()).toEqual({
    type: 'contact',
    name: 'Aoife Byrne',
    email: 'aoife@byrne-joinery.ie',
    company: 'Byrne Joinery',
    message: 'We quote 40 kitchen jobs a month by hand. Could AI draft the quotes?',
    website: '',
  });
});

test.describe('with analytics accepted', () => {
  test.use({ consent: 'accepted' });

  test('the Ads conversion fires once on /form-submitted and not again after a reload', async ({ page, googleRequests }) => {
    await openContactForm(page);
    await expect.poll(() => googleRequests).toContain(GTAG_SCRIPT);
    await fillValid(page, 'Seán Ó Briain');
    await sendButton(page).click();
    await expect(page).toHaveURL('/form-submitted');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();

    const conversions = async () =>
      (await gtagEvents(page)).filter(([name, params]) => name === 'conversion' && params?.['send_to'] === 'AW-100000001/e2eLabel');
    await expect.poll(async () => (await conversions()).length).toBe(1);
    const events = await gtagEvents(page);
    expect(events.filter(([name]) => name === 'generate_lead')).toHaveLength(1);
    expect(events.filter(([name]) => name === 'form_submit')).toHaveLength(1);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    // Wait until the tag is configured again, so a late conversion would already be queued.
    await expect.poll(() => dataLayer(page)).toContainEqual(['config', 'AW-100000001']);
    await page.waitForLoadState('networkidle');
    expect(await conversions()).toHaveLength(0);
    expect((await gtagEvents(page)).filter(([name]) => name === 'generate_lead')).toHaveLength(0);
  });

  test('visiting /form-submitted directly counts no conversion', async ({ page, googleRequests }) => {
    await page.goto('/form-submitted');
    await waitForHydration(page);
    await expect.poll(() => googleRequests).toContain(GTAG_SCRIPT);
    await page.waitForLoadState('networkidle');
    expect((await gtagEvents(page)).filter(([name]) => name === 'conversion')).toHaveLength(0);
  });
});

test('a failed send shows one error toast with our address and keeps what was typed', async ({ page }) => {
  let attempts = 0;
  await page.route(FUNCTION_URL, async (route) => {
    attempts += 1;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Mail relay down' }) });
  });
  await openContactForm(page);
  await fillValid(page);
  await sendButton(page).click();

  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText('Error sending message');
  await expect(toasts(page).first()).toContainText('Please try again later or contact us directly at hello@meitheal.ie');
  await expect(page).toHaveURL('/');
  await expect(sendButton(page)).toHaveText('Send Message');
  await expect(sendButton(page)).toBeEnabled();
  await expect(form(page).getByLabel('Name')).toHaveValue('Aoife Byrne');
  await expect(form(page).getByLabel('Email')).toHaveValue('aoife@byrne-joinery.ie');
  await expect(form(page).getByLabel('Company (optional)')).toHaveValue('Byrne Joinery');
  await expect(form(page).getByLabel('Message')).toHaveValue('We quote 40 kitchen jobs a month by hand. Could AI draft the quotes?');

  // A second failure replaces the first toast instead of stacking another.
  await sendButton(page).click();
  await expect.poll(() => attempts).toBe(2);
  await expect(sendButton(page)).toBeEnabled();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText('Error sending message');
  // No automatic retry: one request per press.
  expect(attempts).toBe(2);
});
