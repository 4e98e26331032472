import { consentDenied, consentGranted, installGtag, loadTagScript, sendGtag } from './gtag';

export interface TagIds {
  gaMeasurementId?: string;
  adsConversionId?: string;
  adsConversionLabel?: string;
}

let started: Promise<TagIds | null> | undefined;

/**
 * Loads Google's tag for GA4 and Ads, once, after the visitor has accepted
 * cookies. Resolves to the configured ids, or null when none are configured
 * (then nothing is installed and no request leaves the browser).
 */
export function startAnalytics(): Promise<TagIds | null> {
  started ??= loadTags().catch((error: unknown) => {
    // A later consent or remount may try again; the site works without analytics.
    started = undefined;
    console.warn('Analytics did not start: site configuration could not be loaded.', error);
    return null;
  });
  return started;
}

/** What startAnalytics settled on, or null when it has not been started (no consent). */
export function analyticsReady(): Promise<TagIds | null> {
  return started ?? Promise.resolve(null);
}

async function loadTags(): Promise<TagIds | null> {
  // Dynamic so the config loader and its validator stay out of the first-load bundle.
  const { loadRuntimeConfig } = await import('@meitheal/backend-client');
  const { analytics } = await loadRuntimeConfig();
  const tagIds = [analytics.gaMeasurementId, analytics.adsConversionId].filter((id): id is string => Boolean(id));
  const [firstTag] = tagIds;
  if (firstTag === undefined) return null;

  installGtag();
  // Consent mode: the default must be queued before anything else.
  sendGtag('consent', 'default', consentDenied);
  sendGtag('consent', 'update', consentGranted);
  sendGtag('js', new Date());
  for (const id of tagIds) sendGtag('config', id);
  loadTagScript(firstTag);
  return analytics;
}
