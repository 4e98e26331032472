// `npm run generate:knowledge`: for each knowledge base whose table, after
// every existing migration, differs from its sources, writes a new migration
// holding only the rows that changed or were removed (and the version the
// functions check). Applied migrations are never edited.
//
// `npm run generate:knowledge -- --baseline`: squashes instead. Every
// knowledge migration is replaced by one baseline per base that holds each
// row once, and the removed versions are listed as retired
// (supabase/database/migration-history.json), which is how a database that
// applied them accepts the squash. See docs/deploying.md before releasing one.
import { fileURLToPath } from 'node:url';
import { writeKnowledgeBaseline, writeKnowledgeMigrations } from '../supabase/database/knowledge/generate.ts';
import { knowledgeBases } from '../supabase/database/knowledge/registry.ts';
import { MIGRATION_HISTORY_PATH } from '../supabase/database/migrate.ts';

const migrationsDir = fileURLToPath(new URL('../supabase/migrations', import.meta.url));

if (process.argv.includes('--baseline')) {
  const result = await writeKnowledgeBaseline(migrationsDir, knowledgeBases, MIGRATION_HISTORY_PATH);
  for (const file of result.removed) console.log(`removed ${file}`);
  for (const file of result.written) console.log(`wrote ${file}`);
  if (result.retiredVersions.length > 0) {
    console.log(
      `\nBefore the next \`supabase db push\` to a database that applied the removed files, run:\n` +
        `  supabase migration repair --status reverted ${result.retiredVersions.join(' ')}`,
    );
  }
} else {
  for (const result of await writeKnowledgeMigrations(migrationsDir, knowledgeBases)) {
    console.log(
      result.file
        ? `${result.base}: wrote ${result.file} (${result.upserts} new or changed, ${result.deletes} removed)`
        : `${result.base}: up to date`,
    );
  }
}
