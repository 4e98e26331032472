// Reads a public web page for a function without letting a visitor's URL
// reach inside our network: http and https only; the host is resolved and
// private, loopback, link-local and cloud-metadata addresses are refused,
// again after every redirect (at most 3); web ports only; 5 s for the whole read; 1 MB at
// most; HTML and plain text only, turned into readable text by Mozilla's
// Readability. Loopback is allowed only when a test passes `allowLoopback`.
//
// Ports other than 80 and 443 are refused (unless a test reads its own
// loopback server).
//
// The connection goes only to the addresses we checked (safe-fetch-pinned.ts):
// the name is not resolved a second time, so a host that changes its DNS
// answer between our check and the connection (rebinding) cannot lead the
// request inside (docs/decisions/0010-web-reader-dns-rebinding.md). Redirects and
// literal addresses are checked each hop.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { pinnedGet } from './safe-fetch-pinned.ts';

export const READ_TIMEOUT_MS = 5_000;
export const MAX_PAGE_BYTES = 1024 * 1024;
export const MAX_REDIRECTS = 3;
/** Readable text kept per page: plenty for excerpts, bounded for the cache. */
export const MAX_TEXT_CHARS = 100_000;

export interface SafeFetchOptions {
  /** Test-only: lets a test read its own local server on 127.0.0.1. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** Host resolution; defaults to the system resolver (node:dns, also on Deno). */
  resolve?: (host: string) => Promise<string[]>;
}

export type WebPage = { ok: true; url: string; finalUrl: string; title: string; text: string };
export type WebPageFailure = { ok: false; url: string; outcome: 'refused' | 'failed'; detail: string };
export type WebReadResult = WebPage | WebPageFailure;

class Refusal extends Error {}

/** URL.port is '' for the scheme's own port; 80 and 443 are accepted under either scheme. */
const WEB_PORTS = new Set(['', '80', '443']);

const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata', 'instance-data', 'instance-data.ec2.internal']);

function ipv4Parts(address: string): number[] | undefined {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((part) => Number.isInteger(part) && part >= 0 && part <= 255) ? parts : undefined;
}

function refusedIpv4(address: string, allowLoopback: boolean): string | undefined {
  const parts = ipv4Parts(address);
  if (!parts) return 'an address we could not read';
  const [a = 0, b = 0, c = 0] = parts;
  if (a === 127) return allowLoopback ? undefined : 'a loopback address';
  if (a === 169 && b === 254) return 'a link-local or cloud-metadata address';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'a private address';
  if (a === 100 && b >= 64 && b <= 127) return 'a shared (carrier-grade NAT) address';
  if (a === 0) return 'an unspecified address';
  if (a === 192 && b === 0 && c === 0) return 'a reserved address';
  if (a === 198 && (b === 18 || b === 19)) return 'a benchmarking address';
  if (a >= 224) return 'a multicast or reserved address';
  return undefined;
}

