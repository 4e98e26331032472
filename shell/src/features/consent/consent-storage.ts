export const CONSENT_STORAGE_KEY = 'meitheal.cookie-consent';

/** The visitor's stored choice, or null when they have not chosen (or storage is unavailable). */
export function readStoredConsent(): boolean | null {
  try {
    const stored = localStorage.getItem(CONSENT_STORAGE_KEY);
    if (stored === 'true') return true;
    if (stored === 'false') return false;
    return null;
  } catch {
    return null;
  }
}

export function storeConsent(granted: boolean): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, String(granted));
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
}
