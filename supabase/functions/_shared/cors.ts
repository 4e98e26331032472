// CORS for the functions and the REST reads. Browsers call them from the
// site through supabase-js; only the site's own origins get an
// Access-Control-Allow-Origin, so another site's page cannot read what the
// API answers in a visitor's browser. CORS binds browsers only: a script
// calling the API directly is held by the rate limits and quotas, not by this.
//
// Which origins (one rule for Deno and the local server, read by
// corsPolicyFromEnv; the local server builds the same policy from its
// validated config, server/src/cors.ts):
// 1. SITE_ORIGINS, comma-separated (`supabase secrets set SITE_ORIGINS=...`
//    on hosted Supabase);
// 2. otherwise PUBLIC_URL's origin, the site's own;
// 3. otherwise, on hosted Supabase (the real Deno runtime), the production
//    site DEFAULT_SITE_ORIGIN;
// 4. otherwise any origin (`*`): that is local development, the embedded Node
//    server with neither variable set (`npm start`, `npm run dev`, a remote's
//    dev server against it, the tests). Nothing deployed reaches this case:
//    a static build needs PUBLIC_URL, and hosted functions stop at 3.
import { readEnv } from './env.ts';

/** The production site (shell/src/content/site.ts), what hosted functions allow when nothing is configured. */
export const DEFAULT_SITE_ORIGIN = 'https://www.meitheal.ie';

/**
 * Sent with every API answer whatever the caller's origin: the headers
 * supabase-js sends, and Content-Range exposed for counts. The allowed
 * origin itself is added per request by withCors.
 */
export const corsHeaders: Record<string, string> = {
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type, accept-profile, prefer, x-retry-count',
  'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS',
  'access-control-expose-headers': 'Content-Range',
};

export type CorsPolicy = { anyOrigin: true } | { anyOrigin: false; origins: ReadonlySet<string> };

export const ANY_ORIGIN: CorsPolicy = { anyOrigin: true };

export function onlyOrigins(origins: Iterable<string>): CorsPolicy {
  return { anyOrigin: false, origins: new Set(origins) };
}

/**
 * "https://WWW.Meitheal.ie:443/" → "https://www.meitheal.ie", as browsers
 * send it in Origin; undefined for anything that is not an http(s) origin
 * (a path, a query, `*`, `null`).
 */
export function normaliseOrigin(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** SITE_ORIGINS split and normalised, with the entries that are not origins kept apart for a message. */
export function parseOriginList(list: string): { origins: string[]; invalid: string[] } {
  const origins: string[] = [];
  const invalid: string[] = [];
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const origin = normaliseOrigin(entry);
    if (origin) origins.push(origin);
    else invalid.push(entry);
  }
  return { origins: [...new Set(origins)], invalid };
}

/** The real Deno runtime (hosted Supabase), not the local server's borrowed stand-in. */
function onDeno(): boolean {
  return typeof (globalThis as { Deno?: { version?: { deno?: unknown } } }).Deno?.version?.deno === 'string';
}

let cached: { key: string; policy: CorsPolicy } | undefined;
const warnedInvalid = new Set<string>();

/** The policy the function itself applies (on Deno, and when a handler is called directly). */
export function corsPolicyFromEnv(): CorsPolicy {
  const siteOrigins = readEnv('SITE_ORIGINS') ?? '';
  const publicUrl = readEnv('PUBLIC_URL') ?? '';
  const deno = onDeno();
  const key = `${siteOrigins}\n${publicUrl}\n${deno}`;
  if (cached?.key === key) return cached.policy;

  const { origins, invalid } = parseOriginList(siteOrigins);
  const fresh = invalid.filter((entry) => !warnedInvalid.has(entry));
  if (fresh.length > 0) {
    for (const entry of fresh) warnedInvalid.add(entry);
    console.warn(`SITE_ORIGINS: ignoring ${fresh.map((entry) => `"${entry}"`).join(', ')}: not an origin such as https://www.meitheal.ie.`);
  }
  const publicOrigin = normaliseOrigin(publicUrl);
  let policy: CorsPolicy;
  if (origins.length > 0) policy = onlyOrigins(origins);
  else if (publicOrigin) policy = onlyOrigins([publicOrigin]);
  else if (deno) policy = onlyOrigins([DEFAULT_SITE_ORIGIN]);
  else policy = ANY_ORIGIN;
  cached = { key, policy };
  return policy;
}

export function originAllowed(policy: CorsPolicy, origin: string | null): boolean {
  if (policy.anyOrigin) return true;
  return origin !== null && policy.origins.has(origin);
}

/**
 * Sets this request's CORS headers on a response (in place; responses built
 * with `new Response` have mutable headers) and returns it. A disallowed or
 * missing Origin gets no Access-Control-Allow-Origin, and a copy set earlier
 * is removed. Vary: Origin always, so a cache never hands one origin's answer
 * to another.
 */
export function withCors(policy: CorsPolicy, req: Request, response: Response): Response {
  const headers = response.headers;
  for (const [name, value] of Object.entries(corsHeaders)) headers.set(name, value);
  const origin = req.headers.get('origin');
  if (policy.anyOrigin) headers.set('access-control-allow-origin', '*');
  else if (originAllowed(policy, origin)) headers.set('access-control-allow-origin', origin as string);
  else headers.delete('access-control-allow-origin');
  appendVary(headers, 'Origin');
  return response;
}

/**
 * The answer to an OPTIONS preflight: 204 for an allowed origin (or none: a
 * tool, not a browser), 403 naming the reason for an origin not on the list,
 * so a misconfigured SITE_ORIGINS shows up in the browser's network panel as
 * what it is rather than as a bare CORS failure.
 */
export function preflightResponse(policy: CorsPolicy, req: Request): Response {
  const origin = req.headers.get('origin');
  const refused = origin !== null && !originAllowed(policy, origin);
  const response = refused
    ? new Response(
        JSON.stringify({
          error: `The origin ${origin} may not call this API. Add it to SITE_ORIGINS if it is one of the site's own addresses.`,
        }),
        { status: 403, headers: { 'content-type': 'application/json; charset=utf-8' } },
      )
    : new Response(null, { status: 204 });
  return withCors(policy, req, response);
}

function appendVary(headers: Headers, name: string): void {
  const current = headers.get('vary');
  if (!current) {
    headers.set('vary', name);
    return;
  }
  const names = current.split(',').map((item) => item.trim().toLowerCase());
  if (!names.includes('*') && !names.includes(name.toLowerCase())) headers.set('vary', `${current}, ${name}`);
}