function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const v4 = ipv4Parts(tail[1]);
    if (!v4) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    text = text.slice(0, -tail[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = rest ? rest.split(':') : [];
  const missing = 8 - front.length - back.length;
  if (rest === undefined ? front.length !== 8 : missing < 0) return undefined;
  const groups = [...front, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...back].map((g) => parseInt(g, 16));
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

function refusedIpv6(address: string, allowLoopback: boolean): string | undefined {
  const g = expandIpv6(address);
  if (!g) return 'an address we could not read';
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const embeddedV4 = `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  if (g.slice(0, 7).every((x) => x === 0)) {
    if (g7 === 1) return allowLoopback ? undefined : 'a loopback address';
    if (g7 === 0) return 'an unspecified address';
  }
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4 address: judge that.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return refusedIpv4(embeddedV4, allowLoopback);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return refusedIpv4(embeddedV4, allowLoopback);
  if ((g0 & 0xfe00) === 0xfc00) return 'a private (unique local) address';
  if ((g0 & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((g0 & 0xff00) === 0xff00) return 'a multicast address';
  return undefined;
}

/** Why an address may not be read, or undefined when it is a public one. */
export function refusedAddress(address: string, allowLoopback = false): string | undefined {
  const version = isIP(address);
  if (version === 4) return refusedIpv4(address, allowLoopback);
  if (version === 6) return refusedIpv6(address, allowLoopback);
  return 'not an IP address';
}

async function systemResolve(host: string): Promise<string[]> {
  const answers = await lookup(host, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/**
 * Why a URL is refused without resolving anything (scheme, credentials,
 * metadata or loopback names, internal literal addresses), or undefined.
 * Also applied before a cached copy is served.
 */
export function refusedWithoutLookup(address: string, allowLoopback = false): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'it is not a valid web address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `only http and https pages are read, not ${url.protocol}`;
  if (url.username || url.password) return 'addresses with a user name or password are not read';
  // Other ports are where mail, database and admin services listen: a visitor's
  // link has no business there. A test's own loopback server listens anywhere.
  if (!WEB_PORTS.has(url.port) && !allowLoopback) return `only the standard web ports (80 and 443) are read, not port ${url.port}`;
  const host = hostOf(url);
  if (METADATA_HOSTS.has(host)) return 'cloud metadata hosts are not read';
  if ((host === 'localhost' || host.endsWith('.localhost')) && !allowLoopback) return 'the host is loopback';
  if (isIP(host)) {
    const reason = refusedAddress(host, allowLoopback);
    if (reason) return `the host is ${reason}`;
  }
  return undefined;
}

/**
 * Throws a Refusal unless the URL is http(s) and every address of its host is
 * public; returns those addresses, the only ones the request may connect to.
 */
async function checkUrl(url: URL, options: SafeFetchOptions): Promise<string[]> {
  const early = refusedWithoutLookup(url.href, options.allowLoopback);
  if (early) throw new Refusal(early);
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await (options.resolve ?? systemResolve)(host);
  if (addresses.length === 0) throw new Error('the host has no address');
  for (const address of addresses) {
    const reason = refusedAddress(address, options.allowLoopback);
    if (reason) throw new Refusal(`the host resolves to ${reason}`);
  }
  return addresses;
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new Refusal(`the page is larger than ${maxBytes} bytes`);
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Refusal(`the page is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function decode(bytes: Uint8Array, contentType: string): string {
  const charset = /charset=([^;]+)/i.exec(contentType)?.[1]?.trim().replace(/^"|"$/g, '');
  try {
    return new TextDecoder(charset || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function tidy(text: string): string {
  return text
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

/** The part of linkedom's document we use (its own types assume a browser DOM, which Deno lacks). */
interface ParsedDocument {
  title?: string;
  body?: { textContent: string | null } | null;
  querySelectorAll(selector: string): Iterable<{ remove(): void }>;
}

/** The readable text of an HTML page: the main article when Readability finds one, else the body. */
export function readableText(html: string): { title: string; text: string } {
  const { document } = parseHTML(html) as unknown as { document: ParsedDocument };
  const fallbackTitle = (document.title ?? '').trim();
  for (const noise of document.querySelectorAll('script, style, noscript, template')) noise.remove();
  const bodyText = document.body?.textContent ?? '';
  const article = new Readability(document as never).parse();
  return { title: (article?.title || fallbackTitle).trim(), text: tidy(article?.textContent || bodyText) };
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/** Reads one page safely; never throws, the outcome says what happened. */
export async function readWebPage(address: string, options: SafeFetchOptions = {}): Promise<WebReadResult> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? READ_TIMEOUT_MS);
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  const work = async (): Promise<WebPage> => {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new Refusal('it is not a valid web address');
    }
    for (let hop = 0; ; hop += 1) {
      const addresses = await checkUrl(url, options);
      // Redirects are never followed by the request itself: each hop comes
      // back here to be checked.
      const response = await pinnedGet({
        url,
        addresses,
        signal,
        headers: { accept: 'text/html, application/xhtml+xml, text/plain;q=0.9', 'user-agent': 'MeithealPlanningAssistant/1.0' },
      });
      if (isRedirect(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get('location');
        if (!location) throw new Error(`the server answered ${response.status} without a location`);
        if (hop >= MAX_REDIRECTS) throw new Refusal(`more than ${MAX_REDIRECTS} redirects`);
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`the server answered ${response.status}`);
      }
      const contentType = (response.headers.get('content-type') ?? '').toLowerCase();
      const isHtml = contentType.includes('text/html') || contentType.includes('application/xhtml+xml');
      if (!isHtml && !contentType.includes('text/plain')) {
        await response.body?.cancel().catch(() => undefined);
        throw new Refusal(`only HTML and plain text are read, not ${contentType.split(';')[0] || 'an unknown type'}`);
      }
      const body = decode(await readCapped(response, maxBytes), contentType);
      const readable = isHtml ? readableText(body) : { title: url.hostname, text: tidy(body) };
      return { ok: true, url: address, finalUrl: url.href, title: readable.title || url.hostname, text: readable.text };
    }
  };
  const timeout = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(new Error(`no answer within ${(options.timeoutMs ?? READ_TIMEOUT_MS) / 1000} s`)), {
      once: true,
    });
  });
  try {
    return await Promise.race([work(), timeout]);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, url: address, outcome: 'refused', detail: `Refused: ${error.message}.` };
    return { ok: false, url: address, outcome: 'failed', detail: `Could not read: ${describeFailure(error)}.` };
  }
}

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause?.code ?? (error as { code?: string })?.code;
  if (cause === 'ENOTFOUND' || cause === 'EAI_AGAIN') return 'the host could not be found (no network or no such site)';
  if (cause === 'ECONNREFUSED') return 'the connection was refused';
  if ((error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError') return 'no answer within the time limit';
  return error instanceof Error ? error.message : String(error);
}
