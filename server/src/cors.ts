// CORS for the API routes: preflights are answered here and every answer,
// errors and the function's own included, carries the headers for the
// caller's origin. The rule is the functions' own (supabase/functions/_shared/cors.ts),
// taken from the validated config rather than the process environment, so
// each server a test starts keeps its own.
import type { MiddlewareHandler } from 'hono';
import {
  ANY_ORIGIN,
  normaliseOrigin,
  onlyOrigins,
  preflightResponse,
  withCors,
  type CorsPolicy,
} from '../../supabase/functions/_shared/cors.ts';
import type { ServerConfig } from './env.ts';

/**
 * SITE_ORIGINS plus PUBLIC_URL's origin (the pages this server serves
 * itself), or PUBLIC_URL's alone; with neither set this is local development
 * (npm start, npm run dev, the tests), where any origin may call.
 */
export function serverCorsPolicy(config: Pick<ServerConfig, 'siteOrigins' | 'publicUrl'>): CorsPolicy {
  const publicOrigin = config.publicUrl ? normaliseOrigin(config.publicUrl) : undefined;
  const origins = [...config.siteOrigins, ...(publicOrigin ? [publicOrigin] : [])];
  return origins.length > 0 ? onlyOrigins(origins) : ANY_ORIGIN;
}

export function apiCors(policy: CorsPolicy): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflightResponse(policy, c.req.raw);
    await next();
    withCors(policy, c.req.raw, c.res);
  };
}
