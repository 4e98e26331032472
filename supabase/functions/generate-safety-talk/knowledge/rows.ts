// The safety topics as the rows of safety_content (table:
// supabase/migrations/20261122000200_safety_knowledge.sql). The function
// carries these rows in its bundle and checks their hash against the
// database's (`_shared/knowledge-version.ts`); `npm run generate:knowledge`
// writes the migrations from the same mapping. A schema change to the table
// is a change here.
import type { KnowledgeBase } from '../../_shared/knowledge-version.ts';
import { safetyTopics } from './index.ts';

export const safetyKnowledgeBase: KnowledgeBase = {
  name: 'safety',
  table: 'safety_content',
  key: 'document_id',
  sourcePath: 'supabase/functions/generate-safety-talk/knowledge/',
  rows: safetyTopics.map((topic) => ({
    document_id: topic.slug,
    title: topic.title,
    severity: topic.severity,
    summary: topic.summary,
    trigger_terms: topic.triggers,
    talking_points: topic.points,
    sources: topic.sources.map((source) => ({
      name: source.name,
      publisher: source.publisher,
      ...(source.url ? { url: source.url } : {}),
      as_of: source.asOf,
    })),
  })),
};
