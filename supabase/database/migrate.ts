// Applies supabase/migrations/*.sql in name order, each once, recorded in the
// same table the Supabase CLI uses. All pending files run in one transaction
// under an advisory lock, so two servers starting together cannot both apply.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerDatabase } from './types.ts';

export async function migrate(db: ServerDatabase, migrationsDir: string): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`);
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      );`);
    const done = new Set(
      (await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const file of files) {
      const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
      if (done.has(version)) continue;
      try {
        await tx.exec(await readFile(join(migrationsDir, file), 'utf8'));
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        version,
        rest.join('_'),
      ]);
      applied.push(file);
    }
    return applied;
  });
}
