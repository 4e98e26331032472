// A migrated PGlite database whose tax tables (and their recorded version)
// hold the knowledge as written now, whether or not its migrations have been
// generated yet (see supabase/database/testing/knowledge-database.ts).
import { openKnowledgeDatabase } from '../../../database/testing/knowledge-database.ts';
import type { TestDatabase } from '../../../database/testing/test-databases.ts';
import { taxKnowledgeBases } from '../knowledge/rows.ts';

export function openTaxKnowledgeDatabase(): Promise<TestDatabase> {
  return openKnowledgeDatabase(taxKnowledgeBases);
}
