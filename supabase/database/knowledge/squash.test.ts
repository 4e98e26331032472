// Small knowledge migrations: a squash replaces the knowledge migrations with
// one baseline per base that both a fresh database and one that applied the
// old files accept; a later edit writes only the rows it changed; the
// committed sync migrations repeat no unchanged row; and the knowledge SQL
// stays within twice the size of the TypeScript it comes from.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHash } from '../../functions/_shared/knowledge-version.ts';
import { migrate, readMigrationHistory, type MigrationHistory } from '../migrate.ts';
import { PgliteDatabase } from '../pglite.ts';
import { isKnowledgeMigration, writeKnowledgeBaseline, writeKnowledgeMigrations } from './generate.ts';
import type { KnowledgeBase } from './knowledge-sync.ts';
import { knowledgeBases } from './registry.ts';

// Each test opens and migrates several in-memory databases: seconds each on a loaded machine.
const SLOW = 180_000;

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MIGRATIONS_DIR = join(ROOT, 'supabase/migrations');
const PRETTIER_CONFIG = join(ROOT, '.prettierrc.json');

const SCHEMA = `create table public.entries (id bigint generated always as identity, slug text primary key, title text not null, tags jsonb not null);
create table public.knowledge_versions (base text primary key, content_hash text not null, updated_at timestamptz not null default now());`;

function entries(rows: { slug: string; title: string; tags?: string[] }[]): KnowledgeBase {
  return {
    name: 'entries',
    table: 'entries',
    key: 'slug',
    sourcePath: 'test',
    rows: rows.map(({ slug, title, tags = [] }) => ({ slug, title, tags })),
  };
}

async function tableState(db: PgliteDatabase) {
  return {
    rows: await db.query('select slug, title, tags from public.entries order by slug'),
    version: await db.query('select base, content_hash from public.knowledge_versions order by base'),
  };
}

