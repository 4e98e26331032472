// logistics-planning-areas: a short executive brief for a planning area and a
// question, from our knowledge base plus whatever the trusted sites and the
// visitor's suggested pages say today (read safely, cached for a day). With a
// language model configured it writes the brief from the same material
// (streamed as server-sent events when the caller accepts them); the response
// says which path produced it.
import { getDatabase } from '../_shared/database.ts';
import { defineFunction } from '../_shared/http.ts';
import { KnowledgeVersionCheck } from '../_shared/knowledge-version.ts';
import { readLlmConfig } from '../_shared/llm/config.ts';
import { wantsEventStream } from '../_shared/llm/stream.ts';
import { cachedSafeReader } from './live-sources.ts';
import { draftPlanningReply, replyWith } from './plan.ts';
import { writeBrief } from './model.ts';
import { MAX_BODY_BYTES, planningRequestSchema } from './contract.ts';
import { streamPlanningReply } from './stream.ts';
import { logisticsKnowledgeBase } from './knowledge/rows.ts';

// Answers come from the entries in this bundle; the database is their search
// index and must hold the same version (docs/decisions/0011-one-knowledge-source-at-run-time.md).
const knowledgeVersion = new KnowledgeVersionCheck('logistics-planning-areas', [logisticsKnowledgeBase]);

export default defineFunction({
  name: 'logistics-planning-areas',
  maxBodyBytes: MAX_BODY_BYTES,
  schema: planningRequestSchema,
  async handle(request, req) {
    const db = await getDatabase();
    await knowledgeVersion.require(db);
    const draft = await draftPlanningReply(db, request, cachedSafeReader);
    const config = readLlmConfig();
    // A caller that accepts server-sent events gets a model's brief as it is
    // written; the offline brief always comes in one piece, as JSON.
    if (config && wantsEventStream(req)) return streamPlanningReply(db, config, draft);
    const written = await writeBrief(db, config, draft.input, draft.brief, draft.visitor);
    const { reply, sources, attemptedSources, generatedBy, suggestedArea } = replyWith(draft, written);
    return { reply, sources, attemptedSources, generatedBy, ...(suggestedArea ? { suggestedArea } : {}) };
  },
});
