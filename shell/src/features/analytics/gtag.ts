type ConsentValue = 'granted' | 'denied';

export interface ConsentParams {
  ad_storage: ConsentValue;
  analytics_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

type EventParams = Record<string, string | number | boolean>;

export type GtagCommand =
  | [command: 'consent', action: 'default' | 'update', params: ConsentParams]
  | [command: 'js', date: Date]
  | [command: 'config', tagId: string]
  | [command: 'event', name: string, params?: EventParams];

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: GtagCommand) => void;
  }
}

export const consentDenied: ConsentParams = {
  ad_storage: 'denied',
  analytics_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

export const consentGranted: ConsentParams = {
  ad_storage: 'granted',
  analytics_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

/**
 * Defines Google's command queue in our own module because the CSP forbids
 * inline scripts. gtag.js only reads Arguments objects from dataLayer, so the
 * function must push `arguments`, not an array.
 */
export function installGtag(): void {
  if (window.gtag) return;
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js requires the Arguments object
    dataLayer.push(arguments);
  };
}

/** Sends a command when the tag is installed; without consent it does nothing. */
export function sendGtag(...args: GtagCommand): void {
  window.gtag?.(...args);
}

export function loadTagScript(tagId: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
  document.head.append(script);
}
