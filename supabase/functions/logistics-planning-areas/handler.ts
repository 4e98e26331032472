// logistics-planning-areas: a short executive brief for a planning area and a
// question, from our knowledge base plus whatever the trusted sites and the
// visitor's suggested pages say today (read safely, cached for a day). With a
// language model configured it writes the brief from the same material; the
// response says which path produced it.
import { getDatabase } from '../_shared/database.ts';
import { defineFunction } from '../_shared/http.ts';
import { readLlmConfig } from '../_shared/llm/config.ts';
import { cachedSafeReader } from './live-sources.ts';
import { planningReply } from './plan.ts';
import { planningRequestSchema } from './schema.ts';

export default defineFunction({
  name: 'logistics-planning-areas',
  // Eight turns of history may carry long replies; the schema bounds each part.
  maxBodyBytes: 128 * 1024,
  schema: planningRequestSchema,
  async handle(request) {
    const { reply, sources, attemptedSources, generatedBy } = await planningReply(
      await getDatabase(),
      request,
      cachedSafeReader,
      readLlmConfig(),
    );
    return { reply, sources, attemptedSources, generatedBy };
  },
});
