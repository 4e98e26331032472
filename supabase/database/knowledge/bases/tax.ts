// tax_knowledge and tax_triggers (tables: 20261123000200_tax_knowledge.sql)
// from the tax entries. Triggers reference entries, so the registry lists the
// entries first and their sync migrations run first.
import { taxEntries } from '../../../functions/generate-tax-guidance/knowledge/index.ts';
import type { KnowledgeBase } from '../knowledge-sync.ts';

const sourcePath = 'supabase/functions/generate-tax-guidance/knowledge/';

export const taxKnowledge: KnowledgeBase = {
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
  })),
};

export const taxTriggers: KnowledgeBase = {
  name: 'tax_triggers',
  table: 'tax_triggers',
  key: ['slug', 'term'],
  sourcePath,
  rows: taxEntries.flatMap((entry) => entry.triggers.map((term) => ({ slug: entry.slug, term }))),
};
