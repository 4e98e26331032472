// Every function's index.ts runs unchanged on Deno, as on hosted Supabase:
// start it with the `deno` npm package, call it once, stop it. It needs a
// real Postgres (Deno cannot share the test's in-process PGlite).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../../server/src/app-server.ts';
import { REPO_ROOT } from '../../server/src/env.ts';
import { functionExists } from '../../server/src/functions/function-registry.ts';
import { contactPayload } from '../../server/src/test-support/payloads.ts';
import { openTestDatabase, POSTGRES_TEST_URL, type TestDatabase } from '../../server/src/test-support/test-databases.ts';

const functionsDir = DEFAULT_PATHS.functionsDir;
const FUNCTIONS = readdirSync(functionsDir).filter((name) => functionExists(functionsDir, name));
const DENO = join(REPO_ROOT, 'node_modules/.bin/deno');

if (!POSTGRES_TEST_URL) {
  console.warn('Deno smoke test skipped: set TEST_DATABASE_URL to a Postgres the functions can reach.');
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!POSTGRES_TEST_URL)('functions on Deno', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(() => database?.dispose());

  it.each(FUNCTIONS)('%s starts and answers', async (name) => {
    const port = await freePort();
    const child = spawn(
      DENO,
      ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', '--config', join(functionsDir, 'deno.json'), join(functionsDir, name, 'index.ts')],
      {
        cwd: functionsDir,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
          DENO_DIR: join(REPO_ROOT, '.data/deno-cache'),
          DENO_NO_UPDATE_CHECK: '1',
          RATE_LIMITS: 'on',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setInterval(() => {
          if (/Listening on/i.test(output)) {
            clearInterval(timer);
            resolve();
          }
        }, 50);
        child.once('exit', (code) => {
          clearInterval(timer);
          reject(new Error(`deno exited with ${code}:\n${output}`));
        });
      });
      const body = name === 'send-contact-email' ? contactPayload({ message: 'Sent through Deno' }) : {};
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      expect(response.status, `${text}\n${output}`).toBeLessThan(500);
      if (name === 'send-contact-email') {
        expect(JSON.parse(text)).toEqual({ success: true });
        const rows = await database.db.query(`select 1 from public.contact_outbox where payload->>'message' = 'Sent through Deno'`);
        expect(rows).toHaveLength(1);
      } else {
        expect(typeof JSON.parse(text).error).toBe('string');
      }
    } finally {
      child.kill('SIGTERM');
    }
  }, 120_000);
});
