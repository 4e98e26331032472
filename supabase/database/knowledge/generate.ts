// Writes the knowledge sync migrations the sources need: applies every
// existing migration to a fresh in-memory database, and for each knowledge
// base whose table then differs from its sources writes a new migration with
// only the difference. Each new migration is applied to that database before
// the next base is compared, so a base that depends on another (tax triggers
// on tax entries, deleted with them by cascade) sees the state it will meet.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../migrate.ts';
import { PgliteDatabase } from '../pglite.ts';
import {
  isEmptyDelta,
  knowledgeDelta,
  nextMigrationVersion,
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

export async function writeKnowledgeMigrations(
  migrationsDir: string,
  bases: readonly KnowledgeBase[],
  now: Date = new Date(),
): Promise<KnowledgeSyncResult[]> {
  const db = await PgliteDatabase.open();
  try {
    await migrate(db, migrationsDir);
    const results: KnowledgeSyncResult[] = [];
    // Written only once every base converged, so a failure leaves no half of a sync behind.
    const pending: { file: string; sql: string }[] = [];
    for (const base of bases) {
      const delta = await knowledgeDelta(db, base);
      const counts = { base: base.name, upserts: delta.upserts.length, deletes: delta.deletes.length };
      if (isEmptyDelta(delta)) {
        results.push(counts);
        continue;
      }
      const sql = renderKnowledgeDelta(base, delta);
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
