import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readStoredConsent, storeConsent } from './consent-storage';

/**
 * 'unknown' until the stored choice has been read on the client (always so
 * during prerendering and hydration); 'unset' means the visitor has not chosen.
 */
export type ConsentStatus = 'unknown' | 'unset' | 'granted' | 'denied';

interface ConsentState {
  status: ConsentStatus;
}

const consentStore = createStore<ConsentState>(() => ({ status: 'unknown' }));

const toStatus = (granted: boolean): ConsentStatus => (granted ? 'granted' : 'denied');

/** Reads the stored choice once; call after mount, never during render. */
export function loadStoredConsent(): void {
  if (consentStore.getState().status !== 'unknown') return;
  const stored = readStoredConsent();
  consentStore.setState({ status: stored === null ? 'unset' : toStatus(stored) });
}

export function setConsent(granted: boolean): void {
  storeConsent(granted);
  consentStore.setState({ status: toStatus(granted) });
}

export function useConsentStatus(): ConsentStatus {
  return useStore(consentStore, (state) => state.status);
}
