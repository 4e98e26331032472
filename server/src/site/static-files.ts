// Serves built files with the right type, cache policy, ETag and compression.
// Files are small build outputs, so each is read once and kept in memory with
// its brotli and gzip forms. The build writes those forms beside each file
// (`app.js.br`, `app.js.gz`) and they are sent as they are; a file without
// them (a build from before, text made here) is compressed off the event loop
// on its first request, then reused.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES, PRECOMPRESSED } from '@meitheal/federation/precompress';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

type Encoding = keyof typeof PRECOMPRESSED;

interface CachedFile {
  mtimeMs: number;
  etag: string;
  raw: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
  /** The build's compressed copies of the file, by encoding. */
  precompressed: Partial<Record<Encoding, string>>;
}

const cache = new Map<string, CachedFile>();

/** The absolute path of a regular file under root for a URL path, or undefined. */
export async function findFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = resolve(root);
  const candidate = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;
  const info = await stat(candidate).catch(() => undefined);
  return info?.isFile() ? candidate : undefined;
}

export interface FileResponseOptions {
  status?: number;
  cacheControl: string;
  headers?: Record<string, string>;
}

export async function fileResponse(req: Request, path: string, options: FileResponseOptions): Promise<Response> {
  return respond(req, await load(path), extname(path).toLowerCase(), options);
}

/**
 * Text made on the server from a file (a page with its remote's preload
 * hints): compressed once per distinct text and answered like a file.
 */
export function textResponse(req: Request, name: string, text: string, options: FileResponseOptions): Promise<Response> {
  const raw = Buffer.from(text);
  const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`;
  const key = `text:${name}`;
  let file = cache.get(key);
  if (file?.etag !== etag) {
    file = { mtimeMs: 0, etag, raw, encoded: new Map(), precompressed: {} };
    cache.set(key, file);
  }
  return respond(req, file, extname(name).toLowerCase(), options);
}

async function respond(req: Request, file: CachedFile, ext: string, options: FileResponseOptions): Promise<Response> {
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'cache-control': options.cacheControl,
    etag: file.etag,
    vary: 'Accept-Encoding',
    ...options.headers,
  };
  const status = options.status ?? 200;
  if (status === 200 && req.headers.get('if-none-match') === file.etag) {
    return new Response(null, { status: 304, headers });
  }
  let body: Buffer = file.raw;
  const encoding = COMPRESSIBLE_EXTENSIONS.has(ext) && file.raw.length >= MIN_COMPRESS_BYTES ? pickEncoding(req) : undefined;
  if (encoding) {
    body = await encoded(file, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(body.length);
  return new Response(req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * Compresses text files the build left without compressed copies ahead of
 * the first request, so it is not slower; a precompressed build costs nothing here.
 */
export async function warmCompressionCache(paths: string[]): Promise<void> {
  for (const path of paths) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase())) continue;
    const file = await load(path).catch(() => undefined);
    if (file && file.raw.length >= MIN_COMPRESS_BYTES && !file.precompressed.br) await encoded(file, 'br');
  }
}

async function load(path: string): Promise<CachedFile> {
  const info = await stat(path);
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === info.mtimeMs) return cached;
  const raw = await readFile(path);
  const file: CachedFile = {
    mtimeMs: info.mtimeMs,
    etag: `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`,
    raw,
    encoded: new Map(),
    precompressed: await precompressedCopies(path, info.mtimeMs),
  };
  cache.set(path, file);
  return file;
}

/** The build's compressed copies of a file; one older than the file (the file changed since) is not used. */
async function precompressedCopies(path: string, mtimeMs: number): Promise<Partial<Record<Encoding, string>>> {
  const copies: Partial<Record<Encoding, string>> = {};
  for (const encoding of Object.keys(PRECOMPRESSED) as Encoding[]) {
    const copy = path + PRECOMPRESSED[encoding];
    const info = await stat(copy).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs >= mtimeMs) copies[encoding] = copy;
  }
  return copies;
}

function encoded(file: CachedFile, encoding: Encoding): Promise<Buffer> {
  let result = file.encoded.get(encoding);
  if (!result) {
    const copy = file.precompressed[encoding];
    if (copy) result = readFile(copy);
    else if (encoding === 'br') {
      result = brotli(file.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: file.raw.length } });
    } else result = gzipAsync(file.raw, { level: 9 });
    file.encoded.set(encoding, result);
  }
  return result;
}

/**
 * Brotli or gzip, whichever the request accepts with the higher weight (brotli
 * on a tie), or none. A weight of 0 refuses an encoding; `*` stands for any
 * encoding the header does not name.
 */
function pickEncoding(req: Request): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (req.headers.get('accept-encoding') ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}
