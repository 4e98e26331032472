// Writes the logistics knowledge migration from the TypeScript entries.
// Usage: node --import tsx scripts/generate-logistics-seed.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { logisticsKnowledge } from '../supabase/functions/logistics-planning-areas/knowledge/index.ts';
import {
  LOGISTICS_MIGRATION_PATH,
  renderLogisticsMigration,
} from '../supabase/functions/logistics-planning-areas/knowledge/seed-sql.ts';

const target = fileURLToPath(new URL(`../${LOGISTICS_MIGRATION_PATH}`, import.meta.url));
writeFileSync(target, renderLogisticsMigration(logisticsKnowledge));
console.log(`Wrote ${logisticsKnowledge.length} entries to ${LOGISTICS_MIGRATION_PATH}`);