describe('a knowledge squash', () => {
  let dir: string;
  let historyPath: string;
  const history = (): MigrationHistory => readMigrationHistory(historyPath);
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'knowledge-squash-'));
    mkdirSync(join(dir, 'migrations'));
    writeFileSync(join(dir, 'migrations', '20260101000000_tables.sql'), SCHEMA);
    historyPath = join(dir, 'history.json');
    // A rewritten file's checksum makes a line that only the project's print width keeps on one line.
    writeFileSync(historyPath, JSON.stringify({ about: 'test', retired: {}, rewritten: { '20250101000000': ['a'.repeat(64)] } }));
    copyFileSync(PRETTIER_CONFIG, join(dir, '.prettierrc.json'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'replaces the sync migrations with a baseline that an existing and a fresh database both accept',
    async () => {
      const migrations = join(dir, 'migrations');
      const now = new Date('2026-11-26T10:00:00Z');
      await writeKnowledgeMigrations(
        migrations,
        [
          entries([
            { slug: 'a', title: 'A' },
            { slug: 'b', title: 'B' },
          ]),
        ],
        now,
        history(),
      );
      await writeKnowledgeMigrations(
        migrations,
        [
          entries([
            { slug: 'a', title: 'A2' },
            { slug: 'c', title: 'C' },
          ]),
        ],
        now,
        history(),
      );
      expect(readdirSync(migrations).filter(isKnowledgeMigration)).toEqual([
        '20261126100000_entries_knowledge_sync.sql',
        '20261126100001_entries_knowledge_sync.sql',
      ]);

      // A database that applied the old files, with a row edited by hand that the baseline must repair.
      const existing = await PgliteDatabase.open();
      await migrate(existing, migrations, history());
      await existing.exec(
        `update public.entries set title = 'by hand' where slug = 'c'; insert into public.entries (slug, title, tags) values ('stray', 'S', '[]')`,
      );

      const sources = entries([
        { slug: 'a', title: 'A2', tags: ['x'] },
        { slug: 'c', title: 'C' },
        { slug: 'd', title: 'D' },
      ]);
      const result = await writeKnowledgeBaseline(migrations, [sources], historyPath, new Date('2026-11-27T08:00:00Z'));
      expect(result).toEqual({
        written: ['20261127080000_entries_knowledge_baseline.sql'],
        removed: ['20261126100000_entries_knowledge_sync.sql', '20261126100001_entries_knowledge_sync.sql'],
        retiredVersions: ['20261126100000', '20261126100001'],
      });
      expect(readdirSync(migrations).sort()).toEqual(['20260101000000_tables.sql', '20261127080000_entries_knowledge_baseline.sql']);
      expect(history().retired).toEqual({ '20261126100000': 'entries_knowledge_sync', '20261126100001': 'entries_knowledge_sync' });
      // Written as `npm run lint` wants it, under the project's formatter settings.
      const formatting = { ...(await resolveConfig(historyPath)), parser: 'json' };
      expect(await check(readFileSync(historyPath, 'utf8'), formatting)).toBe(true);

      const expected = {
        rows: [
          { slug: 'a', title: 'A2', tags: ['x'] },
          { slug: 'c', title: 'C', tags: [] },
          { slug: 'd', title: 'D', tags: [] },
        ],
        version: [{ base: 'entries', content_hash: await contentHash(sources) }],
      };
      try {
        expect(await migrate(existing, migrations, history())).toEqual(['20261127080000_entries_knowledge_baseline.sql']);
        expect(await tableState(existing)).toEqual(expected);
        // The retired versions are gone from its history, as `supabase migration repair --status reverted` leaves a hosted one.
        expect(await existing.query('select version from supabase_migrations.schema_migrations order by version')).toEqual([
          { version: '20260101000000' },
          { version: '20261127080000' },
        ]);
      } finally {
        await existing.close();
      }
      const fresh = await PgliteDatabase.open();
      try {
        await migrate(fresh, migrations, history());
        expect(await tableState(fresh)).toEqual(expected);
      } finally {
        await fresh.close();
      }

      // After the squash the sources are up to date, and an edit writes only the row it changed.
      expect(await writeKnowledgeMigrations(migrations, [sources], now, history())).toEqual([{ base: 'entries', upserts: 0, deletes: 0 }]);
      const edited = entries([
        { slug: 'a', title: 'A2', tags: ['x'] },
        { slug: 'c', title: 'C edited' },
        { slug: 'd', title: 'D' },
      ]);
      const [written] = await writeKnowledgeMigrations(migrations, [edited], now, history());
      expect(written).toEqual({ base: 'entries', file: '20261127080001_entries_knowledge_sync.sql', upserts: 1, deletes: 0 });
      const sql = readFileSync(join(migrations, written!.file!), 'utf8');
      expect(sql).toContain("'C edited'");
      expect(sql).not.toMatch(/'A2'|'D'/);
      expect(sql).toContain(await contentHash(edited));
    },
    SLOW,
  );

  it(
    'is refused by nothing else: an applied file changed without being listed still stops the start',
    async () => {
      const migrations = join(dir, 'migrations');
      const db = await PgliteDatabase.open();
      try {
        await migrate(db, migrations, history());
        writeFileSync(join(migrations, '20260101000000_tables.sql'), `${SCHEMA}\n-- edited`);
        await expect(migrate(db, migrations, history())).rejects.toThrow(/20260101000000_tables\.sql/);
      } finally {
        await db.close();
        writeFileSync(join(migrations, '20260101000000_tables.sql'), SCHEMA);
      }
    },
    SLOW,
  );
});

/**
 * Committed sync migrations that repeat a row the earlier migrations already
 * left as it is: each file's header counts its upserted rows, and applying it
 * must change (or add) exactly that many.
 */
async function repeatedRows(migrationsDir: string, bases: readonly KnowledgeBase[], history?: MigrationHistory): Promise<string[]> {
  const problems: string[] = [];
  const staging = mkdtempSync(join(tmpdir(), 'knowledge-repeats-'));
  const db = await PgliteDatabase.open();
  try {
    for (const file of readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      const base = bases.find((candidate) => file.endsWith(`_${candidate.name}_knowledge_sync.sql`));
      const columns = Object.keys(base?.rows[0] ?? {});
      const rows = async () =>
        base
          ? new Set(
              (await db.query<{ row: string }>(`select row(${columns.join(', ')})::text as row from public.${base.table}`)).map(
                (row) => row.row,
              ),
            )
          : new Set<string>();
      const before = await rows();
      copyFileSync(join(migrationsDir, file), join(staging, file));
      await migrate(db, staging, history);
      if (!base) continue;
      const declared = Number(/: (\d+) new or changed row/.exec(readFileSync(join(migrationsDir, file), 'utf8'))?.[1] ?? Number.NaN);
      const changed = [...(await rows())].filter((row) => !before.has(row)).length;
      if (declared !== changed) problems.push(`${file}: upserts ${declared} row(s), of which ${changed} change the table`);
    }
    return problems;
  } finally {
    await db.close();
    rmSync(staging, { recursive: true, force: true });
  }
}

