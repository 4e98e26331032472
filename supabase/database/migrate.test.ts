import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChangedMigrationError, migrate, migrationChecksum, readMigrationHistory } from './migrate.ts';
import { PgliteDatabase } from './pglite.ts';

describe('migrate', () => {
  let dir: string;
  let db: PgliteDatabase;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'meitheal-migrations-'));
    db = await PgliteDatabase.open();
  });
  afterEach(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const write = (file: string, sql: string) => writeFile(join(dir, file), sql);

  it('applies each migration once, in name order', async () => {
    await write('20260101000200_b.sql', 'insert into t values (2);');
    await write('20260101000100_a.sql', 'create table t (n int);');
    expect(await migrate(db, dir)).toEqual(['20260101000100_a.sql', '20260101000200_b.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    expect(await db.query('select n from t')).toEqual([{ n: 2 }]);
  });

  it('refuses to start when an applied migration was edited, naming it, and applies nothing new', async () => {
    await write('20260101000100_a.sql', 'create table t (n int);');
    await migrate(db, dir);
    await write('20260101000100_a.sql', 'create table t (n int, extra text);');
    await write('20260101000200_b.sql', 'insert into t values (2);');
    const attempt = migrate(db, dir);
    await expect(attempt).rejects.toBeInstanceOf(ChangedMigrationError);
    await expect(attempt).rejects.toThrow(/20260101000100_a\.sql.*new migration/);
    expect(await db.query('select count(*)::int as rows from t')).toEqual([{ rows: 0 }]);
  });

  it('records a checksum for rows applied before checksums were kept, then guards them', async () => {
    await write('20260101000100_a.sql', 'create table t (n int);');
    await migrate(db, dir);
    await db.query('update supabase_migrations.schema_migrations set checksum = null');
    expect(await migrate(db, dir)).toEqual([]);
    await write('20260101000100_a.sql', 'create table t (n bigint);');
    await expect(migrate(db, dir)).rejects.toBeInstanceOf(ChangedMigrationError);
  });

  it('accepts a file rewritten on purpose when the history lists the checksum it replaced, and records the new one', async () => {
    const before = 'create table t (n int);\ninsert into t values (1);';
    await write('20260101000100_a.sql', before);
    await migrate(db, dir);
    await write('20260101000100_a.sql', 'create table t (n int);');
    const history = { retired: {}, rewritten: { '20260101000100': [migrationChecksum(before)] } };
    expect(await migrate(db, dir, history)).toEqual([]);
    expect(await db.query('select checksum from supabase_migrations.schema_migrations')).toEqual([
      { checksum: migrationChecksum('create table t (n int);') },
    ]);
    // Any other text is still a changed migration.
    await write('20260101000100_a.sql', 'create table t (n bigint);');
    await expect(migrate(db, dir, history)).rejects.toBeInstanceOf(ChangedMigrationError);
  });

  it('drops the records of retired versions once their files are gone, and keeps those still present', async () => {
    await write('20260101000100_a.sql', 'create table t (n int);');
    await write('20260101000200_b.sql', 'insert into t values (2);');
    await migrate(db, dir);
    const history = { retired: { '20260101000100': 'a', '20260101000200': 'b' }, rewritten: {} };
    await rm(join(dir, '20260101000200_b.sql'));
    await migrate(db, dir, history);
    expect(await db.query('select version from supabase_migrations.schema_migrations order by version')).toEqual([
      { version: '20260101000100' },
    ]);
  });

  it('reads the project history: the squashed knowledge syncs are retired and the safety schema was rewritten', () => {
    const history = readMigrationHistory();
    expect(Object.values(history.retired).every((name) => /_knowledge_(?:sync|baseline)$/.test(name))).toBe(true);
    expect(Object.keys(history.rewritten)).toEqual(['20261122000200']);
  });
});
