// `npm run generate:knowledge`: for each knowledge base whose table, after
// every existing migration, differs from its sources, writes a new migration
// holding only the rows that changed or were removed. Applied migrations are
// never edited.
import { fileURLToPath } from 'node:url';
import { writeKnowledgeMigrations } from '../supabase/database/knowledge/generate.ts';
import { knowledgeBases } from '../supabase/database/knowledge/registry.ts';

const migrationsDir = fileURLToPath(new URL('../supabase/migrations', import.meta.url));

for (const result of await writeKnowledgeMigrations(migrationsDir, knowledgeBases)) {
  console.log(
    result.file
      ? `${result.base}: wrote ${result.file} (${result.upserts} new or changed, ${result.deletes} removed)`
      : `${result.base}: up to date`,
  );
}
