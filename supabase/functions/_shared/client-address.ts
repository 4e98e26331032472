// Who is calling, for rate limits. X-Forwarded-For is only believed behind a
// proxy we run (TRUST_PROXY); otherwise anybody could pick a fresh address per
// request. The local server writes the socket address into CLIENT_ADDRESS_HEADER
// after removing any copy the caller sent.
import { readEnv } from './env.ts';

export const CLIENT_ADDRESS_HEADER = 'x-meitheal-client-address';

export function clientAddress(req: Request): string {
  if (isTruthy(readEnv('TRUST_PROXY'))) {
    const first = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}

function isTruthy(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false', 'off', 'no'].includes(value.toLowerCase());
}
