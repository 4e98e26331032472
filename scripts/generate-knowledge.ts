// `npm run generate:knowledge`: for each knowledge base whose sources changed
// since its latest sync migration (or that has none), writes a new migration
// that brings its table in line. Applied migrations are never edited.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  latestSyncMigration,
  nextMigrationVersion,
  renderKnowledgeSync,
  syncMigrationSuffix,
} from '../supabase/database/knowledge/knowledge-sync.ts';
import { knowledgeBases } from '../supabase/database/knowledge/registry.ts';

const migrationsDir = fileURLToPath(new URL('../supabase/migrations', import.meta.url));

for (const base of knowledgeBases) {
  const files = readdirSync(migrationsDir);
  const sql = renderKnowledgeSync(base);
  const latest = latestSyncMigration(files, base);
  if (latest && readFileSync(join(migrationsDir, latest), 'utf8') === sql) {
    console.log(`${base.name}: up to date (${latest})`);
    continue;
  }
  const file = `${nextMigrationVersion(files, new Date())}${syncMigrationSuffix(base)}`;
  writeFileSync(join(migrationsDir, file), sql);
  console.log(`${base.name}: wrote ${file} (${base.rows.length} rows)`);
}
