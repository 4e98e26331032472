// @vitest-environment node
// Built files with the build's brotli and gzip copies: sent as they are when
// the request accepts them, compressed here only when the build left none.
import { mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileResponse } from './static-files.ts';

const SCRIPT = `export const worker = ${JSON.stringify('pdf '.repeat(2000))};`;

let root: string;
// Quality 1, unlike the server's own 11, so the bytes tell which was sent.
const brCopy = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
const gzCopy = gzipSync(SCRIPT, { level: 1 });

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meitheal-static-'));
  for (const name of ['both.js', 'br-only.js', 'stale.js']) await writeFile(join(root, name), SCRIPT);
  await writeFile(join(root, 'both.js.br'), brCopy);
  await writeFile(join(root, 'both.js.gz'), gzCopy);
  await writeFile(join(root, 'br-only.js.br'), brCopy);
  await writeFile(join(root, 'stale.js.br'), brotliCompressSync('an older build'));
  // The file changed after its copy was made: the copy's time is set from the file's own, never from the
  // clock, so the test holds on any day (and under faketime, where the clock and the file system disagree).
  const past = new Date((await stat(join(root, 'stale.js'))).mtimeMs - 60_000);
  await utimes(join(root, 'stale.js.br'), past, past);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function get(name: string, acceptEncoding?: string, method = 'GET') {
  const req = new Request(`http://localhost/${name}`, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  const response = await fileResponse(req, join(root, name), { cacheControl: 'public, max-age=31536000, immutable' });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('fileResponse with precompressed copies', () => {
  it("sends the build's brotli file, byte for byte, to a browser that accepts brotli", async () => {
    const { response, body } = await get('both.js', 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(brCopy.length));
    expect(body.equals(brCopy)).toBe(true);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it("sends the build's gzip file where brotli is not accepted or refused", async () => {
    for (const header of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const { response, body } = await get('both.js', header);
      expect(response.headers.get('content-encoding'), header).toBe('gzip');
      expect(body.equals(gzCopy), header).toBe(true);
    }
  });

  it('sends the file itself, still varying by Accept-Encoding, when no encoding is accepted', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0']) {
      const { response, body } = await get('both.js', header);
      expect(response.headers.get('content-encoding'), header).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(body.toString()).toBe(SCRIPT);
    }
  });

  it('takes any encoding for *, brotli first', async () => {
    const { response } = await get('both.js', '*');
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('compresses here an encoding the build left out, and ignores a copy older than its file', async () => {
    const gzip = await get('br-only.js', 'gzip');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const stale = await get('stale.js', 'br');
    expect(stale.response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(stale.body).toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the encoded length and no body, and a matching ETag with 304', async () => {
    const head = await get('both.js', 'br', 'HEAD');
    expect(head.response.headers.get('content-length')).toBe(String(brCopy.length));
    expect(head.body.length).toBe(0);
    const etag = head.response.headers.get('etag')!;
    const req = new Request('http://localhost/both.js', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    const cached = await fileResponse(req, join(root, 'both.js'), { cacheControl: 'no-cache' });
    expect(cached.status).toBe(304);
  });
});
