// A migrated PGlite database whose tax tables hold the knowledge as written
// now. Sync migrations are generated once edits settle, so until then the
// migrated tables can lag the TypeScript; bringing them in line here lets the
// evaluation and the tests judge the knowledge we actually wrote (once the
// migrations are generated the delta is empty and this changes nothing).
import { knowledgeDelta, isEmptyDelta, renderKnowledgeDelta } from '../../../database/knowledge/knowledge-sync.ts';
import { taxKnowledge, taxTriggers } from '../../../database/knowledge/bases/tax.ts';
import { openTestDatabase, type TestDatabase } from '../../../database/testing/test-databases.ts';

export async function openTaxKnowledgeDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase('pglite');
  // Entries first: triggers reference them.
  for (const base of [taxKnowledge, taxTriggers]) {
    const delta = await knowledgeDelta(database.db, base);
    if (!isEmptyDelta(delta)) await database.db.exec(renderKnowledgeDelta(base, delta));
  }
  return database;
}
