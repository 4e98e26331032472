// The evaluation and the tests judge the safety knowledge as written: a test
// database applies every migration, and this brings its safety_content table
// in line with the TypeScript topics. Sync migrations are generated once edits
// settle, so until then the migrated table can lag; once they are generated
// the delta is empty and this changes nothing.
import { safetyKnowledge } from '../../../database/knowledge/bases/safety.ts';
import { isEmptyDelta, knowledgeDelta, renderKnowledgeDelta } from '../../../database/knowledge/knowledge-sync.ts';
import { openTestDatabase, type TestDatabase } from '../../../database/testing/test-databases.ts';
import type { ServerDatabase } from '../../../database/types.ts';

export async function syncSafetyKnowledge(db: ServerDatabase): Promise<void> {
  const delta = await knowledgeDelta(db, safetyKnowledge);
  if (!isEmptyDelta(delta)) await db.exec(renderKnowledgeDelta(safetyKnowledge, delta));
}

/** A migrated PGlite database whose safety_content holds the topics as written now. */
export async function openSafetyKnowledgeDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase('pglite');
  await syncSafetyKnowledge(database.db);
  return database;
}
