// Who is calling, for rate limits. Every rule here exists because a caller
// can send any header it likes; only a header that something we trust
// overwrites may be believed:
// - the local Node server writes the socket address into CLIENT_ADDRESS_HEADER
//   (after deleting any copy the caller sent);
// - behind a proxy we run (TRUST_PROXY), the right-most X-Forwarded-For entry,
//   the one that proxy appended;
// - on hosted Supabase, whose edge sits behind Cloudflare, `cf-connecting-ip`,
//   which Cloudflare sets from the connection itself (CLIENT_IP_HEADER names
//   another gateway header where a different front end is used).
// With none of these every caller shares one bucket, so that case is warned about.
import { readEnv } from './env.ts';

export const CLIENT_ADDRESS_HEADER = 'x-meitheal-client-address';

/** The one bucket every caller falls into when the address cannot be read. */
export const UNKNOWN_CLIENT = 'unknown';

/** The header hosted Supabase's gateway sets for the caller (Cloudflare in front of the edge runtime). */
export const HOSTED_GATEWAY_HEADER = 'cf-connecting-ip';

let localServerHeaderTrusted = false;
let warnedUnknown = false;

/**
 * Called by the local Node server, which replaces CLIENT_ADDRESS_HEADER with
 * the socket address on every request. Nowhere else is the header believed,
 * so on hosted Supabase a caller cannot set it.
 */
export function trustLocalServerAddressHeader(): void {
  localServerHeaderTrusted = true;
}

/**
 * Ends that trust. The Node tests run file after file in one process (vitest.setup-node.ts calls this after each), and
 * a file that starts no local server must read addresses as hosted Supabase does.
 */
export function stopTrustingLocalServerAddressHeader(): void {
  localServerHeaderTrusted = false;
}

/** The real Deno runtime (hosted Supabase), not the local server's borrowed stand-in. */
function onDeno(): boolean {
  return typeof (globalThis as { Deno?: { version?: { deno?: unknown } } }).Deno?.version?.deno === 'string';
}

/** The gateway header to believe, if any: configured, or hosted Supabase's own on Deno. */
function gatewayHeader(): string | undefined {
  const configured = readEnv('CLIENT_IP_HEADER')?.trim().toLowerCase();
  if (configured) return configured;
  return onDeno() ? HOSTED_GATEWAY_HEADER : undefined;
}

export function clientAddress(req: Request): string {
  if (isTruthy(readEnv('TRUST_PROXY'))) {
    const nearest = req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (nearest) return nearest;
  }
  if (localServerHeaderTrusted) return req.headers.get(CLIENT_ADDRESS_HEADER) ?? UNKNOWN_CLIENT;
  const header = gatewayHeader();
  const fromGateway = header ? req.headers.get(header)?.trim() : undefined;
  if (fromGateway) return fromGateway;
  warnSharedBucket(req, header);
  return UNKNOWN_CLIENT;
}

/** Headers some gateway or proxy uses for the caller's address: named in the warning, never believed. */
const CANDIDATE_HEADERS = [
  'cf-connecting-ip',
  'x-real-ip',
  'x-forwarded-for',
  'true-client-ip',
  'forwarded',
  'fly-client-ip',
  'x-client-ip',
];

/**
 * Said once per process (a Deno isolate, or the Node server): with no address
 * every caller is counted as UNKNOWN_CLIENT, so each function's rate limit
 * (30 a minute by default) and the daily upload quota are shared by the whole
 * site, and one busy visitor locks everyone else out until the window ends.
 * Requests are still served. The warning names (never the values of) the
 * address headers that did arrive, so the operator can pick CLIENT_IP_HEADER.
 */
function warnSharedBucket(req: Request, header: string | undefined): void {
  if (warnedUnknown) return;
  warnedUnknown = true;
  const present = CANDIDATE_HEADERS.filter((name) => name !== header && req.headers.has(name));
  const seen = present.length > 0 ? `Headers on this request that may carry it: ${present.join(', ')}. ` : '';
  console.warn(
    `Rate limits cannot tell callers apart: no ${header ?? 'client address'} header on this request, so every caller shares one limit ` +
      "(each function's rate limit and the daily upload quota then count the whole site as one visitor, and once one is used up " +
      'everyone gets 429 until the window ends). ' +
      seen +
      'Set CLIENT_IP_HEADER to the header your gateway sets, or TRUST_PROXY behind a proxy you run.',
  );
}

function isTruthy(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false', 'off', 'no'].includes(value.toLowerCase());
}
