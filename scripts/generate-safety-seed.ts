// Writes the safety knowledge migration from the TypeScript topics.
// Usage: node --import tsx scripts/generate-safety-seed.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { safetyTopics } from '../supabase/functions/generate-safety-talk/knowledge/index.ts';
import { renderSafetyMigration, SAFETY_MIGRATION_PATH } from '../supabase/functions/generate-safety-talk/knowledge/seed-sql.ts';

const target = fileURLToPath(new URL(`../${SAFETY_MIGRATION_PATH}`, import.meta.url));
writeFileSync(target, renderSafetyMigration(safetyTopics));
console.log(`Wrote ${safetyTopics.length} topics to ${SAFETY_MIGRATION_PATH}`);
