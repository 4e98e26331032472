import { DEFAULT_CONTACT_EMAIL } from './default-contact-email';
import { loadRuntimeConfig } from './runtime-config';

/**
 * The address to offer when something fails: the operator's, or the default
 * when the configuration is unreachable too, so the message stays useful.
 */
export function getContactEmail(): Promise<string> {
  return loadRuntimeConfig().then(
    (config) => config.contactEmail,
    () => DEFAULT_CONTACT_EMAIL,
  );
}
