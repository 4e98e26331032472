// The evaluation and the tests judge the safety knowledge as written: a test
// database applies every migration, and this brings its safety_content table
// (and its recorded version) in line with the TypeScript topics, whether or
// not their migrations have been generated yet
// (see supabase/database/testing/knowledge-database.ts).
import { openKnowledgeDatabase } from '../../../database/testing/knowledge-database.ts';
import type { TestDatabase } from '../../../database/testing/test-databases.ts';
import { safetyKnowledgeBase } from '../knowledge/rows.ts';

/** A migrated PGlite database whose safety_content holds the topics as written now. */
export function openSafetyKnowledgeDatabase(): Promise<TestDatabase> {
  return openKnowledgeDatabase([safetyKnowledgeBase]);
}
