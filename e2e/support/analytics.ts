import type { Page } from '@playwright/test';

/** window.dataLayer as plain arrays (gtag pushes Arguments objects, which do not serialise). */
export function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Array.from(entry as ArrayLike<unknown>).map((value) => (value instanceof Date ? 'date' : value)),
    ),
  );
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The gtag 'event' commands queued so far, as [name, params]. */
export async function gtagEvents(page: Page): Promise<Array<[string, Record<string, unknown> | undefined]>> {
  const entries = await dataLayer(page);
  return entries
    .filter((entry) => entry[0] === 'event')
    .map((entry) => [entry[1] as string, entry[2] as Record<string, unknown> | undefined]);
}

export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01';
