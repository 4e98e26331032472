// An in-memory Postgres (PGlite) with every migration applied, for the tests
// and the benchmark. Stand-in until the shared helper in server/src/testing/
// exists. Supabase provides the anon, authenticated and service_role roles
// before any migration runs, so they are created here first when missing.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../_shared/database.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../migrations/', import.meta.url));

const PLATFORM_ROLES = `
do $$
declare role_name text;
begin
  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = role_name) then
      execute format('create role %I nologin', role_name);
    end if;
  end loop;
end $$;`;

export interface LocalDatabase extends Database {
  pg: PGlite;
  close(): Promise<void>;
}

export async function createLocalDatabase(): Promise<LocalDatabase> {
  const pg = await PGlite.create();
  await pg.exec(PLATFORM_ROLES);
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort()) {
    await pg.exec(readFileSync(`${MIGRATIONS}${file}`, 'utf8'));
  }
  return {
    pg,
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pg.query<Row>(sql, params)).rows;
    },
    close: () => pg.close(),
  };
}
