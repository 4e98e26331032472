// One GET to a web page that can reach only the addresses the reader has
// already checked: the connection's name lookup is answered from that list,
// never by asking DNS again. fetch() would resolve the name a second time, and
// a host that changes its answer in between (DNS rebinding: public when we
// check, 127.0.0.1 or 169.254.169.254 when we connect) would lead the request
// inside our network. node:http and node:https take a `lookup` on Node and on
// Deno 2 alike; TLS still verifies the certificate against the host name,
// since the URL keeps it (docs/decisions/0010-web-reader-dns-rebinding.md).
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

export interface PinnedGet {
  url: URL;
  /** The host's addresses as checked; the connection uses one of these and nothing else. */
  addresses: readonly string[];
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** A lookup that answers `host` with the checked addresses and refuses any other name. */
export function pinnedLookup(host: string, addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) })).filter((entry) => entry.family !== 0);
  return (hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? entries.filter((entry) => entry.family === options.family) : entries;
    const first = wanted[0];
    if (hostname.toLowerCase() !== host || !first) {
      const error = Object.assign(new Error(`no checked address for ${hostname}`), { code: 'ENOTFOUND' });
      callback(error, '', 0);
      return;
    }
    if (options.all) (callback as unknown as (error: null, all: typeof wanted) => void)(null, wanted);
    else callback(null, first.address, first.family);
  };
}

// Statuses whose response may not carry a body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The answer as a web Response, read by the same code that would read fetch()'s. */
export function pinnedGet({ url, addresses, headers, signal }: PinnedGet): Promise<Response> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'GET',
        headers,
        signal,
        // A connection of its own each time: a pooled socket would carry an
        // earlier page's address into this one.
        agent: false,
        ...(isIP(host) ? {} : { lookup: pinnedLookup(host, addresses) }),
      },
      (response) => resolve(toWebResponse(response)),
    );
    request.once('error', reject);
    request.end();
  });
}

function toWebResponse(response: IncomingMessage): Response {
  const headers = new Headers();
  const raw = response.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) headers.append(raw[index] as string, raw[index + 1] as string);
  const status = response.statusCode ?? 502;
  if (NULL_BODY_STATUSES.has(status)) {
    response.resume();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(response) as ReadableStream<Uint8Array>, { status, headers });
}
