import { useEffect } from 'react';
import { loadStoredConsent, useConsentStatus } from '../consent';
import { startAnalytics } from './load-tags';

/**
 * Mount once. Starts Google's tag when the visitor accepts cookies, or on load
 * when they accepted on an earlier visit; otherwise nothing is loaded at all.
 */
export function AnalyticsBootstrap() {
  const status = useConsentStatus();

  useEffect(() => loadStoredConsent(), []);

  useEffect(() => {
    if (status === 'granted') void startAnalytics();
  }, [status]);

  return null;
}
