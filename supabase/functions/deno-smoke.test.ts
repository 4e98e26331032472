// Every function's index.ts runs unchanged on Deno, as on hosted Supabase:
// start it with the `deno` npm package, send it the valid request its folder
// provides (testing/smoke-request.ts), check the answer, stop it. Deno reaches
// the database over the network, as on Supabase: the Postgres named by
// TEST_DATABASE_URL, or else the test's PGlite served over the wire protocol,
// so this runs on every machine and never skips itself.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PgliteDatabase } from '../database/pglite.ts';
import { servePgliteOverTcp, type PgliteWireServer } from '../database/testing/pglite-wire.ts';
import { openTestDatabase, POSTGRES_TEST_URL, type TestDatabase } from '../database/testing/test-databases.ts';
import type { SmokeRequest } from './_shared/testing/smoke-request.ts';

const functionsDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const FUNCTIONS = readdirSync(functionsDir).filter((name) => existsSync(join(functionsDir, name, 'index.ts')));
const DENO = join(repoRoot, 'node_modules/.bin/deno');

async function smokeRequestOf(name: string): Promise<SmokeRequest> {
  const file = join(functionsDir, name, 'testing/smoke-request.ts');
  const { smokeRequest } = (await import(pathToFileURL(file).href)) as { smokeRequest: SmokeRequest };
  return smokeRequest;
}

it.each(FUNCTIONS)('%s has a smoke request (testing/smoke-request.ts)', (name) => {
  expect(existsSync(join(functionsDir, name, 'testing/smoke-request.ts'))).toBe(true);
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe(`functions on Deno, on ${POSTGRES_TEST_URL ? 'Postgres' : 'PGlite over the wire protocol'}`, () => {
  let database: TestDatabase;
  let wire: PgliteWireServer | undefined;
  let databaseUrl: string;
  beforeAll(async () => {
    if (POSTGRES_TEST_URL) {
      database = await openTestDatabase('postgres');
      databaseUrl = database.url!;
    } else {
      database = await openTestDatabase('pglite');
      wire = await servePgliteOverTcp((database.db as PgliteDatabase).pglite);
      databaseUrl = wire.url;
    }
  });
  afterAll(async () => {
    await wire?.close();
    await database?.dispose();
  });

  it.each(FUNCTIONS)(
    '%s starts and answers',
    async (name) => {
      const port = await freePort();
      const smoke = await smokeRequestOf(name);
      const child = spawn(
        DENO,
        [
          'run',
          '--allow-net',
          '--allow-env',
          '--allow-read',
          '--allow-sys',
          '--config',
          join(functionsDir, 'deno.json'),
          join(functionsDir, name, 'index.ts'),
        ],
        {
          cwd: functionsDir,
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
            DENO_DIR: join(repoRoot, '.data/deno-cache'),
            DENO_NO_UPDATE_CHECK: '1',
            RATE_LIMITS: 'on',
            ...smoke.env,
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
        await smoke.prepare?.(database.db);
        const response = await fetch(`http://127.0.0.1:${port}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...smoke.headers },
          body: JSON.stringify(smoke.body),
        });
        const text = await response.text();
        expect(response.status, `${text}\n${output}`).toBe(200);
        await smoke.check(JSON.parse(text), database.db);
      } finally {
        child.kill('SIGTERM');
      }
    },
    120_000,
  );
});
