// The tax entries as the rows of tax_knowledge (table:
// supabase/migrations/20261123000200_tax_knowledge.sql). The function carries
// these rows in its bundle and checks their hash against the database's
// (`_shared/knowledge-version.ts`); `npm run generate:knowledge` writes the
// migrations from the same mapping. A schema change to the table is a
// change here. The trigger phrases are the entry's aliases, one searchable
// field among others (docs/decisions/0012-one-search-engine.md).
import type { KnowledgeBase } from '../../_shared/knowledge-version.ts';
import { taxEntries } from './index.ts';

const sourcePath = 'supabase/functions/generate-tax-guidance/knowledge/';

export const taxKnowledgeBase: KnowledgeBase = {
  name: 'tax',
  table: 'tax_knowledge',
  key: 'slug',
  sourcePath,
  rows: taxEntries.map((entry) => ({
    slug: entry.slug,
    area: entry.area,
    title: entry.title,
    answer: entry.answer,
    conditions: entry.conditions,
    changes: entry.changes ?? [],
    not_covered: entry.notCovered ?? null,
    tax_year: entry.taxYear,
    checked_on: entry.checkedOn,
    sources: entry.sources,
    aliases: entry.triggers,
  })),
};

/** The bases the function's answers rest on. */
export const taxKnowledgeBases: readonly KnowledgeBase[] = [taxKnowledgeBase];
