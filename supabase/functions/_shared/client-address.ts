// Who is calling, for rate limits. X-Forwarded-For is only believed behind a
// proxy we run (TRUST_PROXY), and then only its right-most entry, the one our
// proxy appended: entries to its left are whatever the caller sent. Otherwise
// anybody could pick a fresh address per request.
import { readEnv } from './env.ts';

export const CLIENT_ADDRESS_HEADER = 'x-meitheal-client-address';

let localServerHeaderTrusted = false;

/**
 * Called by the local Node server, which replaces CLIENT_ADDRESS_HEADER with
 * the socket address on every request. Nowhere else is the header believed,
 * so on hosted Supabase a caller cannot set it.
 */
export function trustLocalServerAddressHeader(): void {
  localServerHeaderTrusted = true;
}

export function clientAddress(req: Request): string {
  if (isTruthy(readEnv('TRUST_PROXY'))) {
    const nearest = req.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (nearest) return nearest;
  }
  if (localServerHeaderTrusted) return req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  return 'unknown';
}

function isTruthy(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false', 'off', 'no'].includes(value.toLowerCase());
}
