import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

export { expect };

/** The localStorage key the cookie banner stores its choice under. */
export const CONSENT_KEY = 'meitheal.cookie-consent';

/** Hosts Google's tags talk to; the machine is offline, and without consent none may be contacted. */
export const GOOGLE_HOSTS =
  /^https?:\/\/([^/]*\.)?(googletagmanager\.com|google-analytics\.com|doubleclick\.net|google\.com|google\.ie)(\/|$)/;

export type Consent = 'accepted' | 'declined' | 'none';

interface Fixtures {
  /** The cookie choice stored before each page loads; 'none' leaves the banner up. */
  consent: Consent;
  /** Every request the page made to a Google host, in order (answered with an empty script). */
  googleRequests: string[];
  /** Console errors and uncaught page errors seen during the test. */
  pageProblems: string[];
}

export const test = base.extend<Fixtures>({
  consent: ['declined', { option: true }],

  googleRequests: async ({ context }, use) => {
    const seen: string[] = [];
    await context.route(GOOGLE_HOSTS, async (route) => {
      seen.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    });
    await use(seen);
  },

  page: async ({ page, consent, googleRequests }, use) => {
    // Reading the fixture installs the Google interception before any navigation.
    void googleRequests;
    if (consent !== 'none') {
      await page.addInitScript(
        ([key, value]) => {
          // Only when absent, so a test that changes the choice keeps it across reloads.
          if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
        },
        [CONSENT_KEY, consent === 'accepted' ? 'true' : 'false'] as const,
      );
    }
    await use(page);
  },

  pageProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()} @ ${message.location().url}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/** Waits until React has hydrated the prerendered page (the shell marks nothing, so we wait for its effects). */
export async function waitForHydration(page: Page): Promise<void> {
  // React attaches its internal keys to DOM nodes once hydrateRoot has run.
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** The toasts on screen (Radix renders each as a list item in the 'Notifications' region). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}

/** True once React has hydrated (or rendered) the element, so typing into it reaches React state. */
export async function waitForReact(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/** A promise the test resolves when it wants a held request to go on. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
