// The logistics entries as the rows of logistics_knowledge (table:
// supabase/migrations/20261123000300_logistics_knowledge.sql). The function
// carries these rows in its bundle and checks their hash against the
// database's (`_shared/knowledge-version.ts`); `npm run generate:knowledge`
// writes the migrations from the same mapping. A schema change to the table
// is a change here.
import type { KnowledgeBase } from '../../_shared/knowledge-version.ts';
import { logisticsKnowledge } from './index.ts';

export const logisticsKnowledgeBase: KnowledgeBase = {
  name: 'logistics',
  table: 'logistics_knowledge',
  key: 'slug',
  sourcePath: 'supabase/functions/logistics-planning-areas/knowledge/',
  rows: logisticsKnowledge.map((entry) => ({
    slug: entry.slug,
    area: entry.area,
    title: entry.title,
    keywords: entry.keywords,
    takeaway: entry.takeaway,
    guidance: entry.guidance,
    options: entry.options.map((option) => ({ option: option.option, choose_when: option.chooseWhen })),
    next30: entry.next30,
    next90: entry.next90,
    sources: entry.sources.map((source) => ({
      title: source.title,
      publisher: source.publisher,
      ...(source.url ? { url: source.url } : {}),
      as_of: source.asOf,
    })),
  })),
};
