// Headers for every response. The CSP allows our own origin, the configured
// backend (SUPABASE_URL) and remote origins and, only for the products whose
// ids are configured, the hosts Google's guide names for them (the page loads
// them only after consent).
import type { ServerConfig } from '../env.ts';
import { GOOGLE_ADS_CONVERSION_HOSTS, GOOGLE_ANALYTICS_HOSTS, type CspDirective, type HostsByDirective } from './google-tag-hosts.ts';

export function contentSecurityPolicy(config: ServerConfig): string {
  const remotes = [
    ...new Set(
      Object.values(config.remoteUrls)
        .filter((url): url is string => Boolean(url))
        .map((url) => new URL(url).origin),
    ),
  ];
  const backend = config.supabaseUrl ? [new URL(config.supabaseUrl).origin] : [];
  const google: HostsByDirective[] = [
    ...(config.analytics.gaMeasurementId ? [GOOGLE_ANALYTICS_HOSTS] : []),
    ...(config.analytics.adsConversionId ? [GOOGLE_ADS_CONVERSION_HOSTS] : []),
  ];
  const tags = (directive: CspDirective) => [...new Set(google.flatMap((hosts) => hosts[directive] ?? []))];
  const sources = (...extra: string[][]) => [...new Set(["'self'", ...extra.flat()])].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources(remotes, tags('script-src'))}`,
    // Components set inline style attributes; styles cannot run code.
    `style-src ${sources(["'unsafe-inline'"], remotes)}`,
    `img-src ${sources(['data:', 'blob:'], remotes, tags('img-src'))}`,
    `font-src ${sources(['data:'], remotes)}`,
    `connect-src ${sources(backend, remotes, tags('connect-src'))}`,
    `frame-src ${sources(tags('frame-src'))}`,
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
