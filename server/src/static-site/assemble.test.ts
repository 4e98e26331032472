// @vitest-environment node
// The static host's folder ships the builds' brotli and gzip files, and a
// page rewritten for this environment gets its own instead of the build's.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { REMOTE_NAMES } from '../site/remotes.ts';
import { assembleStaticSite } from './assemble.ts';

const PAGE = `<!doctype html><html><head><title>Document Q&amp;A</title></head><body><div id="root">${'<p>demo</p>'.repeat(200)}</div></body></html>`;
const WORKER = `export const worker = ${JSON.stringify('pdf '.repeat(2000))};`;

let root: string;
let out: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'meitheal-assemble-'));
  out = join(root, 'dist-static');
  const files: Record<string, string | Buffer> = {
    'shell/dist/index.html': PAGE,
    'shell/dist/case-studies/ethics-rag-demo/index.html': PAGE,
    // The build's copy of the page as it was before this environment's rewrite.
    'shell/dist/case-studies/ethics-rag-demo/index.html.br': brotliCompressSync(PAGE),
    'shell/dist/case-studies/ethics-rag-demo/index.html.gz': gzipSync(PAGE),
    'remotes/document-qa/dist/mf-manifest.json': JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [],
      exposes: [],
    }),
    'remotes/document-qa/dist/remoteEntry.js': 'export {}',
    'remotes/document-qa/dist/assets/pdf.worker.min-abc.mjs': WORKER,
    'remotes/document-qa/dist/assets/pdf.worker.min-abc.mjs.br': brotliCompressSync(WORKER),
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  // Only document-qa is shipped in the folder; the other remotes live elsewhere.
  const remoteUrls = Object.fromEntries(
    REMOTE_NAMES.filter((name) => name !== 'document-qa').map((name) => [name, `https://cdn.example.com/${name}/mf-manifest.json`]),
  );
  await assembleStaticSite({
    config: { ...loadConfig({}), publicUrl: 'https://www.meitheal.test', remoteUrls },
    siteOrigin: 'https://www.meitheal.test',
    shellDist: join(root, 'shell/dist'),
    remotesDir: join(root, 'remotes'),
    outDir: out,
  });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('assembleStaticSite', () => {
  it("ships a remote's precompressed files beside them", async () => {
    const copy = join(out, 'remotes/document-qa/assets/pdf.worker.min-abc.mjs.br');
    expect(brotliDecompressSync(await readFile(copy)).toString()).toBe(WORKER);
  });

  it('gives a rewritten remote page brotli and gzip files of the page as shipped', async () => {
    const page = join(out, 'case-studies/ethics-rag-demo/index.html');
    const shipped = await readFile(page, 'utf8');
    expect(shipped).not.toBe(PAGE);
    expect(brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe(shipped);
    expect(gunzipSync(await readFile(`${page}.gz`)).toString()).toBe(shipped);
    // config.json is written here too, and too small to be worth compressing.
    expect(existsSync(join(out, 'config.json'))).toBe(true);
    expect(existsSync(join(out, 'config.json.br'))).toBe(false);
  });
});
