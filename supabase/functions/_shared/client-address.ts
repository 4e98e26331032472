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
  if (localServerHeaderTrusted) return req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  const header = gatewayHeader();
  const fromGateway = header ? req.headers.get(header)?.trim() : undefined;
  if (fromGateway) return fromGateway;
  if (!warnedUnknown) {
    warnedUnknown = true;
    console.warn(
      `Rate limits cannot tell callers apart: no ${header ?? 'client address'} header on this request, so every caller shares one limit. ` +
        'Set CLIENT_IP_HEADER to the header your gateway sets, or TRUST_PROXY behind a proxy you run.',
    );
  }
  return 'unknown';
}

function isTruthy(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false', 'off', 'no'].includes(value.toLowerCase());
}
