import { useEffect, useSyncExternalStore } from 'react';
import { builtInContactEmail, currentContactEmail, resolveContactEmailOnEngagement, subscribeToContactEmail } from './contact-email';

/**
 * The address visitors should write to. Server render and hydration use the
 * built-in address so prerendered HTML matches; the operator's runtime setting
 * replaces it once the visitor engages with the page (see contact-email.ts).
 */
export function useContactEmail(): string {
  useEffect(resolveContactEmailOnEngagement, []);
  return useSyncExternalStore(subscribeToContactEmail, currentContactEmail, builtInContactEmail);
}
