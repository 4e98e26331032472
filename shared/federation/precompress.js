// Brotli and gzip copies of the built text files, written beside each one at
// build time (`app.js` → `app.js.br`, `app.js.gz`), so no server compresses
// on a visitor's request: the local server sends these files as they are, and
// the static host build ships them. Compressed at the highest settings,
// which a build can afford and a request cannot.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings written, with the suffix of each one's file. */
export const PRECOMPRESSED = /** @type {const} */ ({ br: '.br', gzip: '.gz' });

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.xml']);

/** Below this, the headers outweigh what compression saves. */
export const MIN_COMPRESS_BYTES = 1024;

/** @param {string} path */
export function isCompressible(path) {
  return COMPRESSIBLE_EXTENSIONS.has(extname(path).toLowerCase());
}

/**
 * Writes `<path>.br` and `<path>.gz` for a compressible file of at least
 * MIN_COMPRESS_BYTES (each only where it is smaller); true when written.
 *
 * @param {string} path
 * @param {Buffer} [content] the file's bytes, when the caller has just written them
 * @returns {Promise<boolean>}
 */
export async function precompressFile(path, content) {
  if (!isCompressible(path)) return false;
  const raw = content ?? (await readFile(path));
  if (raw.length < MIN_COMPRESS_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzipAsync(raw, { level: 9 }),
  ]);
  let written = false;
  for (const [suffix, body] of /** @type {const} */ ([
    [PRECOMPRESSED.br, br],
    [PRECOMPRESSED.gzip, gz],
  ])) {
    if (body.length >= raw.length) continue;
    await writeFile(path + suffix, body);
    written = true;
  }
  return written;
}

/**
 * Precompresses every compressible file under a folder (a build's output),
 * a few at a time so the zlib threads stay busy. Returns how many files got
 * compressed copies.
 *
 * @param {string} dir
 * @returns {Promise<number>}
 */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && isCompressible(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  let count = 0;
  for (let start = 0; start < files.length; start += 4) {
    const written = await Promise.all(files.slice(start, start + 4).map((file) => precompressFile(file)));
    count += written.filter(Boolean).length;
  }
  return count;
}

/**
 * The Vite plugin: once the build is written (and after other plugins'
 * closing steps, which may add files), precompresses the output folder.
 *
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = '';
  let skip = false;
  return {
    name: 'meitheal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // A server-side build is not served to browsers.
      skip = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (!skip) await precompressDirectory(outDir);
      },
    },
  };
}
