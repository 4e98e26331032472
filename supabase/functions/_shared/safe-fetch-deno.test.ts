// The web reader's pin on Deno, the runtime of hosted Supabase: a name only
// the checker can resolve is read through the checked address, and a resolver
// that answers a public address first and loopback second never leads the
// request to loopback. Runs where the functions' Deno smoke test runs (it
// needs the `deno` npm package's cache of the functions' npm imports).
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { POSTGRES_TEST_URL } from '../../database/testing/test-databases.ts';

const functionsDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const safeFetch = pathToFileURL(join(functionsDir, '_shared/safe-fetch.ts')).href;

const SCRIPT = `
import { createServer } from 'node:http';
import { readWebPage } from '${safeFetch}';
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('read from loopback');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const port = server.address().port;
const named = await readWebPage('http://fleet.test:' + port + '/', { allowLoopback: true, resolve: async () => ['127.0.0.1'] });
let calls = 0;
const rebound = await readWebPage('http://rebind.test:' + port + '/', {
  allowLoopback: true,
  timeoutMs: 300,
  resolve: async () => (calls++ === 0 ? ['203.0.113.7'] : ['127.0.0.1']),
});
server.close();
console.log(JSON.stringify({ named: named.ok ? named.text : named.detail, rebound: rebound.ok ? rebound.text : 'not read', calls }));
`;

function printedResult(text: string): boolean {
  return /^\{"named":.*\}$/.test(text.trim().split('\n').at(-1) ?? '');
}

describe.skipIf(!POSTGRES_TEST_URL)('the web reader on Deno', () => {
  it('connects only to the checked address', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'safe-fetch-deno-'));
    try {
      const script = join(folder, 'pin.ts');
      await writeFile(script, SCRIPT);
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(
          join(repoRoot, 'node_modules/.bin/deno'),
          ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', '--config', join(functionsDir, 'deno.json'), script],
          {
            env: { ...process.env, DENO_DIR: join(repoRoot, '.data/deno-cache'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
        // Judged by what the script printed: under a faked clock (libfaketime, as the suite is run for dated
        // knowledge) Deno has now and then died of a signal on its way out, after printing its whole result.
        child.once('exit', (code, signal) =>
          code === 0 || (signal !== null && printedResult(text))
            ? resolve(text)
            : reject(new Error(`deno exited with ${code ?? signal}:\n${text}`)),
        );
      });
      const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { named: string; rebound: string; calls: number };
      expect(result).toEqual({ named: 'read from loopback', rebound: 'not read', calls: 1 });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
