// Writes the knowledge migrations the sources need.
//
// Delta mode applies every existing migration to a fresh in-memory database,
// and for each knowledge base whose table (or recorded version) then differs
// from its sources writes a new migration with only the difference. Each new
// migration is applied to that database before the next base is compared, so
// a base that depends on another (tax triggers on tax entries, deleted with
// them by cascade) sees the state it will meet.
//
// Baseline mode squashes: it replaces every knowledge migration (the
// baselines and syncs written so far) with one baseline per base, holding
// each row once, and lists the removed versions as retired so that a
// database which applied them is not refused (migration-history.json).
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { contentHash } from '../../functions/_shared/knowledge-version.ts';
import { migrate, readMigrationHistory, type MigrationHistory } from '../migrate.ts';
import { PgliteDatabase } from '../pglite.ts';
import type { SqlExecutor } from '../types.ts';
import {
  baselineMigrationSuffix,
  isEmptyDelta,
  knowledgeDelta,
  nextMigrationVersion,
  renderKnowledgeBaseline,
  renderKnowledgeDelta,
  syncMigrationSuffix,
  type KnowledgeBase,
} from './knowledge-sync.ts';

export interface KnowledgeSyncResult {
  base: string;
  /** The migration written, or none when the table already matched its sources. */
  file?: string;
  upserts: number;
  deletes: number;
}

/** The hash the database records for `base`; undefined when it keeps no versions (a schema without the table). */
async function recordedHash(db: SqlExecutor, base: KnowledgeBase): Promise<string | null | undefined> {
  const [table] = await db.query<{ exists: boolean }>(`select to_regclass('public.knowledge_versions') is not null as exists`);
  if (!table?.exists) return undefined;
  const [row] = await db.query<{ content_hash: string }>('select content_hash from public.knowledge_versions where base = $1', [base.name]);
  return row?.content_hash ?? null;
}

export async function writeKnowledgeMigrations(
  migrationsDir: string,
  bases: readonly KnowledgeBase[],
  now: Date = new Date(),
  history?: MigrationHistory,
): Promise<KnowledgeSyncResult[]> {
  const db = await PgliteDatabase.open();
  try {
    await migrate(db, migrationsDir, history);
    const results: KnowledgeSyncResult[] = [];
    // Written only once every base converged, so a failure leaves no half of a sync behind.
    const pending: { file: string; sql: string }[] = [];
    for (const base of bases) {
      const delta = await knowledgeDelta(db, base);
      const counts = { base: base.name, upserts: delta.upserts.length, deletes: delta.deletes.length };
      const hash = await contentHash(base);
      const recorded = await recordedHash(db, base);
      const versionCurrent = recorded === undefined || recorded === hash;
      if (isEmptyDelta(delta) && versionCurrent) {
        results.push(counts);
        continue;
      }
      const sql = renderKnowledgeDelta(base, delta, recorded === undefined ? undefined : hash);
      await db.exec(sql);
      // A trigger or a column default that rewrites values would make the
      // migration miss its aim; refuse to write one that does not converge.
      if (!isEmptyDelta(await knowledgeDelta(db, base))) {
        throw new Error(`Knowledge base ${base.name}: its table still differs from the sources after the delta.`);
      }
      const files = [...readdirSync(migrationsDir), ...pending.map((migration) => migration.file)];
      const file = `${nextMigrationVersion(files, now)}${syncMigrationSuffix(base)}`;
      pending.push({ file, sql });
      results.push({ ...counts, file });
    }
    for (const { file, sql } of pending) writeFileSync(join(migrationsDir, file), sql);
    return results;
  } finally {
    await db.close();
  }
}

/** Migrations the knowledge generator wrote: what a squash replaces. */
export function isKnowledgeMigration(file: string): boolean {
  return /^\d{14}_[a-z0-9_]+_knowledge_(?:sync|baseline)\.sql$/.test(file);
}

export interface KnowledgeBaselineResult {
  /** Baselines written, one per base, in the order they run. */
  written: string[];
  /** Knowledge migrations removed (now listed as retired). */
  removed: string[];
  /** Versions a hosted database that applied the removed files must mark reverted before `supabase db push`. */
  retiredVersions: string[];
}

/**
 * Replaces every knowledge migration in `migrationsDir` with one baseline per
 * base, and records the removed versions as retired in the history file.
 * Before anything is written it checks that the baselines bring both a fresh
 * database (schema only) and one that applied every current migration to
 * exactly the sources.
 */
export async function writeKnowledgeBaseline(
  migrationsDir: string,
  bases: readonly KnowledgeBase[],
  historyPath: string,
  now: Date = new Date(),
): Promise<KnowledgeBaselineResult> {
  const history = readMigrationHistory(historyPath);
  const files = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));
  const removed = files.filter(isKnowledgeMigration).sort();
  const baselines: { file: string; sql: string }[] = [];
  for (const base of bases) {
    const file = `${nextMigrationVersion([...files, ...baselines.map((written) => written.file)], now)}${baselineMigrationSuffix(base)}`;
    baselines.push({ file, sql: renderKnowledgeBaseline(base, await contentHash(base)) });
  }

  const schemaOnly = mkdtempSync(join(tmpdir(), 'knowledge-baseline-'));
  try {
    for (const file of files.filter((name) => !isKnowledgeMigration(name))) copyFileSync(join(migrationsDir, file), join(schemaOnly, file));
    await expectBaselinesConverge(schemaOnly, history, bases, baselines, 'a fresh database');
    await expectBaselinesConverge(migrationsDir, history, bases, baselines, 'a database that applied the current migrations');
  } finally {
    rmSync(schemaOnly, { recursive: true, force: true });
  }

  for (const file of removed) unlinkSync(join(migrationsDir, file));
  for (const { file, sql } of baselines) writeFileSync(join(migrationsDir, file), sql);
  const retired: Record<string, string> = { ...history.retired };
  for (const file of removed) {
    const [version = file, ...name] = file.replace(/\.sql$/, '').split('_');
    retired[version] = name.join('_');
  }
  const raw = JSON.parse(readFileSync(historyPath, 'utf8')) as Record<string, unknown>;
  // Written as the formatter would write it, with the project's own settings (indented first, as the formatter keeps
  // an object open that was open), so a squash leaves `npm run lint` passing.
  const formatting = { ...(await resolveConfig(historyPath)), parser: 'json' };
  writeFileSync(historyPath, await format(JSON.stringify({ ...raw, retired, rewritten: history.rewritten }, null, 2), formatting));
  return { written: baselines.map((baseline) => baseline.file), removed, retiredVersions: Object.keys(retired).sort() };
}

async function expectBaselinesConverge(
  dir: string,
  history: MigrationHistory,
  bases: readonly KnowledgeBase[],
  baselines: readonly { file: string; sql: string }[],
  what: string,
): Promise<void> {
  const db = await PgliteDatabase.open();
  try {
    await migrate(db, dir, history);
    for (const { file, sql } of baselines) {
      try {
        await db.exec(sql);
      } catch (error) {
        throw new Error(`Baseline ${file} failed on ${what}: ${(error as Error).message}`, { cause: error });
      }
    }
    for (const base of bases) {
      if (!isEmptyDelta(await knowledgeDelta(db, base)))
        throw new Error(`Knowledge base ${base.name}: the baseline does not bring ${what} to its sources.`);
      if ((await recordedHash(db, base)) !== (await contentHash(base)))
        throw new Error(`Knowledge base ${base.name}: the baseline does not record its version on ${what}.`);
    }
  } finally {
    await db.close();
  }
}
