// The hosts Google's CSP guide for its tags names, per directive, for what
// this site uses: Google Analytics 4 (measurement id) and Google Ads
// conversions (conversion id). Wildcards cover the regional collection hosts
// (region1.google-analytics.com, region1.analytics.google.com, ...).
// Source: developers.google.com/tag-platform/security/guides/csp, sections
// "Google Analytics 4" and "Google Ads conversions"; checked 2026-11-22.

export type CspDirective = 'script-src' | 'img-src' | 'connect-src' | 'frame-src';

export type HostsByDirective = Readonly<Partial<Record<CspDirective, readonly string[]>>>;

export const GOOGLE_ANALYTICS_HOSTS: HostsByDirective = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

export const GOOGLE_ADS_CONVERSION_HOSTS: HostsByDirective = {
  'script-src': ['https://www.googleadservices.com', 'https://www.google.com'],
  'img-src': ['https://googleads.g.doubleclick.net', 'https://www.google.com'],
};
