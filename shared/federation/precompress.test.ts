// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes brotli and gzip files beside each text file of the build, and none for small files or images', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    const script = `export const text = ${JSON.stringify('words '.repeat(1000))};`;
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'assets', 'pdf.worker.min-abc.mjs'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *');
    await writeFile(join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));

    expect(await precompressDirectory(dir)).toBe(2);
    const worker = join(dir, 'assets', 'pdf.worker.min-abc.mjs');
    expect(brotliDecompressSync(await readFile(`${worker}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${worker}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    for (const skipped of ['robots.txt', 'assets/photo.png']) {
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false);
      expect(existsSync(join(dir, `${skipped}.gz`)), skipped).toBe(false);
    }
  });
});
