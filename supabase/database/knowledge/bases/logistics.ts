// logistics_knowledge (table: 20261123000300_logistics_knowledge.sql) from the logistics planning entries.
import { logisticsKnowledge as entries } from '../../../functions/logistics-planning-areas/knowledge/index.ts';
import type { KnowledgeBase } from '../knowledge-sync.ts';

export const logisticsKnowledge: KnowledgeBase = {
  name: 'logistics',
  table: 'logistics_knowledge',
  key: 'slug',
  sourcePath: 'supabase/functions/logistics-planning-areas/knowledge/',
  rows: entries.map((entry) => ({
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