describe('the committed knowledge migrations', () => {
  it(
    'repeat no unchanged row in any sync migration',
    async () => {
      expect(await repeatedRows(MIGRATIONS_DIR, knowledgeBases)).toEqual([]);
    },
    SLOW,
  );

  it(
    'are caught when a sync migration repeats an unchanged row',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'knowledge-repeat-fixture-'));
      try {
        writeFileSync(join(dir, '20260101000000_tables.sql'), SCHEMA);
        const rows = [
          { slug: 'a', title: 'A' },
          { slug: 'b', title: 'B' },
        ];
        await writeKnowledgeMigrations(dir, [entries(rows)], new Date('2026-11-26T10:00:00Z'));
        // Hand-written as a full-table sync would be: b changes, a is repeated as it was.
        writeFileSync(
          join(dir, '20261126100001_entries_knowledge_sync.sql'),
          `-- Brings public.entries in line with the knowledge sources: 2 new or changed row(s), 0 removed.
insert into public.entries as k (slug, title, tags) values ('a', 'A', '[]'::jsonb), ('b', 'B2', '[]'::jsonb)
on conflict (slug) do update set title = excluded.title, tags = excluded.tags;`,
        );
        expect(await repeatedRows(dir, [entries(rows)])).toEqual([
          '20261126100001_entries_knowledge_sync.sql: upserts 2 row(s), of which 1 change the table',
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it(
    'write only the edited row when one entry of a real base changes',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'knowledge-real-edit-'));
      try {
        for (const file of readdirSync(MIGRATIONS_DIR)) copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
        const now = new Date('2026-11-26T23:00:00Z');
        // Bring the copy up to the sources as they stand (they may be ahead of the committed migrations).
        await writeKnowledgeMigrations(dir, knowledgeBases, now);
        const edited = knowledgeBases.map((base) =>
          base.name === 'tax'
            ? { ...base, rows: base.rows.map((row, index) => (index === 0 ? { ...row, title: `${String(row['title'])} (edited)` } : row)) }
            : base,
        );
        const results = await writeKnowledgeMigrations(dir, edited, now);
        expect(results.map(({ base, upserts, deletes }) => ({ base, upserts, deletes }))).toEqual(
          knowledgeBases.map((base) => ({ base: base.name, upserts: base.name === 'tax' ? 1 : 0, deletes: 0 })),
        );
        const sql = readFileSync(join(dir, results.find((result) => result.file)!.file!), 'utf8');
        expect(sql.match(/^\($/gm)).toHaveLength(1);
        expect(sql).toContain('(edited)');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    SLOW,
  );

  it('are within twice the size of the typed knowledge they come from', () => {
    const sqlBytes = readdirSync(MIGRATIONS_DIR)
      .filter(isKnowledgeMigration)
      .reduce((sum, file) => sum + statSync(join(MIGRATIONS_DIR, file)).size, 0);
    const typedBytes = [...new Set(knowledgeBases.map((base) => base.sourcePath))]
      .flatMap((path) => typedFiles(join(ROOT, path)))
      .reduce((sum, file) => sum + statSync(file).size, 0);
    expect(sqlBytes).toBeGreaterThan(0);
    expect(sqlBytes / typedBytes).toBeLessThanOrEqual(2);
  });
});

/** The knowledge's TypeScript under a base's folder, its tests left out. */
function typedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return typedFiles(path);
    return item.name.endsWith('.ts') && !item.name.endsWith('.test.ts') ? [path] : [];
  });
}
