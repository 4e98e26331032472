import { useEffect } from 'react';
import { loadStoredConsent, useConsentStatus } from '../consent';

// Loaded only once the visitor has said yes: a visitor who has not needs none of it.
async function startAfterConsent(): Promise<void> {
  const [{ startAnalytics }, { fireConversionOnce }] = await Promise.all([import('./load-tags'), import('./conversion')]);
  await startAnalytics();
  await fireConversionOnce();
}

/**
 * Mount once. Starts Google's tag when the visitor accepts cookies, or on load
 * when they accepted on an earlier visit; otherwise nothing is loaded at all.
 */
export function AnalyticsBootstrap() {
  const status = useConsentStatus();

  useEffect(() => loadStoredConsent(), []);

  useEffect(() => {
    // A submission made before the visitor accepted still counts once they do.
    if (status === 'granted') startAfterConsent().catch((error: unknown) => console.warn('Analytics did not start.', error));
  }, [status]);

  return null;
}
