// safety_content (table: 20261122000200_safety_knowledge.sql) from the safety topics.
import { safetyTopics } from '../../../functions/generate-safety-talk/knowledge/index.ts';
import type { KnowledgeBase } from '../knowledge-sync.ts';

export const safetyKnowledge: KnowledgeBase = {
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
