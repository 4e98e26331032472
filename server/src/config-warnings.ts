// Settings that start fine but would hurt in production, said out loud at start.
import type { ServerConfig } from './env.ts';
import { DEVELOPMENT_ANON_KEY } from './env.ts';

export function configurationWarnings(config: ServerConfig): string[] {
  const warnings: string[] = [];
  const publicHttps = config.publicUrl?.startsWith('https://') ?? false;
  if (publicHttps && !config.trustProxy) {
    warnings.push(
      'PUBLIC_URL is https but TRUST_PROXY is off: if a proxy or load balancer sits in front of this server, every visitor ' +
        "shares the proxy's address, so one busy client can use up everyone's rate limit. Set TRUST_PROXY=on behind a proxy you run.",
    );
  }
  if (publicHttps && config.anonKey === DEVELOPMENT_ANON_KEY) {
    warnings.push('PUBLIC_URL is https but SUPABASE_ANON_KEY is unset: the public development key is in use.');
  }
  if (!config.rateLimits) warnings.push('RATE_LIMITS is off: the functions accept any number of requests per client.');
  return warnings;
}

let warnedForwarded = false;

/**
 * A request carrying X-Forwarded-For while TRUST_PROXY is off usually means a
 * proxy in front that we do not listen to, so rate limits see one client.
 * Said once per process; the request is served as usual.
 */
export function warnOnUntrustedForwarding(req: Request, trustProxy: boolean): void {
  if (trustProxy || warnedForwarded || !req.headers.has('x-forwarded-for')) return;
  warnedForwarded = true;
  console.warn(
    'A request arrived with X-Forwarded-For while TRUST_PROXY is off. If this server is behind a proxy, set TRUST_PROXY=on, ' +
      'or every visitor shares one rate limit; if not, a caller is sending the header itself (it is ignored).',
  );
}
