// Writes the tax knowledge migration from the TypeScript entries.
// Usage: node --import tsx scripts/generate-tax-knowledge.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { taxEntries } from '../supabase/functions/generate-tax-guidance/knowledge/index.ts';
import { renderTaxMigration, TAX_MIGRATION_PATH } from '../supabase/functions/generate-tax-guidance/knowledge/seed-sql.ts';

const target = fileURLToPath(new URL(`../${TAX_MIGRATION_PATH}`, import.meta.url));
writeFileSync(target, renderTaxMigration(taxEntries));
console.log(`Wrote ${taxEntries.length} entries to ${TAX_MIGRATION_PATH}`);
