// Test databases whose knowledge tables hold the knowledge as written now.
// Others edit the TypeScript all day and the migrations are generated once
// the edits settle, so a migrated database can lag the sources; bringing the
// rows and their recorded version in line here lets the evaluations and the
// handler tests judge the knowledge we actually wrote (once the migrations
// are generated this changes nothing). The test that every migration yields
// exactly the sources lives in supabase/database/knowledge/.
import { contentHash } from '../../functions/_shared/knowledge-version.ts';
import {
  isEmptyDelta,
  knowledgeDelta,
  renderKnowledgeDelta,
  renderKnowledgeVersion,
  type KnowledgeBase,
} from '../knowledge/knowledge-sync.ts';
import type { SqlExecutor } from '../types.ts';
import { openTestDatabase, type DatabaseTarget, type TestDatabase } from './test-databases.ts';

/** Brings each base's table and version in line with its sources, in the order given (entries before what references them). */
export async function syncKnowledge(db: SqlExecutor, bases: readonly KnowledgeBase[]): Promise<void> {
  for (const base of bases) {
    const delta = await knowledgeDelta(db, base);
    if (!isEmptyDelta(delta)) await db.exec(renderKnowledgeDelta(base, delta));
    await db.exec(renderKnowledgeVersion(base, await contentHash(base)));
  }
}

/** A migrated test database with `bases` synced to their sources. */
export async function openKnowledgeDatabase(bases: readonly KnowledgeBase[], target: DatabaseTarget = 'pglite'): Promise<TestDatabase> {
  const database = await openTestDatabase(target);
  await syncKnowledge(database.db, bases);
  return database;
}
