import { useEffect } from 'react';
import { loadStoredConsent, useConsentStatus } from '../consent';
import { fireConversionOnce } from './conversion';
import { startAnalytics } from './load-tags';

/**
 * Mount once. Starts Google's tag when the visitor accepts cookies, or on load
 * when they accepted on an earlier visit; otherwise nothing is loaded at all.
 */
export function AnalyticsBootstrap() {
  const status = useConsentStatus();

  useEffect(() => loadStoredConsent(), []);

  useEffect(() => {
    // A submission made before the visitor accepted still counts once they do.
    if (status === 'granted') void startAnalytics().then(() => fireConversionOnce());
  }, [status]);

  return null;
}
