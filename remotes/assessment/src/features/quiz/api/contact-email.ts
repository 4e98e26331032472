import { loadRuntimeConfig } from '@meitheal/backend-client';

export const FALLBACK_CONTACT_EMAIL = 'hello@meitheal.ie';

/** The address to offer when a send fails; the fallback keeps the message useful when config is unreachable too. */
export function getContactEmail(): Promise<string> {
  return loadRuntimeConfig().then(
    (config) => config.contactEmail,
    () => FALLBACK_CONTACT_EMAIL,
  );
}
