// Fixed-window rate limits per client and function, counted in the database so
// they hold across restarts and across several server instances.
import { clientKey } from './client-key.ts';
import { getDatabase } from './database.ts';
import { readEnv } from './env.ts';
import { HttpError } from './errors.ts';

export interface RateLimit {
  /** Requests allowed per client in one window. */
  requests: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { requests: 30, windowSeconds: 60 };

export function rateLimitsEnabled(): boolean {
  return readEnv('RATE_LIMITS')?.toLowerCase() !== 'off';
}

/**
 * Counts this request and throws a 429 HttpError when the client is over its
 * limit. The client is keyed by clientKey: a whole IPv6 /64 is one client.
 */
export async function enforceRateLimit(functionName: string, client: string, limit: RateLimit): Promise<void> {
  if (!rateLimitsEnabled()) return;
  const db = await getDatabase();
  // One statement: drop stale windows of every bucket (so one-off callers do
  // not pile up), then count the hit atomically, so concurrent requests cannot
  // both slip under the limit.
  const rows = await db.query<{ hits: number; retry_after: number }>(
    `with purge as (
       delete from public.rate_limits
        where window_start < now() - interval '1 day'
     )
     insert into public.rate_limits as r (bucket, window_start, hits)
     values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
     on conflict (bucket, window_start) do update set hits = r.hits + 1
     returning r.hits,
       greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => $2) - now()))))::int as retry_after`,
    [`${functionName}:${clientKey(client)}`, limit.windowSeconds],
  );
  const row = rows[0];
  if (row && row.hits > limit.requests) {
    throw new HttpError(429, 'Too many requests. Please wait a moment and try again.', {
      'retry-after': String(row.retry_after),
    });
  }
}
