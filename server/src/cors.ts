// CORS for the API routes: preflights are answered here and every answer,
// errors included, carries the headers (Content-Range exposed for counts).
import type { MiddlewareHandler } from 'hono';
import { corsHeaders } from '../../supabase/functions/_shared/cors.ts';

export const apiCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
  await next();
  for (const [name, value] of Object.entries(corsHeaders)) c.res.headers.set(name, value);
};
