import { site } from '../../content/site';

// The operator may set another contact address in /config.json. Reading it
// needs the backend client and zod, which have no other use on a marketing
// page, so the address is resolved only once the visitor engages with the
// page (scrolls, points, touches, types): an address nobody has seen or used
// yet needs no code. Until then, and if the configuration cannot be read,
// the built-in address stands; it is ours too.

type Listener = () => void;

let current: string = site.contactEmail;
let settled = false;
let pending: Promise<string> | undefined;
const listeners = new Set<Listener>();

/** The address to show now: the built-in one until the configuration has answered. */
export function currentContactEmail(): string {
  return current;
}

/** The address prerendered pages were built with; hydration must start from it. */
export function builtInContactEmail(): string {
  return site.contactEmail;
}

/** Whether the configuration has answered (or failed), so `currentContactEmail` is final. */
export function isContactEmailSettled(): boolean {
  return settled;
}

export function subscribeToContactEmail(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the operator's address once per page; resolves to the address to use. */
export function resolveContactEmail(): Promise<string> {
  pending ??= import('@meitheal/backend-client')
    .then(({ loadRuntimeConfig }) => loadRuntimeConfig())
    .then(
      (config) => config.contactEmail,
      (error: unknown) => {
        console.warn('Using the default contact address; site configuration did not load.', error);
        return site.contactEmail;
      },
    )
    .then((email) => {
      current = email;
      settled = true;
      for (const listener of listeners) listener();
      return email;
    });
  return pending;
}

const engagementEvents = ['scroll', 'pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
let waitingComponents = 0;
let stopListening: (() => void) | undefined;

function onFirstEngagement(callback: () => void): () => void {
  const listening = new AbortController();
  const engage = () => {
    listening.abort();
    callback();
  };
  for (const type of engagementEvents) {
    window.addEventListener(type, engage, { capture: true, passive: true, signal: listening.signal });
  }
  return () => listening.abort();
}

/**
 * Resolves the address on the visitor's first engagement with the page, for
 * as long as some component shows it; returns the component's release.
 */
export function resolveContactEmailOnEngagement(): () => void {
  waitingComponents += 1;
  if (waitingComponents === 1 && !settled) stopListening = onFirstEngagement(() => void resolveContactEmail());
  return () => {
    waitingComponents -= 1;
    if (waitingComponents > 0) return;
    stopListening?.();
    stopListening = undefined;
  };
}
