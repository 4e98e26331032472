// Applies supabase/migrations/*.sql in name order, each once, recorded in the
// same table the Supabase CLI uses. All pending files run in one transaction
// under an advisory lock, so two servers starting together cannot both apply.
//
// A migration is history: once applied, its file must not change, because the
// change would never reach a database that already ran it. Each applied file's
// checksum is recorded, and a changed one stops the start with a clear message.
//
// Two exceptions are made on purpose, and only through migration-history.json
// (which the knowledge squash writes): a retired version, whose file a
// baseline replaced, has its record dropped once the file is gone; and a
// rewritten version lists the checksums of the text it replaced, which are
// then accepted and brought up to date instead of stopping the start.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerDatabase } from './types.ts';

export interface MigrationHistory {
  /** Version to name of migrations removed on purpose (a baseline holds what they did). */
  retired: Readonly<Record<string, string>>;
  /** Version to the checksums of earlier texts of a file rewritten without changing its effect. */
  rewritten: Readonly<Record<string, readonly string[]>>;
}

export const MIGRATION_HISTORY_PATH = fileURLToPath(new URL('./migration-history.json', import.meta.url));

export function readMigrationHistory(path: string = MIGRATION_HISTORY_PATH): MigrationHistory {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<MigrationHistory>;
  return { retired: parsed.retired ?? {}, rewritten: parsed.rewritten ?? {} };
}

export class ChangedMigrationError extends Error {
  constructor(readonly files: string[]) {
    super(
      `These migrations were changed after this database applied them: ${files.join(', ')}. ` +
        'Applied migrations never run again, so put the change in a new migration ' +
        '(for knowledge, `npm run generate:knowledge` writes one) and restore the original files.',
    );
    this.name = 'ChangedMigrationError';
  }
}

export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

export async function migrate(
  db: ServerDatabase,
  migrationsDir: string,
  history: MigrationHistory = readMigrationHistory(),
): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  const present = new Set(files.map((file) => file.split('_')[0]));
  const retired = Object.keys(history.retired).filter((version) => !present.has(version));
  const sources = await Promise.all(files.map(async (file) => readFile(join(migrationsDir, file), 'utf8')));
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`);
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      );
      alter table supabase_migrations.schema_migrations add column if not exists checksum text;`);
    for (const version of retired) {
      await tx.query('delete from supabase_migrations.schema_migrations where version = $1', [version]);
    }
    const done = new Map(
      (
        await tx.query<{ version: string; checksum: string | null }>('select version, checksum from supabase_migrations.schema_migrations')
      ).map((row) => [row.version, row.checksum]),
    );
    const changed: string[] = [];
    const applied: string[] = [];
    for (const [index, file] of files.entries()) {
      const sql = sources[index]!;
      const checksum = migrationChecksum(sql);
      const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
      if (done.has(version)) {
        const recorded = done.get(version);
        // Rows from before checksums were kept: the file as it is now is trusted once.
        const replaced = recorded !== null && recorded !== undefined && (history.rewritten[version] ?? []).includes(recorded);
        if (recorded === null || replaced) {
          await tx.query('update supabase_migrations.schema_migrations set checksum = $2 where version = $1', [version, checksum]);
        } else if (recorded !== checksum) {
          changed.push(file);
        }
        continue;
      }
      if (changed.length > 0) continue;
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        version,
        rest.join('_'),
        checksum,
      ]);
      applied.push(file);
    }
    if (changed.length > 0) throw new ChangedMigrationError(changed);
    return applied;
  });
}
