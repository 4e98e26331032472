export { CookieBanner } from './CookieBanner';
export { loadStoredConsent, useConsentStatus } from './consent-store';
