// Databases for tests of the server and of the functions alike: PGlite always,
// loaded from a migrated snapshot built once (a fresh init costs seconds and
// hundreds of MB), and a real Postgres as well when TEST_DATABASE_URL is set,
// in a database of its own per test file so parallel files and reruns never
// see each other's rows. Only the test-specific variable counts: a developer's
// DATABASE_URL must never receive test data.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PostgresDatabase } from '../../functions/_shared/postgres.ts';
import { migrate } from '../migrate.ts';
import { PgliteDatabase } from '../pglite.ts';
import type { ServerDatabase } from '../types.ts';

export const POSTGRES_TEST_URL = process.env.TEST_DATABASE_URL || undefined;

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));
const SNAPSHOT_CACHE_DIR = fileURLToPath(new URL('../../../.data/test-cache', import.meta.url));

export type DatabaseTarget = 'pglite' | 'postgres';

export const DATABASE_TARGETS: DatabaseTarget[] = POSTGRES_TEST_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  target: DatabaseTarget;
  db: ServerDatabase;
  /** Connection URL of the Postgres test database. */
  url?: string;
  /** Closes the database (if still open) and drops the Postgres one. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(target: DatabaseTarget): Promise<TestDatabase> {
  return target === 'pglite' ? openPglite() : openPostgres();
}

async function openPglite(): Promise<TestDatabase> {
  const db = await PgliteDatabase.open({ loadDataDir: await migratedSnapshot() });
  return { target: 'pglite', db, dispose: () => db.close().catch(() => undefined) };
}

async function openPostgres(): Promise<TestDatabase> {
  if (!POSTGRES_TEST_URL) throw new Error('No Postgres test URL: set TEST_DATABASE_URL.');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(POSTGRES_TEST_URL);
  url.pathname = `/${name}`;
  const db = new PostgresDatabase(url.href);
  await migrate(db, MIGRATIONS_DIR);
  return {
    target: 'postgres',
    db,
    url: url.href,
    async dispose() {
      await db.close().catch(() => undefined);
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A gzipped data dir with every migration applied, cached by their content. */
export async function migratedSnapshot(): Promise<Blob> {
  const dir = MIGRATIONS_DIR;
  const hash = createHash('sha256');
  for (const file of (await readdir(dir)).sort()) hash.update(file).update(await readFile(join(dir, file)));
  const cacheDir = SNAPSHOT_CACHE_DIR;
  const path = join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  const cached = await readFile(path).catch(() => undefined);
  if (cached) return new Blob([new Uint8Array(cached)]);

  const fresh = await PgliteDatabase.open();
  try {
    await migrate(fresh, dir);
    const dump = await fresh.pglite.dumpDataDir('gzip');
    await mkdir(cacheDir, { recursive: true });
    // Parallel test files may build it at once; rename makes the last win whole.
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, new Uint8Array(await dump.arrayBuffer()));
    await rename(temporary, path);
    return dump;
  } finally {
    await fresh.close();
  }
}
