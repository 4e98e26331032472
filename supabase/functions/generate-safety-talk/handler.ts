// generate-safety-talk: a toolbox talk for the day's activities, grounded in
// the safety knowledge base. The response carries `error` only when the talk
// needs a caveat (nothing recognised, or too many activities for one talk).
// With a language model configured, it words the chosen points for the day's
// activities; the response says which path produced them.
import { getDatabase } from '../_shared/database.ts';
import { defineFunction } from '../_shared/http.ts';
import { KnowledgeVersionCheck } from '../_shared/knowledge-version.ts';
import { readLlmConfig } from '../_shared/llm/config.ts';
import { generateSafetyTalk } from './generate.ts';
import { wordSafetyTalk } from './model.ts';
import type { Source } from '../_shared/contract.ts';
import { safetyTalkRequestSchema } from './contract.ts';
import { safetyKnowledgeBase } from './knowledge/rows.ts';
import type { SourceRef } from './retrieval.ts';

// Talks come from the topics in this bundle; the database is their search
// index and must hold the same version (docs/decisions/0011-one-knowledge-source-at-run-time.md).
const knowledgeVersion = new KnowledgeVersionCheck('generate-safety-talk', [safetyKnowledgeBase]);

export default defineFunction({
  name: 'generate-safety-talk',
  schema: safetyTalkRequestSchema,
  async handle({ summary, debug }) {
    const db = await getDatabase();
    await knowledgeVersion.require(db);
    const config = readLlmConfig();
    // With a model, a piece of the day our search cannot place may be restated in our topics' words first.
    const offline = await generateSafetyTalk(db, summary, { llm: config });
    const { sources, error, activities, point_topics } = offline;
    const { talking_points, generatedBy } = await wordSafetyTalk(db, config, summary, offline);
    return {
      talking_points,
      sources: sources.map(asSource),
      generatedBy,
      ...(error ? { error } : {}),
      ...(debug ? { debug: { activities, point_topics } } : {}),
    };
  },
});

/** A knowledge-base reference in the one shape every demo lists, linked where the source has an address. */
function asSource(ref: SourceRef): Source {
  return { title: ref.name, publisher: ref.publisher, ...(ref.url ? { url: ref.url } : {}), asOf: ref.as_of, kind: 'knowledge' };
}
