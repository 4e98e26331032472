export { CookieBanner } from './CookieBanner';
export { loadStoredConsent, setConsent, useConsentStatus, type ConsentStatus } from './consent-store';
