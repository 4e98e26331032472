// The `_headers` file the common static hosts read (Netlify, Cloudflare
// Pages): the same security headers and cache rules the local server sends,
// for a site served with no Node process at all.
import type { ServerConfig } from '../env.ts';
import { IMMUTABLE, REVALIDATE } from '../site/cache-policy.ts';
import { securityHeaders } from '../site/security-headers.ts';

function block(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

// Hosts join the values of a header that several matching rules set, so each
// header is set by exactly one rule for any path: Cache-Control only on the
// paths that need a policy other than the hosts' default (revalidate).
export function renderHeadersFile(config: ServerConfig): string {
  return `${[
    block('/*', securityHeaders(config)),
    // Read on every page load: a deploy must be seen at once.
    block('/config.json', { 'Cache-Control': REVALIDATE }),
    // Hashed build output never changes.
    block('/assets/*', { 'Cache-Control': IMMUTABLE }),
    // Remotes on the same host: a shell on another origin may load them, their
    // entry points revalidate and their hashed chunks are kept.
    block('/remotes/*', { 'Access-Control-Allow-Origin': '*' }),
    block('/remotes/:remote/mf-manifest.json', { 'Cache-Control': REVALIDATE }),
    block('/remotes/:remote/remoteEntry.js', { 'Cache-Control': REVALIDATE }),
    block('/remotes/:remote/assets/*', { 'Cache-Control': IMMUTABLE }),
  ].join('\n\n')}\n`;
}
