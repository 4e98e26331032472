// The tax entries as the rows of tax_knowledge and tax_triggers (tables:
// supabase/migrations/20261123000200_tax_knowledge.sql). The function carries
// these rows in its bundle and checks their hash against the database's
// (`_shared/knowledge-version.ts`); `npm run generate:knowledge` writes the
// migrations from the same mapping. A schema change to either table is a
// change here. Triggers reference entries, so the registry lists the entries first.
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

export const taxTriggersBase: KnowledgeBase = {
  name: 'tax_triggers',
  table: 'tax_triggers',
  key: ['slug', 'term'],
  sourcePath,
  rows: taxEntries.flatMap((entry) => entry.triggers.map((term) => ({ slug: entry.slug, term }))),
};

/** The bases the function's answers rest on, in the order their migrations run. */
export const taxKnowledgeBases: readonly KnowledgeBase[] = [taxKnowledgeBase, taxTriggersBase];
