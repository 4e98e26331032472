// Headers for every response. The CSP allows our own origin, the configured
// remote origins and, only when an analytics id is configured, Google's
// analytics hosts (the page loads them only after consent).
import type { ServerConfig } from '../env.ts';

const ANALYTICS_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
];

export function contentSecurityPolicy(config: ServerConfig): string {
  const remotes = [
    ...new Set(
      Object.values(config.remoteUrls)
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url).origin),
    ),
  ];
  const analytics = Object.values(config.analytics).some(Boolean) ? ANALYTICS_HOSTS : [];
  const sources = (...extra: string[][]) => ["'self'", ...extra.flat()].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources(remotes, analytics)}`,
    // Components set inline style attributes; styles cannot run code.
    `style-src ${sources(["'unsafe-inline'"], remotes)}`,
    `img-src ${sources(['data:', 'blob:'], remotes, analytics)}`,
    `font-src ${sources(['data:'], remotes)}`,
    `connect-src ${sources(remotes, analytics)}`,
    `frame-src ${sources(analytics)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export function securityHeaders(config: ServerConfig): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (config.publicUrl?.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}
