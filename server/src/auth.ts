// Every REST and function call must carry the project's anon key, as on
// hosted Supabase. supabase-js sends it as `apikey` and as a bearer token.
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { errorResponse } from '../../supabase/functions/_shared/http.ts';

export function requireApiKey(anonKey: string): MiddlewareHandler {
  const expected = Buffer.from(anonKey);
  const matches = (candidate: string | undefined) => {
    if (!candidate) return false;
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    if (!matches(c.req.header('apikey')) && !matches(bearer)) {
      return errorResponse(401, 'A valid API key is required: send the anon key in the apikey header.');
    }
    return next();
  };
}
